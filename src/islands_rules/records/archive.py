"""Archives of records: files and whole folders checked game by game, in order, in one process
or several, reported as the JSON-safe data of :meth:`~islands_rules.RecordCheck.to_dict`, as CSV rows, and
as totals. The ``islands-rules validate`` command is built on these.
"""

from __future__ import annotations

import fnmatch
import json
import os
import stat
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import attrs

from ..core.checks import expect
from ..core.errors import IslandsRulesError, RecordError, shown
from ..core.words import counted
from .problems import ProblemKind, RecordCheck
from .read import iter_checks

__all__ = [
    "CSV_COLUMNS",
    "MAX_FILE_SIZE",
    "Totals",
    "archive_files",
    "check_file",
    "csv_row",
    "file_bytes",
    "report_archive",
]

_MOST_JOBS = 256  # as run_match allows

MAX_FILE_SIZE = 32 * 1024 * 1024
"""The largest file :func:`check_file` reads (32 MiB, some 50,000 games); a larger one is unreadable."""


def archive_files(paths: Iterable[str], *, pattern: str = "*") -> Iterator[str]:
    """Each file of ``paths``: a file as it is, a folder as every file under it whose name
    matches the glob ``pattern``, walked recursively in name order, a folder's own files before
    its sub-folders' (so the order is the same on every machine). A path that does not exist,
    and a folder with no such file, is given as it is, for :func:`check_file` to report.

    >>> import os, tempfile
    >>> folder = tempfile.mkdtemp()
    >>> for name in ("b.txt", "a.txt", "notes.md"):
    ...     open(os.path.join(folder, name), "w").close()
    >>> [os.path.basename(path) for path in archive_files([folder], pattern="*.txt")]
    ['a.txt', 'b.txt']

    :raises IslandsRulesError: at once, if ``paths`` is no iterable of paths or ``pattern`` no str.
    """
    return _walked(_paths(paths), expect(pattern, str, "pattern"))


def _paths(paths: object) -> list[str]:
    """``paths`` as a list of path strings, checked before any file is touched."""
    if isinstance(paths, str | bytes) or not isinstance(paths, Iterable):
        raise IslandsRulesError(f"paths must be an iterable of paths, got {type(paths).__name__}")
    return [os.fspath(expect(path, (str, os.PathLike), "a path")) for path in paths]


def _walked(paths: list[str], pattern: str) -> Iterator[str]:
    for path in paths:
        if not os.path.isdir(path):
            yield path
            continue
        found = False
        for root, folders, files in os.walk(path):
            folders.sort()
            for name in sorted(files):
                if fnmatch.fnmatch(name, pattern):
                    found = True
                    yield os.path.join(root, name)
        if not found:
            yield path  # for check_file to report: a folder with nothing to check is a mistake


def check_file(path: str, *, data: bytes | Exception | None = None) -> Iterator[RecordCheck]:
    """Every game of the file ``path`` (or of ``data``, its bytes, or the error met reading it,
    if given: the command reads standard input so), one at a time,
    each with its :attr:`~islands_rules.RecordCheck.file` and number. A file that cannot be read
    gives one check with an ``unreadable`` problem, and one with no game a ``no-game`` problem.
    Never raises.

    >>> [check.to_dict()["error"]["kind"] for check in check_file("no/such/file.txt")]
    ['unreadable']
    >>> [(check.number, check.valid) for check in check_file("club.txt", data=b"a1,b2 * a1,a1")]
    [(1, True), (2, False)]

    :raises IslandsRulesError: at once, if ``path`` is no path or ``data`` none of the three.
    """
    name = os.fspath(expect(path, (str, os.PathLike), "path"))
    expect(data, (bytes, Exception, type(None)), "data")
    return _checks(name, data)


def _checks(name: str, data: bytes | Exception | None) -> Iterator[RecordCheck]:
    if isinstance(data, Exception):
        yield RecordCheck.of_file(name, ProblemKind.UNREADABLE, str(data))
        return
    if data is None and os.path.isdir(name):
        reason = f"{name} is a folder with no file to check in it (none matches the pattern)"
        yield RecordCheck.of_file(name, ProblemKind.UNREADABLE, reason)
        return
    if data is None:
        try:
            data = file_bytes(name)
        except RecordError as error:
            yield RecordCheck.of_file(name, ProblemKind.UNREADABLE, str(error))
            return
    found = False
    for check in iter_checks(data, file=name):
        found = True
        yield check
    if not found:
        yield RecordCheck.of_file(name, ProblemKind.NO_GAME, "no game: the file holds no tags and no turns")


