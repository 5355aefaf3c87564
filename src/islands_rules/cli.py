"""The ``islands-rules`` command: validate, show and play game records of every game.

``islands-rules validate FILE… [--json]``
    Read every game of every file leniently and report each problem. Exit status 0 if
    every record is valid, 1 if any is not, 2 if a file cannot be read.
``islands-rules show FILE [--game K] [--ply N] [--unicode] [--svg OUT.svg]``
    Draw the position after ply ``N`` (the last by default) with the game's own picture
    and figures; ``--svg`` also writes the picture.
``islands-rules play [--game NAME] --random [--seed N] [OPTIONS] [--out FILE]``
    Play a complete random legal game and print (or write) its record; the game's rule
    options are flags (``islands-rules games`` lists them).
``islands-rules play [--game NAME] --seat1 human --seat2 mcts:2s [--seed N] [--hint BOT] [--out FILE]``
    Play in the terminal, people and bots at the seats (see :mod:`islands_rules.cli_play`).
``islands-rules match [--game NAME] BOT1 BOT2 [--games N] [--seed S] [--jobs J] [--json] [--out FILE]``
    Two bots play a match with the seats swapped (see :mod:`islands_rules.cli_match`).
``islands-rules games``
    List the games and their rule options.

``-`` as a file reads standard input. Files are UTF-8 records of at most 32 MiB, read one
game at a time. Exit status 2 also means a wrong command line, or output that cannot be
written.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import random
import re
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from . import __version__
from .cli_files import Output, Unreadable, Unwritable, read_file
from .cli_match import match_command
from .cli_play import play_command
from .core.errors import IslandsRulesError, locate, quote
from .core.options import add_arguments, describe, rules_from_arguments, rules_to_tags
from .core.protocol import Game
from .core.registry import DEFAULT_GAME, available_games, load_game
from .records import Problem, ProblemKind, Record, RecordCheck, iter_checks

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["main"]

_VALID, _INVALID = 0, 1
_USAGE_OR_IO = 2  # a file cannot be read or written, or the command line is wrong


def _many(count: int, thing: str) -> str:
    """``1 ply``, ``2 plies``: messages read as a person would write them."""
    if count == 1:
        return f"{count} {thing}"
    return f"{count} {thing[:-1]}ies" if thing.endswith("y") else f"{count} {thing}s"


def _status(game: Game[Any, Any, Any], state: Any) -> str:
    """Whose turn it is, or how the game ended."""
    ended = game.outcome(state)
    if ended is None:
        seat = game.to_move(state)
        return (
            "a tile is drawn next" if not isinstance(seat, int) else f"{game.seat_names(state)[seat]} to move"
        )
    if ended.winner is None:
        return "game over: a draw"
    return f"game over: {ended.winner} wins on {ended.decided_by}"


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


def _report(name: str, number: int, check: RecordCheck) -> dict[str, Any]:
    """One game's JSON report: :meth:`RecordCheck.to_dict` with the file and the game's number."""
    return {"file": name, "game": number, **check.to_dict()}


def _file_report(name: str, kind: str, reason: str) -> dict[str, Any]:
    """The JSON report of a file with no game to report on (``kind``: unreadable, no-game)."""
    error = {"kind": kind, "is_error": True, "ply": None, "move": None, "reason": reason}
    error |= {"line": None, "column": None}
    fields = ("name", "line", "plies", "score", "over", "winner", "to_move", "rules", "tags")
    return {"file": name, "game": None, "valid": False, "error": error, "problems": [error]} | dict.fromkeys(
        fields
    )


def _say_problem(name: str, problem: Problem, out: Out) -> None:
    where = f"{name}:{problem.line}:{problem.column}" if problem.line is not None else name
    severity = "error" if problem.is_error else "note" if problem.kind is ProblemKind.TOO_MANY else "warning"
    message = locate(problem.reason, line=None, column=None, ply=problem.ply, token=problem.token)
    print(f"{where}: {severity}: {message}", file=out)


def _say_game(name: str, number: int, check: RecordCheck, only: bool, out: Out) -> None:
    label = name if only else f"{name}: game {number} (line {check.line})"
    for problem in check.problems:
        _say_problem(name, problem, out)
    record = check.record
    game, final = record.game, record.final
    if check.valid:
        points = ", ".join(
            f"{player} {_many(f['points'], 'point')}" for player, f in game.summary(final).items()
        )
        status = _status(game, final)
        print(f"{label}: valid, {_many(record.plies, 'ply')}, {status} ({points})", file=out)
    else:
        errors = _many(sum(problem.is_error for problem in check.problems), "error")
        print(f"{label}: INVALID, {errors}; {_many(record.plies, 'ply')} could be played", file=out)


def _validate(files: Sequence[str], *, as_json: bool, out: Out) -> int:
    status = _VALID
    for name in files:
        try:
            checks = iter_checks(read_file(name))
        except Unreadable as error:
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
        checks = iter_checks(read_file(name))
    except Unreadable as error:
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
    record = check.record
    game = record.game
    ply = record.plies if arguments.ply is None else arguments.ply
    if not 0 <= ply <= record.plies:
        print(f"islands-rules show: --ply {ply}, but the game has {_many(record.plies, 'ply')}", file=err)
        return _USAGE_OR_IO
    state = record.states[ply]
    print(f"{name}: after ply {ply} of {record.plies}; {_status(game, state)}", file=out)
    print(game.render_text(state, unicode=arguments.unicode), file=out)
    for line in game.describe(state):
        print(line, file=out)
    if arguments.svg is not None:
        try:
            with open(arguments.svg, "w", encoding="utf-8") as file:
                file.write(game.svg(state, last_move=record.moves[ply - 1] if ply else None))
        except OSError as error:
            print(f"islands-rules show: cannot write {arguments.svg}: {error.strerror or error}", file=err)
            return _USAGE_OR_IO
        print(f"picture written to {arguments.svg}", file=out)
    return _VALID if check.valid else _INVALID


# ---------------------------------------------------------------------------------- play


def _play(arguments: argparse.Namespace, out: Out, err: Out) -> int:
    game = load_game(arguments.game)
    try:
        rules = rules_from_arguments(game.rules_class, arguments)
    except IslandsRulesError as error:
        print(f"islands-rules play: {error}", file=err)
        return _USAGE_OR_IO
    # A game without --seed gets one too, written in the record, so every game can be replayed.
    seed = random.SystemRandom().randrange(2**32) if arguments.seed is None else arguments.seed
    rng = random.Random(seed)
    flags = " ".join(
        f"{o.flag} {text}" for o, (_, text) in zip(_options(game), rules_to_tags(rules), strict=True)
    )
    given = _seats(arguments)
    if not arguments.random:
        return play_command(game, rules, given, seed, flags, arguments, out, err)
    command = f"islands-rules play --game {game.name} --random --seed {seed} {flags}"
    names = game.player_names(rules)
    record = Record(rules=rules, tags={**{n.capitalize(): "random" for n in names}, "Event": command})
    state, moves = record.final, []
    while game.to_move(state) is not None:
        move = game.random_move(state, rng)
        state = game.play(state, move)
        moves.append(move)
    record = Record(moves, rules=rules, tags=record.tags)
    if arguments.out is None:
        print(record, end="", file=out)
        return _VALID
    try:
        with open(arguments.out, "w", encoding="utf-8") as file:
            file.write(str(record))
    except OSError as error:
        print(f"islands-rules play: cannot write {arguments.out}: {error.strerror or error}", file=err)
        return _USAGE_OR_IO
    print(f"{arguments.out}: {_many(record.plies, 'ply')}, {_status(game, record.final)}", file=out)
    return _VALID


def _seats(arguments: argparse.Namespace) -> list[str | None]:
    """The ``--seat1``, ``--seat2``, ... flags of ``play``, in seat order (``None``: not given)."""
    return [getattr(arguments, f"seat{n}") for n in range(1, 100) if hasattr(arguments, f"seat{n}")]


def _options(game: Game[Any, Any, Any]) -> tuple[Any, ...]:
    from .core.options import options

    return options(game.rules_class)


def _games(out: Out) -> int:
    for name in available_games():
        game = load_game(name)
        players = " or ".join(map(str, game.player_counts))
        print(f"{name}: {game.title}, {players} players", file=out)
        for line in describe([game.rules_class]):
            print(f"    {line}", file=out)
    return _VALID


# ---------------------------------------------------------------------------------- main


def _number(text: str) -> int:
    """A whole number on the command line, of at most 18 digits, so that no use of it overflows."""
    if not re.fullmatch(r"-?[0-9]{1,18}", text, re.ASCII):
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a whole number of at most 18 digits")
    return int(text)


def _parser(game: Game[Any, Any, Any]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="islands-rules",
        description="Game records of Ponte del Diavolo, Isaac, LSD and Islands: validate them, "
        "show positions, play games against bots, and bot matches.",
        epilog="Exit status: 0 valid, 1 a record is invalid, 2 a file cannot be read, the output cannot be "
        "written, or bad usage.",
    )
    parser.add_argument("--version", action="version", version=f"islands-rules {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    validate = commands.add_parser("validate", help="check records against the rules")
    validate.add_argument("files", nargs="+", metavar="FILE", help="record files; - reads standard input")
    validate.add_argument("--json", action="store_true", help="one JSON object per line for each game")
    show = commands.add_parser("show", help="draw a position of a record")
    show.add_argument("file", metavar="FILE", help="a record file; - reads standard input")
    show.add_argument(
        "--game", type=_number, default=1, metavar="K", help="which game of the file (default 1)"
    )
    show.add_argument(
        "--ply", type=_number, metavar="N", help="the position after N plies (default: the last)"
    )
    show.add_argument("--unicode", action="store_true", help="draw with Unicode symbols instead of ASCII")
    show.add_argument("--svg", metavar="OUT.svg", help="also write the position as an SVG picture")
    play = commands.add_parser(
        "play", help="play a game: at random (--random), or people and bots at the seats (--seat1 ...)"
    )
    play.add_argument("--game", default=game.name, choices=available_games(), help="the game (default ponte)")
    play.add_argument("--random", action="store_true", help="choose every move at random")
    for number in range(1, max(game.player_counts) + 1):
        play.add_argument(
            f"--seat{number}",
            metavar="WHO",
            help=f"who plays seat {number}: human (default), random, greedy, mcts:2s",
        )
    play.add_argument(
        "--hint", default="mcts:1s", metavar="BOT", help="the bot that answers 'hint' (mcts:1s)"
    )
    play.add_argument("--seed", type=_number, help="seed of the random choices (default: a random seed)")
    add_arguments(play.add_argument_group(f"rule options of {game.title}"), game.rules_class)
    play.add_argument("--out", metavar="FILE", help="write the record to FILE instead of printing it")
    match = commands.add_parser("match", help="two bots play a match with the seats swapped")
    match.add_argument(
        "--game", default=game.name, choices=available_games(), help="the game (default ponte)"
    )
    match.add_argument("bot1", metavar="BOT1", help="a bot: random, greedy, mcts:2s (2 s a move), mcts:1000")
    match.add_argument("bot2", metavar="BOT2", help="the other bot")
    match.add_argument("--games", type=_number, default=10, metavar="N", help="how many games (default 10)")
    match.add_argument(
        "--seed", type=_number, default=0, metavar="S", help="seed of the bots and draws (default 0)"
    )
    match.add_argument(
        "--jobs", type=_number, default=1, metavar="J", help="games played at once, in processes"
    )
    match.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    match.add_argument("--out", metavar="FILE", help="write every game's record to FILE")
    add_arguments(match.add_argument_group(f"rule options of {game.title}"), game.rules_class)
    commands.add_parser("games", help="list the games and their rule options")
    return parser


def _chosen_game(argv: Sequence[str]) -> Game[Any, Any, Any]:
    """The game ``play --game NAME`` or ``match --game NAME`` names (its rule options are
    the flags that follow)."""
    command = next((word for word in argv if word in ("play", "match")), None)
    if command is None:
        return load_game(DEFAULT_GAME)
    before = argparse.ArgumentParser(add_help=False)
    before.add_argument("--game", default=DEFAULT_GAME)
    known, _ = before.parse_known_args(argv[list(argv).index(command) + 1 :])
    # An unknown name is left to the full parser, which says what the games are.
    return load_game(known.game if known.game in available_games() else DEFAULT_GAME)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit status.

    >>> from islands_rules.cli import main
    >>> main(["play", "--random", "--seed", "3", "--size", "4"])  # doctest: +ELLIPSIS
    [Format "2"]
    [Game "ponte"]
    [Size "4"]
    ...
    0
    """
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = _parser(_chosen_game(argv))
    arguments = parser.parse_args(argv)
    if arguments.command == "play" and arguments.random == any(_seats(arguments)):
        parser.error(
            "the following arguments are required: --random, or the seats (--seat1 human --seat2 mcts:2s)"
            if not arguments.random
            else "--random plays every seat at random: give it or the --seat flags, not both"
        )
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # a terminal that cannot show a character gets \u escapes
            stream.reconfigure(errors="backslashreplace")
    # A stream the process was started without is None: output to it fails as a full disk
    # does, and messages to it are dropped, so the exit status stays the documented one.
    out, err = Output(sys.stdout), sys.stderr or io.StringIO()
    try:
        if arguments.command == "validate":
            status = _validate(arguments.files, as_json=arguments.json, out=out)
        elif arguments.command == "show":
            status = _show(arguments, out, err)
        elif arguments.command == "games":
            status = _games(out)
        elif arguments.command == "match":
            status = match_command(arguments, out, err)
        else:
            status = _play(arguments, out, err)
        out.flush()  # a full disk is found here, not after main has returned
    except Unwritable as error:
        print(f"islands-rules {arguments.command}: cannot write the output: {error}", file=err)
        return _USAGE_OR_IO
    return status
