"""What both pictures share: the cells the options mark, and the part of the field to draw.

The field is unbounded (R6), so a picture shows the smallest rectangle holding every tile,
the tiles the last move captured, the highlighted and selected cells and the last move's
cell, with ``border`` empty cells around it (the cells a next tile could go on).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs

from ..core.errors import NotationError, RenderError, shown
from ..render.options import PictureOptions
from . import _engine
from .moves import Move, Pass, Placement, parse_move
from .state import GameState

__all__ = ["Frame", "Marks", "check_border", "frame_of", "parse_cell", "read_marks"]

_CELL_TEXT = re.compile(r"(0|-?[1-9][0-9]{0,9}),(0|-?[1-9][0-9]{0,9})", re.ASCII)
_MOST_CELLS = 10_000
"""The most cells a picture may span: more is no picture anyone can read."""


def parse_cell(value: object, what: str) -> tuple[int, int]:
    """A cell given as ``(x, y)`` or as the text ``"x,y"``.

    >>> parse_cell("2,-1", "highlight"), parse_cell((0, 3), "highlight")
    ((2, -1), (0, 3))

    :raises RenderError: for anything else, or a cell no game can reach.
    """
    if isinstance(value, str):
        match = _CELL_TEXT.fullmatch(value)
        if match is None:
            raise RenderError(f"{what}: cannot read the cell {shown(value)}; expected 'x,y' such as '2,-1'")
        cell = (int(match[1]), int(match[2]))
    elif isinstance(value, tuple) and len(value) == 2 and all(type(c) is int for c in value):
        cell = (value[0], value[1])
    else:
        raise RenderError(f"{what}: a cell must be a pair of ints (x, y) or 'x,y', got {shown(value)}")
    if not _engine.in_range(*cell):
        raise RenderError(f"{what}: the cell {cell[0]},{cell[1]} is too far out to draw")
    return cell


def check_border(border: object) -> int:
    """``border``, once checked to be a number of empty cells to show around the tiles.

    >>> check_border(2)
    2

    :raises RenderError: for anything but an int from 0 to 10.
    """
    if type(border) is not int or not 0 <= border <= 10:
        raise RenderError(f"border must be an int from 0 to 10, got {shown(border)}")
    return border


def _cells(given: Iterable[object], what: str) -> list[tuple[int, int]]:
    """The cells of a picture option that lists them, each once, in order."""
    return sorted({parse_cell(cell, what) for cell in given})


def _last_move(last_move: object) -> Move | None:
    if last_move is None:
        return None
    if isinstance(last_move, str):
        try:
            return parse_move(last_move)
        except NotationError as error:
            raise RenderError(f"last_move: {error}") from None
    if isinstance(last_move, Placement | Pass):
        if isinstance(last_move, Placement) and not _engine.in_range(last_move.x, last_move.y):
            raise RenderError(f"last_move: {last_move} is too far out to draw")
        return last_move
    raise RenderError(f"last_move must be None, a move or its notation, got {type(last_move).__name__}")


@attrs.frozen
class Marks:
    """The cells a picture marks, read from its options: each list sorted, each cell once."""

    highlight: list[tuple[int, int]]
    """The cells that may be chosen next."""
    selected: list[tuple[int, int]]
    """The cells chosen so far."""
    last_move: list[tuple[int, int]]
    """The last placement's cell (none for a pass)."""

    @property
    def every_cell(self) -> list[tuple[int, int]]:
        """Every marked cell, for the frame to hold."""
        return [*self.highlight, *self.selected, *self.last_move]


def read_marks(options: PictureOptions) -> Marks:
    """The cells ``options`` mark: ``highlight``, ``selected`` and ``last_move``'s cell.

    >>> from islands_rules.render.options import PictureOptions
    >>> read_marks(PictureOptions(highlight=("1,0", (1, 0)), last_move="e+@0,0"))
    Marks(highlight=[(1, 0)], selected=[], last_move=[(0, 0)])

    :raises RenderError: for a cell or a move that cannot be read, or one too far out.
    """
    move = _last_move(options.last_move)
    return Marks(
        highlight=_cells(options.highlight, "highlight"),
        selected=_cells(options.selected, "selected"),
        last_move=[move.cell] if isinstance(move, Placement) else [],
    )


@attrs.frozen
class Frame:
    """The rectangle of cells a picture shows: ``x`` from ``left`` to ``right``, ``y`` from
    ``bottom`` to ``top``, all included."""

    left: int
    right: int
    bottom: int
    top: int

    @property
    def columns(self) -> range:
        return range(self.left, self.right + 1)

    @property
    def rows(self) -> range:
        """Top row first: north is up."""
        return range(self.top, self.bottom - 1, -1)


def frame_of(state: GameState, extra: Iterable[tuple[int, int]], border: int) -> Frame:
    """The cells to draw: every tile, the last captures and ``extra``, with ``border`` cells around.

    >>> from islands_rules import lsd
    >>> frame_of(lsd.new_game(), [(2, 1)], 1)
    Frame(left=-1, right=3, bottom=-1, top=2)

    :raises RenderError: if that is more than 10,000 cells.
    """
    cells = [*map(_engine.cell, state._field), *(_engine.cell(k) for k, _ in state._last_captured)]
    cells += [*extra, *([] if cells else [(0, 0)])]  # an empty field is drawn around 0,0
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    frame = Frame(min(xs) - border, max(xs) + border, min(ys) - border, max(ys) + border)
    if len(frame.columns) * len(frame.rows) > _MOST_CELLS:
        raise RenderError(
            f"the picture would span {len(frame.columns)}x{len(frame.rows)} cells; at most {_MOST_CELLS:,}"
        )
    return frame
