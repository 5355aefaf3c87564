"""Position strings, positions set up by hand, and the one check of positions that can occur
(issue 24; issue 26 class 2): round trips on every position of random games, refusals
that name what and where, and hostile strings that get the library's errors only."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import TILE_SETS, make_rules, play_tokens, random_game

START = "- 2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2 0/0 red 0 4 " + str(lsd.TileSet()).replace(" ", ",")


def _all_rules() -> list[lsd.Rules]:
    return [
        make_rules(players, line, tiles) for players in (2, 4) for line in (None, 2) for tiles in TILE_SETS
    ]


@pytest.mark.parametrize("rules", _all_rules(), ids=str)
def test_every_position_of_random_games_round_trips(rules: lsd.Rules) -> None:
    for seed in range(6):
        game = random_game(rules, seed)
        texts = set()
        for state in game.states:
            text = ir.position_text(state)
            assert text.isascii()
            assert text.isprintable()
            assert "\n" not in text
            again = ir.read_position(text, game="lsd")
            assert again == state
            assert ir.position_text(again) == text
            assert lsd.state_from_dict(json.loads(json.dumps(lsd.state_to_dict(again)))) == state
            assert lsd.legal_moves(again) == lsd.legal_moves(state)
            texts.add(text)
        assert len(texts) == len(set(game.states))  # equal positions, equal strings; else different


def test_the_start_position_string() -> None:
    assert lsd.position_text(lsd.new_game()) == START
    assert lsd.read_position(START) == lsd.new_game()


def test_an_ended_game_says_who_won_or_that_it_was_drawn() -> None:
    won = play_tokens("nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0 w+@3,0")  # W1
    assert lsd.position_text(won).split(" ")[3] == "won:red"
    drawn = play_tokens("e+@0,0 wx@1,0")
    assert lsd.position_text(drawn).split(" ")[3] == "drawn"
    for state in (won, drawn):
        assert lsd.read_position(lsd.position_text(state)) == state


def test_a_position_after_captures_may_lack_0_0_and_be_split() -> None:
    k7 = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 esx@0,1")  # blue captures red's first tile
    assert k7.tile_at((0, 0)) is None
    assert lsd.read_position(lsd.position_text(k7)) == k7
    split = play_tokens(
        "nesw+@0,0 nesw+@-1,0 nesw+@0,1 nesw+@-1,-1 nesw+@-2,0", make_rules(tile_set="nesw+:4 neswx:4")
    )  # -1,0 captured
    assert split.tile_at((-1, 0)) is None
    assert lsd.read_position(lsd.position_text(split)) == split


def _with(text: str, index: int, value: str) -> str:
    fields = text.split(" ")
    fields[index] = value
    return " ".join(fields)


ONE = ir.position_text(play_tokens("e+@0,0"))
K7 = ir.position_text(play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 esx@0,1"))  # blue captured red's first tile


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        (_with(ONE, 0, "Re+@5,5"), "tile 1 'Re+@5,5' (column 1)", "no tile is on 0,0"),
        (
            _with(_with(ONE, 0, "Rnesw+@0,0/Rnesw+@3,0"), 1, "2,2,2,2,2,2,2,2,0,2/2,2,2,2,2,2,2,2,2,2"),
            "tile 1",
            "the field is not joined up and no tile was captured",
        ),
        (_with(ONE, 0, "Re+@0,0/Rw+@0,2147483647"), "tile 2", "edge of the cells"),
        (_with(ONE, 0, "Re+@0,0/Bn+@1,0"), "tile 1", "half-dot faces an empty side"),
        (_with(ONE, 1, "2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2"), "supply", "more n+ tiles"),
        (_with(ONE, 2, "1/0"), "captures", "must add up"),
        (_with(ONE, 3, "red"), "turn 'red' (column", "blue after 1 turns"),
        (_with(ONE, 3, "drawn"), "turn 'drawn'", "must be false"),
        (_with(ONE, 3, "won:red"), "turn", "must have made a line"),
        (_with(ONE, 4, "0"), "ply '0'", "at least 1"),
        # The turns, per player: placements, passes and captures (R1, R2, R12-R18).
        (
            _with(
                _with(_with(ONE, 0, "Rnesw+@0,0/Rs+@0,1"), 1, "1,2,2,2,2,2,2,2,1,2/2,2,2,2,2,2,2,2,2,2"),
                4,
                "2",
            ).replace(" blue ", " red "),
            "supply",
            "red placed 2 tiles but had 1 turn in 2",
        ),
        (_with(ONE, 4, "3"), "ply '3'", "at most 1 passes a placement"),
        (K7.replace(" 0/1 ", " 1/0 "), "captures", "the players with white icons captured 1 tile"),
        (
            _with(_with(_with(ONE, 1, "1,2,2,2,2,2,2,2,2,2/0,0,1,2,2,2,2,2,2,2"), 2, "5/0"), 4, "11"),
            "captures",
            "red captured 5 tiles with 1 placement",
        ),
        (_with(ONE, 4, "01"), "ply '01'", "whole number"),
        (_with(ONE, 5, "1"), "line '1'", "line must be"),
        (_with(ONE, 6, "n+:2,n+:1"), "tile set", "listed twice"),
        (_with(ONE, 6, "nx:2,n+:2"), "tile set", "write it as"),
        (_with(ONE, 0, "Re+@0,0/Xn+@1,0"), "tile 2", "initial"),
        (_with(ONE, 1, "1,2,2/2"), "supply 1", "10 counts"),
        (ONE + " x", "position string has 7 fields", ""),
        (ONE.replace(" ", "  ", 1), "7 fields", ""),
        ("", "7 fields", ""),
        (ONE + "\n", "printable ASCII", ""),
    ],
)
def test_positions_that_cannot_occur_are_refused_naming_what_and_where(
    text: str, where: str, what: str
) -> None:
    with pytest.raises(ir.PositionError) as raised:
        lsd.read_position(text)
    assert where in str(raised.value)
    assert what in str(raised.value)


def test_a_column_points_at_the_field_at_fault() -> None:
    text = _with(ONE, 4, "0")
    with pytest.raises(ir.PositionError, match=r"column (\d+)") as raised:
        lsd.read_position(text)
    column = int(re.search(r"column (\d+)", str(raised.value))[1])  # type: ignore[index]
    assert text[column - 1 :].startswith("0 4 ")


@pytest.mark.parametrize(
    ("tiles", "what"),
    [
        (["n+@1,0"], "no tile is on 0,0"),
        (["nesw+@0,0", "nesw+@3,0"], "not joined up"),
        (["n+@0,0", "n+@0,2147483647"], "edge of the cells"),
        (["n+@0,0", "n+@-2147483647,0"], "edge of the cells"),
    ],
)
def test_json_refuses_what_a_position_string_refuses(tiles: list[str], what: str) -> None:
    """Issue 26 class 2: no tile on 0,0, a split field and the edge of the coordinates."""
    data = lsd.state_to_dict(lsd.new_game())
    counts = dict(lsd.TileSet().as_dict())
    for token in tiles:
        kind = lsd.Tile("red", token.split("@")[0][:-1], token.split("@")[0][-1]).type
        counts[kind] -= 1
    data["field"]["red"] = tiles
    data["supply"]["red"] = str(lsd.TileSet(counts))
    data["ply"] = 2 * len(tiles) - 1
    data["to_move"] = "blue"
    with pytest.raises(ir.RecordError, match=f"field: .*{what}"):
        lsd.state_from_dict(data)


def test_setup_position_builds_what_play_reaches() -> None:
    k1 = play_tokens("e+@0,0 ewx@1,0 w+@2,0")
    made = lsd.setup_position(
        tiles=["Re+@0,0", "Rw+@2,0"],
        supply={"blue": "n+:2 nx:2 ne+:2 nex:2 ns+:2 nsx:1 nes+:2 nesx:2 nesw+:2 neswx:2"},
        captures={"red": 1},
    )
    assert made == k1
    by_cell = lsd.setup_position(
        tiles={(0, 0): lsd.Tile("red", "e", "+"), (1, 0): lsd.Tile("blue", "w", "x")}
    )
    assert by_cell == play_tokens("e+@0,0 wx@1,0")
    assert by_cell.is_over


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"tiles": ["Re+@1,0"]}, "no tile is on 0,0"),
        ({"tiles": "Re+@0,0"}, "list of tiles"),
        ({"tiles": [5]}, "expected a tile"),
        ({"tiles": ["Ze+@0,0"]}, "initial"),
        ({"tiles": ["Re+@0,0"], "ply": -1}, "ply"),
        ({"tiles": ["Re+@0,0"], "captures": {"red": True}}, "captures.red"),
        ({"tiles": ["Re+@0,0"], "supply": {"red": "q"}}, "supply.red"),
        ({"tiles": ["Re+@0,0"], "supply": {"purple": "n+:1"}}, "player names"),
        ({"rules": "lsd"}, "rules"),
    ],
)
def test_setup_position_refuses_bad_input(options: dict[str, object], message: str) -> None:
    with pytest.raises(ir.PositionError, match=message):
        lsd.setup_position(**options)  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(START + "RBGYnesw+x@-/,:0123456789 ~\x00é")), max_size=120))
def test_hostile_position_strings_get_the_library_errors_only(text: str) -> None:
    try:
        state = lsd.read_position(text)
    except ir.PositionError:
        return
    assert lsd.read_position(lsd.position_text(state)) == state


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_mutated_position_strings_read_back_or_are_refused(data: st.DataObject) -> None:
    game = random_game(make_rules(data.draw(st.sampled_from((2, 4)))), data.draw(st.integers(0, 999)))
    text = ir.position_text(data.draw(st.sampled_from(game.states)))
    at = data.draw(st.integers(0, len(text) - 1))
    mutated = text[:at] + data.draw(st.sampled_from(list("0123456789,/-+x@nesw RB"))) + text[at + 1 :]
    try:
        state = lsd.read_position(mutated)
    except ir.PositionError:
        return
    # A string that reads is a position from which every listed move plays (issue 26).
    assert lsd.read_position(lsd.position_text(state)) == state
    for move in lsd.legal_moves(state)[:20]:
        lsd.play(state, move)


def _mutations() -> st.SearchStrategy[object]:
    return st.one_of(
        st.integers(-3, 3),
        st.sampled_from([0, 1, 2147483647, -2147483647, True, 1.0, None, "", "red", "blue"]),
        st.sampled_from(["n+@0,0", "n+@0,2147483647", "nesw+@2,0", "s+@0,1", "nesw+@5,5", "n+:2 ns+:1"]),
    )


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_every_state_json_accepts_plays_every_listed_move_and_round_trips(data: st.DataObject) -> None:
    """Issue 26 class 2: what the reader accepts is a position a game can reach."""
    game = random_game(make_rules(data.draw(st.sampled_from((2, 4)))), data.draw(st.integers(0, 999)))
    state_data = json.loads(json.dumps(lsd.state_to_dict(data.draw(st.sampled_from(game.states)))))
    key = data.draw(st.sampled_from(["ply", "to_move", "over", "winner", "field", "supply", "captures"]))
    value = data.draw(_mutations())
    if isinstance(state_data[key], dict):
        name = data.draw(st.sampled_from(sorted(state_data[key])))
        if isinstance(state_data[key][name], list):
            state_data[key][name] = [*state_data[key][name], value]
        else:
            state_data[key][name] = value
    else:
        state_data[key] = value
    try:
        state = lsd.state_from_dict(state_data)
    except ir.RecordError:
        return
    assert lsd.state_from_dict(lsd.state_to_dict(state)) == state
    assert lsd.read_position(lsd.position_text(state)) == state
    for move in lsd.legal_moves(state):
        lsd.play(state, move)
