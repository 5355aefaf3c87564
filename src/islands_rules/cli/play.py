"""``islands-rules play`` with seats: a game in the terminal between people and bots.

``islands-rules play --game NAME --seat0 human --seat1 mcts:2s [--seed S] [--hint BOT] [--out FILE]``

Seats are numbered as the library numbers them (:func:`~islands_rules.to_move`), from 0 for
the player who moves first: ``--seat0`` is light in Ponte, dark in Isaac, red in LSD and
Islands.

The board is drawn after every move. A person types a move in the game's notation, or
one of the words of :data:`COMMANDS`; a bot's seat plays by itself, and chance outcomes
(a tile drawn from a face-down supply) are drawn by their weights with the seed. At the
end the record is written to ``--out`` (or printed).
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO

from ..bots import Bot, Table, make_bot
from ..core.errors import IslandsRulesError
from ..core.protocol import Game
from ..core.words import counted
from ..records import Record
from .files import Unreadable, output_file, read_line
from .status import ExitStatus
from .turns import announce, list_moves

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["COMMANDS", "HUMAN", "play_command", "play_seats", "seat_specs"]

_USAGE = ExitStatus.USAGE_OR_IO  # a wrong command line, or output that cannot be written

HUMAN = "human"
"""The seat of a person, who types the moves."""

COMMANDS = {
    "moves": "count and list the legal moves; 'moves c3' only those with c3 ('moves swap', ...)",
    "hint": "the hint bot's suggestion",
    "undo": "take back your last move (and the moves played since)",
    "board": "draw the board again",
    "legend": "draw the board with what its symbols mean",
    "quit": "stop here; the record is written unfinished",
    "help": "this list",
}
"""The words a person may type instead of a move, and what each does."""


def seat_specs(game: Game[Any, Any, Any], rules: Any, given: Sequence[str | None]) -> list[str]:
    """Who plays each seat: ``given[seat]`` (``--seat0`` first), a person where none is given.

    :raises IslandsRulesError: for a seat the game does not have under ``rules``, or a
        name that is neither ``human`` nor a bot's.
    """
    seats = len(game.player_names(rules))
    extra = [number for number, spec in enumerate(given) if spec is not None and number >= seats]
    if extra:
        raise IslandsRulesError(
            f"--seat{extra[0]} given, but {game.title} is played by {seats} players here"
            f" (seats 0 to {seats - 1})"
        )
    specs = [(given[seat] if seat < len(given) else None) or HUMAN for seat in range(seats)]
    for spec in specs:
        if spec.lower() != HUMAN:
            make_bot(spec)  # a bad name fails now, before the game starts
    return [spec.lower() if spec.lower() == HUMAN else spec for spec in specs]


def _undo(playing: Table, humans: set[int]) -> bool:
    """Back to the last earlier position where a person was to move; whether there was one."""
    game = playing.game
    for ply in range(playing.plies - 1, -1, -1):
        if game.to_move(playing.states[ply]) in humans:
            playing.take_back(playing.plies - ply)
            return True
    return False


def _status(game: Game[Any, Any, Any], state: Any, humans: set[int] | None = None) -> str:
    ended = game.outcome(state)
    if ended is None:
        seat = game.to_move(state)
        if not isinstance(seat, int):
            return "a chance draw is next"
        you = " (you)" if humans is not None and seat in humans and len(humans) == 1 else ""
        return f"{game.seat_names(state)[seat]}{you} to move"
    return (
        "game over: a draw"
        if ended.winner is None
        else f"game over: {ended.winner} wins on {ended.decided_by}"
    )


def _turn_line(game: Game[Any, Any, Any], state: Any, humans: set[int] | None = None) -> str:
    """The status under the board: the ply being played (numbered as errors and records
    number it) and who is to move, or how many plies were played and how the game ended."""
    if game.outcome(state) is not None:
        return f"after ply {game.ply(state)}: {_status(game, state)}"
    return f"ply {game.ply(state) + 1}: {_status(game, state, humans)}"


def _show(playing: Table, out: Out, humans: set[int] | None = None, legend: bool = False) -> None:
    game, state = playing.game, playing.state
    extra = {"legend": True} if legend and "legend" in game.text_options else {}
    print(game.render_text(state, **extra), file=out)
    for line in game.describe(state):
        print(line, file=out)
    print(_turn_line(game, state, humans), file=out)


def _seat_line(game: Game[Any, Any, Any], state: Any, specs: Sequence[str]) -> str:
    """Who plays which colour: ``you play light (seat 0); dark (seat 1): mcts:2s``."""
    names = game.seat_names(state)
    humans = [seat for seat, spec in enumerate(specs) if spec == HUMAN]
    parts: list[str] = []
    for seat, (name, spec) in enumerate(zip(names, specs, strict=True)):
        if spec == HUMAN and len(humans) == 1:
            parts.insert(0, f"you play {name} (seat {seat})")
        else:
            parts.append(f"{name} (seat {seat}): {'a person' if spec == HUMAN else spec}")
    return "; ".join(parts)


def _read(prompt: str, inp: TextIO, out: Out, echo: bool) -> str | None:
    """A line typed after ``prompt``, stripped; ``None`` at the end of the input."""
    print(prompt, end="", file=out)
    flush = getattr(out, "flush", None)
    if flush is not None:
        flush()
    line = read_line(inp)
    if not line:
        print(file=out)
        return None
    if echo:  # a script's input, so the transcript reads as a game
        print(line.rstrip("\n"), file=out)
    return line.strip()


def _human_turn(
    playing: Table, seat: int, hint: Bot, humans: set[int], inp: TextIO, out: Out, echo: bool
) -> str:
    """One person's turn, with any commands typed before it: ``moved``, ``undone`` or ``quit``."""
    game = playing.game
    legal = game.legal_moves(playing.state)
    only = game.move_text(legal[0]) if len(legal) == 1 else None
    if only is not None:
        print(f"only one legal move: {only}; press Enter to play it", file=out)
    while True:
        name = game.seat_names(playing.state)[seat]
        text = _read(f"{name}> ", inp, out, echo)
        if text is None or text.lower() == "quit":
            return "quit"
        words = text.lower().split()
        if not text:
            if only is None:
                continue
            text = only
            words = [only]
        if words[0] in ("help", "?"):
            print("Type a move (" + game.notation_hint + ") or a command:", file=out)
            for command, meaning in COMMANDS.items():
                print(f"  {command:6} {meaning}", file=out)
        elif words[0] == "moves":
            texts = [game.move_text(move) for move in legal]
            for line in list_moves(texts, text.split()[1:]):
                print(textwrap.fill(line, width=79, break_on_hyphens=False), file=out)
        elif words == ["hint"]:
            print(f"hint: {game.move_text(hint.choose(playing.state))}", file=out)
        elif words == ["undo"]:
            if _undo(playing, humans):
                print(f"taken back: ply {game.ply(playing.state) + 1} is to be played again", file=out)
                _show(playing, out, humans)
                return "undone"
            print("nothing to take back", file=out)
        elif words == ["board"]:
            _show(playing, out, humans)
        elif words == ["legend"]:
            _show(playing, out, humans, legend=True)
        else:
            before = playing.state
            try:
                move = game.parse_move(text)
                playing.play(move)
            except IslandsRulesError as error:
                print(f"{error}; type 'moves' for the legal moves, 'help' for the commands", file=out)
                continue
            for line in announce(game, before, move):
                print(line, file=out)
            _show(playing, out, humans)
            return "moved"


