"""The ``islands-rules`` command: validate, show and play game records.

``islands-rules validate FILE… [--json]``
    Read every game of every file leniently and report each problem. Exit status 0 if
    every record is valid, 1 if any is not, 2 if a file cannot be read.
``islands-rules show FILE [--game K] [--ply N] [--unicode] [--svg OUT.svg]``
    Draw the position after ply ``N`` (the last by default), with the bridges, the
    blocked cells and the scores; ``--svg`` also writes the picture.
``islands-rules play --random [--seed N] [--size N] [--tiles N] [--bridges N] [--out FILE]``
    Play a complete random legal game and print (or write) its record.

``-`` as a file reads standard input. Files are UTF-8 records of at most 32 MiB, read one
game at a time. Exit status 2 also means a wrong command line, or output that cannot be
written.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TextIO

import attrs

from .cells import Colour
from .core.errors import IslandsRulesError, locate
from .game import Game
from .playout import random_move
from .records import Problem, ProblemKind, RecordCheck, iter_checks
from .render import render_text, svg
from .rules import blocked_cells
from .scoring import outcome, score
from .state import GameState, Rules, count_text, parse_count

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["MAX_FILE_SIZE", "main"]

MAX_FILE_SIZE = 32 * 1024 * 1024
"""The largest file the command reads (32 MiB, some 50,000 games); larger ones are refused."""

_VALID, _INVALID = 0, 1
_USAGE_OR_IO = 2  # a file cannot be read or written, or the command line is wrong


class _Unreadable(Exception):
    """A file that cannot be read: missing, a directory, no permission, too large."""


class _Unwritable(Exception):
    """Output that cannot be written (a full disk, say)."""


class _Output:
    """Standard output that goes on quietly when its reader has gone (``… | head``), so the
    exit status still says whether the records were valid, and that turns any other
    failure to write into :class:`_Unwritable`."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def _guard(self, action: Callable[[], object]) -> None:
        try:
            action()
        except BrokenPipeError:
            # Send the rest, and what the buffer still holds, to nowhere instead of failing.
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.stream.fileno())
        except OSError as error:
            raise _Unwritable(error.strerror or str(error)) from None

    def write(self, text: str) -> int:
        self._guard(lambda: self.stream.write(text))
        return len(text)

    def flush(self) -> None:
        self._guard(self.stream.flush)


