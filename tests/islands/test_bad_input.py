"""Bad input raises the library's own errors (never KeyError, TypeError, ...), and nothing
passed in is changed."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules import islands
from islands_rules.islands import Discard, Draw, Place, Rules

HUGE = 10**400
JUNK: list[Any] = [None, 2.5, True, "", "V@", b"V@1,0r1", [], {}, object(), HUGE, -HUGE]


@pytest.mark.parametrize("value", [*JUNK, 1, 6, 0, -3, "2", 10**9, 10**10])
def test_bad_player_counts_are_invalid_rules(value: Any) -> None:
    with pytest.raises(ir.InvalidRulesError, match="players"):
        Rules(players=value)


@pytest.mark.parametrize("value", [*JUNK, 0, -1, "7", 10**10])
def test_bad_piece_counts_are_invalid_rules(value: Any) -> None:
    with pytest.raises(ir.InvalidRulesError, match="pieces"):
        Rules(pieces=value)


def test_a_huge_count_gets_a_short_message() -> None:
    with pytest.raises(ir.InvalidRulesError) as caught:
        Rules(pieces=HUGE)
    assert len(str(caught.value)) < 100


@pytest.mark.parametrize("thing", [*JUNK, 3, Rules(), islands.GAME])
def test_what_is_no_state_is_refused_by_every_function(thing: Any) -> None:
    for function in (
        islands.legal_moves,
        islands.to_move,
        islands.chance_outcomes,
        islands.outcome,
        islands.summary,
        islands.features,
        islands.render_text,
        islands.svg,
        islands.state_to_dict,
    ):
        with pytest.raises(ir.IslandsRulesError):
            function(thing)
    for two in (islands.play, islands.why_illegal, islands.is_legal):
        with pytest.raises(ir.IslandsRulesError):
            two(thing, "V@1,0r0")
    with pytest.raises(ir.IslandsRulesError):
        islands.random_move(thing, random.Random(1))
    if thing is not None and not isinstance(thing, Rules):  # None means the default rules
        with pytest.raises(ir.InvalidRulesError):
            islands.new_game(thing)


@pytest.mark.parametrize("move", [None, 3, b"C-", [], Draw, object(), ("V", 1, 0, 1)])
def test_what_is_no_move_is_a_notation_error(move: Any) -> None:
    for function in (islands.play, islands.why_illegal, islands.is_legal):
        with pytest.raises(ir.NotationError):
            function(islands.new_game(), move)


@pytest.mark.parametrize(
    "build",
    [
        lambda: Place("Z", 1, 0, 0),
        lambda: Place("v", 1, 0, 0),
        lambda: Place("V", 1.0, 0, 0),  # type: ignore[arg-type]
        lambda: Place("V", True, 0, 0),
        lambda: Place("V", 1, None, 0),  # type: ignore[arg-type]
        lambda: Place("V", 1, 0, 4),
        lambda: Place("V", 1, 0, -1),
        lambda: Place("V", 1, 0, 1, "w5"),
        lambda: Place("V", 1, 0, 1, ""),
        lambda: Discard("VV"),
        lambda: Draw(None),  # type: ignore[arg-type]
    ],
)
def test_moves_of_an_impossible_shape_are_notation_errors(build: Any) -> None:
    with pytest.raises(ir.NotationError):
        build()


def test_huge_coordinates_read_and_are_illegal_far_from_the_map() -> None:
    token = f"V@{'9' * 5000},-{'8' * 5000}r1"
    move = islands.parse_move(token)
    assert isinstance(move, Place)
    assert str(move) == token
    assert "(R7)" in str(islands.why_illegal(islands.new_game(), move))
    with pytest.raises(ir.IllegalMoveError):
        islands.play(islands.new_game(), move)


@given(st.text(max_size=30))
def test_any_text_parses_to_its_own_spelling_or_is_a_notation_error(text: str) -> None:
    try:
        move = islands.parse_move(text)
    except ir.NotationError:
        return
    assert str(move) == text


def test_nothing_passed_in_is_changed() -> None:
    state = islands.play(islands.new_game(islands.Rules(players=3)), "E@0,1r2:w1")
    data = islands.state_to_dict(state)
    copy = islands.state_from_dict(data)
    moves = ["V@1,0r1:w2"]
    islands.play(state, moves[0])
    islands.legal_moves(islands.play(state, Draw("V")))
    islands.svg(state, highlight=[(1, 1)])
    assert islands.state_to_dict(state) == data
    assert state == copy
    assert moves == ["V@1,0r1:w2"]
    given = islands.state_to_dict(state)
    islands.state_from_dict(given)
    assert given == data
