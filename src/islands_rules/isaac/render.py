"""The SVG picture of a position: the board with its score track, the bars, the counters
(:func:`islands_rules.isaac.svg`), and where it puts each square (:func:`islands_rules.isaac.svg_grid`).

Every class and id starts with ``ir-`` so a page's own CSS cannot restyle the picture by
accident, and the parts name their squares in ``data-`` attributes:

=======================================  ==============================================
element                                  class and data attributes
=======================================  ==============================================
the ``<svg>`` root                       ``ir-board ir-isaac``
one square of the board                  ``ir-square``, ``data-cell="c3"``
a square's track numbers (R11)           ``ir-track ir-dark`` / ``ir-track ir-light``, ``data-cell``
a bar on the board                       ``ir-bar ir-dark`` / ``ir-bar ir-light``, ``data-tile="c3-g3"``
the value printed on a bar               ``ir-value``, ``data-tile``
a highlighted square                     ``ir-highlight``, ``data-cell``
a selected square                        ``ir-selected``, ``data-cell``
the bar placed by the last move          ``ir-last-move``, ``data-tile``
the bar the last move removed (a ghost)  ``ir-ghost ir-dark`` / ``ir-ghost ir-light``, ``data-tile``
a score counter                          ``ir-counter ir-dark`` / ``ir-counter ir-light``,
                                         ``data-cell``, ``data-score``
the line under the board                 ``ir-caption``
a column letter / a row number           ``ir-coord ir-column`` / ``ir-coord ir-row``
=======================================  ==============================================

Each square shows its place on both score tracks: Dark's number in its lower left corner,
Light's upside down in the upper right, so each player reads their own from their side.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from ..render.options import SVG_SHARED, PictureOptions
from ..render.pictures import Picture, highlight_mark
from ..render.svg_grid import SvgGrid
from ._svg_layout import CELL, INSET, Drawing, layout
from .moves import Place, Remove, cell_point
from .scoring import outcome
from .state import PLAYERS, GameState, Phase, Player

__all__ = ["COLOURS", "SVG_OPTIONS", "svg", "svg_grid"]

SVG_OPTIONS: Mapping[str, Any] = {**SVG_SHARED, "flipped": False, "coordinates": True, "caption": True}
"""The options of the SVG picture, with their defaults: the shared ones, ``flipped``,
``coordinates`` and Isaac's own ``caption``."""

COLOURS = {
    "frame": "#3e2f23",
    "coord": "#f3e6cc",
    "board": "#e8cf9b",
    "grid": "#b08a55",
    "track": "#8a6a3d",
    "dark": "#2d2622",
    "dark edge": "#0f0c0a",
    "dark text": "#f3e6cc",
    "light": "#fbf5e6",
    "light edge": "#8c7556",
    "light text": "#3e2f23",
    "counter ring": "#c0392b",
    "highlight": "#ffd83d",
    "selected": "#ff8c1a",
    "last-move": "#2e86de",
}
"""The colours the picture is drawn with."""

_FONT = {"font-family": "sans-serif", "text-anchor": "middle"}


def _board(drawing: Drawing, names: tuple[str, ...]) -> None:
    """The squares, each with its number on Dark's track and, upside down, on Light's (R11)."""
    size = drawing.size
    area = size * size
    track = {"fill": COLOURS["track"], "font-family": "sans-serif", "font-size": "8"}
    for square in range(area):
        column, row = square % size, square // size
        x, y = drawing.corner(column, row)
        cell = names[square]
        drawing.add(
            "rect",
            {
                "class": "ir-square", "data-cell": cell, "x": str(x), "y": str(y), "width": str(CELL),
                "height": str(CELL), "fill": COLOURS["board"], "stroke": COLOURS["grid"],
                "stroke-width": "1",
            },
        )  # fmt: skip
        near, far = (x + 3, y + CELL - 3), (x + CELL - 3, y + 3)
        if drawing.flipped:
            near, far = far, near
        for player, number, (tx, ty) in ((Player.DARK, square, near), (Player.LIGHT, area - 1 - square, far)):
            upside_down = (player is Player.LIGHT) != drawing.flipped
            drawing.add(
                "text",
                {
                    "class": f"ir-track ir-{player}", "data-cell": cell, "x": str(tx), "y": str(ty), **track,
                    **({"transform": f"rotate(180 {tx} {ty})"} if upside_down else {}),
                },
                str(number),
            )  # fmt: skip


