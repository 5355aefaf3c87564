"""The checks every public function makes of its arguments first: one place for each."""

from __future__ import annotations

import random
from types import UnionType
from typing import Any, TypeVar, get_args

from .errors import IslandsRulesError, UnknownGameError, shown

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
    try:
        fits = isinstance(value, state_class)
    except TypeError:  # state_class is no class: checked only when the quick way fails
        raise IslandsRulesError(f"state_class must be a class, got {shown(state_class)}") from None
    if not fits:
        game = getattr(state_class, "game_name", getattr(state_class, "__name__", "?"))
        raise UnknownGameError(f"expected a state of the game {shown(game)}, got {type(value).__name__}")
    return value  # type: ignore[return-value]  # isinstance narrowed it, through ``fits``


def expect(value: Any, kind: type | tuple[type, ...] | UnionType, name: str) -> Any:
    """``value`` itself, once checked to be a ``kind`` (a class, a tuple or a union of classes): the
    check of a public function's argument that is no state, named ``name`` in the message.

    >>> from islands_rules.core import expect
    >>> expect(5, str, "path")
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: path must be a str, got int

    :raises IslandsRulesError: otherwise.
    """
    classes = get_args(kind) if isinstance(kind, UnionType) else kind if isinstance(kind, tuple) else (kind,)
    if not classes or not all(isinstance(k, type) for k in classes):
        raise IslandsRulesError(f"kind must be a class or a tuple of classes, got {shown(kind)}")
    if not isinstance(name, str) or not 0 < len(name) <= 60:
        raise IslandsRulesError(
            f"name must be what the value is, in at most 60 characters; got {shown(name)}"
        )
    if not isinstance(value, kind):
        wanted = " or ".join(k.__name__ for k in classes)
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
