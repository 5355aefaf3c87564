"""The tags and comments a record may hold: which tags a game's records know, which they
write from the game itself, and why a tag or a comment cannot be kept (the rules every
:class:`~islands_rules.Record` and every reader apply, in one place).
"""

from __future__ import annotations

import calendar
import re
from typing import Any

from ..core.checks import expect
from ..core.errors import quote
from ..core.options import options
from ..core.protocol import Game
from ..core.registry import load_game

__all__ = ["COMMON_TAGS", "comment_problem", "derived_tags", "known_tags", "tag_problem"]

COMMON_TAGS: tuple[str, ...] = ("Date", "Event", "Site", "Round")
"""The descriptive tags every game's records have, in the order records list them.

``Date`` is ``YYYY.MM.DD`` or ``YYYY-MM-DD`` (``?`` for unknown digits, as ``2026.??.??``).
Beside them, each player's name: the game's player names, capitalised (``Light``,
``Dark``; ``Red``, ``Blue``, ...), from the colour choice on (after a swap in Ponte del
Diavolo, ``Light`` is the second player, R5). Any other tag name is kept as it is."""

_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_DATE = re.compile(r"(?:[0-9]{4}|\?{4})([.-])(?:0[1-9]|1[0-2]|\?\?)\1(?:0[1-9]|[12][0-9]|3[01]|\?\?)")


def known_tags(game: Game[Any, Any, Any]) -> tuple[str, ...]:
    """The descriptive tags of ``game``'s records: its player names, then :data:`COMMON_TAGS`.

    >>> import islands_rules as ir
    >>> known_tags(ir.load_game("ponte"))
    ('Light', 'Dark', 'Date', 'Event', 'Site', 'Round')
    """
    expect(game, Game, "game")
    return (*(name.capitalize() for name in game.every_player_name()), *COMMON_TAGS)


def derived_tags(game: Game[Any, Any, Any]) -> tuple[str, ...]:
    """The tags a record of ``game`` writes from the game itself (its format version, the
    game, its rule options, the position it starts from and its result), so they are never
    among :attr:`Record.tags <islands_rules.Record.tags>`.

    >>> import islands_rules as ir
    >>> derived_tags(ir.load_game("ponte"))
    ('Format', 'Game', 'Size', 'Tiles', 'Bridges', 'Position', 'Result')
    """
    expect(game, Game, "game")
    return ("Format", "Game", *(o.tag for o in options(game.rules_class)), "Position", "Result")


def tag_problem(name: object, value: object, game: Game[Any, Any, Any]) -> str | None:
    """Why ``[name "value"]`` cannot be a descriptive tag of a record of ``game``, or ``None`` if it can."""
    if not isinstance(name, str) or not _TAG_NAME.fullmatch(name) or len(name) > 40:
        shown = quote(name) if isinstance(name, str) else type(name).__name__
        return f"tag name {shown} must be a letter followed by at most 39 letters, digits or _"
    if not isinstance(value, str):
        return f"tag [{name}] must have a str value, got {type(value).__name__}"
    derived = derived_tags(game)
    reserved = {tag.lower(): tag for tag in (*known_tags(game), *derived)}
    known = reserved.get(name.lower())
    if known is not None and known != name:
        return f"tag names are case-sensitive: write [{known}], not [{name}]"
    if known in derived:
        return f"[{known}] is written from the game itself, not kept as a tag"
    other = _other_games_option(name, game)
    if other is not None:
        return f"[{name}] is an option of {other}, not of {game.title}"
    if "\n" in value or "\r" in value:
        return f"tag [{name}] must fit on one line"
    unwritable = _unwritable(value)
    if unwritable is not None:
        return f"tag [{name}] holds {unwritable}"
    if name == "Date" and not _DATE.fullmatch(value):
        return f"[Date {quote(value)}] must look like 2026.11.23 or 2026-11-23 (? for unknown digits)"
    if name == "Date" and not _day_exists(value):
        return f"[Date {quote(value)}] names a day that no month has"
    return None


def _day_exists(date: str) -> bool:
    """Whether a date of the ``Date`` tag's shape can be a day (2026.02.31 cannot; ?? can be any)."""
    year, month, day = date[:4], date[5:7], date[8:10]
    if "?" in month or "?" in day:
        return True
    leap = "?" in year or calendar.isleap(int(year))  # an unknown year may be a leap year
    return int(day) <= calendar.monthrange(2024 if leap else 2023, int(month))[1]


def _other_games_option(name: str, game: Game[Any, Any, Any]) -> str | None:
    """The title of another game one of whose option tags is ``name``, or ``None``."""
    from ..core.registry import available_games

    if any(o.tag == name for o in options(game.rules_class)):
        return None
    for other in available_games():
        rival = load_game(other)
        if rival is not game and any(o.tag == name for o in options(rival.rules_class)):
            return rival.title
    return None


def comment_problem(text: object) -> str | None:
    """Why ``text`` cannot be a comment of a record, or ``None`` if it can."""
    if not isinstance(text, str):
        return f"a comment must be a str, got {type(text).__name__}"
    if "}" in text:
        return "a comment may not contain '}', which ends it in a record"
    unwritable = _unwritable(text)
    return None if unwritable is None else f"the comment holds {unwritable}"


def _unwritable(text: str) -> str | None:
    """What in ``text`` a record (UTF-8 text, which never holds NUL) cannot hold, or ``None``."""
    if "\x00" in text:
        return "a NUL character, which a record cannot"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "characters that cannot be written as UTF-8"
    return None
