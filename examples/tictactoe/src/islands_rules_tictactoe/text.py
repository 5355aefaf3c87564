"""The text picture: the board with row 3 on top, the marks a front-end asks for, and who is
to move or how the game ended."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from islands_rules.render.options import TEXT_SHARED, PictureOptions
from islands_rules.render.text_marks import TextMarks

from ._marks import marked_cells
from .scoring import outcome
from .state import CELLS, GameState, to_move, winning_line

__all__ = ["TEXT_OPTIONS", "render_text"]

TEXT_OPTIONS: Mapping[str, Any] = {**TEXT_SHARED}
"""The options of :func:`render_text`: only the shared ones (``highlight``, ``selected``,
``last_move``, ``unicode``)."""

_GLYPHS = {False: {"x": "x", "o": "o", ".": "."}, True: {"x": "×", "o": "○", ".": "·"}}


def render_text(state: GameState, options: PictureOptions) -> str:
    """The board, row 3 on top, then who is to move or how the game ended; a legend line
    follows when a cell is marked (see :mod:`islands_rules.render.text_marks`).

    >>> from islands_rules_tictactoe import GAME
    >>> state = GAME.play(GAME.play(GAME.new_game(), "b2"), "a1")
    >>> print(GAME.render_text(state, last_move="a1", highlight=["c3"]))
    3 . .*.
    2 . x .
    1!o . .
      a b c
    x to move
    marks left of a cell: * highlighted, ! last move
    >>> print(GAME.render_text(state, unicode=True))
    3 · · ·
    2 · × ·
    1 ○ · ·
      a b c
    x to move
    """
    highlight, selected, last = marked_cells(options)
    marks = TextMarks.of(highlight=highlight, selected=selected, last_move=last)
    glyphs = _GLYPHS[options.unicode]
    lines = []
    for row in "321":
        cells = [f"{column}{row}" for column in "abc"]
        fields = [glyphs[state.board[CELLS.index(cell)]] for cell in cells]
        lines.append(marks.row(row, fields, cells))
    lines.append("  a b c")
    lines.append(_status(state))
    legend = marks.legend()
    return "\n".join(lines if legend is None else [*lines, legend])


def _status(state: GameState) -> str:
    """Who is to move, or how the game ended (R3, R4)."""
    turn = to_move(state)
    if turn is not None:
        return f"{'xo'[turn]} to move"
    ended = outcome(state)
    line = winning_line(state)
    if ended is None or ended.winner is None or line is None:
        return "a draw: the board is full (R4)"
    return f"{ended.winner} wins: three in a row, {' '.join(line)} (R3)"
