"""A record's check scores its final position once, though the outcome, the summary and the
report all need the score (issue 16: the command used to score each game three times)."""

from __future__ import annotations

import random

import pytest

import islands_rules as ir
from islands_rules.ponte import scoring


def random_game_text(seed: int) -> str:
    rng, state, moves = random.Random(seed), ir.new_game(ir.ponte.Rules(board_size=6)), []
    while not state.is_over:
        move = ir.ponte.random_move(state, rng)
        moves.append(move)
        state = ir.ponte.play(state, move)
    return ir.write_record(ir.Record(moves, rules=state.rules))


def test_checking_a_record_scores_its_final_position_once(monkeypatch: pytest.MonkeyPatch) -> None:
    text = random_game_text(7)
    scored: list[object] = []
    real = scoring._colour_score

    def counting(state: ir.ponte.GameState, colour: ir.ponte.Colour) -> scoring.ColourScore:
        scored.append((state, colour))
        return real(state, colour)

    monkeypatch.setattr(scoring, "_colour_score", counting)
    scoring._score.cache_clear()
    (check,) = ir.check_records(text)
    check.to_dict()
    assert check.valid
    assert len(scored) == len(set(scored)) == 2  # light and dark of the final position, once
