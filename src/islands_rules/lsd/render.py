"""The SVG picture of a position, growing with the field.

:func:`~islands_rules.lsd.svg` returns an SVG document; Jupyter shows a
:class:`~islands_rules.lsd.GameState` with it. The core checks the options
(:data:`SVG_OPTIONS`) and the state, then calls :func:`svg` or
:func:`~islands_rules.lsd.svg_grid`.

Every element of the SVG has a class starting ``ir-``, so a page's CSS cannot restyle it
by accident, and names its cell as ``x,y``:

=======================================  ==========================================
element                                  class and data attributes
=======================================  ==========================================
the ``<svg>`` root                       ``ir-lsd``
the table under the field                ``ir-table``
one square per cell shown                ``ir-cell``, ``data-cell="2,-1"``
a highlighted cell                       ``ir-highlight``, ``data-cell``
a selected cell                          ``ir-selected``, ``data-cell``
one group per tile                       ``ir-tile ir-red`` (the owner), ``data-cell``,
                                         ``data-tile="ne+"`` (its type), ``data-sides="es"``
its body, in the owner's colour          ``ir-body``
a half-dot on one of its sides           ``ir-half-dot``, ``data-side="n"``
its icon, in the icon colour             ``ir-icon ir-white`` / ``ir-icon ir-black``
a whole dot where two half-dots meet     ``ir-dot``, ``data-cells="0,0 1,0"``
a tile the last move captured (a ghost)  ``ir-ghost ir-red``, ``data-cell``
the last move's cell                     ``ir-last-move``, ``data-cell``
the line that won (R16)                  ``ir-win-line``, ``data-cells="0,0 1,0 2,0 3,0"``
a coordinate                             ``ir-coord ir-x`` / ``ir-coord ir-y``
=======================================  ==========================================
"""

from __future__ import annotations

import types
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from ..core.checks import expect, expect_state
from ..core.errors import RenderError, shown
from ..render.options import SVG_SHARED, PictureOptions
from ..render.pictures import Picture, check_colours, check_size, highlight_mark
from ..render.svg_grid import SvgGrid
from . import _engine
from ._marks import Frame, Marks, check_border, frame_of, read_marks
from ._svg_layout import CELL, MARGIN, Drawing, number
from ._tiles import Tile
from .state import GameState, tile_of

__all__ = ["DEFAULT_COLOURS", "SVG_OPTIONS", "svg", "svg_grid", "tile_svg"]

DEFAULT_COLOURS: Mapping[str, str] = types.MappingProxyType(
    {
        "table": "#e9e4d8",
        "grid": "#d6cfbf",
        "coord": "#7a7264",
        "red": "#d2402f",
        "blue": "#2f6fd0",
        "green": "#2e9a55",
        "yellow": "#f0c419",
        "edge": "#3b352c",
        "white": "#ffffff",
        "black": "#141414",
        "dot": "#fbf6e9",
        "dot edge": "#3b352c",
        "highlight": "#8fd14f",
        "selected": "#c2185b",  # apart from the orange of the last move
        "last-move": "#ff6a00",
        "ghost": "#6f675a",
        "win": "#6a1b9a",  # a deep purple: apart from every tile colour and the orange last move
    }
)
"""The colours :func:`svg` draws with, by part; the keys its ``colours`` option accepts."""

SVG_OPTIONS: Mapping[str, Any] = types.MappingProxyType(
    {**SVG_SHARED, "coordinates": True, "border": 1, "colours": None}
)
"""The options of :func:`svg` and :func:`~islands_rules.lsd.svg_grid` with their defaults:
the shared ones, then ``coordinates`` (the column and row numbers around the field),
``border`` (empty cells shown around the tiles, 0 to 10) and ``colours`` (by the keys of
:data:`~islands_rules.lsd.DEFAULT_COLOURS`)."""


