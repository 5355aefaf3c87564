"""Reference implementation of the rules of Islands (R1-R16).

The slow, obviously correct model the tests compare the engine against. Written from the
rules page (``shared/rules/islands.md``) and the tile data (``islands-tiles.json``,
read here from the shared copy) alone; it shares no code with the engine. Objects are
found by a flood fill over the whole map every time they are needed.

Data model
----------
* A cell is ``(x, y)``; a segment on the map is ``(cell, segment id)``.
* A position is a :class:`RefPosition`: tiles ``{cell: (letter, rotation)}``, pieces
  ``{(cell, segment id): seat}``, the supply as ``{letter: count}``, the drawn tile,
  the seat to move, pieces in hand and points ``{kind: points}`` per seat.
* A turn is its token text: ``"V@1,0r1:w2"``, ``"V@1,0r1"`` or ``"C-"``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

Cell = tuple[int, int]
Seg = tuple[Cell, str]

TILES_JSON = Path(__file__).resolve().parents[3] / "shared" / "rules" / "islands-tiles.json"
DATA: dict[str, Any] = json.loads(TILES_JSON.read_text(encoding="utf-8"))
TYPES: dict[str, dict[str, Any]] = {entry["id"]: entry for entry in DATA["tiles"]}

SIDE_NAMES = ["N", "E", "S", "W"]
# R1: the neighbour across side N, E, S, W (y grows to the north).
NEIGHBOUR = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}
# R1: across a shared side, slot 0 faces 5, 1-4, 2-7, 3-6.
FACING = {0: 5, 5: 0, 1: 4, 4: 1, 2: 7, 7: 2, 3: 6, 6: 3}
SEATS = ["red", "blue", "green", "yellow", "black"]
KINDS = ["bridges", "islands", "lighthouses", "water"]


def step(cell: Cell, side: int) -> Cell:
    dx, dy = NEIGHBOUR[side]
    return (cell[0] + dx, cell[1] + dy)


def around(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def edge(letter: str, rotation: int, world_side: int) -> str:
    """R1: a tile turned r clockwise shows its own side s on world side (s + r) mod 4."""
    own = (world_side - rotation) % 4
    kind: str = TYPES[letter]["edges"][SIDE_NAMES[own]]
    return kind


@dataclass(frozen=True)
class RefSegment:
    """A segment of a laid tile, in world sides and slots."""

    id: str
    kind: str  # island, bridge, water, lighthouse
    sides: frozenset[int]
    slots: frozenset[int]
    anchor: bool
    islands: frozenset[str]


@cache
def segments(letter: str, rotation: int) -> tuple[RefSegment, ...]:
    """The segments of a tile turned ``rotation`` times, in world terms (R1, R3)."""
    entry = TYPES[letter]
    found = []
    for item in entry["islands"]:
        sides = frozenset((SIDE_NAMES.index(s) + rotation) % 4 for s in item["sides"])
        found.append(RefSegment(item["id"], "island", sides, frozenset(), item["anchor"], frozenset()))
    for item in entry["bridges"]:
        sides = frozenset((SIDE_NAMES.index(s) + rotation) % 4 for s in item["sides"])
        found.append(RefSegment(item["id"], "bridge", sides, frozenset(), False, frozenset()))
    for item in entry["water"]:
        slots = frozenset((k + 2 * rotation) % 8 for k in item["slots"])
        found.append(RefSegment(item["id"], "water", frozenset(), slots, False, frozenset(item["islands"])))
    if entry["lighthouse"]:
        found.append(RefSegment("l", "lighthouse", frozenset(), frozenset(), False, frozenset()))
    return tuple(found)


@dataclass(frozen=True)
class RefPosition:
    players: int
    tiles: dict[Cell, tuple[str, int]]
    pieces: dict[Seg, int]
    supply: dict[str, int]
    drawn: str | None
    seat: int
    hands: list[int]
    points: list[dict[str, int]]
    plies: int = 0
    discarded: list[str] = field(default_factory=list)

    @property
    def over(self) -> bool:
        """R14: the supply is empty and no tile waits to be laid."""
        return self.drawn is None and sum(self.supply.values()) == 0


def ref_new_game(players: int = 2, pieces: int = 7) -> RefPosition:
    """R4, R5: the start tile D on (0, 0), 71 tiles in the supply, ``pieces`` each."""
    supply = {letter: entry["count"] for letter, entry in TYPES.items()}
    supply["D"] -= 1
    return RefPosition(
        players=players,
        tiles={(0, 0): ("D", 0)},
        pieces={},
        supply=supply,
        drawn=None,
        seat=0,
        hands=[pieces] * players,
        points=[dict.fromkeys(KINDS, 0) for _ in range(players)],
    )


def fits(pos: RefPosition, letter: str, cell: Cell, rotation: int) -> bool:
    """R7: an empty cell next to a tile, every touching side of the same kind."""
    if cell in pos.tiles:
        return False
    touching = False
    for side in range(4):
        near = step(cell, side)
        if near in pos.tiles:
            touching = True
            other, other_rotation = pos.tiles[near]
            if edge(letter, rotation, side) != edge(other, other_rotation, (side + 2) % 4):
                return False
    return touching


def placements(pos: RefPosition, letter: str) -> list[tuple[Cell, int]]:
    """Every (cell, rotation) where ``letter`` fits (R7)."""
    candidates = {step(cell, side) for cell in pos.tiles for side in range(4)} - set(pos.tiles)
    return [(cell, r) for cell in sorted(candidates) for r in range(4) if fits(pos, letter, cell, r)]


def objects(tiles: dict[Cell, tuple[str, int]]) -> list[set[Seg]]:
    """R10: the objects of a map, by flood fill over segments joined across sides."""
    segs = {(cell, s.id): s for cell, (letter, r) in tiles.items() for s in segments(letter, r)}
    seen: set[Seg] = set()
    found = []
    for start in segs:
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            cell, sid = todo.pop()
            s = segs[(cell, sid)]
            for other in joined(tiles, segs, cell, s):
                if other not in group:
                    group.add(other)
                    todo.append(other)
        seen |= group
        found.append(group)
    return found


def joined(
    tiles: dict[Cell, tuple[str, int]], segs: dict[Seg, RefSegment], cell: Cell, s: RefSegment
) -> list[Seg]:
    """The segments of neighbouring tiles that ``s`` on ``cell`` joins (R10)."""
    out = []
    for side in s.sides:
        near = step(cell, side)
        if near in tiles:
            for other_id in [o.id for o in segments(*tiles[near]) if (side + 2) % 4 in o.sides]:
                out.append((near, other_id))
    for slot in s.slots:
        near = step(cell, slot // 2)
        if near in tiles:
            for other in segments(*tiles[near]):
                if FACING[slot] in other.slots:
                    out.append((near, other.id))
    return out


def kind_of(tiles: dict[Cell, tuple[str, int]], seg: Seg) -> RefSegment:
    cell, sid = seg
    return next(s for s in segments(*tiles[cell]) if s.id == sid)


def complete(tiles: dict[Cell, tuple[str, int]], group: set[Seg]) -> bool:
    """R11: islands and bridges with every side meeting a tile; lighthouses surrounded."""
    first = kind_of(tiles, next(iter(group)))
    if first.kind == "water":
        return False
    if first.kind == "lighthouse":
        cell = next(iter(group))[0]
        return all(c in tiles for c in around(cell))
    return all(step(seg[0], side) in tiles for seg in group for side in kind_of(tiles, seg).sides)


def holders(pieces: dict[Seg, int], group: set[Seg], players: int) -> list[int]:
    """R13: the seats with the most pieces on ``group`` (none if it holds none)."""
    counts = [0] * players
    for seg in group:
        if seg in pieces:
            counts[pieces[seg]] += 1
    best = max(counts)
    return [seat for seat in range(players) if best and counts[seat] == best]


def value_during_play(tiles: dict[Cell, tuple[str, int]], group: set[Seg]) -> tuple[str, int]:
    """R12: a bridge 1 per tile, an island 2 per tile + 2 per anchor, a lighthouse 9."""
    kind = kind_of(tiles, next(iter(group))).kind
    cells = {seg[0] for seg in group}
    if kind == "bridge":
        return "bridges", len(cells)
    if kind == "island":
        anchors = sum(1 for seg in group if kind_of(tiles, seg).anchor)
        return "islands", 2 * len(cells) + 2 * anchors
    return "lighthouses", 9


def value_at_end(tiles: dict[Cell, tuple[str, int]], group: set[Seg]) -> tuple[str, int]:
    """R15: bridge 1/tile; island 1/tile + 1/anchor; lighthouse 1 + neighbours; water 3 per
    completed island bordered."""
    kind = kind_of(tiles, next(iter(group))).kind
    cells = {seg[0] for seg in group}
    if kind == "bridge":
        return "bridges", len(cells)
    if kind == "island":
        return "islands", len(cells) + sum(1 for seg in group if kind_of(tiles, seg).anchor)
    if kind == "lighthouse":
        cell = next(iter(cells))
        return "lighthouses", 1 + sum(1 for c in around(cell) if c in tiles)
    bordered: set[Seg] = set()
    for cell, sid in group:
        bordered |= {(cell, i) for i in kind_of(tiles, (cell, sid)).islands}
    islands = [g for g in objects(tiles) if g & bordered]
    return "water", 3 * sum(1 for g in islands if complete(tiles, g))


def free_segments(pos: RefPosition, letter: str, cell: Cell, rotation: int) -> set[str]:
    """R9: the segments of the new tile whose object, with the tile joined in, holds no piece
    (a lighthouse is an object of its own, so always free)."""
    tiles = {**pos.tiles, cell: (letter, rotation)}
    found = set()
    for group in objects(tiles):
        if not any(seg in pos.pieces for seg in group):
            found |= {sid for c, sid in group if c == cell}
    return found


def ref_turns(pos: RefPosition, letter: str) -> set[str]:
    """Every legal turn token for ``letter`` drawn in ``pos`` (R6-R9)."""
    if pos.over:
        return set()
    found = set()
    for (x, y), r in placements(pos, letter):
        found.add(f"{letter}@{x},{y}r{r}")
        if pos.hands[pos.seat] > 0:
            for sid in free_segments(pos, letter, (x, y), r):
                found.add(f"{letter}@{x},{y}r{r}:{sid}")
    return found or {f"{letter}-"}


def ref_all_turns(pos: RefPosition) -> set[str]:
    """Every token that may come next: the turns of every type left in the supply."""
    if pos.drawn is not None:
        return ref_turns(pos, pos.drawn)
    return {t for letter, n in pos.supply.items() if n for t in ref_turns(pos, letter)}


def parse(token: str) -> tuple[str, Cell | None, int, str | None]:
    letter = token[0]
    if token[1] == "-":
        return letter, None, 0, None
    where, _, piece = token[2:].partition(":")
    xy, _, r = where.partition("r")
    x, y = xy.split(",")
    return letter, (int(x), int(y)), int(r), piece or None


def ref_play(pos: RefPosition, token: str, *, check: bool = True) -> RefPosition:
    """The position after a legal turn token (checked against :func:`ref_turns` unless
    ``check`` is false, for tokens that :func:`ref_all_turns` just listed)."""
    letter, cell, rotation, piece = parse(token)
    if check and (pos.drawn not in (None, letter) or not (pos.drawn or pos.supply[letter])):
        raise ValueError(f"{letter} cannot be drawn now")
    if check and token not in ref_turns(pos, letter):
        raise ValueError(f"illegal turn {token}")
    supply = dict(pos.supply)
    if pos.drawn is None:
        supply[letter] -= 1
    tiles, pieces = dict(pos.tiles), dict(pos.pieces)
    hands = list(pos.hands)
    points = [dict(p) for p in pos.points]
    discarded = list(pos.discarded)
    seat = pos.seat
    if cell is None:
        discarded.append(letter)  # R8: the same player draws again
    else:
        tiles[cell] = (letter, rotation)
        if piece is not None:
            pieces[(cell, piece)] = seat
            hands[seat] -= 1
        for group in objects(tiles):  # R12, R13
            if complete(tiles, group) and any(seg in pieces for seg in group):
                kind, value = value_during_play(tiles, group)
                for winner in holders(pieces, group, pos.players):
                    points[winner][kind] += value
                for seg in group:
                    if seg in pieces:
                        hands[pieces.pop(seg)] += 1
        seat = (seat + 1) % pos.players
    if sum(supply.values()) == 0:  # R14, R15: the final scoring; pieces stay
        for group in objects(tiles):
            kind, value = value_at_end(tiles, group)
            for winner in holders(pieces, group, pos.players):
                points[winner][kind] += value
    return replace(
        pos,
        tiles=tiles,
        pieces=pieces,
        supply=supply,
        drawn=None,
        seat=seat,
        hands=hands,
        points=points,
        plies=pos.plies + 1,
        discarded=discarded,
    )


def ref_draw(pos: RefPosition, letter: str) -> RefPosition:
    """The chance outcome alone: ``letter`` comes out of the supply (R6)."""
    supply = dict(pos.supply)
    supply[letter] -= 1
    return replace(pos, supply=supply, drawn=letter)


def ref_totals(pos: RefPosition) -> list[int]:
    return [sum(p.values()) for p in pos.points]


def ref_winner(pos: RefPosition) -> str | None:
    """R16: the top scorer's name, ``draw`` for a shared top, ``None`` while the game runs."""
    if not pos.over:
        return None
    totals = ref_totals(pos)
    top = [SEATS[s] for s in range(pos.players) if totals[s] == max(totals)]
    return top[0] if len(top) == 1 else "draw"


def ref_key(pos: RefPosition) -> tuple[object, ...]:
    """Everything that makes two positions the same (for counting distinct positions), as
    sorted tuples so that its ``repr`` is canonical too."""
    return (
        tuple(sorted(pos.tiles.items())),
        tuple(sorted(pos.pieces.items())),
        tuple(sorted((k, v) for k, v in pos.supply.items() if v)),
        pos.drawn,
        pos.seat,
        tuple(pos.hands),
        tuple(tuple(sorted(p.items())) for p in pos.points),
        tuple(sorted(pos.discarded)),
    )
