"""The islands-rules command, run through the installed console script as a user runs it."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import islands_rules as ir

SCRIPT = shutil.which("islands-rules", path=str(Path(sys.executable).parent))
if SCRIPT is None:  # pragma: no cover - the test session installs the package
    pytest.fail("the islands-rules console script is not installed next to this Python", pytrace=False)

SVG = "{http://www.w3.org/2000/svg}"
VALID = '[Size "6"]\n[Light "Bob"]\n\n1. a1,c3 2. swap {Bob takes light} 3. f6,f5 4. a3,a4\n'


def run(*args: str | Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command as a user does; a traceback is never an acceptable answer."""
    done = subprocess.run(
        [str(SCRIPT), *map(str, args)], input=stdin, capture_output=True, timeout=120, check=False
    )
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert "Traceback" not in err, err
    return subprocess.CompletedProcess(done.args, done.returncode, out, err)


@pytest.fixture
def valid(tmp_path: Path) -> Path:
    path = tmp_path / "valid.txt"
    path.write_text(VALID, encoding="utf-8")
    return path


def write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")
    return path


# ---------------------------------------------------------------------------------- play


def test_play_prints_a_complete_record_that_replays_from_its_seed() -> None:
    done = run("play", "--random", "--seed", "5", "--size", "6")
    assert done.returncode == 0
    game = ir.read_record(done.stdout)
    assert game.final.is_over
    assert game.rules == ir.ponte.Rules(board_size=6)
    assert (
        game.tags["Event"]
        == "islands-rules play --game ponte --random --seed 5 --size 6 --tiles 40 --bridges 15"
    )
    assert run("play", "--random", "--seed", "5", "--size", "6").stdout == done.stdout


def test_play_without_a_seed_records_the_seed_it_chose() -> None:
    game = ir.read_record(run("play", "--random", "--size", "5", "--tiles", "unlimited").stdout)
    event = game.tags["Event"].split()
    again = run(*event[1:])
    assert ir.read_record(again.stdout) == game


