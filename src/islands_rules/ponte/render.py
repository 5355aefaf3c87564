"""Pictures of a position: a text diagram and a standalone SVG image.

:func:`render_text` draws the board as the diagrams on the rules page do, and is what
``str(state)`` prints. :func:`svg` returns an SVG document that scales to any size;
Jupyter shows a :class:`~islands_rules.ponte.GameState` with it.

The text glyphs, per cell:

==========================  =====  =========
cell                        ASCII  Unicode
==========================  =====  =========
light tile                  ``L``  ``○``
dark tile                   ``D``  ``●``
empty cell under a bridge   ``+``  ``×``
water (an empty cell)       ``.``  ``·``
==========================  =====  =========

Every element of the SVG carries a class naming what it is, and the cells it stands
for, so front-ends can style it with CSS and tests can find it:

=========================================  =========================================
element                                    class and data attributes
=========================================  =========================================
the ``<svg>`` root                         ``board``
the frame around the board                 ``margin`` (only with coordinates)
the water under the whole board            ``water``
one square per cell                        ``cell``, ``data-cell="c3"``
an empty cell under a bridge (R12)         ``blocked``, ``data-cell``
the ground under a group of four (R9)      ``island light`` / ``island dark``, ``data-cells="a1 a2 b1 b2"``
the ground under a group of one to three   ``sandbank light`` / ``sandbank dark``, ``data-cells``
one square per tile                        ``tile light`` / ``tile dark``, ``data-cell``
a bridge, centre to centre of its ends     ``bridge light`` / ``bridge dark``, ``data-bridge="a1-a3"``
the dark edge drawn under each bridge      ``bridge-casing``, ``data-bridge``
a highlighted cell                         ``highlight``, ``data-cell``
a cell of the last move                    ``last-move``, ``data-cell``
a column letter / a row number             ``coord column`` / ``coord row``
=========================================  =========================================

Colours are presentation attributes, which any CSS rule overrides; the ``colours``
option of :func:`svg` changes them in the document itself.
"""

from __future__ import annotations

import types
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping

from ..core.errors import RenderError, shown
from ..core.pictures import Picture, check_colours, check_size
from .cells import Cell, Colour
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .rules import blocked_cells
from .scoring import Group, groups
from .state import GameState

__all__ = ["DEFAULT_COLOURS", "render_text", "svg"]

_GLYPHS = {
    False: {Colour.LIGHT: "L", Colour.DARK: "D", "blocked": "+", "water": "."},
    True: {Colour.LIGHT: "○", Colour.DARK: "●", "blocked": "×", "water": "·"},
}

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
        "last-move": "#e8423f",
    }
)
"""The colours :func:`~islands_rules.svg` draws with, by part; the keys its ``colours`` option accepts."""

_CELL = 40  # user units per cell; the viewBox scales them to ``size`` pixels
_MARGIN = 20
_INSET = 3  # tiles sit inside their cell, so neighbouring tiles stay tellable apart


def _check_state(state: object) -> GameState:
    if not isinstance(state, GameState):
        raise RenderError(f"state must be an islands_rules.ponte.GameState, got {type(state).__name__}")
    return state


def _check_flag(name: str, value: object) -> bool:
    if type(value) is not bool:
        raise RenderError(f"{name} must be True or False, got {shown(value)}")
    return value


def render_text(state: GameState, *, unicode: bool = False) -> str:
    """The board as a text diagram, as on the rules page, then the bridges of each colour.

    Rows run from the top row down to ``1``, with their numbers on the left; the column
    letters are below. ``L`` is a light tile, ``D`` a dark tile, ``+`` an empty cell under
    a bridge (R12) and ``.`` water. With ``unicode=True`` the glyphs are ``○ ● × ·``. The
    last line lists the bridges in the notation, ``-`` for a colour without any.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     rules=ir.ponte.Rules(board_size=4), light=["a1", "a3", "b3"], dark=["c1", "d1"],
    ...     light_bridges=["a1-a3"])
    >>> print(render_text(state))
    4 . . . .
    3 L L . .
    2 + . . .
    1 L . D D
      a b c d
    bridges: light a1-a3; dark -
    >>> print(render_text(state, unicode=True).splitlines()[1])
    3 ○ ○ · ·

    :raises RenderError: if ``state`` is not a :class:`~islands_rules.ponte.GameState` or
        ``unicode`` is not a bool.
    """
    state = _check_state(state)
    glyphs = _GLYPHS[_check_flag("unicode", unicode)]
    size = state.rules.board_size
    light, dark, blocked = state.tiles(Colour.LIGHT), state.tiles(Colour.DARK), blocked_cells(state)
    width = len(str(size))
    lines = []
    for row in reversed(range(size)):
        marks = []
        for column in range(size):
            cell = Cell(column, row)
            if cell in light:
                marks.append(glyphs[Colour.LIGHT])
            elif cell in dark:
                marks.append(glyphs[Colour.DARK])
            else:
                marks.append(glyphs["blocked" if cell in blocked else "water"])
        lines.append(f"{row + 1:>{width}} {' '.join(marks)}")
    lines.append(" " * (width + 1) + " ".join(chr(ord("a") + column) for column in range(size)))
    listed = (
        f"{colour} {' '.join(map(str, state.bridges(colour))) or '-'}"
        for colour in (Colour.LIGHT, Colour.DARK)
    )
    lines.append(f"bridges: {'; '.join(listed)}")
    return "\n".join(lines)


