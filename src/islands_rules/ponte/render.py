"""The SVG picture of a position: a standalone image, and where it draws each cell.

:func:`~islands_rules.ponte.svg` returns an SVG document that scales to any size; Jupyter
shows a :class:`~islands_rules.ponte.GameState` with it (the text picture is in
:mod:`islands_rules.ponte.text`).

Every element of the SVG carries a class naming what it is, and the cells it stands
for, so front-ends can style it with CSS and tests can find it. Every class starts with
``ir-``, so that a page's own rules (a documentation theme's ``.highlight``) cannot restyle
the board:

=========================================  ===============================================
element                                    class and data attributes
=========================================  ===============================================
the ``<svg>`` root                         ``ir-board ir-ponte``
the frame around the board                 ``ir-margin`` (only with coordinates)
the water under the whole board            ``ir-water``
one square per cell                        ``ir-cell``, ``data-cell="c3"``
an empty cell under a bridge (R12)         ``ir-blocked``, ``data-cell``
the ground under a group of four (R9)      ``ir-island ir-light`` / ``ir-island ir-dark``,
                                           ``data-cells="a1 a2 b1 b2"``
the ground under a group of one to three   ``ir-sandbank ir-light`` / ``ir-sandbank ir-dark``,
                                           ``data-cells``
one square per tile                        ``ir-tile ir-light`` / ``ir-tile ir-dark``, ``data-cell``
a bridge, centre to centre of its ends     ``ir-bridge ir-light`` / ``ir-bridge ir-dark``,
                                           ``data-bridge="a1-a3"``
the dark edge drawn under each bridge      ``ir-bridge-casing``, ``data-bridge``
a highlighted cell                         ``ir-highlight``, ``data-cell``
a selected cell                            ``ir-selected``, ``data-cell``
a cell of the last move                    ``ir-last-move``, ``data-cell``
a column letter / a row number             ``ir-coord ir-column`` / ``ir-coord ir-row``
=========================================  ===============================================

The geometry: a cell is 40 units square and the board sits 20 units in from each edge when
the coordinates are drawn (none without them), ``a1`` at the bottom left (top right when
flipped); the ``viewBox`` scales the units to the picture's ``size`` in pixels.
:func:`~islands_rules.ponte.svg_grid` (or the generic :func:`~islands_rules.svg_grid`) gives
that grid as an :class:`~islands_rules.SvgGrid`; :func:`~islands_rules.ponte.svg_cell_box`
gives a cell's square and :func:`~islands_rules.ponte.svg_cell_at` the cell under a point,
both in the pixels of a picture drawn at ``size``.

Colours are presentation attributes, which any CSS rule overrides; the ``colours``
option of :func:`~islands_rules.ponte.svg` changes them in the document itself.
"""

from __future__ import annotations

import types
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from ..core.checks import expect, expect_state
from ..render.options import SVG_SHARED, PictureOptions, picture_options
from ..render.pictures import Picture, check_colours, highlight_mark
from ..render.svg_grid import SvgGrid
from ._cells import Cell, Colour
from ._marks import check_cells, last_move_cells, on_board
from ._svg_layout import CELL, INSET, MARGIN, Drawing
from .rules import blocked_cells
from .scoring import groups
from .state import GameState

__all__ = ["DEFAULT_COLOURS", "SVG_OPTIONS", "svg", "svg_cell_at", "svg_cell_box", "svg_grid"]

DEFAULT_COLOURS: Mapping[str, str] = types.MappingProxyType(
    {
        "margin": "#263238",
        "coord": "#eceff1",
        "water": "#4f8fc9",
        "grid": "#3f7ab0",
        "blocked": "#2a5480",
        "island": "#7fb069",
        "sandbank": "#e6cf94",
        "tile light": "#fbf7ee",
        "tile light edge": "#a89f8a",
        "tile dark": "#34302c",
        "tile dark edge": "#15120f",
        "bridge light": "#e2c48e",
        "bridge dark": "#8b5a2b",
        "bridge casing": "#3d2914",
        "highlight": "#ffd83d",
        "selected": "#ff8c1a",
        "last-move": "#e8423f",
    }
)
"""The colours :func:`~islands_rules.svg` draws with, by part; the keys its ``colours`` option accepts."""