def test_play_writes_the_record_to_a_file(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    done = run("play", "--random", "--seed", "2", "--size", "5", "--bridges", "3", "--out", out)
    game = ir.read_record(out.read_text(encoding="utf-8"))
    assert done.returncode == 0
    assert done.stdout == ""  # the status goes to standard error, so stdout can be piped
    assert done.stderr.startswith(f"{out}: {game.plies} plies, game over")
    assert game.rules.bridges == 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--random", "--size", "3"], "board_size must be an int from 4 to 26, got 3"),
        (["play", "--random", "--tiles", "many"], "expected a number or 'unlimited', got 'many'"),
        (["play", "--seed", "1"], "the following arguments are required: --random"),
        (["validate"], "the following arguments are required: PATH"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        ([], "the following arguments are required: COMMAND"),
    ],
)
def test_a_wrong_command_line_exits_2_saying_why(args: list[str], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr


def test_play_reports_a_file_it_cannot_write(tmp_path: Path) -> None:
    done = run(
        "play", "--random", "--seed", "1", "--size", "4", "--out", tmp_path / "no" / "such" / "dir.txt"
    )
    assert done.returncode == 2
    assert "cannot write" in done.stderr


# ------------------------------------------------------------------------------ validate


def test_validate_a_valid_record(valid: Path) -> None:
    done = run("validate", valid)
    assert done.returncode == 0
    assert done.stdout == (
        f"{valid}: valid, 4 plies, dark to move (light 0 points, dark 0 points)\n"
        "1 file, 1 game: 1 valid, 0 invalid\n"
    )


def test_validate_json_gives_one_object_per_game_with_the_documented_fields(valid: Path) -> None:
    (line,) = run("validate", "--json", valid).stdout.splitlines()
    report = json.loads(line)
    assert report["file"] == str(valid)
    assert (report["valid"], report["plies"], report["error"], report["over"], report["winner"]) == (
        True, 4, None, False, None,
    )  # fmt: skip
    assert report["score"] == {
        "light": {"points": 0, "islands": 0, "bridges": 0},
        "dark": {"points": 0, "islands": 0, "bridges": 0},
    }
    assert report["tags"] == {"Light": "Bob"}
    assert report["rules"] == {"board_size": 6, "tiles_per_colour": 40, "bridges": 15}
    assert (report["game"], report["name"], report["to_move"]) == (1, "ponte", "dark")


def test_validate_a_finished_game_names_the_winner(tmp_path: Path) -> None:
    record = run("play", "--random", "--seed", "9", "--size", "5").stdout
    game = ir.read_record(record)
    ended = ir.outcome(game.final)
    assert ended is not None
    report = json.loads(run("validate", "--json", write(tmp_path, "g.txt", record)).stdout)
    assert (report["over"], report["winner"], report["decided_by"]) == (
        True,
        ended.result,
        str(ended.decided_by),
    )
    assert report["score"]["light"]["points"] == ir.ponte.score(game.final).light.points


def test_validate_an_illegal_move_names_file_line_column_ply_move_and_rule(tmp_path: Path) -> None:
    bad = write(tmp_path, "bad.txt", '[Size "6"]\n\n1. a1,c3 2. swap\n3. c3,d4\n')
    done = run("validate", bad)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{bad}:4:4: error: ply 3 'c3,d4': c3 is taken by a light tile (R8)",
        f"{bad}: INVALID, 1 error; 2 plies played before the first bad turn",
        "1 file, 1 game: 0 valid, 1 invalid",
    ]
    report = json.loads(run("validate", "--json", bad).stdout)
    assert report["valid"] is False
    assert report["plies"] == 2
    assert report["error"] == {
        "kind": "illegal-move", "is_error": True, "ply": 3, "move": "c3,d4", "token": "c3,d4",
        "reason": "c3 is taken by a light tile (R8)", "line": 4, "column": 4,
    }  # fmt: skip


def test_validate_lists_every_problem_and_warnings(tmp_path: Path) -> None:
    text = '[Seat "n"]\n[Size "6"]\n[Result "light"]\n1. a1,c3 3. swap 4. g9,a2 5. c3;d4\n'
    done = run("validate", write(tmp_path, "many.txt", text))
    kinds = [line.split(": ")[1] for line in done.stdout.splitlines()[:-2]]
    assert kinds == ["warning", "error", "error"]
    assert "turn 2 seems to be missing: the numbers jump from 1 to 3" in done.stdout
    assert "c3;d4': not a move" in done.stdout
    assert done.returncode == 1


def test_validate_several_files_and_games_exits_with_the_worst(tmp_path: Path, valid: Path) -> None:
    two = write(tmp_path, "two.txt", VALID + '\n[Size "4"]\n1. a1,b2\n')
    bad = write(tmp_path, "bad.txt", "1. a1,c3 2. a1,b2\n")
    assert run("validate", valid, two).returncode == 0
    lines = run("validate", "--json", valid, two).stdout.splitlines()
    assert [(json.loads(x)["file"], json.loads(x)["game"], json.loads(x)["line"]) for x in lines] == [
        (str(valid), 1, 1), (str(two), 1, 1), (str(two), 2, 6),
    ]  # fmt: skip
    assert f"{two}: game 2 (line 6): valid, 1 ply" in run("validate", two).stdout
    assert run("validate", valid, bad).returncode == 1
    assert run("validate", bad, tmp_path / "missing.txt", valid).returncode == 2


def test_validate_reads_standard_input() -> None:
    done = run("validate", "-", stdin=VALID.encode("utf-8"))
    assert (done.returncode, done.stdout.split(":")[0]) == (0, "-")
    assert run("validate", "-", stdin=b"1. a1,c3 2. a1,b2").returncode == 1


