"""States as JSON-safe data: the shape, the round trip, and errors that name the key at fault."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import make_rules, play_tokens

K5 = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1 swx@1,1")


def test_state_data_shape() -> None:
    data = lsd.state_to_dict(K5)
    assert data == json.loads(json.dumps(data))
    assert (data["format"], data["type"], data["game"]) == (2, "state", "lsd")
    assert data["rules"] == {"players": 2, "line": 4, "tile_set": str(lsd.TileSet())}
    assert data["field"] == {"red": ["e+@-1,0", "neswx@0,0", "swx@1,1"], "blue": []}
    assert data["last_captured"] == {"red": [], "blue": ["es+@0,1", "nwx@1,0"]}
    assert data["captures"] == {"red": 2, "blue": 0}
    assert (data["ply"], data["to_move"], data["over"], data["winner"]) == (5, "blue", False, None)
    assert data["supply"]["blue"] == "n+:2 nx:2 ne+:1 nex:1 ns+:2 nsx:2 nes+:2 nesx:2 nesw+:2 neswx:2"


def test_generic_functions_read_and_write_lsd_states() -> None:
    data = ir.state_to_dict(K5)
    assert ir.state_from_dict(data) == K5
    four = play_tokens("e+@0,0 ewx@1,0 w+@2,0", make_rules(4))
    assert ir.state_from_dict(json.loads(json.dumps(ir.state_to_dict(four)))) == four


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(lsd.state_to_dict(K5))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda d: d.update(format=1), "format"),
        (lambda d: d.update(type="game"), "type"),
        (lambda d: d.update(game="ponte"), "game"),
        (lambda d: d.pop("ply"), "lacks the key"),
        (lambda d: d.update(extra=1), "unknown"),
        (lambda d: d["rules"].update(players=3), "rules"),
        (lambda d: d["rules"].update(size=3), "rules"),
        (lambda d: d["field"]["red"].append(5), r"field.red\[3\]"),
        (lambda d: d["field"]["red"].append("zz"), r"field.red\[3\]"),
        (lambda d: d["field"]["blue"].append("e+@-1,0"), r"field.blue\[0\]"),
        (lambda d: d["field"].pop("blue"), "field"),
        (lambda d: d["field"]["red"].append("s+@-1,1"), "R9"),
        (lambda d: d["supply"].update(red="n+:9"), "supply.red"),
        (lambda d: d["supply"].update(red=3), "supply.red"),
        (lambda d: d["captures"].update(red=1), "captures"),
        (lambda d: d["captures"].update(red=-1), r"captures.red"),
        (lambda d: d.update(ply=2), "ply"),
        (lambda d: d.update(ply="5"), "ply"),
        (lambda d: d.update(to_move="red"), "to_move"),
        (lambda d: d.update(to_move="green"), "to_move"),
        (lambda d: d.update(over=1), "over"),
        (lambda d: d.update(over=True), "over"),
        (lambda d: d.update(winner="red"), "winner"),
        (lambda d: d["last_captured"]["blue"].append("n+@0,0"), "last_captured"),
    ],
)
def test_bad_state_data_names_the_key(change: Any, path: str) -> None:
    with pytest.raises(ir.RecordError, match=path):
        lsd.state_from_dict(broken(change))


def test_non_dict_data_is_a_record_error() -> None:
    junks: list[Any] = [None, [], "state", 3]
    for junk in junks:
        with pytest.raises(ir.RecordError):
            lsd.state_from_dict(junk)


def test_finished_games_read_back_with_their_outcome() -> None:
    won = play_tokens("nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0 w+@3,0")
    drawn = play_tokens("e+@0,0 wx@1,0")
    for state in (won, drawn):
        back = lsd.state_from_dict(json.loads(json.dumps(lsd.state_to_dict(state))))
        assert back == state
        assert lsd.outcome(back) == lsd.outcome(state)
