"""The grammar of records, which knows no game: tags, move numbers, comments, results, and
turns that are words the game reads. Only a game's move tokens and result words (its
players' names) enter the tokeniser.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ..core.data import FORMAT_VERSION
from ..core.errors import InvalidRulesError, quote
from ..core.options import count, options
from ..core.protocol import Game
from ..core.registry import available_games, load_game

__all__ = [
    "BAD_TAG",
    "ESCAPED",
    "TAG",
    "Place",
    "Places",
    "format_problem",
    "option_tags",
    "results",
    "tokens",
]

TAG = re.compile(r'\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n\r]|\\["\\])*)"[ \t]*\]')
BAD_TAG = re.compile(r"\[[^\]\n]*\]?")  # what a malformed tag spans: up to its ] or the end of its line
ESCAPED = re.compile(r"\\([\"\\])")
Place = tuple[int, int]  # a line and a column in the text, from 1


@cache
def tokens(game: Game[Any, Any, Any]) -> re.Pattern[str]:
    """The tokens of ``game``'s records: one at a time, and every character is matched by some
    alternative, so reading never stalls. Only the move and result words depend on the game."""
    words = "|".join(re.escape(word) for word in results(game) if word != "*")
    return re.compile(
        rf"""
          (?P<space>\s+)
        | (?P<comment>\{{[^}}]*\}})
        | (?P<open>\{{)
        | (?P<tag>\[)
        | (?P<number>[0-9]+\.(?![0-9.]))
        | (?P<end>(?:\*|{words})(?![^\s\[\]{{}}]))
        | (?P<move>{game.token_pattern}(?![^\s\[\]{{}}]))
        | (?P<word>[^\s\[\]{{}}]+)
        | (?P<stray>[\]}}])
        """,
        re.VERBOSE | re.IGNORECASE | re.ASCII,  # ASCII: no look-alike letters such as the Kelvin sign
    )


@cache
def results(game: Game[Any, Any, Any]) -> tuple[str, ...]:
    """The results a record of ``game`` may claim: a player's name, ``draw`` or ``*``."""
    return (*game.every_player_name(), "draw", "*")


@cache
def option_tags() -> dict[str, tuple[str, ...]]:
    """Each option tag of any game, with the games that have it."""
    found: dict[str, tuple[str, ...]] = {}
    for name in available_games():
        for o in options(load_game(name).rules_class):
            found[o.tag] = (*found.get(o.tag, ()), name)
    return found


def format_problem(value: str) -> str | None:
    """Why ``[Format "value"]`` cannot be read by this library, or ``None`` if it can."""
    try:
        version = count(value)
    except InvalidRulesError:
        version = 0
    if not version:
        return f"[Format {quote(value)}] must be a version number such as {FORMAT_VERSION}"
    if version > FORMAT_VERSION:
        return f"record format {version} is newer than this library reads ({FORMAT_VERSION})"
    return None


class Places:
    """The line and column (from 1) of character offsets in a text.

    Reading asks for places in text order, so only the text since the last place asked for
    is scanned: linear in the text, in constant memory, however many lines it has.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._cursor, self._line, self._line_start = 0, 1, 0  # the last place asked for

    def where(self, offset: int) -> Place:
        """The line and column of the character at ``offset``."""
        if offset < self._cursor:  # never, as the reader asks; still right if it did
            self._cursor, self._line, self._line_start = 0, 1, 0
        text = self.text
        newlines = text.count("\n", self._cursor, offset)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._cursor, offset) + 1
        self._cursor = offset
        return self._line, offset - self._line_start + 1
