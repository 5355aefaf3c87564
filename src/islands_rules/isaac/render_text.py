"""The text picture of a position, as the diagrams of the rules page draw it.

Rows run from row N at the top down to row 1, with their numbers on the left and the
column letters below: ``D`` a square under a dark tile, ``L`` under a light one, ``.``
an empty square (``●``, ``○``, ``·`` with ``unicode=True``). A last line gives each
counter's score and square (R11) and whose turn it is, or the result.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import RenderError
from .scoring import outcome
from .state import PLAYERS, GameState

__all__ = ["render_text", "status_line"]

_GLYPHS = {False: ("D", "L", "."), True: ("●", "○", "·")}


def status_line(state: GameState) -> str:
    """The counters and the turn, in words.

    >>> from islands_rules.isaac import new_game
    >>> status_line(new_game())
    'dark 0 on a1, light 0 on j10; dark to move (placement)'
    """
    parts = []
    for player in PLAYERS:
        square = state.counter(player)
        where = f"on {square}" if square is not None else "off the board"
        parts.append(f"{player} {state.scores[player.seat]} {where}")
    ended = outcome(state)
    if ended is not None:
        turn = f"over: {ended.winner} wins ({ended.decided_by})"
    else:
        turn = f"{state.to_move} to move ({state.phase.value})"
    return f"{', '.join(parts)}; {turn}"


def render_text(state: GameState, *, unicode: bool = False, **unused: Any) -> str:
    """The board as a text diagram, then its status line.

    >>> from islands_rules.isaac import Rules, new_game, play
    >>> state = new_game(Rules(size=4, pieces=((2, 1, 2), (3, 1, 1))))
    >>> for move in ["a1-a2", "b4-d4"]:
    ...     state = play(state, move)
    >>> print(render_text(state))
    4 . L L L
    3 . . . .
    2 D . . .
    1 D . . .
      a b c d
    dark 0 on a1, light 0 on d4; dark to move (placement)
    >>> print(render_text(state, unicode=True).splitlines()[0])
    4 · ○ ○ ○

    :raises RenderError: if ``state`` is not an Isaac state, ``unicode`` is not a bool, or
        an option is given that only the SVG picture knows.
    """
    if not isinstance(state, GameState):
        raise RenderError(f"state must be an isaac GameState, got {type(state).__name__}")
    if type(unicode) is not bool:
        raise RenderError(f"unicode must be True or False, got {type(unicode).__name__}")
    if unused:
        raise RenderError(f"render_text takes only unicode=, not {', '.join(sorted(unused))}")
    size, names = state.rules.size, state.geometry.names
    dark, light, empty = _GLYPHS[unicode]
    glyph = [empty] * (size * size)
    for seat, keys in enumerate(state._tiles):
        for key in keys:
            for square in state.geometry.shapes[key].squares:
                glyph[square] = (dark, light)[seat]
    width = len(str(size))
    lines = [
        f"{row + 1:>{width}} " + " ".join(glyph[row * size : (row + 1) * size])
        for row in reversed(range(size))
    ]
    lines.append(" " * (width + 1) + " ".join(name[0] for name in names[:size]))
    lines.append(status_line(state))
    return "\n".join(lines)
