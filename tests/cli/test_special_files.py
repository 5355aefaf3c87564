"""The command on special files, full disks and endless input (docs: promises, "The command").

It never blocks on a FIFO (named or met while walking a folder), reports every output it
cannot write (a file on a full disk fails only when closed) with exit 2, reads every typed
line up to a bound, and says when ``--glob`` matches nothing instead of checking every file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from islands_rules.cli.files import MAX_LINE

SCRIPT = shutil.which("islands-rules", path=str(Path(sys.executable).parent))
FULL = Path("/dev/full")
needs_full = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (a disk that is always full)")
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")


def run(*args: str | Path, stdin: int | None = subprocess.DEVNULL) -> subprocess.CompletedProcess[str]:
    """The command, stopped after 60 s: a FIFO that blocked it would fail the test, not hang it."""
    assert SCRIPT is not None
    done = subprocess.run(
        [SCRIPT, *map(str, args)], stdin=stdin, capture_output=True, text=True, timeout=60, check=False
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "game.txt").write_text('[Size "6"]\n\n1. a1,c3 2. f6,f5 *\n', encoding="utf-8")
    (tmp_path / "notes.md").write_text("# what these games are\n", encoding="utf-8")
    return tmp_path


@needs_fifo
def test_a_fifo_named_directly_is_refused_without_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # nobody writes to it: opening it to read would block forever
    done = run("validate", fifo)
    assert done.returncode == 2
    assert f"cannot read {fifo}: a FIFO (named pipe), not a regular file" in done.stdout


@needs_fifo
@pytest.mark.parametrize("glob", [None, "*", "pipe*"])
def test_a_fifo_met_while_walking_a_folder_is_refused(folder: Path, glob: str | None) -> None:
    os.mkfifo(folder / "pipe")
    done = run("validate", folder, *(["--glob", glob] if glob else []))
    assert done.returncode == 2
    assert "a FIFO (named pipe), not a regular file" in done.stdout


def test_a_device_is_refused_as_a_special_file() -> None:
    done = run("validate", "/dev/zero")  # read, it would never end
    assert done.returncode == 2
    assert "cannot read /dev/zero: a device or other special file" in done.stdout


@needs_full
@pytest.mark.parametrize("games", ["1", "3"])
def test_play_random_to_a_full_disk_exits_2_with_a_message(games: str) -> None:
    # One short game fits in the file's buffer: the disk is found full only when it is closed.
    done = run("play", "--random", "--seed", "1", "--games", games, "--out", FULL)
    assert (done.returncode, done.stderr) == (
        2,
        "islands-rules play: cannot write /dev/full: No space left on device\n",
    )


@needs_full
def test_every_file_output_reports_a_full_disk(folder: Path) -> None:
    record = folder / "game.txt"
    outputs: list[list[str | Path]] = [
        ["show", record, "--svg", FULL],
        ["match", "random", "random", "--games", "2", "--size", "4", "--out", FULL],
        ["play", "--seat0", "random", "--seat1", "random", "--seed", "1", "--size", "4", "--out", FULL],
    ]
    for args in outputs:
        done = run(*args)
        command = str(args[0])
        assert (done.returncode, done.stderr) == (
            2,
            f"islands-rules {command}: cannot write /dev/full: No space left on device\n",
        )


def test_an_endless_typed_line_is_refused_at_the_bound() -> None:
    with open("/dev/zero", "rb") as zeros:  # one line that never ends
        done = run("play", "--seat0", "human", "--seat1", "random", "--size", "4", stdin=zeros.fileno())
    assert done.returncode == 2
    assert f"a line of the standard input is longer than {MAX_LINE:,} characters" in done.stderr


def test_a_long_typed_line_within_the_bound_is_read(tmp_path: Path) -> None:
    typed = tmp_path / "typed.txt"
    typed.write_text("x" * (MAX_LINE - 1) + "\nquit\n", encoding="utf-8")
    with typed.open("rb") as stream:
        done = run("play", "--seat0", "human", "--seat1", "random", "--size", "4", stdin=stream.fileno())
    assert done.returncode == 0, done.stderr
    assert "cannot read move" in done.stdout


def test_a_glob_that_matches_nothing_checks_nothing_and_warns(folder: Path) -> None:
    done = run("validate", folder, "--glob", "*.pgn")
    assert "notes.md" not in done.stdout
    assert "game.txt" not in done.stdout
    assert f"islands-rules validate: warning: no file in {folder} matches '*.pgn'" in done.stderr
    assert done.returncode == 2
    assert "1 file, 0 games" in done.stdout


def test_a_glob_that_matches_checks_only_what_it_matches(folder: Path) -> None:
    done = run("validate", folder, "--glob", "*.txt")
    assert (done.returncode, "notes.md" in done.stdout, "warning" in done.stderr) == (0, False, False)
    assert "1 file, 1 game: 1 valid" in done.stdout
