"""Pictures of a position: a text diagram and a standalone SVG image, both growing with the field.

:func:`render_text` draws the field as the rules page does (owner's initial and icon per
cell, ``..`` empty, north up) and is what ``str(state)`` prints. :func:`svg` returns an SVG
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
one group per tile                       ``ir-tile ir-red`` (the owner), ``data-cell``,
                                         ``data-tile="ne+"`` (its type), ``data-sides="es"``
its body, in the owner's colour          ``ir-body``
a half-dot on one of its sides           ``ir-half-dot``, ``data-side="n"``
its icon, in the icon colour             ``ir-icon ir-white`` / ``ir-icon ir-black``
a whole dot where two half-dots meet     ``ir-dot``, ``data-cells="0,0 1,0"``
a tile the last move captured (a ghost)  ``ir-ghost ir-red``, ``data-cell``
the last move's cell                     ``ir-last-move``, ``data-cell``
a coordinate                             ``ir-coord ir-x`` / ``ir-coord ir-y``
=======================================  ==========================================
"""

from __future__ import annotations

import re
import types
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping

from ..core.errors import RenderError
from . import _engine
from .diagram import Frame, check_flag, check_highlight, check_last_move, check_state_for_picture, frame_of
from .moves import Move, Placement
from .state import GameState, tile_of
from .tiles import ICON_COLOURS, PLAYER_NAMES, Tile

__all__ = ["DEFAULT_COLOURS", "render_text", "svg"]

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
        "last-move": "#ff6a00",
        "ghost": "#6f675a",
    }
)
"""The colours :func:`svg` draws with, by part; the keys its ``colours`` option accepts."""

_CELL = 40  # user units per cell; the viewBox scales them to ``size`` pixels
_INSET = 2  # tiles sit inside their cell, so the seam between neighbours shows
_DOT = 6.5  # radius of a half-dot
_MARGIN = 22  # room for the coordinates
_COLOUR_VALUE = re.compile(r"#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]+", re.IGNORECASE)


class _Picture(str):
    """An SVG document as a ``str`` that Jupyter displays as the picture itself."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


def _status(state: GameState) -> str:
    if not state.is_over:
        return f"{state.player_to_move} to move"
    if state.winner is None:
        return "drawn: no player can place a tile (R18)"
    return f"{state.players[state.winner]} won with a line of {state.rules.line} or more (R16)"


def render_text(state: GameState, *, border: int = 0, status: bool = True, unicode: bool = False) -> str:
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

    :param border: empty cells to show around the tiles.
    :param status: add the line saying who is to move, or how the game ended.
    :param unicode: draw an empty cell as ``··`` and the ``x`` icon as ``×``.
    :raises RenderError: if ``state`` is not an LSD state or an option is of the wrong type.
    """
    state = check_state_for_picture(state)
    status = check_flag("status", status)
    empty, icons = ("··", "+×") if check_flag("unicode", unicode) else ("..", "+x")
    if type(border) is not int or not 0 <= border <= 10:
        raise RenderError(f"border must be an int from 0 to 10, got {border!r:.40}")
    frame = frame_of(state, (), border)
    width = max(2, *(len(str(x)) for x in frame.columns))
    label = max(len(str(y)) for y in frame.rows)
    lines = []
    for y in frame.rows:
        marks = []
        for x in frame.columns:
            code = state._field.get(_engine.key(x, y))
            mark = empty if code is None else PLAYER_NAMES[code >> 5][0].upper() + icons[code >> 4 & 1]
            marks.append(f"{mark:>{width}}")
        lines.append(f"{y:>{label}} {' '.join(marks)}")
    lines.append(" " * (label + 1) + " ".join(f"{x:>{width}}" for x in frame.columns))
    if status:
        lines.append(_status(state))
    return "\n".join(lines)


def _check_size(size: object) -> int | None:
    if size is not None and (type(size) is not int or not 1 <= size <= 100_000):
        raise RenderError(f"size must be None or an int from 1 to 100000 (pixels), got {size!r:.40}")
    return size


