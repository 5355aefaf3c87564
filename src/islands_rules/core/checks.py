"""The checks every public function makes of its arguments first: one place for each."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from .errors import IslandsRulesError, UnknownGameError

__all__ = ["expect", "expect_rng", "expect_state"]

StateT = TypeVar("StateT")


def expect_state(value: object, state_class: type[StateT]) -> StateT:
    """``value`` itself, once checked to be a state of the game whose states are ``state_class``.

    Every public function of a game that takes a state asks this first, so that a wrong
    argument is answered with the library's error rather than an ``AttributeError`` from
    deep inside, and never with an answer to a question that was not asked.

    >>> from islands_rules import ponte
    >>> from islands_rules.core import expect_rng, expect_state
    >>> expect_state(ponte.new_game(), ponte.GameState).ply
    0
    >>> expect_state(None, ponte.GameState)
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: expected a state of the game 'ponte', got NoneType

    :raises UnknownGameError: if ``value`` is not an instance of ``state_class``.
    """
    if not isinstance(value, state_class):
        game = getattr(state_class, "game_name", state_class.__name__)
        raise UnknownGameError(f"expected a state of the game {game!r}, got {type(value).__name__}")
    return value


def expect(value: Any, kind: type | tuple[type, ...], name: str) -> Any:
    """``value`` itself, once checked to be a ``kind`` (a class or a tuple of classes): the
    check of a public function's argument that is no state, named ``name`` in the message.

    >>> from islands_rules.core import expect
    >>> expect(5, str, "path")
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: path must be a str, got int

    :raises IslandsRulesError: otherwise.
    """
    if not isinstance(value, kind):
        wanted = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        raise IslandsRulesError(f"{name} must be a {wanted}, got {type(value).__name__}")
    return value


def expect_rng(value: object) -> random.Random:
    """``value`` itself, once checked to be a :class:`random.Random` (what random play draws from).

    >>> from islands_rules.core import expect_rng
    >>> expect_rng(None)
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: rng must be a random.Random, got NoneType

    :raises IslandsRulesError: otherwise.
    """
    if not isinstance(value, random.Random):
        raise IslandsRulesError(f"rng must be a random.Random, got {type(value).__name__}")
    return value
