"""``islands-rules play`` with seats and ``islands-rules match``, through the installed
console script with scripted standard input, as a user runs them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import islands_rules as ir

SCRIPT = shutil.which("islands-rules", path=str(Path(sys.executable).parent))
if SCRIPT is None:  # pragma: no cover - the test session installs the package
    pytest.fail("the islands-rules console script is not installed next to this Python", pytrace=False)


def run(*args: str | Path, typed: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command with ``typed`` as its standard input; a traceback is never an answer."""
    done = subprocess.run(
        [str(SCRIPT), *map(str, args)],
        input=(typed or "").encode("utf-8"),
        capture_output=True,
        timeout=300,
        check=False,
    )
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert "Traceback" not in err, err
    return subprocess.CompletedProcess(done.args, done.returncode, out, err)


PLAY = ("play", "--game", "ponte", "--seat0", "human", "--seat1", "random", "--seed", "1", "--size", "5")


# ---------------------------------------------------------------------------------- play


def test_a_person_plays_a_bot_and_the_record_is_saved(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    done = run(*PLAY, "--hint", "mcts:30", "--out", out, typed="hint\nmoves\na1,b2\nundo\na1,c3\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "hint: " in done.stdout
    assert "a1,a2 a1,a3" in done.stdout  # the legal moves, listed in order
    assert "taken back: ply 1 is to be played again" in done.stdout
    record = ir.read_record(out.read_text(encoding="utf-8"))
    assert record.moves[0] == ir.ponte.parse_move("a1,c3")  # a1,b2 was taken back
    assert record.plies == 2  # the person's move and the bot's reply
    assert record.tags["Event"].startswith(
        "islands-rules play --game ponte --seat0 human --seat1 random --seed 1"
    )
    assert {record.tags["Light"], record.tags["Dark"]} == {"human", "random"}
    assert f"record written to {out}: 2 plies, light to move" in done.stdout


def test_the_board_is_drawn_after_every_move() -> None:
    done = run(*PLAY, typed="a1,b2\nquit\n")
    boards = done.stdout.count("  a b c d e\n")
    assert boards == 3  # the start, the person's move, the bot's reply
    assert "dark (random) plays " in done.stdout


def test_a_move_that_is_not_legal_is_refused_and_asked_again() -> None:
    done = run(*PLAY, typed="swap\nc3;e5\na1,b2\nquit\n")
    assert "swap is only allowed on dark's first turn" in done.stdout
    assert "cannot read move 'c3;e5'" in done.stdout
    record = ir.read_record(done.stdout[done.stdout.index("[Format") :])
    assert record.moves[0] == ir.ponte.parse_move("a1,b2")


def test_undo_with_nothing_to_take_back_says_so() -> None:
    done = run(*PLAY, typed="undo\nhelp\n")  # the input ends: the game stops as if quit
    assert "nothing to take back" in done.stdout
    assert "undo" in done.stdout
    assert "take back your last move" in done.stdout
    assert done.returncode == 0
    assert ir.read_record(done.stdout[done.stdout.index("[Format") :]).plies == 0


def test_the_same_seed_plays_the_same_bot_moves() -> None:
    typed = "a1,b2\nc1,c2\nquit\n"
    assert run(*PLAY, typed=typed).stdout == run(*PLAY, typed=typed).stdout


@pytest.mark.parametrize("name", ir.available_games())
def test_bots_play_a_whole_game_at_every_seat(name: str, tmp_path: Path) -> None:
    game = ir.load_game(name)
    seats = len(game.player_names(game.rules_class()))
    flags = ["--seat0", "greedy"]
    for number in range(1, seats):
        flags += [f"--seat{number}", "mcts:5"]
    out = tmp_path / "game.txt"
    done = run("play", "--game", name, *flags, "--seed", "2", "--out", out)
    assert done.returncode == 0, done.stderr
    record = ir.read_record(out.read_text(encoding="utf-8"))
    assert game.to_move(record.final) is None
    assert "game over" in done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seat0", "human", "--seat1", "deep-blue"], "no bot 'deep-blue'"),
        (["--seat0", "human", "--seat1", "mcts:soon"], "the budget 'soon' is neither"),
        (["--random", "--seat0", "human"], "--random plays every seat at random"),
        ([], "the following arguments are required: --random, or the seats"),
        (
            ["--seat0", "human", "--seat1", "random", "--games", "3"],
            "--games and --special-rate go with --random",
        ),
        (["--seat0", "random", "--special-rate", "1"], "--games and --special-rate go with --random"),
        (["--seat0", "human", "--seat2", "random"], "unrecognized arguments: --seat2"),
    ],
)
def test_play_refuses_seats_that_are_not_players(args: list[str], message: str) -> None:
    done = run("play", "--game", "ponte", *args)
    assert done.returncode == 2
    assert message in done.stderr


# ---------------------------------------------------------------------------------- match

MATCH = ("match", "--game", "ponte", "mcts:20", "random", "--games", "4", "--seed", "3", "--size", "5")


