"""Random play: a move drawn by the protocol's law, and whole random games.

At a chance node the draw follows the supply: each tile left is equally likely, so a type
comes out with probability count / tiles left (R6). After a draw, every legal turn of
:func:`~islands_rules.islands.legal_moves` is equally likely.
"""

from __future__ import annotations

import random

from ..core.errors import IllegalMoveError, IslandsRulesError
from ._tiles import LETTERS
from .moves import Draw, Move
from .rules import _check_state, legal_moves, play
from .state import State

__all__ = ["playout", "random_move"]


def _check_rng(rng: object) -> random.Random:
    if not isinstance(rng, random.Random):
        raise IslandsRulesError(f"rng must be a random.Random, got {type(rng).__name__}")
    return rng


def random_move(state: State, rng: random.Random) -> Move:
    """A random draw at a chance node (weighted by the supply), else a legal turn drawn
    uniformly.

    >>> import random
    >>> from islands_rules import islands
    >>> move = islands.random_move(islands.new_game(), random.Random(1))
    >>> type(move).__name__
    'Draw'

    :raises IllegalMoveError: if the game is over.
    """
    state, rng = _check_state(state), _check_rng(rng)
    if state.is_over:
        raise IllegalMoveError(None, "the game is over: there is no move to draw (R14)", state.ply + 1)
    if state.drawn is None:
        pick = rng.randrange(sum(state.supply))
        for t, count in enumerate(state.supply):
            if pick < count:
                return Draw(LETTERS[t])
            pick -= count
    return rng.choice(legal_moves(state))


def playout(state: State, rng: random.Random) -> State:
    """The end of a game played on from ``state`` with :func:`random_move` at every step.

    >>> import random
    >>> from islands_rules import islands
    >>> end = islands.playout(islands.new_game(), random.Random(7))
    >>> end.is_over, end.ply >= 71 - 0, len(end.tiles) + len(end.discarded)
    (True, True, 72)
    """
    state, rng = _check_state(state), _check_rng(rng)
    while not state.is_over:
        state = play(state, random_move(state, rng))
    return state