def play_seats(
    game: Game[Any, Any, Any],
    rules: Any,
    specs: Sequence[str],
    *,
    seed: int,
    hint: str,
    event: str,
    inp: TextIO,
    out: Out,
) -> Record:
    """Play a game in the terminal, ``specs[seat]`` playing each seat (``human`` or a bot's
    name), and return its record (unfinished if a person quit). Bots and chance draws are
    seeded from ``seed``; ``hint`` names the bot that answers ``hint``.

    :raises IslandsRulesError: if ``hint`` or a seat names no bot.
    """
    rng = random.Random(seed)
    bots: dict[int, Bot] = {}
    for number, spec in enumerate(specs):
        bot_seed = rng.randrange(2**32)
        if spec != HUMAN:
            bots[number] = make_bot(spec, seed=bot_seed)
    hinter = make_bot(hint, seed=rng.randrange(2**32))
    dealer = random.Random(rng.randrange(2**32))
    humans = {number for number, spec in enumerate(specs) if spec == HUMAN}
    echo = not inp.isatty()
    playing = Table(game.new_game(rules))
    playing.game = game  # the protocol object given, which the registry's may differ from
    print(_seat_line(game, playing.state, specs), file=out)
    _show(playing, out, humans)
    try:
        _loop(playing, specs, bots, hinter, dealer, humans, inp, out, echo)
    except KeyboardInterrupt:  # Ctrl-C stops the game as quit does: the record is still written
        print("\ninterrupted", file=out)
    names = game.seat_names(playing.state)
    tags = {name.capitalize(): spec for name, spec in zip(names, specs, strict=True)}
    return playing.record({**tags, "Event": event})


def _loop(
    playing: Table,
    specs: Sequence[str],
    bots: dict[int, Bot],
    hinter: Bot,
    dealer: random.Random,
    humans: set[int],
    inp: TextIO,
    out: Out,
    echo: bool,
) -> None:
    """The moves of the game until it ends or a person quits."""
    game = playing.game
    while (seat := game.to_move(playing.state)) is not None:
        before = playing.state
        if not isinstance(seat, int):  # a chance node: the outcome is drawn by its weight
            move = playing.deal(dealer)
            print(f"drawn: {game.move_text(move)}", file=out)
        elif seat in bots:
            move = bots[seat].choose(playing.state)
            name = game.seat_names(playing.state)[seat]
            print(f"{name} ({specs[seat]}) plays {game.move_text(move)}", file=out)
            playing.play(move)
        elif _human_turn(playing, seat, hinter, humans, inp, out, echo) == "quit":
            break
        else:
            continue  # the person's turn drew the board itself
        for line in announce(game, before, move):
            print(line, file=out)
        _show(playing, out, humans)


def play_command(
    game: Game[Any, Any, Any],
    rules: Any,
    given: Sequence[str | None],
    seed: int,
    flags: str,
    arguments: argparse.Namespace,
    out: Out,
    err: Out,
) -> int:
    """``islands-rules play`` with seats: a game in the terminal on standard input; the
    record goes to ``--out`` or is printed. Returns the exit status (2: a bad seat or bot)."""
    typed = sys.stdin or io.StringIO()  # started without standard input: nobody types, as at its end
    try:
        specs = seat_specs(game, rules, given)
        seats = " ".join(f"--seat{number} {spec}" for number, spec in enumerate(specs))
        event = f"islands-rules play --game {game.name} {seats} --seed {seed} {flags}".strip()
        record = play_seats(
            game, rules, specs, seed=seed, hint=arguments.hint, event=event, inp=typed, out=out
        )
    except (IslandsRulesError, Unreadable) as error:
        print(f"islands-rules play: {error}", file=err)
        return _USAGE
    if arguments.out is None:
        print(record, end="", file=out)
        return ExitStatus.OK
    with output_file(arguments.out) as file:
        file.write(str(record))
    plies = counted(record.plies, "ply")
    print(f"record written to {arguments.out}: {plies}, {_status(game, record.final)}", file=out)
    return ExitStatus.OK
