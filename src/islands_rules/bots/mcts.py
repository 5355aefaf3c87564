"""Monte Carlo tree search: UCT with random playouts, for any game of the library.

Each node of the tree holds a position and, per seat, the sum of the returns of the
playouts that passed through it. At a player's node the search follows the child that
maximises the return of the seat to move there (UCB1), so it handles any number of
players; at a chance node it draws an outcome by its exact weight, so the bot never
needs to know more than the state shows (Islands' face-down supply is counts, not an
order). The playouts are the game's own :meth:`~islands_rules.Game.playout`, which a
game may make fast (Ponte del Diavolo's is).

A position with thousands of moves (Ponte del Diavolo's opening has 4950) would spread a
short search over one playout per move, so a node takes a new child only while it has
fewer than ``2 * sqrt(visits)`` (progressive widening), each a move not tried yet drawn at
random: by :meth:`~islands_rules.Game.random_move` while that draws an untried move (so a
node of few children never lists its moves), then from the listed moves. In a game whose
``random_move`` is a choice over its listed moves (:attr:`Game.draws_by_choice
<islands_rules.Game.draws_by_choice>`), a node lists its moves once and makes those draws
from them itself: the same moves from the same numbers. An ``ordered``
bot tries the root's moves best first, by :func:`~islands_rules.bots.greedy_value` (ties in
random order), so a short search spends its few children on the moves that score now.

A ``native`` bot plays its playouts in the optional extension's C core
(:meth:`Game.native_playout_returns <islands_rules.Game.native_playout_returns>`, each
seeded from the bot's own random numbers): the same uniformly random games, many times
faster, and as deterministic for one seed. It is used only when asked for, and asking
without the extension is an error, never a silent fall-back to Python.
"""

from __future__ import annotations

import importlib.util
import random
import time
from typing import Any

from ..core.errors import IslandsRulesError, NativeUnavailableError
from ._tree import Node, Tree
from .base import Analysis, MoveStats, check_positive, check_seed, given, seat_to_choose
from .simple import greedy_value

__all__ = ["MAX_ITERATIONS", "MAX_SECONDS", "MCTSBot", "Search"]

MAX_SECONDS = 1_000_000
"""The most seconds a move (and the largest exploration constant), so both are finite floats."""

MAX_ITERATIONS = 1_000_000
"""The most iterations a move: each adds a node to the tree, so this bounds the memory a
search takes (some hundreds of MB) as :data:`MAX_SECONDS` bounds its time."""