def _on_board(state: GameState, cell: Cell, what: str) -> Cell:
    size = state.rules.board_size
    if cell.column >= size or cell.row >= size:
        raise RenderError(f"{what}: {cell} is off the {size}x{size} board")
    return cell


def _check_highlight(state: GameState, highlight: object) -> list[Cell]:
    if isinstance(highlight, str):
        raise RenderError(
            f"highlight must be an iterable of cells such as ['c3', 'e5'], got the str {shown(highlight)}"
        )
    try:
        given = list(highlight)  # type: ignore[call-overload]
    except TypeError:
        raise RenderError(f"highlight must be an iterable of cells, got {type(highlight).__name__}") from None
    cells = {_on_board(state, c if isinstance(c, Cell) else Cell.parse(c), "highlight") for c in given}
    return sorted(cells)


def _last_move_cells(state: GameState, last_move: object) -> list[Cell]:
    if last_move is None:
        return []
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if isinstance(move, PlaceTiles | BuildBridge):
        return [_on_board(state, cell, "last_move") for cell in move.cells]
    if isinstance(move, Swap | Decline):  # nothing changed on the board
        return []
    raise RenderError(f"last_move must be None, a move or its notation, got {type(last_move).__name__}")


class _Drawing:
    """An SVG document being drawn, and where each cell of the board lies in it."""

    def __init__(self, size: int, *, flipped: bool, margin: int) -> None:
        self.size, self.flipped, self.margin = size, flipped, margin
        self.extent = size * _CELL + 2 * margin
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "version": "1.1",
                "class": "board",
                "viewBox": f"0 0 {self.extent} {self.extent}",
            },
        )

    def corner(self, cell: Cell) -> tuple[int, int]:
        """The top left corner of ``cell``; row 1 is at the bottom unless flipped."""
        last = self.size - 1
        column = last - cell.column if self.flipped else cell.column
        row = cell.row if self.flipped else last - cell.row
        return self.margin + column * _CELL, self.margin + row * _CELL

    def centre(self, cell: Cell) -> tuple[int, int]:
        x, y = self.corner(cell)
        return x + _CELL // 2, y + _CELL // 2

    def add(self, tag: str, attributes: dict[str, str]) -> ET.Element:
        return ET.SubElement(self.root, tag, attributes)

    def rect(self, cls: str, x: int, y: int, side: int, attributes: dict[str, str]) -> None:
        place = {"x": str(x), "y": str(y), "width": str(side), "height": str(side)}
        self.add("rect", {"class": cls, **place, **attributes})

    def square(self, cls: str, cell: Cell, attributes: dict[str, str], *, inset: int = 0) -> None:
        x, y = self.corner(cell)
        side = _CELL - 2 * inset
        self.rect(cls, x + inset, y + inset, side, {"data-cell": str(cell), **attributes})

    def water(self, paint: Mapping[str, str], *, frame: bool) -> None:
        """The frame, then the water under the whole board, then one square per cell."""
        if frame:
            self.rect("margin", 0, 0, self.extent, {"fill": paint["margin"]})
        # Under the cells too, so no frame colour shows through the seams between them.
        self.rect("water", self.margin, self.margin, self.size * _CELL, {"fill": paint["water"]})
        grid = {"fill": paint["water"], "stroke": paint["grid"], "stroke-width": "1"}
        for column in range(self.size):
            for row in range(self.size):
                self.square("cell", Cell(column, row), grid)

    def ground(self, group: Group, paint: Mapping[str, str]) -> None:
        """The ground under a group, one path over all its cells, coloured by its kind (R9)."""
        kind = "island" if group.is_island else "sandbank"
        cells = sorted(group.cells)
        squares = "".join(f"M{x} {y}h{_CELL}v{_CELL}h-{_CELL}z" for x, y in map(self.corner, cells))
        cells_named = " ".join(map(str, cells))
        self.add(
            "path",
            {"class": f"{kind} {group.colour}", "data-cells": cells_named, "d": squares, "fill": paint[kind]},
        )

    def bridge(self, bridge: BuildBridge, colour: Colour, paint: Mapping[str, str]) -> None:
        """A bridge from centre to centre of its end tiles, over a darker casing."""
        (x1, y1), (x2, y2) = self.centre(bridge.first), self.centre(bridge.second)
        line = {"data-bridge": str(bridge), "x1": str(x1), "y1": str(y1), "x2": str(x2), "y2": str(y2)}
        for cls, stroke, width in (
            ("bridge-casing", paint["bridge casing"], "14"),
            (f"bridge {colour}", paint[f"bridge {colour}"], "9"),
        ):
            self.add(
                "line",
                {"class": cls, **line, "stroke": stroke, "stroke-width": width, "stroke-linecap": "round"},
            )

    def coordinates(self, paint: Mapping[str, str]) -> None:
        """Column letters above and below the board, row numbers left and right of it."""
        text = {
            "fill": paint["coord"],
            "font-family": "sans-serif",
            "font-size": "13",
            "text-anchor": "middle",
        }
        near, far = self.margin // 2, self.extent - self.margin // 2
        for index in range(self.size):
            x, y = self.centre(Cell(index, index))
            for cls, label, spots in (
                ("coord column", chr(ord("a") + index), ((x, near), (x, far))),
                ("coord row", str(index + 1), ((near, y), (far, y))),
            ):
                for spot_x, spot_y in spots:
                    # 5 units puts the middle of a digit, not its baseline, on the spot.
                    place = {"x": str(spot_x), "y": str(spot_y + 5)}
                    self.add("text", {"class": cls, **place, **text}).text = label


