"""Where the SVG picture of a position puts each square: the drawing's frame, and the grid a
front-end turns clicks into squares with. Private to :mod:`islands_rules.isaac.render_svg`,
except :func:`svg_grid`.

The geometry: a square is ``CELL`` = 40 units wide; with the coordinates the board sits
``MARGIN`` = 22 units in from the picture's left and top edges (none without them); the
caption, when drawn, takes ``CAPTION`` = 26 units under the frame. Row 1 is at the bottom
and column ``a`` on the left, unless ``flipped`` (Light's view). ``size`` is the picture's
width in pixels, so there are ``size / (N * 40 + 2 * margin)`` pixels per unit.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import Any, NamedTuple

from ..render.pictures import check_size, refuse_unknown_options
from ..render.svg_grid import SvgGrid
from ._geometry import TileShape
from ._picture_options import check_flag, check_squares, check_state, removed_tile
from .moves import Move, Place, cell_point, parse_move
from .state import GameState, Player

__all__ = ["CELL", "INSET", "Drawing", "Layout", "layout", "svg_grid"]

CELL = 40
INSET = 4
MARGIN = 22
CAPTION = 26


class Drawing:
    """An SVG document being drawn, and where each square of the board lies in it."""

    def __init__(self, size: int, *, flipped: bool, margin: int, caption: int) -> None:
        self.size, self.flipped, self.margin = size, flipped, margin
        self.width = size * CELL + 2 * margin
        self.height = self.width + caption
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "version": "1.1",
                "class": "ir-board ir-isaac",
                "viewBox": f"0 0 {self.width} {self.height}",
            },
        )

    def corner(self, column: int, row: int) -> tuple[int, int]:
        """The top left corner of a square; row 1 at the bottom unless flipped (Light's view)."""
        last = self.size - 1
        x = last - column if self.flipped else column
        y = row if self.flipped else last - row
        return self.margin + x * CELL, self.margin + y * CELL

    def add(self, tag: str, attributes: dict[str, str], text: str | None = None) -> ET.Element:
        element = ET.SubElement(self.root, tag, attributes)
        if text is not None:
            element.text = text
        return element

    def span(self, tile: Place, inset: int) -> dict[str, str]:
        """The rectangle over a tile's squares, ``inset`` inside their edges."""
        (c1, r1), (c2, r2) = cell_point(tile.start), cell_point(tile.end)
        xs, ys = zip(self.corner(c1, r1), self.corner(c2, r2), strict=True)
        return {
            "x": str(min(xs) + inset),
            "y": str(min(ys) + inset),
            "width": str(max(xs) - min(xs) + CELL - 2 * inset),
            "height": str(max(ys) - min(ys) + CELL - 2 * inset),
        }

    def centre(self, tile: Place) -> tuple[float, float]:
        box = self.span(tile, 0)
        return int(box["x"]) + int(box["width"]) / 2, int(box["y"]) + int(box["height"]) / 2


class Layout(NamedTuple):
    """A picture's options, checked, and its empty drawing."""

    state: GameState
    drawing: Drawing
    marked: list[str]
    chosen: list[str]
    removed: tuple[Player, TileShape] | None
    moved: Move | None
    coordinates: bool
    caption: bool


def layout(
    state: object,
    *,
    size: int | None = 400,
    highlight: Iterable[str] = (),
    selected: Iterable[str] = (),
    last_move: Move | str | None = None,
    flipped: bool = False,
    coordinates: bool = True,
    caption: bool = True,
    **unknown: Any,
) -> Layout:
    """The options of :func:`~islands_rules.isaac.svg`, checked, and the drawing they make."""
    state = check_state(state)
    refuse_unknown_options(
        "svg", unknown, "size, highlight, selected, last_move, flipped, coordinates, caption"
    )
    check_size(size)
    flipped, coordinates, caption = (check_flag(n, v) for n, v in (("flipped", flipped),
                                     ("coordinates", coordinates), ("caption", caption)))  # fmt: skip
    marked = check_squares(state, highlight, "highlight")
    chosen = check_squares(state, selected, "selected")
    removed = removed_tile(state, last_move)  # checks last_move too
    moved = parse_move(last_move) if isinstance(last_move, str) else last_move
    margin = MARGIN if coordinates else 0
    drawing = Drawing(state.rules.size, flipped=flipped, margin=margin, caption=CAPTION if caption else 0)
    if size is not None:
        drawing.root.set("width", str(size))
        drawing.root.set("height", f"{size * drawing.height / drawing.width:.0f}")
    return Layout(state, drawing, marked, chosen, removed, moved, coordinates, caption)


def svg_grid(state: GameState, **options: Any) -> SvgGrid:
    """Where :func:`~islands_rules.isaac.svg` drawn with the same options puts each square:
    the board's rows from the top (row N, or row 1 when ``flipped``), ``CELL`` = 40 units
    square, ``MARGIN`` = 22 units in from the top left with the coordinates (0 without), at
    ``size`` pixels over the picture's width in units (1 if ``size`` is ``None``).

    >>> from islands_rules import isaac
    >>> grid = svg_grid(isaac.new_game(isaac.Rules(size=4, pieces=((2, 1, 2),))), size=None)
    >>> grid.rows[0], grid.box("a1"), grid.cell_at(30, 150)
    (('a4', 'b4', 'c4', 'd4'), (22.0, 142.0, 40.0), 'a1')

    :raises RenderError: for an option :func:`~islands_rules.isaac.svg` refuses.
    :raises NotationError: for a square or move that cannot be read.
    """
    drawing = layout(state, **options).drawing
    n, names = drawing.size, check_state(state).geometry.names
    by_corner = {drawing.corner(i % n, i // n): names[i] for i in range(n * n)}
    rows = tuple(
        tuple(by_corner[drawing.margin + column * CELL, drawing.margin + row * CELL] for column in range(n))
        for row in range(n)
    )
    pixels = options.get("size", 400)
    scale = 1.0 if pixels is None else pixels / drawing.width
    return SvgGrid(rows=rows, left=drawing.margin, top=drawing.margin, cell=CELL, scale=scale)
