"""The tile set as data (R2, R3) and the turned tiles the engine works with (R1).

The package's ``tiles.json`` is the rules page's ``islands-tiles.json``, loaded once with
:mod:`importlib.resources`. Public values (:class:`TileType`, :class:`Segment`) describe
each type in rotation 0; the engine reads flat tables indexed by a *turned tile*
``t * 4 + r`` (type number ``t`` from 0 for A, rotation ``r``).

Side kinds are small ints so that edges pack into one byte, two bits per side:
water 1, island 2, bridge 3 (0 means "no tile there" in a cell's constraint).
"""

from __future__ import annotations

import json
import types
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

__all__ = ["LETTERS", "SIDES", "START", "TILE_TYPES", "Segment", "TileType"]

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWX"
"""The 24 tile types, in order (R2)."""
TYPE_NUMBER = {letter: t for t, letter in enumerate(LETTERS)}
"""Each type's number ``t``, from 0 for A."""
SIDES = "NESW"
"""The sides, numbered 0-3 (R1)."""
KIND_CODE = {"water": 1, "island": 2, "bridge": 3}
"""A side kind as the two bits :data:`EDGES` packs."""
KIND_NAME = {code: name for name, code in KIND_CODE.items()}
STEP = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""The neighbour across each side (R1: y grows to the north)."""
AROUND = ((-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0))
"""The eight cells around a cell (a lighthouse's surroundings, R11)."""
FACING_SLOT = (5, 4, 7, 6, 1, 0, 3, 2)
"""The slot across a shared side (R1: 0 faces 5, 1-4, 2-7, 3-6)."""


@attrs.frozen
class Segment:
    """One segment of a tile type, in rotation 0 (R3).

    ``kind`` is ``"island"``, ``"bridge"``, ``"water"`` or ``"lighthouse"``; ``sides`` the
    sides an island or bridge touches, ``slots`` the half-sides a water segment holds,
    ``islands`` the island segments of the tile that water borders.
    """

    id: str
    kind: str
    sides: tuple[int, ...] = ()
    slots: tuple[int, ...] = ()
    anchor: bool = False
    islands: tuple[str, ...] = ()


@attrs.frozen
class TileType:
    """One of the 24 tile types (R2), as the JSON gives it in rotation 0.

    >>> from islands_rules import islands
    >>> v = islands.TILE_TYPES["V"]
    >>> v.count, v.edges, [segment.id for segment in v.segments]
    (9, ('water', 'water', 'bridge', 'bridge'), ['b1', 'w1', 'w2'])
    """

    letter: str
    count: int
    in_supply: int
    edges: tuple[str, str, str, str]
    segments: tuple[Segment, ...]
    lighthouse: bool
    grandgames: tuple[tuple[str, int], ...]

    def segment(self, name: str) -> Segment | None:
        """The segment called ``name`` (``i1``, ``w2``, ``l``), or ``None`` if the type has none."""
        for segment in self.segments:
            if segment.id == name:
                return segment
        return None


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("tiles.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _tile_type(entry: dict[str, Any]) -> TileType:
    side = {name: number for number, name in enumerate(SIDES)}
    segments = [
        Segment(item["id"], "island", tuple(side[s] for s in item["sides"]), anchor=item["anchor"])
        for item in entry["islands"]
    ]
    segments += [
        Segment(item["id"], "bridge", tuple(side[s] for s in item["sides"])) for item in entry["bridges"]
    ]
    segments += [
        Segment(item["id"], "water", slots=tuple(item["slots"]), islands=tuple(item["islands"]))
        for item in entry["water"]
    ]
    if entry["lighthouse"]:
        segments.append(Segment("l", "lighthouse"))
    edges = tuple(entry["edges"][s] for s in SIDES)
    return TileType(
        letter=entry["id"],
        count=entry["count"],
        in_supply=entry["in_supply"],
        edges=(edges[0], edges[1], edges[2], edges[3]),
        segments=tuple(segments),
        lighthouse=entry["lighthouse"],
        grandgames=tuple(sorted(entry["grandgames"]["segments"].items(), key=lambda item: item[1])),
    )


_DATA = _load()
TILE_TYPES: Mapping[str, TileType] = types.MappingProxyType(
    {entry["id"]: _tile_type(entry) for entry in _DATA["tiles"]}
)
"""Every tile type by letter, A to X (read-only: the rules share it)."""
START: tuple[str, int, int, int] = (
    _DATA["start"]["tile"],
    _DATA["start"]["x"],
    _DATA["start"]["y"],
    _DATA["start"]["rotation"],
)
"""The start tile and where it lies (R4): type, x, y, rotation."""
SUPPLY = tuple(TILE_TYPES[letter].in_supply for letter in LETTERS)
"""The face-down supply before play, as a count per type (R4): 71 tiles."""

# ------------------------------------------------------------------ the engine's flat tables

SEG_NAMES: tuple[tuple[str, ...], ...] = tuple(
    tuple(s.id for s in TILE_TYPES[letter].segments) for letter in LETTERS
)
"""Per type, its segment ids; a segment's local number is its place here."""
SEG_KIND: tuple[tuple[str, ...], ...] = tuple(
    tuple(s.kind[0] for s in TILE_TYPES[letter].segments) for letter in LETTERS
)
"""Per type and segment, the kind's letter: ``i``, ``b``, ``w`` or ``l``."""
SEG_ANCHOR: tuple[tuple[int, ...], ...] = tuple(
    tuple(int(s.anchor) for s in TILE_TYPES[letter].segments) for letter in LETTERS
)
SEG_ISLANDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(SEG_NAMES[t].index(i) for i in s.islands) for s in TILE_TYPES[letter].segments)
    for t, letter in enumerate(LETTERS)
)
"""Per type and water segment, the local numbers of the island segments it borders (R10)."""
LIGHTHOUSE: tuple[int, ...] = tuple(
    SEG_NAMES[t].index("l") if "l" in SEG_NAMES[t] else -1 for t in range(len(LETTERS))
)
"""Per type, the local number of its lighthouse, or -1."""


