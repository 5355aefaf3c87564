"""Random moves and random games for bots, without listing every legal move.

:func:`random_move` draws one move exactly as ``rng.choice(legal_moves(state))`` would,
with the same probability for every legal move, but it only *counts* the legal tile
pairs instead of building all of them (in the middle of a 10×10 game there are about
2000). :func:`playout` repeats it to the end of the game, as Monte Carlo bots do.
"""

from __future__ import annotations

import random

from ._geometry import bits
from .errors import IslandsRulesError
from .moves import Decline, Move, Swap
from .rules import _after, _bridge_moves, _bridge_numbers, _has_two_tiles, _place_move, _Placement
from .state import GameState, Phase

__all__ = ["playout", "random_move"]


class _Choices:
    """The legal moves of one position, counted, and the ``k``-th of them on demand.

    Numbering follows :func:`~islands_rules.legal_moves` exactly: tile pairs by first
    cell then second, bridges, swap, decline. The pairs are counted as all pairs of
    legal-alone cells minus the few that R10 refuses, without visiting the rest.
    """

    __slots__ = ("alone", "bridges", "cells", "pairs", "refused", "size", "tail", "total")

    def __init__(self, state: GameState) -> None:
        colour = state.to_move
        self.size = state.rules.board_size
        self.alone = 0
        self.cells: list[int] = []
        # For each first cell x, the later cells y whose pair (x, y) R10 refuses.
        self.refused: dict[int, int] = {}
        self.pairs = 0
        if _has_two_tiles(state, colour):
            placement = _Placement(state, colour)
            self.refused = refused = placement.refused()
            self.alone = placement.alone
            self.cells = list(bits(placement.alone))
            self.pairs = placement.pair_count(refused)
        self.bridges = list(_bridge_numbers(state, colour))
        # Swap (R5) and decline (R17) close the list, as in legal_moves.
        self.tail: list[Move] = []
        if state.phase is Phase.CHOICE:
            self.tail.append(Swap())
        if not self.pairs:
            self.tail.append(Decline())
        self.total = self.pairs + len(self.bridges) + len(self.tail)

    def move(self, k: int) -> Move:
        """The ``k``-th legal move (from 0), in the order of ``legal_moves``."""
        if k >= self.pairs:
            k -= self.pairs
            if k < len(self.bridges):
                return _bridge_moves(self.size)[self.bridges[k]]
            return self.tail[k - len(self.bridges)]
        cells, refused = self.cells, self.refused
        last = len(cells) - 1
        for rank, x in enumerate(cells):
            partners = self.alone & ~((2 << x) - 1) & ~refused.get(x, 0)
            count = last - rank - refused.get(x, 0).bit_count()
            if k < count:
                return _place_move(self.size, x, _nth_bit(partners, k))
            k -= count
        raise IslandsRulesError(f"move number {k} is past the legal moves")  # pragma: no cover


def _nth_bit(mask: int, n: int) -> int:
    """The index of the ``n``-th set bit of ``mask`` (from 0), by bisection on bit counts."""
    low, high = 0, mask.bit_length() - 1
    while low < high:
        middle = (low + high) // 2
        if (mask & ((2 << middle) - 1)).bit_count() > n:
            high = middle
        else:
            low = middle + 1
    return low


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random, like ``rng.choice(legal_moves(state))``.

    Every legal move has exactly the same chance, but the legal tile pairs are only
    counted, never all built, so this is much faster than listing them.

    >>> import random
    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.Rules(board_size=6))
    >>> move = ir.random_move(state, random.Random(7))  # the same seed, the same move
    >>> move, move in ir.legal_moves(state)
    (PlaceTiles('b6', 'c2'), True)

    :raises IslandsRulesError: if the game is over, so no move is legal.
    """
    if state.phase is Phase.OVER:
        raise IslandsRulesError(f"the game is over after ply {state.ply}: there is no move to choose")
    choices = _Choices(state)
    return choices.move(rng.randrange(choices.total))


def playout(state: GameState, rng: random.Random) -> GameState:
    """The final state of a game continued from ``state`` with :func:`random_move` every turn.

    A finished ``state`` is returned as it is, so a bot may play out any leaf of its tree.

    >>> import random
    >>> import islands_rules as ir
    >>> final = ir.playout(ir.new_game(ir.Rules(board_size=5)), random.Random(3))
    >>> final.is_over
    True
    >>> ir.playout(final, random.Random(4)) is final
    True
    """
    while state.phase is not Phase.OVER:
        choices = _Choices(state)
        state = _after(state, choices.move(rng.randrange(choices.total)))
    return state
