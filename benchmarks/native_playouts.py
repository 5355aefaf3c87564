"""The native playouts of LSD and Islands beside the pure-Python ones, in processor time.

A random game from the start, per player count: ``islands_rules.<game>.native.playout_returns``
(C, from a seed) against ``islands_rules.<game>.playout`` (pure Python, from a
:class:`random.Random`), measured in interleaved rounds in one run so that the machine's
load falls on both alike; the ratio is within the run. Budgets are in games, not seconds.
Needs the extension (``python3 -m pip install ./native``).

    python benchmarks/native_playouts.py            # about a minute of one core
    python benchmarks/native_playouts.py --rounds 2 --scale 0.2
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable

import islands_rules as ir
from islands_rules.islands import native as islands_native
from islands_rules.lsd import native as lsd_native

# (game, players, native games a round, pure games a round)
CASES = (
    ("lsd", 2, 2000, 40),
    ("lsd", 4, 2000, 25),
    ("islands", 2, 300, 4),
    ("islands", 3, 300, 3),
    ("islands", 4, 200, 3),
    ("islands", 5, 200, 2),
)
NATIVE = {"lsd": lsd_native, "islands": islands_native}


def _seconds(run: Callable[[], object], games: int) -> float:
    start = time.process_time()
    for _ in range(games):
        run()
    return time.process_time() - start


def measure(game: str, players: int, native_games: int, pure_games: int, rounds: int) -> tuple[float, float]:
    """Microseconds of processor time per game: native, pure."""
    native = NATIVE[game]
    start = ir.new_game(ir.load_game(game).rules_class(players=players))
    check = native.playout(start, 1)  # the replay checks every move (the tests do it on many seeds)
    assert ir.outcome(check.final_state()) == check.outcome
    seeds = iter(range(10**12))
    rng = random.Random(1)
    native_total = pure_total = 0.0
    for _ in range(rounds):
        native_total += _seconds(lambda: native.playout_returns(start, next(seeds)), native_games)
        pure_total += _seconds(lambda: ir.playout(start, rng), pure_games)
    return native_total / (rounds * native_games) * 1e6, pure_total / (rounds * pure_games) * 1e6


def machine() -> str:
    """The processor's name where the system says it (Linux), else its architecture."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds per case (default 5)")
    parser.add_argument("--scale", type=float, default=1.0, help="games per round, times this (default 1)")
    args = parser.parse_args()
    for module in NATIVE.values():
        if not module.available():
            raise SystemExit(module.why_unavailable())
    print(f"{machine()}, {platform.system()}, Python {platform.python_version()}")
    print(f"{'game':<9}{'players':>8}{'native µs':>12}{'pure µs':>12}{'ratio':>8}")
    for game, players, native_games, pure_games in CASES:
        fast, pure = measure(
            game,
            players,
            max(1, round(native_games * args.scale)),
            max(1, round(pure_games * args.scale)),
            args.rounds,
        )
        print(f"{game:<9}{players:>8}{fast:>12.1f}{pure:>12.1f}{pure / fast:>7.0f}×")


if __name__ == "__main__":
    main()
