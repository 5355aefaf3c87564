"""Regenerate ``tests/islands/counts/counts.txt``: exhaustive counts by the REFERENCE.

Run from the project root: ``python tests/islands/counts/make_counts.py`` (a few minutes).
Each entry is a rule set and the turns that reach a position from a new game, found by
seeded random play of the reference itself; then, per depth, the number of token sequences
(a token is a whole turn: the draw and what became of it) and of distinct positions they
reach. The engine never runs here, so ``test_counts.py`` checks it against independent numbers.
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent)]

from islands.reference import (  # noqa: E402
    RefPosition,
    ref_all_turns,
    ref_key,
    ref_new_game,
    ref_play,
)

Wanted = Callable[[RefPosition], bool]


def reach(players: int, pieces: int, wanted: Wanted, seed: int) -> list[str]:
    """The turns of a seeded random reference game up to the first position ``wanted`` accepts."""
    rng = random.Random(seed)
    pos, turns = ref_new_game(players, pieces), list[str]()
    while not wanted(pos):
        tiles = [letter for letter, n in sorted(pos.supply.items()) for _ in range(n)]
        letter = rng.choice(tiles)
        token = rng.choice(sorted(t for t in ref_all_turns(pos) if t[0] == letter))
        turns.append(token)
        pos = ref_play(pos, token)
    return turns


def counts(pos: RefPosition, depth: int, last_positions: bool) -> list[tuple[int, int, int | None]]:
    """Per depth 1..``depth``: (depth, token sequences, distinct positions); the positions of
    the last depth only if ``last_positions`` (else ``None``: counting them means playing
    every sequence)."""
    layer = {ref_key(pos): (pos, 1)}
    found: list[tuple[int, int, int | None]] = []
    for d in range(1, depth + 1):
        last = d == depth
        following: dict[tuple[object, ...], tuple[RefPosition, int]] = {}
        seen: set[bytes] = set()
        sequences = 0
        for here, ways in layer.values():
            turns = sorted(ref_all_turns(here))
            sequences += ways * len(turns)
            if last and not last_positions:
                continue
            for token in turns:
                after = ref_play(here, token, check=False)
                key = ref_key(after)
                if last:
                    # A digest of the canonical text, not hash(): hash(-1) == hash(-2) in CPython.
                    seen.add(hashlib.blake2b(repr(key).encode(), digest_size=16).digest())
                    continue
                old = following.get(key)
                following[key] = (after, ways + (old[1] if old else 0))
        found.append((d, sequences, len(seen) if last else len(following)))
        if last and not last_positions:
            found[-1] = (d, sequences, None)
        layer = following
    return found


def left(n: int) -> Wanted:
    return lambda pos: sum(pos.supply.values()) <= n


CASES: list[tuple[str, int, int, Wanted, int, int, bool]] = [
    # name, players, pieces, position wanted, seed, depth, count the last depth's positions
    ("start-2p", 2, 7, lambda pos: True, 0, 2, False),
    ("start-5p-1piece", 5, 1, lambda pos: True, 0, 2, False),
    ("after-3-turns-3p", 3, 7, lambda pos: pos.plies >= 3, 1, 2, False),
    ("mid-game-4p-2pieces", 4, 2, lambda pos: pos.plies >= 30, 2, 1, True),
    ("two-left-2p", 2, 7, left(2), 3, 2, True),
    ("one-left-5p", 5, 7, left(1), 4, 1, True),
    ("one-left-3p-1piece", 3, 1, left(1), 5, 1, True),
]


def main() -> None:
    lines = [
        "# Exhaustive counts computed by tests/islands/reference.py; regenerate with",
        "# `python tests/islands/counts/make_counts.py`. An entry: `id`, `rules PLAYERS PIECES`,",
        "# `turns` from a new game, then `count DEPTH SEQUENCES POSITIONS` lines: token sequences",
        "# of that length (a token draws and places, or discards) and the distinct positions reached",
        "# (`-`: not counted, as that means playing every sequence).",
        "",
    ]
    for name, players, pieces, wanted, seed, depth, last_positions in CASES:
        start = time.time()
        turns = reach(players, pieces, wanted, seed)
        pos = ref_new_game(players, pieces)
        for token in turns:
            pos = ref_play(pos, token)
        lines += [f"id {name}", f"rules {players} {pieces}", "turns " + " ".join(turns)]
        table = counts(pos, depth, last_positions)
        lines += [f"count {d} {n} {'-' if p is None else p}" for d, n, p in table]
        lines.append("")
        print(f"{name}: {table} in {time.time() - start:.0f} s", file=sys.stderr, flush=True)
    (HERE / "counts.txt").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
