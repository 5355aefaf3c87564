"""Depth-first alpha-beta search over any two-player game without chance, through the protocol.

Values are ``1``, ``0`` and ``-1`` for the player to move (see :mod:`~.values`), so the search
is a negamax over three values with a transposition table of bounds keyed by the game's
canonical key (:meth:`~islands_rules.Game.canonical_key`: symmetric positions share an entry).
A player may move twice running (Ponte's swap, a pass in Isaac): the child's value is then
the mover's own, not negated.

Move ordering, before any child is searched: a move that ends the game with a win is taken
at once; a child the table already bounds is judged from its bounds (an "enhanced
transposition cutoff": a child proved lost for the opponent cuts at once, one that cannot
raise the score is skipped); the rest are searched by their history score (how often the
same move has cut off elsewhere).

>>> import islands_rules as ir
>>> from islands_rules.solve.search import Searcher
>>> ponte = ir.load_game("ponte")
>>> state = ir.ponte.setup_position(
...     rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["c3", "d3", "c4", "a4"]
... )
>>> searcher = Searcher(ponte)
>>> searcher.value(state), [str(move) for move in searcher.principal_variation(state)][:1]
(1, ['a3,d4'])
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from ..core.errors import IslandsRulesError, PositionError
from ..core.protocol import Game
from .table import TranspositionTable
from .values import LOSS, WIN, final_value, mover

__all__ = ["NodeBudgetExceeded", "Searcher"]

TICK = 2048
"""Nodes between two calls of the searcher's ``tick`` (progress and checkpoints)."""


class NodeBudgetExceeded(IslandsRulesError):
    """The search reached its ``max_nodes`` before the value was proved; with a checkpoint,
    what it proved is kept, and a run with a larger budget goes on from there.

    >>> import islands_rules as ir
    >>> from islands_rules.solve import solve
    >>> solve("ponte", ir.new_game(ir.ponte.Rules(board_size=4)), max_nodes=100)
    Traceback (most recent call last):
    ...
    islands_rules.solve.search.NodeBudgetExceeded: the search stopped after 100 nodes, its budget
    """


class Searcher:
    """An alpha-beta search of ``game`` with the transposition ``table`` (a new one of the
    default size if ``None``); ``tick`` is called every ``TICK`` nodes.

    >>> import islands_rules as ir
    >>> searcher = Searcher(ir.load_game("ponte"))
    >>> searcher.nodes, len(searcher.table)
    (0, 0)
    """

    def __init__(
        self,
        game: Game[Any, Any, Any],
        table: TranspositionTable | None = None,
        tick: Callable[[Searcher], None] | None = None,
        max_nodes: int | None = None,
    ) -> None:
        self.game = game
        self.table = TranspositionTable() if table is None else table
        self.tick = tick
        self.nodes = 0
        """Positions searched (each visit of a position not over counts one)."""
        self.max_nodes = max_nodes
        """The most nodes to search (``None``: no limit); past it, :class:`NodeBudgetExceeded`."""
        self.history: dict[Any, int] = {}

    def value(self, state: Any) -> int:
        """The value of ``state`` for the player to move: 1, 0 or -1.

        :raises PositionError: if the game is over, at a chance node, or with more than two players.
        """
        seat = mover(self.game, state)
        if seat is None:
            raise PositionError(f"{self.game.title}: the game is over, so no one is to move")
        return self._search(state, seat, LOSS, WIN)

    def child_value(self, state: Any, move: Any, seat: int) -> tuple[Any, int]:
        """The position after ``move`` and its value for ``seat``, the player who moved."""
        child = self.game.play(state, move)
        after = mover(self.game, child)
        if after is None:
            return child, final_value(self.game, child, seat)
        value = self._search(child, after, LOSS, WIN)
        return child, value if after == seat else -value

    def principal_variation(self, state: Any) -> list[Any]:
        """Best moves from ``state`` to the end: at each turn the first legal move that keeps
        the value (so a won game stays won, a drawn one drawn).

        :raises PositionError: as :meth:`value`.
        """
        line: list[Any] = []
        seat = mover(self.game, state)
        while seat is not None:
            target = self.value(state)
            for move in self.game.legal_moves(state):
                child, value = self.child_value(state, move, seat)
                if value == target:
                    break
            else:  # pragma: no cover -- a value is some move's value
                raise PositionError(f"{self.game.title}: no move keeps the value {target}")
            line.append(move)
            state, seat = child, mover(self.game, child)
        return line

    def _key(self, state: Any) -> Hashable:
        return self.game.canonical_key(state)

    def _search(self, state: Any, seat: int, alpha: int, beta: int) -> int:
        """The value of ``state`` for ``seat`` (to move) if it lies inside ``alpha``..``beta``;
        otherwise a bound on it on the side it fell (fail-soft)."""
        self.nodes += 1
        if self.nodes % TICK == 0 and self.tick is not None:
            self.tick(self)
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise NodeBudgetExceeded(f"the search stopped after {self.max_nodes:,} nodes, its budget")
        game, table = self.game, self.table
        key = self._key(state)
        known = table.bounds(key)
        if known is not None:
            lower, upper = known
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha, beta = max(alpha, lower), min(beta, upper)
        low, high, start = alpha, beta, self.nodes
        best = LOSS - 1
        pending: list[tuple[int, Any, Any, int]] = []
        for move in game.legal_moves(state):
            child = game.play(state, move)
            after = mover(game, child)
            if after is None:
                value = final_value(game, child, seat)
            else:
                bounds = table.bounds(self._key(child))
                if bounds is None:
                    pending.append((self.history.get(move, 0), move, child, after))
                    continue
                lower, upper = bounds if after == seat else (-bounds[1], -bounds[0])
                if lower < upper and upper > alpha and lower < beta:
                    pending.append((self.history.get(move, 0) + 1_000_000, move, child, after))
                    continue
                value = upper if upper <= alpha else lower
            best = max(best, value)
            if value >= beta:
                return self._store(key, value, low, high, start, move)
            alpha = max(alpha, value)
        pending.sort(key=lambda item: -item[0])
        for _, move, child, after in pending:
            if after == seat:
                value = self._search(child, seat, alpha, beta)
            else:
                value = -self._search(child, after, -beta, -alpha)
            best = max(best, value)
            if value >= beta:
                return self._store(key, value, low, high, start, move)
            alpha = max(alpha, value)
        if best < LOSS:
            raise PositionError(f"{game.title}: a position not over has no legal move")
        return self._store(key, best, low, high, start, None)

    def _store(self, key: Hashable, value: int, low: int, high: int, start: int, cut: Any) -> int:
        if cut is not None:
            self.history[cut] = self.history.get(cut, 0) + 1
        lower = value if value > low else LOSS
        upper = value if value < high else WIN
        self.table.store(key, lower, upper, work=self.nodes - start + 1)
        return value
