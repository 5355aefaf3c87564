"""The tile set as a rule option: how many tiles of each type A-X a game is played with (R2)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from ..core.errors import InvalidRulesError, quote, shown
from ._tiles import LETTERS, START, TILE_TYPES

__all__ = ["MAX_TILES", "TileSet"]

MAX_TILES = 999
"""The most tiles a tile set may hold (a library limit: no call costs more than its map)."""

_ENTRY = re.compile(r"([A-X]):([0-9]{1,3})", re.ASCII)
_STANDARD = tuple(TILE_TYPES[letter].count for letter in LETTERS)


@attrs.frozen(init=False, repr=False)
class TileSet:
    """The tiles of a game, the start tile included (R2, R4): a count for each type A-X.

    Give it as the ``TileSet`` tag writes it (``type:count`` entries separated by spaces,
    types not listed count 0) or as a mapping of type to count. The default is the
    72 tiles of the base game.

    >>> TileSet().total, TileSet()["V"]
    (72, 9)
    >>> small = TileSet("E:2 D:1")
    >>> str(small), small.total, small == TileSet({"D": 1, "E": 2})
    ('D:1 E:2', 3, True)
    >>> TileSet("Z:1")
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: tile_set: cannot read 'Z:1'; expected type:count such as 'V:9' (R2)

    :raises InvalidRulesError: for an entry that cannot be read, a type listed twice, no
        tile at all, or more than :data:`MAX_TILES` tiles.
    """

    counts: tuple[int, ...]
    """The count of each type, A to X."""

    def __init__(self, tiles: str | Mapping[str, int] | None = None) -> None:
        found = [0] * len(LETTERS)
        if tiles is None:
            found = list(_STANDARD)
        elif isinstance(tiles, str):
            seen: set[str] = set()
            for entry in tiles.split(" "):
                match = _ENTRY.fullmatch(entry)
                if not entry:
                    continue
                if match is None:
                    raise InvalidRulesError(
                        f"tile_set: cannot read {quote(entry)}; expected type:count such as 'V:9' (R2)"
                    )
                if match[1] in seen:
                    raise InvalidRulesError(f"tile_set: {match[1]} is listed twice")
                seen.add(match[1])
                found[LETTERS.index(match[1])] = int(match[2])
        elif isinstance(tiles, Mapping):
            for letter, count in tiles.items():
                if not (isinstance(letter, str) and letter in LETTERS and len(letter) == 1):
                    raise InvalidRulesError(f"tile_set: {shown(letter)} is no type; the types are A to X")
                if type(count) is not int or not 0 <= count <= MAX_TILES:
                    raise InvalidRulesError(
                        f"tile_set: the count of {letter} must be an int from 0 to {MAX_TILES}"
                    )
                found[LETTERS.index(letter)] = count
        else:
            raise InvalidRulesError(
                f"tile_set must be a TileSet, its text such as 'D:1 V:9', or a mapping of type to count; "
                f"got {type(tiles).__name__}"
            )
        if not 1 <= sum(found) <= MAX_TILES:
            raise InvalidRulesError(f"tile_set must hold from 1 to {MAX_TILES} tiles, got {sum(found)}")
        self.__attrs_init__(tuple(found))

    def __getitem__(self, letter: str) -> int:
        """The count of the type ``letter``.

        :raises InvalidRulesError: if ``letter`` is no type.
        """
        if not (isinstance(letter, str) and letter in LETTERS and len(letter) == 1):
            raise InvalidRulesError(f"{shown(letter)} is no type; the types are A to X")
        return self.counts[LETTERS.index(letter)]

    def __iter__(self) -> Iterator[str]:
        """The types with a count above 0, A to X."""
        return (letter for letter, count in zip(LETTERS, self.counts, strict=True) if count)

    @property
    def total(self) -> int:
        """The number of tiles in the set."""
        return sum(self.counts)

    def __str__(self) -> str:
        return " ".join(f"{letter}:{self[letter]}" for letter in self)

    def __repr__(self) -> str:
        return f"TileSet({str(self)!r})"


DEFAULT_TILE_SET = TileSet()
"""The 72 tiles of the base game (R2)."""
DEFAULT_START = START[0]
"""The default start tile: a D (R4)."""


def tile_set_from_json(value: Any) -> TileSet:
    """The tile set JSON data holds: its text.

    :raises InvalidRulesError: for anything else.
    """
    if not isinstance(value, str):
        raise InvalidRulesError(f"tile_set must be text such as 'D:1 V:9', got {shown(value)}")
    return TileSet(value)
