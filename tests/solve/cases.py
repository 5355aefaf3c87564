"""Positions small enough for the plain memoised minimax to solve in well under a second each:
whole games of Isaac on 3×3 and of LSD with three or four tiles a player, and Ponte 4×4
positions a few random moves into games with small supplies."""

from __future__ import annotations

import random
from typing import Any

import islands_rules as ir


def _random_plies(state: Any, plies: int, seed: int) -> Any:
    game, rng = ir.game_of(state), random.Random(seed)
    for _ in range(plies):
        if game.to_move(state) is None:
            break
        state = game.play(state, game.random_move(state, rng))
    return state


def small_positions() -> list[tuple[str, Any]]:
    """Named positions, none of them over."""
    cases: list[tuple[str, Any]] = [
        ("isaac 3x3 2:1:2 3:1:1", ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 2), (3, 1, 1))))),
        ("isaac 3x3 target 4", ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 1), (3, 2, 1)), target=4))),
        ("isaac 3x3 target 1", ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1)), target=1))),
        ("lsd n+ ns+ line 2", ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet("n+:1 ns+:1"), line=2))),
        (
            "lsd ns+ nsx nesw+ line 3",
            ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet("ns+:1 nsx:1 nesw+:1"), line=3)),
        ),
    ]
    for tiles, bridges, plies in ((5, 2, 2), (6, 2, 3), (6, 3, 3), (40, 15, 4), (40, 15, 6)):
        for seed in range(3):
            rules = ir.ponte.Rules(board_size=4, tiles_per_colour=tiles, bridges=bridges)
            state = _random_plies(ir.new_game(rules), plies, seed)
            if ir.game_of(state).to_move(state) is not None:
                cases.append(
                    (f"ponte 4x4 {tiles} tiles {bridges} bridges, {plies} plies, seed {seed}", state)
                )
    return cases