def _value_spot(drawing: Drawing, tile: Place, counters: list[tuple[float, float]]) -> tuple[float, float]:
    """Where a bar's value goes: its middle, unless a counter covers that; then the spot
    nearest the middle, at a square's centre or between two squares, that is clear of them."""
    (c1, r1), (c2, r2) = cell_point(tile.start), cell_point(tile.end)
    ends = [drawing.corner(c, r) for c in range(c1, c2 + 1) for r in range(r1, r2 + 1)]
    centres = [(x + CELL / 2, y + CELL / 2) for x, y in ends]
    spots = centres + [((a + c) / 2, (b + d) / 2) for (a, b), (c, d) in pairwise(centres)]
    middle = drawing.centre(tile)
    spots.sort(key=lambda s: abs(s[0] - middle[0]) + abs(s[1] - middle[1]))
    for spot in spots:
        if all(abs(spot[0] - x) + abs(spot[1] - y) >= 0.6 * CELL for x, y in counters):
            return spot
    return middle


def _bar(
    drawing: Drawing, player: Player, tile: Place, value: int, counters: list[tuple[float, float]]
) -> None:
    colour = player.value
    drawing.add(
        "rect",
        {
            "class": f"ir-bar ir-{colour}", "data-tile": str(tile), **drawing.span(tile, INSET), "rx": "6",
            "fill": COLOURS[colour], "stroke": COLOURS[f"{colour} edge"], "stroke-width": "1.5",
        },
    )  # fmt: skip
    x, y = _value_spot(drawing, tile, counters)
    drawing.add(
        "text",
        {
            "class": "ir-value", "data-tile": str(tile), "x": f"{x:g}", "y": f"{y + 6:g}",
            "fill": COLOURS[f"{colour} text"], "font-size": "17", "font-weight": "bold", **_FONT,
        },
        str(value),
    )  # fmt: skip


def _counter(drawing: Drawing, player: Player, square: str, score: int) -> None:
    column, row = cell_point(square)
    x, y = drawing.corner(column, row)
    cx, cy = x + CELL / 2, y + CELL / 2
    colour = player.value
    group = drawing.add(
        "g", {"class": f"ir-counter ir-{colour}", "data-cell": square, "data-score": str(score)}
    )
    ET.SubElement(
        group,
        "circle",
        {
            "cx": f"{cx:g}", "cy": f"{cy:g}", "r": "13", "fill": COLOURS[colour],
            "stroke": COLOURS["counter ring"], "stroke-width": "3.5",
        },
    )  # fmt: skip
    label = ET.SubElement(
        group,
        "text",
        {
            "x": f"{cx:g}", "y": f"{cy + 4:g}", "fill": COLOURS[f"{colour} text"], "font-size": "11",
            "font-weight": "bold", **_FONT,
        },
    )  # fmt: skip
    label.text = str(score)


def _coordinates(drawing: Drawing) -> None:
    near, far = drawing.margin // 2, drawing.width - drawing.margin // 2
    text = {"fill": COLOURS["coord"], "font-size": "12", **_FONT}
    for index in range(drawing.size):
        x, y = drawing.corner(index, index)
        x, y = x + CELL // 2, y + CELL // 2
        for cls, label, spots in (
            ("ir-coord ir-column", chr(97 + index), ((x, near), (x, far))),
            ("ir-coord ir-row", str(index + 1), ((near, y), (far, y))),
        ):
            for sx, sy in spots:
                drawing.add("text", {"class": cls, "x": str(sx), "y": str(sy + 4), **text}, label)


