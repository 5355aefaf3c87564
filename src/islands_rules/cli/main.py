"""The ``islands-rules`` command: validate, show and play game records of every game.

``islands-rules validate PATH…``
    Read every game of every file (folders walked recursively) leniently, report each problem
    and end with the totals; see :mod:`islands_rules.cli.validate`.
``islands-rules show FILE``
    Draw the position after ply ``N`` (the last by default) with the game's own picture
    and figures; ``--svg`` also writes the picture.
``islands-rules play --random``
    Play complete random legal games and print (or write) their records; the game's rule
    options are flags (``islands-rules games`` lists them); see :mod:`islands_rules.cli.random_games`.
``islands-rules play --seat0 human --seat1 mcts:2s``
    Play in the terminal, people and bots at the seats (see :mod:`islands_rules.cli.play`).
``islands-rules match BOT1 BOT2``
    Two bots play a match with the seats swapped (see :mod:`islands_rules.cli.match`).
``islands-rules solve --game NAME [rule options] [--position TEXT] [--openings]``
    The exact value of a position and its best play (see :mod:`islands_rules.cli.solve`).
``islands-rules games``
    List the games and their rule options.

Every option of every command is in :func:`build_parser`'s parser (the docs' CLI reference is
written from it), and the exit statuses are :class:`~islands_rules.cli.status.ExitStatus`.
``-`` as a file reads standard input. Files are UTF-8 records of at most 32 MiB, read one
game at a time.
"""

from __future__ import annotations

import argparse
import io
import itertools
import random
import shlex
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO

from .. import __version__
from ..core.errors import IslandsRulesError, PositionError
from ..core.options import add_arguments, describe, rules_from_arguments, rules_to_tags
from ..core.protocol import Game
from ..core.registry import DEFAULT_GAME, available_games, load_game
from ..core.words import counted
from ..records import ProblemKind, Record, iter_checks
from .files import Output, Unreadable, Unwritable, output_file, read_file, whole_number
from .random_games import SPECIAL_RATE, add_random_arguments, play_random
from .solve import add_solve_command
from .status import ExitStatus, exit_status_text
from .turns import event_text
from .validate import add_validate_command, describe_status, say_problem, validate

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["build_parser", "main", "ply_events"]

_VALID, _INVALID, _USAGE_OR_IO = ExitStatus.OK, ExitStatus.INVALID, ExitStatus.USAGE_OR_IO


def _status(game: Game[Any, Any, Any], state: Any) -> str:
    """Whose turn it is, or how the game ended."""
    ended, seat = game.outcome(state), game.to_move(state)
    return describe_status(
        {
            "over": seat is None,
            "to_move": game.seat_names(state)[seat] if isinstance(seat, int) else None,
            "winner": None if ended is None else ended.result,
            "decided_by": None if ended is None else ended.decided_by,
        }
    )


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
        say_problem(name, problem.to_dict(), err)
    first = check.error
    if (
        first is not None
        and first.kind is ProblemKind.ENCODING
        and first.ply is None
        and not check.played_through
    ):
        return _INVALID  # the text is not text at all: nothing was read, so there is no board to draw
    record = check.record
    game = record.game
    ply = record.plies if arguments.ply is None else arguments.ply
    if not 0 <= ply <= record.plies:
        print(f"islands-rules show: --ply {ply}, but the game has {counted(record.plies, 'ply')}", file=err)
        return _USAGE_OR_IO
    state = record.states[ply]
    start = "" if record.position is None else f" (from the position {record.position})"
    print(f"{name}: after ply {ply} of {record.plies}{start}; {_status(game, state)}", file=out)
    legend = {"legend": True} if arguments.legend and "legend" in game.text_options else {}
    print(game.render_text(state, unicode=arguments.unicode, **legend), file=out)
    for line in game.describe(state):
        print(line, file=out)
    if arguments.events:
        for line in ply_events(game, record, ply):
            print(line, file=out)
    if arguments.svg is not None:
        with output_file(arguments.svg) as file:
            file.write(game.svg(state, last_move=record.moves[ply - 1] if ply else None))
        print(f"picture written to {arguments.svg}", file=out)
    return _VALID if check.valid else _INVALID


