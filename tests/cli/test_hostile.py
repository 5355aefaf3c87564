"""The console script under hostile conditions: closed standard streams, and numbers of any
size in every option. Whatever happens, the exit status is the documented one (2 for a
command line, file or output that cannot be used) and no traceback is printed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import islands_rules as ir
from islands_rules.core.options import options

SCRIPT = shutil.which("islands-rules", path=str(Path(sys.executable).parent))
if SCRIPT is None:  # pragma: no cover - the test session installs the package
    pytest.fail("the islands-rules console script is not installed next to this Python", pytrace=False)

HUGE = str(10**40)


def closing(*descriptors: int) -> Callable[[], None]:
    """Start the command with these standard streams closed, as ``cmd >&- 2>&-`` does."""

    def close() -> None:
        for descriptor in descriptors:
            os.close(descriptor)

    return close


def run(*args: str | Path, closed: tuple[int, ...] = ()) -> tuple[int, str]:
    """The exit status, and what the command printed on the streams left open."""
    done = subprocess.run(
        [str(SCRIPT), *map(str, args)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL if 1 in closed else subprocess.PIPE,
        stderr=subprocess.DEVNULL if 2 in closed else subprocess.PIPE,
        preexec_fn=closing(*closed),
        timeout=120,
        check=False,
    )
    said = (done.stdout or b"").decode("utf-8", "replace") + (done.stderr or b"").decode("utf-8", "replace")
    assert "Traceback" not in said, said
    return done.returncode, said


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "game.txt"
    path.write_text('[Size "6"]\n\n1. a1,c3 2. f6,f5 3. a3,a4\n', encoding="utf-8")
    return path


def test_a_closed_standard_output_is_output_that_cannot_be_written(record: Path) -> None:
    status, err = run("play", "--random", "--seed", "1", closed=(1,))
    assert status == 2
    assert "standard output is closed" in err
    status, err = run("validate", record, closed=(1,))
    assert status == 2


def test_a_closed_standard_error_keeps_the_exit_status(record: Path) -> None:
    assert run("show", "--game", "7", record, closed=(2,))[0] == 2
    assert run("validate", "no such file.txt", closed=(2,))[0] == 2
    assert run("play", "--random", "--seed", "1", "--size", "3", closed=(2,))[0] == 2
    assert run("validate", record, closed=(1, 2))[0] == 2


def test_a_closed_standard_input_cannot_be_read() -> None:
    status, err = run("validate", "-", closed=(0,))
    assert status == 2
    assert "standard input" in err


@pytest.mark.parametrize(
    "args",
    [
        ("show", "--game", HUGE),
        ("show", "--game", str(2**63)),
        ("show", "--ply", HUGE),
        ("show", "--ply", "-" + HUGE),
        ("play", "--random", "--seed", HUGE),
    ],
)
def test_huge_numbers_in_the_commands_options_are_usage_errors(args: tuple[str, ...], record: Path) -> None:
    full: tuple[str | Path, ...] = (*args, record) if args[0] == "show" else args
    status, err = run(*full)
    assert status == 2
    assert "at most 18 digits" in err
    assert len(err.splitlines()[-1]) < 200


@pytest.mark.parametrize("name", ir.available_games())
def test_huge_numbers_in_every_rule_option_are_usage_errors(name: str) -> None:
    for option in options(ir.load_game(name).rules_class):
        status, err = run("play", "--game", name, "--random", option.flag, HUGE)
        assert status == 2, (option.flag, err)
        assert len(err.splitlines()[-1]) < 300
