"""The perfect player: best play from a solved table (:mod:`islands_rules.solve`).

A position is *in the table* when the table's bounds alone prove a best move: a move whose
worst value for the player to move is no lower than every other move's best. There the bot
plays such a move at once (a random one of them, by its seed). Elsewhere it says so
(:meth:`PerfectBot.in_table`) and, within ``max_nodes`` nodes of search, solves the position
into its table first; past that budget it refuses with :class:`PositionOutsideTable`, rather
than play a move it cannot prove.

>>> import islands_rules as ir
>>> from islands_rules.bots import PerfectBot
>>> state = ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 2), (3, 2, 1))))
>>> bot = PerfectBot(seed=1)
>>> bot.in_table(state)
False
>>> move = bot.choose(state)
>>> bot.in_table(state), str(bot)
(True, 'perfect:200000')
"""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import IslandsRulesError
from ..core.protocol import Game
from ..solve import NodeBudgetExceeded, Searcher, TranspositionTable, final_value
from .base import check_positive, check_seed, seat_to_choose

__all__ = ["PerfectBot", "PositionOutsideTable"]


class PositionOutsideTable(IslandsRulesError):
    """The position is outside the perfect bot's table, and solving it would take more than
    the bot's ``max_nodes``.

    >>> import islands_rules as ir
    >>> PerfectBot(max_nodes=10).choose(ir.new_game(ir.ponte.Rules(board_size=4)))
    Traceback (most recent call last):
    ...
    islands_rules.bots.perfect.PositionOutsideTable: ply 1 of Ponte del Diavolo is outside the solved table...
    """


class PerfectBot:
    """Plays a proven best move from ``table`` (a new, empty one by default, which fills as it
    plays), solving a position outside it with at most ``max_nodes`` nodes of search.

    >>> from islands_rules.solve import solve
    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet("n+:1 ns+:1"), line=2))
    >>> bot = PerfectBot(solve("lsd", state).table, max_nodes=0)
    >>> bot.in_table(state), str(bot.choose(state))
    (True, 'ns+@0,0')

    :raises IslandsRulesError: if ``table`` is no :class:`~islands_rules.solve.TranspositionTable`,
        ``max_nodes`` no whole number of at least 0, or ``seed`` neither an int nor ``None``.
    """

    def __init__(
        self, table: TranspositionTable | None = None, *, max_nodes: int = 200_000, seed: int | None = None
    ) -> None:
        if table is not None and not isinstance(table, TranspositionTable):
            raise IslandsRulesError(f"table must be a TranspositionTable, got {type(table).__name__}")
        if max_nodes != 0:
            check_positive("max_nodes", max_nodes, integral=True, most=10**12)
        self.table = TranspositionTable() if table is None else table
        """The table the bot plays from, and adds to as it solves."""
        self.max_nodes = max_nodes
        self._rng = random.Random(check_seed(seed))

    def _best(self, game: Game[Any, Any, Any], state: Any, seat: int) -> list[Any] | None:
        """The moves the table proves best, or ``None`` if it proves none."""
        ranges: list[tuple[Any, int, int]] = []
        for move in game.legal_moves(state):
            child = game.play(state, move)
            after = game.to_move(child)
            if after is None:
                value = final_value(game, child, seat)
                ranges.append((move, value, value))
                continue
            bounds = self.table.bounds(game.canonical_key(child))
            if bounds is None:
                ranges.append((move, -1, 1))
            elif after == seat:
                ranges.append((move, bounds[0], bounds[1]))
            else:
                ranges.append((move, -bounds[1], -bounds[0]))
        # A move proven worth the most any move may be worth is proven best (and so exact).
        ceiling = max(upper for _, _, upper in ranges)
        best = [move for move, lower, _ in ranges if lower == ceiling]
        return best or None

    def in_table(self, state: Any) -> bool:
        """Whether the table alone proves a best move in ``state``.

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        game, seat = seat_to_choose(state)
        return self._best(game, state, seat) is not None

    def choose(self, state: Any) -> Any:
        """A proven best move for the seat to move in ``state``.

        :raises PositionOutsideTable: if the position is outside the table and more than
            ``max_nodes`` nodes from being solved.
        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, or in a game of more than two players.
        """
        game, seat = seat_to_choose(state)
        best = self._best(game, state, seat)
        if best is None:
            searcher = Searcher(game, self.table, max_nodes=self.max_nodes)
            try:
                for move in game.legal_moves(state):  # the value of every move, into the table
                    searcher.child_value(state, move, seat)
            except NodeBudgetExceeded:
                raise PositionOutsideTable(
                    f"ply {game.ply(state) + 1} of {game.title} is outside the solved table, and "
                    f"solving it takes more than {self.max_nodes:,} nodes"
                ) from None
            best = self._best(game, state, seat)
            assert best is not None  # every move's value is exact now
        return best[0] if len(best) == 1 else self._rng.choice(best)

    def __str__(self) -> str:
        return f"perfect:{self.max_nodes}"

    def __repr__(self) -> str:
        return f"PerfectBot(max_nodes={self.max_nodes})"