def file_bytes(path: str) -> bytes:
    """The bytes of the file ``path``, read only if it holds at most :data:`MAX_FILE_SIZE`.

    >>> file_bytes("no/such/file.txt")
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: cannot read no/such/file.txt: No such file or directory

    A FIFO, a device or a socket is refused before it is opened, so reading never blocks:

    >>> file_bytes("/dev/null")
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: cannot read /dev/null: a device or other special file, not a regular file

    :raises RecordError: if the file cannot be read, is not a regular file or is too large, saying why.
    :raises IslandsRulesError: if ``path`` is no path.
    """
    name = os.fspath(expect(path, (str, os.PathLike), "path"))
    if "\0" in os.fsdecode(name):  # os.stat would raise Python's ValueError: no path holds one
        raise RecordError(f"cannot read {_path(repr(name))}: a path holds no null character")
    try:
        found = os.stat(name)
        if not stat.S_ISREG(found.st_mode):
            # A FIFO, a device or a socket could block the reader forever or never end.
            raise RecordError(f"cannot read {_path(name)}: {_kind(found.st_mode)}, not a regular file")
        size = found.st_size
        if size > MAX_FILE_SIZE:
            raise RecordError(f"{_path(name)} is {size / 2**20:,.1f} MiB; records are read up to 32 MiB")
        with open(name, "rb") as file:
            data = file.read(MAX_FILE_SIZE + 1)
    except OSError as error:
        raise RecordError(f"cannot read {_path(name)}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_SIZE:
        raise RecordError(f"{_path(name)} is larger than 32 MiB; records are read up to 32 MiB")
    return data


def _path(name: str) -> str:
    """A file's name for a message: whole up to 200 characters (paths are that short), else cut."""
    return name if len(name) <= 200 else f"{name[:40]}… ({len(name):,} characters)"


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISSOCK, "a socket"))
    return next((word for test, word in kinds if test(mode)), "a device or other special file")


def _file_reports(item: tuple[str, bytes | Exception | None]) -> str:
    """What a worker process sends back for one file: its checks as JSON lines, a few hundred
    bytes a game (as dicts they would take several times more in both processes)."""
    path, data = item
    return "".join(json.dumps(check.to_dict()) + "\n" for check in check_file(path, data=data))


def report_archive(
    paths: Iterable[str],
    *,
    pattern: str = "*",
    jobs: int = 1,
    given: Mapping[str, bytes | Exception] | None = None,
) -> Iterator[dict[str, object]]:
    """:meth:`~islands_rules.RecordCheck.to_dict` of every game of every file of ``paths`` (folders walked as
    :func:`archive_files` does), in the order of the files and of the games in them. With
    ``jobs`` above 1 the files are checked in that many worker processes, with the same result
    in the same order; each worker holds one file at a time. ``given`` maps paths to their
    bytes, read elsewhere (the command reads standard input, ``-``, this way).

    >>> import islands_rules.records as records
    >>> [report["valid"] for report in records.report_archive(["no/such/file.txt"])]
    [False]

    :raises IslandsRulesError: at once, if ``jobs`` is not a positive int, or ``paths``,
        ``pattern`` or ``given`` are not what they should be.
    """
    if type(jobs) is not int or not 1 <= jobs <= _MOST_JOBS:
        raise IslandsRulesError(f"jobs must be an int from 1 to {_MOST_JOBS}, got {shown(jobs)}")
    files = archive_files(paths, pattern=pattern)
    read = dict(expect(given, Mapping, "given")) if given is not None else {}
    return _reports(((path, read.get(path)) for path in files), jobs)


