"""The ``islands-rules`` command: validate, show and play game records.

``islands-rules validate FILE… [--json]``
    Read every game of every file leniently and report each problem. Exit status 0 if
    every record is valid, 1 if any is not, 2 if a file cannot be read.
``islands-rules show FILE [--game K] [--ply N] [--unicode] [--svg OUT.svg]``
    Draw the position after ply ``N`` (the last by default), with the bridges, the
    blocked cells and the scores; ``--svg`` also writes the picture.
``islands-rules play --random [--seed N] [--size N] [--tiles N] [--bridges N] [--out FILE]``
    Play a complete random legal game and print (or write) its record.

``-`` as a file reads standard input. Files are UTF-8 records of at most 32 MiB. Exit
status 2 also means a wrong command line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from typing import Any, TextIO

import attrs

from .cells import Colour
from .errors import IslandsRulesError, locate
from .game import Game
from .playout import random_move
from .records import Problem, RecordCheck, check_records
from .render import render_text, svg
from .rules import blocked_cells
from .scoring import Score, outcome, score
from .state import GameState, Rules

__all__ = ["MAX_FILE_SIZE", "main"]

MAX_FILE_SIZE = 32 * 1024 * 1024
"""The largest file the command reads (32 MiB, some 50,000 games); larger ones are refused."""

_VALID, _INVALID, _UNREADABLE = 0, 1, 2


class _Unreadable(Exception):
    """A file that cannot be read: missing, a directory, no permission, too large."""


def _read(name: str) -> bytes:
    """The bytes of file ``name`` (``-``: standard input), at most :data:`MAX_FILE_SIZE`."""
    try:
        if name == "-":
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


def _score_data(totals: Score) -> dict[str, dict[str, int]]:
    return {colour.value: attrs.asdict(totals[colour]) for colour in Colour}


def _game_data(name: str, number: int, checks: Sequence[RecordCheck]) -> dict[str, Any]:
    check = checks[number - 1]
    final = check.game.final
    ended = outcome(final)
    error = check.error
    return {
        "file": name,
        "game": number,
        "games": len(checks),
        "line": check.line,
        "valid": check.valid,
        "plies": check.game.plies,
        "error": None if error is None else _problem_data(error),
        "problems": [_problem_data(problem) for problem in check.problems],
        "score": _score_data(score(final)),
        "over": final.is_over,
        "winner": None if ended is None else ended.result,
        "decided_by": None if ended is None else ended.decided_by.value,
        "to_move": None if final.is_over else final.to_move.value,
        "rules": attrs.asdict(check.game.rules),
        "tags": dict(check.game.tags),
    }


def _failure_data(name: str, kind: str, reason: str) -> dict[str, Any]:
    error = {"kind": kind, "ply": None, "move": None, "reason": reason, "line": None, "column": None}
    return {
        "file": name,
        "game": None,
        "games": 0,
        "line": None,
        "valid": False,
        "plies": None,
        "error": error,
        "problems": [error],
        "score": None,
        "over": None,
        "winner": None,
        "decided_by": None,
        "to_move": None,
        "rules": None,
        "tags": None,
    }


def _say_problem(name: str, problem: Problem, out: TextIO) -> None:
    where = f"{name}:{problem.line}:{problem.column}" if problem.line is not None else name
    severity = "error" if problem.is_error else "warning"
    message = locate(problem.reason, line=None, column=None, ply=problem.ply, token=problem.token)
    print(f"{where}: {severity}: {message}", file=out)


def _say_game(name: str, number: int, checks: Sequence[RecordCheck], out: TextIO) -> None:
    check = checks[number - 1]
    label = name if len(checks) == 1 else f"{name}: game {number} (line {check.line})"
    for problem in check.problems:
        _say_problem(name, problem, out)
    final = check.game.final
    if check.valid:
        totals = score(final)
        print(
            f"{label}: valid, {_many(check.game.plies, 'turn')}, {_status(final)} "
            f"(light {_many(totals.light.points, 'point')}, dark {_many(totals.dark.points, 'point')})",
            file=out,
        )
    else:
        errors = sum(problem.is_error for problem in check.problems)
        played = _many(check.game.plies, "turn")
        print(f"{label}: INVALID, {_many(errors, 'error')}; {played} could be played", file=out)


def _validate(files: Sequence[str], *, as_json: bool, out: TextIO) -> int:
    status = _VALID
    for name in files:
        try:
            data = _read(name)
        except _Unreadable as error:
            status = _UNREADABLE
            if as_json:
                print(json.dumps(_failure_data(name, "unreadable", str(error))), file=out)
            else:
                print(f"{name}: error: {error}", file=out)
            continue
        checks = check_records(data)
        if not checks:
            status = max(status, _INVALID)
            reason = "no game: the file holds no tags and no turns"
            if as_json:
                print(json.dumps(_failure_data(name, "no-game", reason)), file=out)
            else:
                print(f"{name}: INVALID, {reason}", file=out)
            continue
        for number in range(1, len(checks) + 1):
            if as_json:
                print(json.dumps(_game_data(name, number, checks)), file=out)
            else:
                _say_game(name, number, checks, out)
        if not all(check.valid for check in checks):
            status = max(status, _INVALID)
    return status


# ---------------------------------------------------------------------------------- show


def _show(arguments: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    name = arguments.file
    try:
        checks = check_records(_read(name))
    except _Unreadable as error:
        print(f"islands-rules show: {error}", file=err)
        return _UNREADABLE
    if not checks:
        print(f"islands-rules show: {name} holds no game", file=err)
        return _INVALID
    if not 1 <= arguments.game <= len(checks):
        games = _many(len(checks), "game")
        print(f"islands-rules show: --game {arguments.game}, but {name} holds {games}", file=err)
        return _UNREADABLE
    check = checks[arguments.game - 1]
    for problem in check.problems:
        _say_problem(name, problem, err)
    game = check.game
    ply = game.plies if arguments.ply is None else arguments.ply
    if not 0 <= ply <= game.plies:
        print(f"islands-rules show: --ply {ply}, but the game has {_many(game.plies, 'turn')}", file=err)
        return _UNREADABLE
    state = game.states[ply]
    print(f"{name}: after ply {ply} of {game.plies}; {_status(state)}", file=out)
    print(render_text(state, unicode=arguments.unicode), file=out)
    print(f"blocked: {' '.join(map(str, sorted(blocked_cells(state)))) or '-'}", file=out)
    totals = score(state)
    for colour in Colour:
        part, left = totals[colour], state.tiles_left(colour)
        print(
            f"{colour}: {_many(part.points, 'point')}, {_many(part.islands, 'island')}, "
            f"{_many(part.bridges, 'bridge')}; "
            f"{'unlimited' if left is None else left} tiles left",
            file=out,
        )
    print(f"bridges left: {'unlimited' if state.bridges_left is None else state.bridges_left}", file=out)
    if arguments.svg is not None:
        last = game.moves[ply - 1] if ply else None
        try:
            with open(arguments.svg, "w", encoding="utf-8") as file:
                file.write(svg(state, last_move=last))
        except OSError as error:
            print(f"islands-rules show: cannot write {arguments.svg}: {error.strerror or error}", file=err)
            return _UNREADABLE
        print(f"picture written to {arguments.svg}", file=out)
    return _VALID if check.valid else _INVALID


# ---------------------------------------------------------------------------------- play


def _count(text: str) -> int | None:
    """A supply count on the command line: a number, or ``unlimited``."""
    if text == "unlimited":
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number or 'unlimited', got {text!r}") from None


def _play(arguments: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        rules = Rules(board_size=arguments.size, tiles_per_colour=arguments.tiles, bridges=arguments.bridges)
    except IslandsRulesError as error:
        print(f"islands-rules play: {error}", file=err)
        return _UNREADABLE
    # A game without --seed gets one too, written in the record, so every game can be replayed.
    seed = random.SystemRandom().randrange(2**32) if arguments.seed is None else arguments.seed
    rng = random.Random(seed)

    def count(value: int | None) -> str:
        return "unlimited" if value is None else str(value)

    command = (
        f"islands-rules play --random --seed {seed} --size {rules.board_size} "
        f"--tiles {count(rules.tiles_per_colour)} --bridges {count(rules.bridges)}"
    )
    tags = {"Light": "random", "Dark": "random", "Event": command}
    game = Game(rules=rules, tags=tags)
    while not game.final.is_over:
        game = game.play(random_move(game.final, rng))
    record = str(game)
    if arguments.out is None:
        print(record, end="", file=out)
        return _VALID
    try:
        with open(arguments.out, "w", encoding="utf-8") as file:
            file.write(record)
    except OSError as error:
        print(f"islands-rules play: cannot write {arguments.out}: {error.strerror or error}", file=err)
        return _UNREADABLE
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
    play.add_argument("--tiles", type=_count, default=40, help="tiles per colour or 'unlimited' (default 40)")
    play.add_argument(
        "--bridges", type=_count, default=15, help="bridges in the pool or 'unlimited' (default 15)"
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
    out, err = sys.stdout, sys.stderr
    try:
        if arguments.command == "validate":
            return _validate(arguments.files, as_json=arguments.json, out=out)
        if arguments.command == "show":
            return _show(arguments, out, err)
        return _play(arguments, out, err)
    except BrokenPipeError:
        # The reader of our output went away (``| head``): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return _INVALID
