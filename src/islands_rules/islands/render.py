"""The SVG picture of a position: the map as a Carcassonne player knows it, and a panel
with the scores, the pieces in hand, the supply left and the tile drawn.

Every tile is drawn from its segment data (R3): water, island land with its anchors,
bridges (with a junction where three or four meet), lighthouses, and the pieces in their
players' colours (a piece on water lies down, as farmers do). The last tile laid is
outlined, and with a tile drawn the cells where it fits are marked.

Every class and id starts with ``ir-``, so a page's CSS cannot restyle the picture by
accident; elements name their cells in ``data-`` attributes:

=================================  ==================================================
element                            class and data attributes
=================================  ==================================================
the ``<svg>`` root                 ``ir-islands``
one group per tile                 ``ir-tile``, ``data-cell="1,0"``, ``data-tile="V"``,
                                   ``data-rotation``
its parts                          ``ir-water``, ``ir-island``, ``ir-anchor``, ``ir-bridge``,
                                   ``ir-junction``, ``ir-lighthouse``
a piece                            ``ir-piece ir-red``, ``data-cell``, ``data-segment``,
                                   ``data-player``
a cell where the drawn tile fits   ``ir-legal``, ``data-cell``
a highlighted cell                 ``ir-highlight``, ``data-cell``
a selected cell                    ``ir-selected``, ``data-cell``
the last tile laid                 ``ir-last-move``, ``data-cell``
the panel and its lines            ``ir-panel``, ``ir-score`` (``data-player``), ``ir-supply``
a column's ``x``, a row's ``y``    ``ir-coordinate``, ``data-x`` or ``data-y``
=================================  ==================================================
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..core.errors import RenderError, shown
from ..render.options import SVG_SHARED, PictureOptions
from ..render.pictures import Picture, check_colours, check_size, highlight_mark
from ..render.svg_grid import SvgGrid
from ._svg_layout import CELL, DEFAULT_COLOURS, PANEL, H, MapLayout, Svg, layout
from ._svg_tiles import PIECE_SCALE, draw_tile, meeple, piece_point
from ._tiles import LETTERS, TILE_TYPES
from .state import State

__all__ = ["DEFAULT_COLOURS", "SVG_OPTIONS", "svg", "svg_grid", "tile_svg", "tiles_svg"]

SVG_OPTIONS: Mapping[str, Any] = MappingProxyType(
    {**SVG_SHARED, "size": 600, "coordinates": True, "legal": True, "panel": True, "colours": None}
)
"""The options of :func:`svg` and :func:`~islands_rules.islands.svg_grid` with their
defaults: the shared ones (a larger ``size``), ``coordinates``, ``legal``, ``panel`` and
``colours``."""


def svg(state: State, options: PictureOptions) -> str:
    """The position as a standalone SVG document (see the module documentation).

    The options (checked by the core, see :data:`SVG_OPTIONS`):

    :param size: the width in pixels (the height follows), or ``None`` to fill whatever
        holds the picture.
    :param highlight: cells to tint, as ``(x, y)`` or ``"x,y"``.
    :param selected: cells to frame (the cell clicked so far), apart from the highlight.
    :param last_move: the move whose tile to outline (a discard or a draw outlines none); by default
        the last tile laid.
    :param coordinates: write each column's ``x`` above the map and each row's ``y`` to its
        left (a cell is ``(x, y)``, ``y`` growing northwards).
    :param legal: mark the cells where the drawn tile fits (R7).
    :param panel: draw the scores, pieces in hand, supply left and tile drawn beside the map.
    :param colours: colours instead of :data:`~islands_rules.islands.DEFAULT_COLOURS`, by the same keys.

    >>> from islands_rules import islands
    >>> picture = islands.svg(islands.play(islands.new_game(), "V@1,0r1:w2"))
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"'), picture.count('class="ir-tile"')
    (True, 2)
    >>> 'data-cell="1,0"' in picture, 'class="ir-piece ir-red"' in picture
    (True, True)
    >>> all(f'data-{axis}="{n}"' in picture for axis, n in [("x", -1), ("x", 2), ("y", 1)])
    True

    :raises RenderError: for a colour or a cell the picture cannot draw.
    :raises NotationError: for a cell or turn that cannot be read.
    """
    found = layout(state, options)
    state, pixels, paint, marked, chosen, last, fitting, fits = found[:8]
    width, height, scale = found.width, found.height, found.panel_scale
    map_right = found.margin + found.columns * CELL
    names = state.rules.seat_names
    drawing = Svg(width, height)
    if pixels is not None:
        drawing.root.set("width", str(pixels))
        drawing.root.set("height", str(round(pixels * height / width)))
    drawing.add(
        None, "rect", {"class": "ir-sea", "width": str(width), "height": str(height), "fill": paint["sea"]}
    )

    centre = found.centre

    def square(cls: str, cell: tuple[int, int], attributes: dict[str, str], inset: float = 0) -> None:
        cx, cy = centre(*cell)
        side = CELL - 2 * inset
        drawing.add(
            None,
            "rect",
            {
                "class": cls,
                "data-cell": f"{cell[0]},{cell[1]}",
                "x": f"{cx - H + inset:g}",
                "y": f"{cy - H + inset:g}",
                "width": f"{side:g}",
                "height": f"{side:g}",
                **attributes,
            },
        )

    for x, y, letter, r in state.tiles:
        cx, cy = centre(x, y)
        group = drawing.add(
            None,
            "g",
            {
                "class": "ir-tile",
                "data-cell": f"{x},{y}",
                "data-tile": letter,
                "data-rotation": str(r),
                "transform": f"translate({cx} {cy}) rotate({90 * r})",
            },
        )
        draw_tile(drawing, group, letter, r, paint)
        drawing.add(
            group,
            "rect",
            {
                "x": str(-H),
                "y": str(-H),
                "width": str(CELL),
                "height": str(CELL),
                "fill": "none",
                "stroke": paint["grid"],
                "stroke-width": "0.8",
            },
        )
    for cell in fits:
        square(
            "ir-legal",
            cell,
            {
                "fill": paint["legal"],
                "fill-opacity": "0.18",
                "stroke": paint["legal"],
                "stroke-width": "2",
                "stroke-dasharray": "6 4",
                "rx": "4",
            },
            inset=4,
        )
    for cell in marked:
        cx, cy = centre(*cell)
        mark = highlight_mark(cx - H, cy - H, CELL, paint["highlight"])
        drawing.add(None, "circle", {"class": "ir-highlight", "data-cell": f"{cell[0]},{cell[1]}", **mark})
    for cell in chosen:
        square(
            "ir-selected", cell, {"fill": "none", "stroke": paint["selected"], "stroke-width": "4"}, inset=5
        )
    if last is not None:
        square(
            "ir-last-move",
            last,
            {"fill": "none", "stroke": paint["last-move"], "stroke-width": "3"},
            inset=1.5,
        )
    for x, y, segment_id, seat in state.pieces:
        letter, r = next((t, rot) for px, py, t, rot in state.tiles if (px, py) == (x, y))
        segment = TILE_TYPES[letter].segment(segment_id)
        assert segment is not None
        dx, dy = piece_point(letter, segment)
        for _ in range(r):
            dx, dy = -dy, dx
        cx, cy = centre(x, y)
        name = names[seat]
        attributes = {
            "class": f"ir-piece ir-{name}",
            "data-cell": f"{x},{y}",
            "data-segment": segment_id,
            "data-player": name,
        }
        meeple(drawing, cx + dx, cy + dy, paint[name], segment.kind == "water", attributes, scale=PIECE_SCALE)
    if found.margin:
        _coordinates(drawing, found)
    if options["panel"]:
        _panel(drawing, state, map_right, height, scale, paint, discard=not fitting)
    return Picture(ET.tostring(drawing.root, encoding="unicode"))


def svg_grid(state: State, options: PictureOptions) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each cell of the map: ``CELL`` = 60
    units square, north up, the map's top left cell at the picture's top left (below and right
    of the coordinates' margins when they are drawn), at ``size``
    pixels over the picture's width in units, panel included (1 pixel per unit if ``size``
    is ``None``). The map grows as tiles are laid: ask again after every turn, with the
    options the picture was drawn with.

    >>> from islands_rules import islands
    >>> grid = islands.svg_grid(islands.new_game(), size=None, panel=False)
    >>> grid.rows[1], grid.box("0,0"), grid.cell_at(90, 90)
    (('-1,0', '0,0', '1,0'), (80.0, 80.0, 60.0), '0,0')
    >>> islands.svg_grid(islands.new_game(), size=None, coordinates=False).box("0,0")
    (60.0, 60.0, 60.0)

    :raises RenderError: for a colour or a cell :func:`svg` refuses.
    :raises NotationError: for a cell or turn that cannot be read.
    """
    found = layout(state, options)
    rows = tuple(
        tuple(f"{found.left + column},{found.top - row}" for column in range(found.columns))
        for row in range(found.rows)
    )
    scale = 1.0 if found.pixels is None else found.pixels / found.width
    return SvgGrid(rows=rows, left=found.margin, top=found.margin, cell=CELL, scale=scale)


