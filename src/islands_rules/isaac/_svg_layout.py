"""Where the SVG picture of a position puts each square: the drawing's frame, and the grid a
front-end turns clicks into squares with. Private to :mod:`islands_rules.isaac.render`.

The geometry: a square is ``CELL`` = 40 units wide; with the coordinates the board sits
``MARGIN`` = 22 units in from the picture's left and top edges (none without them); the
caption, when drawn, takes ``CAPTION`` = 26 units under the frame. Row 1 is at the bottom
and column ``a`` on the left, unless ``flipped`` (Light's view). ``size`` is the picture's
width in pixels, so there are ``size / (N * 40 + 2 * margin)`` pixels per unit.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import NamedTuple

from ..core.checks import expect, expect_state
from ..render.options import PictureOptions
from ._geometry import TileShape
from ._marks import check_squares, removed_tile
from .moves import Move, Place, cell_point, parse_move
from .state import GameState, Player

__all__ = ["CAPTION", "CELL", "INSET", "MARGIN", "Drawing", "Layout", "layout"]

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


def layout(state: GameState, options: PictureOptions) -> Layout:
    """The checked options of :func:`~islands_rules.isaac.svg` read against the board, and the
    empty drawing they make.

    >>> from islands_rules import isaac
    >>> from islands_rules.render.options import picture_options
    >>> from islands_rules.isaac.render import SVG_OPTIONS
    >>> drawn = layout(isaac.new_game(), picture_options("svg", SVG_OPTIONS, {"highlight": ["c3"]}))
    >>> drawn.drawing.width, drawn.marked, drawn.caption
    (444, ['c3'], True)

    :raises RenderError: for a square off the board or a ``last_move`` that is no move on it.
    :raises NotationError: for a square or move that cannot be read.
    """
    state = expect_state(state, GameState)
    expect(options, PictureOptions, "options")
    coordinates, caption = options.coordinates, options["caption"]
    marked = check_squares(state, options.highlight, "highlight")
    chosen = check_squares(state, options.selected, "selected")
    last_move = options.last_move
    removed = removed_tile(state, last_move)  # checks last_move too
    moved = parse_move(last_move) if isinstance(last_move, str) else last_move
    margin = MARGIN if coordinates else 0
    drawing = Drawing(
        state.rules.size, flipped=options.flipped, margin=margin, caption=CAPTION if caption else 0
    )
    size = options.size
    if size is not None:
        drawing.root.set("width", str(size))
        drawing.root.set("height", f"{size * drawing.height / drawing.width:.0f}")
    return Layout(state, drawing, marked, chosen, removed, moved, coordinates, caption)
