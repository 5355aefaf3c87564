"""Speed of the reinforcement-learning adapters (islands_rules.rl; needs the rl extra).

Per game: encoding (observation tensor plus action mask) of a position against listing its
legal moves, averaged over the positions of random games, and PettingZoo environment steps
a second in a random game loop (observation and mask included at every step).

    python benchmarks/bench_rl.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from typing import Any

import numpy as np

import islands_rules as ir
from islands_rules import rl

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("ponte", {}),
    ("isaac", {}),
    ("lsd", {}),
    ("lsd", {"players": 4}),
    ("islands", {}),
    ("islands", {"players": 5}),
]


def positions(game: str, options: dict[str, Any], games: int, seed: int) -> list[Any]:
    """The positions where a player is to move in ``games`` random games."""
    rules, rng, found = rl.make_rules(game, **options), random.Random(seed), []
    for _ in range(games):
        state = ir.new_game(rules)
        while ir.to_move(state) is not None:
            if ir.to_move(state) is ir.CHANCE:
                state = ir.play(state, ir.draw_chance(state, rng))
                continue
            found.append(state)
            state = ir.play(state, ir.random_move(state, rng))
    return found


def per_position(function: Any, states: list[Any]) -> float:
    """Mean process time of ``function(state)`` in milliseconds, over ``states``."""
    start = time.process_time()
    for state in states:
        function(state)
    return (time.process_time() - start) / len(states) * 1000


def env_steps(game: str, options: dict[str, Any], games: int, seed: int) -> float:
    """PettingZoo steps a second, random legal actions, every observation read."""
    environment = rl.env(game, **options)
    generator = np.random.default_rng(seed)
    steps, start = 0, time.process_time()
    for k in range(games):
        environment.reset(seed=seed + k)
        for _agent in environment.agent_iter():
            observation, _reward, termination, truncation, _info = environment.last()
            action = None
            if not (termination or truncation):
                action = int(generator.choice(np.flatnonzero(observation["action_mask"])))
            environment.step(action)
            steps += 1
    return steps / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="random games per figure")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    print(f"islands_rules {ir.__version__}, CPython {platform.python_version()}, {platform.machine()}")
    columns = ["game", "moves listed", "legal_moves (ms)", "mask (ms)", "observation (ms)", "env steps/s"]
    print("| " + " | ".join(columns) + " |")
    print("|---" * len(columns) + "|")
    for game, options in CONFIGS:
        states = positions(game, options, arguments.games, arguments.seed)
        for state in states[:1]:  # the first use of a rule set builds its tables: not measured
            rl.action_mask(state)
            rl.observation_tensor(state)
        moves = sum(len(ir.legal_moves(s)) for s in states) / len(states)
        listing = per_position(ir.legal_moves, states)
        mask = per_position(rl.action_mask, states)
        seen = per_position(rl.observation_tensor, states)
        steps = env_steps(game, options, max(1, arguments.games // 2), arguments.seed)
        label = game + "".join(f" {k}={v}" for k, v in options.items())
        cells = [label, f"{moves:.0f}", f"{listing:.4f}", f"{mask:.4f}", f"{seen:.4f}", f"{steps:,.0f}"]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
