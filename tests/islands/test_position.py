"""Position strings, positions set up by hand, and the one check of positions that can occur
(issue 24; issue 26 class 2): round trips on every position of random games of every rule
option, refusals that name what and where, and hostile strings that get library errors only."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import islands_rules as ir
from islands.strategies import random_game
from islands_rules import islands
from islands_rules.islands import Rules, TileSet

RULES = [
    Rules(),
    Rules(players=3, pieces=1),
    Rules(players=5, pieces=2, small_island=1),
    Rules(players=4, tile_set=TileSet("A:2 B:2 D:3 E:4 U:3 V:4 W:2 X:1 L:2")),
    Rules(tile_set=TileSet("E:3 V:4 C:1 N:2"), start_tile="C"),
    Rules(tile_set=TileSet("D:1")),  # no supply at all: over before the first turn
]


@pytest.mark.parametrize("rules", RULES, ids=lambda rules: f"{rules.players}p-{rules.tile_set.total}t")
def test_every_position_of_random_games_round_trips(rules: Rules) -> None:
    for seed in range(3):
        states = random_game(rules, seed, turns=999)
        assert states[-1].is_over  # every tile set ends, with the final scoring (R14)
        for state in states:
            text = ir.position_text(state)
            assert text.isascii()
            assert text.isprintable()
            again = ir.read_position(text, game="islands")
            assert again == state
            assert ir.position_text(again) == text
            assert islands.legal_moves(again) == islands.legal_moves(state)
            data = json.loads(json.dumps(islands.state_to_dict(state)))
            assert islands.state_from_dict(data) == state
            assert islands.state_from_dict({**data, "moves": []}) == state  # the position alone


def test_the_start_position_string() -> None:
    text = islands.position_text(islands.new_game())
    assert text.startswith("D@0,0r0 A:2,B:4,C:1,D:3,E:5,")
    assert text.endswith(" - - 7/7 0,0,0,0/0,0,0,0 red 0 2")


def _with(text: str, index: int, value: str) -> str:
    fields = text.split(" ")
    fields[index] = value
    return " ".join(fields)


ONE = islands.position_text(islands.play(islands.new_game(), "V@1,0r1:w2"))


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        (_with(ONE, 0, "D@0,0r0/V@1,0r1:w2=r/V@3,0r1"), "tile 3 'V@3,0r1'", "farther from (0, 0)"),
        (_with(ONE, 0, "V@0,-2r1/D@0,0r0/V@1,0r1:w2=r"), "tile 1", "not joined to the map"),
        (_with(ONE, 0, "V@1,0r1:w2=r"), "map", "no tile on (0, 0)"),
        (_with(ONE, 0, "D@0,0r1/V@1,0r1:w2=r"), "map", "the start tile"),
        (_with(ONE, 0, "D@0,0r0/V@1,0r2:w2=r"), "tile 2", "another kind"),
        (_with(ONE, 0, "D@0,0r0:i1=r/V@1,0r1"), "tile 1", "the tile just laid"),
        (_with(ONE, 0, "D@0,0r0/V@1,0r1:i1=r"), "tile 2", "has no segment i1"),
        (_with(ONE, 0, "D@0,0r0/V@1,0r1:w2=g"), "tile 2", "no seat"),
        (_with(ONE, 0, "D@0,0r0/V@1,0r1:w2=r/V@0,0r1"), "tile 3", "listed once each"),
        (
            _with(_with(ONE, 0, "D@0,0r0/E@0,1r2:i1=b/V@1,0r1:w2=r"), 4, "6/6"),
            "tile 2",
            "completed object holds",
        ),
        (
            _with(
                ONE,
                1,
                "A:2,B:4,C:1,D:3,E:5,F:2,G:1,H:3,I:2,J:3,K:3,L:3,M:2,N:3,O:2,P:3,Q:1,R:3,S:2,T:1,U:8,V:8,W:4,X:999",
            ),
            "supply",
            "from 1 to 999",
        ),
        (_with(ONE, 1, "B:4,A:2"), "supply", "A to X"),
        (_with(ONE, 1, "A:02"), "supply", "type:count"),
        (_with(ONE, 2, "Z"), "drawn 'Z'", "A to X"),
        (_with(ONE, 4, "7/7"), "pieces", "7 pieces in hand and 0 on the map; the rules give 8"),
        (_with(ONE, 4, "6/7/7/7/7/7"), "pieces", "2 to 5 players"),
        (_with(ONE, 5, "0,0,9,0/0,0,0,1"), "points", "water scores only at the end"),
        (_with(ONE, 5, "0,3,0,0/0,0,0,0"), "points", "an island an even number"),
        (
            _with(_with(ONE, 0, "D@0,0r0/V@1,0r1:w2=b"), 4, "7/6"),
            "pieces",
            "blue has 1 piece on the map but laid 0 tiles",
        ),
        (_with(ONE, 5, "0,0,0/0,0,0,0"), "points", "four numbers"),
        (_with(ONE, 6, "red"), "turn 'red'", "blue moves"),
        (_with(ONE, 6, "over"), "turn 'over'", "supply is empty"),
        (_with(ONE, 6, "purple"), "turn", "expected the player to move"),
        (_with(ONE, 7, "2"), "ply '2'", "must be 1"),
        (_with(ONE, 8, "3"), "small island", "2 (points per tile"),
        (ONE + " 2", "9 fields", ""),
        ("", "9 fields", ""),
        ("D@0,0r0\t", "printable ASCII", ""),
    ],
)
def test_positions_that_cannot_occur_are_refused_naming_what_and_where(
    text: str, where: str, what: str
) -> None:
    with pytest.raises(ir.PositionError) as raised:
        islands.read_position(text)
    assert where in str(raised.value)
    assert what in str(raised.value)


def test_a_column_points_at_the_tile_at_fault() -> None:
    text = _with(ONE, 0, "V@0,-2r1/D@0,0r0/V@1,0r1:w2=r")
    with pytest.raises(ir.PositionError) as raised:
        islands.read_position(text)
    column = int(re.search(r"column (\d+)", str(raised.value))[1])  # type: ignore[index]
    assert text[column - 1 :].startswith("V@0,-2r1")


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda d: d.update(ply=True), "ply"),
        (lambda d: d.update(ply=1.0), "ply"),
        (lambda d: d["supply"].update(A=True), "supply.A"),
        (lambda d: d["supply"].update(A=2.0), "supply.A"),
        (lambda d: d["tiles"][1].update(x=1.0), r"tiles\[1\].x"),
        (lambda d: d["tiles"][1].update(rotation=True), r"tiles\[1\].rotation"),
        (lambda d: d["score"]["red"].update(pieces_in_hand=6.0), "score.red.pieces_in_hand"),
        (lambda d: d["score"]["red"].update(islands=True, points=True), "score.red"),
        (lambda d: d["tiles"][1].update(y=5), "tiles"),
        (lambda d: d["pieces"].clear(), "score"),
        (lambda d: d["discarded"].append("E"), "supply"),
        (lambda d: d.update(to_move="blue"), "to_move"),
    ],
)
def test_json_refuses_what_cannot_occur_and_non_ints(change: object, key: str) -> None:
    """Issue 26 class 2: ``true`` and ``1.0`` where ints belong are refused."""
    data = json.loads(json.dumps(islands.state_to_dict(islands.play(islands.new_game(), "V@1,0r1:w2"))))
    data["moves"] = []
    change(data)  # type: ignore[operator]
    with pytest.raises(ir.RecordError, match=key):
        islands.state_from_dict(data)


def test_json_moves_must_lead_to_the_position_given() -> None:
    data = islands.state_to_dict(islands.play(islands.new_game(), "V@1,0r1:w2"))
    with pytest.raises(ir.RecordError, match="moves: they do not lead"):
        islands.state_from_dict({**data, "moves": ["V@1,0r1"]})


def test_json_of_release_0_1_replays_its_moves() -> None:
    state = islands.play(islands.new_game(), "V@1,0r1:w2")
    data = {key: value for key, value in islands.state_to_dict(state).items() if key != "tiles"}
    assert islands.state_from_dict(data) == state


def test_setup_position_builds_what_play_reaches() -> None:
    state = islands.play(islands.play(islands.new_game(), "V@1,0r1:w2"), "E@0,1r2:i1")
    made = islands.setup_position(tiles=["V@1,0r1:w2=r", "E@0,1r2"], points={"blue": (0, 4, 0, 0)})
    assert made == state
    assert made.history == ()
    scenario = islands.setup_position(rules=Rules(tile_set=TileSet("D:1 E:3")), tiles=["E@0,1r2"], drawn="E")
    assert scenario.supply[4] == 1
    assert islands.to_move(scenario) == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"tiles": "E@0,1r2"}, "list of text"),
        ({"tiles": [3]}, "expected text"),
        ({"tiles": ["E@0,1"]}, "cannot read"),
        ({"tiles": ["E@0,1r0"]}, "another kind"),
        ({"tiles": ["X@0,1r0"] * 2}, "listed once"),
        ({"drawn": "Z"}, "A to X"),
        ({"tiles": ["V@1,0r0:b1=r", "U@1,-1r0:b1=b"]}, "joined across their shared side"),
        ({"discarded": ["X", "X"]}, "more X tiles"),
        ({"points": {"red": (1, 2)}}, "points.red"),
        ({"points": {"red": (0, 0, 0, 1)}}, "water scores only"),
        ({"rules": 3}, "rules"),
    ],
)
def test_setup_position_refuses_bad_input(options: dict[str, object], message: str) -> None:
    with pytest.raises(ir.PositionError, match=message):
        islands.setup_position(**options)  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(ONE + "ABXYZ:=/-,@r0123456789 ~\x00é")), max_size=120))
def test_hostile_position_strings_get_the_library_errors_only(text: str) -> None:
    try:
        state = islands.read_position(text)
    except ir.PositionError:
        return
    assert islands.read_position(islands.position_text(state)) == state


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_mutated_position_strings_read_back_or_are_refused(data: st.DataObject) -> None:
    states = random_game(data.draw(st.sampled_from(RULES[:5])), data.draw(st.integers(0, 999)), turns=30)
    text = ir.position_text(data.draw(st.sampled_from(states)))
    at = data.draw(st.integers(0, len(text) - 1))
    mutated = text[:at] + data.draw(st.sampled_from(list("0123456789,/-:=@rABEVbrw "))) + text[at + 1 :]
    try:
        state = islands.read_position(mutated)
    except ir.PositionError:
        return
    # A string that reads is a position from which every listed move plays (issue 26).
    assert islands.read_position(islands.position_text(state)) == state
    for move in islands.legal_moves(state)[:20]:
        islands.play(state, move)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_every_state_json_accepts_plays_every_listed_move_and_round_trips(data: st.DataObject) -> None:
    """Issue 26 class 2: what the reader accepts is a position a game can reach."""
    states = random_game(data.draw(st.sampled_from(RULES[:5])), data.draw(st.integers(0, 999)), turns=20)
    state_data = json.loads(json.dumps(islands.state_to_dict(data.draw(st.sampled_from(states)))))
    state_data["moves"] = []
    value = data.draw(st.sampled_from([0, 1, 2, -1, 7, True, 1.0, None, "A", "E", "red", "i1", "w1"]))
    key = data.draw(st.sampled_from(["ply", "drawn", "supply", "tiles", "pieces", "discarded", "score"]))
    target = state_data[key]
    if isinstance(target, list) and target:
        item = data.draw(st.sampled_from(target))
        if isinstance(item, dict):
            item[data.draw(st.sampled_from(sorted(item)))] = value
        else:
            target.append(value)
    elif isinstance(target, dict) and target:
        name = data.draw(st.sampled_from(sorted(target)))
        if isinstance(target[name], dict):
            target[name][data.draw(st.sampled_from(sorted(target[name])))] = value
        else:
            target[name] = value
    else:
        state_data[key] = value
    try:
        state = islands.state_from_dict(state_data)
    except ir.RecordError:
        return
    assert islands.state_from_dict(islands.state_to_dict(state)) == state
    assert islands.read_position(islands.position_text(state)) == state
    for move in islands.legal_moves(state):
        islands.play(state, move)
