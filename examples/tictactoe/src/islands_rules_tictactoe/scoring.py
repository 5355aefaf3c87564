"""The result (R3, R4) and the figures shown beside the board."""

from __future__ import annotations

from typing import Any

from islands_rules import Outcome
from islands_rules.core.words import counted

from .state import CELLS, PLAYERS, GameState, to_move, winning_line

__all__ = ["describe", "outcome", "report", "summary"]

_DECIDED_BY = {"line": "three in a row", "full": "full board"}


def outcome(state: GameState) -> Outcome | None:
    """How the game ended: the player with three in a row won (R3), or a full board without
    one is a draw (R4); ``None`` while it goes on.

    >>> from islands_rules_tictactoe import GAME
    >>> state = GAME.new_game()
    >>> for cell in ("a1", "a2", "b1", "b2", "c1"):
    ...     state = GAME.play(state, cell)
    >>> outcome(state)
    Outcome(winner='x', decided_by='three in a row', returns=(1.0, -1.0))
    """
    line = winning_line(state)
    if line is not None:
        winner = state.board[CELLS.index(line[0])]
        returns = tuple(1.0 if name == winner else -1.0 for name in PLAYERS)
        return Outcome(winner=winner, decided_by=_DECIDED_BY["line"], returns=returns)
    if to_move(state) is None:
        return Outcome(winner=None, decided_by=_DECIDED_BY["full"], returns=(0.0, 0.0))
    return None


def summary(state: GameState) -> dict[str, dict[str, int]]:
    """Each player's figures: ``points`` (1 for the winner, else 0) and ``marks`` on the board.

    >>> from islands_rules_tictactoe import GAME
    >>> summary(GAME.play(GAME.new_game(), "b2"))
    {'x': {'points': 0, 'marks': 1}, 'o': {'points': 0, 'marks': 0}}
    """
    ended = outcome(state)
    return {
        name: {"points": int(ended is not None and ended.winner == name), "marks": state.board.count(name)}
        for name in PLAYERS
    }


def describe(state: GameState) -> list[str]:
    """The lines ``islands-rules show`` prints under the picture.

    >>> from islands_rules_tictactoe import GAME
    >>> describe(GAME.play(GAME.new_game(), "b2"))
    ['x: 1 mark', 'o: 0 marks']
    """
    return [f"{name}: {counted(figures['marks'], 'mark')}" for name, figures in summary(state).items()]


def report(state: GameState) -> dict[str, Any]:
    """What decided the game, for ``validate --json`` (``None`` while it goes on).

    >>> from islands_rules_tictactoe import GAME
    >>> report(GAME.new_game())
    {'decided_by': None}
    """
    ended = outcome(state)
    return {"decided_by": None if ended is None else ended.decided_by}
