"""The SVG picture: three rows of squares, X as a cross and O as a ring, the coordinates
around them; and :func:`svg_grid`, where the picture puts each cell.

The picture is drawn from its grid, so the two never disagree: every square is drawn where
:func:`svg_grid` says, as a ``<rect class="ir-cell" data-cell="b2">``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from islands_rules import SvgGrid
from islands_rules.render.options import SVG_SHARED, PictureOptions
from islands_rules.render.pictures import Picture

from ._marks import marked_cells
from .state import CELLS, GameState

__all__ = ["SVG_OPTIONS", "svg", "svg_grid"]

SVG_OPTIONS: Mapping[str, Any] = {**SVG_SHARED, "size": 300, "coordinates": True}
"""The options of :func:`svg` and :func:`svg_grid`: the shared ones, 300 pixels wide by
default, and ``coordinates`` (the letters and numbers around the board)."""

_CELL = 100  # units of the viewBox per square
_ROWS = tuple(tuple(f"{column}{row}" for column in "abc") for row in "321")  # row 3 on top


def svg_grid(state: GameState, options: PictureOptions) -> SvgGrid:
    """Where :func:`svg` drawn with the same ``options`` puts each cell.

    >>> from islands_rules_tictactoe import GAME
    >>> grid = GAME.svg_grid(GAME.new_game())
    >>> grid.box("a3"), grid.cell_at(150, 150), grid.cell_at(5, 5)
    ((25.0, 25.0, 83.33), 'b2', None)
    """
    margin = 30 if options.coordinates else 10  # room for the coordinates
    side = 3 * _CELL + 2 * margin
    scale = 1.0 if options.size is None else options.size / side
    return SvgGrid(rows=_ROWS, left=margin, top=margin, cell=_CELL, scale=scale)


def svg(state: GameState, options: PictureOptions) -> str:
    """The SVG picture of ``state``: highlighted squares shaded, selected ones and the last
    move outlined.

    >>> from islands_rules_tictactoe import GAME
    >>> picture = GAME.svg(GAME.play(GAME.new_game(), "b2"), size=150)
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 360" width="150"')
    True
    >>> picture.count('class="ir-cell"'), picture.count("<line"), picture.count("<circle")
    (9, 2, 0)
    """
    grid = svg_grid(state, options)
    highlight, selected, last = marked_cells(options)
    side = 3 * _CELL + 2 * grid.left
    size = "" if options.size is None else f' width="{options.size}" height="{options.size}"'
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side:g} {side:g}"{size}>',
        f'<rect width="{side:g}" height="{side:g}" fill="#f4ecd8"/>',
    ]
    for row, cells in enumerate(grid.rows):
        for column, cell in enumerate(cells):
            if cell is None:
                continue
            x, y = grid.left + column * _CELL, grid.top + row * _CELL
            fill = "#f7d774" if cell in highlight else "#fffaf0"
            stroke = "#c0392b" if cell in selected else "#2e86c1" if cell in last else "#333"
            width = 2 if stroke == "#333" else 6  # a chosen square stands out
            parts.append(
                f'<rect class="ir-cell" data-cell="{cell}" x="{x:g}" y="{y:g}" width="{_CELL}" '
                f'height="{_CELL}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>'
            )
            parts.append(_mark(state.board[CELLS.index(cell)], x + _CELL / 2, y + _CELL / 2))
    if options.coordinates:
        for index, label in enumerate("abc"):
            parts.append(_label(label, grid.left + (index + 0.5) * _CELL, side - 8))
        for index, label in enumerate("321"):
            parts.append(_label(label, grid.left / 2, grid.top + (index + 0.5) * _CELL + 6))
    parts.append("</svg>")
    return Picture("".join(part for part in parts if part))


def _label(text: str, x: float, y: float) -> str:
    """A coordinate centred on ``x`` with its baseline at ``y``."""
    return f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-size="18">{text}</text>'


def _mark(mark: str, x: float, y: float) -> str:
    """X as a cross, O as a ring, centred on ``x, y``; nothing for an empty cell."""
    reach = 0.3 * _CELL
    if mark == "x":
        style = 'stroke="#222" stroke-width="8" stroke-linecap="round"'
        return (
            f'<line x1="{x - reach:g}" y1="{y - reach:g}" x2="{x + reach:g}" y2="{y + reach:g}" {style}/>'
            f'<line x1="{x - reach:g}" y1="{y + reach:g}" x2="{x + reach:g}" y2="{y - reach:g}" {style}/>'
        )
    if mark == "o":
        return f'<circle cx="{x:g}" cy="{y:g}" r="{reach:g}" fill="none" stroke="#222" stroke-width="8"/>'
    return ""
