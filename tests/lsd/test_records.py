"""LSD records through the generic readers and writer, and the command line (validate, show, play)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

import islands_rules as ir
from islands_rules import lsd
from islands_rules.cli import main
from lsd.strategies import PlayedGame, make_rules, played_games

W1 = "nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0 w+@3,0"


def record_text(moves: str, tags: str = "", result: str = "*") -> str:
    numbered = " ".join(f"{n}. {token}" for n, token in enumerate(moves.split(), start=1))
    return f'[Game "lsd"]\n{tags}\n{numbered} {result}\n'


def check(text: str) -> dict[str, Any]:
    (found,) = ir.check_records(text)
    report: dict[str, Any] = json.loads(json.dumps(found.to_dict()))
    return report


@given(played_games(to_the_end=True))
def test_a_written_record_reads_back_equal(game: PlayedGame) -> None:
    rules = game.final.rules
    record = ir.Record(list(game.moves), game="lsd", rules=rules, tags={"Red": "Ann", "Event": "test"})
    text = ir.write_record(record)
    assert f'[Players "{rules.players}"]' in text
    assert f'[TileSet "{rules.tile_set}"]' in text
    assert f'[Line "{rules.line}"]' in text
    read = ir.read_record(text)
    assert read == record
    assert read.final == game.final
    assert ir.Record.from_dict(json.loads(json.dumps(record.to_dict()))) == record


def test_record_tags_give_the_options() -> None:
    text = record_text("e+@0,0", '[Players "4"]\n[Line "5"]\n[TileSet "n+:3 nsx:1"]')
    rules = ir.read_record(text).rules
    assert rules == make_rules(4, 5, "n+:3 nsx:1")
    assert ir.read_record(record_text("e+@0,0")).rules == lsd.Rules()


@pytest.mark.parametrize(
    "tag",
    ['[Players "3"]', '[Line "1"]', '[TileSet "n+:2 n+:1"]', '[TileSet "q+:1"]', '[TileSet ""]', '[Size "6"]',
     '[Tiles "20"]', '[Bridges "3"]'],
)  # fmt: skip
def test_bad_or_foreign_option_tags_are_tag_errors(tag: str) -> None:
    report = check(record_text("e+@0,0", tag))
    assert report["valid"] is False
    assert report["error"]["kind"] == "tag"


def test_player_tags_are_descriptive() -> None:
    record = ir.read_record(record_text("e+@0,0", '[Red "Ann"]\n[Blue "Bob"]'))
    assert dict(record.tags) == {"Red": "Ann", "Blue": "Bob"}


PAGE_FIELDS = {"valid", "plies", "error", "score", "over", "winner", "to_move"}
PAGE_ERROR_FIELDS = {"kind", "ply", "move", "reason"}
# What the core reports for a record of every game, beside each game's own fields.
CORE_FIELDS = {"name", "line", "problems", "rules", "tags"}
# ... and what issue 16 added for every game: where the game is, the text's own claims, and
# whether every turn was played (RecordCheck.to_dict, documented on the records page).
CORE_FIELDS |= {"format", "file", "game", "played_through", "claimed_result", "result", "result_agrees"}
CORE_FIELDS |= {"decided_by", "text_tags"}
CORE_FIELDS |= {"position"}  # issue 24: the position the game starts from, or None
CORE_ERROR_FIELDS = {"is_error", "line", "column", "token"}


@pytest.mark.parametrize("other", ["1. a1,a1 *\n", '[Game "isaac"]\n1. zz9 *\n'], ids=["ponte", "isaac"])
def test_the_fields_beyond_the_page_are_the_cores_for_every_game(other: str) -> None:
    report = check(other)
    assert set(report) >= CORE_FIELDS
    assert set(report["error"]) >= CORE_ERROR_FIELDS


def test_validate_json_has_exactly_the_fields_the_page_lists() -> None:
    report = check(record_text(W1, result="red"))
    assert set(report) == PAGE_FIELDS | CORE_FIELDS
    assert (report["valid"], report["plies"], report["error"], report["over"]) == (True, 7, None, True)
    assert (report["winner"], report["to_move"]) == ("red", None)
    assert report["score"] == {
        "red": {"points": 4, "tiles": 4, "supply": 16, "captures": 0},
        "blue": {"points": 1, "tiles": 3, "supply": 17, "captures": 0},
    }
    bad = check(record_text("e+@0,0 ex@1,0"))
    assert set(bad) == PAGE_FIELDS | CORE_FIELDS
    assert set(bad["error"]) == PAGE_ERROR_FIELDS | CORE_ERROR_FIELDS
    assert {key: bad["error"][key] for key in PAGE_ERROR_FIELDS} == {
        "kind": "illegal-move",
        "ply": 2,
        "move": "ex@1,0",
        "reason": "ex@1,0: the half-dot of the tile on 0,0 faces its empty w side (R9)",
    }
    assert (bad["valid"], bad["plies"], bad["over"], bad["winner"], bad["to_move"]) == (
        False,
        1,
        False,
        None,
        "blue",
    )


def test_validate_json_of_a_running_four_player_game() -> None:
    report = check(record_text("e+@0,0 ewx@1,0 w+@2,0", '[Players "4"]'))
    assert (report["over"], report["winner"], report["to_move"]) == (False, None, "yellow")
    assert list(report["score"]) == ["red", "blue", "green", "yellow"]
    assert report["score"]["green"]["captures"] == 1


@pytest.mark.parametrize(
    ("moves", "kind", "ply", "rule"),
    [
        ("nesw+@1,0", "illegal-move", 1, "(R8)"),
        ("e+@0,0 ex@1,0", "illegal-move", 2, "(R9)"),
        ("e+@0,0 nx@0,1", "illegal-move", 2, "(R10)"),
        ("e+@0,0 pass", "illegal-move", 2, "(R17)"),
        ("e+@0,0 en+@1,0", "syntax", 2, ""),
        ("e+@0,0 w+@1,00", "syntax", 2, ""),
        (W1 + " pass", "after-end", 8, ""),
    ],
)
def test_problem_kinds_and_the_first_bad_ply(moves: str, kind: str, ply: int, rule: str) -> None:
    report = check(record_text(moves))
    error = report["error"]
    assert isinstance(error, dict)
    assert (report["valid"], error["kind"], error["ply"]) == (False, kind, ply)
    assert rule in error["reason"]
    assert report["plies"] == ply - 1


def test_c13_in_a_record_is_an_illegal_move_naming_r11() -> None:
    report = check(record_text("n+@0,0 nsx@0,1 s+@0,2", '[TileSet "n+:1 nsx:2"]'))
    assert report["error"]["kind"] == "illegal-move"
    assert "(R11)" in report["error"]["reason"]


def test_move_numbers_count_passes() -> None:
    moves = "e+@0,0 ew+@1,0 w+@2,0 pass ew+@1,0"
    report = check(record_text(moves, '[TileSet "n+:2 ns+:1"]', result="draw"))
    assert (report["valid"], report["plies"], report["winner"]) == (True, 5, "draw")


def test_cli_plays_validates_and_shows_a_four_player_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.txt"
    assert (
        main(["play", "--game", "lsd", "--random", "--players", "4", "--seed", "5", "--out", str(path)]) == 0
    )
    text = path.read_text()
    assert '[Game "lsd"]' in text
    assert '[Players "4"]' in text
    assert '[Line "3"]' in text
    capsys.readouterr()
    assert main(["validate", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[0])
    assert report["valid"] is True
    assert report["over"] is True
    assert set(report["score"]) == {"red", "blue", "green", "yellow"}
    picture = tmp_path / "final.svg"
    assert main(["show", "--svg", str(picture), str(path)]) == 0
    shown = capsys.readouterr().out
    assert "red: longest line" in shown
    assert "yellow: longest line" in shown
    assert picture.read_text().startswith("<svg")


def test_cli_play_with_a_tile_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "lsd", "--random", "--seed", "1", "--tile-set", "n+:2 ns+:1"]) == 0
    assert '[TileSet "n+:2 ns+:1"]' in capsys.readouterr().out


def test_green_and_yellow_tags_are_known_in_four_player_records() -> None:
    report = check(record_text("e+@0,0", '[Players "4"]\n[Green "Cy"]\n[Yellow "Di"]'))
    assert report["problems"] == []
