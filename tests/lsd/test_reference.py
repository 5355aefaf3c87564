"""The engine against the independent reference implementation, on random play.

Both replay the same tokens; after every turn the full legal-move lists, the field, the
captures, the scores and the outcome must agree, for 2 and 4 players and several tile sets.
"""

from __future__ import annotations

from hypothesis import given, settings

from islands_rules import lsd
from lsd import reference as ref
from lsd.adapter import engine_field, engine_last_captured, reference_start
from lsd.strategies import PlayedGame, played_games


def check_agreement(state: lsd.GameState, position: ref.Position) -> None:
    moves = [str(move) for move in lsd.legal_moves(state)]
    assert len(moves) == len(set(moves)), "a move is listed twice"
    assert set(moves) == ref.legal_moves(position)
    assert engine_field(state) == position.field
    assert engine_last_captured(state) == position.last_captured
    assert lsd.GAME.summary(state) == ref.score(position)
    outcome = lsd.outcome(state)
    assert (None if outcome is None else outcome.result) == ref.outcome(position)
    assert state.ply == position.ply
    if not state.is_over:
        assert state.to_move == position.to_move
        for seat in range(position.players):
            assert lsd.can_place(state, seat) == bool(ref.placements(position, seat))


def check_game(game: PlayedGame) -> None:
    position = reference_start(game.states[0].rules)
    check_agreement(game.states[0], position)
    for state, move in zip(game.states[1:], game.moves, strict=True):
        position = ref.play(position, move)
        check_agreement(state, position)


@given(played_games())
def test_engine_agrees_with_reference_on_random_positions(game: PlayedGame) -> None:
    check_game(game)


@settings(max_examples=60)  # whole games: the reference's draw check (R18) is slow
@given(played_games(to_the_end=True))
def test_engine_agrees_with_reference_along_whole_games(game: PlayedGame) -> None:
    check_game(game)
