"""The checks of the options both pictures of a position take (the text and the SVG), so each
option means the same and is refused with the same words in both. Private to the pictures."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..core.errors import NotationError, RenderError, quote, shown
from ._tiles import FITS, LETTERS
from .moves import Discard, Draw, Place, parse_move
from .state import State

__all__ = ["check_cells", "check_flags", "fitting_cells", "last_move_cell", "near"]

_FARTHEST = 10_000
_CELL_TEXT = re.compile(r"(0|-?[1-9][0-9]{0,8}),(0|-?[1-9][0-9]{0,8})")


def near(x: int, y: int, what: str) -> tuple[int, int]:
    """A cell the picture can reach: the map of a real game spans at most 71 tiles."""
    if abs(x) > _FARTHEST or abs(y) > _FARTHEST:
        raise RenderError(f"{what}: cell ({shown(x)}, {shown(y)}) is too far from the map to draw")
    return x, y


def _cell(value: object, what: str) -> tuple[int, int]:
    if isinstance(value, str):
        match = _CELL_TEXT.fullmatch(value)
        if match is None:
            raise NotationError(f"{what}: cannot read cell {quote(value)}; expected 'x,y' such as '1,-2'")
        return near(int(match[1]), int(match[2]), what)
    if isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value):
        return near(value[0], value[1], what)
    raise RenderError(f"{what}: a cell is an (x, y) tuple of ints or 'x,y', got {shown(value)}")


def check_cells(cells: object, what: str) -> list[tuple[int, int]]:
    """The cells of a picture option (``highlight``, ``selected``), checked."""
    if isinstance(cells, str | bytes) or not isinstance(cells, Iterable):
        raise RenderError(f"{what} must be a collection of cells, got {shown(cells)}")
    return [_cell(cell, what) for cell in cells]


def check_flags(**flags: object) -> None:
    for name, value in flags.items():
        if type(value) is not bool:
            raise RenderError(f"{name} must be True or False, got {type(value).__name__}")


def last_move_cell(last_move: object) -> tuple[int, int] | None:
    """The cell of the tile ``last_move`` (a turn or its notation) laid; ``None`` for a discard
    or a chance draw, which lay no tile."""
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if not isinstance(move, Place | Discard | Draw):
        raise RenderError(f"last_move must be a move, got {type(move).__name__}")
    return near(*move.cell, "last_move") if isinstance(move, Place) else None


def fitting_cells(state: State) -> list[tuple[int, int]]:
    """The empty cells where the tile drawn fits (R7), in order; none before a draw."""
    if state.drawn is None:
        return []
    t = LETTERS.index(state.drawn)
    board = state.board  # its open cells are kept in order, beside their edge constraints
    return [cell for cell, need in zip(board.open_cells, board.open_needs, strict=True) if FITS[t][need]]
