"""The tree of :mod:`islands_rules.bots.mcts`: its nodes, and one iteration of UCT over them
(select down the tree, add one node, play out from it, back up), apart from the bot's budget
and analysis. Openly private: the MCTS bot and its :class:`~islands_rules.bots.mcts.Search`
build on it; nothing else should.

Every random choice comes from the bot's own :class:`random.Random`, in an order that is
part of the bot's behaviour (a seed and a budget give the same moves in every version), so
the work here may get cheaper but must draw the same numbers in the same order.
"""

from __future__ import annotations

import math
import random
from functools import partial
from operator import add
from typing import Any

from ..core.chance import weighted_index
from ..core.errors import IslandsRulesError
from ..core.protocol import Game

WIDENING = 2
"""A node may have ``WIDENING * sqrt(visits)`` children (at least one): it takes a new one
while ``children < WIDENING * sqrt(visits)``, asked as ``children**2 < WIDENING**2 * visits``
in integers (the same answer for every count a search reaches, without a square root)."""

_ROOM = WIDENING * WIDENING

DRAWS = 4
"""Random moves drawn for a new child before a node lists its moves instead."""


class Node:
    """One position of the search tree: its statistics, its children, and what is left to try.

    ``mean`` and ``root`` are what UCB1 reads of a child, kept up at each back-up so a
    selection does no division or square root per child: the mean return of the seat that
    chose the node (``mover``), and the square root of the visits.
    """

    __slots__ = (
        "chance", "children", "listed", "mean", "mover", "moves", "nodes", "ordered", "root", "seat",
        "state", "totals", "tried", "untried", "visits",
    )  # fmt: skip

    def __init__(self, state: Any, seat: int | None, players: int, mover: int | None = None) -> None:
        self.state = state
        self.seat = seat  # the seat to move; None at a chance node or once the game is over
        self.mover = mover  # the seat that chose this node at its parent; None at the root or a draw
        self.visits = 0
        self.mean = 0.0
        self.root = 0.0
        self.totals = [0.0] * players
        self.moves: tuple[Any, ...] | None = None  # the legal moves, once listed
        self.listed: tuple[Any, ...] | None = None  # the moves drawn from, in a game that draws by choice
        self.untried: list[int] = []  # indices into moves of the children not made yet, once listed
        self.tried: set[Any] = set()  # the moves of the children, until the moves are listed
        self.children: list[tuple[Any, Node]] = []  # (move, child) as made
        self.nodes: list[Node] = []  # the children alone, in the same order, for selection
        self.chance: Chance | None = None
        self.ordered = False  # untried is worst first, and a new child is its last move


class Chance:
    """A chance node's outcomes, their cumulative weights, and the children drawn so far."""

    __slots__ = ("children", "cumulative", "outcomes")

    def __init__(self, outcomes: tuple[tuple[Any, int], ...]) -> None:
        self.outcomes = tuple(move for move, _ in outcomes)
        running, self.cumulative = 0, []
        for _, weight in outcomes:
            running += weight
            self.cumulative.append(running)
        self.children: dict[int, Node] = {}  # looked up by index, never iterated

    def draw(self, rng: random.Random) -> int:
        """The index of an outcome drawn by its exact integer weight."""
        return weighted_index(self.cumulative, rng)


