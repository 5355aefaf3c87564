"""Speed of the Isaac engine, against the reference implementation in the same run.

Run from a checkout::

    python benchmarks/bench_isaac.py [--seconds S] [--no-reference]

Figures, each for the engine and for ``tests/isaac/reference.py``:

1. ``legal_moves`` on fixed 10×10 positions of both phases, median time per call;
2. complete random games per second on the default 10×10 board, choosing uniformly from
   the legal moves each turn; and through :func:`islands_rules.isaac.playout`, which draws
   from the same law by counting (the reference has no fast path: its figure is the same);
3. record validation: turns per second reading the records of random complete games with
   :func:`islands_rules.read_record` (the reference replays the same turns, checking each).

Only the standard library and islands_rules are needed; the reference is optional.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from types import ModuleType

import islands_rules as ir
from islands_rules import isaac

TESTS = Path(__file__).resolve().parent.parent / "tests"

# One default game, made by seeded random play (random.Random(1), uniform choice among the
# legal moves sorted by their text), written out so the positions never change with the engine.
GAME = (  # noqa: SIM905
    "b6-d6 a8-a10 c5-e5 b3-b5 f8-f10 g7-g9 i2-i5 h1-h5 e6-g6 c1-g1 b10-d10 e3-g3 a1-a5 h7-j7 c4-g4 "
    "j2-j5 a7-d7 d2-g2 e7-e10 g10-j10 pass pass xa7-d7+3 xa8-a10+1 xc4-g4+0 xj2-j5+0 xa1-a5+0 "
    "xh1-h5+1 pass pass"
).split()

POSITIONS: dict[str, int] = {
    "placement: empty board": 0,
    "placement: ply 8": 8,
    "placement: ply 16": 16,
    "scoring: first turn (ply 22)": 22,
    "scoring: ply 24": 24,
}


def median_seconds(call: Callable[[], object], budget: float, at_least: int = 5) -> float:
    """The median time of one call, over repeated calls for about ``budget`` seconds."""
    times: list[float] = []
    began = time.perf_counter()
    while len(times) < at_least or time.perf_counter() - began < budget:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rate(step: Callable[[], int], budget: float) -> float:
    """Units per second of ``step`` (which returns how many units it did), for about ``budget`` seconds."""
    done, began = 0, time.perf_counter()
    while done == 0 or time.perf_counter() - began < budget:
        done += step()
    return done / (time.perf_counter() - began)


def engine_state(turns: int) -> isaac.GameState:
    state = isaac.new_game()
    for turn in GAME[:turns]:
        state = isaac.play(state, turn)
    return state


def engine_game(rng: random.Random) -> int:
    state = isaac.new_game()
    while not state.is_over:
        state = isaac.play(state, rng.choice(isaac.legal_moves(state)))
    return 1


def corpus(games: int, seed: int) -> list[str]:
    """The records of ``games`` random complete default games."""
    rng, texts = random.Random(seed), []
    for _ in range(games):
        state, moves = isaac.new_game(), []
        while not state.is_over:
            move = rng.choice(isaac.legal_moves(state))
            moves.append(str(move))
            state = isaac.play(state, move)
        texts.append('[Game "isaac"]\n\n' + " ".join(moves) + "\n")
    return texts


def load_reference() -> ModuleType | None:
    sys.path[:0] = [str(TESTS)]
    try:
        from isaac import reference
    except ImportError:
        return None
    return reference


def run(seconds: float, ref: ModuleType | None) -> list[tuple[str, str, float, float | None]]:
    """Rows of (figure, unit, engine, reference)."""
    rows: list[tuple[str, str, float, float | None]] = []
    share = seconds / (len(POSITIONS) + 3)
    for name, turns in POSITIONS.items():
        state = engine_state(turns)
        engine = median_seconds(partial(isaac.legal_moves, state), share / 2) * 1e6
        reference = None
        if ref is not None:
            position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
            for turn in GAME[:turns]:
                position = ref.ref_play(position, turn)
            assert {str(m) for m in isaac.legal_moves(state)} == ref.ref_legal_moves(position)
            reference = median_seconds(partial(ref.ref_legal_moves, position), share / 2) * 1e6
        rows.append((f"legal_moves, {name}", "µs/call", engine, reference))
    rng = random.Random(2)
    games = rate(lambda: engine_game(rng), share)
    reference_games = None
    if ref is not None:
        ref_rng = random.Random(2)

        def ref_game() -> int:
            position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
            while position.phase != "over":
                position = ref.ref_play(
                    position, ref_rng.choice(sorted(ref.ref_legal_moves(position))), checked=False
                )
            return 1

        reference_games = rate(ref_game, share)
    rows.append(("random games, choosing from legal_moves", "games/s", games, reference_games))
    playout_rng = random.Random(2)
    fast = rate(lambda: bool(isaac.playout(isaac.new_game(), playout_rng)), share)
    rows.append(("random games, isaac.playout", "games/s", fast, reference_games))
    texts = corpus(20, 3)
    turns = sum(len(text.split()) - 2 for text in texts)
    validated = rate(lambda: sum(ir.read_record(text).plies for text in texts), share)
    reference_validated = None
    if ref is not None:

        def ref_validate() -> int:
            done = 0
            for text in texts:
                position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
                for token in text.split()[2:]:
                    position = ref.ref_play(position, token)
                    done += 1
            return done

        reference_validated = rate(ref_validate, share)
    rows.append((f"record validation ({turns} turns)", "turns/s", validated, reference_validated))
    return rows


def table(rows: Sequence[tuple[str, str, float, float | None]]) -> str:
    lines = [f"{'figure':<44} {'unit':>8} {'engine':>12} {'reference':>12} {'ratio':>8}"]
    for figure, unit, engine, reference in rows:
        if reference is None:
            ref_text = ratio = "-"
        else:
            ref_text = f"{reference:,.1f}"
            times = reference / engine if unit.endswith("/call") else engine / reference
            ratio = f"{times:,.0f}×"
        lines.append(f"{figure:<44} {unit:>8} {engine:>12,.1f} {ref_text:>12} {ratio:>8}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=14.0, help="time budget of the whole run")
    parser.add_argument("--no-reference", action="store_true", help="time the engine only")
    arguments = parser.parse_args(argv)
    gc.collect()
    ref = None if arguments.no_reference else load_reference()
    print(table(run(arguments.seconds, ref)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
