"""Hypothesis strategies for the tests that know no game (records, CLI, front-end kit):
random legal games of every registered game, through the protocol alone.

Each game's own strategies (rule options, moves of its notation) are in its folder,
``tests/<game>/strategies.py``.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

import islands_rules as ir

# Tag values and comments as a record holds them: one line for a tag, no '}' in a comment.
tag_values = st.text(st.characters(blacklist_characters="\n\r\x00", blacklist_categories=["Cs"]), max_size=20)
comment_texts = st.text(st.characters(blacklist_characters="}\x00", blacklist_categories=["Cs"]), max_size=30)
free_tag_names = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,11}", fullmatch=True).filter(
    lambda name: name.lower() not in _reserved_tags()
)
dates = st.from_regex(
    r"(20[0-9]{2}|\?{4})\.(0[1-9]|1[0-2]|\?\?)\.(0[1-9]|1[0-9]|2[0-8]|\?\?)", fullmatch=True
)
"""Dates of the Date tag's shape, on days every month has."""


OWN_GAMES = ir.builtin_games()
"""The library's own games, for tests of what their pages document (a picture's layout); the
tests of the protocol take every registered game."""


def _reserved_tags() -> set[str]:
    """Every tag some game gives a meaning: its rule options, players, and the common tags."""
    names = {name.lower() for name in (*ir.records.COMMON_TAGS, "Format", "Result", "Game", "Position")}
    for name in ir.available_games():
        game = ir.load_game(name)
        names |= {option.tag.lower() for option in ir.core.options.options(game.rules_class)}
        names |= set(game.every_player_name())
    return names


def ponte_rules(smallest: int, largest: int) -> st.SearchStrategy[ir.ponte.Rules]:
    """Ponte del Diavolo's rules on boards from ``smallest`` to ``largest`` cells a side, with
    limited or unlimited supplies: the game whose records span the most board sizes."""
    return st.builds(
        ir.ponte.Rules,
        board_size=st.integers(smallest, largest),
        tiles_per_colour=st.none() | st.integers(2, 40),
        bridges=st.none() | st.integers(0, 15),
    )


def game_names() -> st.SearchStrategy[str]:
    """The name of any registered game."""
    return st.sampled_from(ir.available_games())


@st.composite
def records(
    draw: st.DrawFn,
    game: str | None = None,
    rules: st.SearchStrategy[Any] | None = None,
    *,
    max_plies: int = 60,
    to_the_end: bool = False,
) -> ir.Record:
    """A random legal game of ``game`` (any registered game if ``None``) under rules drawn from
    ``rules`` (the default rules if ``None``), as a Record with random tags and comments.

    Moves come from :func:`islands_rules.random_move` with a drawn seed (the seed shrinks like
    any number); the game stops after at most ``max_plies`` plies unless ``to_the_end``.
    """
    name = draw(game_names()) if game is None else game
    protocol = ir.load_game(name)
    chosen = protocol.rules_class() if rules is None else draw(rules)
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    players = [player.capitalize() for player in protocol.player_names(chosen)]
    tags = draw(st.dictionaries(st.sampled_from([*players, "Event", "Site", "Round"]), tag_values))
    tags |= draw(st.dictionaries(free_tag_names, tag_values, max_size=2))
    if draw(st.booleans()):
        tags["Date"] = draw(dates)
    record = ir.Record(rules=chosen, tags=tags, comments=draw(st.dictionaries(st.just(0), comment_texts)))
    limit = 10**6 if to_the_end else draw(st.integers(0, max_plies))
    while ir.to_move(record.final) is not None and len(record.moves) < limit:
        record = record.play(ir.random_move(record.final, rng), comment=draw(st.none() | comment_texts))
    return record


POSITIONED = ir.builtin_games()
"""The games with position strings (the example game has none)."""


@st.composite
def positioned_records(draw: st.DrawFn) -> ir.Record:
    """A record of a random game of any game with position strings, from a position reached
    by random moves (maybe the new game, maybe an ended one), with random tags and comments."""
    name = draw(st.sampled_from(POSITIONED))
    game = ir.load_game(name)
    rules = draw(ponte_rules(4, 7)) if name == "ponte" else game.rules_class()
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    start = game.new_game(rules)
    for _ in range(draw(st.integers(0, 40))):
        if game.to_move(start) is None:
            break
        start = game.play(start, game.random_move(start, rng))
    players = [player.capitalize() for player in game.player_names(rules)]
    tags = draw(st.dictionaries(st.sampled_from([*players, "Event"]), tag_values))
    record = ir.Record(start=start, tags=tags, comments=draw(st.dictionaries(st.just(0), comment_texts)))
    for _ in range(draw(st.integers(0, 12))):
        if ir.to_move(record.final) is None:
            break
        record = record.play(ir.random_move(record.final, rng), comment=draw(st.none() | comment_texts))
    return record
