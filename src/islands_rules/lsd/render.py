"""Pictures of a position: a text diagram and a standalone SVG image, both growing with the field.

:func:`~islands_rules.lsd.render_text` draws the field as the rules page does (owner's initial and icon per
cell, ``..`` empty, north up) and is what ``str(state)`` prints. :func:`~islands_rules.lsd.svg` returns an SVG
document; Jupyter shows a :class:`~islands_rules.lsd.GameState` with it.

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
from collections.abc import Iterable, Mapping
from typing import Any

from ..render.pictures import Picture, check_colours, check_size, refuse_unknown_options
from ..render.svg_grid import SvgGrid
from ..render.text_marks import TextMarks
from . import _engine
from ._svg import CELL, MARGIN, Drawing, number
from .diagram import (
    check_border,
    check_flag,
    check_highlight,
    check_last_move,
    check_state_for_picture,
    frame_of,
)
from .moves import Move, Placement
from .state import GameState, tile_of
from .tiles import PLAYER_NAMES

__all__ = ["DEFAULT_COLOURS", "render_text", "svg", "svg_grid"]

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
        "win": "#ffb300",
    }
)
"""The colours :func:`svg` draws with, by part; the keys its ``colours`` option accepts."""

SVG_OPTIONS = "size, highlight, selected, last_move, coordinates, border, colours"
"""The options of ``svg`` (and ``svg_grid``), for the message refusing any other."""


def _status(state: GameState) -> str:
    if not state.is_over:
        return f"{state.player_to_move} to move"
    if state.winner is None:
        return "drawn: no player can place a tile (R18)"
    return f"{state.players[state.winner]} won with a line of {state.rules.line} or more (R16)"


def render_text(
    state: GameState,
    *,
    highlight: Iterable[tuple[int, int] | str] = (),
    selected: Iterable[tuple[int, int] | str] = (),
    last_move: Move | str | None = None,
    unicode: bool = False,
    border: int = 0,
    status: bool = True,
    **unknown: Any,
) -> str:
    """The field as a text diagram, as on the rules page: per cell the owner's initial and
    the icon (``R+``, ``Bx``), ``..`` for an empty cell; north up, the row numbers (``y``)
    on the left and the column numbers (``x``) below. Then, with ``status``, who is to move
    or how the game ended.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in "neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1".split():
    ...     state = lsd.play(state, token)
    >>> print(render_text(state))
     1 .. B+ ..
     0 R+ Rx Bx
      -1  0  1
    red to move

    With marks, the field grows to show the marked cells, and a legend line ends the picture:

    >>> print(render_text(state, highlight=["1,1", "2,0"], selected=["-1,0"], last_move="es+@0,1"))
    1 ..!B+*.. ..
    0>R+ Rx Bx*..
      -1  0  1  2
    red to move
    marks left of a cell: > selected, * highlighted, ! last move

    :param highlight: cells to mark ``*``, as ``(x, y)`` or ``"x,y"`` (the cells that may be
        clicked next).
    :param selected: cells to mark ``>`` (the cells clicked so far).
    :param last_move: a move or its token whose cell is marked ``!`` (``pass`` marks nothing).
    :param unicode: draw an empty cell as ``··`` and the ``x`` icon as ``×``; ASCII otherwise.
    :param border: empty cells to show around the tiles.
    :param status: add the line saying who is to move, or how the game ended.
    :raises RenderError: if ``state`` is not an LSD state, an option is of the wrong type or
        one it does not take, or a cell cannot be read.
    """
    state = check_state_for_picture(state)
    refuse_unknown_options("render_text", unknown, "highlight, selected, last_move, unicode, border, status")
    status = check_flag("status", status)
    empty, icons = ("··", "+×") if check_flag("unicode", unicode) else ("..", "+x")
    check_border(border)
    move = check_last_move(last_move)
    marks = TextMarks.of(
        highlight=check_highlight(highlight),
        selected=check_highlight(selected, "selected"),
        last_move=[(move.x, move.y)] if isinstance(move, Placement) else [],
    )
    frame = frame_of(state, [*marks.highlight, *marks.selected, *marks.last_move], border)
    width = max(2, *(len(str(x)) for x in frame.columns))
    label = max(len(str(y)) for y in frame.rows)
    lines = []
    for y in frame.rows:
        fields = []
        for x in frame.columns:
            code = state._field.get(_engine.key(x, y))
            shown = empty if code is None else PLAYER_NAMES[code >> 5][0].upper() + icons[code >> 4 & 1]
            fields.append(f"{shown:>{width}}")
        lines.append(marks.row(f"{y:>{label}}", fields, [(x, y) for x in frame.columns]))
    lines.append(" " * (label + 1) + " ".join(f"{x:>{width}}" for x in frame.columns))
    if status:
        lines.append(_status(state))
    legend = marks.legend()
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)


def svg(
    state: GameState,
    *,
    size: int | None = 400,
    highlight: Iterable[tuple[int, int] | str] = (),
    selected: Iterable[tuple[int, int] | str] = (),
    last_move: Move | str | None = None,
    coordinates: bool = True,
    border: int = 1,
    colours: Mapping[str, str] | None = None,
    **unknown: Any,
) -> str:
    """The field as a standalone SVG document, growing with the field.

    Each tile is drawn in its owner's colour with its half-dots on its sides and its icon
    in its icon colour (white for red and green, black for blue and yellow, R2); where two
    half-dots meet, a whole dot sits on the shared side. The tiles the last placement
    captured are shown as faint dashed ghosts, ``last_move``'s cell is outlined,
    highlighted cells are tinted, and a line that won is framed. Every element has an
    ``ir-`` class and names its cell (see the module documentation).

    :param size: the longer side in pixels, or ``None`` to fill whatever holds the picture.
    :param highlight: cells to tint, as ``(x, y)`` or ``"x,y"``.
    :param selected: cells to frame (the cells clicked so far), apart from the highlight.
    :param last_move: a move or its token whose cell is outlined (``pass`` marks nothing).
    :param coordinates: write the column and row numbers around the field.
    :param border: empty cells shown around the tiles (0 to 10).
    :param colours: colours to use instead of :data:`DEFAULT_COLOURS`, by the same keys.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in ["e+@0,0", "ewx@1,0", "w+@2,0"]:
    ...     state = lsd.play(state, token)
    >>> picture = lsd.svg(state, last_move="w+@2,0", highlight=[(1, 0)])
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> [picture.count(f'class="{name}') for name in ("ir-tile ", "ir-ghost ", "ir-dot", "ir-last-move")]
    [2, 1, 0, 1]

    :raises RenderError: for an option of the wrong type or out of range, an unknown
        colour key, or a cell that cannot be read.
    """
    refuse_unknown_options(
        "svg", unknown, "size, highlight, selected, last_move, coordinates, border, colours"
    )
    state, drawing, marked, chosen, moved = _layout(
        state, size, highlight, selected, last_move, coordinates, border, colours
    )
    paint, coordinates = drawing.paint, drawing.margin > 0
    drawing.table()
    for cell in marked:
        drawing.square(None, "ir-highlight", cell, 1, fill=paint["highlight"], **{"fill-opacity": "0.55"})
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
    for cell in chosen:
        frame_colour = {"stroke": paint["selected"], "stroke-width": "4"}
        drawing.square(None, "ir-selected", cell, 4, fill="none", **frame_colour)
    for cell in moved:
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


def _layout(
    state: object,
    size: object,
    highlight: object,
    selected: object,
    last_move: object,
    coordinates: object,
    border: object,
    colours: object,
) -> tuple[GameState, Drawing, list[tuple[int, int]], list[tuple[int, int]], list[tuple[int, int]]]:
    """The options of :func:`svg`, checked; the empty drawing they make; the highlighted,
    selected and last move's cells."""
    state = check_state_for_picture(state)
    pixels = check_size(size)
    margin = MARGIN if check_flag("coordinates", coordinates) else 0
    border = check_border(border)
    paint = check_colours(colours, DEFAULT_COLOURS)
    marked = check_highlight(highlight)
    chosen = check_highlight(selected, "selected")
    move = check_last_move(last_move)
    moved = [move.cell] if isinstance(move, Placement) else []
    drawing = Drawing(frame_of(state, [*marked, *chosen, *moved], border), paint, margin)
    if pixels is not None:
        drawing.scale = pixels / max(drawing.width, drawing.height)
        drawing.root.set("width", number(drawing.width * drawing.scale))
        drawing.root.set("height", number(drawing.height * drawing.scale))
    return state, drawing, marked, chosen, moved


