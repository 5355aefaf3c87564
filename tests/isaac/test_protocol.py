"""Isaac through the game protocol and the generic functions, as any game of the library."""

from __future__ import annotations

import random

import pytest
from hypothesis import given

import islands_rules as ir
from isaac.strategies import PlayedGame, played_games
from islands_rules import isaac

GAME = ir.load_game("isaac")


def test_the_registry_finds_isaac() -> None:
    assert "isaac" in ir.available_games()
    assert ir.available_games().index("isaac") == 1
    assert not hasattr(isaac, "isaac")  # no self-alias: the protocol object is GAME
    assert GAME is isaac.GAME
    assert ir.load_game("ISAAC") is GAME
    assert (GAME.name, GAME.title, GAME.player_counts) == ("isaac", "Isaac", (2,))
    assert ir.core.registry.game_of(isaac.new_game()) is GAME
    assert ir.core.registry.game_of(isaac.Rules()) is GAME
    assert GAME.player_names(isaac.Rules()) == ("dark", "light")


@given(played_games())
def test_the_protocol_agrees_with_the_package(game: PlayedGame) -> None:
    state = game.final
    assert GAME.ply(state) == len(game.moves)
    assert GAME.to_move(state) == (None if state.to_move is None else state.to_move.seat)
    assert GAME.legal_moves(state) == isaac.legal_moves(state) == ir.legal_moves(state)
    assert GAME.outcome(state) == isaac.outcome(state) == ir.outcome(state)
    assert list(GAME.summary(state)) == list(GAME.seat_names(state)) == ["dark", "light"]
    assert GAME.render_text(state) == ir.render_text(state) == str(state)
    assert GAME.svg(state, size=200) == ir.svg(state, size=200)
    assert GAME.state_from_dict(GAME.state_to_dict(state)) == state
    for move in GAME.legal_moves(state)[:50]:
        assert GAME.parse_move(GAME.move_text(move)) == move
        assert GAME.why_illegal(state, GAME.move_text(move)) is None
        assert ir.is_legal(state, move)
        after = GAME.play(state, move)
        assert GAME.ply(after) == GAME.ply(state) + 1


@pytest.mark.parametrize("seed", range(5))
def test_random_games_through_the_generic_functions(seed: int) -> None:
    rng = random.Random(seed)
    state = ir.new_game(isaac.Rules(size=6, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1))))
    while ir.to_move(state) is not None:
        move = ir.random_move(state, rng)
        assert move in ir.legal_moves(state)
        state = ir.play(state, move)
    ended = ir.outcome(state)
    assert ended is not None
    assert ended.winner in ("dark", "light")
    assert ended.decided_by in isaac.DECIDED_BY
    assert sorted(ended.returns) == [-1.0, 1.0]
    assert ir.legal_moves(state) == ()
    with pytest.raises(ir.IllegalMoveError):
        ir.random_move(state, rng)
    final = ir.playout(ir.new_game("isaac"), random.Random(seed))
    assert ir.outcome(final) is not None


def test_the_default_game_by_name() -> None:
    state = ir.new_game("isaac")
    assert state == isaac.new_game()
    assert len(ir.legal_moves(state)) == 600
    assert GAME.report(state) == {"decided_by": None, "phase": "placement"}
    assert GAME.describe(state) == [
        "dark: 0 points, 0 on the board, 15 unplaced (total length 65)",
        "light: 0 points, 0 on the board, 15 unplaced (total length 65)",
    ]
