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
from ._tiles import PLAYER_NAMES
from .state import GameState

__all__ = ["TEXT_OPTIONS", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = MappingProxyType({**TEXT_SHARED, "border": 0, "status": True})
"""The options of the text picture with their defaults: the shared marks and ``unicode``;
``border``, the empty cells shown around the tiles (0 to 10); ``status``, the line saying
who is to move or how the game ended."""


def _status(state: GameState) -> str:
    if not state.is_over:
        return f"{state.player_to_move} to move"
    if state.winner is None:
        return "drawn: no player can place a tile (R18)"
    return f"{state.players[state.winner]} won with a line of {state.rules.line} or more (R16)"


def render_text(state: GameState, options: PictureOptions) -> str:
    """The field as a text diagram, as on the rules page: per cell the owner's initial and
    the icon (``R+``, ``Bx``), ``..`` for an empty cell; north up, the row numbers (``y``)
    on the left and the column numbers (``x``) below. Then, with ``status``, who is to move
    or how the game ended.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in "neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1".split():
    ...     state = lsd.play(state, token)
    >>> print(lsd.render_text(state))
     1 .. B+ ..
     0 R+ Rx Bx
      -1  0  1
    red to move

    With marks, the field grows to show the marked cells, and a legend line ends the picture:

    >>> print(lsd.render_text(state, highlight=["1,1", "2,0"], selected=["-1,0"], last_move="es+@0,1"))
    1 ..!B+*.. ..
    0>R+ Rx Bx*..
      -1  0  1  2
    red to move
    marks left of a cell: > selected, * highlighted, ! last move

    The options (:data:`TEXT_OPTIONS`): ``highlight``, cells to mark ``*``, as ``(x, y)`` or
    ``"x,y"`` (the cells that may be clicked next); ``selected``, cells to mark ``>`` (the
    cells clicked so far); ``last_move``, a move or its token whose cell is marked ``!``
    (``pass`` marks nothing); ``unicode``, an empty cell drawn as ``··`` and the ``x`` icon
    as ``×`` (ASCII otherwise); ``border``, empty cells to show around the tiles; ``status``,
    the line saying who is to move, or how the game ended.

    :raises RenderError: for a border out of range or a cell that cannot be read.
    """
    empty, icons = ("··", "+×") if options.unicode else ("..", "+x")
    border = check_border(options["border"])
    marked = read_marks(options)
    marks = TextMarks.of(highlight=marked.highlight, selected=marked.selected, last_move=marked.last_move)
    frame = frame_of(state, marked.every_cell, border)
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
    if options["status"]:
        lines.append(_status(state))
    legend = marks.legend()
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)
