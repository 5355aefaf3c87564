"""Bad input of every kind raises the library's own errors, never KeyError, TypeError or the like."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import play_tokens

STATE = play_tokens("e+@0,0 ewx@1,0")
JUNK: list[Any] = [None, 3, 2.5, b"e+@0,0", ["e+@0,0"], {"x": 1}, object(), True, 10**100]


@pytest.mark.parametrize("junk", JUNK)
def test_junk_moves_raise_notation_errors(junk: Any) -> None:
    for call in (lsd.play, lsd.why_illegal, lsd.is_legal):
        with pytest.raises(ir.NotationError):
            call(STATE, junk)
    with pytest.raises(ir.NotationError):
        lsd.parse_move(junk)


@pytest.mark.parametrize("junk", JUNK)
def test_junk_states_raise_unknown_game_errors(junk: Any) -> None:
    for call in (lsd.legal_moves, lsd.score, lsd.outcome, lsd.can_place, lsd.state_to_dict):
        with pytest.raises(ir.UnknownGameError):
            call(junk)
    with pytest.raises(ir.UnknownGameError):
        lsd.play(junk, "e+@0,0")
    with pytest.raises(ir.UnknownGameError):
        lsd.random_move(junk, random.Random(1))


@pytest.mark.parametrize(
    "token",
    ["", " e+@0,0", "e+@0,0 ", "e+@ 0,0", "+@0,0", "en+@0,0", "ee+@0,0", "eo@0,0", "e@0,0", "e+0,0", "e+@0",
     "e+@0,", "e+@+1,0", "e+@01,0", "e+@-0,0", "e+@0,0,0", "e+@0,0x", "passs", "e\u212a@0,0",
     "e+@1" + "0" * 1000 + ",0", "n+@0,0\n", "ｎ+@0,0"],
)  # fmt: skip
def test_tokens_off_the_grammar_are_notation_errors(token: str) -> None:
    with pytest.raises(ir.NotationError, match="cannot read move"):
        lsd.parse_move(token)


@given(st.text(max_size=30))
def test_any_text_is_a_move_or_a_notation_error(text: str) -> None:
    try:
        move = lsd.parse_move(text)
    except ir.NotationError:
        return
    assert str(move) == text.lower()


@pytest.mark.parametrize(
    "options",
    [{"players": 3}, {"players": "2"}, {"players": None}, {"players": 2**80}, {"line": 1}, {"line": "4"},
     {"line": 10**10}, {"line": 2.0}, {"tile_set": "n+:2"}, {"tile_set": None}, {"tile_set": {"n+": 2}}],
)  # fmt: skip
def test_bad_rules_raise_invalid_rules_errors(options: dict[str, Any]) -> None:
    with pytest.raises(ir.InvalidRulesError):
        lsd.Rules(**options)


@pytest.mark.parametrize(
    "tiles",
    ["", "n+", "n+:", "n+:-1", "n+:1.5", "n:1", "n+:1 n+:1", "x+:1", "n+:1,ns+:1", "n+:0", "n+:1234567890",
     {"n+": -1}, {"n+": 2**70}, {"n+": "2"}, {"q": 1}, {3: 1}, {}, 5, None, ["n+:1"]],
)  # fmt: skip
def test_bad_tile_sets_raise_invalid_rules_errors(tiles: Any) -> None:
    with pytest.raises(ir.InvalidRulesError, match="tile_set"):
        lsd.TileSet(tiles)


def test_messages_stay_short_for_huge_values() -> None:
    with pytest.raises(ir.InvalidRulesError) as caught:
        lsd.Rules(line=10**1000)
    assert len(str(caught.value)) < 100
    with pytest.raises(ir.NotationError) as notation:
        lsd.parse_move("x" * 100_000)
    assert len(str(notation.value)) < 200


def test_bad_players_and_cells_in_state_queries() -> None:
    for bad in ("purple", 2, -1, None, 1.0):
        with pytest.raises(ir.PositionError):
            STATE.supply(bad)  # type: ignore[arg-type]
        with pytest.raises(ir.PositionError):
            STATE.captures(bad)  # type: ignore[arg-type]
    for cell in ("0,0", (0,), (0, 0, 0), (0.0, 0), None):
        with pytest.raises(ir.PositionError):
            STATE.tile_at(cell)  # type: ignore[arg-type]
    assert STATE.tile_at((10**30, 0)) is None
    with pytest.raises(ir.InvalidRulesError):
        lsd.Rules().tile_set["q+"]
    with pytest.raises(ir.InvalidRulesError):
        lsd.new_game("lsd")  # type: ignore[arg-type]


def test_bad_placement_values_are_notation_errors() -> None:
    for args in [
        ("", "+", 0, 0),
        ("en", "+", 0, 0),
        ("n", "o", 0, 0),
        ("n", "+", "0", 0),
        ("n", "+", 0, True),
    ]:
        with pytest.raises(ir.NotationError):
            lsd.Placement(*args)  # type: ignore[arg-type]


def test_nothing_passed_in_is_changed() -> None:
    rules = lsd.Rules(players=4)
    state = lsd.new_game(rules)
    before = lsd.state_to_dict(state)
    lsd.play(state, "e+@0,0")
    lsd.legal_moves(state)
    assert lsd.state_to_dict(state) == before
    assert state.rules is rules
    data = lsd.state_to_dict(STATE)
    copy = {key: (dict(value) if isinstance(value, dict) else value) for key, value in data.items()}
    lsd.state_from_dict(data)
    assert data == copy
