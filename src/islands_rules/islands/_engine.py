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

from bisect import bisect_left
from operator import add
from typing import NamedTuple

from ._movetable import Cell, CellMoves, cell_moves
from ._tiles import (
    AROUND,
    EDGES,
    FACING_RIM,
    FACING_SLOT,
    LIGHTHOUSE,
    SEG_ANCHOR,
    SEG_ISLANDS,
    SEG_KIND,
    SEG_NAMES,
    SEG_REACH,
    SEG_SIDES,
    SIDE_SEG,
    SLOT_SEG,
    STEP,
)

NO_PIECES = (0, 0, 0, 0, 0)
NO_BORDERS: frozenset[int] = frozenset()
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
    # Most objects hold no piece and most borders are empty: keep the one side that counts.
    pieces = a.pieces if b.pieces is NO_PIECES else b.pieces if a.pieces is NO_PIECES else None
    if pieces is None:
        pieces = tuple(map(add, a.pieces, b.pieces))
    borders = a.borders | b.borders if a.borders and b.borders else a.borders or b.borders
    return Facts(
        a.kind, a.tiles | b.tiles, a.anchors + b.anchors, a.open + b.open, pieces, borders, a.size + b.size
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

    __slots__ = (
        "at",
        "facts",
        "frontier",
        "held",
        "held_tiles",
        "open_cells",
        "open_needs",
        "open_tables",
        "order",
        "parent",
    )

    def __init__(self) -> None:
        self.at: dict[Cell, tuple[int, int]] = {}
        """Each laid tile's cell: (its number in laying order, its turned tile ``t*4+r``)."""
        self.frontier: dict[Cell, int] = {}
        """Each empty cell beside a tile: the side kinds it must meet, two bits per side."""
        self.open_cells: list[Cell] = []
        """The cells of :attr:`frontier`, sorted (the order moves are listed in), kept up to date
        as tiles are laid so that listing moves never sorts."""
        self.open_needs: list[int] = []
        """The constraint of each of :attr:`open_cells`, in the same order."""
        self.open_tables: list[CellMoves] = []
        """The table of moves of each of :attr:`open_cells` (:func:`._movetable.cell_moves`), in
        the same order, so that listing moves finds them without hashing a cell."""
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
        board.open_needs = self.open_needs.copy()
        board.open_tables = self.open_tables.copy()
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

    def _count_held_tiles(self) -> None:
        tiles = 0
        for root in self.held:
            tiles |= self.facts[root].tiles
        self.held_tiles = tiles

    def free_segments(self, cell: Cell, t: int, rotations: tuple[int, ...]) -> list[tuple[bool, ...]]:
        """For type ``t`` laid on ``cell`` in each of ``rotations`` (each fitting, R7), whether
        each segment's object, with the new tile joined in, holds no piece (R9). Two segments
        of the new tile are one object when the map joins them, so they are judged together.

        The objects met across each side and slot of ``cell`` are the same whatever the
        rotation, so they are found once for all of ``rotations``.
        """
        every = [ALL_FREE[len(SEG_NAMES[t])]] * len(rotations)
        held_tiles = self.held_tiles
        if not held_tiles:
            return every  # no piece on the map
        x, y = cell
        at = self.at
        around = []
        near_held = 0
        for s in range(4):
            dx, dy = STEP[s]
            there = at.get((x + dx, y + dy))
            if there is not None:
                around.append((s, there))
                near_held |= held_tiles >> there[0] & 1
        if not near_held:
            return every  # no neighbour is part of a held object
        find, held = self.find, self.held
        held_places = 0  # the places of the rim where a held object is met
        for s, (n, turned) in around:
            if held_tiles >> n & 1:
                for place, k in FACING_RIM[turned][s]:
                    if find(n * 8 + k) in held:
                        held_places |= 1 << place
        if not held_places:
            return every
        same: dict[int, int] = {}  # each object met: the places where it is met
        for s, (n, turned) in around:
            for place, k in FACING_RIM[turned][s]:
                root = find(n * 8 + k)
                same[root] = same.get(root, 0) | 1 << place
        found = []
        for r in rotations:
            masks = SEG_REACH[t * 4 + r]
            for mask in masks:
                if mask & held_places:
                    break
            else:  # no segment meets a held object, so none joins one
                found.append(every[0])
                continue
            # Each segment's reach widened to every place where an object it meets is met.
            reach = []
            for mask in masks:
                wide = 0
                for places in same.values():
                    if places & mask:
                        wide |= places
                reach.append(wide)
            free, bad, spreading = [True] * len(reach), held_places, True
            while spreading:  # a segment meeting a held object joins everything it meets to it
                spreading = False
                for k, wide in enumerate(reach):
                    if free[k] and wide & bad:
                        free[k], bad, spreading = False, bad | wide, True
            found.append(tuple(free))
        return found

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
            borders = frozenset(base + i for i in islands[k]) if kind == "w" else NO_BORDERS
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
                i = bisect_left(board.open_cells, near)
                if need is None:
                    need = 0
                    board.open_cells.insert(i, near)
                    board.open_needs.insert(i, 0)
                    board.open_tables.insert(i, cell_moves(near))
                need |= ((edges >> 2 * s) & 3) << 2 * (s ^ 2)
                board.frontier[near] = board.open_needs[i] = need
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
            i = bisect_left(board.open_cells, cell)
            del board.open_cells[i], board.open_needs[i], board.open_tables[i]
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
            if root in seen or root not in self.held:
                continue
            facts = self.facts[root]
            if facts.open:
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
            if root in self.held and self.surrounded(spot) == 8:
                done.append(Completed("l", 9, self.facts[root].pieces, root))
        return done

    def clear(self, root: int) -> None:
        """Take every piece off the object at ``root`` (R13); only on a board being built."""
        self.facts[root] = self.facts[root]._replace(pieces=NO_PIECES)
        self.held.discard(root)
        self._count_held_tiles()
