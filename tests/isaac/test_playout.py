"""Random play by counting: the same moves, in the same order, as the full list."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from isaac.strategies import PlayedGame, played_games
from islands_rules import IllegalMoveError, isaac
from islands_rules.isaac.playout import move_count, nth_move, playout, random_move


@given(played_games())
def test_the_counted_moves_are_the_listed_moves(game: PlayedGame) -> None:
    state = game.final
    moves = isaac.legal_moves(state)
    if state.is_over:
        assert move_count(state) == 0
        return
    assert move_count(state) == len(moves)
    assert [nth_move(state, i) for i in range(len(moves))] == list(moves)
    with pytest.raises(IllegalMoveError):
        nth_move(state, len(moves))


@given(played_games(), st.integers(0, 2**32))
def test_a_playout_is_a_game_of_legal_moves(game: PlayedGame, seed: int) -> None:
    state, rng = game.final, random.Random(seed)
    final = playout(state, random.Random(seed))
    while not state.is_over:  # the same draws, one move at a time, checked by play
        move = random_move(state, rng)
        assert move in isaac.legal_moves(state)
        state = isaac.play(state, move)
    assert final == state
    assert isaac.outcome(final) is not None


def test_random_move_draws_every_move_alike() -> None:
    rules = isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1)))
    state = isaac.new_game(rules)
    moves = isaac.legal_moves(state)
    rng = random.Random(5)
    draws = [random_move(state, rng) for _ in range(1800 * len(moves) // 18)]
    counts = {move: draws.count(move) for move in moves}
    assert set(counts) == set(moves)
    assert all(60 <= n <= 140 for n in counts.values()), counts  # 100 expected each


def test_no_move_to_draw_once_the_game_is_over() -> None:
    final = playout(isaac.new_game(), random.Random(3))
    with pytest.raises(IllegalMoveError, match=r"\(R19\)"):
        random_move(final, random.Random(3))
    with pytest.raises(IllegalMoveError):
        nth_move(final, 0)
    assert playout(final, random.Random(3)) == final
