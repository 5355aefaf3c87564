"""Every rule of a turn, judged in one place (:func:`judge`), and the legal moves.

R1 (the board, X first), R2 (a mark on an empty cell), R3 (three in a row wins) and R4 (a
full board is a draw) are stated in the package's docstring, the game's rules page.
"""

from __future__ import annotations

import attrs

from .moves import Mark
from .state import CELLS, PLAYERS, GameState, ply, to_move, winning_line

__all__ = ["apply", "chance_outcomes", "judge", "legal_moves"]


def legal_moves(state: GameState) -> tuple[Mark, ...]:
    """A mark on each empty cell (R2), in the order of the cells; ``()`` once the game is over.

    >>> from islands_rules_tictactoe import new_game
    >>> legal_moves(new_game())[:3]
    (Mark('a1'), Mark('b1'), Mark('c1'))
    """
    if to_move(state) is None:
        return ()
    return tuple(Mark(cell) for cell, mark in zip(CELLS, state.board, strict=True) if mark == ".")


def judge(state: GameState, move: Mark) -> str | int:
    """Why ``move`` may not be played, naming the rule (R2, R3, R4); if it may, the place of
    its cell in the board (the plan :func:`apply` takes).

    >>> from islands_rules_tictactoe import GAME, new_game
    >>> judge(new_game(), Mark("b2"))
    4
    >>> judge(GAME.play(new_game(), "b2"), Mark("b2"))
    'b2 already holds x: a mark goes on an empty cell (R2)'
    """
    line = winning_line(state)
    if line is not None:
        winner = state.board[CELLS.index(line[0])]
        return f"the game is over: {winner} has three in a row, {' '.join(line)} (R3)"
    if "." not in state.board:
        return "the game is over: the board is full (R4)"
    place = CELLS.index(move.cell)
    if state.board[place] != ".":
        return f"{move.cell} already holds {state.board[place]}: a mark goes on an empty cell (R2)"
    return place


def apply(state: GameState, move: Mark, plan: int) -> GameState:
    """The position after the legal ``move``: the mover's mark at ``plan``, the place
    :func:`judge` found (R1: X moves on even plies, O on odd).

    >>> from islands_rules_tictactoe import new_game
    >>> apply(new_game(), Mark("b2"), 4).board
    '....x....'
    """
    mark = PLAYERS[ply(state) % 2]
    return attrs.evolve(state, board=state.board[:plan] + mark + state.board[plan + 1 :])


def chance_outcomes(state: GameState) -> tuple[tuple[Mark, int], ...]:
    """Tic-tac-toe has no chance: always ``()``.

    >>> from islands_rules_tictactoe import new_game
    >>> chance_outcomes(new_game())
    ()
    """
    return ()