def ply_events(game: Game[Any, Any, Any], record: Record, last: int) -> list[str]:
    """What ``show --events`` prints: each ply up to ``last`` and its move, then what it did,
    an event a line (see :func:`~islands_rules.cli.turns.event_text`).

    >>> import islands_rules as ir
    >>> record = ir.Record(["a1,c3", "swap"], rules=ir.ponte.Rules(board_size=5))
    >>> for line in ply_events(record.game, record, 2):
    ...     print(line)
    events:
    1. a1,c3
       place by light: a1 c3; colour light
    2. swap
       swap by dark: colour light
    """
    lines = ["events:"]
    for ply in range(1, last + 1):
        before, move = record.states[ply - 1], record.moves[ply - 1]
        lines.append(f"{ply}. {game.move_text(move)}")
        try:
            events = game.effects(before, move)
        except PositionError:  # the game does not say what its moves do
            lines.append("   (this game does not say what its moves do)")
            continue
        seats = game.seat_names(before)
        lines += [f"   {event_text(event, seats)}" for event in events]
    return lines


# ---------------------------------------------------------------------------------- play


def _play(arguments: argparse.Namespace, out: Out, err: TextIO) -> int:
    game = load_game(arguments.game)
    try:
        rules = rules_from_arguments(game.rules_class, arguments)
    except IslandsRulesError as error:
        print(f"islands-rules play: {error}", file=err)
        return _USAGE_OR_IO
    # A game without --seed gets one too, written in the record, so every game can be replayed.
    seed = random.SystemRandom().randrange(2**32) if arguments.seed is None else arguments.seed
    flags = " ".join(
        f"{o.flag} {shlex.quote(text)}"
        for o, (_, text) in zip(_options(game), rules_to_tags(rules), strict=True)
    )
    given = _seats(arguments)
    if not arguments.random:
        from .play import play_command  # the bots load only for the commands that use them

        return play_command(game, rules, given, seed, flags, arguments, out, err)
    return play_random(game, rules, seed, flags, arguments, out, err, _status)


def _seats(arguments: argparse.Namespace) -> list[str | None]:
    """The ``--seat0``, ``--seat1``, ... flags of ``play``, in seat order (``None``: not given)."""
    return [getattr(arguments, f"seat{n}") for n in range(100) if hasattr(arguments, f"seat{n}")]


def _options(game: Game[Any, Any, Any]) -> tuple[Any, ...]:
    from ..core.options import options

    return options(game.rules_class)


