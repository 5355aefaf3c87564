"""Exhaustive move counts (perft) on small boards: the engine against the reference's numbers.

The table in ``counts/counts.txt`` was computed by ``reference.py`` (see
``counts/make_counts.py``); here the engine recounts every entry.
"""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

import islands_rules as ir

TABLE = Path(__file__).resolve().parent / "counts" / "counts.txt"


@attrs.frozen
class PerftCase:
    name: str
    rules: ir.ponte.Rules
    moves: tuple[str, ...]
    counts: tuple[tuple[int, int], ...]  # (depth, count)

    @property
    def start(self) -> ir.ponte.GameState:
        """The position counted from: the case's moves played on a new game of its rules."""
        state = ir.ponte.new_game(self.rules)
        for move in self.moves:
            state = ir.ponte.play(state, move)
        return state


def read_table(text: str) -> list[PerftCase]:
    cases: list[PerftCase] = []
    for block in text.split("\nid ")[1:]:
        name, rules_line, moves_line, *perft_lines = block.strip().splitlines()
        size, tiles, bridges = (None if word == "-" else int(word) for word in rules_line.split()[1:])
        assert size is not None
        counts = tuple((int(d), int(n)) for _, d, n in (line.split() for line in perft_lines))
        cases.append(PerftCase(name, ir.ponte.Rules(board_size=size, tiles_per_colour=tiles, bridges=bridges),
                               tuple(moves_line.split()[1:]), counts))  # fmt: skip
    return cases


CASES = read_table(TABLE.read_text())


def perft(state: ir.ponte.GameState, depth: int) -> int:
    """The number of move sequences of exactly ``depth`` plies from ``state``."""
    moves = ir.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(ir.play(state, move), depth - 1) for move in moves)


def test_table_covers_the_extreme_positions() -> None:
    names = {case.name for case in CASES}
    assert {
        "empty-4x4",
        "empty-5x5",
        "nearly-full-5x5",
        "only-bridges-left-5x5",
        "no-legal-pair-5x5",
    } <= names
    assert all(case.counts for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_engine_perft_matches_the_reference_table(case: PerftCase) -> None:
    state = ir.new_game(case.rules)
    for move in case.moves:
        state = ir.play(state, move)
    for depth, expected in case.counts:
        assert perft(state, depth) == expected, f"{case.name} depth {depth}"
