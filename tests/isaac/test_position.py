"""Position strings and set-up positions: every position of random games round-trips, and a
position that cannot occur is refused by setup_position, read_position and JSON alike,
naming what is wrong and where."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import islands_rules as ir
from isaac.strategies import PlayedGame, played_games, rules_options
from islands_rules.isaac import Phase, Player, Rules, setup_position
from positions import assert_reads_back, mutated, random_games, read_or_refuse, refused_or_usable

GAME = ir.load_game("isaac")
RULE_SETS = [
    Rules(),
    Rules(size=5, pieces=((2, 1, 3), (3, 2, 2)), target=6),
    Rules(size=4, pieces=((2, 1, 2), (4, 1, 1)), target=5),
    Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))),
    Rules(size=6, pieces=((2, 3, 4), (3, 1, 2), (6, 2, 1))),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=str)
def test_every_position_of_random_games_round_trips(rules: Rules) -> None:
    # 600 games per rule set under the dev profile's 60 examples (150 on the full board).
    games = settings().max_examples * (10 if rules.size < 10 else 1) // 4
    seen: dict[str, ir.isaac.GameState] = {}
    for states in random_games(rules, games, seed=rules.size):
        for state in states:
            text = assert_reads_back(state)
            assert seen.setdefault(text, state) == state  # different positions, different strings


@given(played_games())
def test_positions_of_random_rule_options_round_trip(game: PlayedGame) -> None:
    for state in game.states:
        assert_reads_back(state)


def test_the_start_as_the_notation_page_writes_it() -> None:
    text = "3:1:5,4:2:4,5:3:3,6:4:2,7:6:1/10/100 - - 5,4,3,2,1/5,4,3,2,1 0/0 - d placement 0"
    assert ir.position_text(ir.new_game(Rules())) == text


def test_setup_position_builds_what_play_reaches() -> None:
    rules = Rules(size=5, pieces=((2, 1, 3), (3, 2, 2)))
    played = ir.play(ir.play(ir.play(ir.new_game(rules), "a1-b1"), "c3-c5"), "d1-d3")
    made = setup_position(rules=rules, dark=["a1-b1", "d1-d3"], light=["c3-c5"])
    assert made == played
    assert (made.ply, made.to_move) == (3, Player.LIGHT)


S = "2:1:3,3:2:2/5/25"  # a small piece set on a 5×5 board


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"{S} a1-b1 c3-c5 2,2/3,1 0/0 - l placement 2", r"to_move '[^']*' \(column 44\): must be dark"),
        (
            f"{S} a1-b1 c3-c5 2,2/3,1 0/0 - d placement 0",
            r"ply '.*must be 2 for this position, got 0",
        ),
        (f"{S} a1-b1 c3-c5 2,2/3,1 0/0 - d placement 999999999", r"ply '.*must be 2"),
        (
            f"{S} a1-b1,c1-d1,a2-b2,c2-d2 - 0,2/3,2 0/0 - d placement 4",
            r"dark '.*the set has 3 \(R2\)",
        ),
        (f"{S} a1-b1,c1-d1 - 1,2/3,2 0/0 - l placement 2", r"dark '.*turns alternate"),
        (f"{S} a1-b1 a1-a2 2,2/2,2 0/0 - d placement 2", r"light '.*overlaps another tile"),
        (f"{S} a1-f1 - 2,2/3,2 0/0 - l placement 1", r"dark '.*not a tile on the 5×5 board"),
        (f"{S} a1-e1 - 2,2/3,2 0/0 - l placement 1", r"dark '.*no tile of length 5"),
        (f"{S} a1-b1 - 2,2/3,2 3/0 - l placement 1", r"scores '.*no score in the placement phase"),
        (
            f"{S} a1-b1 - 1,2/3,2 0/0 - l placement 1",
            r"unplaced '.*nothing is removed while placing",
        ),
        (f"{S} a1-b1 - 2,2/3,2 0/0 dl l placement 3", r"passed '.*both passed"),
        (
            f"{S} a1-b1 - 2,2/3,2 0/0 d l placement 2",
            r"passed '.*dark passed on their turn",
        ),
        (f"{S} a1-b1 - 2,2/3,2 0/24 - l scoring 3", r"scores '.*more than 0 removals score"),
        (
            f"{S} - - 2,2/3,2 0/0 - - over 3",
            r"dark '.*turns alternate|at the target or at the second pass",
        ),
        (f"{S} a1-b1 - 2,2/3,2 0/0 - d placement", "9 fields separated by single spaces"),
        ("9:1:1/5/25 - - 1/1 0/0 - d placement 0", r"rules '.*length 9 is longer than the board"),
        (f"{S} a1-b1 - 2,2/3,2 0/0 - x placement 1", r"to_move '.*expected d, l or -"),
        (f"{S} a1-b1 - 2,2,1/3,2 0/0 - l placement 1", r"unplaced '.*must be 2 counts"),
        (f"{S} a1b1 - 2,2/3,2 0/0 - l placement 1", r"dark '.*tiles such as c3-g3"),
        (f"{S} a1-b1 - 2,2/3,2 0/-1 - l placement 1", r"scores '"),
        (f"{S} a1-b1 - 2,2/3,2 0/0 - l final 1", r"phase '"),
    ],
)
def test_a_position_that_cannot_occur_is_refused_naming_the_field(text: str, message: str) -> None:
    with pytest.raises(ir.PositionError, match=message):
        ir.read_position(text, game="isaac")


def test_json_refuses_the_ply_of_issue_26_naming_the_key() -> None:
    eight = setup_position(
        dark=["a1-c1", "a2-c2", "a3-c3", "a4-c4"], light=["e1-g1", "e2-g2", "e3-g3", "e4-g4"]
    )
    for ply in (0, 999_999_999):
        with pytest.raises(ir.RecordError, match=f"^ply: must be 8 for this position, got {ply}"):
            GAME.state_from_dict(GAME.state_to_dict(eight) | {"ply": ply})


def assert_usable(state: ir.isaac.GameState) -> None:
    """From an accepted position every listed move plays, and the position reads back."""
    assert_reads_back(state)
    for move in ir.legal_moves(state)[:60]:
        ir.play(state, move)


@given(st.text(max_size=120))
def test_hostile_text_raises_only_position_errors(text: str) -> None:
    refused_or_usable(text, "isaac", assert_usable)


_VALID = [
    ir.position_text(s)
    for rules in RULE_SETS[1:4]
    for states in random_games(rules, 2, seed=3)
    for s in states[::2]
]


@given(
    st.sampled_from(_VALID),
    st.lists(st.tuples(st.integers(0, 300), st.sampled_from("dl0123456789/-,: abcx")), max_size=3),
)
def test_mutated_strings_are_refused_or_read_to_a_usable_position(
    text: str, edits: list[tuple[int, str]]
) -> None:
    refused_or_usable(mutated(text, edits), "isaac", assert_usable)


_KEYS = [
    "ply",
    "phase",
    "to_move",
    "dark.score",
    "light.score",
    "dark.passed",
    "light.passed",
    "dark.last_removed",
]


@given(
    st.sampled_from(_VALID),
    st.lists(
        st.tuples(
            st.sampled_from(_KEYS),
            st.sampled_from([0, 1, 2, 3, 7, True, False, None, "dark", "light", "over", "scoring"]),
        ),
        max_size=3,
    ),
)
def test_from_every_accepted_json_state_every_move_plays(text: str, changes: list[tuple[str, Any]]) -> None:
    data = GAME.state_to_dict(ir.read_position(text, game="isaac"))
    for key, value in changes:
        *parents, last = key.split(".")
        (data[parents[0]] if parents else data)[last] = value
    problem = ""
    try:
        state = GAME.state_from_dict(data)
    except ir.RecordError as error:
        problem = str(error)
    if problem:
        assert problem.split(":")[0].split("[")[0].split(",")[0] in {
            *data,
            *(f"{p}.{k}" for p in ("dark", "light") for k in data["dark"]),
        }
        return
    assert_usable(state)


@given(rules_options())
def test_a_hand_made_start_is_the_new_game(rules: Rules) -> None:
    assert setup_position(rules=rules) == ir.new_game(rules)
    assert setup_position(rules=rules, phase=Phase.PLACEMENT, ply=0, to_move=Player.DARK) == ir.new_game(
        rules
    )


@pytest.mark.parametrize("field", range(9))
def test_a_huge_field_is_refused_with_a_short_message(field: int) -> None:
    parts = ir.position_text(ir.new_game(game="isaac")).split(" ")
    parts[field] = "l1" * 4000
    assert read_or_refuse(" ".join(parts), "isaac") is None


@pytest.mark.parametrize(
    "given",
    [
        {"phase": Phase.SCORING, "dark_score": 10**5000},
        {"phase": Phase.OVER, "dark_unplaced": [0] * 5, "light_unplaced": [0] * 5, "dark_score": 10**5000},
        {"dark_unplaced": [10**5000] * 5},
        {"ply": 10**5000},
        {"dark_last_removed": 10**5000},
    ],
)
def test_huge_numbers_are_refused_with_a_short_message(given: dict[str, Any]) -> None:
    with pytest.raises(ir.PositionError, match="a number of 5,001 digits"):
        setup_position(**given)
