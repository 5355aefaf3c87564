"""The command line with records that start from a position, and ``show --events``."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from pathlib import Path

import pytest

import islands_rules as ir
from islands_rules import records

from .test_cli import run

START = "5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1"


@pytest.fixture
def positioned(tmp_path: Path) -> Path:
    path = tmp_path / "puzzle.txt"
    record = ir.Record(["b2,d4"], start=ir.read_position(START, game="ponte"))
    path.write_text(str(record), encoding="utf-8")
    return path


def test_validate_says_a_game_starts_from_a_position(positioned: Path) -> None:
    done = run("validate", positioned)
    assert done.returncode == 0, done.stdout
    assert f"{positioned}: valid, 1 ply from a set-up position, light to move" in done.stdout


def test_validate_json_and_csv_hold_the_position(positioned: Path) -> None:
    (report,) = [json.loads(line) for line in run("validate", "--json", positioned).stdout.splitlines()]
    assert report["position"] == START
    assert report["valid"]
    (row,) = csv.DictReader(io.StringIO(run("validate", "--csv", positioned).stdout))
    assert row["position"] == START
    assert tuple(row) == records.CSV_COLUMNS
    (plain,) = records.report_archive([str(positioned)])
    assert plain["position"] == START


def test_validate_reports_a_bad_position_where_it_is(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(f'[Game "ponte"]\n[Position "{START[:-1]}9"]\n1. b2,d4\n', encoding="utf-8")
    done = run("validate", path)
    assert done.returncode == 1
    assert f"{path}:2:57: error: [Position]: ply '9' (column 46): must be 1 for this position" in done.stdout


def test_show_draws_a_record_from_its_position(positioned: Path) -> None:
    done = run("show", positioned, "--ply", "0")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{positioned}: after ply 0 of 1 (from the position {START}); dark to move")
    assert ir.render_text(ir.read_position(START, game="ponte")) in done.stdout


def test_show_events_says_what_each_ply_did(tmp_path: Path) -> None:
    path = tmp_path / "lsd.txt"
    path.write_text(str(ir.Record(["e+@0,0", "w+@1,0"], game="lsd")), encoding="utf-8")
    done = run("show", path, "--events")
    assert done.returncode == 0, done.stderr
    events = done.stdout[done.stdout.index("events:") :].splitlines()
    assert events[0] == "events:"
    assert events[1] == "1. e+@0,0"
    assert events[2].startswith("   place by red: 0,0")
    assert "2. w+@1,0" in events
    assert "events:" not in run("show", path).stdout


@pytest.mark.parametrize("name", ir.builtin_games())
def test_show_events_lists_every_event_of_every_ply(tmp_path: Path, name: str) -> None:
    game = ir.load_game(name)
    rng = random.Random(5)
    record = ir.Record(game=name)
    while game.to_move(record.final) is not None and record.plies < 30:
        record = record.play(game.random_move(record.final, rng))
    path = tmp_path / "game.txt"
    path.write_text(str(record), encoding="utf-8")
    lines = run("show", path, "--events").stdout.splitlines()
    listed = lines[lines.index("events:") + 1 :]
    wanted = sum(1 + len(game.effects(record.states[ply], record.moves[ply])) for ply in range(record.plies))
    assert len(listed) == wanted
    scores = [line for line in listed if re.fullmatch(r"   \w+ (scores|loses) \d+ points? .*", line)]
    assert len(scores) == sum(
        event.kind == "score"
        for ply in range(record.plies)
        for event in game.effects(record.states[ply], record.moves[ply])
    )
