"""The map as the engine keeps it: tiles by cell, the open cells, and the objects (R10).

Openly private: :mod:`.rules` and :mod:`.scoring` import it, users never need it.

Every segment of every laid tile is a *node* ``n * 8 + k``: ``n`` counts the tiles laid
(the start tile is 0), ``k`` is the segment's local number (:data:`._tiles.SEG_NAMES`).
Objects are merged incrementally with a union-find over nodes (union by size, no path
compression, so a board copied for the next state shares nothing that later changes).
Each object's root holds its :class:`Facts`: what completion (R11) and scoring (R12-R15)
need, summed as objects merge, so no move floods the map.
"""

from __future__ import annotations

from bisect import insort
from typing import NamedTuple

from ._tiles import (
    AROUND,
    EDGES,
    FACING_SLOT,
    LIGHTHOUSE,
    SEG_ANCHOR,
    SEG_ISLANDS,
    SEG_KIND,
    SEG_NAMES,
    SEG_SIDES,
    SEG_SLOTS,
    SIDE_SEG,
    SLOT_SEG,
    STEP,
)

Cell = tuple[int, int]
NO_PIECES = (0, 0, 0, 0, 0)
ALL_FREE = tuple((True,) * count for count in range(max(map(len, SEG_NAMES)) + 1))
"""Per segment count, the answer of :meth:`Board.free_segments` when no object nearby holds a piece."""


class Facts(NamedTuple):
    """What an object knows of itself, kept at its root node."""

    kind: str
    """``i`` island, ``b`` bridge, ``w`` water, ``l`` lighthouse."""
    tiles: int
    """A bit per tile it covers (bit ``n`` for the ``n``-th tile laid): R10 counts tiles once."""
    anchors: int
    """Anchors, counted per segment (R10)."""
    open: int
    """Island or bridge sides that meet no tile yet: 0 means complete (R11)."""
    pieces: tuple[int, ...]
    """Pieces on it per seat (always five entries)."""
    borders: frozenset[int]
    """For water: island nodes it borders (R10); the islands they belong to are found at the end."""
    size: int
    """Nodes in the object (for union by size)."""


def _merge(a: Facts, b: Facts) -> Facts:
    return Facts(
        a.kind,
        a.tiles | b.tiles,
        a.anchors + b.anchors,
        a.open + b.open,
        tuple(x + y for x, y in zip(a.pieces, b.pieces, strict=True)),
        a.borders | b.borders,
        a.size + b.size,
    )


class Completed(NamedTuple):
    """An object that holds pieces and was completed by a placement (R12)."""

    kind: str
    value: int
    pieces: tuple[int, ...]
    root: int


