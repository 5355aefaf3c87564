"""Speed of the LSD engine against the reference implementation, in the same run.

Run from a checkout::

    python benchmarks/bench_lsd.py [--seconds S]

Figures, each for the engine and for ``tests/lsd/reference.py``:

1. ``legal_moves`` per position, median time per call, in the opening, the middle game and
   late in the game of one fixed game of the default rules (2 players);
2. complete random games per second (uniform choice from ``legal_moves`` every turn), with
   2 and with 4 players;
3. record validation: turns per second replaying the records of random complete games
   (the engine reads each token and plays it, checked; the reference plays the same tokens).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from islands_rules import lsd

TESTS = Path(__file__).resolve().parent.parent / "tests"

# The first 24 turns of one game of the default rules, by seeded random play (random.Random(9),
# uniform choice among the legal moves sorted by their token), written out so the positions
# never change with the engine's move order. It has 48, 52, 75 and 53 legal moves at plies 2, 10, 18, 24.
GAME_TEXT = (
    "new+@0,0 nwx@1,0 neswx@-1,0 neswx@-1,1 esx@-2,0 nesw+@-1,-1 e+@-2,1 ns+@1,1 sx@-1,2 ns+@-1,-2 "
    "nsx@1,2 esx@1,3 new+@-1,-3 newx@0,-3 wx@0,-1 newx@2,3 eswx@1,-3 nsx@1,-4 nesw+@-2,-1 s+@0,-2 "
    "nswx@1,-3 nes+@-2,-3 ewx@3,3 nes+@-2,-4"
)
POSITIONS = {"opening (ply 2)": 2, "middle (ply 10)": 10, "middle (ply 18)": 18, "late (ply 24)": 24}


def median_seconds(call: Callable[[], object], budget: float, at_least: int = 5) -> float:
    """The median time of one ``call()``, calling it for ``budget`` seconds (at least ``at_least`` times)."""
    gc.collect()
    times: list[float] = []
    deadline = time.perf_counter() + budget
    while len(times) < at_least or time.perf_counter() < deadline:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rate(step: Callable[[], int], budget: float, at_least: int = 1) -> float:
    """Units per second, where each ``step()`` does some units and says how many."""
    gc.collect()
    done, calls, start = 0, 0, time.perf_counter()
    while calls < at_least or time.perf_counter() - start < budget:
        done += step()
        calls += 1
    return done / (time.perf_counter() - start)


def _reference() -> object:
    sys.path.insert(0, str(TESTS))
    from lsd import reference

    return reference


# ------------------------------------------------------------------------------------ figures


def legal_moves_times(budget: float) -> list[tuple[str, float, float]]:
    """Per position: the engine's and the reference's median seconds per ``legal_moves`` call."""
    ref = _reference()
    turns = GAME_TEXT.split()
    rows = []
    for name, plies in POSITIONS.items():
        state, position = lsd.new_game(), ref.start()  # type: ignore[attr-defined]
        for token in turns[:plies]:
            state = lsd.play(state, token)
            position = ref.play(position, token)  # type: ignore[attr-defined]
        engine = median_seconds(lambda state=state: lsd.legal_moves(state), budget)
        reference = median_seconds(lambda position=position: ref.legal_moves(position), budget)  # type: ignore[attr-defined]
        rows.append((name, engine, reference))
    return rows


def engine_game(rules: lsd.Rules, rng: random.Random) -> int:
    state = lsd.new_game(rules)
    while not state.is_over:
        state = lsd.play(state, rng.choice(lsd.legal_moves(state)))
    return 1


def reference_game(players: int, rng: random.Random) -> int:
    ref = _reference()
    position = ref.start(players)  # type: ignore[attr-defined]
    while not position.over:
        position = ref.play(position, rng.choice(sorted(ref.legal_moves(position))))  # type: ignore[attr-defined]
    return 1


def random_games(players: int, budget: float) -> tuple[float, float]:
    """Complete random games per second: the engine's and the reference's."""
    rules = lsd.Rules(players=players)
    engine = rate(lambda: engine_game(rules, random.Random(len(str(time.perf_counter())))), budget)
    rng = random.Random(1)
    reference = rate(lambda: reference_game(players, rng), budget)
    return engine, reference


def corpus(games: int, seed: int) -> list[list[str]]:
    """The moves of ``games`` random complete games of the default rules."""
    rng, found = random.Random(seed), []
    for _ in range(games):
        state, moves = lsd.new_game(), []
        while not state.is_over:
            move = rng.choice(lsd.legal_moves(state))
            moves.append(str(move))
            state = lsd.play(state, move)
        found.append(moves)
    return found


def validation(budget: float) -> tuple[float, float]:
    """Turns per second validating the records of random games: the engine's and the reference's."""
    ref = _reference()
    games = corpus(20, 5)

    def engine() -> int:
        for moves in games:
            state = lsd.new_game()
            for token in moves:
                state = lsd.play(state, lsd.parse_move(token))
        return sum(map(len, games))

    def reference() -> int:
        moves = games[int(time.perf_counter() * 1000) % len(games)]
        position = ref.start()  # type: ignore[attr-defined]
        for token in moves:
            position = ref.play(position, token)  # type: ignore[attr-defined]
        return len(moves)

    return rate(engine, budget), rate(reference, budget)


def main(argv: list[str] | None = None) -> None:
    """Measure every figure and print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time budget per figure and side")
    budget = parser.parse_args(argv).seconds
    rows: list[tuple[str, str, float, float, bool]] = []
    for name, engine, reference in legal_moves_times(budget):
        rows.append((f"legal_moves, {name}", "µs per call", engine * 1e6, reference * 1e6, False))
    for players in (2, 4):
        engine, reference = random_games(players, budget)
        rows.append((f"random games, {players} players", "games/s", engine, reference, True))
    engine, reference = validation(budget)
    rows.append(("record validation", "turns/s", engine, reference, True))
    print(f"{'figure':<36} {'unit':<12} {'engine':>12} {'reference':>12} {'ratio':>8}")
    for figure, unit, engine, reference, higher in rows:
        ratio = engine / reference if higher else reference / engine
        print(f"{figure:<36} {unit:<12} {engine:>12,.1f} {reference:>12,.1f} {ratio:>7,.0f}x")


if __name__ == "__main__":
    main()
