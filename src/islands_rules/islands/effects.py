"""What an Islands turn did, as :class:`~islands_rules.Event` values in the order it happened.

- ``draw``: the tile drawn (R6), ``detail["tile"]``; a whole turn token at a chance node
  draws first;
- ``place``: the tile laid on its cell, with ``tile`` and ``rotation`` (R7);
- ``piece``: a piece put on a segment of it (R9), with ``segment`` and the ``feature``;
- for each object the placement completed that holds pieces (R11, R12): ``complete``
  (its ``feature``, its cells, its ``value``), a ``score`` event for each seat of the
  majority (R13, ``detail["final"]`` false), and a ``return`` event for each seat whose
  pieces went back (``detail["pieces"]``);
- ``discard``: the tile put out of the game (R8);
- when the turn empties the supply: the final scoring, object by object (R15, the events
  of :func:`~islands_rules.islands.final_scoring`), then ``end`` with the winner's name
  or ``"draw"`` as ``detail["result"]`` (R16).

Features are named in the game's words: ``island``, ``bridge``, ``lighthouse``, ``water``.

>>> import islands_rules as ir
>>> for event in ir.effects(ir.new_game(game="islands"), "E@0,1r2:i1"):
...     print(event.kind, event.seat, event.points, event.feature, event.cells)
draw 0 None None ()
place 0 None None ('0,1',)
piece 0 None island ('0,1',)
complete None None island ('0,0', '0,1')
score 0 4 island ('0,0', '0,1')
return 0 None island ('0,0', '0,1')
"""

from __future__ import annotations

from ..core.checks import expect, expect_state
from ..core.events import Event
from ._tiles import SEG_KIND, SEG_NAMES
from .moves import Discard, Draw, Move
from .rules import Plan, judge
from .scoring import completed_value, final_scoring, object_cells, outcome, score_events
from .state import State

__all__ = ["effects"]

_KIND_NAMES = {"i": "island", "b": "bridge", "w": "water", "l": "lighthouse"}


def effects(before: State, move: Move, after: State) -> tuple[Event, ...]:
    """The events of the legal ``move`` that led from ``before`` to ``after`` (see the
    module documentation).

    >>> import islands_rules as ir
    >>> [event.kind for event in ir.effects(ir.new_game(game="islands"), ir.islands.Draw("C"))]
    ['draw']
    """
    before, after = expect_state(before, State), expect_state(after, State)
    expect(move, Move, "move")
    seat = before.seat
    events: list[Event] = []
    if before.drawn is None:
        events.append(Event("draw", seat=seat, detail={"tile": move.tile}))
    if isinstance(move, Draw):
        return tuple(events)
    if isinstance(move, Discard):
        events.append(Event("discard", seat=seat, detail={"tile": move.tile}))
    else:
        plan = judge(before, move)
        assert isinstance(plan, Plan)  # the move is legal
        assert plan.cell is not None
        where = f"{move.x},{move.y}"
        events.append(
            Event("place", seat=seat, cells=(where,), detail={"tile": move.tile, "rotation": move.rotation})
        )
        if plan.piece >= 0:
            feature = _KIND_NAMES[SEG_KIND[plan.t][plan.piece]]
            events.append(
                Event(
                    "piece",
                    seat=seat,
                    feature=feature,
                    cells=(where,),
                    detail={"segment": SEG_NAMES[plan.t][plan.piece]},
                )
            )
        board, done = before.board.place(plan.cell, plan.turned, plan.piece, seat)
        for item in done:
            value = completed_value(board, item, before.rules)
            cells = object_cells(board, item.root)
            feature = _KIND_NAMES[item.kind]
            events.append(Event("complete", feature=feature, cells=cells, detail={"value": value}))
            events += score_events(board, item, value, final=False)
            for owner, count in enumerate(item.pieces):
                if count:
                    events.append(
                        Event("return", seat=owner, feature=feature, cells=cells, detail={"pieces": count})
                    )
    if after.is_over:
        events += final_scoring(after)
        result = outcome(after)
        assert result is not None
        events.append(Event("end", detail={"result": result.winner or "draw"}))
    return tuple(events)