# ------------------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("garbage.bin", bytes(range(256)) * 40, ":1:1: error: a NUL character"),
        ("empty.txt", b"", "no game: the file holds no tags and no turns"),
        ("latin1.txt", '[Light "Jos\u00e9"]\n'.encode("latin-1"), ":1:12: error: not UTF-8 text: byte 0xe9"),
        ("utf16.txt", VALID.encode("utf-16"), "the text is UTF-16; records are UTF-8 text"),
        ("nul.txt", b"a1,c3\x00b2,b3", ":1:6: error: a NUL character: records are UTF-8 text"),
        ("digits.txt", b"9" * 5000 + b". a1,c3", "where turn 1 comes next"),
        ("mismatch.txt", b'[Size "5"]\n1. a1,f6', "f6 is off the 5x5 board"),
        ("off.txt", b"1. a1,k11", "k11 is off the 10x10 board"),
        ("huge-row.txt", b"1. a1,a99", "cannot read cell 'a99'"),
    ],
)
def test_bad_files_are_invalid_with_a_clear_message(
    tmp_path: Path, name: str, data: bytes, message: str
) -> None:
    done = run("validate", write(tmp_path, name, data))
    assert done.returncode == 1
    assert message in done.stdout
    report = json.loads(run("validate", "--json", tmp_path / name).stdout.splitlines()[0])
    assert report["valid"] is False
    assert message.split(": ")[-1].split("'")[0] in report["error"]["reason"]
    assert report["error"] in report["problems"]


def test_a_very_long_line_gets_a_short_message(tmp_path: Path) -> None:
    done = run("validate", write(tmp_path, "long.txt", b"1. a1,c3 " + b"z" * 5_000_000))
    assert done.returncode == 1
    assert "(5,000,000 characters)" in done.stdout
    assert max(map(len, done.stdout.splitlines())) < 300


def test_a_100_mb_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as file:
        file.truncate(100 * 1024 * 1024)  # sparse: takes no disk space or time to write
    done = run("validate", huge)
    assert done.returncode == 2
    assert "is 100.0 MiB; records are read up to 32 MiB" in done.stdout
    report = json.loads(run("validate", "--json", huge).stdout)
    assert (report["valid"], report["error"]["kind"]) == (False, "unreadable")
    assert report["problems"] == [report["error"]]


def test_a_huge_standard_input_is_refused() -> None:
    done = run("validate", "-", stdin=b" " * (33 * 1024 * 1024))
    assert done.returncode == 2
    assert "larger than 32 MiB" in done.stdout


def test_files_that_cannot_be_read_exit_2(tmp_path: Path) -> None:
    for path, message in (
        (tmp_path / "missing.txt", f"cannot read {tmp_path / 'missing.txt'}: No such file"),
        (tmp_path, f"{tmp_path} is a folder with no file to check in it"),
    ):
        done = run("validate", path)
        assert done.returncode == 2
        assert f"{path}: error: {message}" in done.stdout


