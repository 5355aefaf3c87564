"""LegalMoves, the lazy sequence, against the tuple legal_moves builds."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from ponte.strategies import PlayedGame, any_moves, played_games


@given(played_games(), st.data())
def test_the_sequence_is_the_listed_moves(game: PlayedGame, data: st.DataObject) -> None:
    state = game.final
    listed = ir.legal_moves(state)
    moves = ir.ponte.LegalMoves(state)
    assert len(moves) == len(listed)
    assert tuple(moves) == listed
    if listed:
        k = data.draw(st.integers(-len(listed), len(listed) - 1))
        assert moves[k] == listed[k]
        start, stop = sorted(data.draw(st.lists(st.integers(0, len(listed)), min_size=2, max_size=2)))
        assert moves[start:stop] == listed[start:stop]


@given(played_games(), any_moves(size=10))
def test_in_is_legality(game: PlayedGame, move: ir.ponte.Move) -> None:
    state = game.final
    moves = ir.ponte.LegalMoves(state)
    expected = not state.is_over and move in ir.legal_moves(state)
    assert (move in moves) is expected


def test_a_finished_game_has_an_empty_sequence() -> None:
    final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=4)), random.Random(1))
    moves = ir.ponte.LegalMoves(final)
    assert final.is_over
    assert len(moves) == 0
    assert list(moves) == []
    assert ir.ponte.PlaceTiles("a1", "b2") not in moves


@pytest.mark.parametrize("index", [120, -121, 1.0, "0", None, True, slice(0, 5, 0), slice("a", 5)])
def test_bad_indices_raise_the_library_error(index: object) -> None:
    moves = ir.ponte.LegalMoves(ir.new_game(ir.ponte.Rules(board_size=4)))
    with pytest.raises(ir.IslandsRulesError):
        moves[index]  # type: ignore[call-overload]


def test_no_state_is_refused() -> None:
    with pytest.raises(ir.IslandsRulesError):
        ir.ponte.LegalMoves("state")  # type: ignore[arg-type]
