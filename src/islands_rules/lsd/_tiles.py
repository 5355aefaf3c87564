"""Tiles: sides, dot patterns, types (R3, R4), the tile set (R5) and the tile values shown to users.

A tile's half-dots are a 4-bit mask of its sides, ``n`` = 1, ``e`` = 2, ``s`` = 4, ``w`` = 8,
*after* turning. The five dot patterns (R4) are named by their sides in base orientation;
a type is a pattern plus an icon, ``+`` or ``x``, and there are ten:

====  ======  =====================================================
type  sides   turned (clockwise quarter turns 0, 1, 2, 3)
====  ======  =====================================================
n     1 dot   ``n``, ``e``, ``s``, ``w``
ne    2 dots  ``ne``, ``es``, ``sw``, ``nw``
ns    2 dots  ``ns``, ``ew``
nes   3 dots  ``nes``, ``esw``, ``nsw``, ``new``
nesw  4 dots  ``nesw``
====  ======  =====================================================
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from ..core.errors import InvalidRulesError, NotationError, quote, shown
from ..core.options import MAX_COUNT_DIGITS

__all__ = [
    "ICONS",
    "MAX_TILES",
    "PATTERNS",
    "TYPES",
    "Tile",
    "TileSet",
    "pattern_of",
    "sides_mask",
    "sides_text",
    "turns_of",
]

SIDES = "nesw"
"""The side letters in written order; side ``SIDES[d]`` is bit ``1 << d``."""
ICONS = "+x"
"""The two icons (R3), ``+`` before ``x``; an icon's index is its bit in a tile code."""
PATTERNS: tuple[str, ...] = ("n", "ne", "ns", "nes", "nesw")
"""The five dot patterns in base orientation (R4), in written order."""
TYPES: tuple[str, ...] = tuple(pattern + icon for pattern in PATTERNS for icon in ICONS)
"""The ten types in written order (R4): ``n+ nx ne+ nex ns+ nsx nes+ nesx nesw+ neswx``."""


def turn(mask: int) -> int:
    """The side mask of a tile turned one quarter clockwise: n goes to e, e to s, s to w, w to n.

    >>> sides_text(turn(sides_mask("ne")))
    'es'
    """
    return ((mask << 1) | (mask >> 3)) & 15


def sides_mask(text: str) -> int:
    """The side mask of ``text``, side letters in the order n, e, s, w.

    >>> sides_mask("n"), sides_mask("es"), sides_mask("nesw")
    (1, 6, 15)
    """
    try:  # the written form of a mask, as every move holds it: looked up (it is hot in play)
        return _MASKS[text]
    except (KeyError, TypeError):
        return sum(1 << SIDES.index(letter) for letter in text)


def sides_text(mask: int) -> str:
    """The side letters of ``mask``, in the order n, e, s, w.

    >>> sides_text(6), sides_text(9)
    ('es', 'nw')
    """
    return "".join(letter for d, letter in enumerate(SIDES) if mask >> d & 1)


_MASKS = {sides_text(mask): mask for mask in range(16)}


def _orientations() -> tuple[tuple[int, ...], ...]:
    """Per pattern, its distinct turned masks for 0, 1, 2 and 3 quarter turns, first ones kept."""
    found = []
    for pattern in PATTERNS:
        masks: list[int] = []
        mask = sides_mask(pattern)
        for _ in range(4):
            if mask not in masks:
                masks.append(mask)
            mask = turn(mask)
        found.append(tuple(masks))
    return tuple(found)


ORIENTATIONS = _orientations()
"""Per pattern index, its turned side masks in order of quarter turns (15 masks in all)."""
PATTERN_OF: tuple[int, ...] = tuple(
    next((p for p, masks in enumerate(ORIENTATIONS) if mask in masks), -1) for mask in range(16)
)
"""The pattern index of each side mask (-1 for the mask 0, which is no tile)."""
TURNS_OF: tuple[int, ...] = tuple(
    ORIENTATIONS[PATTERN_OF[mask]].index(mask) if mask else -1 for mask in range(16)
)
"""How many clockwise quarter turns take each side mask's pattern from base orientation to it."""


def pattern_of(sides: str) -> str:
    """The dot pattern of a tile whose half-dots are on ``sides`` (R4).

    >>> pattern_of("es"), pattern_of("ew"), pattern_of("nsw")
    ('ne', 'ns', 'nes')
    """
    return PATTERNS[PATTERN_OF[sides_mask(sides)]]


