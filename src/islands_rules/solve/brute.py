"""The second method: a plain memoised minimax over the pure engine, with no symmetry, no
pruning and no move ordering, keyed by the states themselves. It checks :func:`~.solve` on
positions small enough for it (every child of every position is searched).

>>> import islands_rules as ir
>>> state = ir.ponte.setup_position(
...     rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["c3", "d3", "c4", "a4"]
... )
>>> minimax_value(ir.load_game("ponte"), state)
1
"""

from __future__ import annotations

import sys
from typing import Any

from ..core.checks import expect
from ..core.errors import PositionError
from ..core.protocol import Game
from .values import final_value, mover

__all__ = ["minimax_value"]


def minimax_value(game: Game[Any, Any, Any], state: Any, *, max_nodes: int = 2_000_000) -> int:
    """The value of ``state`` for the player to move (1, 0 or -1), by plain memoised minimax.

    >>> import islands_rules as ir
    >>> minimax_value(ir.load_game("lsd"), ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet("n+:1"), line=2)))
    0

    :raises PositionError: if the game is over, has chance or more than two players, or if
        more than ``max_nodes`` positions would have to be held.
    """
    expect(game, Game, "game")
    state = game.check_state(state)
    expect(max_nodes, int, "max_nodes")
    seat = mover(game, state)
    if seat is None:
        raise PositionError(f"{game.title}: the game is over, so there is nothing to solve")
    memo: dict[Any, int] = {}

    def value(position: Any, me: int) -> int:
        known = memo.get(position)
        if known is not None:
            return known
        best = -2
        for move in game.legal_moves(position):
            child = game.play(position, move)
            after = mover(game, child)
            if after is None:
                score = final_value(game, child, me)
            else:
                score = value(child, after) if after == me else -value(child, after)
            best = max(best, score)
        if len(memo) >= max_nodes:
            raise PositionError(f"minimax: more than {max_nodes:,} positions; too large for the plain method")
        memo[position] = best
        return best

    depth = sys.getrecursionlimit()
    sys.setrecursionlimit(max(depth, 10_000))
    try:
        return value(state, seat)
    finally:
        sys.setrecursionlimit(depth)