def test_output_cut_short_by_a_closed_pipe_keeps_the_exit_status(tmp_path: Path) -> None:
    valid = write(tmp_path, "many.txt", ir.write_records([ir.read_record(VALID)] * 3000))
    invalid = write(tmp_path, "bad.txt", ir.write_records([ir.read_record(VALID)] * 3000) + "a1,b2 a1,c3")
    for path, status in ((valid, 0), (invalid, 1)):
        with subprocess.Popen([str(SCRIPT), "validate", "--json", str(path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE) as reading:  # fmt: skip
            assert reading.stdout is not None
            assert reading.stderr is not None
            assert json.loads(reading.stdout.readline())["valid"] is True
            reading.stdout.close()  # like `| head -n 1`: the reader goes away
            assert reading.wait(timeout=120) == status
            # The totals (3,000 or 3,001 games), and no traceback.
            assert reading.stderr.read().startswith(b"1 file, 3,00")


def test_a_closed_standard_input_cannot_be_read() -> None:
    done = subprocess.run(
        f"'{SCRIPT}' validate - <&-", shell=True, capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stderr) == (2, "")
    assert "cannot read -: there is no standard input" in done.stdout


def test_a_terminal_that_cannot_show_a_character_gets_an_escape(tmp_path: Path) -> None:
    record = write(tmp_path, "e.txt", "1. a1,c3 2. \u00e9,b2\n")
    done = subprocess.run([str(SCRIPT), "validate", str(record)], capture_output=True, check=False,
                          env={**os.environ, "PYTHONIOENCODING": "ascii"})  # fmt: skip
    assert done.returncode == 1
    assert b"\\xe9,b2" in done.stdout
    assert b"Traceback" not in done.stderr


def test_output_that_cannot_be_written_exits_2(valid: Path) -> None:
    if not Path("/dev/full").exists():  # pragma: no cover - Linux has it
        pytest.skip("no /dev/full here")
    command = f"'{SCRIPT}' validate '{valid}' > /dev/full"
    done = subprocess.run(command, shell=True, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert done.stderr == "islands-rules validate: cannot write the output: No space left on device\n"


def test_show_draws_no_board_for_a_file_that_is_not_text(tmp_path: Path) -> None:
    done = run("show", write(tmp_path, "b.bin", bytes(range(256))))
    assert (done.returncode, done.stdout) == (1, "")
    assert "a NUL character" in done.stderr


def test_counts_on_the_command_line_are_read_as_records_write_them() -> None:
    for bad in ("+5", "1_000", "\u0665"):
        done = run("play", "--random", "--tiles", bad)
        assert done.returncode == 2
        assert "expected a number or 'unlimited'" in done.stderr
    done = run("play", "--random", "--seed", "1", "--size", "4", "--tiles", "UNLIMITED")
    assert ir.read_record(done.stdout).rules.tiles_per_colour is None


# ---------------------------------------------------------------------------------- show


def test_show_draws_the_last_position_with_bridges_blocked_cells_and_scores(tmp_path: Path) -> None:
    record = '[Size "5"]\n1. a1,a3 2. c1,c3 3. a1-a3\n'
    done = run("show", write(tmp_path, "b.txt", record))
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        f"{tmp_path / 'b.txt'}: after ply 3 of 3; dark to move",
        "5 . . . . .",
        "4 . . . . .",
        "3 L . D . .",
        "2 + . . . .",
        "1 L . D . .",
        "  a b c d e",
        "bridges: light a1-a3; dark -",
        "blocked: a2",
        "light: 0 points, 0 islands, 1 bridge; 38 tiles left (room for 20 on the board)",
        "dark: 0 points, 0 islands, 0 bridges; 38 tiles left (room for 20 on the board)",
        "bridges left: 14",
    ]


def test_show_any_ply_and_game_with_unicode(tmp_path: Path, valid: Path) -> None:
    done = run("show", valid, "--ply", "0")
    assert "after ply 0 of 4; light to move" in done.stdout
    assert " L" not in done.stdout
    two = write(tmp_path, "two.txt", VALID + '\n[Size "4"]\n1. a1,b2\n')
    done = run("show", two, "--game", "2", "--unicode")
    assert done.stdout.splitlines()[1:5] == ["4 · · · ·", "3 · · · ·", "2 · ○ · ·", "1 ○ · · ·"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ply", "5"], "--ply 5, but the game has 4 plies"),
        (["--game", "2"], "has no game 2"),
        (["--game", "0"], "has no game 0"),
    ],
)
def test_show_out_of_range_exits_2(valid: Path, args: list[str], message: str) -> None:
    done = run("show", valid, *args)
    assert done.returncode == 2
    assert message in done.stderr


def test_show_an_invalid_record_draws_what_could_be_played_and_exits_1(tmp_path: Path) -> None:
    done = run("show", write(tmp_path, "bad.txt", "1. a1,c3 2. a1,b2 3. swap"))
    assert done.returncode == 1
    assert "ply 2 'a1,b2': a1 is taken by a light tile" in done.stderr
    assert "after ply 1 of 1" in done.stdout


def test_show_writes_an_svg_of_the_position(tmp_path: Path, valid: Path) -> None:
    picture = tmp_path / "p.svg"
    done = run("show", valid, "--ply", "3", "--svg", picture)
    assert done.returncode == 0
    assert f"picture written to {picture}" in done.stdout
    root = ET.fromstring(picture.read_text(encoding="utf-8"))
    assert root.get("viewBox")
    tiles = {
        e.get("data-cell") for e in root.iter(f"{SVG}rect") if "ir-tile" in (e.get("class") or "").split()
    }
    assert tiles == {"a1", "c3", "f6", "f5"}
    marked = {e.get("data-cell") for e in root.iter(f"{SVG}rect") if e.get("class") == "ir-last-move"}
    assert marked == {"f5", "f6"}


def test_show_reads_standard_input_and_refuses_an_empty_one() -> None:
    assert run("show", "-", stdin=VALID.encode("utf-8")).returncode == 0
    done = run("show", "-", stdin=b"")
    assert (done.returncode, done.stderr.strip()) == (1, "islands-rules show: - holds no game")


def test_python_dash_m_runs_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "islands_rules", "play", "--random", "--seed", "4", "--size", "4"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0
    assert done.stdout == run("play", "--random", "--seed", "4", "--size", "4").stdout


# ---------------------------------------------------------------------------- games and options


def test_games_lists_every_game_with_its_options_from_the_rules_declaration() -> None:
    done = run("games")
    assert done.returncode == 0
    for name in ir.available_games():
        game = ir.load_game(name)
        counts = game.player_counts
        # Each count said once: "2 players", "2 or 4 players", "2 to 5 players" for a run of counts.
        said = " or ".join(map(str, counts)) if len(counts) < 3 else f"{min(counts)} to {max(counts)}"
        assert f"{name}: {game.title}, {said} players\n" in done.stdout
        for option in ir.core.options.options(game.rules_class):
            assert f"{option.flag} / [{option.tag}]: {option.help}" in done.stdout


def test_version_prints_the_version() -> None:
    done = run("--version")
    assert (done.returncode, done.stdout.strip()) == (0, f"islands-rules {ir.__version__}")


def test_play_takes_the_game_and_its_rule_options_as_flags() -> None:
    done = run("play", "--game", "ponte", "--random", "--seed", "4", "--size", "5", "--bridges", "unlimited")
    assert done.returncode == 0
    record = ir.read_record(done.stdout)
    assert record.game.name == "ponte"
    assert record.rules == ir.ponte.Rules(board_size=5, bridges=None)
    assert '[Game "ponte"]' in done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--game", "chess", "--random"], "invalid choice: 'chess'"),
        (["play", "--random", "--size", "3"], "board_size must be an int from 4 to 26, got 3"),
        (["play", "--random", "--tiles", "10000000000"], "too large for a count"),
    ],
)
def test_play_refuses_an_unknown_game_and_bad_options(args: list[str], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr


@pytest.mark.parametrize("name", ir.builtin_games())
def test_show_with_legend_says_what_the_symbols_mean(tmp_path: Path, name: str) -> None:
    game = ir.load_game(name)
    rng, state, moves = random.Random(2), game.new_game(), []
    for _ in range(6):
        move = ir.random_move(state, rng)
        moves.append(game.move_text(move))
        state = ir.play(state, move)
    record = ir.Record(moves, rules=game.rules_of(state))
    path = write(tmp_path, "r.txt", ir.write_record(record))
    plain, legend = run("show", path), run("show", path, "--legend")
    assert plain.returncode == legend.returncode == 0, legend.stderr
    assert "legend:" not in plain.stdout
    added = [line for line in legend.stdout.splitlines() if line not in plain.stdout.splitlines()]
    assert added[0].startswith("legend: ")
    assert len(added) >= 3
