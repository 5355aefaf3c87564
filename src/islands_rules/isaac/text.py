"""The text picture of a position, as the diagrams of the rules page draw it
(:func:`islands_rules.isaac.render_text`).

Rows run from row N at the top down to row 1, with their numbers on the left and the
column letters below: ``D`` a square under a dark tile, ``L`` under a light one, ``.``
an empty square (``●``, ``○``, ``·`` with ``unicode=True``). The squares of one tile are
joined, ``-`` along a row and ``|`` between rows (``─ │``), so each tile's two ends show even
where tiles touch, and a line is left between two rows for the joins. A line gives each
counter's score and square (R11) and whose turn it is, or the result, and a last one the
lengths of each player's unplaced tiles. The marks of ``highlight``, ``selected`` and
``last_move`` stand just left of their squares (:mod:`islands_rules.render.text_marks`).
Isaac's own options are ``bars`` and ``legend``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..render.options import TEXT_SHARED, PictureOptions
from ..render.text_marks import TextMarks
from ._marks import check_squares, last_move_squares, removed_tile
from .scoring import outcome
from .state import PLAYERS, GameState

__all__ = ["TEXT_OPTIONS", "hands_line", "render_text", "status_line"]

TEXT_OPTIONS: Mapping[str, Any] = {**TEXT_SHARED, "bars": True, "legend": False}
"""The options of the text picture, with their defaults: the shared ones, ``bars`` (join the
squares of each tile, so that its two ends show) and ``legend`` (lines saying what the glyphs
mean)."""

_GLYPHS = {False: ("D", "L", "."), True: ("●", "○", "·")}


def status_line(state: GameState) -> str:
    """The counters and the turn, in words.

    >>> from islands_rules.isaac import new_game
    >>> status_line(new_game())
    'dark 0 on a1, light 0 on j10; dark to move (placement)'
    """
    parts = []
    for player in PLAYERS:
        square = state.counter(player)
        where = f"on {square}" if square is not None else "off the board"
        parts.append(f"{player} {state.scores[player.seat]} {where}")
    ended = outcome(state)
    if ended is not None:
        turn = f"over: {ended.winner} wins ({ended.decided_by})"
    else:
        turn = f"{state.to_move} to move ({state.phase.value})"
    return f"{', '.join(parts)}; {turn}"


def hands_line(state: GameState) -> str:
    """The lengths of each player's unplaced tiles, shortest first (R7, R21).

    >>> from islands_rules.isaac import new_game, Rules
    >>> hands_line(new_game(Rules(size=5, pieces=((2, 1, 2), (3, 1, 1)))))
    'unplaced: dark 2 2 3, light 2 2 3'
    """
    hands = (f"{player} {' '.join(map(str, state.unplaced(player))) or 'none'}" for player in PLAYERS)
    return f"unplaced: {', '.join(hands)}"


def _legend(charset: bool) -> list[str]:
    dark, light, empty = _GLYPHS[charset]
    along, across = ("─", "│") if charset else ("-", "|")
    return [
        f"legend: {dark} dark tile, {light} light tile, {empty} empty square;"
        f" {along} and {across} join the squares of one tile,",
        "  so a tile's two ends are where its joins stop (a removal names them, R13)",
        "  counters: dark's 0 on a1, counting along row 1 then row 2; light's opposite (R11)",
    ]


def render_text(state: GameState, options: PictureOptions) -> str:
    """The board as a text diagram, then its status line, drawn with the checked ``options``
    (``islands_rules.isaac.render_text(state, **options)`` checks them).

    The squares of one tile are joined (``-`` along a row, ``|`` between rows), so each
    tile reads as one piece and its two ends show: three tiles side by side, ``a1-d1``,
    ``a2-c2`` and ``a3-c3``, never read as one block. With ``bars=False`` the picture is
    compact, a line per row, and tiles that touch run together. A removal given as
    ``last_move`` leaves a ghost where its tile lay: ``d`` or ``l`` (``◌`` with
    ``unicode=True``).

    The options:

    - ``highlight``: squares to mark ``*`` (the squares that may be clicked next);
    - ``selected``: squares to mark ``>`` (the squares clicked so far);
    - ``last_move``: the move that led here, whose bar's squares are marked ``!`` (placed,
      or removed and drawn as a ghost);
    - ``unicode``: draw with Unicode glyphs instead of pure ASCII;
    - ``bars``: join the squares of each bar (a mark takes the place of a join); on by default;
    - ``legend``: add lines saying what the glyphs and joins mean.

    A picture with marks ends with a legend line.

    >>> from islands_rules import isaac
    >>> state = isaac.new_game(isaac.Rules(size=4, pieces=((2, 1, 2), (3, 1, 1))))
    >>> for move in ["a1-a2", "b4-d4", "b1-b2"]:
    ...     state = isaac.play(state, move)
    >>> print(isaac.render_text(state))
    4 . L-L-L
    <BLANKLINE>
    3 . . . .
    <BLANKLINE>
    2 D D . .
      | |
    1 D D . .
      a b c d
    dark 0 on a1, light 0 on d4; light to move (placement)
    unplaced: dark 3, light 2 2
    >>> print(isaac.render_text(state, bars=False))
    4 . L L L
    3 . . . .
    2 D D . .
    1 D D . .
      a b c d
    dark 0 on a1, light 0 on d4; light to move (placement)
    unplaced: dark 3, light 2 2
    >>> print(isaac.render_text(state, unicode=True).splitlines()[0])
    4 · ○─○─○
    >>> marks = dict(highlight=["c3", "d3"], selected=["c2"], last_move="b1-b2")
    >>> print(isaac.render_text(state, **marks, bars=False))
    4 . L L L
    3 . .*.*.
    2 D!D>. .
    1 D!D . .
      a b c d
    dark 0 on a1, light 0 on d4; light to move (placement)
    unplaced: dark 3, light 2 2
    marks left of a cell: > selected, * highlighted, ! last move

    :raises RenderError: if a square is off the board or ``last_move`` is not a move.
    :raises NotationError: if a square or ``last_move`` is text that cannot be read.
    """
    charset, bars, last_move = options.unicode, options["bars"], options.last_move
    marks = TextMarks.of(
        highlight=check_squares(state, options.highlight, "highlight"),
        selected=check_squares(state, options.selected, "selected"),
        last_move=last_move_squares(state, last_move),
    )
    geo = state.geometry
    size = geo.size
    dark, light, empty = _GLYPHS[charset]
    glyph = [empty] * (size * size)
    along = [False] * (size * size)  # joined to the square on its right
    upward = [False] * (size * size)  # joined to the square above
    for seat, keys in enumerate(state._tiles):
        for key in keys:
            shape = geo.shapes[key]
            for square in shape.squares:
                glyph[square] = (dark, light)[seat]
            for square in shape.squares[:-1]:
                (along if shape.horizontal else upward)[square] = True
    removed = removed_tile(state, last_move)
    if removed is not None:
        owner, shape = removed
        for square in shape.squares:
            if glyph[square] == empty:
                glyph[square] = "◌" if charset else owner.value[0]
    joins = ("─", "│") if charset else ("-", "|")
    width = len(str(size))
    lines = []
    for row in reversed(range(size)):
        first = row * size
        gaps = [" ", *(joins[0] if bars and along[first + c] else " " for c in range(size - 1))]
        names = geo.names[first : first + size]
        lines.append(marks.row(f"{row + 1:>{width}}", glyph[first : first + size], names, gaps))
        if bars and row:
            below = (row - 1) * size
            links = " ".join(joins[1] if upward[below + c] else " " for c in range(size))
            lines.append((" " * (width + 1) + links).rstrip())
    lines.append(" " * (width + 1) + " ".join(name[0] for name in geo.names[:size]))
    lines.append(status_line(state))
    lines.append(hands_line(state))
    if options["legend"]:
        lines += _legend(charset)
    legend = marks.legend()
    if legend is not None:
        lines.append(legend)
    return "\n".join(lines)
