"""States as JSON-safe data and back: every state reads back equal, and bad data is refused
with a RecordError naming the key."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

import islands_rules as ir
from islands.strategies import positions
from islands_rules import islands
from islands_rules.islands import State


@given(positions())
def test_equal_positions_hash_equal_and_json_reads_back_equal(state: State) -> None:
    again = islands.state_from_dict(islands.state_to_dict(state))
    assert again == state
    assert hash(again) == hash(state)
    assert again.history == state.history


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"moves": "E@0,1r2"}, "moves"),
        ({"moves": ["E@0,1r2", 5]}, "moves[1]"),
        ({"moves": ["E@0,1r2", "E@0,1r2"]}, "moves[1]"),
        ({"moves": ["E@0,1r2", "v@1"]}, "moves[1]"),
        ({"drawn": "Z"}, "drawn"),
        ({"drawn": 3}, "drawn"),
        ({"rules": {"players": 9}}, "rules"),
        ({"rules": []}, "rules"),
        ({"ply": 5}, "ply"),
        ({"ply": 10**5000}, "ply"),  # a number too long for str(): compared, never written out
        ({"ply": True}, "ply"),
        ({"ply": 1.0}, "ply"),
        ({"supply": {"A": 10**5000}}, "supply"),
        ({"supply": {}}, "supply"),
        ({"format": 1}, "format"),
        ({"game": "ponte"}, "game"),
        ({"extra": 1}, "extra"),
    ],
)
def test_bad_state_data_names_the_key(data: dict[str, Any], key: str) -> None:
    good = islands.state_to_dict(islands.play(islands.new_game(), "E@0,1r2"))
    with pytest.raises(ir.RecordError, match=key.replace("[", r"\[")):
        islands.state_from_dict({**good, **data})


@pytest.mark.parametrize("data", [None, [], "state", 3])
def test_state_data_that_is_no_dict_is_a_record_error(data: Any) -> None:
    with pytest.raises(ir.RecordError):
        islands.state_from_dict(data)
