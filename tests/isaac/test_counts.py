"""Exhaustive counts on small boards: the engine against the reference's numbers.

``counts/counts.txt`` was computed by ``reference.py`` alone (see ``counts/make_counts.py``).
Here the engine recounts every entry, walking the positions layer by layer with how many
move sequences reach each (so transpositions are counted once, and sequences still add up).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import attrs
import pytest

from islands_rules import isaac

TABLE = Path(__file__).resolve().parent / "counts" / "counts.txt"


@attrs.frozen
class Case:
    name: str
    rules: isaac.Rules
    turns: tuple[str, ...]
    counts: tuple[tuple[int, int, int], ...]  # (depth, sequences, positions)


def read_table(text: str) -> list[Case]:
    cases = []
    for block in text.split("\nid ")[1:]:
        name, rules_line, turns_line, *depth_lines = block.strip().splitlines()
        _, size, target, *pieces = rules_line.split()
        rules = isaac.Rules(
            size=int(size),
            target=int(target),
            pieces=tuple(tuple(int(n) for n in p.split(":")) for p in pieces),  # type: ignore[misc]
        )
        counts = tuple((int(d), int(s), int(p)) for _, d, s, p in (line.split() for line in depth_lines))
        cases.append(Case(name, rules, tuple(turns_line.split()[1:]), counts))
    return cases


CASES = read_table(TABLE.read_text())


def layers(state: isaac.GameState, depth: int) -> list[tuple[int, int]]:
    """(sequences, distinct positions) after exactly 1..``depth`` turns."""
    layer: Counter[isaac.GameState] = Counter({state: 1})
    found = []
    for _ in range(depth):
        following: Counter[isaac.GameState] = Counter()
        for position, ways in layer.items():
            for move in isaac.legal_moves(position):
                following[attrs.evolve(isaac.play(position, move), ply=0)] += ways
        layer = following
        found.append((sum(layer.values()), len(layer)))
    return found


def test_table_covers_both_phases_and_the_ends() -> None:
    names = {case.name for case in CASES}
    assert {"empty-3x3-two-tiles", "empty-4x4", "g-scoring-5x5", "full-4x4-scoring"} <= names
    assert any(case.counts[-1][1] == 0 for case in CASES)  # games that end inside the depth


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_engine_counts_match_the_reference_table(case: Case) -> None:
    state = isaac.new_game(case.rules)
    for turn in case.turns:
        state = isaac.play(state, turn)
    depth = case.counts[-1][0]
    assert [(d, s, p) for d, (s, p) in enumerate(layers(state, depth), 1)] == list(case.counts)
