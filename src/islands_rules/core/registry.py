"""The games of the library, by name: each game's package is imported only when it is used.

>>> import islands_rules as ir
>>> "ponte" in ir.available_games()
True
>>> ir.load_game("ponte").title
'Ponte del Diavolo'
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGameError, quote
from .protocol import Game

__all__ = ["DEFAULT_GAME", "available_games", "game_of", "game_of_state", "load_game"]

DEFAULT_GAME = "ponte"
"""The game of a record with no ``[Game]`` tag, and of :func:`~islands_rules.new_game` without one."""

# name -> the module whose GAME is the game's protocol object; in the order the docs list them.
_MODULES = {
    "ponte": "islands_rules.ponte",
    "isaac": "islands_rules.isaac",
    "lsd": "islands_rules.lsd",
    "islands": "islands_rules.islands",
}

_loaded: dict[str, Game[Any, Any, Any]] = {}


def available_games() -> tuple[str, ...]:
    """The names of every game of the library, Ponte del Diavolo first.

    >>> available_games()[0]
    'ponte'
    """
    return tuple(_MODULES)


def load_game(name: str | Game[Any, Any, Any]) -> Game[Any, Any, Any]:
    """The game called ``name`` (as :func:`available_games` lists it, in any case); a game
    given for ``name`` is returned as it is.

    >>> load_game("Ponte").name
    'ponte'
    >>> load_game("chess")
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: no game 'chess'; the games are ponte...

    :raises UnknownGameError: if there is no such game.
    """
    if isinstance(name, Game):
        return name
    key = name.lower() if isinstance(name, str) and name.isascii() else None
    if key not in _MODULES:
        shown = quote(name) if isinstance(name, str) else type(name).__name__
        raise UnknownGameError(f"no game {shown}; the games are {', '.join(_MODULES)}")
    game = _loaded.get(key)
    if game is None:
        game = _loaded[key] = importlib.import_module(_MODULES[key]).GAME
    return game


def game_of(thing: object) -> Game[Any, Any, Any]:
    """The game a state (or a ``Rules`` value) belongs to.

    >>> import islands_rules as ir
    >>> game_of(ir.new_game()).name
    'ponte'

    :raises UnknownGameError: if ``thing`` is no state or rules of a game of the library.
    """
    name = getattr(type(thing), "game_name", None)
    if not isinstance(name, str) or name not in _MODULES:
        raise UnknownGameError(f"expected a game state or rules of islands_rules, got {type(thing).__name__}")
    return load_game(name)


def game_of_state(state: object) -> Game[Any, Any, Any]:
    """The game ``state`` is a state of; what every generic function asks first.

    >>> import islands_rules as ir
    >>> game_of_state(ir.new_game()).name
    'ponte'
    >>> game_of_state(ir.ponte.Rules())
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: expected a state of a game of islands_rules, got Rules

    :raises UnknownGameError: if ``state`` is no state of a game of the library.
    """
    name = getattr(type(state), "game_name", None)
    game = load_game(name) if isinstance(name, str) and name in _MODULES else None
    if game is None or not isinstance(state, game.state_class):
        raise UnknownGameError(f"expected a state of a game of islands_rules, got {type(state).__name__}")
    return game
