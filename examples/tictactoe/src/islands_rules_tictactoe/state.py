"""The rules (tic-tac-toe has no options), the board and the immutable game state (R1).

A :class:`GameState` is a frozen value: equal positions compare and hash equal, and nothing
ever changes one. Get the first from :func:`new_game` and the next from ``GAME.play``.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from islands_rules.core.checks import expect_state

__all__ = [
    "CELLS",
    "LINES",
    "PLAYERS",
    "GameState",
    "Rules",
    "new_game",
    "player_names",
    "ply",
    "seat_names",
    "to_move",
    "winning_line",
]

CELLS = tuple(f"{column}{row}" for row in "123" for column in "abc")
"""The nine cells (R1), row 1 first, each row from column a: the order of the board, of
:func:`~islands_rules_tictactoe.rules.legal_moves` and of the clicks."""

PLAYERS = ("x", "o")
"""The players in seat order: X moves first (R1)."""

LINES = (
    *((row, row + 1, row + 2) for row in (0, 3, 6)),
    *((column, column + 3, column + 6) for column in (0, 1, 2)),
    (0, 4, 8),
    (2, 4, 6),
)
"""The eight lines of three cells that win (R3), as places in :data:`CELLS`."""


@attrs.frozen
class Rules:
    """The rule options of tic-tac-toe: there are none, so ``Rules()`` is all there is.

    >>> Rules()
    Rules()
    """

    game_name: ClassVar[str] = "tictactoe"


@attrs.frozen
class GameState:
    """A position: the rules and what is on each cell.

    ``board`` holds one character per cell of :data:`CELLS`: ``x``, ``o`` or ``.`` for an
    empty cell. Do not call the constructor: use :func:`new_game` and ``GAME.play``.

    >>> from islands_rules_tictactoe import GAME
    >>> GAME.play(new_game(), "b2")
    GameState(rules=Rules(), board='....x....')
    """

    game_name: ClassVar[str] = "tictactoe"

    rules: Rules
    """The rule options (none)."""
    board: str
    """One of ``x``, ``o``, ``.`` per cell, in the order of :data:`CELLS`."""


def new_game(rules: Rules | None = None) -> GameState:
    """The empty board, X to move (R1).

    >>> new_game().board
    '.........'
    """
    return GameState(Rules() if rules is None else rules, "." * len(CELLS))


def ply(state: GameState) -> int:
    """How many moves led to ``state``: the marks on the board.

    >>> ply(new_game())
    0
    """
    return len(CELLS) - state.board.count(".")


def winning_line(state: GameState) -> tuple[str, ...] | None:
    """The cells of a line of three marks of one player (R3), or ``None`` if there is none.

    >>> winning_line(GameState(Rules(), "xxxoo...."))
    ('a1', 'b1', 'c1')
    >>> winning_line(new_game()) is None
    True

    :raises UnknownGameError: if ``state`` is no tic-tac-toe state.
    """
    state = expect_state(state, GameState)
    for line in LINES:
        marks = {state.board[place] for place in line}
        if len(marks) == 1 and marks != {"."}:
            return tuple(CELLS[place] for place in line)
    return None


def to_move(state: GameState) -> int | None:
    """The seat to move: X (seat 0) after an even number of moves (R1); ``None`` once a
    line is complete (R3) or the board is full (R4).

    >>> to_move(new_game()), to_move(GameState(Rules(), "xxxoo...."))
    (0, None)
    """
    if winning_line(state) is not None or "." not in state.board:
        return None
    return ply(state) % 2


def player_names(rules: Rules) -> tuple[str, ...]:
    """The players, ``x`` then ``o`` (R1).

    >>> player_names(Rules())
    ('x', 'o')
    """
    return PLAYERS


def seat_names(state: GameState) -> tuple[str, ...]:
    """The name of each seat: always ``x`` then ``o``.

    >>> seat_names(new_game())
    ('x', 'o')
    """
    return PLAYERS