def svg(state: GameState, options: PictureOptions) -> str:
    """The field as a standalone SVG document, growing with the field.

    Each tile is drawn in its owner's colour with its half-dots on its sides and its icon
    in its icon colour (white for red and green, black for blue and yellow, R2); where two
    half-dots meet, a whole dot sits on the shared side. The tiles the last placement
    captured are shown as faint dashed ghosts, ``last_move``'s cell is outlined,
    highlighted cells are tinted, and a line that won is framed. Every element has an
    ``ir-`` class and names its cell (see the module documentation).

    The options (:data:`SVG_OPTIONS`): ``size``, the longer side in pixels, or ``None`` to
    fill whatever holds the picture; ``highlight``, cells to tint, as ``(x, y)`` or
    ``"x,y"``; ``selected``, cells to frame (the cells clicked so far), apart from the
    highlight; ``last_move``, a move or its token whose cell is outlined (``pass`` marks
    nothing); ``coordinates``, the column and row numbers written around the field;
    ``border``, empty cells shown around the tiles (0 to 10); ``colours``, colours to use
    instead of :data:`~islands_rules.lsd.DEFAULT_COLOURS`, by the same keys.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in ["e+@0,0", "ewx@1,0", "w+@2,0"]:
    ...     state = lsd.play(state, token)
    >>> picture = lsd.svg(state, last_move="w+@2,0", highlight=[(1, 0)])
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> [picture.count(f'class="{name}') for name in ("ir-tile ", "ir-ghost ", "ir-dot", "ir-last-move")]
    [2, 1, 0, 1]

    :raises RenderError: for a border out of range, an unknown colour key, or a cell that
        cannot be read.
    """
    drawing, marks = _layout(state, options)
    paint, coordinates = drawing.paint, drawing.margin > 0
    drawing.table()
    for k, code in state._last_captured:
        drawing.tile(_engine.cell(k), tile_of(code), ghost=True)
    for k in sorted(state._field):
        drawing.tile(_engine.cell(k), tile_of(state._field[k]), ghost=False)
    for k in sorted(state._field):  # whole dots on the e and n sides, so each is drawn once
        sides = state._field[k] & 15
        for d, step in ((0, 1), (1, _engine.STRIDE)):
            neighbour = state._field.get(k + step)
            if sides >> d & 1 and neighbour is not None and neighbour & _engine.OPPOSITE[d]:
                drawing.whole_dot(_engine.cell(k), _engine.cell(k + step))
    if state.winner is not None:  # R16: frame the line that won
        for run in _engine.runs(state._field, state.winner, state.rules.line):
            drawing.win_line([_engine.cell(k) for k in run], paint["win"])
    for cell in marks.highlight:
        mark = highlight_mark(*drawing.corner(*cell), CELL, paint["highlight"])
        drawing.add(None, "circle", {"class": "ir-highlight", "data-cell": f"{cell[0]},{cell[1]}", **mark})
    for cell in marks.selected:
        frame_colour = {"stroke": paint["selected"], "stroke-width": "4"}
        drawing.square(None, "ir-selected", cell, 4, fill="none", **frame_colour)
    for cell in marks.last_move:
        drawing.square(
            None,
            "ir-last-move",
            cell,
            0.5,
            fill="none",
            stroke=paint["last-move"],
            **{"stroke-width": "3", "rx": "6"},
        )
    if coordinates:
        drawing.coordinates()
    return Picture(ET.tostring(drawing.root, encoding="unicode"))


def _layout(state: GameState, options: PictureOptions) -> tuple[Drawing, Marks]:
    """The empty drawing the options make, and the cells they mark."""
    state = expect_state(state, GameState)
    expect(options, PictureOptions, "options")
    margin = MARGIN if options.coordinates else 0
    border = check_border(options["border"])
    paint = check_colours(options.colours, DEFAULT_COLOURS)
    marks = read_marks(options)
    drawing = Drawing(frame_of(state, marks.every_cell, border), paint, margin)
    if options.size is not None:
        drawing.scale = options.size / max(drawing.width, drawing.height)
        drawing.root.set("width", number(drawing.width * drawing.scale))
        drawing.root.set("height", number(drawing.height * drawing.scale))
    return drawing, marks


def svg_grid(state: GameState, options: PictureOptions) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each cell of the field.

    The picture shows the smallest rectangle of cells holding every tile, the last captures,
    the highlighted and selected cells and the last move's cell, with ``border`` cells
    around; north is up. Each cell is 40 units square, the rectangle ``MARGIN`` = 22 units in
    from the top left with the coordinates (0 without), and the picture's longer side is
    ``size`` pixels (1 pixel per unit if ``size`` is ``None``). As the field grows, so does
    the picture: ask again after every move, with the options the picture was drawn with.

    >>> from islands_rules import lsd
    >>> grid = lsd.svg_grid(lsd.play(lsd.new_game(), "e+@0,0"), size=None)
    >>> grid.rows[1], grid.box("0,0"), grid.cell_at(85, 85)
    (('-1,0', '0,0', '1,0'), (62.0, 62.0, 40.0), '0,0')

    :raises RenderError: for an option :func:`svg` refuses.
    """
    drawing, _ = _layout(state, options)
    frame = drawing.frame
    rows = tuple(tuple(f"{x},{y}" for x in frame.columns) for y in frame.rows)
    return SvgGrid(rows=rows, left=drawing.margin, top=drawing.margin, cell=CELL, scale=drawing.scale)


def tile_svg(tile: Tile, *, size: int | None = 64, colours: Mapping[str, str] | None = None) -> str:
    """One tile as it would lie on the field, turned as its sides say: the picture a page
    shows for each tile type and each way of turning it a player may choose (R3, R4).

    >>> from islands_rules import lsd
    >>> picture = lsd.tile_svg(lsd.Tile("blue", "es", "x"))
    >>> 'data-sides="es"' in picture, 'data-tile="nex"' in picture, 'width="64"' in picture
    (True, True, True)
    >>> lsd.tile_svg("es+")
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: tile must be an islands_rules.lsd.Tile, got 'es+'

    :raises RenderError: for a tile that is no :class:`~islands_rules.lsd.Tile`, or a size
        or colour that cannot be used.
    """
    if not isinstance(tile, Tile):
        raise RenderError(f"tile must be an islands_rules.lsd.Tile, got {shown(tile)}")
    pixels, paint = check_size(size), check_colours(colours, DEFAULT_COLOURS)
    drawing = Drawing(Frame(0, 0, 0, 0), paint, 0)
    if pixels is not None:
        drawing.root.set("width", str(pixels))
        drawing.root.set("height", str(pixels))
    drawing.tile((0, 0), tile, ghost=False)
    return Picture(ET.tostring(drawing.root, encoding="unicode"))