class Tree:
    """The iterations of one search of ``game``: UCT with the exploration constant
    ``exploration``, drawing from ``rng``, the playouts native if ``native``."""

    __slots__ = ("by_choice", "exploration", "game", "native", "native_returns", "rng")

    def __init__(
        self, game: Game[Any, Any, Any], rng: random.Random, exploration: float, native: bool
    ) -> None:
        self.game, self.rng, self.exploration, self.native = game, rng, exploration, native
        self.native_returns = game.native_playout_returns  # looked up once: called every iteration
        self.by_choice = game.draws_by_choice

    def iterate(self, root: Node) -> None:
        """One iteration from ``root``: select down the tree, add one node, play out from it,
        back up."""
        rng, node, path, exploration = self.rng, root, [root], self.exploration
        sqrt, log = math.sqrt, math.log
        while True:
            chance = node.chance
            if chance is not None:
                index = chance.draw(rng)
                child = chance.children.get(index)
                if child is None:
                    child = chance.children[index] = self.node(chance.outcomes[index], node)
                    path.append(child)
                    returns = self.rollout(child.state)
                    break
                node = child
                path.append(node)
                continue
            if node.seat is None:  # the game is over here
                returns = self.returns(node.state)
                break
            nodes = node.nodes
            children = len(nodes)
            if not children or children * children < _ROOM * node.visits:
                move = self.untried(node)
                if move is not None:
                    child = self.node(move, node)
                    node.children.append((move, child))
                    nodes.append(child)
                    path.append(child)
                    returns = self.rollout(child.state)
                    break
            # UCB1: the first child of the largest mean + scale / root (each child's figures
            # kept up by the back-up below), written out as it is the inner loop of a search.
            scale = exploration * sqrt(log(node.visits))
            best, best_value = node, -math.inf
            for child in nodes:
                value = child.mean + scale / child.root
                if value > best_value:
                    best, best_value = child, value
            node = best
            path.append(node)
        for visited in path:
            visits = visited.visits = visited.visits + 1
            totals = visited.totals = list(map(add, visited.totals, returns))
            if visited.mover is not None:
                visited.mean = totals[visited.mover] / visits
                visited.root = sqrt(visits)

    def node(self, move: Any, parent: Node) -> Node:
        """The node of the position after ``move`` from ``parent``."""
        game = self.game
        state = game.play(parent.state, move)
        seat = game.to_move(state)
        if isinstance(seat, int):
            return Node(state, seat, len(parent.totals), parent.seat)
        node = Node(state, None, len(parent.totals), parent.seat)
        if seat is not None:
            node.chance = Chance(game.chance_outcomes(state))
        return node

    def untried(self, node: Node) -> Any:
        """A move of ``node`` with no child yet, drawn uniformly (or the best first at an
        ordered node); ``None`` if every move has its child."""
        if node.moves is None:
            game, tried = self.game, node.tried
            # A game that draws as rng.choice over its listed moves lists a node's moves once
            # and draws from them here: the same moves from the same numbers, without a new
            # draw's own work (a listing, in LSD) for each child.
            listed = node.listed
            if listed is None and self.by_choice:
                listed = node.listed = game.legal_moves(node.state)
            draw = (
                partial(self.rng.choice, listed)
                if listed is not None
                else partial(game.random_move, node.state, self.rng)
            )
            for _ in range(DRAWS):  # uniform among all, so uniform among the untried it accepts
                move = draw()
                if move not in tried:
                    tried.add(move)
                    return move
            node.moves = game.legal_moves(node.state) if listed is None else listed
            node.untried = [index for index, move in enumerate(node.moves) if move not in tried]
            node.tried = set()
        if not node.untried:
            return None
        if node.ordered:
            index = node.untried.pop()
        else:
            pick = self.rng.randrange(len(node.untried))
            index = node.untried[pick]
            node.untried[pick] = node.untried[-1]
            node.untried.pop()
        return node.moves[index]

    def rollout(self, state: Any) -> tuple[float, ...]:
        """The returns of a random game played on from ``state``: natively if asked."""
        if self.native:
            return self.native_returns(state, self.rng.getrandbits(32))
        return self.returns(self.game.playout(state, self.rng))

    def returns(self, final: Any) -> tuple[float, ...]:
        """The returns of each seat at the end of the game ``final``."""
        ended = self.game.outcome(final)
        if ended is None:  # pragma: no cover - a game's playout always ends the game
            raise IslandsRulesError(f"the playout of {self.game.name} stopped before the end of the game")
        return ended.returns