SVG_OPTIONS: Mapping[str, Any] = types.MappingProxyType(
    {**SVG_SHARED, "flipped": False, "coordinates": True, "colours": None}
)
"""The options of :func:`svg` and :func:`svg_grid` with their defaults, checked by the core's
:func:`~islands_rules.svg` before either draws."""


def svg(state: GameState, options: PictureOptions) -> str:
    """The position as a standalone SVG document.

    Water, tiles in both colours on the ground of their group (green under an island,
    sand under a sandbank, R9), empty cells under bridges shaded, each bridge drawn
    between the centres of its end tiles over the cells it blocks, and the coordinates
    on the border. The ``viewBox`` makes the picture scale to any size; every element
    has a class and names its cells (see the module documentation).

    The options (:data:`SVG_OPTIONS`), checked by the core's :func:`~islands_rules.svg`:

    :param size: width and height in pixels, or ``None`` to fill whatever holds the picture.
    :param flipped: turn the board half round, ``a1`` at the top right.
    :param highlight: cells to tint (for example the legal targets of a move).
    :param selected: cells to frame (for example the cells clicked so far), apart from
        the highlight.
    :param last_move: a move or its notation, whose cells are outlined (the two tiles,
        or the two ends of a bridge); a swap or a decline marks nothing.
    :param coordinates: draw the column letters and row numbers on a border.
    :param colours: colours to use instead of :data:`~islands_rules.ponte.DEFAULT_COLOURS`,
        by the same keys.

    The result is a ``str``; Jupyter shows it as a picture.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "a3"], dark=["c2", "j10"], light_bridges=["a1-a3"])
    >>> picture = ir.svg(state, size=300, highlight=["c4"], last_move="a1-a3")
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> [picture.count(f'class="ir-{name}"') for name in ("tile ir-light", "bridge ir-light", "blocked")]
    [2, 1, 1]
    >>> ir.svg(state, highlight=["k1"])
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: highlight: k1 is off the 10x10 board

    :raises RenderError: for an option of the wrong type or out of range, an unknown
        colour key, or a highlighted or moved cell off the board.
    :raises NotationError: for a cell or move notation that cannot be read.
    """
    state = expect_state(state, GameState)
    expect(options, PictureOptions, "options")
    pixels, coordinates = options.size, options.coordinates
    paint = check_colours(options.colours, DEFAULT_COLOURS)
    marked = check_cells(state, options.highlight, "highlight")
    chosen = check_cells(state, options.selected, "selected")
    moved = last_move_cells(state, options.last_move)

    drawing = Drawing(state.rules.board_size, flipped=options.flipped, margin=MARGIN if coordinates else 0)
    root = drawing.root
    if pixels is not None:
        root.set("width", str(pixels))
        root.set("height", str(pixels))
    drawing.water(paint, frame=coordinates)
    for cell in sorted(blocked_cells(state)):
        drawing.square("blocked", cell, {"fill": paint["blocked"]})
    for colour in Colour:
        for group in groups(state, colour):
            drawing.ground(group, paint)
    for colour in Colour:
        tile = {"rx": "4", "fill": paint[f"tile {colour}"], "stroke": paint[f"tile {colour} edge"]}
        for cell in sorted(state.tiles(colour)):
            drawing.square(f"tile {colour}", cell, {**tile, "stroke-width": "1.5"}, inset=INSET)
    for colour in Colour:
        for bridge in state.bridges(colour):
            drawing.bridge(bridge, colour, paint)
    for cell in marked:
        x, y = drawing.corner(cell)
        mark = highlight_mark(x, y, CELL, paint["highlight"])
        drawing.add("circle", {"class": "ir-highlight", "data-cell": str(cell), **mark})
    for cell in chosen:
        frame = {"fill": "none", "stroke": paint["selected"], "stroke-width": "4"}
        drawing.square("selected", cell, frame, inset=4)
    for cell in moved:
        outline = {"fill": "none", "stroke": paint["last-move"], "stroke-width": "3"}
        drawing.square("last-move", cell, outline, inset=2)
    if coordinates:
        drawing.coordinates(paint)
    return Picture(ET.tostring(root, encoding="unicode"))


