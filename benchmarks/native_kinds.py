"""The native engines against the pure-Python ones at every kind of position, in one run.

Ponte's ``legal_moves`` and ``count_legal_moves`` at the opening, in mid-game, late, with
bridges in mid-game and in a bridge endgame (10×10, the default rules), each measured three
ways in processor time: the pure engine, the native engine on a state whose packed form is
kept (the second call on a state and after), and the native engine on a fresh state (the
first call, packing included); then a random game to the end of Ponte and of Isaac, native
against pure. Batches of every row are interleaved and the median batch is kept, so a load
that comes and goes weighs on every row alike; the ratios are within the run.

Run from a checkout with the extension installed (``python3 -m pip install ./native``)::

    python3 benchmarks/native_kinds.py [--rounds 9] [--json out.json]
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import islands_rules as ir
from islands_rules.isaac import native as isaac_native
from islands_rules.ponte import native as ponte_native


def _game(seed: int, bridge_bias: float) -> list[ir.ponte.GameState]:
    """The states of a random 10×10 game, leaning towards bridges by ``bridge_bias``."""
    rng = random.Random(seed)
    state = ir.new_game()
    states = [state]
    while not state.is_over:
        moves = ir.legal_moves(state)
        bridges = [move for move in moves if isinstance(move, ir.ponte.BuildBridge)]
        state = ir.play(state, rng.choice(bridges if bridges and rng.random() < bridge_bias else moves))
        states.append(state)
    return states


def positions() -> dict[str, ir.ponte.GameState]:
    """One position of each kind, named with its ply and bridges."""
    plain, heavy = _game(3, 0.0), _game(5, 0.9)
    middle, end = len(heavy) // 2, len(heavy) - 3
    return {
        "opening (ply 0)": plain[0],
        "opening (ply 1)": plain[1],
        "middle (ply 17)": plain[17],
        "late (ply 28)": plain[28],
        f"bridges, middle (ply {middle}, {len(heavy[middle].bridges())} bridges)": heavy[middle],
        f"bridge endgame (ply {end}, {len(heavy[end].bridges())} bridges)": heavy[end],
    }


def _batch(call: Callable[[int], object], size: int) -> float:
    """Processor seconds per call of ``size`` calls."""
    start = time.process_time()
    for k in range(size):
        call(k)
    return (time.process_time() - start) / size


def _on(call: Callable[[Any], object], state: object, *, fresh: bool = False) -> Callable[[int], object]:
    """``call`` of ``state`` as a row; ``fresh``: of a new copy each time (no packed form kept)."""
    if fresh:
        return lambda _: call(copy.copy(state))
    return lambda _: call(state)


def _games(game: str, module: Any) -> dict[str, Callable[[int], object]]:
    """The rows of complete random games of ``game`` from its start, seeded by the call's number."""
    start = ir.new_game(game.lower())

    def pure(k: int) -> object:
        return ir.playout(start, random.Random(k))

    def native(k: int) -> object:
        return module.playout(start, k)

    def returns(k: int) -> object:
        return module.playout_returns(start, k)

    return {
        f"{game} 10×10 game | playout | pure": pure,
        f"{game} 10×10 game | playout | native": native,
        f"{game} 10×10 game | playout_returns | native": returns,
    }


def measure(rounds: int) -> dict[str, Any]:
    """Every row's median batch in microseconds, the rows interleaved round by round."""
    rows: dict[str, Callable[[int], object]] = {}
    for name, state in positions().items():
        if ponte_native.legal_moves(state) != ir.legal_moves(state):  # the same answer, or no figure
            raise RuntimeError(f"native legal_moves disagrees at {name}")
        for what, pure, fast in (
            ("legal_moves", ir.ponte.legal_moves, ponte_native.legal_moves),
            ("count", ir.ponte.count_legal_moves, ponte_native.count_legal_moves),
        ):
            rows[f"{name} | {what} | pure"] = _on(pure, state)
            rows[f"{name} | {what} | native"] = _on(fast, state)
            rows[f"{name} | {what} | native, fresh"] = _on(fast, state, fresh=True)
        rows[f"{name} | copy"] = _on(copy.copy, state)
    for game, module in (("Ponte", ponte_native), ("Isaac", isaac_native)):
        rows |= _games(game, module)
    sizes = {name: 20 if name.endswith("playout | pure") else 200 for name in rows}
    batches: dict[str, list[float]] = {name: [] for name in rows}
    for _ in range(rounds):
        for name, call in rows.items():
            batches[name].append(_batch(call, sizes[name]))
    return {name: statistics.median(found) * 1e6 for name, found in batches.items()}


def report(figures: dict[str, float]) -> list[str]:
    """The table: per position and call, pure, native (kept), native (fresh) and the ratios."""
    lines = []
    kinds = dict.fromkeys(name.split(" | ")[0] for name in figures if "10×10 game" not in name)
    for kind in kinds:
        copied = figures[f"{kind} | copy"]
        for call in ("legal_moves", "count"):
            pure, kept = figures[f"{kind} | {call} | pure"], figures[f"{kind} | {call} | native"]
            fresh = figures[f"{kind} | {call} | native, fresh"] - copied
            lines.append(
                f"{kind:45} {call:11} pure {pure:8.2f} µs  native {kept:7.2f} µs ({pure / kept:5.1f}×)"
                f"  first call {fresh:7.2f} µs ({pure / fresh:5.1f}×)"
            )
    for game in ("Ponte 10×10 game", "Isaac 10×10 game"):
        pure = figures[f"{game} | playout | pure"]
        moves, returns = figures[f"{game} | playout | native"], figures[f"{game} | playout_returns | native"]
        lines.append(
            f"{game:45} playout     pure {pure:8.1f} µs  native {moves:7.1f} µs ({pure / moves:5.1f}×)"
            f"  returns only {returns:7.1f} µs ({pure / returns:5.1f}×)"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="interleaved rounds (the median is kept)")
    parser.add_argument("--json", help="also write the figures (µs) to this file")
    options = parser.parse_args()
    for module in (ponte_native, isaac_native):
        if not module.available():
            raise SystemExit(module.why_unavailable())
    figures = measure(options.rounds)
    machine = platform.processor() or platform.machine()
    print(f"{machine}, {platform.platform()}, CPython {platform.python_version()}")
    print("\n".join(report(figures)))
    if options.json:
        with open(options.json, "w", encoding="utf-8") as out:
            json.dump(figures, out, indent=1)


if __name__ == "__main__":
    main()
