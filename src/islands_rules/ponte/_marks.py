"""The cells the marks of a picture stand on, read the same way by the text picture and the
SVG (``highlight``, ``selected``, ``last_move``), so each mark means the same and is refused
with the same words in both. Private to the pictures; the options themselves are checked
once by :func:`islands_rules.render.options.picture_options`."""

from __future__ import annotations

from ..core.errors import RenderError
from ..render.pictures import listed_cells
from ._cells import Cell
from .moves import BuildBridge, Decline, PlaceTiles, Swap, parse_move
from .state import GameState

__all__ = ["check_cells", "last_move_cells", "on_board"]


def on_board(state: GameState, cell: Cell, what: str) -> Cell:
    """``cell`` itself, once checked to lie on the board (R1)."""
    size = state.rules.board_size
    if cell.column >= size or cell.row >= size:
        raise RenderError(f"{what}: {cell} is off the {size}x{size} board")
    return cell


def check_cells(state: GameState, cells: object, what: str) -> list[Cell]:
    """The cells of an option such as ``highlight``, each a :class:`Cell` or its name, in cell order."""
    given = listed_cells(cells, what)
    return sorted({on_board(state, c if isinstance(c, Cell) else Cell.parse(c), what) for c in given})


def last_move_cells(state: GameState, last_move: object) -> list[Cell]:
    """The cells ``last_move`` (a move or its notation) changed: the two tiles or the two ends
    of a bridge; none for a swap or a decline, which change nothing on the board."""
    if last_move is None:
        return []
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if isinstance(move, PlaceTiles | BuildBridge):
        return [on_board(state, cell, "last_move") for cell in move.cells]
    if isinstance(move, Swap | Decline):
        return []
    raise RenderError(f"last_move must be None, a move or its notation, got {type(last_move).__name__}")
