"""The text picture of a position, as the diagrams of the rules page draw it.

Rows run from row N at the top down to row 1, with their numbers on the left and the
column letters below: ``D`` a square under a dark tile, ``L`` under a light one, ``.``
an empty square (``●``, ``○``, ``·`` with ``unicode=True``). A last line gives each
counter's score and square (R11) and whose turn it is, or the result.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import RenderError
from ._geometry import TileShape
from .engine import _shape
from .moves import Move, Pass, Place, Remove, parse_move
from .scoring import outcome
from .state import PLAYERS, GameState, Player

__all__ = ["removed_tile", "render_text", "status_line"]

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


def render_text(
    state: GameState,
    *,
    unicode: bool = False,
    bars: bool = False,
    last_move: Move | str | None = None,
    **unused: Any,
) -> str:
    """The board as a text diagram, then its status line.

    With ``bars=True`` the squares of one tile are joined (``-`` along a row, ``|`` between
    rows), so each bar reads as one piece. A removal given as ``last_move`` leaves a ghost
    where its tile lay: ``d`` or ``l`` (``◌`` with ``unicode=True``).

    >>> from islands_rules.isaac import Rules, new_game, play
    >>> state = new_game(Rules(size=4, pieces=((2, 1, 2), (3, 1, 1))))
    >>> for move in ["a1-a2", "b4-d4", "b1-b2"]:
    ...     state = play(state, move)
    >>> print(render_text(state))
    4 . L L L
    3 . . . .
    2 D D . .
    1 D D . .
      a b c d
    dark 0 on a1, light 0 on d4; light to move (placement)
    >>> print(render_text(state, bars=True))
    4 . L-L-L
    <BLANKLINE>
    3 . . . .
    <BLANKLINE>
    2 D D . .
      | |
    1 D D . .
      a b c d
    dark 0 on a1, light 0 on d4; light to move (placement)
    >>> print(render_text(state, unicode=True).splitlines()[0])
    4 · ○ ○ ○

    :raises RenderError: if ``state`` is not an Isaac state, a flag is not a bool,
        ``last_move`` is not a move, or an option is given that only the SVG picture knows.
    :raises NotationError: if ``last_move`` is text that is not a move.
    """
    if not isinstance(state, GameState):
        raise RenderError(f"state must be an isaac GameState, got {type(state).__name__}")
    for name, flag in (("unicode", unicode), ("bars", bars)):
        if type(flag) is not bool:
            raise RenderError(f"{name} must be True or False, got {type(flag).__name__}")
    if unused:
        raise RenderError(f"render_text has no option {', '.join(sorted(unused))}")
    geo = state.geometry
    size = geo.size
    dark, light, empty = _GLYPHS[unicode]
    glyph = [empty] * (size * size)
    along = [False] * (size * size)  # joined to the square on its right
    upward = [False] * (size * size)  # joined to the square above
    for seat, keys in enumerate(state._tiles):
        for key in keys:
            shape = geo.shapes[key]
            for square in shape.squares:
                glyph[square] = (dark, light)[seat]
            for square in shape.squares[:-1]:
                (along if shape.horizontal else upward)[square] = True
    removed = removed_tile(state, last_move)
    if removed is not None:
        owner, shape = removed
        for square in shape.squares:
            if glyph[square] == empty:
                glyph[square] = "◌" if unicode else owner.value[0]
    joins = ("─", "│") if unicode else ("-", "|")
    width = len(str(size))
    lines = []
    for row in reversed(range(size)):
        cells = glyph[row * size : (row + 1) * size]
        gaps = [joins[0] if bars and along[row * size + c] else " " for c in range(size - 1)]
        lines.append(
            f"{row + 1:>{width}} " + "".join(g + gap for g, gap in zip(cells, [*gaps, ""], strict=True))
        )
        if bars and row:
            below = (row - 1) * size
            links = " ".join(joins[1] if upward[below + c] else " " for c in range(size))
            lines.append((" " * (width + 1) + links).rstrip())
    lines.append(" " * (width + 1) + " ".join(name[0] for name in geo.names[:size]))
    lines.append(status_line(state))
    return "\n".join(lines)


def removed_tile(state: GameState, last_move: object) -> tuple[Player, TileShape] | None:
    """The owner and position of the tile ``last_move`` removed, if it is a removal.

    The remover is the player not to move, unless the other is out (R18); a removal that
    ended the game reached the target (R19).

    >>> from islands_rules.isaac import Rules, new_game, play
    >>> state = new_game(Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    >>> for turn in "b1-b2 a1-a2 a3-c3 pass pass pass xb1-b2+1".split():
    ...     state = play(state, turn)
    >>> owner, shape = removed_tile(state, "xb1-b2+1")
    >>> owner, shape.squares
    (<Player.DARK: 'dark'>, (1, 4))
    >>> removed_tile(state, "pass") is None
    True

    :raises RenderError: if ``last_move`` is not a move or its notation, or runs off the board.
    :raises NotationError: if it is text that is not a move.
    """
    if last_move is None:
        return None
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if not isinstance(move, Place | Remove | Pass):
        raise RenderError(f"last_move must be None, a move or its notation, got {type(last_move).__name__}")
    if isinstance(move, Pass):
        return None
    shape = _shape(state.geometry, move)
    if shape is None:
        size = state.rules.size
        raise RenderError(f"last_move: {move.start}-{move.end} is off the {size}x{size} board")
    if isinstance(move, Place):
        return None
    if state.to_move is None:
        owner = Player.LIGHT if state.scores[1] >= state.rules.target else Player.DARK
    else:
        owner = state.to_move if state.passed[state.to_move.other.seat] else state.to_move.other
    return owner, shape
