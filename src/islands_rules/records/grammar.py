"""The grammar of records, which knows no game: tags, move numbers, comments, results, and
turns that are words the game reads. Only a game's move tokens and result words (its
players' names) enter the tokeniser.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ..core.options import options
from ..core.protocol import Game
from ..core.registry import available_games, load_game

__all__ = ["BAD_TAG", "ESCAPED", "TAG", "Place", "option_tags", "results", "tokens"]

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
