"""Bad input raises the library's own errors (never KeyError, TypeError...), and the rule options."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from islands_rules import IllegalMoveError, InvalidRulesError, IslandsRulesError, NotationError, isaac
from islands_rules.core.options import rules_from_tags, rules_to_tags

HUGE = 10**100


@pytest.mark.parametrize(
    "options",
    [
        {"size": 2}, {"size": 27}, {"size": "10"}, {"size": True}, {"size": HUGE}, {"size": None},
        {"size": 10.0}, {"target": 0}, {"target": 101}, {"target": HUGE}, {"target": "100"},
        {"pieces": None}, {"pieces": ()}, {"pieces": "3:1:5"}, {"pieces": ((3, 1),)},
        {"pieces": ((3, 1, 5), (3, 2, 1))}, {"pieces": ((1, 1, 1),)}, {"pieces": ((11, 1, 1),)},
        {"pieces": ((3, 0, 1),)}, {"pieces": ((3, 1, 0),)}, {"pieces": ((3, 1, HUGE),)},
        {"pieces": ((3, HUGE, 1),)}, {"pieces": ((3, 1.5, 1),)}, {"pieces": ((3, True, 1),)},
        {"pieces": ((3, 1, 1),) * 30}, {"size": 5}, {"size": 5, "pieces": ((2, 1, 1),), "target": 26},
    ],
)  # fmt: skip
def test_bad_rule_options_are_refused_with_a_short_message(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidRulesError) as raised:
        isaac.Rules(**options)
    assert len(str(raised.value)) < 160


def test_rules_normalise_the_piece_set_and_are_values() -> None:
    one = isaac.Rules(size=6, pieces=[[4, 3, 1], [2, 1, 3]])  # type: ignore[arg-type]
    two = isaac.Rules(size=6, pieces=((2, 1, 3), (4, 3, 1)))
    assert one == two
    assert hash(one) == hash(two)
    assert one.pieces == ((2, 1, 3), (4, 3, 1))
    assert two.target == 36
    assert eval(repr(two), {"Rules": isaac.Rules}) == two


def test_the_rule_options_as_record_tags() -> None:
    rules = rules_from_tags(isaac.Rules, {"Size": "5", "Pieces": " 4:3:1  2:1:3 3:2:2 "})
    assert rules == isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)), target=25)
    assert dict(rules_to_tags(rules)) == {"Size": "5", "Pieces": "2:1:3 3:2:2 4:3:1", "Target": "25"}
    assert rules_from_tags(isaac.Rules, {}) == isaac.Rules()


@pytest.mark.parametrize(
    "tags",
    [
        {"Size": "5"}, {"Target": "101"}, {"Pieces": "3:1"}, {"Pieces": "3:1:5 3:2:1"}, {"Pieces": ""},
        {"Pieces": "3:0:1"}, {"Pieces": "3:1:" + "9" * 50}, {"Pieces": "3,1,5"}, {"Size": "x"},
        {"Size": "5", "Pieces": "2:1:1", "Target": "26"}, {"Pieces": "3:1:5\u00a04:2:4"},
    ],
)  # fmt: skip
def test_bad_option_tags_are_tag_errors(tags: dict[str, str]) -> None:
    with pytest.raises(InvalidRulesError, match=r"^\[(Size|Pieces|Target)\]"):
        rules_from_tags(isaac.Rules, tags)


@pytest.mark.parametrize(
    "token",
    [
        "", " ", "c3", "c3-", "-c3", "c3-e5", "c3-c3", "c3-g3+2", "xc3-g3", "xc3-g3+02", "xc3-g3+-1",
        "c3,g3", "c3 - g3", "c0-c3", "c27-c29", "c3-c30", "a01-a3", "ｃ3-g3", "c3-g3\n", "passs",
        "x" * 10_000, "xc3-g3+" + "9" * 5000, "xpass", "aa1-aa3", "c3–g3",
    ],
)  # fmt: skip
def test_unreadable_tokens_are_notation_errors(token: str) -> None:
    with pytest.raises(NotationError) as raised:
        isaac.parse_move(token)
    assert len(str(raised.value)) < 200
    with pytest.raises(NotationError):
        isaac.play(isaac.new_game(), token)
    with pytest.raises(NotationError):
        isaac.why_illegal(isaac.new_game(), token)


@pytest.mark.parametrize("value", [None, 3, b"c3-g3", ["c3-g3"], isaac.Place, object()])
def test_things_that_are_not_moves(value: Any) -> None:
    with pytest.raises(NotationError):
        isaac.parse_move(value)
    with pytest.raises(NotationError):
        isaac.play(isaac.new_game(), value)


@pytest.mark.parametrize("value", [None, "state", isaac.Rules(), 0])
def test_things_that_are_not_states(value: Any) -> None:
    for call in (isaac.legal_moves, isaac.outcome, isaac.summary, isaac.can_place, isaac.can_remove):
        with pytest.raises(IslandsRulesError):
            call(value)
    with pytest.raises(IslandsRulesError):
        isaac.play(value, "pass")
    with pytest.raises(IslandsRulesError):
        isaac.render_text(value)


@pytest.mark.parametrize(
    "build",
    [
        lambda: isaac.Place(None, "c3"),  # type: ignore[arg-type]
        lambda: isaac.Place("c3", "c3"),
        lambda: isaac.Place("c3", "d4"),
        lambda: isaac.Remove("c3", "g3", -1),
        lambda: isaac.Remove("c3", "g3", True),
        lambda: isaac.Remove("c3", "g3", 1.5),  # type: ignore[arg-type]
        lambda: isaac.Remove("c3", "g3", "1"),  # type: ignore[arg-type]
        lambda: isaac.new_game("rules"),  # type: ignore[arg-type]
        lambda: isaac.new_game().tiles("blue"),  # type: ignore[arg-type]
        lambda: isaac.counter_square(-1, isaac.Player.DARK, 10),
        lambda: isaac.counter_square(1, "dark", 10),  # type: ignore[arg-type]
    ],
)
def test_bad_values_for_the_move_and_state_helpers(build: Any) -> None:
    with pytest.raises(IslandsRulesError):
        build()


def test_a_huge_advance_is_an_illegal_move_not_a_crash() -> None:
    state = isaac.new_game(isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    for turn in ["b1-b2", "a1-a2", "a3-c3", "pass", "pass", "pass"]:
        state = isaac.play(state, turn)
    with pytest.raises(IllegalMoveError, match=r"\(R17\)"):
        isaac.play(state, "xb1-b2+" + "9" * 3000)


@given(st.text(max_size=30))
def test_any_text_is_a_move_or_a_notation_error(text: str) -> None:
    try:
        move = isaac.parse_move(text)
    except NotationError:
        return
    assert isaac.parse_move(str(move)) == move


def test_owner_of_a_square_off_the_board() -> None:
    with pytest.raises(IslandsRulesError, match="off the 10×10 board"):
        isaac.new_game().owner("k1")
    with pytest.raises(NotationError):
        isaac.new_game().owner("k0")


@pytest.mark.parametrize("line", [-1, 20, "3", None, 2.0, 10**30])
def test_line_count_refuses_what_is_no_line(line: Any) -> None:
    with pytest.raises(IslandsRulesError):
        isaac.rules.line_count(isaac.new_game(), line)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: isaac.cell_name(26, 0), NotationError),
        (lambda: isaac.cell_name(0, -1), NotationError),
        (lambda: isaac.cell_name("a", 1), NotationError),  # type: ignore[arg-type]
        (lambda: isaac.cell_name(HUGE, 0), NotationError),
        (lambda: isaac.pieces_text(None), InvalidRulesError),  # type: ignore[arg-type]
        (lambda: isaac.pieces_text([(3, 1)]), InvalidRulesError),  # type: ignore[list-item]
        (lambda: isaac.pieces_text(((3, 1, 5), (3, 2, 1))), InvalidRulesError),
        (lambda: isaac.random_move(isaac.new_game(), None), IslandsRulesError),  # type: ignore[arg-type]
        (lambda: isaac.playout(isaac.new_game(), 1), IslandsRulesError),  # type: ignore[arg-type]
        (lambda: isaac.nth_move(isaac.new_game(), 10**5000), IllegalMoveError),
        (lambda: isaac.nth_move(isaac.new_game(), 600), IllegalMoveError),
        (lambda: isaac.line_count(isaac.new_game(), 10**5000), IslandsRulesError),
        (lambda: isaac.line_count(isaac.new_game(), 20), IslandsRulesError),
    ],
)
def test_the_helpers_check_their_arguments_with_short_messages(call: Any, error: type[Exception]) -> None:
    with pytest.raises(error) as raised:
        call()
    assert len(str(raised.value)) < 160