def _coordinates(drawing: Svg, found: MapLayout) -> None:
    """Each column's ``x`` in the margin above the map, each row's ``y`` in the one to its left."""
    margin, paint = found.margin, found.paint
    style = {
        "fill": paint["text"],
        "font-size": f"{13 * found.text_scale:g}",
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "class": "ir-coordinate",
    }
    for column in range(found.columns):
        x = found.left + column
        centre = found.centre(x, found.top)[0]
        drawing.text(centre, margin / 2, str(x), {**style, "data-x": str(x)})
    for row in range(found.rows):
        y = found.top - row
        centre = found.centre(found.left, y)[1]
        drawing.text(margin / 2, centre, str(y), {**style, "data-y": str(y)})


def _panel(
    drawing: Svg, state: State, x0: int, height: int, scale: float, paint: Mapping[str, str], *, discard: bool
) -> None:
    """Scores, pieces in hand, the supply left and the tile drawn (or the result), drawn
    ``scale`` times their natural size to the right of the map; ``discard``: the tile drawn
    fits nowhere."""
    drawing.add(
        None,
        "rect",
        {
            "class": "ir-panel",
            "x": str(x0),
            "width": f"{PANEL * scale:g}",
            "height": str(height),
            "fill": paint["panel"],
        },
    )
    box = drawing.add(None, "g", {"transform": f"translate({x0} 0) scale({scale:g})"})
    white = {"fill": paint["text"]}

    def text(x: float, y: float, words: str, attributes: dict[str, str]) -> None:
        drawing.text(x, y, words, {**white, **attributes}, box)

    text(10, 26, "Islands", {"font-size": "18", "font-weight": "bold"})
    text(
        10, 44, f"turn {state.ply} of {sum(state.rules.supply_counts)}", {"font-size": "12", "opacity": "0.8"}
    )
    y = 72
    mover = None if state.is_over or state.drawn is None else state.seat
    for seat, name in enumerate(state.rules.seat_names):
        weight = {"font-weight": "bold"} if seat == mover else {}
        meeple(drawing, 19, y - 5, paint[name], False, {"class": f"ir-score-piece ir-{name}"}, box)
        text(34, y, f"{name} {state.total[seat]}", {**weight, "class": "ir-score", "data-player": name})
        text(34, y + 14, f"{state.hands[seat]} in hand", {"font-size": "11", "opacity": "0.8"})
        y += 32
    y += 4
    text(10, y, f"{sum(state.supply)} tiles face down", {"font-size": "11", "class": "ir-supply"})
    y += 22
    if state.is_over:
        totals = state.total
        top = [n for n, t in zip(state.rules.seat_names, totals, strict=True) if t == max(totals)]
        result = f"{top[0]} wins" if len(top) == 1 else "shared victory:"
        text(10, y, result, {"font-size": "13", "font-weight": "bold", "class": "ir-result"})
        if len(top) > 1:
            text(
                10, y + 18, ", ".join(top), {"font-size": "13", "font-weight": "bold", "class": "ir-winners"}
            )
    elif state.drawn is not None:
        text(10, y, f"{state.rules.seat_names[state.seat]} drew {state.drawn}:", {"font-size": "13"})
        transform = f"translate({10 + H} {y + 12 + H})"
        group = drawing.add(box, "g", {"class": "ir-drawn", "data-tile": state.drawn, "transform": transform})
        draw_tile(drawing, group, state.drawn, 0, paint)
        if discard:
            text(10, y + 92, "fits nowhere (R8)", {"font-size": "11", "class": "ir-discard"})
    else:
        text(10, y, "next: a tile is drawn", {"font-size": "11", "opacity": "0.8"})