def svg(state: GameState, options: PictureOptions) -> str:
    """The position as a standalone SVG document (Jupyter shows the result as a picture).

    The board's squares carry both players' score-track numbers; each bar is one piece in
    its owner's colour with its value printed on it; both counters stand on their squares
    with their scores; a caption says the scores and whose turn it is.

    The options (``islands_rules.isaac.svg(state, **options)`` checks them):

    - ``size``: width in pixels, or ``None`` to fill whatever holds the picture;
    - ``highlight``: squares to tint, such as ``["c3", "c4"]``;
    - ``selected``: squares to frame (the squares clicked so far), apart from the highlight;
    - ``last_move``: the move that led here: a placed bar is outlined, a removed bar
      drawn as a ghost where it lay;
    - ``flipped``: turn the board half round, as Light sees it;
    - ``coordinates``: draw the column letters and row numbers on a frame;
    - ``caption``: write the scores and the turn under the board.

    >>> from islands_rules import isaac
    >>> state = isaac.play(isaac.play(isaac.new_game(), "c3-g3"), "a1-a3")
    >>> picture = isaac.svg(state, last_move="a1-a3", highlight=["j10"])
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> picture.count('class="ir-bar ir-dark"'), picture.count('class="ir-counter ir-light"')
    (1, 1)

    :raises RenderError: for a square off the board or a ``last_move`` that is no move on it.
    :raises NotationError: for a square or move that cannot be read.
    """
    state, drawing, marked, chosen, removed, moved, coordinates, caption = layout(state, options)
    if coordinates or caption:
        frame = {"x": "0", "y": "0", "width": str(drawing.width), "height": str(drawing.height)}
        drawing.add("rect", {"class": "ir-frame", **frame, "rx": "6", "fill": COLOURS["frame"]})
    _board(drawing, state.geometry.names)
    values = {length: value for length, value, _ in state.rules.pieces}
    counters = []
    for player in PLAYERS:
        on = state.counter(player)
        if on is not None:
            x, y = drawing.corner(*cell_point(on))
            counters.append((x + CELL / 2, y + CELL / 2))
    for player, tile in state.placed():
        _bar(drawing, player, tile, values[tile.length], counters)
    if removed is not None and isinstance(moved, Remove):
        owner = removed[0]
        drawing.add(
            "rect",
            {
                "class": f"ir-ghost ir-{owner}", "data-tile": str(moved.tile),
                **drawing.span(moved.tile, INSET),
                "rx": "6", "fill": COLOURS[owner.value], "fill-opacity": "0.25",
                "stroke": COLOURS[f"{owner} edge"], "stroke-width": "2", "stroke-dasharray": "5 4",
            },
        )  # fmt: skip
    if isinstance(moved, Place):
        drawing.add(
            "rect",
            {
                "class": "ir-last-move", "data-tile": str(moved), **drawing.span(moved, 2), "rx": "7",
                "fill": "none", "stroke": COLOURS["last-move"], "stroke-width": "3",
            },
        )  # fmt: skip
    for square in marked:
        column, row = cell_point(square)
        x, y = drawing.corner(column, row)
        mark = highlight_mark(x, y, CELL, COLOURS["highlight"])
        drawing.add("circle", {"class": "ir-highlight", "data-cell": square, **mark})
    for square in chosen:
        x, y = drawing.corner(*cell_point(square))
        box = {"x": str(x + 4), "y": str(y + 4), "width": str(CELL - 8), "height": str(CELL - 8)}
        drawing.add(
            "rect", {"class": "ir-selected", "data-cell": square, **box, "fill": "none",
                     "stroke": COLOURS["selected"], "stroke-width": "4"},
        )  # fmt: skip
    for player in PLAYERS:
        on = state.counter(player)
        if on is not None:
            _counter(drawing, player, on, state.scores[player.seat])
    if coordinates:
        _coordinates(drawing)
    if caption:
        drawing.add(
            "text",
            {"class": "ir-caption", "x": str(drawing.width // 2), "y": str(drawing.height - 9),
             "fill": COLOURS["coord"], "font-size": str(min(13, drawing.width // 26)), **_FONT},
            _caption(state),
        )  # fmt: skip
    return Picture(ET.tostring(drawing.root, encoding="unicode"))


def _caption(state: GameState) -> str:
    """The scores, then whose turn it is or who won: short enough for a 3×3 board."""
    scores = " · ".join(f"{player.value.capitalize()} {state.scores[player.seat]}" for player in PLAYERS)
    ended = outcome(state)
    if ended is not None:
        return f"{scores} · {str(ended.winner).capitalize()} wins ({ended.decided_by})"
    assert state.to_move is not None
    doing = "place" if state.phase is Phase.PLACEMENT else "score"
    return f"{scores} · {state.to_move.value.capitalize()} to {doing}"


def svg_grid(state: GameState, options: PictureOptions) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each square: the board's rows from
    the top (row N, or row 1 when ``flipped``), ``CELL`` = 40 units square, ``MARGIN`` = 22
    units in from the top left with the coordinates (0 without), at ``size`` pixels over the
    picture's width in units (1 if ``size`` is ``None``).

    >>> from islands_rules import isaac
    >>> grid = isaac.svg_grid(isaac.new_game(isaac.Rules(size=4, pieces=((2, 1, 2),))), size=None)
    >>> grid.rows[0], grid.box("a1"), grid.cell_at(30, 150)
    (('a4', 'b4', 'c4', 'd4'), (22.0, 142.0, 40.0), 'a1')

    :raises RenderError: for an option :func:`svg` refuses.
    :raises NotationError: for a square or move that cannot be read.
    """
    drawing = layout(state, options).drawing
    n, names = drawing.size, state.geometry.names
    by_corner = {drawing.corner(i % n, i // n): names[i] for i in range(n * n)}
    rows = tuple(
        tuple(by_corner[drawing.margin + column * CELL, drawing.margin + row * CELL] for column in range(n))
        for row in range(n)
    )
    scale = 1.0 if options.size is None else options.size / drawing.width
    return SvgGrid(rows=rows, left=drawing.margin, top=drawing.margin, cell=CELL, scale=scale)
