"""Pictures of a position: a text diagram and a standalone SVG image.

:func:`~islands_rules.ponte.render_text` draws the board as the diagrams on the rules page do, and is what
``str(state)`` prints. :func:`~islands_rules.ponte.svg` returns an SVG document that scales to any size;
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
:func:`~islands_rules.ponte.svg_cell_box` gives a cell's square and
:func:`~islands_rules.ponte.svg_cell_at` the cell under a point, both in the pixels of a
picture drawn at ``size``.

Colours are presentation attributes, which any CSS rule overrides; the ``colours``
option of :func:`~islands_rules.ponte.svg` changes them in the document itself.
"""

from __future__ import annotations

import types
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping

from ..core.errors import RenderError, shown
from ..core.pictures import Picture, check_colours, check_size
from ._drawing import CELL, INSET, MARGIN, Drawing
from .cells import Cell, Colour
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .rules import blocked_cells
from .scoring import groups
from .state import GameState

__all__ = ["DEFAULT_COLOURS", "render_text", "svg", "svg_cell_at", "svg_cell_box"]

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
        "selected": "#ff8c1a",
        "last-move": "#e8423f",
    }
)
"""The colours :func:`~islands_rules.svg` draws with, by part; the keys its ``colours`` option accepts."""

_FAR = 10**9  # pixels: a point further out than this is off any picture


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


def _check_cells(state: GameState, cells: object, what: str) -> list[Cell]:
    if isinstance(cells, str):
        raise RenderError(
            f"{what} must be an iterable of cells such as ['c3', 'e5'], got the str {shown(cells)}"
        )
    try:
        given = list(cells)  # type: ignore[call-overload]
    except TypeError:
        raise RenderError(f"{what} must be an iterable of cells, got {type(cells).__name__}") from None
    return sorted({_on_board(state, c if isinstance(c, Cell) else Cell.parse(c), what) for c in given})


def _last_move_cells(state: GameState, last_move: object) -> list[Cell]:
    if last_move is None:
        return []
    move = parse_move(last_move) if isinstance(last_move, str) else last_move
    if isinstance(move, PlaceTiles | BuildBridge):
        return [_on_board(state, cell, "last_move") for cell in move.cells]
    if isinstance(move, Swap | Decline):  # nothing changed on the board
        return []
    raise RenderError(f"last_move must be None, a move or its notation, got {type(last_move).__name__}")


def svg(
    state: GameState,
    *,
    size: int | None = 400,
    flipped: bool = False,
    highlight: Iterable[Cell | str] = (),
    selected: Iterable[Cell | str] = (),
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
    :param selected: cells to frame (for example the cells clicked so far), apart from
        the highlight.
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
    state = _check_state(state)
    pixels = check_size(size)
    flipped = _check_flag("flipped", flipped)
    coordinates = _check_flag("coordinates", coordinates)
    paint = check_colours(colours, DEFAULT_COLOURS)
    marked = _check_cells(state, highlight, "highlight")
    chosen = _check_cells(state, selected, "selected")
    moved = _last_move_cells(state, last_move)

    drawing = Drawing(state.rules.board_size, flipped=flipped, margin=MARGIN if coordinates else 0)
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
        drawing.square("highlight", cell, {"fill": paint["highlight"], "fill-opacity": "0.55"})
    for cell in chosen:
        frame = {"fill": "none", "stroke": paint["selected"], "stroke-width": "4"}
        drawing.square("selected", cell, frame, inset=4)
    for cell in moved:
        outline = {"fill": "none", "stroke": paint["last-move"], "stroke-width": "3"}
        drawing.square("last-move", cell, outline, inset=2)
    if coordinates:
        drawing.coordinates(paint)
    return Picture(ET.tostring(root, encoding="unicode"))


def _drawing_for(
    state: GameState, size: int | None, flipped: bool, coordinates: bool
) -> tuple[Drawing, float]:
    """The drawing :func:`svg` makes with these options, and its pixels per unit."""
    state = _check_state(state)
    pixels = check_size(size)
    drawing = Drawing(
        state.rules.board_size,
        flipped=_check_flag("flipped", flipped),
        margin=MARGIN if _check_flag("coordinates", coordinates) else 0,
    )
    return drawing, 1.0 if pixels is None else pixels / drawing.extent


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
    ``size`` is ``None``).

    >>> import islands_rules as ir
    >>> state = ir.new_game()
    >>> svg_cell_box(state, "a1"), svg_cell_box(state, "a1", size=None, flipped=True)
    ((18.18, 345.45, 36.36), (380.0, 20.0, 40.0))

    :raises NotationError: if ``cell`` is no cell's name.
    :raises RenderError: if ``cell`` is off the board, or an option is as :func:`svg` refuses.
    """
    drawing, scale = _drawing_for(state, size, flipped, coordinates)
    x, y = drawing.corner(_on_board(state, cell if isinstance(cell, Cell) else Cell.parse(cell), "cell"))
    return round(x * scale, 2), round(y * scale, 2), round(CELL * scale, 2)


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
    the board: what a click on the picture chose.

    >>> import islands_rules as ir
    >>> svg_cell_at(ir.new_game(), 30, 370), svg_cell_at(ir.new_game(), 5, 5)
    (Cell.parse('a1'), None)

    :raises RenderError: if ``x`` or ``y`` is not a number, or an option is as :func:`svg` refuses.
    """
    drawing, scale = _drawing_for(state, size, flipped, coordinates)
    for value in (x, y):
        if type(value) not in (int, float) or value != value:  # NaN is no point
            raise RenderError(f"a point is two numbers of pixels, got {shown(value)}")
    if abs(x) > _FAR or abs(y) > _FAR:  # far off any picture (and no float could hold it)
        return None
    column, row = ((value / scale - drawing.margin) // CELL for value in (x, y))
    last = drawing.size - 1
    if not (0 <= column <= last and 0 <= row <= last):
        return None
    column, row = int(column), int(row)
    return Cell(last - column, row) if flipped else Cell(column, last - row)
