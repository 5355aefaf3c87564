"""Random play: a uniform random legal move, and whole random games to the end."""

from __future__ import annotations

import random

from ..core.errors import IllegalMoveError
from ..core.protocol import expect_rng
from .moves import Move
from .rules import after, legal_moves
from .state import GameState, check_state

__all__ = ["playout", "random_move"]


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random from :func:`~islands_rules.lsd.legal_moves`.

    >>> import random
    >>> from islands_rules import lsd
    >>> move = lsd.random_move(lsd.new_game(), random.Random(1))
    >>> move.cell
    (0, 0)

    :raises IllegalMoveError: if the game is over.
    """
    state, rng = check_state(state), expect_rng(rng)
    moves = legal_moves(state)
    if not moves:
        raise IllegalMoveError(None, "the game is over: there is no move to draw (R16, R18)", state.ply + 1)
    return rng.choice(moves)


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
    state, rng = check_state(state), expect_rng(rng)
    while not state.is_over:
        state = after(state, rng.choice(legal_moves(state)))
    return state