def _read(name: str) -> bytes:
    """The bytes of file ``name`` (``-``: standard input), at most :data:`MAX_FILE_SIZE`."""
    try:
        if name == "-":
            if sys.stdin is None:
                raise _Unreadable("cannot read -: there is no standard input")
            data = sys.stdin.buffer.read(MAX_FILE_SIZE + 1)
        else:
            size = os.stat(name).st_size
            if size > MAX_FILE_SIZE:
                raise _Unreadable(f"{name} is {size / 2**20:,.1f} MiB; records are read up to 32 MiB")
            with open(name, "rb") as file:
                data = file.read(MAX_FILE_SIZE + 1)
    except OSError as error:
        raise _Unreadable(f"cannot read {name}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_SIZE:
        raise _Unreadable(f"{name} is larger than 32 MiB; records are read up to 32 MiB")
    return data


def _many(count: int, thing: str) -> str:
    """``1 turn``, ``2 turns``: messages read as a person would write them."""
    return f"{count} {thing}" if count == 1 else f"{count} {thing}s"


def _status(state: GameState) -> str:
    """Whose turn it is, or how the game ended (R22)."""
    ended = outcome(state)
    if ended is None:
        return f"{state.to_move} to move"
    if ended.winner is None:
        return "game over: a draw"
    return f"game over: {ended.winner} wins on {ended.decided_by.value}"


def _numbered(checks: Iterator[RecordCheck]) -> Iterator[tuple[int, RecordCheck, bool]]:
    """Each check with its number and whether it is the file's only game, reading one ahead
    (and no further, so a long file is reported in little memory)."""
    first = next(checks, None)
    if first is None:
        return
    second = next(checks, None)
    yield 1, first, second is None
    if second is not None:
        yield 2, second, False
        for number, check in enumerate(checks, start=3):
            yield number, check, False


# ------------------------------------------------------------------------------ validate


def _problem_data(problem: Problem) -> dict[str, Any]:
    return {
        "kind": problem.kind.value,
        "ply": problem.ply,
        "move": problem.token,
        "reason": problem.reason,
        "line": problem.line,
        "column": problem.column,
    }


def _report(name: str, number: int | None, check: RecordCheck) -> dict[str, Any]:
    """One game's JSON report; ``number`` is ``None`` when ``check`` stands for a file without one."""
    game = check.game if number is not None else None
    final = None if game is None else game.final
    ended = None if final is None else outcome(final)
    problems = [_problem_data(problem) for problem in check.problems]
    return {
        "file": name,
        "game": number,
        "line": None if game is None else check.line,
        "valid": check.valid,
        "plies": None if game is None else game.plies,
        "error": None if check.error is None else _problem_data(check.error),
        "problems": problems,
        "score": None if final is None else {c.value: attrs.asdict(score(final)[c]) for c in Colour},
        "over": None if final is None else final.is_over,
        "winner": None if ended is None else ended.result,
        "decided_by": None if ended is None else ended.decided_by.value,
        "to_move": None if final is None or final.is_over else final.to_move.value,
        "rules": None if game is None else attrs.asdict(game.rules),
        "tags": None if game is None else dict(game.tags),
    }


def _file_report(name: str, kind: str, reason: str) -> dict[str, Any]:
    """The JSON report of a file with no game to report on (``kind``: unreadable, no-game)."""
    report = _report(name, None, RecordCheck(Game(), (Problem(ProblemKind.SYNTAX, reason),), 0))
    error = {**report["error"], "kind": kind}
    return {**report, "error": error, "problems": [error]}


def _say_problem(name: str, problem: Problem, out: Out) -> None:
    where = f"{name}:{problem.line}:{problem.column}" if problem.line is not None else name
    severity = "error" if problem.is_error else "note" if problem.kind is ProblemKind.TOO_MANY else "warning"
    message = locate(problem.reason, line=None, column=None, ply=problem.ply, token=problem.token)
    print(f"{where}: {severity}: {message}", file=out)


def _say_game(name: str, number: int, check: RecordCheck, only: bool, out: Out) -> None:
    label = name if only else f"{name}: game {number} (line {check.line})"
    for problem in check.problems:
        _say_problem(name, problem, out)
    game = check.game
    if check.valid:
        totals = score(game.final)
        points = f"light {_many(totals.light.points, 'point')}, dark {_many(totals.dark.points, 'point')}"
        print(f"{label}: valid, {_many(game.plies, 'turn')}, {_status(game.final)} ({points})", file=out)
    else:
        errors = _many(sum(problem.is_error for problem in check.problems), "error")
        print(f"{label}: INVALID, {errors}; {_many(game.plies, 'turn')} could be played", file=out)


def _validate(files: Sequence[str], *, as_json: bool, out: Out) -> int:
    status = _VALID
    for name in files:
        try:
            checks = iter_checks(_read(name))
        except _Unreadable as error:
            status = _USAGE_OR_IO
            if as_json:
                print(json.dumps(_file_report(name, "unreadable", str(error))), file=out)
            else:
                print(f"{name}: error: {error}", file=out)
            continue
        found = False
        for number, check, only in _numbered(checks):
            found = True
            if not check.valid:
                status = max(status, _INVALID)
            if as_json:
                print(json.dumps(_report(name, number, check)), file=out)
            else:
                _say_game(name, number, check, only, out)
        if not found:
            status = max(status, _INVALID)
            reason = "no game: the file holds no tags and no turns"
            if as_json:
                print(json.dumps(_file_report(name, "no-game", reason)), file=out)
            else:
                print(f"{name}: INVALID, {reason}", file=out)
    return status


# ---------------------------------------------------------------------------------- show


def _show(arguments: argparse.Namespace, out: Out, err: Out) -> int:
    name = arguments.file
    try:
        checks = iter_checks(_read(name))
    except _Unreadable as error:
        print(f"islands-rules show: {error}", file=err)
        return _USAGE_OR_IO
    check = next(itertools.islice(checks, arguments.game - 1, None), None) if arguments.game >= 1 else None
    if check is None:
        reason = "holds no game" if arguments.game == 1 else f"has no game {arguments.game}"
        print(f"islands-rules show: {name} {reason}", file=err)
        return _INVALID if arguments.game == 1 else _USAGE_OR_IO
    for problem in check.problems:
        _say_problem(name, problem, err)
    if any(problem.kind is ProblemKind.ENCODING for problem in check.problems):
        return _INVALID  # nothing was read, so there is no board to draw
    game = check.game
    ply = game.plies if arguments.ply is None else arguments.ply
    if not 0 <= ply <= game.plies:
        print(f"islands-rules show: --ply {ply}, but the game has {_many(game.plies, 'turn')}", file=err)
        return _USAGE_OR_IO
    state = game.states[ply]
    print(f"{name}: after ply {ply} of {game.plies}; {_status(state)}", file=out)
    print(render_text(state, unicode=arguments.unicode), file=out)
    print(f"blocked: {' '.join(map(str, sorted(blocked_cells(state)))) or '-'}", file=out)
    totals = score(state)
    for colour in Colour:
        part = totals[colour]
        print(
            f"{colour}: {_many(part.points, 'point')}, {_many(part.islands, 'island')}, "
            f"{_many(part.bridges, 'bridge')}; {count_text(state.tiles_left(colour))} tiles left",
            file=out,
        )
    print(f"bridges left: {count_text(state.bridges_left)}", file=out)
    if arguments.svg is not None:
        try:
            with open(arguments.svg, "w", encoding="utf-8") as file:
                file.write(svg(state, last_move=game.moves[ply - 1] if ply else None))
        except OSError as error:
            print(f"islands-rules show: cannot write {arguments.svg}: {error.strerror or error}", file=err)
            return _USAGE_OR_IO
        print(f"picture written to {arguments.svg}", file=out)
    return _VALID if check.valid else _INVALID


# ---------------------------------------------------------------------------------- play


def _count(text: str) -> int | None:
    """A supply count on the command line, as records write it: a number, or ``unlimited``."""
    try:
        return parse_count(text)
    except IslandsRulesError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _play(arguments: argparse.Namespace, out: Out, err: Out) -> int:
    try:
        rules = Rules(board_size=arguments.size, tiles_per_colour=arguments.tiles, bridges=arguments.bridges)
    except IslandsRulesError as error:
        print(f"islands-rules play: {error}", file=err)
        return _USAGE_OR_IO
    # A game without --seed gets one too, written in the record, so every game can be replayed.
    seed = random.SystemRandom().randrange(2**32) if arguments.seed is None else arguments.seed
    rng = random.Random(seed)
    command = (
        f"islands-rules play --random --seed {seed} --size {rules.board_size} "
        f"--tiles {count_text(rules.tiles_per_colour)} --bridges {count_text(rules.bridges)}"
    )
    game = Game(rules=rules, tags={"Light": "random", "Dark": "random", "Event": command})
    while not game.final.is_over:
        game = game.play(random_move(game.final, rng))
    if arguments.out is None:
        print(game, end="", file=out)
        return _VALID
    try:
        with open(arguments.out, "w", encoding="utf-8") as file:
            file.write(str(game))
    except OSError as error:
        print(f"islands-rules play: cannot write {arguments.out}: {error.strerror or error}", file=err)
        return _USAGE_OR_IO
    print(f"{arguments.out}: {_many(game.plies, 'turn')}, {_status(game.final)}", file=out)
    return _VALID


# ---------------------------------------------------------------------------------- main


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="islands-rules",
        description="Ponte del Diavolo game records: validate them, show positions, play random games.",
        epilog="Exit status: 0 valid, 1 a record is invalid, 2 a file cannot be read or bad usage.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    validate = commands.add_parser("validate", help="check records against the rules")
    validate.add_argument("files", nargs="+", metavar="FILE", help="record files; - reads standard input")
    validate.add_argument("--json", action="store_true", help="one JSON object per line for each game")
    show = commands.add_parser("show", help="draw a position of a record")
    show.add_argument("file", metavar="FILE", help="a record file; - reads standard input")
    show.add_argument("--game", type=int, default=1, metavar="K", help="which game of the file (default 1)")
    show.add_argument("--ply", type=int, metavar="N", help="the position after N turns (default: the last)")
    show.add_argument("--unicode", action="store_true", help="draw with ○ ● × · instead of L D + .")
    show.add_argument("--svg", metavar="OUT.svg", help="also write the position as an SVG picture")
    play = commands.add_parser("play", help="play a complete random legal game and print its record")
    play.add_argument("--random", action="store_true", required=True, help="choose every move at random")
    play.add_argument("--seed", type=int, help="seed of the random choices (default: a random seed)")
    play.add_argument("--size", type=int, default=10, help="board size, 4 to 26 (default 10)")
    play.add_argument("--tiles", type=_count, default=40, help="tiles per colour, or unlimited (default 40)")
    play.add_argument(
        "--bridges", type=_count, default=15, help="bridges in the pool, or unlimited (default 15)"
    )
    play.add_argument("--out", metavar="FILE", help="write the record to FILE instead of printing it")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit status.

    >>> from islands_rules.cli import main
    >>> main(["play", "--random", "--seed", "3", "--size", "4"])  # doctest: +ELLIPSIS
    [Format "1"]
    [Size "4"]
    ...
    0
    """
    arguments = _parser().parse_args(argv)
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # a terminal that cannot show a character gets \u escapes
            stream.reconfigure(errors="backslashreplace")
    out, err = _Output(sys.stdout), sys.stderr
    try:
        if arguments.command == "validate":
            status = _validate(arguments.files, as_json=arguments.json, out=out)
        elif arguments.command == "show":
            status = _show(arguments, out, err)
        else:
            status = _play(arguments, out, err)
        out.flush()  # a full disk is found here, not after main has returned
    except _Unwritable as error:
        print(f"islands-rules {arguments.command}: cannot write the output: {error}", file=err)
        return _USAGE_OR_IO
    return status
