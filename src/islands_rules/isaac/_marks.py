"""What both pictures of a position share (the text and the SVG): the squares their options
mark, and the bar a removal took off. Private to the pictures (``text.py``, ``render.py``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.errors import RenderError
from ._engine import tile_shape
from ._geometry import TileShape
from .moves import Pass, Place, Remove, cell_point, parse_move
from .state import GameState, Player

__all__ = ["check_squares", "last_move_squares", "removed_tile"]


def check_squares(state: GameState, squares: Iterable[Any], what: str) -> list[str]:
    """The squares an option such as ``highlight`` lists (as the picture options hold them,
    still unread), by name, bottom row first.

    >>> from islands_rules.isaac import new_game
    >>> check_squares(new_game(), ("c3", "a1", "c3"), "highlight")
    ['a1', 'c3']

    :raises RenderError: for a square off the board.
    :raises NotationError: for a square that cannot be read.
    """
    names = set(state.geometry.names)
    found = []
    for square in squares:
        column, row = cell_point(square)
        name = f"{chr(97 + column)}{row + 1}"
        if name not in names:
            raise RenderError(f"{what}: {name} is off the {state.rules.size}x{state.rules.size} board")
        found.append(name)
    return sorted(set(found), key=lambda n: cell_point(n)[::-1])


def last_move_squares(state: GameState, last_move: object) -> list[str]:
    """The squares of the bar ``last_move`` placed or removed, by name (none for a pass).

    >>> from islands_rules.isaac import new_game, play
    >>> last_move_squares(play(new_game(), "c3-e3"), "c3-e3")
    ['c3', 'd3', 'e3']

    :raises RenderError: as :func:`removed_tile`.
    """
    removed = removed_tile(state, last_move)  # checks the move, and that its bar is on the board
    if removed is not None:
        return [state.geometry.names[square] for square in removed[1].squares]
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    shape = tile_shape(state.geometry, move) if isinstance(move, Place) else None
    return [] if shape is None else [state.geometry.names[square] for square in shape.squares]


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
    shape = tile_shape(state.geometry, move)
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
