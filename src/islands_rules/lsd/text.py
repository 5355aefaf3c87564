"""The text picture of a position, growing with the field.

:func:`~islands_rules.lsd.render_text` draws the field as the rules page does (owner's
initial and icon per cell, ``..`` empty, north up) and is what ``str(state)`` prints. The
core checks the options (:data:`TEXT_OPTIONS`) and the state, then calls :func:`render_text`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..render.options import TEXT_SHARED, PictureOptions
from ..render.text_marks import TextMarks
from . import _engine
from ._marks import check_border, frame_of, read_marks
from ._tiles import PLAYER_NAMES, TYPES
from .state import GameState

__all__ = ["TEXT_OPTIONS", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = MappingProxyType(
    {**TEXT_SHARED, "border": 0, "status": True, "legend": False}
)
"""The options of the text picture with their defaults: the shared marks and ``unicode``;
``border``, the empty cells shown around the tiles (0 to 10); ``status``, the lines saying
who is to move or how the game ended, and each player's supply and captures; ``legend``,
lines saying what the glyphs mean."""

_GLYPHS = {
    False: {"empty": "..", "dot": "o", "icons": "+x"},
    True: {"empty": "··", "dot": "●", "icons": "+×"},
}


def _status(state: GameState) -> list[str]:
    """The supply and captures of each player as a small table, then the turn or the end."""
    width = max(6, *(len(name) for name in state.players))
    words = [*TYPES, "captured"]
    lines = [" ".join([f"{'supply':<{width}}", *words])]
    for seat, name in enumerate(state.players):
        counts = [*state.supply(seat).values(), state.captures(seat)]
        lines.append(
            " ".join([f"{name:<{width}}", *(f"{n:>{len(w)}}" for n, w in zip(counts, words, strict=True))])
        )
    if not state.is_over:
        first = ": the first tile goes on 0,0 (R8)" if not state._field else ""
        lines.append(f"{state.player_to_move} to move{first}")
    elif state.winner is None:
        lines.append("drawn: no player can place a tile (R18)")
    else:
        lines.append(f"{state.players[state.winner]} won with a line of {state.rules.line} or more (R16)")
    return lines


def _legend(state: GameState, unicode: bool) -> list[str]:
    glyphs = _GLYPHS[unicode]
    plus, cross = glyphs["icons"][0], glyphs["icons"][1]
    owners = ", ".join(f"{name[0].upper()} {name}" for name in state.players)
    white = [name for name in state.players if name in ("red", "green")]
    black = [name for name in state.players if name in ("blue", "yellow")]
    return [
        f"legend: {owners}; after the owner the icon, {plus} or {cross} (R3);"
        f" {glyphs['empty']} an empty cell",
        f"  icon colours: {' and '.join(white)} white, {' and '.join(black)} black (R2)",
        f"  {glyphs['dot']} on a side: a half-dot, open towards an empty cell, or, between two tiles,",
        "  a whole dot made of two facing half-dots (R9, R10)",
        "  captures: the new tile and one of the same icon and icon colour (R12) take",
        f"  {plus}: two apart in a row or column, the tile between (R13)",
        f"  {cross}: touching at a corner, the other two tiles of their 2x2 block (R14)",
    ]


def render_text(state: GameState, options: PictureOptions) -> str:
    """The field as a text diagram: per cell the owner's initial and the icon (``R+``,
    ``Bx``), ``..`` for an empty cell, and on the sides between cells the half-dots (``o``):
    one on a tile's side facing an empty cell is an open half-dot, one between two tiles a
    whole dot (R9). North is up, the row numbers (``y``) on the left and the column numbers
    (``x``) below and above. Then, with ``status``, each player's captures and supply and who
    is to move, or how the game ended; with ``legend``, what the glyphs mean.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in "neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1".split():
    ...     state = lsd.play(state, token)
    >>> print(lsd.render_text(state))
        -1   0   1
    1   ..  B+o ..
            o   o
    0   R+o Rxo Bx
            o
        -1   0   1
    supply n+ nx ne+ nex ns+ nsx nes+ nesx nesw+ neswx captured
    red     1  2   2   2   2   2    2    2     2     1        0
    blue    2  2   1   1   2   2    2    2     2     2        0
    red to move

    Here red's ``Rx`` on 0,0 has half-dots on all four sides: whole dots with ``B+`` above
    and the tiles either side, and an open half-dot below, where the next tile must bring
    one. With marks, the field grows to show the marked cells, and a legend line ends the
    picture:

    >>> print(lsd.render_text(state, highlight=["1,1", "2,0"], selected=["-1,0"], status=False))
        -1   0   1   2
    1   ..  B+o*..  ..
            o   o
    0  >R+o Rxo Bx *..
            o
        -1   0   1   2
    marks left of a cell: > selected, * highlighted

    The options (:data:`TEXT_OPTIONS`): ``highlight``, cells to mark ``*``, as ``(x, y)`` or
    ``"x,y"`` (the cells that may be clicked next); ``selected``, cells to mark ``>`` (the
    cells clicked so far); ``last_move``, a move or its token whose cell is marked ``!``
    (``pass`` marks nothing); ``unicode``, an empty cell drawn as ``··``, a half-dot as ``●``
    and the ``x`` icon as ``×`` (ASCII otherwise); ``border``, empty cells to show around the
    tiles; ``status``, the lines of the players and the turn; ``legend``, the lines saying what
    the glyphs mean.

    :raises RenderError: for a border out of range or a cell that cannot be read.
    """
    glyphs = _GLYPHS[options.unicode]
    empty, icons, dot = glyphs["empty"], glyphs["icons"], glyphs["dot"]
    border = check_border(options["border"])
    marked = read_marks(options)
    marks = TextMarks.of(highlight=marked.highlight, selected=marked.selected, last_move=marked.last_move)
    frame = frame_of(state, marked.every_cell, border)
    width = max(2, *(len(str(x)) for x in frame.columns))
    label = max(len(str(y)) for y in frame.rows)
    field = state._field

    def sides(x: int, y: int) -> int:
        code = field.get(_engine.key(x, y)) if _engine.in_range(x, y) else None
        return 0 if code is None else code & 15

    def edge_row(y_above: int) -> str:
        # the sides between row y_above and the row below it: n of the lower, s of the upper
        parts = []
        for x in frame.columns:
            joined = sides(x, y_above) & 4 or sides(x, y_above - 1) & 1
            parts.append("  " + (dot if joined else " ") + " " * (width - 1))
        return (" " * (label + 1) + "".join(parts)).rstrip()

    numbers = " " * (label + 1) + "".join(f"{x:>{width + 2}}" for x in frame.columns)
    lines = [numbers, edge_row(frame.rows[0] + 1)]
    for y in frame.rows:
        parts = []
        for index, x in enumerate(frame.columns):
            code = field.get(_engine.key(x, y))
            shown = empty if code is None else PLAYER_NAMES[code >> 5][0].upper() + icons[code >> 4 & 1]
            west = sides(x, y) & 8 or sides(x - 1, y) & 2
            gap = (dot if west else " ") + marks.mark((x, y))
            parts.append(gap + f"{shown:>{width}}")
            if index == len(frame.columns) - 1 and sides(x, y) & 2:
                parts.append(dot)
        lines.append((f"{y:>{label}} " + "".join(parts)).rstrip())
        lines.append(edge_row(y))
    lines.append(numbers)
    lines = [line for line in lines if line.strip() or line is numbers]
    if options["status"]:
        lines += _status(state)
    if options["legend"]:
        lines += _legend(state, options.unicode)
    legend = marks.legend()
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)
