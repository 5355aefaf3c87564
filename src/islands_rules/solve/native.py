"""The native solver: Ponte del Diavolo's exact values searched in C, through the optional
extension (``islands-rules-native``, the C core of :mod:`islands_rules.ponte.native`).

:class:`~islands_rules.solve.NativeSearcher` has the pure
:class:`~islands_rules.solve.Searcher`'s interface (``value``, ``child_value``,
``principal_variation``), and :func:`~islands_rules.solve.solve` uses it with
``native=True``. The C search is the same: alpha-beta over win, draw and loss with a bounded
transposition table of bounds (replacing the entries whose search took fewest nodes), keyed by
the canonical form under the eight symmetries of the square (colours never exchanged), moves
ordered by the table's move and by history, under the real result rules (R22's tie-breaks, the
pie rule and the decline, R4-R6 and R17-R18). It takes boards of up to 8×8 cells with at most
21 bridges on the board, and searches in slices of ``SLICE`` nodes, so a run shows its
progress and stops at its budget between two slices. Without the extension it raises
:class:`~islands_rules.NativeUnavailableError`: it never falls back to the pure search silently.

>>> import islands_rules as ir
>>> from islands_rules.ponte import native
>>> state = ir.ponte.setup_position(
...     rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["c3", "d3", "c4", "a4"]
... )
>>> not native.available() or NativeSearcher(ir.load_game("ponte")).value(state) == 1
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.checks import expect
from ..core.errors import InvalidRulesError, IslandsRulesError, PositionError, shown
from ..core.protocol import Game
from .search import NodeBudgetExceeded, Searcher
from .table import TranspositionTable

__all__ = ["MAX_TABLE", "SLICE", "NativeSearcher"]

MAX_TABLE = 10**10
"""The most positions a native table may be asked to hold (48 bytes each)."""

SLICE = 2_000_000
"""Nodes the C search runs between two returns to Python (progress, budget, Ctrl-C)."""


class NativeSearcher(Searcher):
    """An alpha-beta search of Ponte del Diavolo in C, with a table of about ``table_size``
    positions (made for the board of the first position asked about); ``tick`` is called
    between two slices of the search; past ``max_nodes`` nodes,
    :class:`~islands_rules.solve.NodeBudgetExceeded`. ``value``, ``child_value`` and
    ``principal_variation`` are the pure :class:`~islands_rules.solve.Searcher`'s, over the C
    search; the pure ``table`` stays empty (the table is in C: :attr:`positions` and
    :attr:`replaced` count it).

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> if native.available():
    ...     searcher = NativeSearcher(ir.load_game("ponte"))
    ...     assert searcher.value(ir.new_game(ir.ponte.Rules(board_size=4))) == 0

    :raises NativeUnavailableError: if the extension, or its solver, is not installed.
    :raises PositionError: for a game other than Ponte del Diavolo.
    :raises InvalidRulesError: for a table size that is not a whole number from 1 to
        ``MAX_TABLE``.
    """

    def __init__(
        self,
        game: Game[Any, Any, Any],
        table_size: int = 4_000_000,
        tick: Callable[[NativeSearcher], None] | None = None,
        max_nodes: int | None = None,
    ) -> None:
        expect(game, Game, "game")
        if type(table_size) is not int or not 1 <= table_size <= MAX_TABLE:
            raise InvalidRulesError(f"a table holds 1 to {MAX_TABLE:,} positions, got {shown(table_size)}")
        if max_nodes is not None:
            expect(max_nodes, int, "max_nodes")
        if tick is not None and not callable(tick):
            raise IslandsRulesError(f"tick must be callable, got {shown(tick)}")
        if game.name != "ponte":
            raise PositionError(f"the native solver searches Ponte del Diavolo only, not {game.title}")
        from ..ponte import native  # the Ponte engine builds on the solver's core: imported late

        self._core = native.solver_core()
        self._pack = native.packed_position
        super().__init__(game, TranspositionTable(1), tick, max_nodes)  # type: ignore[arg-type]
        self.table_size = table_size
        """About how many positions the C table holds."""
        self.positions = 0
        """Positions stored in the table (at most its size)."""
        self.replaced = 0
        """Entries that made room for others."""
        self._solver: Any = None
        self._size = self._earlier = 0

    def _packed(self, state: Any) -> bytes:
        size = state.rules.board_size
        packed = self._pack(state)
        why = self._core.solver_refuses(packed)
        if why is not None:
            raise PositionError(f"{self.game.title}: {why}")
        if self._solver is None or size != self._size:  # a table per board size; the counts go on
            try:
                self._solver, self._size = self._core.solver_new(size, self.table_size), size
            except MemoryError:
                raise PositionError(f"no memory for a table of {self.table_size:,} positions") from None
            self._earlier = self.nodes
        return packed

    def _search(self, state: Any, seat: int, alpha: int, beta: int) -> int:
        """The value of ``state`` for ``seat`` (to move) if it lies inside ``alpha``..``beta``;
        otherwise a bound on it on the side it fell; past the budget, :class:`NodeBudgetExceeded`
        (what was proved stays in the table)."""
        packed = self._packed(state)
        while True:
            budget = SLICE
            if self.max_nodes is not None:
                budget = min(budget, self.max_nodes - self.nodes)
                if budget <= 0:
                    raise NodeBudgetExceeded(f"the search stopped after {self.max_nodes:,} nodes, its budget")
            value, nodes, self.positions, self.replaced = self._core.solver_value(
                self._solver, packed, alpha, beta, budget
            )
            self.nodes = self._earlier + nodes
            if self.tick is not None:
                self.tick(self)
            if value != 2:
                return int(value)
