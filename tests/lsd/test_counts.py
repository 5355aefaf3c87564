"""Exhaustive counts on small configurations: the engine against the reference's table.

``counts/counts.txt`` was computed by ``reference.py`` (see ``counts/make_counts.py``); here
the engine recounts every entry: turn sequences, distinct positions, and games ended by
result, depth by depth.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import attrs
import pytest

from islands_rules import lsd
from lsd.strategies import make_rules, play_tokens

TABLE = Path(__file__).resolve().parent / "counts" / "counts.txt"


@attrs.frozen
class CountCase:
    name: str
    rules: lsd.Rules
    moves: str
    depths: tuple[tuple[int, int], ...]  # (sequences, positions) for depth 1, 2, ...
    ended: tuple[tuple[int, str, int], ...]  # (depth, result, sequences)


def read_table(text: str) -> list[CountCase]:
    cases = []
    for block in text.split("\nid ")[1:]:
        name, rules_line, tiles_line, moves_line, *rest = block.strip().splitlines()
        _, players, line = rules_line.split()
        rules = make_rules(
            int(players), None if line == "-" else int(line), tiles_line.removeprefix("tileset ")
        )
        depths = tuple(
            (int(s), int(p)) for kind, _, s, p in (r.split() for r in rest if r.startswith("depth"))
        )
        ended = tuple(
            (int(d), w, int(n)) for _, d, w, n in (r.split() for r in rest if r.startswith("ended"))
        )
        cases.append(CountCase(name, rules, moves_line.removeprefix("moves").strip(), depths, ended))
    return cases


CASES = read_table(TABLE.read_text())


def engine_counts(
    state: lsd.GameState, depth: int
) -> tuple[list[tuple[int, int]], list[tuple[int, str, int]]]:
    depths, ended = [], []
    layer = {state: 1}
    for d in range(1, depth + 1):
        following: dict[lsd.GameState, int] = {}
        sequences, results = 0, Counter[str]()
        for position, ways in layer.items():
            for move in lsd.legal_moves(position):
                after = lsd.play(position, move)
                sequences += ways
                outcome = lsd.outcome(after)
                if outcome is not None:
                    results[outcome.result] += ways
                following[after] = following.get(after, 0) + ways
        depths.append((sequences, len(following)))
        ended += [(d, result, count) for result, count in sorted(results.items())]
        layer = following
    return depths, ended


def test_table_covers_passes_wins_draws_and_four_players() -> None:
    names = {case.name for case in CASES}
    assert {"empty-default-2p", "empty-default-4p", "p2-n+2-ns+1-whole-tree-with-passes"} <= names
    results = {result for case in CASES for _, result, _ in case.ended}
    assert {"red", "blue", "draw"} <= results
    assert any(case.rules.players == 4 and case.ended for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_engine_counts_match_the_reference_table(case: CountCase) -> None:
    state = play_tokens(case.moves, case.rules)
    depths, ended = engine_counts(state, len(case.depths))
    assert depths == list(case.depths)
    assert ended == list(case.ended)
