"""Isaac records through the generic readers and writer, and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from isaac.strategies import PlayedGame, played_games
from islands_rules import isaac

ROOT = Path(__file__).resolve().parents[2]
GAME_G = """[Game "isaac"]
[Size "5"]
[Pieces "4:3:1 2:1:3  3:2:2"]
[Dark "Ann"]
[Light "Bob"]
[Result "light"]

1. a1-a2 2. b1-e1 3. a3-a4 4. e2-e4 5. d5-e5 6. b2-b4 7. d2-d4 8. c4-c5 9. pass 10. a5-b5
11. c2-c3 12. pass 13. xa3-a4+4 14. xe2-e4+16 15. xd5-e5+0 16. xb2-b4+3 17. xd2-d4+2
18. XB1-E1+3 19. pass 20. pass light
"""


def check(text: str) -> dict[str, object]:
    return ir.check_records(text)[0].to_dict()


def test_game_g_reads_with_its_tags_and_reports_r23() -> None:
    record = ir.read_record(GAME_G)
    assert record.rules == isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)))
    data = check(GAME_G)
    assert data["name"] == "isaac"
    assert (data["valid"], data["plies"], data["error"], data["over"]) == (True, 20, None, True)
    assert (data["winner"], data["decided_by"], data["to_move"], data["phase"]) == (
        "light",
        "points",
        None,
        None,
    )
    assert data["score"] == {
        "dark": {"points": 6, "on_board": 1, "unplaced": 2, "unplaced_length": 7},
        "light": {"points": 22, "on_board": 3, "unplaced": 0, "unplaced_length": 0},
    }
    assert data["tags"] == {"Dark": "Ann", "Light": "Bob"}


# R23 of the rules page, field by field; then what every game's report carries (the core's
# RecordCheck.to_dict, and the command line's file and game number).
R23_FIELDS = {"valid", "plies", "error", "score", "over", "winner", "decided_by", "to_move", "phase"}
CORE_FIELDS = {"name", "line", "problems", "rules", "tags", "file", "game"}
# ... and what issue 16 added for every game: the format version, the text's own claims, and
# whether every turn was played (RecordCheck.to_dict, documented on the records page).
CORE_FIELDS |= {"format", "played_through", "claimed_result", "result", "result_agrees", "text_tags"}
CORE_FIELDS |= {"position"}  # issue 24: the position the game starts from, or None
R23_ERROR = {"kind", "ply", "move", "reason"}
CORE_ERROR = {"is_error", "line", "column", "token"}
R23_SCORE = {"points", "on_board", "unplaced", "unplaced_length"}


@pytest.mark.parametrize(
    "text",
    [
        GAME_G,
        GAME_G.split("13.")[0].replace('[Result "light"]', '[Result "*"]'),
        GAME_G.replace("13. xa3-a4+4", "13. xa3-a4+5"),
    ],
    ids=["over", "playing", "invalid"],
)
def test_validate_json_has_exactly_the_fields_the_page_lists(text: str) -> None:
    checked = run("validate", "--json", "-", stdin=text)
    data = json.loads(checked.stdout.splitlines()[0])
    assert set(data) == R23_FIELDS | CORE_FIELDS
    assert set(data["score"]) == {"dark", "light"}
    for player in ("dark", "light"):
        assert set(data["score"][player]) == R23_SCORE
        assert all(type(value) is int for value in data["score"][player].values())
    assert data["winner"] in ("dark", "light", None)
    assert data["decided_by"] in ("target", "points", "length", "count", "starter", None)
    assert data["to_move"] in ("dark", "light", None)
    assert data["phase"] in ("placement", "scoring", None)
    assert (data["phase"] is None) == data["over"] == (data["to_move"] is None)
    if data["valid"]:
        assert data["error"] is None
    else:
        assert set(data["error"]) == R23_ERROR | CORE_ERROR
        assert data["error"]["ply"] == data["plies"] + 1


def test_a_game_in_progress_reports_phase_and_turn() -> None:
    data = check(GAME_G.split("13.")[0].replace('[Result "light"]', '[Result "*"]'))
    assert (data["valid"], data["over"], data["winner"], data["decided_by"]) == (True, False, None, None)
    assert (data["to_move"], data["phase"]) == ("dark", "scoring")


def test_a_written_record_reads_back_equal() -> None:
    record = ir.read_record(GAME_G)
    text = ir.write_record(record)
    assert '[Pieces "2:1:3 3:2:2 4:3:1"]' in text
    assert '[Size "5"]' in text
    assert "18. xb1-e1+3" in text
    assert ir.read_record(text) == record


@given(played_games())
def test_random_games_round_trip_through_records(game: PlayedGame) -> None:
    pieces = isaac.pieces_text(game.rules.pieces)
    record = ir.read_record(
        f'[Game "isaac"]\n[Size "{game.rules.size}"]\n[Pieces "{pieces}"]\n'
        f'[Target "{game.rules.target}"]\n\n{" ".join(map(str, game.moves))}\n'
    )
    assert record.final == game.final
    assert ir.read_record(ir.write_record(record)) == record


@given(played_games(), st.sampled_from(["", "Ann", "Bob Smith"]), st.data())
def test_a_record_the_library_makes_and_writes_reads_back_equal(
    game: PlayedGame, dark: str, data: st.DataObject
) -> None:
    tags = {"Dark": dark} if dark else {}
    comment_at = data.draw(st.integers(0, len(game.moves)))
    record = ir.Record(game.moves, rules=game.rules, tags=tags, comments={comment_at: "a note, here"})
    text = ir.write_record(record)
    assert '[Game "isaac"]' in text
    back = ir.read_record(text)
    assert back == record
    assert back.final == game.final
    assert (back.tags, back.comments, back.rules) == (record.tags, record.comments, game.rules)
    assert ir.read_records(ir.write_records([record, back])) == (record, record)


@pytest.mark.parametrize(
    ("change", "kind", "ply"),
    [
        (("13. xa3-a4+4", "13. xa3-a4+5"), "illegal-move", 13),
        (("13. xa3-a4+4", "13. xa3-a4"), "syntax", 13),
        (("13. xa3-a4+4", "13. xa3-a4+04"), "syntax", 13),
        (("9. pass", "9. c1-c3"), "illegal-move", 9),
        (("20. pass light", "20. pass 21. pass light"), "after-end", 21),
        (('[Size "5"]', '[Size "5"]\n[Tiles "40"]'), "tag", None),
        (('[Size "5"]', '[Size "3"]'), "tag", None),
        (('[Pieces "4:3:1 2:1:3  3:2:2"]', '[Pieces "4:3:1 2:1:3 2:2:2"]'), "tag", None),
        (('[Result "light"]', '[Result "draw"]'), "result", None),
        (('[Result "light"]', '[Result "dark"]'), "result", None),
    ],
)
def test_problems_in_isaac_records(change: tuple[str, str], kind: str, ply: int | None) -> None:
    data = check(GAME_G.replace(*change))
    error = data["error"]
    assert isinstance(error, dict)
    assert (data["valid"], error["kind"], error["ply"]) == (False, kind, ply)


def test_the_target_tag_ends_the_game_early() -> None:
    text = GAME_G.replace('[Size "5"]', '[Size "5"]\n[Target "20"]').split("16.")[0]
    data = check(text.replace("15. xd5-e5+0", "15. xd5-e5+0 16. xb2-b4+4").replace('"light"]', '"light"]'))
    assert (data["valid"], data["winner"], data["decided_by"], data["plies"]) == (True, "light", "target", 16)


def run(*arguments: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [sys.executable, "-m", "islands_rules", *arguments], input=stdin, capture_output=True, text=True,
        env=env, check=False,
    )  # fmt: skip


def test_cli_plays_validates_and_shows_isaac() -> None:
    played = run(
        "play", "--game", "isaac", "--random", "--seed", "7", "--size", "6", "--pieces", "2:1:3 3:2:2"
    )
    assert played.returncode == 0, played.stderr
    assert '[Game "isaac"]' in played.stdout
    checked = run("validate", "--json", "-", stdin=played.stdout)
    assert checked.returncode == 0, checked.stderr
    report = json.loads(checked.stdout.splitlines()[0])
    assert (report["name"], report["valid"], report["over"], report["phase"]) == ("isaac", True, True, None)
    assert report["decided_by"] in isaac.DECIDED_BY
    shown = run("show", "-", stdin=GAME_G)
    assert shown.returncode == 0, shown.stderr
    assert "5 L-L L D-D" not in shown.stdout  # the last position: most tiles are gone
    assert "light: 22 points" in shown.stdout
    early = run("show", "--ply", "12", "-", stdin=GAME_G)
    assert "5 L-L L D-D" in early.stdout
