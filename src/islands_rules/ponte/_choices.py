"""The legal moves of one position, counted and numbered, without listing them.

Openly private: :func:`~islands_rules.ponte.rules.count_legal_moves` reads the count, and the
exact draw of :mod:`~islands_rules.ponte.playout` picks a move by its number.
"""

from __future__ import annotations

from ..core.errors import IslandsRulesError
from ._engine import bridge_moves, buildable_mask, has_two_tiles, open_mask, place_move
from ._geometry import bits, nth_bit
from ._placement import Placement
from .moves import Decline, Move, Swap
from .state import GameState, Phase

__all__ = ["Choices"]


class Choices:
    """The legal moves of one position, counted, and the ``k``-th of them on demand.

    Numbering follows :func:`~islands_rules.legal_moves` exactly: tile pairs by first
    cell then second, bridges, swap, decline. The pairs are counted as all pairs of
    legal-alone cells minus the few that R10 refuses, without visiting the rest.
    """

    __slots__ = (
        "_bridges",
        "_placement",
        "_refused",
        "alone",
        "bridge_mask",
        "pairs",
        "size",
        "tail",
        "total",
    )

    def __init__(self, state: GameState) -> None:
        colour = state.to_move
        self.size = state.rules.board_size
        self.alone = self.pairs = 0
        self._placement: Placement | None = None
        if has_two_tiles(state, colour):
            placement = self._placement = Placement(
                state.geometry, state.tile_mask(colour), open_mask(state, colour)
            )
            self.alone = placement.alone
            self.pairs = placement.pair_count()
        self.bridge_mask = buildable_mask(state, colour)
        # Swap (R5) and decline (R17) close the list, as in legal_moves.
        self.tail: list[Move] = []
        if state.phase is Phase.CHOICE:
            self.tail.append(Swap())
        if not self.pairs:
            self.tail.append(Decline())
        self.total = self.pairs + self.bridge_mask.bit_count() + len(self.tail)
        # Made when a move is asked for, as counting does not need them.
        self._refused: list[int] | None = None
        self._bridges: list[int] | None = None

    @property
    def refused(self) -> list[int]:
        """For each first cell x, the later cells y whose pair (x, y) R10 refuses."""
        if self._refused is None:
            self._refused = [] if self._placement is None else self._placement.refused()
        return self._refused

    @property
    def bridges(self) -> list[int]:
        """The numbers of the legal bridges, in cell order."""
        if self._bridges is None:
            self._bridges = list(bits(self.bridge_mask))
        return self._bridges

    @property
    def cells(self) -> list[int]:
        """The cells a tile may go on alone, in cell order: the first cells of the pairs.

        Made when asked for, as counting does not need them."""
        return list(bits(self.alone))

    def move(self, k: int) -> Move:
        """The ``k``-th legal move (from 0), in the order of ``legal_moves``."""
        if k >= self.pairs:
            k -= self.pairs
            if k < len(self.bridges):
                return bridge_moves(self.size)[self.bridges[k]]
            return self.tail[k - len(self.bridges)]
        cells, refused = self.cells, self.refused
        last = len(cells) - 1
        for rank, x in enumerate(cells):
            partners = self.alone & ~((2 << x) - 1) & ~refused[x]
            count = last - rank - refused[x].bit_count()
            if k < count:
                return place_move(self.size, x, nth_bit(partners, k))
            k -= count
        raise IslandsRulesError(f"move number {k} is past the legal moves")  # pragma: no cover
