"""The text picture of a position: a map a terminal shows, and what ``str(state)`` prints.

Each tile is a block of 5 characters by 3 lines, north up. Its sides show their kind
(``#`` island, ``|`` or ``=`` bridge, ``~`` water; ``▓``, ``║ ═`` and ``≈`` in Unicode);
the middle line holds the type, the rotation and, when a piece stands on the tile, the
first letter of its owner's colour (``k`` for black). With a tile drawn, ``?`` marks each
empty cell where it fits. The marks of ``highlight``, ``selected`` and ``last_move`` take the
top left corner of their cell's block (:mod:`islands_rules.render.text_marks`).

>>> from islands_rules import islands
>>> print(islands.render_text(islands.play(islands.new_game(), "E@0,1r2:w1")))
ply 1, red 0 (6 left) blue 0 (7 left); 70 tiles face down; chance: a tile is drawn next
    0
  +~~~+
1 ~E2r~
  +###+
  +###+
0 =D0 =
  +~~~+
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..core.errors import RenderError
from ..core.words import counted
from ..render.options import TEXT_SHARED, PictureOptions
from ..render.text_marks import TextMarks
from ._marks import fitting_cells, last_move_cell, marked_cells
from ._tiles import TILE_TYPES
from .state import State

__all__ = ["TEXT_OPTIONS", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = MappingProxyType({**TEXT_SHARED, "legal": True})
"""The options of :func:`render_text` with their defaults: the shared ones, and ``legal``."""

_GLYPHS = {
    False: {"island": "#", "water": "~", "bridge |": "|", "bridge =": "=", "corner": "+"},
    True: {"island": "▓", "water": "≈", "bridge |": "║", "bridge =": "═", "corner": "·"},
}
_OWNER = "rbgyk"
_MOST_CELLS = 10_000
"""The most cells a text picture may span: more is no picture anyone can read."""


def _side(kind: str, vertical: bool, glyphs: dict[str, str]) -> str:
    if kind == "bridge":
        return glyphs["bridge |" if vertical else "bridge ="]
    return glyphs[kind]


def _block(letter: str, rotation: int, owner: str, glyphs: dict[str, str]) -> list[str]:
    edges = TILE_TYPES[letter].edges
    n, e, s, w = (edges[(side - rotation) % 4] for side in range(4))
    corner = glyphs["corner"]
    return [
        corner + _side(n, True, glyphs) * 3 + corner,
        _side(w, False, glyphs) + letter + str(rotation) + owner + _side(e, False, glyphs),
        corner + _side(s, True, glyphs) * 3 + corner,
    ]


def _header(state: State) -> str:
    names = state.rules.seat_names
    scores = " ".join(
        f"{name} {total} ({hand} left)"
        for name, total, hand in zip(names, state.total, state.hands, strict=True)
    )
    if state.is_over:
        step = "the game is over"
    elif state.drawn is None:
        step = "chance: a tile is drawn next"
    else:
        step = f"{names[state.seat]} to place {state.drawn}"
    return f"ply {state.ply}, {scores}; {counted(sum(state.supply), 'tile')} face down; {step}"


def render_text(state: State, options: PictureOptions) -> str:
    """The map as text, with the scores and the supply left on a first line.

    The options (checked by the core, see :data:`TEXT_OPTIONS`):

    :param highlight: cells to mark ``*``, as ``(x, y)`` or ``"x,y"`` (the cells that may be
        clicked next).
    :param selected: cells to mark ``>`` (the cell clicked so far).
    :param last_move: a turn or its notation whose tile's cell is marked ``!`` (a discard
        or a draw marks nothing); unlike the SVG, nothing is marked unless it is given.
    :param unicode: draw with ``▓`` (island), ``≈`` (water), ``║ ═`` (bridges) instead of ASCII.
    :param legal: mark with ``?`` the empty cells where the drawn tile fits (R7).

    A mark takes the top left corner of its cell's block, and the map grows to show the
    marked cells; a picture with marks ends with a legend line.

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), "E@0,1r2:w1")
    >>> print(islands.render_text(state, selected=["0,1"], highlight=["1,1"], last_move="E@0,1r2:w1"))
    ply 1, red 0 (6 left) blue 0 (7 left); 70 tiles face down; chance: a tile is drawn next
        0    1
      >~~~+*
    1 ~E2r~
      +###+
      +###+
    0 =D0 =
      +~~~+
    marks in the top left corner of a cell: > selected, * highlighted, ! last move

    :raises RenderError: if a cell is too far out (the picture may span 10,000 cells).
    :raises NotationError: for a cell or turn that cannot be read.
    """
    last = None if options.last_move is None else last_move_cell(options.last_move)
    marks = TextMarks.of(
        highlight=marked_cells(options.highlight, "highlight"),
        selected=marked_cells(options.selected, "selected"),
        last_move=[] if last is None else [last],
    )
    glyphs = _GLYPHS[options.unicode]
    laid = {(x, y): (tile, r) for x, y, tile, r in state.tiles}
    owners = {(x, y): _OWNER[seat] for x, y, _, seat in state.pieces}
    fits = set(fitting_cells(state)) if options["legal"] else set()
    cells = set(laid) | fits | marks.highlight | marks.selected | marks.last_move
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    columns, rows_shown = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    if columns * rows_shown > _MOST_CELLS:  # a mark far from the map
        raise RenderError(f"the picture would span {columns}x{rows_shown} cells; at most {_MOST_CELLS:,}")
    width = max(len(str(v)) for v in ys)
    lines = [_header(state)]
    lines.append(" " * (width + 1) + "".join(f"{x:^5}" for x in range(min(xs), max(xs) + 1)).rstrip())
    for y in range(max(ys), min(ys) - 1, -1):
        rows = ["", "", ""]
        for x in range(min(xs), max(xs) + 1):
            if (x, y) in laid:
                block = _block(*laid[(x, y)], owners.get((x, y), " "), glyphs)
            elif (x, y) in fits:
                block = ["     ", "  ?  ", "     "]
            else:
                block = ["     "] * 3
            block[0] = marks.mark((x, y), block[0][0]) + block[0][1:]
            rows = [row + part for row, part in zip(rows, block, strict=True)]
        labels = [" " * width, f"{y:>{width}}", " " * width]
        lines += [f"{label} {row}".rstrip() for label, row in zip(labels, rows, strict=True)]
    legend = marks.legend(where="in the top left corner of a cell")
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)
