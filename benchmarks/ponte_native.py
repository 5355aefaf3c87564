"""Ponte del Diavolo's native-speed rows: the optional C extension (``islands_rules.ponte.native``)
beside the pure-Python engine, both measured in this run on the same positions.

Reported only when the extension is installed (``python3 -m pip install ./native``); the
reference column of these rows is the pure-Python engine, not the reference implementation.
"""

from __future__ import annotations

import random
from functools import partial

from harness import Figure, median_seconds, rate

import islands_rules as ir
from islands_rules.ponte import native


def native_figures(seconds: float, middle: ir.ponte.GameState, late: ir.ponte.GameState) -> list[Figure]:
    """The native rows, ``[]`` without the extension: ``legal_moves`` in the ``middle`` and
    ``late`` positions, counting in the middle, and complete random 10×10 games per second."""
    if not native.available():
        print(f"native Ponte rows left out: {native.why_unavailable()}")
        return []
    found = []
    for name, state, pure, fast, target in (
        ("legal_moves, middle (ply 17)", middle, ir.legal_moves, native.legal_moves, 0.13),
        ("legal_moves, late (ply 28)", late, ir.legal_moves, native.legal_moves, 0.07),
        (
            "count_legal_moves, middle (ply 17)",
            middle,
            ir.ponte.count_legal_moves,
            native.count_legal_moves,
            0.04,
        ),
    ):
        if fast(state) != pure(state):  # the same answer, or the speed means nothing
            raise RuntimeError(f"native {name} disagrees with the pure-Python engine")
        found.append(
            Figure(
                f"native {name}",
                "ms",
                median_seconds(partial(fast, state), seconds, at_least=20) * 1000,
                median_seconds(partial(pure, state), seconds, at_least=20) * 1000,
                higher_is_better=False,
                target=target,
            )
        )
    start, seeds, rng = ir.new_game(), iter(range(10**9)), random.Random(2)

    def native_game() -> int:
        native.playout(start, next(seeds))
        return 1

    def pure_game() -> int:
        ir.playout(start, rng)
        return 1

    found.append(
        Figure(
            "native playout",
            "games/s",
            rate(native_game, seconds * 2, at_least=10),
            rate(pure_game, seconds * 2, at_least=10),
            target=2500,
        )
    )
    found[0].note = (
        "rows marked native are the optional C extension (python3 -m pip install ./native); their "
        "reference column is the pure-Python engine in the same run, so the ratio is the native gain"
    )
    return found