def _check_colours(colours: object) -> dict[str, str]:
    chosen = dict(DEFAULT_COLOURS)
    if colours is None:
        return chosen
    if not isinstance(colours, Mapping):
        raise RenderError(f"colours must be a mapping of part to colour, got {type(colours).__name__}")
    for part, value in colours.items():
        if part not in DEFAULT_COLOURS:
            raise RenderError(
                f"colours: unknown part {part!r:.40}; the parts are {', '.join(DEFAULT_COLOURS)}"
            )
        if not isinstance(value, str) or not _COLOUR_VALUE.fullmatch(value):
            raise RenderError(
                f"colours[{part!r}] must be a colour like '#2f6fd0' or 'navy', got {value!r:.40}"
            )
        chosen[part] = value
    return chosen


def _n(value: float) -> str:
    """A coordinate for the document: short, no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


class _Drawing:
    """An SVG document being drawn, and where each cell of the field lies in it."""

    def __init__(self, frame: Frame, paint: Mapping[str, str], margin: int) -> None:
        self.frame, self.paint, self.margin = frame, paint, margin
        self.width = len(frame.columns) * _CELL + 2 * margin
        self.height = len(frame.rows) * _CELL + 2 * margin
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "version": "1.1",
                "class": "ir-lsd",
                "viewBox": f"0 0 {self.width} {self.height}",
            },
        )

    def corner(self, x: int, y: int) -> tuple[int, int]:
        """The top left corner of cell ``(x, y)``; north is up."""
        return (
            self.margin + (x - self.frame.left) * _CELL,
            self.margin + (self.frame.top - y) * _CELL,
        )

    def add(self, parent: ET.Element | None, tag: str, attributes: dict[str, str]) -> ET.Element:
        return ET.SubElement(self.root if parent is None else parent, tag, attributes)

    def square(
        self, parent: ET.Element | None, cls: str, cell: tuple[int, int], inset: float, **extra: str
    ) -> None:
        left, top = self.corner(*cell)
        side = _CELL - 2 * inset
        place = {"x": _n(left + inset), "y": _n(top + inset), "width": _n(side), "height": _n(side)}
        self.add(parent, "rect", {"class": cls, "data-cell": f"{cell[0]},{cell[1]}", **place, **extra})

    def table(self) -> None:
        paint = self.paint
        self.add(
            None,
            "rect",
            {
                "class": "ir-table",
                "x": "0",
                "y": "0",
                "width": str(self.width),
                "height": str(self.height),
                "fill": paint["table"],
            },
        )
        for y in self.frame.rows:
            for x in self.frame.columns:
                self.square(None, "ir-cell", (x, y), 0.5, fill="none", stroke=paint["grid"])

    def tile(self, cell: tuple[int, int], tile: Tile, *, ghost: bool) -> None:
        """A tile: its body in the owner's colour, its half-dots, its icon in the icon colour."""
        paint = self.paint
        cls = f"ir-ghost ir-{tile.owner}" if ghost else f"ir-tile ir-{tile.owner}"
        group = self.add(
            None,
            "g",
            {
                "class": cls,
                "data-cell": f"{cell[0]},{cell[1]}",
                "data-tile": tile.type,
                "data-sides": tile.sides,
            },
        )
        if ghost:
            group.set("opacity", "0.45")
        body = {
            "rx": "5",
            "fill": paint[tile.owner],
            "stroke": paint["ghost" if ghost else "edge"],
            "stroke-width": "1.5",
        }
        if ghost:
            body["stroke-dasharray"] = "4 3"
        self.square(group, "ir-body", cell, _INSET, **body)
        left, top = self.corner(*cell)
        middle = _CELL / 2
        centres = {
            "n": (middle, _INSET),
            "e": (_CELL - _INSET, middle),
            "s": (middle, _CELL - _INSET),
            "w": (_INSET, middle),
        }
        sweeps = {"n": (-1, 0, 1, 0), "e": (0, -1, 0, 1), "s": (1, 0, -1, 0), "w": (0, 1, 0, -1)}
        for side in tile.sides:
            cx, cy = left + centres[side][0], top + centres[side][1]
            ax, ay, bx, by = sweeps[side]
            # A half-disc standing on the side, bulging into the tile.
            path = (
                f"M{_n(cx + ax * _DOT)} {_n(cy + ay * _DOT)}A{_n(_DOT)} {_n(_DOT)} 0 0 0 "
                f"{_n(cx + bx * _DOT)} {_n(cy + by * _DOT)}Z"
            )
            self.add(
                group,
                "path",
                {
                    "class": "ir-half-dot",
                    "data-side": side,
                    "d": path,
                    "fill": paint["dot"],
                    "stroke": paint["dot edge"],
                    "stroke-width": "1",
                },
            )
        colour = ICON_COLOURS[PLAYER_NAMES.index(tile.owner) % 2]
        arm = 9.0
        cx, cy = left + middle, top + middle
        if tile.icon == "+":
            strokes = f"M{_n(cx - arm)} {_n(cy)}H{_n(cx + arm)}M{_n(cx)} {_n(cy - arm)}V{_n(cy + arm)}"
        else:
            d = arm * 0.8
            strokes = (
                f"M{_n(cx - d)} {_n(cy - d)}L{_n(cx + d)} {_n(cy + d)}"
                f"M{_n(cx - d)} {_n(cy + d)}L{_n(cx + d)} {_n(cy - d)}"
            )
        self.add(
            group,
            "path",
            {
                "class": f"ir-icon ir-{colour}",
                "d": strokes,
                "stroke": paint[colour],
                "stroke-width": "4.5",
                "stroke-linecap": "round",
                "fill": "none",
            },
        )

    def whole_dot(self, one: tuple[int, int], two: tuple[int, int]) -> None:
        """A whole dot on the side two tiles share, where their half-dots meet (R9)."""
        (x1, y1), (x2, y2) = self.corner(*one), self.corner(*two)
        cx, cy = (x1 + x2) / 2 + _CELL / 2, (y1 + y2) / 2 + _CELL / 2
        self.add(
            None,
            "circle",
            {
                "class": "ir-dot",
                "data-cells": f"{one[0]},{one[1]} {two[0]},{two[1]}",
                "cx": _n(cx),
                "cy": _n(cy),
                "r": _n(_DOT),
                "fill": self.paint["dot"],
                "stroke": self.paint["dot edge"],
                "stroke-width": "1",
            },
        )

    def coordinates(self) -> None:
        text = {
            "fill": self.paint["coord"],
            "font-family": "sans-serif",
            "font-size": "12",
            "text-anchor": "middle",
        }
        near_x, far_x = self.margin / 2, self.width - self.margin / 2
        near_y, far_y = self.margin / 2, self.height - self.margin / 2
        for x in self.frame.columns:
            cx = self.corner(x, 0)[0] + _CELL / 2
            for spot in (near_y, far_y):
                self.add(
                    None, "text", {"class": "ir-coord ir-x", "x": _n(cx), "y": _n(spot + 4), **text}
                ).text = str(x)
        for y in self.frame.rows:
            cy = self.corner(0, y)[1] + _CELL / 2
            for spot in (near_x, far_x):
                self.add(
                    None, "text", {"class": "ir-coord ir-y", "x": _n(spot), "y": _n(cy + 4), **text}
                ).text = str(y)


