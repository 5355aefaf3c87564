"""Game values: a win, a draw or a loss for the player to move, from the game's own result
rules (its tie-breaks included), as the numbers ``1``, ``0`` and ``-1``.

>>> from islands_rules.solve.values import WIN, value_word
>>> value_word(WIN)
'win'
"""

from __future__ import annotations

from typing import Any

from ..core.checks import expect
from ..core.errors import PositionError, shown
from ..core.protocol import Game

__all__ = ["DRAW", "LOSS", "WIN", "final_value", "mover", "value_word"]

WIN = 1
"""The player to move wins with best play."""
DRAW = 0
"""Best play on both sides draws."""
LOSS = -1
"""The player to move loses against best play."""

_WORDS = {WIN: "win", DRAW: "draw", LOSS: "loss"}


def value_word(value: int) -> str:
    """``win``, ``draw`` or ``loss``: the value in words.

    >>> value_word(-1)
    'loss'

    :raises PositionError: for a number that is no value.
    """
    if type(value) is not int or value not in _WORDS:
        raise PositionError(f"a game value is 1, 0 or -1, got {shown(value)}")
    return _WORDS[value]


def final_value(game: Game[Any, Any, Any], final: Any, seat: int) -> int:
    """The value of the finished game ``final`` for ``seat``: a win if the seat's return is
    above every other's, a draw if it ties the best, a loss otherwise.

    >>> import random, islands_rules as ir
    >>> ponte = ir.load_game("ponte")
    >>> final = ponte.playout(ponte.new_game(ponte.rules_class(board_size=4)), random.Random(1))
    >>> ponte.outcome(final).returns, final_value(ponte, final, 0), final_value(ponte, final, 1)
    ((1.0, -1.0), 1, -1)

    :raises PositionError: if the game is not over.
    """
    expect(game, Game, "game")
    final = game.check_state(final)
    if type(seat) is not int or not 0 <= seat < len(game.seat_names(final)):
        raise PositionError(f"{game.title}: no seat {shown(seat)} in this game")
    outcome = game.outcome(final)
    if outcome is None:
        raise PositionError("the game is not over: it has no final value yet")
    mine = outcome.returns[seat]
    best_other = max(r for n, r in enumerate(outcome.returns) if n != seat)
    return WIN if mine > best_other else DRAW if mine == best_other else LOSS


def mover(game: Game[Any, Any, Any], state: Any) -> int | None:
    """The seat to move in ``state``, ``None`` once the game is over.

    >>> import islands_rules as ir
    >>> mover(ir.load_game("ponte"), ir.new_game())
    0

    :raises PositionError: at a chance node, or in a game of more than two players: the
        solver searches two-player games without chance.
    """
    seat = game.to_move(state)
    if seat is not None and not isinstance(seat, int):
        raise PositionError(
            f"{game.title}: the solver searches games without chance, and this is a chance node"
        )
    if len(game.seat_names(state)) != 2:
        raise PositionError(f"{game.title}: the solver searches two-player games only")
    return seat
