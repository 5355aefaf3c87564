"""The text picture of a position: a map a terminal shows, and what ``str(state)`` prints.

Tiles share their sides, north up: each cell is 3 characters between two side characters,
with a line of sides between two rows. A side shows its kind (``#`` island, ``|`` or ``=``
bridge, ``~`` water; ``▓``, ``║ ═`` and ``≈`` in Unicode); a cell holds the type, the rotation
and, when a piece stands on the tile, the first letter of its owner's colour (``k`` for
black). With a tile drawn, ``?`` marks each empty cell where it fits, and the tile itself is
drawn beside the map with the ids of its segments (:func:`drawn_tile`). The marks of
``highlight``, ``selected`` and ``last_move`` take the top left corner of their cell
(:mod:`islands_rules.render.text_marks`).

>>> from islands_rules import islands
>>> print(islands.render_text(islands.play(islands.new_game(), "E@0,1r2:w1")))
red 0 (6 left) blue 0 (7 left); 70 tiles face down; ply 2: a tile is drawn next (chance)
    0
  +~~~+
1 ~E2r~
  +###+
0 =D0 =
  +~~~+
pieces: red w1 on (0, 1)
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..core.errors import RenderError
from ..core.words import counted
from ..render.options import TEXT_SHARED, PictureOptions
from ..render.text_marks import TextMarks
from ._marks import fitting_cells, last_move_cell, marked_cells
from ._tiles import TILE_TYPES
from .moves import cell_text
from .state import State

__all__ = ["TEXT_OPTIONS", "drawn_tile", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = MappingProxyType({**TEXT_SHARED, "legal": True, "legend": False})
"""The options of :func:`render_text` with their defaults: the shared ones, ``legal`` and
``legend``."""

_GLYPHS = {
    False: {"island": "#", "water": "~", "bridge |": "|", "bridge =": "=", "corner": "+"},
    True: {"island": "▓", "water": "≈", "bridge |": "║", "bridge =": "═", "corner": "·"},
}
_OWNER = "rbgyk"
_MOST_CELLS = 10_000
"""The most cells a text picture may span: more is no picture anyone can read."""
_SLOT_AT = {0: (0, 1), 1: (0, 3), 2: (1, 4), 3: (3, 4), 4: (4, 3), 5: (4, 1), 6: (3, 0), 7: (1, 0)}
"""Where each slot (R1) stands on the drawn tile's 5 by 5 grid of labels, row then column."""
_SIDE_AT = {0: (0, 2), 1: (2, 4), 2: (4, 2), 3: (2, 0)}
"""Where each side's label stands on that grid."""


def _side(kind: str, vertical: bool, glyphs: dict[str, str]) -> str:
    if kind == "bridge":
        return glyphs["bridge |" if vertical else "bridge ="]
    return glyphs[kind]


def _edges(letter: str, rotation: int) -> tuple[str, str, str, str]:
    """The kinds a laid tile shows on its world sides N, E, S, W (R1)."""
    edges = TILE_TYPES[letter].edges
    n, e, s, w = (edges[(side - rotation) % 4] for side in range(4))
    return n, e, s, w


def drawn_tile(letter: str, unicode: bool = False) -> list[str]:
    """The tile ``letter`` as turned 0, large, with the id of the segment at each side and half
    side (R3): where a piece put on ``i1``, ``b2`` or ``w1`` stands; ``l`` is a lighthouse, and
    the halves of an island side belong to its island.

    >>> print("\\n".join(drawn_tile("D")))
    D, turned 0:
    +  ## i1 ##  +
    w1           w1
    b1           b1
    w2           w2
    +  w2 w2 w2  +
    """
    tile = TILE_TYPES[letter]
    glyphs = _GLYPHS[unicode]
    grid = [["  "] * 5 for _ in range(5)]
    for corner in ((0, 0), (0, 4), (4, 0), (4, 4)):
        grid[corner[0]][corner[1]] = glyphs["corner"] + " "
    for side in _SIDE_AT:
        if tile.edges[side] == "island":
            for slot in (2 * side, 2 * side + 1):
                grid[_SLOT_AT[slot][0]][_SLOT_AT[slot][1]] = glyphs["island"] * 2
    for segment in tile.segments:
        label = f"{segment.id:<2}"
        for side in segment.sides:
            grid[_SIDE_AT[side][0]][_SIDE_AT[side][1]] = label
        for slot in segment.slots:
            grid[_SLOT_AT[slot][0]][_SLOT_AT[slot][1]] = label
            if slot % 2 == 0 and (slot + 1) in segment.slots:  # both halves: the whole side
                side = slot // 2
                grid[_SIDE_AT[side][0]][_SIDE_AT[side][1]] = label
        if segment.kind == "lighthouse":
            grid[2][2] = label
    lines = [f"{letter}, turned 0:"]
    lines += [" ".join(row).rstrip() for row in grid]
    return [lines[0], *(line if line.strip() else "" for line in lines[1:])]


