"""The fast engine against the independent reference implementation on random positions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from ponte.adapter import cell_point, same_position, to_reference, to_reference_move
from ponte.reference import (
    ref_blocked,
    ref_can_place_two,
    ref_groups,
    ref_legal_moves,
    ref_outcome,
    ref_play,
    ref_score,
)
from ponte.strategies import PlayedGame, played_games, rules_options


def check_agreement(state: ir.ponte.GameState) -> None:
    position = to_reference(state)
    assert {to_reference_move(m) for m in ir.legal_moves(state)} == ref_legal_moves(position)
    totals = ir.ponte.score(state)
    expected = ref_score(position)
    for colour in ir.ponte.Colour:
        mine = totals[colour]
        assert (mine.points, mine.islands, mine.bridges) == expected[colour.value]
        assert ir.ponte.can_place_two(state, colour) == ref_can_place_two(position, colour.value)
        assert {frozenset(map(cell_point, g.cells)) for g in ir.ponte.groups(state, colour)} == ref_groups(
            position, colour.value
        )
    assert {cell_point(c) for c in ir.ponte.blocked_cells(state)} == ref_blocked(position)
    outcome = ir.outcome(state)
    assert (None if outcome is None else (outcome.result, str(outcome.decided_by))) == ref_outcome(position)


@given(played_games(rules_options(4, 10)), st.data())
def test_engine_agrees_with_reference_on_random_positions(game: PlayedGame, data: st.DataObject) -> None:
    state = game.final
    check_agreement(state)
    if not state.is_over:
        move = data.draw(st.sampled_from(ir.legal_moves(state)))
        assert same_position(ir.play(state, move), ref_play(to_reference(state), to_reference_move(move)))


@given(played_games(rules_options(4, 6), to_the_end=True))
def test_engine_agrees_with_reference_along_whole_games(game: PlayedGame) -> None:
    position = to_reference(game.states[0])
    for state, move in zip(game.states, game.moves, strict=False):
        assert same_position(state, position)
        position = ref_play(position, to_reference_move(move))
    assert same_position(game.final, position)
    check_agreement(game.final)
