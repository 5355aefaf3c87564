"""Exhaustive counts on small configurations: the engine against the reference's numbers.

``counts/counts.txt`` was computed by ``reference.py`` alone (``counts/make_counts.py``):
per depth, the token sequences (a token draws and places, or discards) and the distinct
positions they reach. Here the engine recounts every entry.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import attrs
import pytest

from islands_rules import islands
from islands_rules.islands import Rules, State, Turn

TABLE = Path(__file__).resolve().parent / "counts" / "counts.txt"


@attrs.frozen
class Case:
    name: str
    rules: Rules
    turns: tuple[str, ...]
    counts: tuple[tuple[int, int, int | None], ...]  # depth, sequences, positions


def read_table(text: str) -> list[Case]:
    cases = []
    for block in text.split("\nid ")[1:]:
        name, rules_line, turns_line, *count_lines = block.strip().splitlines()
        players, pieces = (int(word) for word in rules_line.split()[1:])
        counts = tuple(
            (int(d), int(n), None if p == "-" else int(p))
            for _, d, n, p in (line.split() for line in count_lines)
        )
        rules = Rules(players=players, pieces=pieces)
        cases.append(Case(name, rules, tuple(turns_line.split()[1:]), counts))
    return cases


CASES = read_table(TABLE.read_text(encoding="utf-8"))


def turns(state: State) -> list[Turn]:
    """Every token that may come next: at a chance node, the turns of every tile left."""
    if state.drawn is not None:
        return [move for move in islands.legal_moves(state) if not isinstance(move, islands.Draw)]
    found: list[Turn] = []
    for draw, _ in islands.chance_outcomes(state):
        found += [
            m for m in islands.legal_moves(islands.play(state, draw)) if not isinstance(m, islands.Draw)
        ]
    return found


def count(state: State, depth: int, last_positions: bool) -> list[tuple[int, int, int | None]]:
    layer: Counter[State] = Counter({state: 1})
    found: list[tuple[int, int, int | None]] = []
    for d in range(1, depth + 1):
        last = d == depth
        following: Counter[State] = Counter()
        sequences = 0
        for here, ways in layer.items():
            moves = turns(here)
            sequences += ways * len(moves)
            if last and not last_positions:
                continue
            for move in moves:
                following[islands.play(here, move)] += ways
        found.append((d, sequences, len(following) if last_positions or not last else None))
        layer = following
    return found


def test_the_table_covers_the_start_the_middle_and_the_end() -> None:
    names = {case.name for case in CASES}
    assert {"start-2p", "start-5p-1piece", "mid-game-4p-2pieces", "two-left-2p", "one-left-5p"} <= names
    assert {case.rules.players for case in CASES} >= {2, 3, 4, 5}
    assert all(case.counts for case in CASES)


def test_the_start_position_has_589_tokens_as_the_page_says() -> None:
    start = next(case for case in CASES if case.name == "start-2p")
    assert start.counts[0][:2] == (1, 589)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_engine_counts_match_the_reference_table(case: Case) -> None:
    state = islands.new_game(case.rules)
    for token in case.turns:
        state = islands.play(state, token)
    depth = case.counts[-1][0]
    assert count(state, depth, case.counts[-1][2] is not None) == list(case.counts)