def _header(state: State) -> str:
    names = state.rules.seat_names
    scores = " ".join(
        f"{name} {total} ({hand} left)"
        for name, total, hand in zip(names, state.total, state.hands, strict=True)
    )
    if state.is_over:
        step = "the game is over"
    elif state.drawn is None:
        step = f"ply {state.ply + 1}: a tile is drawn next (chance)"
    else:
        step = f"ply {state.ply + 1}: {names[state.seat]} to place {state.drawn}"
    return f"{scores}; {counted(sum(state.supply), 'tile')} face down; {step}"


def _legend(state: State, unicode: bool) -> list[str]:
    glyphs = _GLYPHS[unicode]
    owners = ", ".join(f"{_OWNER[seat]} {name}" for seat, name in enumerate(state.rules.seat_names))
    return [
        f"legend: sides {glyphs['island']} island, {glyphs['bridge |']} {glyphs['bridge =']} bridge,"
        f" {glyphs['water']} water (touching sides match, R7)",
        f"  a cell: the type, its quarter turns clockwise, a piece's owner ({owners})",
        "  ? an empty cell where the drawn tile fits in some turn (R7)",
        "  the drawn tile's segments: i island, b bridge, w water, l lighthouse;",
        "  a piece goes on one of them (R9)",
    ]


def _map(state: State, options: PictureOptions, marks: TextMarks[tuple[int, int]]) -> list[str]:
    glyphs = _GLYPHS[options.unicode]
    laid = {(x, y): (tile, r) for x, y, tile, r in state.tiles}
    owners = {(x, y): _OWNER[seat] for x, y, _, seat in state.pieces}
    fits = set(fitting_cells(state)) if options["legal"] else set()
    cells = set(laid) | fits | marks.highlight | marks.selected | marks.last_move
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    columns, rows_shown = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    if columns * rows_shown > _MOST_CELLS:  # a mark far from the map
        raise RenderError(f"the picture would span {columns}x{rows_shown} cells; at most {_MOST_CELLS:,}")
    edges = {cell: _edges(*laid[cell]) for cell in laid}
    width = max(len(str(v)) for v in ys)
    xs_shown = range(min(xs), max(xs) + 1)

    def across(x: int, y: int) -> str:  # the side between (x, y) and (x, y - 1)
        kind = edges[(x, y)][2] if (x, y) in edges else edges[(x, y - 1)][0] if (x, y - 1) in edges else None
        return "   " if kind is None else _side(kind, True, glyphs) * 3

    def along(x: int, y: int) -> str:  # the side between (x - 1, y) and (x, y)
        kind = edges[(x, y)][3] if (x, y) in edges else edges[(x - 1, y)][1] if (x - 1, y) in edges else None
        return " " if kind is None else _side(kind, False, glyphs)

    def corner(x: int, y: int) -> str:  # the top left corner of (x, y)
        near = {(x - 1, y), (x, y), (x - 1, y + 1), (x, y + 1)} & laid.keys()
        return glyphs["corner"] if near else " "

    lines = [" " * (width + 1) + "".join(f" {x:^3}" for x in xs_shown).rstrip()]
    for y in range(max(ys), min(ys) - 2, -1):
        top = "".join(marks.mark((x, y), corner(x, y)) + across(x, y + 1) for x in xs_shown)
        top += corner(max(xs) + 1, y)
        lines.append(f"{' ' * width} {top}".rstrip())
        if y < min(ys):
            break
        middle = ""
        for x in xs_shown:
            if (x, y) in laid:
                tile, rotation = laid[(x, y)]
                content = f"{tile}{rotation}{owners.get((x, y), ' ')}"
            else:
                content = " ? " if (x, y) in fits else "   "
            middle += along(x, y) + content
        middle += along(max(xs) + 1, y)
        lines.append(f"{y:>{width}} {middle}".rstrip())
    while not lines[-1].strip():  # no side below the last row
        lines.pop()
    return lines


