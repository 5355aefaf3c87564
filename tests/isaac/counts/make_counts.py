"""Regenerate ``tests/isaac/counts/counts.txt``: exhaustive counts by the REFERENCE implementation.

Run from the project root: ``python tests/isaac/counts/make_counts.py``. For each case (a
rule set and the turns that reach a position from a new game), it counts with
``tests/isaac/reference.py`` alone the move sequences of exactly d turns (perft) and the
distinct positions after exactly d turns, for d = 1 .. depth. The engine is then checked
against these independent numbers by ``test_counts.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent)]

from isaac.reference import Position, ref_new, ref_perft, ref_play, ref_positions  # noqa: E402

# (id, size, pieces, target, turns, depth)
CASES: list[tuple[str, int, str, int, str, int]] = [
    ("empty-3x3-two-tiles", 3, "2:1:1 3:1:1", 9, "", 9),
    ("empty-3x3-three-tiles", 3, "2:1:2 3:1:1", 9, "", 9),
    ("empty-3x3-low-target", 3, "2:2:2", 2, "", 10),
    ("empty-4x4", 4, "2:1:2 3:2:1", 16, "", 5),
    ("empty-4x4-long", 4, "3:1:1 4:2:1", 16, "", 6),
    ("o1-scoring-3x3", 3, "2:1:1 3:1:1", 9, "b1-b2 a1-a2 a3-c3 pass pass", 4),
    ("t1-scoring-3x3", 3, "2:1:2 3:1:1", 9, "a2-c2 a1-c1 b3-c3 pass pass", 4),
    ("g-scoring-5x5", 5, "2:1:3 3:2:2 4:3:1", 25,
     "a1-a2 b1-e1 a3-a4 e2-e4 d5-e5 b2-b4 d2-d4 c4-c5 pass a5-b5 c2-c3 pass", 4),
    ("g-scoring-5x5-target-20", 5, "2:1:3 3:2:2 4:3:1", 20,
     "a1-a2 b1-e1 a3-a4 e2-e4 d5-e5 b2-b4 d2-d4 c4-c5 pass a5-b5 c2-c3 pass", 5),
    ("full-4x4-scoring", 4, "2:2:4 4:1:2", 16,
     "a1-d1 a2-d2 a3-b3 c3-d3 a4-b4 c4-d4 pass pass", 5),
]  # fmt: skip


def position(size: int, pieces: str, target: int, turns: str) -> Position:
    kinds = [tuple(int(n) for n in entry.split(":")) for entry in pieces.split()]
    pos = ref_new(size, [(k[0], k[1], k[2]) for k in kinds], target)
    for turn in turns.split():
        pos = ref_play(pos, turn)
    return pos


def main() -> None:
    lines = [
        "# Exhaustive counts computed by tests/isaac/reference.py; regenerate with",
        "# `python tests/isaac/counts/make_counts.py`. A case: `id`, `rules SIZE TARGET PIECES...`,",
        "# `turns` from a new game, then `depth D SEQUENCES POSITIONS` (move sequences of exactly",
        "# D turns, and distinct positions after exactly D turns).",
        "",
    ]
    for name, size, pieces, target, turns, depth in CASES:
        began = time.perf_counter()
        pos = position(size, pieces, target, turns)
        lines += [f"id {name}", f"rules {size} {target} {pieces}", f"turns {turns}".rstrip()]
        distinct = ref_positions(pos, depth)
        for d in range(1, depth + 1):
            lines.append(f"depth {d} {ref_perft(pos, d)} {distinct[d - 1]}")
        lines.append("")
        print(f"{name}: {time.perf_counter() - began:.1f}s", file=sys.stderr)
    (HERE / "counts.txt").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
