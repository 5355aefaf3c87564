"""The reader's bounds (``islands_rules.records.limits``): a text past one is reported, once, as
a ``limit`` problem at the place it was hit, the excess is skipped, and the pathological files
of the reliability trial are read in bounded time and memory through the console script."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import islands_rules as ir
from islands_rules import records
from islands_rules.records import reader

LIMIT = ir.ProblemKind.LIMIT


def limits(text: str) -> list[ir.Problem]:
    (check,) = ir.check_records(text)
    return [problem for problem in check.problems if problem.kind is LIMIT]


def test_more_tags_than_the_bound_are_reported_once_where_the_bound_is_hit() -> None:
    text = "".join(f'[T{i} "v"]\n' for i in range(records.MAX_TAGS + 5)) + "1. a1,c3"
    (problem,) = limits(text)
    assert problem.line == records.MAX_TAGS + 1
    assert problem.is_error
    (check,) = ir.check_records(text)
    assert len(check.record.tags) <= records.MAX_TAGS
    assert len(check.record.moves) == 1


def test_tag_text_beyond_the_bound_is_not_read() -> None:
    text = f'[Event "{"e" * (records.MAX_TAG_TEXT + 1)}"]\n[Site "here"]\n1. a1,c3'
    (problem,) = limits(text)
    assert problem.line == 1
    (check,) = ir.check_records(text)
    assert "Event" not in check.record.tags
    assert "Site" not in check.record.tags  # the rest of the tags are not read either


def test_comment_text_beyond_the_bound_is_not_kept() -> None:
    half = "c" * (records.MAX_COMMENT_TEXT // 2 + 1)
    text = f"1. a1,c3 {{{half}}} 2. e5,f5 {{{half}}} 3. a3,a4 {{short}}"
    (problem,) = limits(text)
    assert (problem.line, problem.column) == (1, len("1. a1,c3 {") + len(half) + len("} 2. e5,f5 {"))
    (check,) = ir.check_records(text)
    assert len(check.record.moves) == 3
    assert sum(map(len, check.record.comments.values())) <= records.MAX_COMMENT_TEXT


def test_turns_beyond_the_bound_are_not_played() -> None:
    # Unlimited tiles on the largest board, so the turns could go on if nothing bounded them.
    text = '[Size "26"]\n[Tiles "-"]\n' + "a1,c3 " * (records.MAX_TURNS + 2)
    (problem,) = limits(text)
    assert problem.ply == records.MAX_TURNS + 1


def test_a_text_of_more_games_than_the_bound_stops_with_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "MAX_GAMES", 50)
    checks = ir.check_records("*\n" * 80)
    assert len(checks) == 51
    assert all(check.valid for check in checks[:50])
    (problem,) = checks[50].problems
    assert (problem.kind, problem.line) == (LIMIT, 51)


def test_strict_reading_raises_at_a_bound() -> None:
    text = "".join(f'[T{i} "v"]\n' for i in range(records.MAX_TAGS + 1))
    with pytest.raises(ir.RecordError, match=f"line {records.MAX_TAGS + 1}, column 1: more than"):
        ir.read_records(text)


PEAK_MIB = 160  # what a run may use at most: the file twice (bytes and text) and the library

# The command as its console script runs it, in a fresh interpreter that then reports its own
# peak memory (VmHWM counts this process image only, not the test process it was forked from).
MEASURED = """
import sys
from islands_rules.cli import main
status = main(sys.argv[1:])
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
sys.stderr.write(f"peak {int(peak.split()[1]) // 1024} MiB")
sys.exit(status)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="peak memory is read from Linux's /proc")
@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("tags", lambda size: "".join(f'[T{i} "{"v" * 20}"]\n' for i in range(size // 30))),
        ("comment", lambda size: "1. a1,c3 {" + "c" * size + "}\n"),
        ("empty games", lambda size: "*\n" * (size // 2)),
        ("tokens", lambda size: "a1,c3 " * (size // 6)),
    ],
)
def test_pathological_files_are_read_in_bounded_memory(name: str, make: object, tmp_path: Path) -> None:
    """At 8 MiB here (the trial used 32 MiB, see the promises page); peak memory is bounded."""
    assert callable(make)
    path = tmp_path / "hostile.txt"
    path.write_text(make(8 * 2**20), encoding="ascii")
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, "validate", str(path)], capture_output=True, timeout=300, check=False
    )
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "Traceback" not in err
    assert len(done.stdout.splitlines()) <= records.MAX_GAMES + 3  # a line a game, no more games, the totals
    peak = int(err.rsplit("peak ", 1)[1].split()[0])
    assert peak < PEAK_MIB
