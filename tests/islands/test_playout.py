"""Random play: a random move is a legal whole turn drawn by the game's law (R6)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from islands.strategies import positions
from islands_rules import islands
from islands_rules.islands import State


@given(positions(), st.integers(0, 2**32 - 1))
def test_a_random_move_is_a_legal_whole_turn_even_at_a_chance_node(state: State, seed: int) -> None:
    if state.is_over:
        return
    move = islands.random_move(state, random.Random(seed))
    assert isinstance(move, islands.Place | islands.Discard)
    assert islands.is_legal(state, move)
    assert islands.play(state, move).ply == state.ply + 1


def test_random_turns_at_a_chance_node_follow_the_supply() -> None:
    """The tile of a random turn comes out by its count (R6): V (9 of 71) far more often than C (1)."""
    rng, start = random.Random(3), islands.new_game()
    tiles = [islands.random_move(start, rng).tile for _ in range(2000)]
    assert 150 < tiles.count("V") < 350  # expected 2000 * 9 / 71 = 254
    assert tiles.count("C") < 80  # expected 28
