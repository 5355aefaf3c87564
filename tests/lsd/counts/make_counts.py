"""Regenerate ``tests/lsd/counts/counts.txt``: exhaustive counts by the REFERENCE implementation.

Run from the project root: ``python tests/lsd/counts/make_counts.py`` (a few minutes).
Each case is a rule set and the turns that reach a position from a new game; for every
depth the table gives the number of turn sequences of exactly that length (games that end
sooner stop), the number of distinct positions they reach, and the number of those
sequences that end the game, by result. The counts come from ``tests/lsd/reference.py``
alone (the engine is not imported), so the engine is checked against independent numbers.
"""

from __future__ import annotations

import gc
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent)]

from lsd import reference as ref  # noqa: E402

DEFAULT = " ".join(f"{name}:2" for name in ref.TYPE_ORDER)

# (id, players, line or None for the default, tile set, turns from a new game, depth)
CASES = [
    ("empty-default-2p", 2, None, DEFAULT, "", 3),
    ("empty-default-4p", 4, None, DEFAULT, "", 3),
    ("empty-line-2", 2, 2, DEFAULT, "", 3),
    ("c12-n+1-nsx2-whole-tree", 2, None, "n+:1 nsx:2", "", 7),
    ("p2-n+2-ns+1-whole-tree-with-passes", 2, None, "n+:2 ns+:1", "", 7),
    ("p2-n+2-ns+1-4p-whole-tree", 4, None, "n+:2 ns+:1", "", 13),
    ("ne-pair-whole-tree", 2, None, "ne+:1 nex:1", "", 5),
    ("nesw-4p", 4, None, "nesw+:1 neswx:1", "", 5),
    ("three-types", 2, None, "n+:1 ns+:1 nesw+:1", "", 5),
    ("k8-before-capture-of-four", 2, None, DEFAULT,
     "neswx@0,0 new+@1,0 nwx@2,0 nes+@0,1 esx@0,2 nesw+@2,1 nswx@2,2 nesw+@1,2", 2),
    ("l1-before-line-breaking-capture", 2, None, DEFAULT, "nesw+@0,0 s+@0,1 nesw+@1,0 ns+@1,1 ewx@2,0", 2),
    ("blue-to-move-can-win-line-3", 2, 3, DEFAULT,
     "newx@0,0 nes+@0,1 nwx@1,1 ne+@-1,0 es+@0,1 neswx@1,2 sx@1,3 swx@1,0 nesw+@1,-1 nwx@2,-1 nwx@2,2 "
     "neswx@1,-1 s+@2,0", 2),
    ("4p-blue-to-move-can-win", 4, None, DEFAULT,
     "s+@0,0 ne+@0,-1 esw+@1,-1 nsx@1,-2 neswx@2,-1 esw+@3,-1 wx@4,-1 ns+@2,0 nx@3,-2 sw+@2,1 newx@1,-3 "
     "ew+@0,-3 neswx@1,1 ex@-1,-3 nesw+@1,2 nx@2,-2 nswx@1,3 e+@0,1 ewx@2,-3 s+@1,4 sw+@3,-3", 2),
    ("q2-4p-before-enclosure", 4, None, DEFAULT, "nesw+@0,0 ns+@0,1 ns+@0,-1 ew+@-1,0 ew+@1,0 s+@0,2", 2),
]  # fmt: skip


def layer_counts(position: ref.Position, depth: int) -> list[tuple[int, int, Counter[str]]]:
    """Per depth: sequences, distinct positions, and the sequences ending there by result."""
    found = []
    layer: dict[object, tuple[ref.Position, int]] = {ref._identity(position): (position, 1)}
    for _ in range(depth):
        nxt: dict[object, tuple[ref.Position, int]] = {}
        sequences, ended = 0, Counter[str]()
        for pos, ways in layer.values():
            for move in ref.legal_moves(pos):
                after = ref.play(pos, move)
                sequences += ways
                result = ref.outcome(after)
                if result is not None:
                    ended[result] += ways
                identity = ref._identity(after)
                seen = nxt.get(identity)
                nxt[identity] = (after, ways + (seen[1] if seen else 0))
        found.append((sequences, len(nxt), ended))
        layer = nxt
    return found


def main() -> None:
    gc.disable()  # millions of small containers, none of them cyclic
    lines = [
        "# Exhaustive counts computed by tests/lsd/reference.py; regenerate with",
        "# `python tests/lsd/counts/make_counts.py`. A case: `id`, `rules PLAYERS LINE` (`-` = default),",
        "# `tileset ...`, `moves` from a new game, then `depth D SEQUENCES POSITIONS` and, for the",
        "# sequences that end the game at that depth, `ended D RESULT COUNT`.",
        "",
    ]
    for name, players, line, tile_set, moves, depth in CASES:
        started = time.time()
        position = ref.start(players, line, tile_set)
        for move in moves.split():
            position = ref.play(position, move)
        lines += [f"id {name}", f"rules {players} {'-' if line is None else line}", f"tileset {tile_set}"]
        lines.append(f"moves {moves}".rstrip())
        for d, (sequences, positions, ended) in enumerate(layer_counts(position, depth), start=1):
            lines.append(f"depth {d} {sequences} {positions}")
            lines += [f"ended {d} {result} {count}" for result, count in sorted(ended.items())]
        lines.append("")
        print(f"{name}: {time.time() - started:.1f}s", file=sys.stderr)
    (HERE / "counts.txt").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
