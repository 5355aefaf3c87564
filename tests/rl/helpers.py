"""What the RL tests share: the rule sets every test runs on, and random positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import islands_rules as ir

# Every game, with its largest player count, and small boards where whole games must be quick.
CONFIGS: dict[str, tuple[str, dict[str, Any]]] = {
    "ponte": ("ponte", {}),
    "ponte-6": ("ponte", {"board_size": 6}),
    "isaac": ("isaac", {}),
    "isaac-6": ("isaac", {"size": 6, "pieces": ((2, 1, 3), (3, 2, 2), (4, 3, 1))}),
    "lsd": ("lsd", {}),
    "lsd-4": ("lsd", {"players": 4}),
    "islands": ("islands", {}),
    "islands-5": ("islands", {"players": 5}),
}

# Rule sets small enough for whole games inside the frameworks' own tests.
SMALL: dict[str, tuple[str, dict[str, Any]]] = {
    "ponte": ("ponte", {"board_size": 5}),
    "isaac": ("isaac", {"size": 6, "pieces": ((2, 1, 3), (3, 2, 2), (4, 3, 1))}),
    "lsd": ("lsd", {}),
    "lsd-4": ("lsd", {"players": 4}),
    "islands": ("islands", {}),
    "islands-5": ("islands", {"players": 5}),
}


def random_positions(game: str, options: dict[str, Any], games: int, seed: int) -> Iterator[Any]:
    """Every position of ``games`` random games (chance nodes included), from ``seed``."""
    from islands_rules import rl  # the rl extra: imported only by the tests that skip without it

    rules = rl.make_rules(game, **options)
    rng = random.Random(seed)
    for _ in range(games):
        state = ir.new_game(rules)
        while True:
            yield state
            if ir.to_move(state) is None:
                break
            chance = ir.to_move(state) is ir.CHANCE
            state = ir.play(state, ir.draw_chance(state, rng) if chance else ir.random_move(state, rng))