def _turned(t: int, r: int) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Edges code, segment per world side, water segment per world slot, and world sides per
    segment, for type ``t`` turned ``r`` quarter turns clockwise (R1)."""
    tile = TILE_TYPES[LETTERS[t]]
    code = 0
    for s, kind in enumerate(tile.edges):
        code |= KIND_CODE[kind] << 2 * ((s + r) % 4)
    side_seg = [-1] * 4
    slot_seg = [-1] * 8
    seg_sides: list[tuple[int, ...]] = []
    for k, segment in enumerate(tile.segments):
        world = tuple((s + r) % 4 for s in segment.sides)
        seg_sides.append(world)
        for s in world:
            side_seg[s] = k
        for slot in segment.slots:
            slot_seg[(slot + 2 * r) % 8] = k
    return code, tuple(side_seg), tuple(slot_seg), tuple(seg_sides)


_TURNED = [_turned(t, r) for t in range(len(LETTERS)) for r in range(4)]
EDGES: tuple[int, ...] = tuple(item[0] for item in _TURNED)
"""Per turned tile, its four side kinds packed two bits per side, N lowest."""
SIDE_SEG: tuple[tuple[int, ...], ...] = tuple(item[1] for item in _TURNED)
"""Per turned tile and world side, the island or bridge segment on it, or -1 (water)."""
SLOT_SEG: tuple[tuple[int, ...], ...] = tuple(item[2] for item in _TURNED)
"""Per turned tile and world slot, the water segment holding it, or -1 (an island side)."""
SEG_SIDES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(item[3] for item in _TURNED)
"""Per turned tile and segment, the world sides it touches."""
SEG_SLOTS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(q for q in range(8) if SLOT_SEG[tr][q] == k) for k in range(len(SEG_NAMES[tr // 4])))
    for tr in range(len(_TURNED))
)
"""Per turned tile and segment, the world slots it holds (water only)."""


def _fitting(t: int, need: int) -> tuple[int, ...]:
    """The rotations of type ``t`` whose sides meet ``need`` (two bits per side, 0 = free)."""
    found = []
    for r in range(4):
        edges = EDGES[t * 4 + r]
        if all((need >> 2 * s) & 3 in (0, (edges >> 2 * s) & 3) for s in range(4)):
            found.append(r)
    return tuple(found)


FITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_fitting(t, need) for need in range(256)) for t in range(len(LETTERS))
)
"""Per type and cell constraint, the rotations that fit there (R7)."""
SEG_INDEX: tuple[dict[str, int], ...] = tuple(
    {name: k for k, name in enumerate(names)} for names in SEG_NAMES
)
"""Per type, each segment id's local number."""
SEG_REACH: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 << s for s in SEG_SIDES[tr][k]) | sum(1 << 4 + q for q in SEG_SLOTS[tr][k])
        for k in range(len(SEG_NAMES[tr // 4]))
    )
    for tr in range(len(_TURNED))
)
"""Per turned tile and segment, the places on the tile's rim through which it meets a
neighbour's segment, as a mask: bit ``s`` for world side ``s`` (island or bridge), bit
``4 + q`` for world slot ``q`` (water)."""
FACING_RIM: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(
        tuple(
            (place, k)
            for place, k in (
                (s, SIDE_SEG[tr][s ^ 2]),
                (4 + 2 * s, SLOT_SEG[tr][FACING_SLOT[2 * s]]),
                (5 + 2 * s, SLOT_SEG[tr][FACING_SLOT[2 * s + 1]]),
            )
            if k >= 0
        )
        for s in range(4)
    )
    for tr in range(len(_TURNED))
)
"""Per turned tile and world side ``s`` of a cell beside it (the tile lies across ``s``): the
places of that cell's rim (bits of :data:`SEG_REACH`) the tile's segments face, each with the
local number of the segment facing it."""
