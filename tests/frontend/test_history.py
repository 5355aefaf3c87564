"""A game with its history: play, undo and truncate return new histories; the outcome is a property."""

from __future__ import annotations

import random

import pytest

import islands_rules as ir


@pytest.mark.parametrize("name", ir.available_games())
def test_a_history_keeps_every_state_and_undo_returns_to_each(name: str) -> None:
    rng = random.Random(2)
    history = ir.History.start(name)
    while history.outcome is None:
        history = history.play(ir.random_move(history.state, rng))
    assert history.to_move is None
    assert history.outcome == ir.outcome(history.state)
    again = ir.History.start(name)
    for ply, move in enumerate(history.moves):
        assert again.state == history.states[ply]
        again = again.play(move)
    assert again == history
    middle = history.ply // 2
    assert history.undo(history.ply - middle) == history.truncate(middle)
    assert history.truncate(middle).state == history.states[middle]
    assert history.truncate(middle).outcome is None
    assert history.undo(0) == history


def test_undo_and_truncate_refuse_what_the_history_does_not_hold() -> None:
    history = ir.History.start("ponte").play("a1,b1")
    for count in (2, -1, "1", 1.0):
        with pytest.raises(ir.PositionError):
            history.undo(count)  # type: ignore[arg-type]
    with pytest.raises(ir.PositionError):
        history.truncate(3)
    with pytest.raises(ir.PositionError):
        ir.History(())
    with pytest.raises(ir.PositionError):
        ir.History((ir.new_game(),), ("a1,b1",))
    with pytest.raises(ir.UnknownGameError):
        ir.History.start("go")


def test_an_illegal_move_leaves_the_history_as_it_was() -> None:
    history = ir.History.start("ponte").play("a1,b1")
    with pytest.raises(ir.IllegalMoveError, match="R8"):
        history.play("a1,c3")
    assert history.ply == 1
    assert str(history.moves[0]) == "a1,b1"
    assert history.play("swap").state.colour_of(1) is ir.ponte.Colour.LIGHT