def _player_counts(counts: tuple[int, ...]) -> str:
    """``(2,)`` -> "2", ``(2, 4)`` -> "2 or 4", ``(2, 3, 4, 5)`` -> "2 to 5"."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return " or ".join(map(str, counts))


def _games(out: Out) -> int:
    for name in available_games():
        game = load_game(name)
        print(f"{name}: {game.title}, {_player_counts(game.player_counts)} players", file=out)
        for line in describe([game.rules_class]):
            print(f"    {line}", file=out)
    return _VALID


# ---------------------------------------------------------------------------------- main


def build_parser(game: str | None = None) -> argparse.ArgumentParser:
    """The parser of the ``islands-rules`` command: every command, every option, with the
    rule options of ``game`` (default ``ponte``) for ``play``, ``match`` and ``solve`` (each game
    has its own; ``play --game NAME`` picks them). The docs' CLI reference is written from it.

    >>> from islands_rules.cli import build_parser
    >>> parser = build_parser("isaac")
    >>> parser.parse_args(["show", "game.txt", "--ply", "3"]).ply
    3
    >>> parser.parse_args(["play", "--game", "isaac", "--random", "--size", "8"]).size
    8

    :raises UnknownGameError: for a game that is not registered.
    """
    return _parser(load_game(DEFAULT_GAME if game is None else game))


_GAME_HELP = f"the game (default {DEFAULT_GAME}; islands-rules games lists them)"


def _parser(game: Game[Any, Any, Any]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="islands-rules",
        description="Game records of Ponte del Diavolo, Isaac, LSD and Islands: validate them, "
        "show positions, play games against bots, and bot matches.",
        epilog=exit_status_text(),
    )
    parser.add_argument("--version", action="version", version=f"islands-rules {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_validate_command(commands)
    show = commands.add_parser("show", help="draw a position of a record")
    show.add_argument("file", metavar="FILE", help="a record file; - reads standard input")
    show.add_argument(
        "--game", type=whole_number, default=1, metavar="K", help="which game of the file (default 1)"
    )
    show.add_argument(
        "--ply", type=whole_number, metavar="N", help="the position after N plies (default: the last)"
    )
    show.add_argument("--unicode", action="store_true", help="draw with Unicode symbols instead of ASCII")
    show.add_argument("--legend", action="store_true", help="say under the picture what its symbols mean")
    show.add_argument("--svg", metavar="OUT.svg", help="also write the position as an SVG picture")
    show.add_argument(
        "--events", action="store_true", help="say what each ply did, an event a line, up to the position"
    )
    play = commands.add_parser(
        "play",
        help="play a game: at random (--random), or people and bots at the seats (--seat0 ...)",
        epilog=f"The rule options shown are {game.title}'s; each game has its own: "
        "islands-rules play --game NAME --help.",
    )
    play.add_argument("--game", default=game.name, choices=available_games(), metavar="NAME", help=_GAME_HELP)
    play.add_argument("--random", action="store_true", help="choose every move at random")
    names = game.every_player_name()
    for number in range(max(game.player_counts)):
        play.add_argument(
            f"--seat{number}",
            metavar="WHO",
            help=f"who plays seat {number}, {names[number]}: human (default), random, greedy, mcts:2s"
            + (" (seat 0 moves first)" if number == 0 else ""),
        )
    play.add_argument(
        "--hint", default="mcts:1s", metavar="BOT", help="the bot that answers 'hint' (mcts:1s)"
    )
    play.add_argument("--seed", type=whole_number, help="seed of the random choices (default: a random seed)")
    add_arguments(play.add_argument_group(f"rule options of {game.title}"), game.rules_class)
    play.add_argument("--out", metavar="FILE", help="write the record to FILE instead of printing it")
    add_random_arguments(play)
    match = commands.add_parser("match", help="two bots play a match with the seats swapped")
    match.add_argument(
        "--game", default=game.name, choices=available_games(), metavar="NAME", help=_GAME_HELP
    )
    match.add_argument("bot1", metavar="BOT1", help="a bot: random, greedy, mcts:2s (2 s a move), mcts:1000")
    match.add_argument("bot2", metavar="BOT2", help="the other bot")
    match.add_argument(
        "--games", type=whole_number, default=10, metavar="N", help="how many games (default 10)"
    )
    match.add_argument(
        "--seed", type=whole_number, default=0, metavar="S", help="seed of the bots and draws (default 0)"
    )
    match.add_argument(
        "--jobs", type=whole_number, default=1, metavar="J", help="games played at once, in processes"
    )
    match.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    match.add_argument("--out", metavar="FILE", help="write every game's record to FILE")
    add_arguments(match.add_argument_group(f"rule options of {game.title}"), game.rules_class)
    add_solve_command(commands, game, _GAME_HELP)
    commands.add_parser("games", help="list the games and their rule options")
    return parser


def _chosen_game(argv: Sequence[str]) -> Game[Any, Any, Any]:
    """The game ``play --game NAME``, ``match --game NAME`` or ``solve --game NAME`` names (its
    rule options are the flags that follow)."""
    command = next((word for word in argv if word in ("play", "match", "solve")), None)
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
            "the following arguments are required: --random, or the seats (--seat0 human --seat1 mcts:2s)"
            if not arguments.random
            else "--random plays every seat at random: give it or the --seat flags, not both"
        )
    archive_flags = arguments.command == "play" and (arguments.games, arguments.special_rate) != (
        1,
        SPECIAL_RATE,
    )
    if archive_flags and not arguments.random:
        parser.error("--games and --special-rate go with --random: with --seat flags one game is played")
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # a terminal that cannot show a character gets \u escapes
            stream.reconfigure(errors="backslashreplace")
    # A stream the process was started without is None: output to it fails as a full disk
    # does, and messages to it are dropped, so the exit status stays the documented one.
    out, err = Output(sys.stdout), sys.stderr or io.StringIO()
    try:
        if arguments.command == "validate":
            status = validate(arguments, out, err)
        elif arguments.command == "show":
            status = _show(arguments, out, err)
        elif arguments.command == "games":
            status = _games(out)
        elif arguments.command == "solve":
            from .solve import solve_command  # the solver loads only for its command

            status = solve_command(arguments, out, err)
        elif arguments.command == "match":
            from .match import match_command  # the bots load only for the commands that use them

            status = match_command(arguments, out, err)
        else:
            status = _play(arguments, out, err)
        out.flush()  # a full disk is found here, not after main has returned
    except Unwritable as error:
        print(f"islands-rules {arguments.command}: {error}", file=err)
        return int(_USAGE_OR_IO)
    return int(status)