def svg_grid(
    state: GameState,
    *,
    size: int | None = 400,
    highlight: Iterable[tuple[int, int] | str] = (),
    selected: Iterable[tuple[int, int] | str] = (),
    last_move: Move | str | None = None,
    coordinates: bool = True,
    border: int = 1,
    colours: Mapping[str, str] | None = None,
    **unknown: Any,
) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each cell of the field.

    The picture shows the smallest rectangle of cells holding every tile, the last captures,
    the highlighted and selected cells and the last move's cell, with ``border`` cells
    around; north is up. Each cell is 40 units square, the rectangle ``MARGIN`` = 22 units in
    from the top left with the coordinates (0 without), and the picture's longer side is
    ``size`` pixels (1 pixel per unit if ``size`` is ``None``). As the field grows, so does
    the picture: ask again after every move, with the options the picture was drawn with.

    >>> from islands_rules import lsd
    >>> grid = svg_grid(lsd.play(lsd.new_game(), "e+@0,0"), size=None)
    >>> grid.rows[1], grid.box("0,0"), grid.cell_at(85, 85)
    (('-1,0', '0,0', '1,0'), (62.0, 62.0, 40.0), '0,0')

    :raises RenderError: for an option :func:`svg` refuses.
    """
    refuse_unknown_options(
        "svg_grid", unknown, "size, highlight, selected, last_move, coordinates, border, colours"
    )
    _, drawing, *_ = _layout(state, size, highlight, selected, last_move, coordinates, border, colours)
    frame = drawing.frame
    rows = tuple(tuple(f"{x},{y}" for x in frame.columns) for y in frame.rows)
    return SvgGrid(rows=rows, left=drawing.margin, top=drawing.margin, cell=CELL, scale=drawing.scale)
