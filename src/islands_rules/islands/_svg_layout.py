"""The frame of the SVG picture of a position: the drawing it is built in, its colours, and
where the map, each of its cells and the panel go. Private to
:mod:`islands_rules.islands.render`.

The geometry: each cell is ``CELL`` = 60 units square (``H`` from a tile's centre to each
side). The map shows the rectangle of cells holding every tile laid, the cells where the
drawn tile fits (with ``legal``) and the highlighted and selected cells, with one empty cell
around it; north is up. With ``coordinates`` a margin above it carries each column's ``x`` and
one to its left each row's ``y``; without, the map's top left corner is the picture's. The
panel, when drawn, stands to the map's right. ``size`` is the picture's width in pixels,
panel included. The words (the coordinates, the panel) grow with a large map, so that they
stay readable when the picture is shrunk to fit a page.
"""

from __future__ import annotations

import types
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import NamedTuple

from ..core.checks import expect, expect_state
from ..render.options import PictureOptions
from ..render.pictures import check_colours
from ._marks import fitting_cells, last_move_cell, marked_cells
from .state import State

__all__ = ["CELL", "DEFAULT_COLOURS", "MARGIN", "PANEL", "H", "MapLayout", "Svg", "layout"]

H = 30
"""Half the side of a tile, in user units."""
CELL = 2 * H
"""The side of a cell, in user units."""
PANEL = 124
"""The width of the panel at its natural size, in user units."""
MARGIN = 20
"""The width of the coordinates' margins at their natural size, in user units."""

DEFAULT_COLOURS: Mapping[str, str] = types.MappingProxyType(
    {
        "sea": "#16324f",
        "water": "#3f88c5",
        "land": "#d9c38a",
        "land edge": "#8c6d3a",
        "grass": "#7dae5a",
        "bridge": "#e9d3a8",
        "bridge casing": "#5b3b1e",
        "junction": "#5b3b1e",
        "lighthouse": "#fbfbf7",
        "lighthouse band": "#d1343a",
        "light": "#ffd23f",
        "anchor": "#1f3b57",
        "grid": "#2a5d8a",
        "legal": "#ffe66d",
        "highlight": "#ff9f1c",
        "selected": "#c2185b",
        "last-move": "#ff3b30",
        "panel": "#0f2438",
        "text": "#f3f1ea",
        "red": "#e63946",
        "blue": "#3a86ff",
        "green": "#2bb24c",
        "yellow": "#ffd60a",
        "black": "#222222",
    }
)
"""The colours :func:`~islands_rules.islands.svg` draws with, by part and by player; the keys
its ``colours`` option accepts."""


class Svg:
    """Elements under one root, with shorthands for the few shapes used."""

    def __init__(self, width: int, height: int) -> None:
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "viewBox": f"0 0 {width} {height}",
                "class": "ir-islands",
            },
        )

    def add(self, parent: ET.Element | None, tag: str, attributes: dict[str, str]) -> ET.Element:
        return ET.SubElement(self.root if parent is None else parent, tag, attributes)

    def tile_clip(self) -> str:
        """A reference to the square every tile is clipped to (defined once per picture), so
        that a shore or a bridge casing never pokes out onto the next cell."""
        if self.root.find("defs") is None:
            defs = ET.Element("defs")
            self.root.insert(0, defs)
            clip = ET.SubElement(defs, "clipPath", {"id": "ir-tile-clip"})
            ET.SubElement(
                clip, "rect", {"x": str(-H), "y": str(-H), "width": str(2 * H), "height": str(2 * H)}
            )
        return "url(#ir-tile-clip)"

    def text(
        self, x: float, y: float, words: str, attributes: dict[str, str], parent: ET.Element | None = None
    ) -> None:
        style = {"font-family": "DejaVu Sans, Verdana, sans-serif", "font-size": "14"}
        self.add(parent, "text", {"x": f"{x:g}", "y": f"{y:g}", **style, **attributes}).text = words


class MapLayout(NamedTuple):
    """A picture's options, checked, and where its map and panel go (in units)."""

    state: State
    pixels: int | None
    paint: dict[str, str]
    marked: list[tuple[int, int]]
    chosen: list[tuple[int, int]]
    last: tuple[int, int] | None
    fitting: list[tuple[int, int]]
    fits: list[tuple[int, int]]
    left: int
    top: int
    columns: int
    rows: int
    width: int
    height: int
    panel_scale: float
    margin: int  # the map's distance from the picture's top and left sides
    text_scale: float  # how much larger than natural the words are drawn

    def centre(self, x: int, y: int) -> tuple[int, int]:
        """The centre of cell ``x, y`` in units."""
        return self.margin + (x - self.left) * CELL + H, self.margin + (self.top - y) * CELL + H


def layout(state: State, options: PictureOptions) -> MapLayout:
    """The options of :func:`~islands_rules.islands.svg` (checked by the core: ``size``,
    the flags), read for Islands (cells, colours), and where the picture's parts go.

    >>> from islands_rules import islands
    >>> from islands_rules.render.options import picture_options
    >>> from islands_rules.islands.render import SVG_OPTIONS
    >>> found = layout(islands.new_game(), picture_options("svg", SVG_OPTIONS, {"panel": False}))
    >>> found.columns, found.rows, found.width, found.margin
    (3, 3, 200, 20)

    :raises RenderError: for a colour or cell the picture cannot draw.
    :raises NotationError: for a cell or turn that cannot be read.
    """
    state = expect_state(state, State)
    expect(options, PictureOptions, "options")
    paint = check_colours(options.colours, DEFAULT_COLOURS)
    marked, chosen = marked_cells(options.highlight, "highlight"), marked_cells(options.selected, "selected")
    if options.last_move is None:  # by default the last tile laid
        last = (state.tiles[-1][0], state.tiles[-1][1]) if len(state.tiles) > 1 else None
    else:
        last = last_move_cell(options.last_move)
    fitting = fitting_cells(state)
    fits = fitting if options["legal"] else []
    panel = options["panel"]
    cells = [(x, y) for x, y, _, _ in state.tiles] + fits + marked + chosen
    left, right = min(x for x, _ in cells) - 1, max(x for x, _ in cells) + 1
    bottom, top = min(y for _, y in cells) - 1, max(y for _, y in cells) + 1
    columns, rows = right - left + 1, top - bottom + 1
    map_width, map_height = columns * CELL, rows * CELL
    # The words grow with the map, so they stay readable when a large map is shrunk to fit
    # a page, and do not crowd a map of a few tiles.
    text_scale = min(max(max(map_width, map_height) / (6 * CELL), 1.0), 2.5)
    panel_scale = text_scale if panel else 0.0
    margin = round(MARGIN * text_scale) if options["coordinates"] else 0
    panel_height = (120 + 34 * len(state.rules.seat_names) + 100) * panel_scale
    width = margin + map_width + round(PANEL * panel_scale)
    height = max(margin + map_height, round(panel_height))
    return MapLayout(
        state, options.size, paint, marked, chosen, last, fitting, fits,
        left, top, columns, rows, width, height, panel_scale, margin, text_scale,
    )  # fmt: skip
