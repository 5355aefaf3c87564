"""Writing records: a record's tags, then its numbered turns, comments and result."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.checks import expect
from ..core.data import FORMAT_VERSION
from ..core.errors import RecordError
from ..core.options import rules_to_tags
from ..core.protocol import Game
from .record import Record
from .tags import known_tags

__all__ = ["result_text", "write_record", "write_records"]


def result_text(game: Any, state: Any) -> str:
    """The result as records write it: a player's name, ``draw``, or ``*`` while the game runs.

    >>> import islands_rules as ir
    >>> result_text(ir.load_game("ponte"), ir.new_game())
    '*'
    """
    ended = expect(game, Game, "game").outcome(state)
    return "*" if ended is None else ended.result


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _tag_lines(record: Record) -> list[str]:
    game = record.game
    known = known_tags(game)
    tags = [("Format", str(FORMAT_VERSION)), ("Game", game.name), *rules_to_tags(record.rules)]
    if record.position is not None:
        tags.append(("Position", record.position))
    # The format's tags in the order of the docs' table, then the others by name.
    tags += [(name, record.tags[name]) for name in known if name in record.tags]
    tags.append(("Result", result_text(game, record.final)))
    tags += sorted((name, value) for name, value in record.tags.items() if name not in known)
    return [f'[{name} "{_escape(value)}"]' for name, value in tags]


def write_record(record: Record, *, width: int = 79) -> str:
    """The record's text: its tags, then its numbered turns, comments and result, wrapped at ``width``.

    Every tag the reader needs is written (format, game, rules, the start position if the
    game does not start from a new game, result), so reading the text back gives an equal
    record.

    >>> import islands_rules as ir
    >>> record = ir.Record(["a1,c3", "swap"], rules=ir.ponte.Rules(board_size=6, bridges=None),
    ...                    tags={"Light": "Bob"}, comments={2: "Bob takes light"})
    >>> print(ir.write_record(record))
    [Format "2"]
    [Game "ponte"]
    [Size "6"]
    [Tiles "40"]
    [Bridges "unlimited"]
    [Light "Bob"]
    [Result "*"]
    <BLANKLINE>
    1. a1,c3 2. swap {Bob takes light} *
    <BLANKLINE>

    :raises RecordError: if ``record`` is not a :class:`~islands_rules.Record` or ``width``
        is not a positive int.
    """
    if not isinstance(record, Record):
        raise RecordError(f"write_record needs a Record, got {type(record).__name__}")
    if type(width) is not int or not 1 <= width <= 10**6:
        shown = width if type(width) is int and abs(width) < 10**9 else type(width).__name__
        raise RecordError(f"width must be an int of at least 1 (and at most 1000000), got {shown}")
    game = record.game
    pieces = [f"{{{record.comments[0]}}}"] if 0 in record.comments else []
    for ply, move in enumerate(record.moves, start=1):
        pieces.append(f"{ply}. {game.move_text(move)}")
        if ply in record.comments:
            pieces.append(f"{{{record.comments[ply]}}}")
    pieces.append(result_text(game, record.final))  # ends the game, so games without turns follow each other
    lines: list[str] = []
    for piece in pieces:
        if lines and len(lines[-1]) + 1 + len(piece) <= width:
            lines[-1] += " " + piece
        else:
            lines.append(piece)
    return "\n".join([*_tag_lines(record), "", *lines]) + "\n"


def write_records(records: Iterable[Record], *, width: int = 79) -> str:
    """Several records as one text, a blank line between them; :func:`~islands_rules.read_records` reads it.

    >>> import islands_rules as ir
    >>> records = [ir.Record(["a1,b2"], rules=ir.ponte.Rules(board_size=4)), ir.Record()]
    >>> ir.read_records(ir.write_records(records)) == tuple(records)
    True

    :raises RecordError: as :func:`write_record` does.
    """
    given: object = records  # typed as records, but given by whoever calls
    if isinstance(given, str) or not isinstance(given, Iterable):
        raise RecordError(f"records must be an iterable of records, got {type(records).__name__}")
    return "\n".join(write_record(record, width=width) for record in records)