def tiles_svg(*, size: int | None = 720, columns: int = 8, colours: Mapping[str, str] | None = None) -> str:
    """The 24 tile types in rotation 0 (north up), each with its letter and count (R2).

    >>> from islands_rules import islands
    >>> picture = islands.tiles_svg()
    >>> picture.count('class="ir-tile"'), 'data-tile="X"' in picture
    (24, True)

    :raises RenderError: for a size, column count or colour that cannot be used.
    """
    if type(columns) is not int or not 1 <= columns <= 24:
        raise RenderError(f"columns must be an int from 1 to 24, got {shown(columns)}")
    pixels, paint = check_size(size), check_colours(colours, DEFAULT_COLOURS)
    pitch = CELL + 30
    rows = -(-len(LETTERS) // columns)
    width, height = columns * pitch + 10, rows * (pitch + 14) + 10
    drawing = Svg(width, height)
    if pixels is not None:
        drawing.root.set("width", str(pixels))
        drawing.root.set("height", str(round(pixels * height / width)))
    drawing.add(
        None, "rect", {"class": "ir-sea", "width": str(width), "height": str(height), "fill": paint["sea"]}
    )
    for index, letter in enumerate(LETTERS):
        x = 20 + (index % columns) * pitch + H
        y = 10 + (index // columns) * (pitch + 14) + H
        group = drawing.add(
            None, "g", {"class": "ir-tile", "data-tile": letter, "transform": f"translate({x} {y})"}
        )
        draw_tile(drawing, group, letter, 0, paint)
        label = f"{letter} ×{TILE_TYPES[letter].count}"
        drawing.text(
            x, y + H + 18, label, {"fill": paint["text"], "text-anchor": "middle", "class": "ir-label"}
        )
    return Picture(ET.tostring(drawing.root, encoding="unicode"))


def tile_svg(
    letter: str, rotation: int = 0, *, size: int | None = 64, colours: Mapping[str, str] | None = None
) -> str:
    """One tile type turned ``rotation`` quarter turns clockwise, as it would lie on the map:
    the picture a page shows for each rotation a player may choose.

    >>> from islands_rules import islands
    >>> picture = islands.tile_svg("V", 1)
    >>> 'data-tile="V"' in picture, 'data-rotation="1"' in picture, 'width="64"' in picture
    (True, True, True)
    >>> islands.tile_svg("V", 4)
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: rotation must be an int from 0 to 3, got 4

    :raises RenderError: for a letter that is no tile type (R2), a rotation other than 0 to 3,
        or a size or colour that cannot be used.
    """
    if not isinstance(letter, str) or letter not in TILE_TYPES:
        raise RenderError(f"letter must be a tile type, one of {''.join(LETTERS)} (R2), got {shown(letter)}")
    if type(rotation) is not int or not 0 <= rotation <= 3:
        raise RenderError(f"rotation must be an int from 0 to 3, got {shown(rotation)}")
    pixels, paint = check_size(size), check_colours(colours, DEFAULT_COLOURS)
    drawing = Svg(CELL, CELL)
    if pixels is not None:
        drawing.root.set("width", str(pixels))
        drawing.root.set("height", str(pixels))
    attributes = {"class": "ir-tile", "data-tile": letter, "data-rotation": str(rotation)}
    group = drawing.add(None, "g", {**attributes, "transform": f"translate({H} {H}) rotate({90 * rotation})"})
    draw_tile(drawing, group, letter, rotation, paint)
    return Picture(ET.tostring(drawing.root, encoding="unicode"))
