"""Hypothesis properties of Islands positions and moves (the issue's list, and more)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from islands.invariants import (
    chance_weights_add_up,
    check_move,
    edges_match,
    pieces_conserved,
    tiles_conserved,
)
from islands.strategies import positions, random_game, rules_options
from islands_rules import islands
from islands_rules.core import CHANCE
from islands_rules.islands import Draw, Rules, State


@given(positions())
def test_every_placed_edge_matches_its_neighbours(state: State) -> None:
    assert edges_match(state)


@given(positions())
def test_placed_and_in_hand_pieces_make_the_pieces_option(state: State) -> None:
    assert pieces_conserved(state)


@given(positions())
def test_tile_counts_are_conserved(state: State) -> None:
    assert tiles_conserved(state)


@given(positions())
def test_chance_weights_add_up_to_the_tiles_left_in_the_supply(state: State) -> None:
    assert chance_weights_add_up(state)
    if islands.to_move(state) is CHANCE:
        assert [move for move, _ in islands.chance_outcomes(state)] == list(islands.legal_moves(state))


@given(rules_options(), st.integers(0, 2**32 - 1))
def test_scores_never_fall_and_new_pieces_go_onto_empty_objects(rules: Rules, seed: int) -> None:
    states = random_game(rules, seed)
    for before, after in itertools.pairwise(states):
        if after.ply > before.ply:
            check_move(before, after, after.history[-1])


@given(positions(drawn=True))
def test_legal_moves_are_each_listed_once_and_each_is_legal(state: State) -> None:
    moves = islands.legal_moves(state)
    assert len(set(moves)) == len(moves)
    for move in moves:
        assert islands.why_illegal(state, move) is None
        assert islands.parse_move(str(move)) == move


@given(positions(drawn=True), st.data())
def test_a_turn_played_at_the_chance_node_equals_draw_then_turn(state: State, data: st.DataObject) -> None:
    """R6: a record token draws and places in one step."""
    if state.is_over:
        return
    assert state.drawn is not None
    move = data.draw(st.sampled_from(islands.legal_moves(state)))
    chance = islands.state_from_dict({**_plain(state), "drawn": None})
    assert islands.play(chance, move) == islands.play(state, move)
    assert islands.play(chance, move).ply == state.ply + 1


def _plain(state: State) -> dict[str, object]:
    data = islands.state_to_dict(state)
    return {key: data[key] for key in ("format", "type", "game", "rules", "moves")}


@given(positions(drawn=False))
def test_every_outcome_of_a_chance_node_is_a_legal_draw_that_adds_no_ply(state: State) -> None:
    for draw, weight in islands.chance_outcomes(state):
        after = islands.play(state, draw)
        assert weight == state.supply[islands.LETTERS.index(draw.tile)]
        assert after.ply == state.ply
        assert islands.to_move(after) == state.seat


@given(positions(), st.integers(0, 2**32 - 1))
def test_play_never_changes_its_input(state: State, seed: int) -> None:
    data = islands.state_to_dict(state)
    if not state.is_over:
        islands.play(state, islands.random_move(state, random.Random(seed)))
    assert islands.state_to_dict(state) == data


def test_draw_is_refused_once_a_tile_is_drawn() -> None:
    state = islands.play(islands.new_game(), Draw("V"))
    assert "(R6)" in str(islands.why_illegal(state, Draw("U")))
    assert "(R6)" in str(islands.why_illegal(state, "U@0,1r0"))