class Board:
    """Tiles, open cells and objects. A board is never changed once a state holds it:
    :meth:`place` returns a new one."""

    __slots__ = ("at", "facts", "frontier", "held", "held_tiles", "open_cells", "order", "parent")

    def __init__(self) -> None:
        self.at: dict[Cell, tuple[int, int]] = {}
        """Each laid tile's cell: (its number in laying order, its turned tile ``t*4+r``)."""
        self.frontier: dict[Cell, int] = {}
        """Each empty cell beside a tile: the side kinds it must meet, two bits per side."""
        self.open_cells: list[Cell] = []
        """The cells of :attr:`frontier`, sorted (the order moves are listed in), kept up to date
        as tiles are laid so that listing moves never sorts."""
        self.order: list[Cell] = []
        """The cells of the tiles in laying order."""
        self.parent: list[int] = []
        self.facts: dict[int, Facts] = {}
        self.held: set[int] = set()
        """The roots of the objects holding pieces (R9), kept as objects merge."""
        self.held_tiles = 0
        """A bit per tile (bit ``n`` for the ``n``-th laid) some segment of which is in an
        object holding pieces: a cell with no such neighbour needs no closer look (R9)."""

    def copy(self) -> Board:
        board = Board()
        board.at = self.at.copy()
        board.frontier = self.frontier.copy()
        board.open_cells = self.open_cells.copy()
        board.order = self.order.copy()
        board.parent = self.parent.copy()
        board.facts = self.facts.copy()
        board.held = self.held.copy()
        board.held_tiles = self.held_tiles
        return board

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            node = parent[node]
        return node

    def _union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        fa, fb = self.facts[ra], self.facts[rb]
        if fa.size < fb.size:
            ra, rb, fa, fb = rb, ra, fb, fa
        self.parent[rb] = ra
        del self.facts[rb]
        self.facts[ra] = _merge(fa, fb)
        if rb in self.held:
            self.held.discard(rb)
            self.held.add(ra)
        return ra

    # ------------------------------------------------------------------ questions

    def touching(self, cell: Cell, turned: int, k: int) -> set[int]:
        """The roots of the objects on the map that segment ``k`` of ``turned`` laid on ``cell``
        would join (R10): across its island or bridge sides, or its water slots."""
        x, y = cell
        at, roots = self.at, set()
        for s in SEG_SIDES[turned][k]:
            dx, dy = STEP[s]
            there = at.get((x + dx, y + dy))
            if there is not None:
                roots.add(self.find(there[0] * 8 + SIDE_SEG[there[1]][s ^ 2]))
        for q in SEG_SLOTS[turned][k]:
            dx, dy = STEP[q >> 1]
            there = at.get((x + dx, y + dy))
            if there is not None:
                roots.add(self.find(there[0] * 8 + SLOT_SEG[there[1]][FACING_SLOT[q]]))
        return roots

    def _count_held_tiles(self) -> None:
        tiles = 0
        for root in self.held:
            tiles |= self.facts[root].tiles
        self.held_tiles = tiles

    def free_segments(self, cell: Cell, turned: int) -> tuple[bool, ...]:
        """For each segment of ``turned`` laid on ``cell``: whether its object, with the new
        tile joined in, holds no piece (R9). Two segments of the new tile are one object
        when the map joins them, so their objects are judged together."""
        count = len(SEG_KIND[turned >> 2])
        held_tiles = self.held_tiles
        if not held_tiles:
            return ALL_FREE[count]  # no piece on the map
        x, y = cell
        at = self.at
        for dx, dy in STEP:
            there = at.get((x + dx, y + dy))
            if there is not None and held_tiles >> there[0] & 1:
                break
        else:
            return ALL_FREE[count]  # no neighbour is part of a held object
        touched = [self.touching(cell, turned, k) for k in range(count)]
        held = {root for roots in touched for root in roots if root in self.held}
        if not held:
            return ALL_FREE[count]
        # Group the new segments that share an object on the map.
        group = list(range(count))
        for a in range(count):
            for b in range(a + 1, count):
                if touched[a] & touched[b]:
                    old, new = group[b], group[a]
                    group = [new if g == old else g for g in group]
        bad = {group[k] for k in range(count) if touched[k] & held}
        return tuple(group[k] not in bad for k in range(count))

    def surrounded(self, cell: Cell) -> int:
        """How many of the eight cells around ``cell`` hold tiles (R11, R15)."""
        x, y = cell
        at = self.at
        return sum((x + dx, y + dy) in at for dx, dy in AROUND)

    # ------------------------------------------------------------------ laying a tile

    def place(self, cell: Cell, turned: int, piece: int, seat: int) -> tuple[Board, list[Completed]]:
        """A new board with ``turned`` on ``cell`` (legal, R7) and a piece of ``seat`` on its
        segment ``piece`` (-1 for none), and the objects it completed that hold pieces (R12)."""
        board = self.copy()
        t = turned >> 2
        n = len(board.at)
        base = n * 8
        board.at[cell] = (n, turned)
        board.order.append(cell)
        board.parent.extend(range(base, base + 8))
        kinds, anchors, islands = SEG_KIND[t], SEG_ANCHOR[t], SEG_ISLANDS[t]
        for k, kind in enumerate(kinds):
            borders = frozenset(base + i for i in islands[k]) if kind == "w" else frozenset()
            pieces: tuple[int, ...] = NO_PIECES
            if k == piece:
                pieces = tuple(int(s == seat) for s in range(5))
                board.held.add(base + k)
            board.facts[base + k] = Facts(
                kind, 1 << n, anchors[k], len(SEG_SIDES[turned][k]), pieces, borders, 1
            )
        x, y = cell
        edges = EDGES[turned]
        side_seg, slot_seg = SIDE_SEG[turned], SLOT_SEG[turned]
        for s in range(4):
            dx, dy = STEP[s]
            near = (x + dx, y + dy)
            there = board.at.get(near)
            if there is None:
                need = board.frontier.get(near)
                if need is None:
                    need = 0
                    insort(board.open_cells, near)
                board.frontier[near] = need | ((edges >> 2 * s) & 3) << 2 * (s ^ 2)
                continue
            other = there[0] * 8
            if side_seg[s] >= 0:  # island or bridge sides meet: one object, two sides fewer open
                root = board._union(base + side_seg[s], other + SIDE_SEG[there[1]][s ^ 2])
                facts = board.facts[root]
                board.facts[root] = facts._replace(open=facts.open - 2)
            for q in (2 * s, 2 * s + 1):  # water halves meet across water and bridge sides
                if slot_seg[q] >= 0:
                    board._union(base + slot_seg[q], other + SLOT_SEG[there[1]][FACING_SLOT[q]])
        if board.frontier.pop(cell, None) is not None:
            board.open_cells.remove(cell)
        board._count_held_tiles()
        return board, board._completed(cell, turned)

    def _completed(self, cell: Cell, turned: int) -> list[Completed]:
        """The islands, bridges and lighthouses holding pieces that the tile on ``cell`` completed."""
        done: list[Completed] = []
        base = self.at[cell][0] * 8
        seen = set()
        for k, kind in enumerate(SEG_KIND[turned >> 2]):
            if kind not in "ib":
                continue
            root = self.find(base + k)
            facts = self.facts[root]
            if root in seen or facts.open or not any(facts.pieces):
                continue
            seen.add(root)
            tiles = facts.tiles.bit_count()
            value = tiles if kind == "b" else 2 * tiles + 2 * facts.anchors
            done.append(Completed(kind, value, facts.pieces, root))
        x, y = cell
        for dx, dy in ((0, 0), *AROUND):
            spot = (x + dx, y + dy)
            there = self.at.get(spot)
            if there is None or LIGHTHOUSE[there[1] >> 2] < 0:
                continue
            root = there[0] * 8 + LIGHTHOUSE[there[1] >> 2]
            facts = self.facts[root]
            if any(facts.pieces) and self.surrounded(spot) == 8:
                done.append(Completed("l", 9, facts.pieces, root))
        return done

    def clear(self, root: int) -> None:
        """Take every piece off the object at ``root`` (R13); only on a board being built."""
        self.facts[root] = self.facts[root]._replace(pieces=NO_PIECES)
        self.held.discard(root)
        self._count_held_tiles()
