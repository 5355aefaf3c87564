"""The text picture of a position: the board as the diagrams on the rules page draw it, and
what ``str(state)`` prints.

The glyphs, per cell:

==========================  =====  =========
cell                        ASCII  Unicode
==========================  =====  =========
light tile                  ``L``  ``○``
dark tile                   ``D``  ``●``
empty cell under a bridge   ``+``  ``×``
water (an empty cell)       ``.``  ``·``
==========================  =====  =========

With ``islands=True`` a tile of an island (a group of four, R9) keeps these glyphs and a
tile of a sandbank is drawn ``l`` / ``d`` (``◦`` / ``•`` in Unicode). The marks of
``highlight``, ``selected`` and ``last_move`` stand just left of their cells
(:mod:`islands_rules.render.text_marks`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..core.checks import expect, expect_state
from ..render.options import TEXT_SHARED, PictureOptions
from ..render.text_marks import TextMarks
from ._cells import Cell, Colour
from ._marks import check_cells, last_move_cells
from .rules import blocked_cells
from .scoring import groups
from .state import GameState

__all__ = ["TEXT_OPTIONS", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = MappingProxyType({**TEXT_SHARED, "islands": False, "legend": False})
"""The options of the text picture with their defaults: the shared marks and ``unicode``;
``islands``, which tells the tiles of islands from those of sandbanks; ``legend``, lines
saying what the glyphs mean."""

_GLYPHS = {
    False: {Colour.LIGHT: "L", Colour.DARK: "D", "blocked": "+", "water": "."},
    True: {Colour.LIGHT: "○", Colour.DARK: "●", "blocked": "×", "water": "·"},
}
_SANDBANK = {False: {Colour.LIGHT: "l", Colour.DARK: "d"}, True: {Colour.LIGHT: "◦", Colour.DARK: "•"}}


def render_text(state: GameState, options: PictureOptions) -> str:
    """The board as a text diagram, as on the rules page, then the bridges of each colour.

    Rows run from the top row down to ``1``, with their numbers on the left; the column
    letters are below. ``L`` is a light tile, ``D`` a dark tile, ``+`` an empty cell under
    a bridge (R12) and ``.`` water. With ``unicode=True`` the glyphs are ``○ ● × ·``. The
    last line lists the bridges in the notation, ``-`` for a colour without any.

    The options (:data:`TEXT_OPTIONS`), checked by the core's
    :func:`~islands_rules.render_text`:

    :param highlight: cells to mark ``*`` (the cells that may be clicked next).
    :param selected: cells to mark ``>`` (the cells clicked so far).
    :param last_move: a move or its notation whose cells are marked ``!`` (the two tiles, or
        the two ends of a bridge; a swap or a decline marks nothing).
    :param unicode: draw with Unicode glyphs instead of pure ASCII.
    :param islands: tell the tiles of islands (R9) from those of sandbanks, ``l`` and ``d``
        (``◦ •``) for a sandbank's tiles.
    :param legend: add lines saying what the glyphs mean.

    A picture with marks, or with ``islands``, ends with a legend line.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import render_text  # the core's, which checks the options
    >>> state = ir.ponte.setup_position(
    ...     rules=ir.ponte.Rules(board_size=4), light=["a1", "a3", "b3", "b4"], dark=["c1", "d1", "d3", "d4"],
    ...     light_bridges=["a1-a3"])
    >>> print(render_text(state))
    4 . L . D
    3 L L . D
    2 + . . .
    1 L . D D
      a b c d
    bridges: light a1-a3; dark -
    >>> print(render_text(state, unicode=True).splitlines()[1])
    3 ○ ○ · ●
    >>> print(render_text(state, highlight=["c3", "b3"], selected=["b3"], last_move="a1-a3"))
    4 . L . D
    3!L>L*. D
    2 + . . .
    1!L . D D
      a b c d
    bridges: light a1-a3; dark -
    marks left of a cell: > selected, * highlighted, ! last move
    >>> print(render_text(state, islands=True).splitlines()[-1])
    L D tiles of islands, l d of sandbanks
    >>> print("\\n".join(render_text(state, legend=True).splitlines()[6:]))
    legend: L light tile, D dark tile, . water (an empty cell),
      + an empty cell under a bridge, where no tile may go (R12); a bridge joins its two ends
      a group of exactly 4 tiles is an island, a smaller one a sandbank (R9)

    :raises RenderError: if a cell is off the board (R1).
    :raises NotationError: for a cell or move notation that cannot be read.
    """
    state = expect_state(state, GameState)
    expect(options, PictureOptions, "options")
    glyphs, sandbank_glyphs = _GLYPHS[options.unicode], _SANDBANK[options.unicode]
    marks = TextMarks.of(
        highlight=check_cells(state, options.highlight, "highlight"),
        selected=check_cells(state, options.selected, "selected"),
        last_move=last_move_cells(state, options.last_move),
    )
    islands: bool = options["islands"]
    on_sandbanks: set[Cell] = set()
    if islands:
        for colour in Colour:
            for group in groups(state, colour):
                on_sandbanks.update(() if group.is_island else group.cells)
    size = state.rules.board_size
    light, dark, blocked = state.tiles(Colour.LIGHT), state.tiles(Colour.DARK), blocked_cells(state)
    width = len(str(size))
    lines = []
    for row in reversed(range(size)):
        cells = [Cell(column, row) for column in range(size)]
        fields = []
        for cell in cells:
            owner = Colour.LIGHT if cell in light else Colour.DARK if cell in dark else None
            if owner is not None:
                fields.append((sandbank_glyphs if cell in on_sandbanks else glyphs)[owner])
            else:
                fields.append(glyphs["blocked" if cell in blocked else "water"])
        lines.append(marks.row(f"{row + 1:>{width}}", fields, cells))
    lines.append(" " * (width + 1) + " ".join(chr(ord("a") + column) for column in range(size)))
    listed = (
        f"{colour} {' '.join(map(str, state.bridges(colour))) or '-'}"
        for colour in (Colour.LIGHT, Colour.DARK)
    )
    lines.append(f"bridges: {'; '.join(listed)}")
    tiles = f"{glyphs[Colour.LIGHT]} {glyphs[Colour.DARK]}"
    sandbanks = f"{sandbank_glyphs[Colour.LIGHT]} {sandbank_glyphs[Colour.DARK]}"
    if options["legend"]:
        lines += [
            f"legend: {glyphs[Colour.LIGHT]} light tile, {glyphs[Colour.DARK]} dark tile,"
            f" {glyphs['water']} water (an empty cell),",
            f"  {glyphs['blocked']} an empty cell under a bridge, where no tile may go (R12);"
            " a bridge joins its two ends",
            "  a group of exactly 4 tiles is an island, a smaller one a sandbank (R9)",
        ]
    legend = marks.legend(*([f"{tiles} tiles of islands, {sandbanks} of sandbanks"] if islands else []))
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)