def svg_grid(state: GameState, options: PictureOptions) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each cell: the board's rows from the
    top, each cell ``CELL`` = 40 units square, the grid ``MARGIN`` = 20 units in from the
    top left with the coordinates (0 without), at ``size / extent`` pixels per unit (1 if
    ``size`` is ``None``). Only ``size``, ``flipped`` and ``coordinates`` move the cells; the
    other options are checked as :func:`svg` checks them.

    >>> import islands_rules as ir
    >>> grid = ir.svg_grid(ir.new_game(ir.ponte.Rules(board_size=4)), size=None)
    >>> grid.rows[0], grid.box("a1"), grid.cell_at(25, 145)
    (('a4', 'b4', 'c4', 'd4'), (20.0, 140.0, 40.0), 'a1')

    :raises RenderError: for an option :func:`svg` refuses.
    """
    state = expect_state(state, GameState)
    expect(options, PictureOptions, "options")
    pixels, margin = options.size, MARGIN if options.coordinates else 0
    check_colours(options.colours, DEFAULT_COLOURS)
    check_cells(state, options.highlight, "highlight")
    check_cells(state, options.selected, "selected")
    last_move_cells(state, options.last_move)
    drawing = Drawing(state.rules.board_size, flipped=options.flipped, margin=margin)
    every_cell = (Cell(column, row) for column in range(drawing.size) for row in range(drawing.size))
    by_corner = {drawing.corner(cell): str(cell) for cell in every_cell}
    rows = tuple(
        tuple(by_corner[margin + column * CELL, margin + row * CELL] for column in range(drawing.size))
        for row in range(drawing.size)
    )
    scale = 1.0 if pixels is None else pixels / drawing.extent
    return SvgGrid(rows=rows, left=margin, top=margin, cell=CELL, scale=scale)


def svg_cell_box(
    state: GameState,
    cell: Cell | str,
    *,
    size: int | None = 400,
    flipped: bool = False,
    coordinates: bool = True,
) -> tuple[float, float, float]:
    """Where :func:`svg`, drawn with the same options, puts ``cell``: its top left corner
    ``x, y`` and its side, in pixels from the picture's top left (in ``viewBox`` units if
    ``size`` is ``None``); the same as ``svg_grid(...).box(cell)``.

    >>> import islands_rules as ir
    >>> state = ir.new_game()
    >>> svg_cell_box(state, "a1"), svg_cell_box(state, "a1", size=None, flipped=True)
    ((18.18, 345.45, 36.36), (380.0, 20.0, 40.0))

    :raises NotationError: if ``cell`` is no cell's name.
    :raises RenderError: if ``cell`` is off the board, or an option is as :func:`svg` refuses.
    """
    grid = _grid(state, "svg_cell_box", size=size, flipped=flipped, coordinates=coordinates)
    return grid.box(str(on_board(state, cell if isinstance(cell, Cell) else Cell.parse(cell), "cell")))


def svg_cell_at(
    state: GameState,
    x: float,
    y: float,
    *,
    size: int | None = 400,
    flipped: bool = False,
    coordinates: bool = True,
) -> Cell | None:
    """The cell under the point ``x, y`` of :func:`svg` drawn with the same options (pixels
    from the picture's top left; ``viewBox`` units if ``size`` is ``None``), or ``None`` off
    the board: what a click on the picture chose (``svg_grid(...).cell_at(x, y)`` as a cell).

    >>> import islands_rules as ir
    >>> svg_cell_at(ir.new_game(), 30, 370), svg_cell_at(ir.new_game(), 5, 5)
    (Cell.parse('a1'), None)

    :raises RenderError: if ``x`` or ``y`` is not a number, or an option is as :func:`svg` refuses.
    """
    name = _grid(state, "svg_cell_at", size=size, flipped=flipped, coordinates=coordinates).cell_at(x, y)
    return None if name is None else Cell.parse(name)


def _grid(state: GameState, name: str, **given: Any) -> SvgGrid:
    """:func:`svg_grid` for the public helpers here, which the core does not reach: they check
    the state and the options themselves, as :class:`~islands_rules.Game` would."""
    state = expect_state(state, GameState)
    return svg_grid(state, picture_options(name, SVG_OPTIONS, given))
