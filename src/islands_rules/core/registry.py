"""The games of the library, by name: every game, built in or not, is found the same way.

A package makes its game known by declaring an entry point in the group
``islands_rules.games`` that names its :class:`~islands_rules.Game` object, as this library
does for its own four games::

    [project.entry-points."islands_rules.games"]
    ponte = "islands_rules.ponte.game:GAME"

A game defined at run time is added with :func:`~islands_rules.register_game`. A game's module is imported
only when the game is first used. The library's own games come first, in the order it
lists them; then the others by name.

>>> import islands_rules as ir
>>> ir.available_games()[:4]
('ponte', 'isaac', 'lsd', 'islands')
>>> ir.load_game("ponte").title
'Ponte del Diavolo'
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .errors import UnknownGameError, quote
from .protocol import Game

if TYPE_CHECKING:  # the entry points are read on first use, not at import (importlib.metadata costs ~10 ms)
    from importlib.metadata import EntryPoint

__all__ = [
    "DEFAULT_GAME",
    "ENTRY_POINT_GROUP",
    "available_games",
    "builtin_games",
    "game_of",
    "game_of_state",
    "load_game",
    "register_game",
    "unregister_game",
]

DEFAULT_GAME = "ponte"
"""The game of a record with no ``[Game]`` tag, and of :func:`~islands_rules.new_game` without one."""

ENTRY_POINT_GROUP = "islands_rules.games"
"""The entry-point group through which a package declares its games."""

_OWN_DISTRIBUTION = "islands-rules"
# Only the order in which the library lists its own games (the order of its docs): a build
# backend may write entry points in any order. What exists is what the entry points declare.
_OWN_ORDER = ("ponte", "isaac", "lsd", "islands")
_NAME = re.compile(r"[a-z][a-z0-9_]*")

# name -> the game, or the entry point that loads it; filled on first use, in listing order.
_games: dict[str, Game[Any, Any, Any] | EntryPoint] = {}
_builtin: set[str] = set()  # the names the library's own distribution declares
_found = False


def _find() -> dict[str, Game[Any, Any, Any] | EntryPoint]:
    """Every registered game, reading the entry points once."""
    global _found
    if not _found:
        import importlib.metadata

        points = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)

        def own(point: EntryPoint) -> bool:
            dist = point.dist.name if point.dist is not None else ""
            return dist.replace("_", "-").lower() == _OWN_DISTRIBUTION

        def order(point: EntryPoint) -> tuple[bool, int, str]:
            rank = (
                _OWN_ORDER.index(point.name) if own(point) and point.name in _OWN_ORDER else len(_OWN_ORDER)
            )
            return (not own(point), rank, point.name)

        found = {point.name: point for point in sorted(points, key=order) if _NAME.fullmatch(point.name)}
        _builtin.update(name for name, point in found.items() if own(point))
        _games.update({name: point for name, point in found.items() if name not in _games})
        _found = True
    return _games


def register_game(game: Game[Any, Any, Any]) -> None:
    """Make ``game`` known by its name, as if a package had declared it as an entry point:
    the records, the command line, the bots and the front-end kit then take it.

    >>> import islands_rules as ir
    >>> register_game(ir.load_game("ponte"))  # the same object again: nothing changes
    >>> register_game("ponte")
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: register_game takes a Game, got str

    :raises UnknownGameError: if ``game`` is no :class:`~islands_rules.Game`, or another game
        already has its name.
    """
    if not isinstance(game, Game):
        raise UnknownGameError(f"register_game takes a Game, got {type(game).__name__}")
    games = _find()
    known = games.get(game.name)
    if known is not None and known is not game and load_game(game.name) is not game:
        raise UnknownGameError(f"another game is already registered as {game.name!r}")
    games[game.name] = game


def unregister_game(name: str) -> None:
    """Forget the game called ``name`` until the entry points are read again (by the next
    call after this one): what a test that registered a game of its own undoes.

    >>> import islands_rules as ir
    >>> unregister_game("no such game")
    >>> "ponte" in ir.available_games()
    True

    :raises UnknownGameError: if ``name`` is no str.
    """
    global _found
    if not isinstance(name, str):
        raise UnknownGameError(f"unregister_game takes a game's name, got {type(name).__name__}")
    if name in _games:
        del _games[name]
        _found = False


def available_games() -> tuple[str, ...]:
    """The names of every registered game: the library's own first, Ponte del Diavolo first.

    >>> available_games()[0]
    'ponte'
    """
    return tuple(_find())


def builtin_games() -> tuple[str, ...]:
    """The games this library declares itself (through the same entry points as any other
    package), in its order: what its own rules pages, benchmarks and strength tables cover.

    >>> builtin_games()
    ('ponte', 'isaac', 'lsd', 'islands')
    """
    return tuple(name for name in _find() if name in _builtin)


def load_game(name: str | Game[Any, Any, Any]) -> Game[Any, Any, Any]:
    """The game called ``name`` (as :func:`available_games` lists it, in any case); a game
    given for ``name`` is returned as it is.

    >>> load_game("Ponte").name
    'ponte'
    >>> load_game("chess")
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: no game 'chess'; the games are ponte...

    :raises UnknownGameError: if there is no such game, or its entry point does not load one.
    """
    if isinstance(name, Game):
        return name
    games = _find()
    key = name.lower() if isinstance(name, str) and name.isascii() else None
    found = games.get(key) if key is not None else None
    if found is None:
        shown = quote(name) if isinstance(name, str) else type(name).__name__
        raise UnknownGameError(f"no game {shown}; the games are {', '.join(games)}")
    if isinstance(found, Game):
        return found
    try:
        game = found.load()
    except Exception as error:  # a broken third-party package must not crash the caller
        raise UnknownGameError(f"the game {key!r} ({found.value}) could not be loaded: {error}") from error
    if not isinstance(game, Game) or game.name != key:
        raise UnknownGameError(f"the entry point {key!r} ({found.value}) names no Game called {key!r}")
    games[game.name] = game
    return game


def game_of(thing: object) -> Game[Any, Any, Any]:
    """The game a state (or a ``Rules`` value) belongs to.

    >>> import islands_rules as ir
    >>> game_of(ir.new_game()).name
    'ponte'

    :raises UnknownGameError: if ``thing`` is no state or rules of a registered game.
    """
    name = getattr(type(thing), "game_name", None)
    if not isinstance(name, str) or name not in _find():
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

    :raises UnknownGameError: if ``state`` is no state of a registered game.
    """
    name = getattr(type(state), "game_name", None)
    game = load_game(name) if isinstance(name, str) and name in _find() else None
    if game is None or not isinstance(state, game.state_class):
        raise UnknownGameError(f"expected a state of a game of islands_rules, got {type(state).__name__}")
    return game
