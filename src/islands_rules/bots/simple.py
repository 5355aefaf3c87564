"""Two bots that do not search: :class:`RandomBot` plays any legal move, :class:`GreedyBot`
the move that leads most on points one ply ahead."""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import IslandsRulesError
from ..core.protocol import Game, expect_state
from .base import check_seat, check_seed, given, seat_to_choose

__all__ = ["GreedyBot", "RandomBot", "greedy_value"]


class RandomBot:
    """A uniformly random legal move, drawn as fast as the game can (its ``random_move``).

    ``seed`` seeds the bot's own :class:`random.Random`: two bots of one seed choose alike.

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=5))
    >>> RandomBot(seed=3).choose(state) == RandomBot(seed=3).choose(state)
    True
    >>> RandomBot(seed=3).choose(state) in ir.legal_moves(state)
    True

    :raises IslandsRulesError: if ``seed`` is neither an int nor ``None``.
    """

    def __init__(self, *, seed: int | None = None) -> None:
        self._rng = random.Random(check_seed(seed))

    def choose(self, state: Any) -> Any:
        """A legal move for the seat to move in ``state``, each with the same chance.

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        game, _ = seat_to_choose(state)
        return game.random_move(state, self._rng)

    def __str__(self) -> str:
        return "random"

    def __repr__(self) -> str:
        return "RandomBot()"


def greedy_value(game: Game[Any, Any, Any], after: Any, seat: int) -> tuple[float, int]:
    """How good ``after`` is for ``seat`` one ply ahead, as the greedy bot sees it: the
    seat's return if the game has ended (else 0), then its points minus the best other
    player's points (from the game's :meth:`~islands_rules.Game.summary`).

    >>> import islands_rules as ir
    >>> ponte = ir.load_game("ponte")
    >>> greedy_value(ponte, ponte.new_game(), 0)
    (0.0, 0)

    :raises IslandsRulesError: if ``game`` is no game, ``after`` no state of it, or
        ``seat`` no seat of it.
    """
    if not isinstance(game, Game):
        raise IslandsRulesError(f"game must be a game of the library (load_game), got {given(game)}")
    after = expect_state(after, game.state_class)
    names = game.seat_names(after)
    check_seat(seat, len(names))
    ended = game.outcome(after)
    points = game.summary(after)
    mine = points[names[seat]]["points"]
    others = [points[name]["points"] for index, name in enumerate(names) if index != seat]
    lead = mine - max(others) if others else mine
    return (0.0 if ended is None else float(ended.returns[seat]), lead)


class GreedyBot:
    """The move after which the seat to move leads most on the game's own score (see
    :func:`greedy_value`), one ply ahead; ties are broken at random with the bot's own
    :class:`random.Random`, seeded by ``seed``.

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> GreedyBot(seed=1).choose(state) in ir.legal_moves(state)
    True

    :raises IslandsRulesError: if ``seed`` is neither an int nor ``None``.
    """

    def __init__(self, *, seed: int | None = None) -> None:
        self._rng = random.Random(check_seed(seed))

    def choose(self, state: Any) -> Any:
        """One of the moves of the best :func:`greedy_value` for the seat to move.

        :raises UnknownGameError: if ``state`` is no state of a game of the library.
        :raises IllegalMoveError: if the game is over.
        :raises IslandsRulesError: at a chance node, where no player chooses.
        """
        game, seat = seat_to_choose(state)
        best: list[Any] = []
        best_value: tuple[float, int] | None = None
        for move in game.legal_moves(state):
            value = greedy_value(game, game.play(state, move), seat)
            if best_value is None or value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        return best[0] if len(best) == 1 else self._rng.choice(best)

    def __str__(self) -> str:
        return "greedy"

    def __repr__(self) -> str:
        return "GreedyBot()"
