"""random_move draws exactly uniformly from legal_moves; playout plays legal games to the end."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir

LIGHT, DARK = ir.Colour.LIGHT, ir.Colour.DARK


class _FixedDraw(random.Random):
    """A generator whose ``randrange(n)`` returns a chosen number and remembers ``n``."""

    def __init__(self, k: int) -> None:
        super().__init__(0)
        self.k = k
        self.asked: list[int] = []

    def randrange(self, *args: int, **kwargs: object) -> int:  # type: ignore[override]
        self.asked.append(args[0])
        return self.k


def _random_game(size: int, seed: int) -> list[ir.GameState]:
    """Every state of a game on a ``size`` board, uniform choice from legal_moves each turn."""
    rng = random.Random(seed)
    state = ir.new_game(ir.Rules(board_size=size))
    states = [state]
    while not state.is_over:
        state = ir.play(state, rng.choice(ir.legal_moves(state)))
        states.append(state)
    return states


def _crowded(size: int, seed: int) -> ir.GameState:
    """The last state of a random game with at least 8 legal moves, some of them pairs."""
    for state in reversed(_random_game(size, seed)):
        moves = ir.legal_moves(state)
        if len(moves) >= 8 and isinstance(moves[0], ir.PlaceTiles):
            return state
    raise AssertionError("the game never allowed a placement")  # pragma: no cover


POSITIONS: dict[str, ir.GameState] = {
    "4x4 opening": ir.new_game(ir.Rules(board_size=4)),
    "4x4 colour choice with swap": ir.play(ir.new_game(ir.Rules(board_size=4)), "a1,c3"),
    "5x5 pairs and bridges": ir.setup_position(
        rules=ir.Rules(board_size=5), light=["a1", "a3", "c2", "b5"], dark=["e5", "d3"]
    ),
    "5x5 pairs refused by R10 near a group of three": ir.setup_position(
        rules=ir.Rules(board_size=5), light=["b2", "b3", "c2", "e5"], dark=["a5"], to_move=LIGHT
    ),
    "5x5 only bridges or decline (one tile left)": ir.setup_position(
        rules=ir.Rules(board_size=5, tiles_per_colour=6),
        light=["a1", "a3", "c3", "e1", "e5"],
        dark=["b5"],
        light_tiles_left=1,
    ),
    "5x5 only decline (no tiles, no bridges)": ir.setup_position(
        rules=ir.Rules(board_size=5, bridges=0), light=["a1", "c3"], dark=["e5"], light_tiles_left=0
    ),
    "5x5 crowded late position": _crowded(5, seed=11),
    "4x4 crowded late position": _crowded(4, seed=5),
}


def _chi_square_limit(categories: int) -> float:
    """A generous upper limit for the chi-square statistic: mean plus eight standard deviations."""
    df = categories - 1
    return df + 8 * math.sqrt(2 * df) + 8


def test_reference_positions_cover_the_cases_they_are_named_for() -> None:
    kinds = {name: {type(move) for move in ir.legal_moves(state)} for name, state in POSITIONS.items()}
    assert ir.Swap in kinds["4x4 colour choice with swap"]
    assert {ir.PlaceTiles, ir.BuildBridge} <= kinds["5x5 pairs and bridges"]
    assert kinds["5x5 only bridges or decline (one tile left)"] == {ir.BuildBridge, ir.Decline}
    assert kinds["5x5 only decline (no tiles, no bridges)"] == {ir.Decline}
    refused = POSITIONS["5x5 pairs refused by R10 near a group of three"]
    assert not ir.is_legal(refused, ir.parse_move("a2,b1"))  # each cell alone is fine, together a group of 5


@pytest.mark.parametrize("name", POSITIONS)
def test_draw_number_k_is_the_kth_legal_move(name: str) -> None:
    """Exact uniformity: random_move asks for randrange(len(legal_moves)) and maps k to move k."""
    state = POSITIONS[name]
    moves = ir.legal_moves(state)
    drawn = []
    for k in range(len(moves)):
        rng = _FixedDraw(k)
        drawn.append(ir.random_move(state, rng))
        assert rng.asked == [len(moves)]
    assert drawn == list(moves)


@given(size=st.integers(4, 5), seed=st.integers(0, 2**32 - 1))
def test_draw_numbers_map_onto_legal_moves_throughout_random_games(size: int, seed: int) -> None:
    for state in _random_game(size, seed)[:-1]:
        moves = ir.legal_moves(state)
        assert [ir.random_move(state, _FixedDraw(k)) for k in range(len(moves))] == list(moves)


@pytest.mark.parametrize("name", POSITIONS)
def test_samples_hit_every_legal_move_and_fit_uniform(name: str) -> None:
    state = POSITIONS[name]
    moves = ir.legal_moves(state)
    rng = random.Random(20240501)
    samples = 60 * len(moves)
    counts = Counter(ir.random_move(state, rng) for _ in range(samples))
    assert set(counts) == set(moves)
    expected = samples / len(moves)
    chi_square = sum((counts[move] - expected) ** 2 / expected for move in moves)
    assert chi_square < _chi_square_limit(len(moves))


def test_random_move_refuses_a_finished_game() -> None:
    final = ir.playout(ir.new_game(ir.Rules(board_size=4)), random.Random(1))
    with pytest.raises(ir.IslandsRulesError, match="game is over"):
        ir.random_move(final, random.Random(1))


@given(size=st.integers(4, 7), seed=st.integers(0, 2**32 - 1))
def test_playout_ends_through_legal_moves_only(size: int, seed: int) -> None:
    start = ir.new_game(ir.Rules(board_size=size))
    final = ir.playout(start, random.Random(seed))
    assert final.is_over
    # The same draws, one move at a time through play, reach the same end by legal moves.
    rng, state = random.Random(seed), start
    while not state.is_over:
        move = ir.random_move(state, rng)
        assert ir.is_legal(state, move)
        state = ir.play(state, move)
    assert state == final
    assert ir.legal_moves(final) == ()


def test_playout_from_the_middle_of_a_game_keeps_the_board() -> None:
    middle = _random_game(6, seed=3)[12]
    final = ir.playout(middle, random.Random(9))
    for colour in ir.Colour:
        assert middle.tiles(colour) <= final.tiles(colour)
    assert final.is_over


def test_playout_returns_a_finished_game_unchanged() -> None:
    final = ir.playout(ir.new_game(ir.Rules(board_size=5)), random.Random(2))
    assert ir.playout(final, random.Random(3)) is final
