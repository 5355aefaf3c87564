"""States as JSON-safe data: round trips, and bad data refused with the key at fault."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import given

from isaac.strategies import PlayedGame, played_games
from islands_rules import RecordError, isaac
from islands_rules.isaac.jsondata import state_from_dict, state_to_dict

G_RULES = isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)), target=25)
G_TURNS = "a1-a2 b1-e1 a3-a4 e2-e4 d5-e5 b2-b4 d2-d4 c4-c5 pass a5-b5 c2-c3 pass xa3-a4+4 xe2-e4+16"


def game_g() -> isaac.GameState:
    state = isaac.new_game(G_RULES)
    for turn in G_TURNS.split():
        state = isaac.play(state, turn)
    return state


@given(played_games())
def test_every_reachable_state_reads_back_equal(game: PlayedGame) -> None:
    for state in (game.states[0], game.final):
        data = isaac.state_to_dict(state)
        assert json.loads(json.dumps(data)) == data
        back = isaac.state_from_dict(json.loads(json.dumps(data)))
        assert back == state
        assert isaac.legal_moves(back) == isaac.legal_moves(state)


def test_the_data_of_game_g_after_turn_14() -> None:
    data = state_to_dict(game_g())
    assert (data["format"], data["type"], data["game"], data["ply"]) == (2, "state", "isaac", 14)
    assert data["phase"] == "scoring"
    assert data["to_move"] == "dark"
    assert data["dark"] == {
        "score": 4, "tiles": ["a1-a2", "d2-d4", "d5-e5"], "unplaced": [0, 1, 1], "last_removed": 2,
        "passed": False,
    }  # fmt: skip
    assert data["light"]["score"] == 16
    assert data["light"]["last_removed"] == 3


def changed(path: str, value: Any) -> dict[str, Any]:
    data = copy.deepcopy(state_to_dict(game_g()))
    *parents, last = path.split(".")
    target = data
    for part in parents:
        target = target[part]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "named"),
    [
        ("format", 1, "format"), ("type", "game", "type"), ("game", "ponte", "game"),
        ("rules", {"size": 2}, "rules"), ("rules", [], "rules"), ("ply", -1, "ply"), ("ply", 10**40, "ply"),
        ("phase", "opening", "phase"), ("to_move", None, "to_move"), ("to_move", "red", "to_move"),
        ("dark", None, "dark"), ("dark.score", "4", "dark.score"), ("dark.tiles", "a1-a2", "dark.tiles"),
        ("dark.tiles", ["a1-a2", 3], "dark.tiles[1]"), ("dark.tiles", ["a1-a2", "zz"], "dark.tiles[1]"),
        ("dark.tiles", ["a1-a2", "a1-b1"], "dark.tiles[1]"), ("dark.tiles", ["a1-a7"], "dark.tiles[0]"),
        ("dark.tiles", ["a1-a2", "xa3-a4+0"], "dark.tiles[1]"), ("dark.tiles", ["a1-e1"], "dark.tiles[0]"),
        ("dark.unplaced", [0, 1], "dark.unplaced"), ("dark.unplaced", [0, 1, 9], "dark.unplaced[2]"),
        ("dark.unplaced", [3, 1, 1], "dark"), ("dark.last_removed", 5, "dark.last_removed"),
        ("dark.passed", 0, "dark.passed"), ("dark.passed", True, "to_move"), ("dark.colour", 1, "dark"),
        ("light.score", 20, "dark.score, light"), ("dark.score", 25, "dark.score: a score at the target"),
        ("extra", 1, "state data"),
        ("light", KeyError, "state data"),
    ],
)  # fmt: skip
def test_bad_data_names_the_key(path: str, value: Any, named: str) -> None:
    with pytest.raises(RecordError, match="^" + re.escape(named)):
        state_from_dict(changed(path, value))


@pytest.mark.parametrize("data", [None, [], "state", 3])
def test_data_that_is_not_a_dict(data: Any) -> None:
    with pytest.raises(RecordError):
        state_from_dict(data)
    with pytest.raises(RecordError):
        state_to_dict(data)
