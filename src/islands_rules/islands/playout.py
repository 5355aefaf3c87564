"""Random play: a move drawn by the protocol's law, and whole random games.

At a chance node the draw follows the supply: each tile left is equally likely, so a type
comes out with probability count / tiles left (R6). After the draw, every legal turn of
:func:`~islands_rules.islands.legal_moves` is equally likely.
"""

from __future__ import annotations

import random

from ..core.checks import expect_rng, expect_state
from ..core.errors import IllegalMoveError
from ._tiles import LETTERS
from .moves import Draw, Move, Turn
from .rules import apply, judge, legal_moves
from .state import State

__all__ = ["playout", "random_draw", "random_move"]


def random_move(state: State, rng: random.Random) -> Turn:
    """A random whole turn, drawn by the game's law: at a chance node the tile comes out of
    the supply by its count (R6) and one of its legal turns is chosen uniformly; after a
    draw, a legal turn of the drawn tile, uniformly.

    At a chance node this returns the draw and the placement together, as the record
    token it makes (``V@1,0r1``), not the :class:`~islands_rules.islands.Draw` alone: so a
    game of random moves is its record, each move one ply, and the command line's
    ``play --random`` writes readable records. The law is that of a draw followed by a
    uniform turn. For the draw alone, see :func:`random_draw`.

    >>> import random
    >>> from islands_rules import islands
    >>> move = islands.random_move(islands.new_game(), random.Random(1))
    >>> islands.is_legal(islands.new_game(), move), type(move).__name__ in ("Place", "Discard")
    (True, True)

    The core checks ``state`` and ``rng`` and that the game goes on (R14) first.
    """
    if state.drawn is None:
        state = _step(state, random_draw(state, rng))
    moves = legal_moves(state)
    turn = moves[rng.randrange(len(moves))]
    assert not isinstance(turn, Draw)
    return turn


def random_draw(state: State, rng: random.Random) -> Draw:
    """The chance outcome alone: a tile drawn from the supply, each copy equally likely (R6).

    >>> import random
    >>> from islands_rules import islands
    >>> islands.random_draw(islands.new_game(), random.Random(1)) in islands.legal_moves(islands.new_game())
    True

    :raises IllegalMoveError: if a tile is drawn already or the game is over.
    """
    state, rng = expect_state(state, State), expect_rng(rng)
    if state.is_over or state.drawn is not None:
        reason = "the game is over (R14)" if state.is_over else f"{state.drawn} is drawn already (R6)"
        raise IllegalMoveError(None, f"no tile may be drawn: {reason}", state.ply + 1)
    pick = rng.randrange(sum(state.supply))
    for t, count in enumerate(state.supply):
        if pick < count:
            return Draw(LETTERS[t])
        pick -= count
    raise AssertionError("unreachable: the supply is not empty")  # pragma: no cover


def playout(state: State, rng: random.Random) -> State:
    """The end of a game played on from ``state`` with :func:`random_move` at every step.

    >>> import random
    >>> from islands_rules import islands
    >>> end = islands.playout(islands.new_game(), random.Random(7))
    >>> end.is_over, end.ply >= 71, len(end.tiles) + len(end.discarded)
    (True, True, 72)
    """
    while not state.is_over:
        state = _step(state, random_move(state, rng))
    return state


def _step(state: State, move: Move) -> State:
    """``state`` after ``move``, which was drawn from the legal moves."""
    plan = judge(state, move)
    assert not isinstance(plan, str), plan
    return apply(state, move, plan)