def render_text(state: State, options: PictureOptions) -> str:
    """The map as text, under a line with the scores, the supply left and the turn; the
    tile drawn, with its segments, beside the map; the pieces on the map below it.

    Tiles share their sides: each cell is 3 characters between two side characters, and a
    line of sides between two rows, so a side shows its kind once (touching sides match,
    R7). In a cell stand the type, its quarter turns and the first letter of the colour of
    a piece on the tile (``k`` for black); ``?`` marks an empty cell where the drawn tile
    fits. The column numbers stand above the map, the row numbers left of it.

    The options (checked by the core, see :data:`TEXT_OPTIONS`):

    :param highlight: cells to mark ``*``, as ``(x, y)`` or ``"x,y"`` (the cells that may be
        clicked next).
    :param selected: cells to mark ``>`` (the cell clicked so far).
    :param last_move: a turn or its notation whose tile's cell is marked ``!`` (a discard
        or a draw marks nothing); unlike the SVG, nothing is marked unless it is given.
    :param unicode: draw with ``▓`` (island), ``≈`` (water), ``║ ═`` (bridges) instead of ASCII.
    :param legal: mark with ``?`` the empty cells where the drawn tile fits (R7).
    :param legend: add lines saying what the glyphs mean.

    A mark takes the top left corner of its cell, and the map grows to show the marked
    cells; a picture with marks ends with a legend line.

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), "E@0,1r2:w1")
    >>> print(islands.render_text(state, selected=["0,1"], highlight=["1,1"], last_move="E@0,1r2:w1"))
    red 0 (6 left) blue 0 (7 left); 70 tiles face down; ply 2: a tile is drawn next (chance)
        0   1
      >~~~*
    1 ~E2r~
      +###+
    0 =D0 =
      +~~~+
    pieces: red w1 on (0, 1)
    marks in the top left corner of a cell: > selected, * highlighted, ! last move

    With a tile drawn, the cells where it fits and the tile with its segments:

    >>> print(islands.render_text(islands.play(state, islands.Draw("V"))))
    red 0 (6 left) blue 0 (7 left); 69 tiles face down; ply 2: blue to place V
        -1   0   1    V, turned 0:
                      +  w1 w1 w1 +
     2       ?        w1          w1
           +~~~+      b1          w1
     1   ? ~E2r~ ?    w2          w1
           +###+      +  w2 b1 w1 +
     0   ? =D0 = ?
           +~~~+
    -1       ?
    pieces: red w1 on (0, 1)

    :raises RenderError: if a cell is too far out (the picture may span 10,000 cells).
    :raises NotationError: for a cell or turn that cannot be read.
    """
    last = None if options.last_move is None else last_move_cell(options.last_move)
    marks = TextMarks.of(
        highlight=marked_cells(options.highlight, "highlight"),
        selected=marked_cells(options.selected, "selected"),
        last_move=[] if last is None else [last],
    )
    lines = _map(state, options, marks)
    if state.drawn is not None and not state.is_over:
        beside = drawn_tile(state.drawn, options.unicode)
        room = max(len(line) for line in lines) + 4
        lines += [""] * (len(beside) - len(lines))
        beside += [""] * (len(lines) - len(beside))
        lines = [f"{line:<{room}}{extra}" for line, extra in zip(lines, beside, strict=True)]
    lines.insert(0, _header(state))
    if state.pieces:
        names = state.rules.seat_names
        placed = (f"{names[seat]} {segment} on {cell_text(x, y)}" for x, y, segment, seat in state.pieces)
        lines += textwrap.wrap(f"pieces: {'; '.join(placed)}", width=79, subsequent_indent="  ")
    if options["legend"]:
        lines += _legend(state, options.unicode)
    legend = marks.legend(where="in the top left corner of a cell")
    if legend is not None:
        lines.append(legend)
    return "\n".join(line.rstrip() for line in lines)
