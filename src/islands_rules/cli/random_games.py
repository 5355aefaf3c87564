"""``islands-rules play --random``: random legal games of any game, one or ``--games N`` of them
to one file, written as they are played (so an archive of any size takes little memory), the
status on standard error, and special moves (the swap, a decline, a pass) at a set rate.

Every record's ``Event`` tag is the command that replays exactly that game.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from ..core.protocol import Game
from ..core.words import counted
from ..records import Record, write_record
from .files import output_file, positive_number
from .status import ExitStatus

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["SPECIAL_RATE", "add_random_arguments", "play_random", "random_turn"]

SPECIAL_RATE = 0.5
"""How often ``play --random`` plays a special move when one is legal beside ordinary ones, by
default: a player offered the swap takes it about half the time."""


def add_random_arguments(play: argparse.ArgumentParser) -> None:
    """The options of ``play --random`` that make archives."""
    play.add_argument(
        "--games",
        type=positive_number,
        default=1,
        metavar="N",
        help="play N games, one after another (default 1)",
    )
    play.add_argument(
        "--special-rate",
        type=_rate,
        default=SPECIAL_RATE,
        metavar="P",
        help="play a special move (swap, decline, pass: a move that names no cell) with probability P "
        f"when ordinary moves are legal too (default {SPECIAL_RATE})",
    )


def _rate(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be a probability from 0 to 1, got {text!r}")
    return value


def random_turn(game: Game[Any, Any, Any], state: Any, rng: random.Random, *, special_rate: float) -> Any:
    """A random legal move: a special one (whose token names no cell, such as ``swap``) with
    probability ``special_rate`` when ordinary moves are legal too, else an ordinary one, each
    uniformly; at a chance node, the game's own draw.

    >>> import random, islands_rules as ir
    >>> from islands_rules.cli.random_games import random_turn
    >>> ponte = ir.load_game("ponte")
    >>> opened = ponte.play(ponte.new_game(ponte.rules_class(board_size=4)), "a1,b2")
    >>> str(random_turn(ponte, opened, random.Random(1), special_rate=1.0))
    'swap'
    """
    if not isinstance(game.to_move(state), int):
        return game.random_move(state, rng)
    moves = list(game.legal_moves(state))
    # Every game gives its special moves classes of their own (Swap, Pass, Discard, ...), so one
    # token per class tells them apart: writing out thousands of tile pairs a turn to look for
    # a swap made random archives of Ponte some 15 times slower.
    special_kinds = {kind for kind in set(map(type, moves)) if _names_no_cell(game, kind, moves)}
    special = [move for move in moves if type(move) in special_kinds] if special_kinds else []
    if not special or len(special) == len(moves):
        return rng.choice(moves)
    if rng.random() < special_rate:
        return rng.choice(special)
    return rng.choice([move for move in moves if type(move) not in special_kinds])


def _names_no_cell(game: Game[Any, Any, Any], kind: type, moves: list[Any]) -> bool:
    """Whether the first move of class ``kind`` in ``moves`` has a token with no digit."""
    sample = next(move for move in moves if type(move) is kind)
    return not any(char.isdigit() for char in game.move_text(sample))


def _game(game: Game[Any, Any, Any], rules: Any, seed: int, command: str, special_rate: float) -> Record:
    """One random game from ``seed``, its ``Event`` the command that replays it."""
    rng = random.Random(seed)
    state, moves = game.new_game(rules), []
    while game.to_move(state) is not None:
        move = random_turn(game, state, rng, special_rate=special_rate)
        state = game.play(state, move)
        moves.append(move)
    names = game.player_names(rules)
    tags = {**{name.capitalize(): "random" for name in names}, "Event": command}
    return Record(moves, rules=rules, tags=tags)


def play_random(
    game: Game[Any, Any, Any],
    rules: Any,
    seed: int,
    flags: str,
    arguments: argparse.Namespace,
    out: Out,
    err: TextIO,
    status: Callable[[Game[Any, Any, Any], Any], str],
) -> int:
    """Play ``--games`` random games from ``seed`` (game ``k`` from ``seed + k - 1``) and write
    them to ``--out`` or ``out``; the status goes to ``err``. Returns the exit status."""
    count, rate = arguments.games, arguments.special_rate
    rate_flag = "" if rate == SPECIAL_RATE else f" --special-rate {rate:g}"
    progress = err.isatty() and count > 1
    plies, started, record = 0, time.monotonic(), None
    with contextlib.ExitStack() as files:  # a failure to write or close the file is Unwritable
        target: Any = out if arguments.out is None else files.enter_context(output_file(arguments.out))
        for number in range(count):
            command = (
                f"islands-rules play --game {game.name} --random --seed {seed + number}{rate_flag} {flags}"
            )
            record = _game(game, rules, seed + number, command, rate)
            target.write(("\n" if number else "") + write_record(record))
            plies += record.plies
            if progress and (number + 1) % 20 == 0:
                err.write(f"\r{number + 1:,}/{count:,} games, {time.monotonic() - started:,.0f} s ")
                err.flush()
    if progress:
        err.write("\r" + " " * 50 + "\r")
    if arguments.out is not None and record is not None:
        where = f"{arguments.out}: "
        if count == 1:
            print(f"{where}{counted(plies, 'ply')}, {status(game, record.final)}", file=err)
        else:
            print(f"{where}{count:,} games, {counted(plies, 'ply')}", file=err)
    return ExitStatus.OK