class MCTSBot:
    """UCT with random playouts, within a budget of ``iterations`` (a number of playouts),
    ``seconds`` (a time per move), or both (whichever ends first). With ``ordered``, the
    root's moves are tried best first by :func:`~islands_rules.bots.greedy_value` (see the
    module). With ``native``, the playouts are the extension's (see the module).

    It is anytime (the move it returns is the most visited so far, whenever the budget
    ends) and deterministic for one ``seed`` and an ``iterations`` budget: it draws every
    random choice from its own :class:`random.Random`. ``exploration`` is the UCB1
    constant, for returns from -1 to 1.

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=5))
    >>> bot = MCTSBot(iterations=50, seed=1)
    >>> move = bot.choose(state)
    >>> move in ir.legal_moves(state), move == MCTSBot(iterations=50, seed=1).choose(state)
    (True, True)
    >>> str(bot), str(MCTSBot(seconds=0.5)), str(MCTSBot(iterations=50, ordered=True))
    ('mcts:50', 'mcts:0.5s', 'mcts:50,ordered')
    >>> MCTSBot()
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: an MCTS bot needs a budget: iterations, seconds or both
    >>> MCTSBot(iterations=10**18)
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: iterations must be an int from 1 to 1,000,000, got 1000000000000000000

    :raises IslandsRulesError: for a budget, seed or exploration constant that is not one.
    :raises NativeUnavailableError: for ``native`` without the extension installed.
    """

    def __init__(
        self,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int | None = None,
        exploration: float = 1.0,
        ordered: bool = False,
        native: bool = False,
    ) -> None:
        if iterations is None and seconds is None:
            raise IslandsRulesError("an MCTS bot needs a budget: iterations, seconds or both")
        if iterations is not None:
            check_positive("iterations", iterations, integral=True, most=MAX_ITERATIONS)
        if seconds is not None:
            check_positive("seconds", seconds, integral=False, most=MAX_SECONDS)
        check_positive("exploration", exploration, integral=False, most=MAX_SECONDS)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = float(exploration)
        if not isinstance(ordered, bool):
            raise IslandsRulesError(f"ordered must be True or False, got {type(ordered).__name__}")
        self.ordered = ordered
        if not isinstance(native, bool):
            raise IslandsRulesError(f"native must be True or False, got {type(native).__name__}")
        if native and importlib.util.find_spec("islands_rules_native") is None:
            raise NativeUnavailableError(
                "MCTS with native playouts needs the optional extension islands-rules-native, which "
                "is not installed; install it from a checkout with: python3 -m pip install ./native"
            )
        self.native = native
        self._rng = random.Random(check_seed(seed))

    def choose(self, state: Any) -> Any:
        """The move the search finds best for the seat to move: :meth:`analyse`'s ``move``.

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        return self.analyse(state).move

    def analyse(self, state: Any) -> Analysis:
        """Search from ``state`` within the budget: every move tried at the root with its
        visits and mean return for the seat to move, most visited first.

        >>> import islands_rules as ir
        >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,d4")
        >>> analysis = MCTSBot(iterations=30, seed=2).analyse(state)
        >>> analysis.iterations, sum(stats.visits for stats in analysis.moves)
        (30, 30)
        >>> analysis.move == analysis.moves[0].move
        True

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        search = self.search(state)
        if search.settled:
            return search.analysis()
        started = time.perf_counter()
        if self.seconds is None:  # one run, with no clock read per iteration
            search.run(self.iterations or 1)
            return search.analysis()
        deadline, iterate, root, done = started + self.seconds, search._tree.iterate, search.root, 0
        while True:
            iterate(root)
            done += 1
            if self.iterations is not None and done >= self.iterations:
                break
            if time.perf_counter() >= deadline:
                break
        search.iterations += done
        search.seconds += time.perf_counter() - started
        return search.analysis()

    def search(self, state: Any) -> Search:
        """A search from ``state`` that runs in steps, for a caller that must stay responsive
        (a web page's worker answers its messages between steps) or show the analysis as it
        grows. Its steps draw from this bot's random numbers, so ``search(state).run(n)``
        finds what ``MCTSBot(iterations=n)`` with the same seed finds; the bot's own budget
        is not used.

        >>> import islands_rules as ir
        >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,d4")
        >>> search = MCTSBot(iterations=1, seed=2).search(state)
        >>> search.run(20)
        >>> search.run(10)
        >>> search.iterations, search.analysis().move == MCTSBot(iterations=30, seed=2).choose(state)
        (30, True)

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        return Search(self, state)

    def __str__(self) -> str:
        budget = [f"{self.iterations}"] if self.iterations is not None else []
        if self.seconds is not None:
            budget.append(f"{self.seconds:g}s")
        if self.ordered:
            budget.append("ordered")
        if self.native:
            budget.append("native")
        return f"mcts:{','.join(budget)}"

    def __repr__(self) -> str:
        budget = f"iterations={self.iterations!r}, seconds={self.seconds!r}"
        ordered = ", ordered=True" if self.ordered else ""
        native = ", native=True" if self.native else ""
        return f"MCTSBot({budget}, exploration={self.exploration!r}{ordered}{native})"


class Search:
    """An MCTS search in progress (from :meth:`MCTSBot.search`): :meth:`run` adds
    iterations, :meth:`analysis` says what the search thinks so far; ``settled`` is true
    when the position has one legal move, so there is nothing to search.

    >>> import islands_rules as ir
    >>> search = MCTSBot(iterations=1, seed=1).search(ir.new_game(ir.ponte.Rules(board_size=4)))
    >>> search.run(12)
    >>> analysis = search.analysis()
    >>> analysis.iterations, sum(stats.visits for stats in analysis.moves), search.settled
    (12, 12, False)
    """

    def __init__(self, bot: MCTSBot, state: Any) -> None:
        started = time.perf_counter()
        if not isinstance(bot, MCTSBot):
            raise IslandsRulesError(f"a search is an MCTS bot's (MCTSBot.search), got {given(bot)}")
        self.game, self.seat = seat_to_choose(state)
        if bot.native and not self.game.has_native():
            raise NativeUnavailableError(
                f"{self.game.title} has no native playouts here (its native engine is missing from "
                "the installed islands-rules-native, or it has none); ask for MCTS without native"
            )
        self.root = Node(state, self.seat, len(self.game.seat_names(state)))
        self.root.moves = self.game.legal_moves(state)
        self.root.untried = list(range(len(self.root.moves)))
        self.settled = len(self.root.moves) == 1
        if bot.ordered and not self.settled:
            self._order(bot._rng)
        self.iterations = 0
        self._tree = Tree(self.game, bot._rng, bot.exploration, bot.native)  # the bot's own loop, in steps
        self.seconds = time.perf_counter() - started

    def _order(self, rng: random.Random) -> None:
        """Make the root try its moves best first, by their greedy values, ties in random order."""
        game, root, seat = self.game, self.root, self.seat
        assert root.moves is not None
        values = [greedy_value(game, game.play(root.state, move), seat) for move in root.moves]
        rng.shuffle(root.untried)
        root.untried.sort(key=values.__getitem__)  # stable: ties keep their random order
        root.ordered = True

    def run(self, iterations: int) -> None:
        """Add ``iterations`` iterations (none when the search is settled).

        :raises IslandsRulesError: for a count that is not an int above 0.
        """
        check_positive("iterations", iterations, integral=True)
        if self.settled:
            return
        started, iterate, root = time.perf_counter(), self._tree.iterate, self.root
        for _ in range(iterations):
            iterate(root)
        self.iterations += iterations
        self.seconds += time.perf_counter() - started

    def analysis(self) -> Analysis:
        """What the search found so far: every move tried at the root with its visits and
        mean return for the seat to move, most visited first (the one move of a settled
        search, with no visits).

        :raises IslandsRulesError: before any iteration of a search that is not settled.
        """
        moves = self.root.moves or ()
        if self.settled:
            only = MoveStats(moves[0], 0, 0.0)
            return Analysis(only.move, (only,), 0, self.seconds)
        if not self.root.children:
            raise IslandsRulesError("the search has not run yet: call run(iterations) first")
        stats = [
            MoveStats(move, child.visits, child.totals[self.seat] / child.visits)
            for move, child in self.root.children
        ]
        stats.sort(key=lambda s: (-s.visits, -s.value))
        return Analysis(stats[0].move, tuple(stats), self.iterations, self.seconds)