def svg(
    state: GameState,
    *,
    size: int | None = 400,
    flipped: bool = False,
    highlight: Iterable[Cell | str] = (),
    last_move: Move | str | None = None,
    coordinates: bool = True,
    colours: Mapping[str, str] | None = None,
) -> str:
    """The position as a standalone SVG document.

    Water, tiles in both colours on the ground of their group (green under an island,
    sand under a sandbank, R9), empty cells under bridges shaded, each bridge drawn
    between the centres of its end tiles over the cells it blocks, and the coordinates
    on the border. The ``viewBox`` makes the picture scale to any size; every element
    has a class and names its cells (see the module documentation).

    :param size: width and height in pixels, or ``None`` to fill whatever holds the picture.
    :param flipped: turn the board half round, ``a1`` at the top right.
    :param highlight: cells to tint (for example the legal targets of a move).
    :param last_move: a move or its notation, whose cells are outlined (the two tiles,
        or the two ends of a bridge); a swap or a decline marks nothing.
    :param coordinates: draw the column letters and row numbers on a border.
    :param colours: colours to use instead of :data:`~islands_rules.ponte.DEFAULT_COLOURS`,
        by the same keys.

    The result is a ``str``; Jupyter shows it as a picture.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "a3"], dark=["c2"], light_bridges=["a1-a3"])
    >>> picture = ir.svg(state, size=300, highlight=["c4"], last_move="a1-a3")
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> [picture.count(f'class="{name}"') for name in ("tile light", "bridge light", "blocked")]
    [2, 1, 1]
    >>> ir.svg(state, highlight=["k1"])
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: highlight: k1 is off the 10x10 board

    :raises RenderError: for an option of the wrong type or out of range, an unknown
        colour key, or a highlighted or moved cell off the board.
    :raises NotationError: for a cell or move notation that cannot be read.
    """
    state = _check_state(state)
    pixels = check_size(size)
    flipped = _check_flag("flipped", flipped)
    coordinates = _check_flag("coordinates", coordinates)
    paint = check_colours(colours, DEFAULT_COLOURS)
    marked = _check_highlight(state, highlight)
    moved = _last_move_cells(state, last_move)

    drawing = _Drawing(state.rules.board_size, flipped=flipped, margin=_MARGIN if coordinates else 0)
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
            drawing.square(f"tile {colour}", cell, {**tile, "stroke-width": "1.5"}, inset=_INSET)
    for colour in Colour:
        for bridge in state.bridges(colour):
            drawing.bridge(bridge, colour, paint)
    for cell in marked:
        drawing.square("highlight", cell, {"fill": paint["highlight"], "fill-opacity": "0.55"})
    for cell in moved:
        outline = {"fill": "none", "stroke": paint["last-move"], "stroke-width": "3"}
        drawing.square("last-move", cell, outline, inset=2)
    if coordinates:
        drawing.coordinates(paint)
    return Picture(ET.tostring(root, encoding="unicode"))
