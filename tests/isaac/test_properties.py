"""Hypothesis properties of Isaac over random games."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from isaac.invariants import check_position, check_turn
from isaac.strategies import PlayedGame, played_games, rules_options
from islands_rules import IllegalMoveError, NotationError, isaac


@given(played_games(rules_options(3, 7), to_the_end=True))
def test_every_turn_keeps_the_invariants(game: PlayedGame) -> None:
    """Bars never overlap, removals never get shorter, counters never meet, scores never
    fall, and no bar is placed once the scoring phase starts."""
    check_position(game.states[0])
    for before, move, after in zip(game.states, game.moves, game.states[1:], strict=False):
        check_turn(before, move, after)
    assert game.final.is_over
    assert isaac.outcome(game.final) is not None


@given(played_games())
def test_every_listed_move_is_legal_and_reads_back(game: PlayedGame) -> None:
    state = game.final
    moves = isaac.legal_moves(state)
    assert len(moves) == len(set(moves))
    for move in moves:
        assert isaac.why_illegal(state, move) is None
        assert isaac.parse_move(str(move)) == move
        assert eval(repr(move), vars(isaac)) == move


@given(played_games(), st.data())
def test_moves_not_listed_are_illegal_with_a_rule(game: PlayedGame, data: st.DataObject) -> None:
    state = game.final
    size = state.rules.size + 1  # one square past the edge too
    letters = "abcdefghijklmnopqrstuvwxyz"
    column, row = data.draw(st.integers(0, size - 1)), data.draw(st.integers(1, size))
    vertical = data.draw(st.booleans())
    span = data.draw(st.integers(1, size))
    end = f"{letters[column]}{row + span}" if vertical else f"{letters[min(column + span, 25)]}{row}"
    token = f"{letters[column]}{row}-{end}"
    if data.draw(st.booleans()):
        token = f"x{token}+{data.draw(st.integers(0, 40))}"
    try:
        move = isaac.parse_move(token)
    except NotationError:
        return
    listed = move in isaac.legal_moves(state) or (isinstance(move, isaac.Pass) and not state.is_over)
    why = isaac.why_illegal(state, move)
    assert (why is None) == listed
    if why is not None:
        assert "(R" in why
        with pytest.raises(IllegalMoveError, match=r"\(R\d+\)"):
            isaac.play(state, move)


@given(played_games())
def test_play_leaves_its_input_alone_and_states_are_values(game: PlayedGame) -> None:
    state = game.final
    copy = isaac.new_game(game.rules)
    for move in game.moves:
        copy = isaac.play(copy, str(move))
    assert copy == state
    assert hash(copy) == hash(state)
    if not state.is_over:
        before = (state.scores, state.tiles(isaac.Player.DARK), state.hands, state.ply)
        isaac.play(state, isaac.legal_moves(state)[0])
        assert (state.scores, state.tiles(isaac.Player.DARK), state.hands, state.ply) == before


def test_the_same_tiles_in_another_order_make_an_equal_state() -> None:
    one = isaac.play(isaac.play(isaac.play(isaac.new_game(), "a1-c1"), "a5-a9"), "j1-j4")
    two = isaac.play(isaac.play(isaac.play(isaac.new_game(), "j1-j4"), "a5-a9"), "a1-c1")
    assert one == two
    assert hash(one) == hash(two)
    assert len({one, two}) == 1


def _order_key(move: isaac.Move, size: int) -> tuple[int, ...]:
    """The documented order of legal_moves, worked out from the notation alone."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    if isinstance(move, isaac.Pass):
        return (0,)
    column, row = letters.index(move.start[0]), int(move.start[1:]) - 1
    lower = row * size + column
    if isinstance(move, isaac.Place):
        vertical = move.start[0] == move.end[0]
        return (move.length, vertical, lower)
    return (lower, move.advance)


@given(played_games())
def test_legal_moves_come_in_the_documented_order(game: PlayedGame) -> None:
    moves = isaac.legal_moves(game.final)
    keys = [_order_key(move, game.rules.size) for move in moves]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)
