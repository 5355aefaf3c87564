"""States and games as JSON-safe data, and back, checked key by key."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given

import islands_rules as ir
from strategies import ponte_rules, records


def through_json(data: dict[str, Any]) -> Any:
    return json.loads(json.dumps(data, allow_nan=False))


@given(records())
def test_a_state_survives_json(record: ir.Record) -> None:
    state = record.final
    data = ir.state_to_dict(state)
    assert through_json(data) == data
    back = ir.state_from_dict(through_json(data))
    assert back == state
    assert hash(back) == hash(state)
    assert ir.legal_moves(back) == ir.legal_moves(state)


@given(records())
def test_a_game_survives_json(game: ir.Record) -> None:
    data = game.to_dict()
    assert through_json(data) == data
    assert ir.Record.from_dict(through_json(data)) == game


@given(records("ponte", ponte_rules(4, 26)))
def test_games_and_states_on_every_board_size_survive_json(game: ir.Record) -> None:
    assert ir.Record.from_dict(through_json(game.to_dict())) == game
    assert ir.ponte.GameState.from_dict(through_json(game.final.to_dict())) == game.final


@given(records(to_the_end=True))
def test_finished_games_and_their_final_states_survive_json(game: ir.Record) -> None:
    assert ir.Record.from_dict(game.to_dict()) == game
    assert ir.state_from_dict(ir.state_to_dict(game.final)) == game.final


def test_state_data_names_every_part_of_the_position() -> None:
    state = ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5, tiles_per_colour=None),
        light=["a1", "a3", "c5", "e5"],
        dark=["b2", "d4", "e1", "e2"],
        light_bridges=["a1-a3"],
        to_move=ir.ponte.Colour.DARK,
    )
    assert state.to_dict() == {
        "format": 2,
        "type": "state",
        "game": "ponte",
        "rules": {"board_size": 5, "tiles_per_colour": None, "bridges": 15},
        "to_move": "dark",
        "phase": "play",
        "ply": 5,
        "light": ["a1", "a3", "c5", "e5"],
        "light_bridges": ["a1-a3"],
        "dark": ["b2", "d4", "e1", "e2"],
        "dark_bridges": [],
        "light_tiles_left": None,
        "dark_tiles_left": None,
        "bridges_left": 14,
        "light_declined": False,
        "swapped": False,
    }


def _state_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5), light=["a1", "a3"]
    ).to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "state data must be a dict, got list"),
        (_state_data(format=3), "format: must be 1 or 2, a version this library reads; got 3"),
        (_state_data(format=True), "format: must be 1 or 2"),
        (_state_data(type="game"), "type: must be 'state', got 'game'"),
        (_state_data(extra=1), "unknown key\\(s\\) 'extra'"),
        ({k: v for k, v in _state_data().items() if k != "ply"}, "lacks the key\\(s\\) ply"),
        (_state_data(rules={"board_size": 3, "tiles_per_colour": 40, "bridges": 15}), "rules: board_size"),
        (_state_data(rules={"size": 5}), "rules: unknown rule option 'size'; the options are board_size"),
        (_state_data(light="a1 a3"), "light: must be a list of strings, got str"),
        (_state_data(light=["a1", "z99"]), "state data: cannot read cell 'z99'"),
        (_state_data(light=["a1", "f1"]), "light: f1 is off the 5x5 board"),
        (_state_data(to_move="white"), "to_move: must be one of 'light', 'dark', got 'white'"),
        (_state_data(phase="middle"), "phase: must be one of"),
        (_state_data(ply=7), "ply: must be 1 for this position, got 7"),
        (_state_data(ply=-1), "ply: must be an int from 0 to 999999999"),
        (_state_data(swapped=1), "swapped: must be true or false, got 1"),
        (
            _state_data(bridges_left=99),
            "bridges_left: bridges_left=99, but the rules' 15 less the 0 on the board leave 15",
        ),
        (_state_data(light_bridges=["a1-a2"]), "light_bridges: bridge 'a1-a2'"),
    ],
)
def test_bad_state_data_is_refused_naming_the_key(data: Any, message: str) -> None:
    with pytest.raises(ir.RecordError, match=message):
        ir.ponte.GameState.from_dict(data)


def _game_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = ir.Record(["a1,c3", "swap"], rules=ir.ponte.Rules(board_size=5)).to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (_game_data(type="state"), "type: must be 'game'"),
        (_game_data(moves="a1,c3"), "moves: must be a list of strings, got str"),
        (_game_data(moves=["a1,c3", "a1,b2"]), r"moves\[1\]: a1 is taken by a light tile \(R8\)"),
        (_game_data(moves=["a1;c3"]), r"moves\[0\]: cannot read move 'a1;c3'"),
        (_game_data(tags={"Size": "6"}), r"game data: \[Size\] is written from the game itself"),
        (_game_data(tags=["Light"]), "tags: must be a dict of strings, got list"),
        (_game_data(comments=[{"ply": 9, "text": "x"}]), "comment at ply 9, but the game has 2 plies"),
        (_game_data(comments=[{"at": 1}]), r"comments\[0\]: must be a dict"),
        (_game_data(result="light"), "result: says 'light', but after the moves it is '\\*'"),
        (_game_data(comments=None), "comments: must be a list, got null"),
        (_game_data(comments=5), "comments: must be a list, got int"),
        (_game_data(comments=[{"ply": 1, "text": "a"}, {"ply": 1, "text": "b"}]), r"comments\[1\]: a second"),
        (_game_data(moves=["a1,c3", 3]), r"moves\[1\]: must be a string, got int"),
        (_game_data(tags={"Light": None}), r"tags\['Light'\]: must be a string, got null"),
    ],
)
def test_bad_game_data_is_refused_naming_the_key(data: Any, message: str) -> None:
    with pytest.raises(ir.RecordError, match=message):
        ir.Record.from_dict(data)


def test_an_illegal_move_in_game_data_names_its_ply_and_token() -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.Record.from_dict(_game_data(moves=["a1,c3", "a1,b2"]))
    assert (caught.value.ply, caught.value.token, caught.value.line) == (2, "a1,b2", None)


def test_result_and_comments_may_be_left_out_of_game_data() -> None:
    data = _game_data()
    del data["result"], data["comments"], data["tags"]
    assert ir.Record.from_dict(data) == ir.Record(["a1,c3", "swap"], rules=ir.ponte.Rules(board_size=5))