def turns_of(sides: str) -> int:
    """The clockwise quarter turns from the pattern's base orientation to ``sides``.

    >>> turns_of("ne"), turns_of("es"), turns_of("nw")
    (0, 1, 3)
    """
    return TURNS_OF[sides_mask(sides)]


# ------------------------------------------------------------------------------------ tile set

_ENTRY = re.compile(r"(n|ne|ns|nes|nesw)([+x]):([0-9]+)", re.ASCII)
_DEFAULT_TEXT = " ".join(f"{name}:2" for name in TYPES)
_LARGEST = 10**MAX_COUNT_DIGITS - 1

MAX_TILES = 1000
"""The most tiles a player's tile set may hold (R5 sets no bound; the field has no edge, so
the bound is what keeps a game, and every call on it, finite and small: 50 times the default)."""


def _check_count(name: str, count: object) -> int:
    if type(count) is int and 0 <= count <= MAX_TILES:
        return count
    if type(count) is int:
        shown = repr(count) if abs(count) <= _LARGEST else f"a number of more than {MAX_COUNT_DIGITS} digits"
    else:
        shown = type(count).__name__
    raise InvalidRulesError(
        f"tile_set: the count of {name} must be an int from 0 to {MAX_TILES}, got {shown}"
    )


def _parse_counts(text: str) -> tuple[int, ...]:
    counts = [0] * len(TYPES)
    seen: set[str] = set()
    for entry in text.split(" "):
        if not entry:
            continue
        match = _ENTRY.fullmatch(entry)
        if match is None:
            raise InvalidRulesError(
                f"tile_set: cannot read {quote(entry)}; expected type:count such as 'n+:2' (R4, R5)"
            )
        name = match[1] + match[2]
        if name in seen:
            raise InvalidRulesError(f"tile_set: {name} is listed twice")
        seen.add(name)
        digits = match[3].lstrip("0") or "0"
        if len(digits) > MAX_COUNT_DIGITS:
            raise InvalidRulesError(f"tile_set: the count of {name} has more than {MAX_COUNT_DIGITS} digits")
        counts[TYPES.index(name)] = _check_count(name, int(digits))
    return tuple(counts)


@attrs.frozen(init=False, repr=False)
class TileSet:
    """The tiles each player starts with (R5): a count for each of the ten types (R4).

    Give it as the ``TileSet`` tag writes it (``type:count`` entries separated by spaces,
    types not listed count 0) or as a mapping of type to count. The default, 2 of each
    type (20 tiles), is **the library's own choice**: the seed text says only "20 tiles".

    >>> TileSet()
    TileSet('n+:2 nx:2 ne+:2 nex:2 ns+:2 nsx:2 nes+:2 nesx:2 nesw+:2 neswx:2')
    >>> small = TileSet("nsx:2 n+:1")
    >>> str(small), small["n+"], small.total
    ('n+:1 nsx:2', 1, 3)
    >>> TileSet({"ne+": 3}) == TileSet("ne+:3")
    True

    :raises InvalidRulesError: for an entry that cannot be read, a type listed twice, a
        count that is not a whole number up to :data:`MAX_TILES`, more than
        :data:`MAX_TILES` tiles in all, or no tile at all.
    """

    counts: tuple[int, ...]
    """The count of each type, in the order of :data:`TYPES`."""

    def __init__(self, tiles: str | Mapping[str, int] = _DEFAULT_TEXT) -> None:
        if isinstance(tiles, str):
            if not tiles.isascii():
                raise InvalidRulesError(f"tile_set: cannot read {quote(tiles)}: the notation is ASCII")
            counts = _parse_counts(tiles)
        elif isinstance(tiles, Mapping):
            found = [0] * len(TYPES)
            for name, count in tiles.items():
                if name not in TYPES:
                    shown = quote(name) if isinstance(name, str) else type(name).__name__
                    raise InvalidRulesError(f"tile_set: {shown} is no type; the types are {' '.join(TYPES)}")
                found[TYPES.index(name)] = _check_count(name, count)
            counts = tuple(found)
        else:
            raise InvalidRulesError(
                f"tile_set must be a TileSet, its text such as 'n+:2 ns+:1', or a mapping of type "
                f"to count; got {type(tiles).__name__}"
            )
        if not sum(counts):
            raise InvalidRulesError("tile_set must hold at least one tile (R5)")
        if sum(counts) > MAX_TILES:
            raise InvalidRulesError(
                f"tile_set holds {sum(counts):,} tiles; a player has at most {MAX_TILES:,}"
            )
        self.__attrs_init__(counts)

    def __getitem__(self, name: str) -> int:
        """The count of the type ``name``.

        :raises InvalidRulesError: if ``name`` is no type.
        """
        if name not in TYPES:
            shown = quote(name) if isinstance(name, str) else type(name).__name__
            raise InvalidRulesError(f"{shown} is no type; the types are {' '.join(TYPES)}")
        return self.counts[TYPES.index(name)]

    def __iter__(self) -> Iterator[str]:
        """The types with a count above 0, in written order."""
        return (name for name, count in zip(TYPES, self.counts, strict=True) if count)

    @property
    def total(self) -> int:
        """The number of tiles in the set."""
        return sum(self.counts)

    def as_dict(self) -> dict[str, int]:
        """The types with a count above 0, in written order, with their counts.

        >>> TileSet("nx:1 n+:2").as_dict()
        {'n+': 2, 'nx': 1}
        """
        return {name: self.counts[TYPES.index(name)] for name in self}

    def __str__(self) -> str:
        return " ".join(f"{name}:{count}" for name, count in self.as_dict().items())

    def __repr__(self) -> str:
        return f"TileSet({str(self)!r})"


