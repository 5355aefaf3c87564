"""Random play: a uniform random legal move, and whole random games to the end."""

from __future__ import annotations

import random

from ..core.errors import IllegalMoveError, IslandsRulesError
from .moves import Move
from .rules import after, legal_moves
from .state import GameState, check_state

__all__ = ["playout", "random_move"]


def _check_rng(rng: object) -> random.Random:
    if not isinstance(rng, random.Random):
        raise IslandsRulesError(f"rng must be a random.Random, got {type(rng).__name__}")
    return rng


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random from :func:`~islands_rules.lsd.legal_moves`.

    >>> import random
    >>> from islands_rules import lsd
    >>> move = lsd.random_move(lsd.new_game(), random.Random(1))
    >>> move.cell
    (0, 0)

    :raises IllegalMoveError: if the game is over.
    """
    state, rng = check_state(state), _check_rng(rng)
    moves = legal_moves(state)
    if not moves:
        raise IllegalMoveError(None, "the game is over: there is no move to draw (R16, R18)", state.ply + 1)
    return rng.choice(moves)


def playout(state: GameState, rng: random.Random) -> GameState:
    """The end of a game played on from ``state`` with :func:`random_move` at every turn.

    >>> import random
    >>> from islands_rules import lsd
    >>> final = lsd.playout(lsd.new_game(), random.Random(7))
    >>> final.is_over, lsd.outcome(final) is not None
    (True, True)
    """
    state, rng = check_state(state), _check_rng(rng)
    while not state.is_over:
        state = after(state, rng.choice(legal_moves(state)))
    return state
