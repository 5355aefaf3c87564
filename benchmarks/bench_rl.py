"""Speed of the reinforcement-learning adapters (islands_rules.rl; needs the rl extra).

Per game: encoding (observation tensor plus action mask) of a position against listing its
legal moves, and PettingZoo environment steps a second in a random game loop (observation
and mask included at every step).

Both sides are measured as a learning loop meets a position: just played, asked nothing yet.
The games are recorded once and replayed: once to warm the tables the engines and the
codecs share across positions (as a long loop would), then, game by game in turn, once
timing the first listing of each position as it is reached and once timing its first
encoding. Timing the same state objects again would flatter whichever side ran second, as
a state keeps what its first listing worked out (the move tables of Islands' boards). Each
call is timed alone in process time, less the cost of reading the clock.

    python benchmarks/bench_rl.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable, Iterator
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


def record(game: str, options: dict[str, Any], games: int, seed: int) -> list[list[Any]]:
    """The moves (chance draws included) of ``games`` random games."""
    rules, rng, found = rl.make_rules(game, **options), random.Random(seed), []
    for _ in range(games):
        state, moves = ir.new_game(rules), []
        while ir.to_move(state) is not None:
            chance = ir.to_move(state) is ir.CHANCE
            move = ir.draw_chance(state, rng) if chance else ir.random_move(state, rng)
            moves.append(move)
            state = ir.play(state, move)
        found.append(moves)
    return found


def replay(rules: Any, games: list[list[Any]]) -> Iterator[Any]:
    """Each position where a player is to move, freshly played, in the order of the games."""
    for moves in games:
        state = ir.new_game(rules)
        for move in moves:
            if ir.to_move(state) is not ir.CHANCE:
                yield state
            state = ir.play(state, move)


def clock_cost(samples: int = 20_000) -> float:
    """Seconds between two readings of the process clock, on average."""
    clock = time.process_time
    start = clock()
    for _ in range(samples):
        clock()
    return (clock() - start) / samples


def first_calls(
    rules: Any, games: list[list[Any]], sides: list[list[Callable[[Any], Any]]]
) -> list[list[float]]:
    """For each side (a list of functions), the mean process time in milliseconds of each of
    its functions called once, in turn, on each freshly played position of ``games`` (the
    clock's own cost taken off). The sides take turns game by game, each replaying the game
    afresh, so that a change of load falls on both."""
    clock = time.process_time
    totals = [[0.0] * len(functions) for functions in sides]
    count = 0
    for game in games:
        for side, functions in enumerate(sides):
            for state in replay(rules, [game]):
                for k, function in enumerate(functions):
                    start = clock()
                    function(state)
                    totals[side][k] += clock() - start
                count += side == 0
    overhead = clock_cost()
    return [[(total / count - overhead) * 1000 for total in side] for side in totals]


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
    columns = [
        "game",
        "moves listed",
        "legal_moves (ms)",
        "mask (ms)",
        "observation (ms)",
        "encoding / listing",
        "env steps/s",
    ]
    print("| " + " | ".join(columns) + " |")
    print("|---" * len(columns) + "|")
    for game, options in CONFIGS:
        rules = rl.make_rules(game, **options)
        games = record(game, options, arguments.games, arguments.seed)
        for state in replay(rules, games):  # warm the shared tables: not measured
            ir.legal_moves(state)
            rl.action_mask(state)
            rl.observation_tensor(state)
        moves = np.mean([len(ir.legal_moves(state)) for state in replay(rules, games)])
        (listing,), (mask, seen) = first_calls(
            rules, games, [[ir.legal_moves], [rl.action_mask, rl.observation_tensor]]
        )
        steps = env_steps(game, options, max(1, arguments.games // 2), arguments.seed)
        label = game + "".join(f" {k}={v}" for k, v in options.items())
        ratio = (mask + seen) / listing
        cells = [
            label,
            f"{moves:.0f}",
            f"{listing:.4f}",
            f"{mask:.4f}",
            f"{seen:.4f}",
            f"{ratio:.2f}",
            f"{steps:,.0f}",
        ]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