def tile_set_from_json(value: Any) -> TileSet:
    """A tile set from JSON: its text, as the tag writes it."""
    if not isinstance(value, str):
        raise InvalidRulesError(f"tile_set must be a string such as 'n+:2 ns+:1', got {type(value).__name__}")
    return TileSet(value)


# ------------------------------------------------------------------------------------ tiles

PLAYER_NAMES: tuple[str, ...] = ("red", "blue", "green", "yellow")
"""The players in turn order (R1); with 2 players only red and blue."""
ICON_COLOURS: tuple[str, str] = ("white", "black")
"""Icon colours by seat parity (R2): red and green white, blue and yellow black."""


@attrs.frozen(repr=False)
class Tile:
    """A tile on the field: its owner (tile colour), the sides with a half-dot after turning,
    and its icon (R3). Its icon colour is the owner's (R2).

    >>> tile = Tile("blue", "es", "x")
    >>> tile, tile.type, tile.icon_colour, tile.turns
    (Tile('blue', 'es', 'x'), 'nex', 'black', 1)

    :raises NotationError: for an unknown owner, sides not in the order n, e, s, w, or an
        icon other than ``+`` and ``x``.
    """

    owner: str = attrs.field()
    sides: str = attrs.field()
    icon: str = attrs.field()

    @owner.validator
    def _check_owner(self, attribute: attrs.Attribute[str], value: object) -> None:
        if value not in PLAYER_NAMES:
            raise NotationError(
                f"a tile's owner must be one of {', '.join(PLAYER_NAMES)}, got {shown(value)}"
            )

    @sides.validator
    def _check_sides(self, attribute: attrs.Attribute[str], value: object) -> None:
        if not isinstance(value, str) or not value or sides_text(sides_mask_or_0(value)) != value:
            raise NotationError(f"a tile's sides must be letters of 'nesw' in that order, got {shown(value)}")

    @icon.validator
    def _check_icon(self, attribute: attrs.Attribute[str], value: object) -> None:
        if value not in ("+", "x"):
            raise NotationError(f"a tile's icon must be '+' or 'x', got {shown(value)}")

    @property
    def type(self) -> str:
        """The tile's type (R4): its pattern, then its icon."""
        return pattern_of(self.sides) + self.icon

    @property
    def turns(self) -> int:
        """The clockwise quarter turns from the type's base orientation."""
        return turns_of(self.sides)

    @property
    def icon_colour(self) -> str:
        """``white`` for red and green, ``black`` for blue and yellow (R2)."""
        return ICON_COLOURS[PLAYER_NAMES.index(self.owner) % 2]

    def __repr__(self) -> str:
        return f"Tile({self.owner!r}, {self.sides!r}, {self.icon!r})"


def sides_mask_or_0(text: str) -> int:
    """The side mask of ``text``, or 0 if it has a letter other than n, e, s, w."""
    if len(text) > 4 or any(letter not in SIDES for letter in text):
        return 0
    return sides_mask(text)
