"""The engine against the independent reference (``reference.py``) on random games with 2 to
5 players: the legal-move lists, objects and their completion, scores after every turn, the
final scoring and the winner."""

from __future__ import annotations

import random

import pytest

from islands.adapter import assert_same, engine_objects, reference_objects
from islands.reference import (
    RefPosition,
    ref_all_turns,
    ref_new_game,
    ref_play,
    ref_turns,
    ref_winner,
)
from islands_rules import islands
from islands_rules.islands import Draw, State


def play_both(players: int, seed: int, *, all_types_every: int = 20) -> tuple[State, RefPosition]:
    rng = random.Random(seed)
    state, pos = islands.new_game(islands.Rules(players=players)), ref_new_game(players)
    while not state.is_over:
        if state.ply % all_types_every == 0:
            every = {
                str(m)
                for d, _ in islands.chance_outcomes(state)
                for m in islands.legal_moves(islands.play(state, d))
            }
            assert every == ref_all_turns(pos), f"ply {state.ply}"
        draw = islands.random_draw(state, rng)
        assert isinstance(draw, Draw)
        state = islands.play(state, draw)
        moves = [str(m) for m in islands.legal_moves(state)]
        assert len(moves) == len(set(moves))
        assert set(moves) == ref_turns(pos, draw.tile), f"ply {state.ply + 1}, {draw.tile} drawn"
        token = rng.choice(moves)
        # The reference just listed the turns (above): it need not judge this one again.
        state, pos = islands.play(state, token), ref_play(pos, token, check=False)
        assert_same(state, pos)
        if state.ply % 7 == 0 or state.is_over:
            assert engine_objects(state) == reference_objects(pos), f"after ply {state.ply}"
    return state, pos


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_whole_random_games_agree_with_the_reference(players: int, seed: int) -> None:
    state, pos = play_both(players, seed * 100 + players)
    ended = islands.outcome(state)
    assert ended is not None
    assert ended.result == ref_winner(pos)


def test_scarce_pieces_agree_with_the_reference() -> None:
    """One piece each: hands run dry and come back often (R9, R13)."""
    rng = random.Random(5)
    state, pos = islands.new_game(islands.Rules(players=3, pieces=1)), ref_new_game(3, 1)
    while not state.is_over:
        state = islands.play(state, islands.random_draw(state, rng))
        moves = {str(m) for m in islands.legal_moves(state)}
        assert state.drawn is not None
        assert moves == ref_turns(pos, state.drawn)
        # Prefer turns with a piece, so that pieces are placed as often as possible.
        with_piece = sorted(m for m in moves if ":" in m)
        token = rng.choice(with_piece or sorted(moves))
        state, pos = islands.play(state, token), ref_play(pos, token, check=False)
        assert_same(state, pos)
