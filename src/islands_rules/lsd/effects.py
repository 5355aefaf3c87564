"""What an LSD turn did, as :class:`~islands_rules.Event` values in the order it happened.

- ``pass`` (R17), or ``place``: the tile placed, with its ``tile`` type, ``sides`` and
  ``icon`` in the detail;
- ``capture`` for each tile it captured (R12-R15): the mover's ``seat``, the cell, and in
  the detail the captured tile's ``owner`` and ``tile``, the ``icon`` of the pair and the
  cells of the other tile of each ``pair`` that took it;
- ``score`` for each player whose longest line (R20 ``points``) changed: the change (less
  than 0 when a capture broke the line) and the cells of the longest line now, ``feature``
  ``"line"``;
- ``line`` when the mover made a line that wins (R16), with its cells;
- ``end`` when the turn ended the game: ``detail["result"]`` is the winner's name or
  ``"draw"`` (R18).

>>> import islands_rules as ir
>>> state = ir.lsd.setup_position(tiles=["Re+@0,0", "Bewx@1,0"])
>>> for event in ir.effects(state, "w+@2,0"):
...     print(event.kind, event.seat, event.points, event.cells, event.detail_dict())
place 0 None ('2,0',) {'tile': 'n+', 'sides': 'w', 'icon': '+'}
capture 0 None ('1,0',) {'owner': 'blue', 'tile': 'nsx', 'icon': '+', 'pairs': ['0,0']}
score 1 -1 () {}
"""

from __future__ import annotations

from ..core.checks import expect, expect_state
from ..core.events import Event
from . import _engine
from ._tiles import PATTERN_OF, PATTERNS
from .moves import Move, Pass
from .state import GameState

__all__ = ["effects"]


def _where(k: int) -> str:
    x, y = _engine.cell(k)
    return f"{x},{y}"


def _type(code: int) -> str:
    return PATTERNS[PATTERN_OF[code & 15]] + "+x"[code >> 4 & 1]


def _partners(field: dict[int, int], k: int, code: int, victim: int) -> list[int]:
    """The tiles that made a pair with the new tile ``code`` on ``k`` capturing ``victim``, an
    orthogonal neighbour of ``k`` (R12-R15): the tile beyond it for ``+`` (R13), the tiles
    on the corners it shares with ``k`` for ``x`` (R14)."""
    step = victim - k
    if code >> 4 & 1:
        across = (_engine.STRIDE, -_engine.STRIDE) if step in (1, -1) else (1, -1)
        found = [victim + other for other in across]
    else:
        found = [victim + step]
    same = code >> 4 & 3  # icon and icon colour (owner parity, R2) together
    return [p for p in found if p in field and (field[p] >> 4 & 3) == same]


def effects(before: GameState, move: Move, after: GameState) -> tuple[Event, ...]:
    """The events of the legal ``move`` that led from ``before`` to ``after`` (see the
    module documentation).

    >>> import islands_rules as ir
    >>> [event.kind for event in ir.effects(ir.new_game(game="lsd"), "e+@0,0")]
    ['place', 'score']
    """
    before, after = expect_state(before, GameState), expect_state(after, GameState)
    expect(move, Move, "move")
    seat = before.to_move
    names = before.players
    if isinstance(move, Pass):
        return (Event("pass", seat=seat),)
    k = _engine.key(move.x, move.y)
    code = after._field[k]
    events = [
        Event(
            "place",
            seat=seat,
            cells=(_where(k),),
            detail={"tile": _type(code), "sides": move.sides, "icon": move.icon},
        )
    ]
    for victim, taken in sorted(after._last_captured):
        detail = {
            "owner": names[taken >> 5],
            "tile": _type(taken),
            "icon": move.icon,
            "pairs": [_where(partner) for partner in _partners(after._field, k, code, victim)],
        }
        events.append(Event("capture", seat=seat, cells=(_where(victim),), detail=detail))
    players = before.rules.players
    was = _engine.longest_lines(before._field, players)
    now = _engine.longest_lines(after._field, players)
    for player in range(players):
        if now[player] != was[player]:
            line = _engine.runs(after._field, player, now[player])[0] if now[player] else []
            events.append(
                Event(
                    "score",
                    seat=player,
                    points=now[player] - was[player],
                    feature="line",
                    cells=[_where(cell) for cell in line],
                )
            )
    if after.winner is not None:
        line = next(run for run in _engine.runs(after._field, seat, after.rules.line) if k in run)
        events.append(Event("line", seat=seat, cells=[_where(cell) for cell in line]))
    if after.is_over:
        result = "draw" if after.winner is None else names[after.winner]
        events.append(Event("end", seat=after.winner, detail={"result": result}))
    return tuple(events)
