"""The engine against the independent reference implementation, on random positions."""

from __future__ import annotations

from hypothesis import event, given, settings
from hypothesis import strategies as st

from isaac.adapter import engine_view, reference_view, to_reference_rules
from isaac.reference import Position, ref_legal_moves, ref_outcome, ref_play, ref_summary
from isaac.strategies import PlayedGame, played_games, rules_options
from islands_rules import isaac


def replay(game: PlayedGame) -> Position:
    position = to_reference_rules(game.rules)
    for move in game.moves:
        position = ref_play(position, str(move))
    return position


def check_agreement(state: isaac.GameState, position: Position) -> None:
    event(f"phase {state.phase.value}")
    assert engine_view(state) == reference_view(position)
    moves = isaac.legal_moves(state)
    assert len(moves) == len(set(moves))
    assert {str(m) for m in moves} == ref_legal_moves(position)
    assert isaac.summary(state) == ref_summary(position)
    ended = isaac.outcome(state)
    assert (None if ended is None else (ended.winner, ended.decided_by)) == ref_outcome(position)


@given(played_games(), st.data())
def test_engine_agrees_with_reference_on_random_positions(game: PlayedGame, data: st.DataObject) -> None:
    position = replay(game)
    check_agreement(game.final, position)
    if not game.final.is_over:
        move = data.draw(st.sampled_from(isaac.legal_moves(game.final)))
        assert engine_view(isaac.play(game.final, move)) == reference_view(ref_play(position, str(move)))


@given(played_games(rules_options(3, 6), to_the_end=True))
def test_engine_agrees_with_reference_along_whole_games(game: PlayedGame) -> None:
    position = to_reference_rules(game.rules)
    for state, move in zip(game.states, game.moves, strict=False):
        check_agreement(state, position)
        position = ref_play(position, str(move))
    check_agreement(game.final, position)


@settings(max_examples=20)  # the reference is slow on big boards
@given(played_games(rules_options(9, 12)))
def test_engine_agrees_with_reference_on_larger_boards(game: PlayedGame) -> None:
    check_agreement(game.final, replay(game))
