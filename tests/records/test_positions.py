"""Records that start from a position: the ``[Position]`` tag, written, read (strictly and
leniently), checked and round-tripped in every game that has position strings."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

import islands_rules as ir
from strategies import positioned_records

START = ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,c3")
TEXT = "5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1"


@settings(max_examples=60, deadline=None)
@given(positioned_records())
def test_a_record_from_a_position_round_trips_in_every_game(record: ir.Record) -> None:
    text = ir.write_record(record)
    assert ('[Position "' in text) == (record.start != record.game.new_game(record.rules))
    back = ir.read_record(text)
    assert back == record
    assert back.states == record.states
    assert back.start == record.start
    (check,) = ir.check_records(text)
    assert check.valid
    assert check.problems == ()
    assert check.record.states == record.states
    assert ir.Record.from_dict(record.to_dict()) == record


def test_the_position_tag_is_written_after_the_rules_and_read_back() -> None:
    record = ir.Record(["b2,d4"], start=START)
    lines = str(record).splitlines()
    assert lines[5] == f'[Position "{TEXT}"]'
    assert lines[4] == '[Bridges "15"]'
    assert record.position == TEXT
    assert ir.read_record(str(record)).states[0] == START
    assert ir.Record(["b2,d4"], rules=ir.ponte.Rules(board_size=5)) != record  # the start counts


def test_a_record_from_a_new_game_writes_no_position() -> None:
    record = ir.Record(["a1,c3"], start=ir.new_game())
    assert record.position is None
    assert "Position" not in str(record)
    assert record == ir.Record(["a1,c3"])


def test_without_rule_tags_the_position_gives_the_rules() -> None:
    record = ir.read_record(f'[Position "{TEXT}"] 1. b2,d4')
    assert record.rules == ir.ponte.Rules(board_size=5)
    assert record.states[0] == START


@pytest.mark.parametrize(
    ("value", "column", "message"),
    [
        (TEXT.replace("2l2/5", "2l2/6"), 12 + 16, "row 2 '6' (column 17): has 6 cells, not 5"),
        (TEXT[:-1] + "7", 12 + TEXT.rindex(" ") + 1, "ply '7' (column 46): must be 1 for this position"),
        ("nonsense", 12, "a position string has 9 fields"),
        (TEXT + "\t", 12 + len(TEXT), "printable ASCII"),
    ],
)
def test_a_bad_position_is_a_located_problem(value: str, column: int, message: str) -> None:
    text = f'[Game "ponte"]\n[Position "{value}"]\n1. b2,d4 *'
    with pytest.raises(ir.RecordError) as raised:
        ir.read_record(text)
    assert (raised.value.line, raised.value.column) == (2, column)
    assert message in str(raised.value)
    (check,) = ir.check_records(text)
    assert not check.valid
    assert [(p.kind, p.line, p.column) for p in check.problems] == [(ir.ProblemKind.TAG, 2, column)]
    assert check.record.plies == 0  # the turns are not played from a position that is not read


def test_a_rule_tag_the_position_contradicts_is_a_problem_at_the_rule_tag() -> None:
    text = f'[Size "6"]\n[Position "{TEXT}"]\n1. b2,d4'
    message = r"line 1, column 1: \[Size '6'\], but the \[Position\] is of Size '5'"
    with pytest.raises(ir.RecordError, match=message):
        ir.read_record(text)
    (check,) = ir.check_records(text)
    assert [p.line for p in check.problems] == [1]
    assert check.record.rules.board_size == 5
    assert check.record.plies == 1  # the position's rules hold


def test_a_position_of_another_game_is_refused() -> None:
    lsd = ir.position_text(ir.load_game("lsd").new_game())
    with pytest.raises(ir.RecordError, match=r"line 1, column \d+: \[Position\]: "):
        ir.read_record(f'[Position "{lsd}"] 1. a1,c3')


def test_the_position_is_no_descriptive_tag() -> None:
    with pytest.raises(ir.RecordError, match=r"\[Position\] is written from the game itself"):
        ir.Record(tags={"Position": TEXT})


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"start": "c3,e5"}, "start must be a state of a game, got str"),
        ({"start": START, "game": "lsd"}, "start is a position of Ponte del Diavolo, not of the game 'lsd'"),
        ({"start": START, "rules": ir.ponte.Rules()}, "given for a start position under"),
    ],
)
def test_a_bad_start_is_refused(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ir.RecordError, match=message):
        ir.Record(**kwargs)


def test_a_game_without_position_strings_cannot_start_from_one(monkeypatch: pytest.MonkeyPatch) -> None:
    lsd = ir.load_game("lsd")

    def no_strings(state: object) -> str:
        raise ir.PositionError("LSD has no position strings")  # as Game says for a game without them

    monkeypatch.setattr(lsd, "position_text", no_strings)
    played = ir.play(ir.new_game("lsd"), "e+@0,0")
    with pytest.raises(ir.RecordError, match="a record cannot start from this position: LSD has no position"):
        ir.Record(start=played)
    assert ir.Record(start=ir.new_game("lsd")).position is None  # a new game needs no string


def test_json_data_holds_the_position_and_refuses_a_bad_one() -> None:
    data = ir.Record(["b2,d4"], start=START).to_dict()
    assert data["position"] == TEXT
    with pytest.raises(ir.RecordError, match="position: ply '7' "):
        ir.Record.from_dict({**data, "position": TEXT[:-1] + "7"})
    with pytest.raises(ir.RecordError, match="position: is a position under"):
        ir.Record.from_dict({**data, "rules": {"board_size": 6}})