def test_match_prints_the_table() -> None:
    done = run(*MATCH)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Ponte del Diavolo: mcts:20 against random, 4 games, seats swapped each game"
    assert lines[1].split() == ["bot", "wins", "draws", "losses", "win", "rate", "95%", "interval"]
    assert lines[2].split()[0] == "mcts:20"
    assert lines[3].split()[0] == "random"
    assert lines[4].startswith("Elo difference, mcts:20 over random: ")
    assert "[" not in done.stderr  # no progress bar when standard error is no terminal


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_match_shows_a_progress_bar_when_standard_error_is_a_terminal() -> None:
    import os
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [str(SCRIPT), *MATCH],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=follower,
            timeout=300,
            check=False,
        )
        os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the terminal is closed and read to its end
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0
    bar = shown.decode("utf-8")
    assert "] 1/4 games" in bar
    assert bar.rstrip().endswith("] 4/4 games")
    assert "Traceback" not in bar
    assert done.stdout.decode("utf-8").startswith("Ponte del Diavolo: mcts:20 against random")


def test_match_json_is_one_object_of_the_documented_shape() -> None:
    done = run(*MATCH, "--json")
    data = json.loads(done.stdout)
    assert list(data) == ["game", "games", "bots", "elo"]
    assert (data["game"], data["games"]) == ("ponte", 4)
    assert [bot["bot"] for bot in data["bots"]] == ["mcts:20", "random"]
    first, second = data["bots"]
    assert first["wins"] + first["draws"] + first["losses"] == 4
    assert (first["wins"], first["losses"]) == (second["losses"], second["wins"])
    low, high = first["interval"]
    assert 0 <= low <= first["win_rate"] <= high <= 1


def test_match_in_parallel_prints_what_the_serial_match_prints(tmp_path: Path) -> None:
    serial, parallel = tmp_path / "serial.txt", tmp_path / "parallel.txt"
    one = run(*MATCH, "--out", serial)
    two = run(*MATCH, "--jobs", "2", "--out", parallel)
    assert two.stdout.replace(str(parallel), str(serial)) == one.stdout
    assert parallel.read_text(encoding="utf-8") == serial.read_text(encoding="utf-8")


def test_match_writes_every_game_as_records(tmp_path: Path) -> None:
    out = tmp_path / "match.txt"
    done = run(*MATCH, "--out", out)
    assert f"records written to {out}" in done.stdout
    records = ir.read_records(out.read_text(encoding="utf-8"))
    assert len(records) == 4
    assert all(record.final.is_over for record in records)
    assert run("validate", out).returncode == 0


@pytest.mark.parametrize("name", ir.available_games())
def test_match_plays_every_game(name: str) -> None:
    done = run("match", "--game", name, "greedy", "random", "--games", "2", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["game"] == name


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["mcts:1s", "deep-blue"], "no bot 'deep-blue'"),
        (["random", "random", "--games", "0"], "games must be an int above 0, got 0"),
        (["random", "random", "--jobs", "0"], "jobs must be an int above 0, got 0"),
        (["random"], "the following arguments are required: BOT2"),
        (["random", "random", "--size", "3"], "board_size must be an int from 4 to 26, got 3"),
    ],
)
def test_match_refuses_a_wrong_command_line(args: list[str], message: str) -> None:
    done = run("match", "--game", "ponte", *args)
    assert done.returncode == 2
    assert message in done.stderr


def test_match_reports_a_file_it_cannot_write(tmp_path: Path) -> None:
    done = run(*MATCH, "--out", tmp_path / "no" / "such" / "dir.txt")
    assert done.returncode == 2
    assert "islands-rules match: cannot write" in done.stderr


def test_ctrl_c_at_the_prompt_stops_the_game_and_keeps_the_record() -> None:
    from io import StringIO

    from islands_rules.cli.play import play_seats

    class Interrupted(StringIO):
        """Typed input that is a move, then Ctrl-C."""

        def __init__(self) -> None:
            super().__init__("a1,b2\n")

        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            line = super().readline()
            if not line:
                raise KeyboardInterrupt
            return line

    ponte = ir.load_game("ponte")
    out = StringIO()
    record = play_seats(
        ponte,
        ir.ponte.Rules(board_size=5),
        ["human", "random"],
        seed=1,
        hint="random",
        event="test",
        inp=Interrupted(),
        out=out,
    )
    assert "interrupted" in out.getvalue()
    assert record.plies == 2  # the person's move and the bot's reply survive
    assert record.moves[0] == ponte.parse_move("a1,b2")


# ---------------------------------------------------------------------------------- closed streams


def shell(command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, shell=True, capture_output=True, text=True, check=False, timeout=300)


def test_play_without_standard_input_stops_as_at_its_end() -> None:
    done = shell(f"'{SCRIPT}' {' '.join(PLAY)} <&-")
    assert (done.returncode, done.stderr) == (0, "")
    assert ir.read_record(done.stdout[done.stdout.index("[Format") :]).plies == 0


def test_match_without_standard_error_prints_its_table() -> None:
    done = shell(f"'{SCRIPT}' {' '.join(MATCH)} 2>&-")
    assert done.returncode == 0
    assert done.stdout.startswith("Ponte del Diavolo: mcts:20 against random, 4 games")


@pytest.mark.parametrize("command", [PLAY, MATCH])
def test_output_that_cannot_be_written_exits_2(command: tuple[str, ...]) -> None:
    if not Path("/dev/full").exists():  # pragma: no cover - Linux has it
        pytest.skip("no /dev/full here")
    done = shell(f"'{SCRIPT}' {' '.join(command)} < /dev/null > /dev/full")
    assert done.returncode == 2
    assert done.stderr == f"islands-rules {command[0]}: cannot write the output: No space left on device\n"
