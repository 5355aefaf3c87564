"""Random play: a uniform random legal move, and whole random games to the end.

The core's :meth:`~islands_rules.Game.random_move` and :meth:`~islands_rules.Game.playout`
check the state and the random source (and that the game goes on) before they call these.
"""

from __future__ import annotations

import random

from .moves import Move
from .rules import apply, legal_moves
from .state import GameState

__all__ = ["playout", "random_move"]

DRAWS_BY_CHOICE = True
""":func:`random_move` is ``rng.choice(legal_moves(state))``, draw for draw
(:attr:`Game.draws_by_choice <islands_rules.Game.draws_by_choice>`)."""


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random from :func:`~islands_rules.lsd.legal_moves`.

    >>> import random
    >>> from islands_rules import lsd
    >>> move = lsd.random_move(lsd.new_game(), random.Random(1))
    >>> move.cell
    (0, 0)
    """
    return rng.choice(legal_moves(state))


def playout(state: GameState, rng: random.Random) -> GameState:
    """The end of a game played on from ``state`` with :func:`random_move` at every turn.

    The loop needs no limit: every placement uses up a tile for good, and between two
    placements each player passes at most once (R19; R18 ends the game once nobody can place).

    >>> import random
    >>> from islands_rules import lsd
    >>> final = lsd.playout(lsd.new_game(), random.Random(7))
    >>> final.is_over, lsd.outcome(final) is not None
    (True, True)
    """
    while not state.is_over:
        state = apply(state, rng.choice(legal_moves(state)), None)
    return state
