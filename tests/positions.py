"""Shared by the position-string tests of every game: every state of seeded random games, and
a string edited at a few places."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import islands_rules as ir


def random_games(rules: Any, games: int, seed: int = 0) -> list[list[Any]]:
    """Every state of ``games`` random games under ``rules``, from the start to the end."""
    found = []
    for number in range(games):
        rng, state = random.Random(seed * 100_000 + number), ir.new_game(rules)
        states = [state]
        while ir.to_move(state) is not None:
            state = ir.play(state, ir.random_move(state, rng))
            states.append(state)
        found.append(states)
    return found


def mutated(text: str, edits: list[tuple[int, str]]) -> str:
    """``text`` with each edit made in turn: at an odd place the character there is replaced,
    at an even one the character is inserted."""
    for where, char in edits:
        where %= len(text) + 1
        text = text[:where] + char + text[where + 1 :] if where % 2 else text[:where] + char + text[where:]
    return text


MAX_MESSAGE = 500  # as tests/conformance/test_hostile.py and the promises page say


def read_or_refuse(text: str, game: str) -> Any:
    """The position ``text`` describes, or ``None`` if it is refused with a
    :class:`~islands_rules.PositionError` whose message is short enough to show."""
    try:
        return ir.read_position(text, game=game)
    except ir.PositionError as error:
        message = str(error)
    assert len(message) <= MAX_MESSAGE, message
    return None


def refused_or_usable(text: str, game: str, usable: Callable[[Any], None]) -> None:
    """``text`` is refused with a short message, or reads to a position that ``usable`` accepts."""
    state = read_or_refuse(text, game)
    if state is not None:
        usable(state)


def assert_reads_back(state: Any) -> str:
    """``state``'s position string is one line of printable ASCII that reads back to an equal
    state (the same ply and player to move), and its JSON data reads back too; the string."""
    game = ir.game_of_state(state)
    text = ir.position_text(state)
    assert text.isascii()
    assert text.isprintable()
    again = game.read_position(text)
    assert again == state
    assert (game.ply(again), game.to_move(again)) == (game.ply(state), game.to_move(state))
    assert ir.position_text(again) == text
    data = game.state_to_dict(state)
    assert game.state_from_dict(data) == state
    assert game.state_to_dict(game.state_from_dict(data)) == data
    return text
