"""The cells the marks of both pictures stand on (the text and the SVG): the cells of
``highlight`` and ``selected``, the cell of ``last_move`` and the cells where the drawn tile
fits, read the same way for both, so a mark means the same and is refused with the same
words in each. The options themselves are checked by the core
(:func:`~islands_rules.render.options.picture_options`); what a cell is, is Islands' to say.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..core.errors import NotationError, RenderError, quote, shown
from ._tiles import FITS, LETTERS
from .moves import Discard, Draw, Place, parse_move
from .state import State

__all__ = ["fitting_cells", "last_move_cell", "marked_cells", "near"]

_FARTHEST = 10_000
_CELL_TEXT = re.compile(r"(0|-?[1-9][0-9]{0,8}),(0|-?[1-9][0-9]{0,8})")


def near(x: int, y: int, what: str) -> tuple[int, int]:
    """A cell the picture can reach: the map of a real game spans at most 71 tiles.

    >>> near(3, -4, "highlight")
    (3, -4)
    """
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


def marked_cells(cells: Iterable[object], what: str) -> list[tuple[int, int]]:
    """The cells of a picture option (``highlight``, ``selected``), each read and checked.

    >>> marked_cells([(1, 0), "-2,3"], "highlight")
    [(1, 0), (-2, 3)]

    :raises NotationError: for text that is no cell.
    :raises RenderError: for anything else that is no cell, or a cell too far to draw.
    """
    return [_cell(cell, what) for cell in cells]


def last_move_cell(last_move: object) -> tuple[int, int] | None:
    """The cell of the tile ``last_move`` (a turn or its notation) laid; ``None`` for a discard
    or a chance draw, which lay no tile.

    >>> last_move_cell("V@1,0r1:w2"), last_move_cell("C-")
    ((1, 0), None)

    :raises NotationError: for text that is no move.
    :raises RenderError: for anything else that is no move, or a cell too far to draw.
    """
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if not isinstance(move, Place | Discard | Draw):
        raise RenderError(f"last_move must be a move, got {type(move).__name__}")
    return near(*move.cell, "last_move") if isinstance(move, Place) else None


def fitting_cells(state: State) -> list[tuple[int, int]]:
    """The empty cells where the tile drawn fits (R7), in order; none before a draw.

    >>> from islands_rules import islands
    >>> drawn = islands.play(islands.new_game(), islands.Draw("V"))
    >>> fitting_cells(islands.new_game()), len(fitting_cells(drawn))
    ([], 3)
    """
    if state.drawn is None:
        return []
    t = LETTERS.index(state.drawn)
    board = state.board  # its open cells are kept in order, beside their edge constraints
    return [cell for cell, need in zip(board.open_cells, board.open_needs, strict=True) if FITS[t][need]]