def svg(
    state: GameState,
    *,
    size: int | None = 400,
    highlight: Iterable[tuple[int, int] | str] = (),
    last_move: Move | str | None = None,
    coordinates: bool = True,
    border: int = 1,
    colours: Mapping[str, str] | None = None,
) -> str:
    """The field as a standalone SVG document, growing with the field.

    Each tile is drawn in its owner's colour with its half-dots on its sides and its icon
    in its icon colour (white for red and green, black for blue and yellow, R2); where two
    half-dots meet, a whole dot sits on the shared side. The tiles the last placement
    captured are shown as faint dashed ghosts, ``last_move``'s cell is outlined, and
    highlighted cells are tinted. Every element has an ``ir-`` class and names its cell
    (see the module documentation).

    :param size: the longer side in pixels, or ``None`` to fill whatever holds the picture.
    :param highlight: cells to tint, as ``(x, y)`` or ``"x,y"``.
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
    state = check_state_for_picture(state)
    pixels = _check_size(size)
    coordinates = check_flag("coordinates", coordinates)
    if type(border) is not int or not 0 <= border <= 10:
        raise RenderError(f"border must be an int from 0 to 10, got {border!r:.40}")
    paint = _check_colours(colours)
    marked = check_highlight(highlight)
    move = check_last_move(last_move)
    moved = [move.cell] if isinstance(move, Placement) else []
    frame = frame_of(state, [*marked, *moved], border)

    drawing = _Drawing(frame, paint, _MARGIN if coordinates else 0)
    if pixels is not None:
        scale = pixels / max(drawing.width, drawing.height)
        drawing.root.set("width", _n(drawing.width * scale))
        drawing.root.set("height", _n(drawing.height * scale))
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
    return _Picture(ET.tostring(drawing.root, encoding="unicode"))
