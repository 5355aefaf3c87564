"""Random play: a move drawn uniformly from the legal ones, and whole games of them."""

from __future__ import annotations

import random

from islands_rules import IllegalMoveError

from .moves import Mark
from .rules import apply, judge, legal_moves
from .state import GameState, ply, to_move

__all__ = ["playout", "random_move"]


def random_move(state: GameState, rng: random.Random) -> Mark:
    """A legal move drawn uniformly with ``rng`` (the core has checked that the game goes on).

    >>> import random
    >>> from islands_rules_tictactoe import new_game
    >>> random_move(new_game(), random.Random(1)) in legal_moves(new_game())
    True
    """
    return rng.choice(legal_moves(state))


def playout(state: GameState, rng: random.Random) -> GameState:
    """The end of the game played on from ``state`` with :func:`random_move` at every turn.

    >>> import random
    >>> from islands_rules_tictactoe import new_game
    >>> to_move(playout(new_game(), random.Random(1))) is None
    True
    """
    while to_move(state) is not None:
        move = random_move(state, rng)
        plan = judge(state, move)
        if isinstance(plan, str):  # never: the move was drawn from the legal ones
            raise IllegalMoveError(move, plan, ply(state) + 1)
        state = apply(state, move, plan)
    return state