def _reports(items: Iterator[tuple[str, bytes | Exception | None]], jobs: int) -> Iterator[dict[str, object]]:
    if jobs == 1:
        for item in items:
            path, data = item
            # One game at a time: a file's reports are never all in memory at once.
            yield from (check.to_dict() for check in check_file(path, data=data))
        return
    # Imported here: the process pool costs a cold start more than checking a short file does.
    from concurrent.futures import ProcessPoolExecutor

    # map() gives the results in the order of the files, whichever worker finishes first.
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for lines in pool.map(_file_reports, items, chunksize=1):
            yield from (json.loads(line) for line in lines.split("\n") if line)


CSV_COLUMNS: tuple[str, ...] = (
    "file", "game", "line", "name", "valid", "plies", "errors", "warnings", "claimed_result",
    "result", "result_agrees", "over", "winner", "decided_by", "to_move", "points", "position",
    "error_kind", "error_line", "error_column", "error_ply", "error_move", "error_reason",
)  # fmt: skip
"""The columns of :func:`csv_row`, in order: the CSV header."""


def csv_row(report: Mapping[str, Any]) -> list[str]:
    """One game's :meth:`~islands_rules.RecordCheck.to_dict` as a CSV row of :data:`CSV_COLUMNS`: the error's
    fields flattened, ``points`` as ``player=points`` pairs, empty cells for ``None``.

    >>> import islands_rules as ir
    >>> row = csv_row(ir.check_records('[Result "dark"] 1. a1,b2 3. c3,d4')[0].to_dict())
    >>> dict(zip(CSV_COLUMNS, row))["error_reason"]
    'turn 2 seems to be missing: the numbers jump from 1 to 3'
    """
    expect(report, Mapping, "report")
    try:
        error = report.get("error") or {}
        problems = report.get("problems") or []
        score = report.get("score") or {}
        flat = {
            **report,
            "errors": sum(problem["is_error"] for problem in problems),
            "warnings": sum(not problem["is_error"] for problem in problems),
            "points": " ".join(f"{player}={figures['points']}" for player, figures in score.items()),
            **{f"error_{key}": value for key, value in error.items()},
        }
    except (KeyError, TypeError, AttributeError):
        raise RecordError(_NOT_A_REPORT) from None
    return ["" if flat.get(column) is None else _cell(flat[column]) for column in CSV_COLUMNS]


_NOT_A_REPORT = "report must be the data of RecordCheck.to_dict()"


def _cell(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@attrs.define
class Totals:
    """How many files and games a validation saw: what ``islands-rules validate`` ends with.

    >>> totals = Totals()
    >>> for report in report_archive(["no/such/file.txt"]):
    ...     totals.add(report)
    >>> print(totals)
    1 file, 0 games: 0 valid, 0 invalid; 1 file unreadable
    """

    files: int = 0
    games: int = 0
    valid: int = 0
    invalid: int = 0
    unreadable: int = 0
    """Files that could not be read."""
    empty: int = 0
    """Files that hold no game."""
    _last: object = attrs.field(default=None, repr=False)

    def add(self, report: Mapping[str, Any]) -> None:
        """Count one game's :meth:`~islands_rules.RecordCheck.to_dict` (a file's games come together).

        :raises RecordError: if ``report`` is no such data (nothing is counted then).
        """
        expect(report, Mapping, "report")
        try:
            file, game, valid = report["file"], report["game"], report["valid"]
            kind = report["error"]["kind"] if game is None else None
        except (KeyError, TypeError):
            raise RecordError(_NOT_A_REPORT) from None
        if kind is not None and kind not in tuple(k.value for k in ProblemKind):
            raise RecordError(_NOT_A_REPORT)
        if file != self._last or game in (None, 1):
            self.files += 1
            self._last = file
        if kind is not None:
            self.unreadable += kind == ProblemKind.UNREADABLE.value
            self.empty += kind == ProblemKind.NO_GAME.value
            return
        self.games += 1
        if valid:
            self.valid += 1
        else:
            self.invalid += 1

    def __str__(self) -> str:
        text = f"{counted(self.files, 'file')}, {counted(self.games, 'game')}: "
        text += f"{self.valid} valid, {self.invalid} invalid"
        if self.unreadable:
            text += f"; {counted(self.unreadable, 'file')} unreadable"
        if self.empty:
            text += f"; {counted(self.empty, 'file')} with no game"
        return text
