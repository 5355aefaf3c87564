"""Random play: every drawn move is legal, a playout ends the game, and a seed repeats a game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import PlayedGame, play_tokens, played_games


@given(played_games(), st.integers(0, 2**32))
def test_a_playout_is_a_game_of_legal_moves(game: PlayedGame, seed: int) -> None:
    state, rng = game.final, random.Random(seed)
    final = lsd.playout(state, random.Random(seed))
    while not state.is_over:  # the same draws, one move at a time, checked by play
        move = lsd.random_move(state, rng)
        assert move in lsd.legal_moves(state)
        state = lsd.play(state, move)
    assert final == state
    assert lsd.outcome(final) is not None


def test_the_same_seed_plays_the_same_game() -> None:
    rules = lsd.Rules(players=4)
    first = lsd.playout(lsd.new_game(rules), random.Random(5))
    assert lsd.playout(lsd.new_game(rules), random.Random(5)) == first


def test_no_move_is_drawn_once_the_game_is_over() -> None:
    drawn = play_tokens("e+@0,0 wx@1,0")  # nothing fits any more (R18)
    assert drawn.is_over
    with pytest.raises(ir.IllegalMoveError, match="the game is over"):
        lsd.random_move(drawn, random.Random(1))
    assert lsd.playout(drawn, random.Random(1)) == drawn


def test_random_play_refuses_what_is_no_random_source() -> None:
    with pytest.raises(ir.IslandsRulesError, match=r"rng must be a random\.Random"):
        lsd.random_move(lsd.new_game(), 7)  # type: ignore[arg-type]
    with pytest.raises(ir.IslandsRulesError, match=r"rng must be a random\.Random"):
        lsd.playout(lsd.new_game(), None)  # type: ignore[arg-type]
