"""``islands-rules validate``: files and folders of records checked game by game, reported as
text, JSON lines (:meth:`~islands_rules.RecordCheck.to_dict`, exactly) or CSV, with a totals
line, in parallel with ``--jobs``, and a progress bar when standard error is a terminal.

Every report is built from the one data model of :mod:`islands_rules.records`, so the
text, the JSON and the CSV always agree, and each game is scored once.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import time
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, TextIO

from ..core.errors import locate, quote
from ..core.words import counted
from ..records import CSV_COLUMNS, Totals, archive_files, csv_row, report_archive
from .files import Unreadable, positive_number, read_file
from .status import ExitStatus

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["add_validate_command", "describe_status", "say_problem", "validate"]

_VALID, _INVALID, _UNREADABLE = ExitStatus.OK, ExitStatus.INVALID, ExitStatus.USAGE_OR_IO


def add_validate_command(commands: Any) -> None:
    """The ``validate`` subcommand and its options, on the subparsers ``commands``."""
    validate = commands.add_parser("validate", help="check records against the rules")
    validate.add_argument(
        "files",
        nargs="+",
        metavar="PATH",
        help="record files or folders (walked recursively); - reads standard input",
    )
    form = validate.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="one JSON object per line for each game")
    form.add_argument("--csv", action="store_true", help="one CSV row per game, after a header")
    validate.add_argument(
        "--glob",
        default="*",
        metavar="PATTERN",
        help="in folders, only files whose name matches (default: *)",
    )
    validate.add_argument(
        "--jobs",
        type=positive_number,
        default=1,
        metavar="N",
        help="check files in N worker processes (default 1)",
    )


def validate(arguments: argparse.Namespace, out: Out, err: TextIO) -> int:
    """Run ``validate``; return the exit status (0 all valid, 1 an invalid record or a file
    with no game, 2 a file that cannot be read)."""
    given: dict[str, bytes | Exception] = {}
    if "-" in arguments.files:
        try:
            given["-"] = read_file("-")
        except Unreadable as error:
            given["-"] = error
    files = list(archive_files(arguments.files, pattern=arguments.glob))
    for folder in filter(os.path.isdir, files):  # given back only when nothing in it matched
        warning = f"no file in {folder} matches {quote(arguments.glob)}"
        print(f"islands-rules validate: warning: {warning}", file=err)
    # The same pattern again: a folder in which nothing matched is reported, not walked whole.
    reports = report_archive(files, pattern=arguments.glob, jobs=arguments.jobs, given=given)
    totals = Totals()
    progress = _Progress(len(files), err) if err.isatty() else None
    if arguments.csv:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
    for report, only in _one_ahead(reports):
        totals.add(report)
        if progress is not None:
            progress.show(totals)
        if arguments.json:
            print(json.dumps(report), file=out)
        elif arguments.csv:
            writer.writerow(csv_row(report))
        else:
            _say(report, only, out)
    if progress is not None:
        progress.done()
    print(totals, file=err if arguments.json or arguments.csv else out)
    if totals.unreadable:
        return _UNREADABLE
    return _INVALID if totals.invalid or totals.empty else _VALID


def _one_ahead(reports: Iterator[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], bool]]:
    """Each report with whether it is its file's only game, reading one report ahead."""
    current = next(reports, None)
    while current is not None:
        following = next(reports, None)
        alone = current["game"] == 1 and (
            following is None or following["file"] != current["file"] or following["game"] == 1
        )
        yield current, alone
        current = following


def say_problem(name: str, problem: Mapping[str, Any], out: Out) -> None:
    """One problem (:meth:`~islands_rules.Problem.to_dict`) as ``FILE:LINE:COLUMN: error: …``,
    which editors link to.

    >>> import sys, islands_rules as ir
    >>> say_problem("a.txt", ir.check_records("1. a1,b2 2. a1,c3")[0].problems[0].to_dict(), sys.stdout)
    a.txt:1:13: error: ply 2 'a1,c3': a1 is taken by a light tile (R8)
    """
    where = f"{name}:{problem['line']}:{problem['column']}" if problem["line"] is not None else name
    severity = "error" if problem["is_error"] else "note" if problem["kind"] == "too-many" else "warning"
    message = locate(problem["reason"], line=None, column=None, ply=problem["ply"], token=problem["token"])
    print(f"{where}: {severity}: {message}", file=out)


def describe_status(report: Mapping[str, Any]) -> str:
    """Whose turn it is, or how the game ended, from a check's data.

    >>> import islands_rules as ir
    >>> describe_status(ir.check_records("1. a1,b2")[0].to_dict())
    'dark to move'
    """
    if not report["over"]:
        return "a tile is drawn next" if report["to_move"] is None else f"{report['to_move']} to move"
    if report["winner"] == "draw":
        return "game over: a draw"
    return f"game over: {report['winner']} wins on {report['decided_by']}"


def _say(report: Mapping[str, Any], only: bool, out: Out) -> None:
    name = report["file"]
    for problem in report["problems"]:
        say_problem(name, problem, out)
    if report["game"] is None:
        error = report["error"]
        print(f"{name}: {'INVALID, ' if error['kind'] == 'no-game' else ''}{error['reason']}", file=out)
        return
    label = name if only else f"{name}: game {report['game']} (line {report['line']})"
    plies = counted(report["plies"], "ply")
    if report["position"] is not None:
        plies += " from a set-up position"
    if report["valid"]:
        points = ", ".join(
            f"{player} {counted(f['points'], 'point')}" for player, f in report["score"].items()
        )
        print(f"{label}: valid, {plies}, {describe_status(report)} ({points})", file=out)
    else:
        errors = counted(sum(problem["is_error"] for problem in report["problems"]), "error")
        played = ", every turn played" if report["played_through"] else " played before the first bad turn"
        print(f"{label}: INVALID, {errors}; {plies}{played}", file=out)


class _Progress:
    """A progress bar on standard error, redrawn at most ten times a second."""

    def __init__(self, files: int, err: TextIO) -> None:
        self.files, self.err, self.drawn = files, err, 0.0

    def show(self, totals: Totals) -> None:
        now = time.monotonic()
        if now - self.drawn < 0.1:
            return
        self.drawn = now
        done = min(totals.files, self.files)
        filled = 30 * done // max(self.files, 1)
        bar = "#" * filled + "." * (30 - filled)
        self.err.write(f"\r[{bar}] {done}/{self.files} files, {totals.games:,} games ")
        self.err.flush()

    def done(self) -> None:
        self.err.write("\r" + " " * 70 + "\r")
        self.err.flush()
