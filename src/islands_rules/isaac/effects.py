"""What a move of Isaac did, as :class:`~islands_rules.Event` values in the order it happened
(:func:`islands_rules.effects` asks for them).

=========== ==========================================================================
kind        when, and what it holds
=========== ==========================================================================
``place``   a tile placed (R7): the mover's ``seat``, its squares as ``cells``; ``detail``:
            the ``tile`` and its ``length``
``pass``    a pass (R8, R18); ``detail``: the ``phase`` it was played in
``phase``   the second placement pass opened the scoring (R10, R12); ``detail``: the
            ``phase`` and the ``seat`` that opens it
``remove``  a tile taken off (R13-R16): its squares as ``cells``; ``detail``: the ``tile``,
            its ``length`` and ``value``, its ``line`` (``row 3``, ``column e``), the
            ``count`` of tiles on the line after it, the ``counters`` on the line and what
            the removal was ``worth`` (R16)
``score``   the mover's score grew by ``points`` (the advance, R17); ``feature`` is the line
            scored, ``row`` or ``column``; ``cells`` the removed tile's squares
``counter`` the counter moved: ``cells`` the square it left and the one it reached (none
            once off the track, R19); ``detail``: the scores ``from`` and ``to``
``target``  the mover reached the target (R19); ``detail``: the ``score`` and the ``target``
``end``     the game is over: ``detail`` holds the ``winner`` (a seat), what
            ``decided_by`` (R19-R21) and both ``scores``
=========== ==========================================================================

The ``score`` events of a move add up to the change of each seat's points.
"""

from __future__ import annotations

from ..core.checks import expect, expect_state
from ..core.events import Event
from ._engine import counter_squares, tile_shape
from .moves import Move, Pass, Place
from .rules import line_count, removal_points
from .scoring import outcome
from .state import GameState, Phase

__all__ = ["effects"]


def effects(before: GameState, move: Move, after: GameState) -> tuple[Event, ...]:
    """The events of the legal ``move`` from ``before`` to ``after``.

    >>> from islands_rules import isaac
    >>> state = isaac.new_game(isaac.Rules(size=4, pieces=((2, 1, 2), (4, 1, 1))))
    >>> for event in isaac.effects(state, "a1-d1"):
    ...     print(event.to_dict())
    {'kind': 'place', 'seat': 0, 'cells': ['a1', 'b1', 'c1', 'd1'], 'detail': {'tile': 'a1-d1', 'length': 4}}
    """
    before, after = expect_state(before, GameState), expect_state(after, GameState)
    expect(move, Move, "move")
    mover = before.to_move
    assert mover is not None  # the move was legal
    seat, geo = mover.seat, before.geometry
    events: list[Event] = []
    if isinstance(move, Pass):
        events.append(Event("pass", seat=seat, detail={"phase": before.phase.value}))
        if after.phase is Phase.SCORING and before.phase is Phase.PLACEMENT:
            opener = after.to_move
            detail = {"phase": after.phase.value, "seat": None if opener is None else opener.seat}
            events.append(Event("phase", detail=detail))
    else:
        shape = tile_shape(geo, move)
        assert shape is not None  # the move was legal
        cells = [geo.names[square] for square in shape.squares]
        tile = {"tile": str(shape.place), "length": shape.length}
        if isinstance(move, Place):
            events.append(Event("place", seat=seat, cells=cells, detail=tile))
        else:
            line = "row" if shape.horizontal else "column"
            index = shape.line if shape.horizontal else shape.line - geo.size
            name = f"{line} {index + 1 if shape.horizontal else chr(ord('a') + index)}"
            mask = geo.line_masks[shape.line]
            on_line = sum(square >= 0 and mask >> square & 1 for square in counter_squares(before))
            detail = tile | {
                "value": {length: value for length, value, _ in before.rules.pieces}[shape.length],
                "line": name,
                "count": line_count(after, shape.line),
                "counters": on_line,
                "worth": removal_points(before, shape),
            }
            events.append(Event("remove", seat=seat, cells=cells, detail=detail))
            if move.advance:
                events.append(Event("score", seat=seat, points=move.advance, feature=line, cells=cells))
                moved = [before.counter(mover), after.counter(mover)]
                span = {"from": before.scores[seat], "to": after.scores[seat]}
                events.append(Event("counter", seat=seat, cells=[c for c in moved if c], detail=span))
            if after.scores[seat] >= after.rules.target:
                events.append(
                    Event(
                        "target",
                        seat=seat,
                        detail={"score": after.scores[seat], "target": after.rules.target},
                    )
                )
    if after.is_over:
        ended = outcome(after)
        assert ended is not None  # the game is over
        winner = 0 if ended.winner == "dark" else 1
        detail = {"winner": winner, "decided_by": ended.decided_by, "scores": list(after.scores)}
        events.append(Event("end", detail=detail))
    return tuple(events)
