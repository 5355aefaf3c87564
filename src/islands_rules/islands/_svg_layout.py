"""Where the SVG picture of a position puts the map and each of its cells, and the grid a
front-end turns clicks into cells with. Private to :mod:`islands_rules.islands.render`,
except :func:`svg_grid`.

The geometry: each cell is ``CELL`` = 60 units square. The map shows the rectangle of cells
holding every tile laid, the cells where the drawn tile fits (with ``legal``) and the
highlighted and selected cells, with one empty cell around it; north is up, and its top left
corner is the picture's. The panel, when drawn, stands to the map's right. ``size`` is the
picture's width in pixels, panel included.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from ..render.pictures import check_colours, check_size, refuse_unknown_options
from ..render.svg_grid import SvgGrid
from ._drawing import DEFAULT_COLOURS, H
from ._picture_options import check_cells, check_flags, fitting_cells, last_move_cell
from .moves import Move
from .state import State, check_state

__all__ = ["CELL", "PANEL", "SVG_OPTIONS", "MapLayout", "layout", "svg_grid"]

CELL = 2 * H
PANEL = 180

SVG_OPTIONS = "size, highlight, selected, last_move, legal, panel, colours"
"""The options of ``svg`` (and ``svg_grid``), for the message refusing any other."""


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

    def centre(self, x: int, y: int) -> tuple[int, int]:
        """The centre of cell ``x, y`` in units."""
        return (x - self.left) * CELL + H, (self.top - y) * CELL + H


def layout(
    state: object,
    *,
    size: object = 600,
    highlight: object = (),
    selected: object = (),
    last_move: object = None,
    legal: object = True,
    panel: object = True,
    colours: object = None,
) -> MapLayout:
    """The options of :func:`~islands_rules.islands.svg`, checked, and where its parts go."""
    state = check_state(state)
    pixels = check_size(size)
    check_flags(legal=legal, panel=panel)
    paint = check_colours(colours, DEFAULT_COLOURS)
    marked, chosen = check_cells(highlight, "highlight"), check_cells(selected, "selected")
    if last_move is None:  # by default the last tile laid
        last = (state.tiles[-1][0], state.tiles[-1][1]) if len(state.tiles) > 1 else None
    else:
        last = last_move_cell(last_move)
    fitting = fitting_cells(state)
    fits = fitting if legal else []
    cells = [(x, y) for x, y, _, _ in state.tiles] + fits + marked + chosen
    left, right = min(x for x, _ in cells) - 1, max(x for x, _ in cells) + 1
    bottom, top = min(y for _, y in cells) - 1, max(y for _, y in cells) + 1
    columns, rows = right - left + 1, top - bottom + 1
    map_width, map_height = columns * CELL, rows * CELL
    # The panel grows with the map, so its words stay readable when a large map is shrunk
    # to fit a page, and do not crowd a map of a few tiles.
    panel_scale = min(max(max(map_width, map_height) / (9 * CELL), 1.0), 2.0) if panel else 0.0
    panel_height = (120 + 34 * len(state.rules.seat_names) + 100) * panel_scale
    width = map_width + round(PANEL * panel_scale)
    height = max(map_height, round(panel_height))
    return MapLayout(
        state, pixels, paint, marked, chosen, last, fitting, fits,
        left, top, columns, rows, width, height, panel_scale,
    )  # fmt: skip


def svg_grid(
    state: State,
    *,
    size: int | None = 600,
    highlight: Iterable[tuple[int, int] | str] = (),
    selected: Iterable[tuple[int, int] | str] = (),
    last_move: Move | str | None = None,
    legal: bool = True,
    panel: bool = True,
    colours: Mapping[str, str] | None = None,
    **unknown: Any,
) -> SvgGrid:
    """Where :func:`~islands_rules.islands.svg` drawn with the same options puts each cell of
    the map: ``CELL`` = 60 units square, the map's top left cell at the picture's top left,
    north up, at ``size`` pixels over the picture's width in units, panel included (1 pixel
    per unit if ``size`` is ``None``). The map grows as tiles are laid: ask again after
    every turn, with the options the picture was drawn with.

    >>> from islands_rules import islands
    >>> grid = svg_grid(islands.new_game(), size=None, panel=False)
    >>> grid.rows[1], grid.box("0,0"), grid.cell_at(70, 70)
    (('-1,0', '0,0', '1,0'), (60.0, 60.0, 60.0), '0,0')

    :raises RenderError: for an option :func:`~islands_rules.islands.svg` refuses.
    :raises NotationError: for a cell or turn that cannot be read.
    """
    refuse_unknown_options("svg_grid", unknown, SVG_OPTIONS)
    found = layout(
        state, size=size, highlight=highlight, selected=selected, last_move=last_move,
        legal=legal, panel=panel, colours=colours,
    )  # fmt: skip
    rows = tuple(
        tuple(f"{found.left + column},{found.top - row}" for column in range(found.columns))
        for row in range(found.rows)
    )
    scale = 1.0 if found.pixels is None else found.pixels / found.width
    return SvgGrid(rows=rows, left=0, top=0, cell=CELL, scale=scale)
