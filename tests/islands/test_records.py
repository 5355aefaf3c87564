"""Records of Islands through the core: tags, round trips, ``validate --json`` and the CLI."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import islands_rules as ir
from islands.test_examples import G1
from islands_rules import islands

G1_RECORD = f'[Game "islands"]\n[Red "Ann"]\n[Blue "Bob"]\n[Result "draw"]\n\n{G1.strip()}\n'


def kinds(text: str) -> list[str]:
    (check,) = ir.check_records(text)
    return [problem.kind.value for problem in check.problems]


def random_turns(rules: islands.Rules, seed: int) -> list[islands.Turn]:
    state, rng, turns = islands.new_game(rules), random.Random(seed), []
    while not state.is_over:
        turn = islands.random_move(state, rng)
        assert not isinstance(turn, islands.Draw)  # a random move is a whole turn, a record token
        turns.append(turn)
        state = islands.play(state, turn)
    return turns


def test_g1_reads_as_a_valid_record_with_the_pages_figures() -> None:
    record = ir.read_record(G1_RECORD)
    assert record.game.name == "islands"
    assert record.plies == 71
    assert record.tags == {"Red": "Ann", "Blue": "Bob"}
    (check,) = ir.check_records(G1_RECORD)
    report = json.loads(json.dumps(check.to_dict()))
    assert report["valid"] is True
    assert report["plies"] == 71
    assert report["error"] is None
    assert report["over"] is True
    assert report["winner"] == "draw"
    assert list(report["score"]) == ["red", "blue"]
    assert report["score"]["red"] == {
        "points": 16, "bridge_points": 3, "island_points": 5, "lighthouse_points": 5, "water_points": 3,
        "pieces_in_hand": 0,
    }  # fmt: skip
    assert report["score"]["blue"]["points"] == 16


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_record_written_by_the_library_reads_back_equal(players: int) -> None:
    rules = islands.Rules(players=players, pieces=5)
    record = ir.Record(random_turns(rules, players), rules=rules, tags={"Red": "Ann"})
    text = ir.write_record(record)
    assert '[Game "islands"]' in text
    assert f'[Players "{players}"]' in text
    assert '[Pieces "5"]' in text
    again = ir.read_record(text)
    assert again == record
    assert again.final == record.final
    assert again.plies == record.final.ply == len(record.moves)
    assert ir.Record.from_dict(json.loads(json.dumps(record.to_dict()))) == record


def test_a_record_refuses_a_chance_draw_its_text_could_not_hold() -> None:
    # A draw played alone (as History or a Table holds it) writes as a bare tile letter, which
    # no Islands record reads: the record refuses it at its ply instead of writing it.
    start = islands.new_game()
    draw = islands.chance_outcomes(start)[0][0]
    drawn = islands.play(start, draw)
    turn = islands.legal_moves(drawn)[0]
    with pytest.raises(ir.RecordError, match="chance outcome") as refused:
        ir.Record([draw, turn], game="islands")
    assert refused.value.ply == 1
    with pytest.raises(ir.NotationError):
        islands.parse_move(str(draw))
    # The turn played at the chance node itself carries the draw, and reads back equal.
    record = ir.Record([turn], game="islands")
    assert record.final == islands.play(drawn, turn)
    assert ir.read_record(ir.write_record(record)) == record


def test_the_options_are_record_tags() -> None:
    record = ir.read_record('[Game "islands"]\n[Players "4"]\n[Pieces "3"]\n\nE@0,1r2:i1')
    assert record.rules == islands.Rules(players=4, pieces=3)
    assert record.final.hands == (3, 3, 3, 3)


@pytest.mark.parametrize(
    "tag", ['[Players "6"]', '[Players "1"]', '[Pieces "0"]', '[Size "6"]', '[Tiles "40"]', '[Bridges "3"]']
)
def test_other_games_options_and_options_out_of_range_are_tag_problems(tag: str) -> None:
    assert "tag" in kinds(f'[Game "islands"]\n{tag}\n\nE@0,1r2')


def test_an_illegal_turn_is_reported_at_its_ply_with_its_rule() -> None:
    (check,) = ir.check_records('[Game "islands"]\n\n1. E@0,1r2 2. C- 3. C-')
    assert not check.valid
    error = check.to_dict()["error"]
    assert isinstance(error, dict)
    assert (error["kind"], error["ply"], error["move"]) == ("illegal-move", 3, "C-")
    assert "(R6)" in error["reason"]


@pytest.mark.parametrize("token", ["V@1,0", "V@1,0r4", "V@01,0r1", "v@1,0r1", "V@1,0r1:w5", "V-1"])
def test_tokens_off_the_grammar_are_syntax_problems(token: str) -> None:
    assert kinds(f'[Game "islands"]\n\n{token}')[:1] == ["syntax"]


def test_a_segment_the_tile_lacks_is_an_illegal_move_problem() -> None:
    assert kinds('[Game "islands"]\n\nV@1,0r1:i1') == ["illegal-move"]


def test_a_turn_after_the_71st_is_after_end() -> None:
    assert "after-end" in kinds(G1_RECORD.replace('[Result "draw"]\n', "") + " V@9,9r0\n")


def test_a_wrong_result_is_a_result_problem() -> None:
    assert "result" in kinds(G1_RECORD.replace('[Result "draw"]', '[Result "red"]'))


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    source = str(Path(ir.__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": source}
    done = subprocess.run(
        [sys.executable, "-m", "islands_rules", *args], capture_output=True, text=True, env=env, timeout=120
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done


def test_cli_plays_validates_and_shows_a_random_game(tmp_path: Path) -> None:
    played = cli("play", "--game", "islands", "--random", "--seed", "4", "--players", "3")
    assert played.returncode == 0
    record = ir.read_record(played.stdout)
    assert record.rules == islands.Rules(players=3)
    assert record.final.is_over
    path = tmp_path / "game.txt"
    path.write_text(played.stdout, encoding="utf-8")
    (report,) = [json.loads(line) for line in cli("validate", "--json", str(path)).stdout.splitlines()]
    assert report["valid"] is True
    assert report["plies"] == record.plies
    assert list(report["score"]) == ["red", "blue", "green"]
    shown = cli("show", str(path))
    assert shown.returncode == 0
    assert "tiles face down" in shown.stdout
