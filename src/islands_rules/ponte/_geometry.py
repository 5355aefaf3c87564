"""Board geometry on integer bitmasks, computed once per board size.

Cell ``(column, row)`` is bit ``column * size + row``, so bit order is the library's cell
order (``a1 < a2 < … < b1``). Every rule check in :mod:`islands_rules.ponte.rules` and
:mod:`islands_rules.scoring` is a few ``&``/``|`` operations on these masks instead of a
walk over sets of cells.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache

from ._cells import Cell

Point = tuple[int, int]

# R11: the offsets a bridge may span, each listed once (the other direction is the negation).
BRIDGE_OFFSETS: tuple[Point, ...] = ((2, 0), (0, 2), (2, 2), (2, -2), (1, 2), (-1, 2), (2, 1), (2, -1))


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def cells_under(a: Point, b: Point) -> tuple[Point, ...]:
    """The cells a bridge from ``a`` to ``b`` spans (R12); empty if ``a-b`` is no bridge (R11)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if (dx, dy) not in BRIDGE_OFFSETS and (-dx, -dy) not in BRIDGE_OFFSETS:
        return ()
    x, y = a
    if abs(dx) != 1 and abs(dy) != 1:  # straight or diagonal: the midpoint
        return ((x + dx // 2, y + dy // 2),)
    if abs(dx) == 1:  # knight, long leg vertical
        return ((x, y + _sign(dy)), (x + dx, y + _sign(dy)))
    return ((x + _sign(dx), y), (x + _sign(dx), y + dy))  # knight, long leg horizontal


def _orientation(o: Point, a: Point, b: Point) -> int:
    return _sign((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]))


def _within_box(p: Point, q: Point, r: Point) -> bool:
    """Whether ``r``, known to be collinear with ``pq``, lies on the closed segment ``pq``."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def segments_meet(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Whether the closed segments ``p1p2`` and ``q1q2`` share a point (exact, integer)."""
    d1, d2 = _orientation(q1, q2, p1), _orientation(q1, q2, p2)
    d3, d4 = _orientation(p1, p2, q1), _orientation(p1, p2, q2)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (
        (d1 == 0 and _within_box(q1, q2, p1))
        or (d2 == 0 and _within_box(q1, q2, p2))
        or (d3 == 0 and _within_box(p1, p2, q1))
        or (d4 == 0 and _within_box(p1, p2, q2))
    )


def bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    """The indices of the set bits of ``mask`` as a list, lowest first: like :func:`bits`, but
    faster when many bits are set, as it reads the binary digits in one go."""
    # The digits as bytes of 0 and 1, lowest first, pick the indices in one C loop.
    return list(itertools.compress(range(mask.bit_length()), bin(mask)[:1:-1].encode().translate(_DIGITS)))


_DIGITS = bytes.maketrans(b"01", b"\x00\x01")


def nth_bit(mask: int, n: int) -> int:
    """The index of the ``n``-th set bit of ``mask`` (from 0), by bisection on bit counts."""
    low, high = 0, mask.bit_length() - 1
    while low < high:
        middle = (low + high) // 2
        if (mask & ((2 << middle) - 1)).bit_count() > n:
            high = middle
        else:
            low = middle + 1
    return low


@cache
def conflicting_shapes() -> dict[Point, tuple[tuple[Point, Point], ...]]:
    """R14 on an unbounded board: for each bridge offset, the bridges that conflict with a bridge
    of that offset from ``(0, 0)``, each as (its start relative to ``(0, 0)``, its offset).

    Two bridges conflict when they share a spanned cell or their segments meet, so only those
    whose bounding boxes meet are tested: for each pair of offsets, the starts that put the
    second bridge's box over the first's.
    """
    shapes: dict[Point, tuple[tuple[Point, Point], ...]] = {}
    for one in BRIDGE_OFFSETS:
        spanned = set(cells_under((0, 0), one))
        found = []
        for two in BRIDGE_OFFSETS:
            # The box of a bridge from the origin runs from min(0, offset) to max(0, offset).
            columns = range(min(0, one[0]) - max(0, two[0]), max(0, one[0]) - min(0, two[0]) + 1)
            rows = range(min(0, one[1]) - max(0, two[1]), max(0, one[1]) - min(0, two[1]) + 1)
            for start in itertools.product(columns, rows):
                end = (start[0] + two[0], start[1] + two[1])
                if (start, two) == ((0, 0), one):
                    continue
                if spanned.intersection(cells_under(start, end)) or segments_meet((0, 0), one, start, end):
                    found.append((start, two))
        shapes[one] = tuple(found)
    return shapes


class Geometry:
    """The tables of one board size. Build with :func:`geometry`, which caches them.

    Bridge tables are indexed by a bridge number; a set of bridges is a bitmask over
    those numbers, so "does this bridge cross any bridge on the board" is one ``&``.
    """

    __slots__ = (
        "box",
        "bridge_conflicts",
        "bridge_ends",
        "bridge_ends_at",
        "bridge_high_at",
        "bridge_index",
        "bridge_low_at",
        "bridge_under",
        "bridges_over",
        "cells",
        "full",
        "index_of",
        "not_bottom",
        "not_top",
        "ortho",
        "ortho_cells",
        "size",
    )

    def __init__(self, size: int) -> None:
        self.size = size
        points = [(column, row) for column in range(size) for row in range(size)]
        self.cells: tuple[Cell, ...] = tuple(Cell(column, row) for column, row in points)
        self.index_of: dict[Cell, int] = {cell: i for i, cell in enumerate(self.cells)}
        self.full = (1 << (size * size)) - 1
        bottom_row = sum(1 << (column * size) for column in range(size))
        self.not_bottom = self.full & ~bottom_row
        self.not_top = self.full & ~(bottom_row << (size - 1))

        def index(point: Point) -> int | None:
            column, row = point
            return column * size + row if 0 <= column < size and 0 <= row < size else None

        def mask(around: Point, steps: tuple[Point, ...]) -> tuple[int, ...]:
            found = (index((around[0] + dx, around[1] + dy)) for dx, dy in steps)
            return tuple(i for i in found if i is not None)

        orthogonal = ((0, -1), (0, 1), (-1, 0), (1, 0))
        self.ortho_cells: tuple[tuple[int, ...], ...] = tuple(mask(p, orthogonal) for p in points)
        self.ortho: tuple[int, ...] = tuple(sum(1 << i for i in n) for n in self.ortho_cells)
        # Per cell, the cell and its eight neighbours.
        self.box: tuple[int, ...] = tuple(self.surround(1 << i) for i in range(size * size))

        found: list[tuple[tuple[int, int], int, tuple[Point, Point]]] = []
        for a in points:
            for dx, dy in BRIDGE_OFFSETS:
                b = (a[0] + dx, a[1] + dy)
                ia, ib = index(a), index(b)
                if ia is None or ib is None:
                    continue
                covered = sum(1 << i for i in map(index, cells_under(a, b)) if i is not None)
                found.append(((min(ia, ib), max(ia, ib)), covered, (a, b)))
        # Bridges are numbered in the order of their ends, lower end first, so that a mask of
        # bridges read from its lowest bit lists them in cell order.
        found.sort()
        ends = [bridge_ends for bridge_ends, _, _ in found]
        under = [covered for _, covered, _ in found]
        segments = [segment for _, _, segment in found]
        self.bridge_ends: tuple[tuple[int, int], ...] = tuple(ends)
        self.bridge_under: tuple[int, ...] = tuple(under)
        self.bridge_index: dict[tuple[int, int], int] = {e: n for n, e in enumerate(ends)}
        # Per cell, as masks over bridge numbers: the bridges whose lower end is the cell, those
        # whose higher end is, both (the bridges with an end on it), and those spanning it.
        low_at, high_at = [0] * len(points), [0] * len(points)
        for number, (low, high) in enumerate(ends):
            low_at[low] |= 1 << number
            high_at[high] |= 1 << number
        self.bridge_low_at: tuple[int, ...] = tuple(low_at)
        self.bridge_high_at: tuple[int, ...] = tuple(high_at)
        self.bridge_ends_at: tuple[int, ...] = tuple(map(int.__or__, low_at, high_at))
        over = [0] * len(points)
        for number, covered in enumerate(under):
            for i in bits(covered):
                over[i] |= 1 << number
        self.bridges_over: tuple[int, ...] = tuple(over)
        self.bridge_conflicts: tuple[int, ...] = self._conflicts(segments)

    def _conflicts(self, segments: list[tuple[Point, Point]]) -> tuple[int, ...]:
        """R14: for each bridge, the bridges that share a spanned cell or meet its segment.

        Whether two bridges conflict depends only on their shapes and on where one starts
        relative to the other (:func:`conflicting_shapes`), so the geometry is worked out once
        for all board sizes and each board only looks its neighbours up: on a grid with a
        margin of four cells, where a neighbour off the board is a 0 bit, not a special case.
        """
        wide = self.size + 8
        # Per offset, per cell of the wide grid, the bit of the bridge of that offset from it.
        bit_from = {offset: [0] * (wide * wide) for offset in BRIDGE_OFFSETS}
        starts = []
        for number, (a, b) in enumerate(segments):
            start = (a[0] + 4) * wide + a[1] + 4
            offset = (b[0] - a[0], b[1] - a[1])
            bit_from[offset][start] = 1 << number
            starts.append((start, offset))
        neighbours = {
            offset: [(bit_from[other], dx * wide + dy) for (dx, dy), other in shapes]
            for offset, shapes in conflicting_shapes().items()
        }
        return tuple(sum(bit[start + step] for bit, step in neighbours[offset]) for start, offset in starts)

    def __reduce__(self) -> tuple[object, tuple[int]]:
        """Pickled as its board size: a state carries its geometry, and the tables are rebuilt
        (or found in the cache) on the other side instead of travelling with every state."""
        return geometry, (self.size,)

    def index(self, cell: Cell) -> int | None:
        """The bit of ``cell``, or ``None`` if it is off this board: the same as
        ``index_of.get(cell)``, by arithmetic, as hashing a cell costs more (it is hot in play)."""
        column, row = cell.column, cell.row
        return column * self.size + row if column < self.size and row < self.size else None

    def mask_cells(self, mask: int) -> tuple[Cell, ...]:
        """The cells of a mask, in cell order."""
        cells = self.cells
        return tuple(cells[i] for i in bits(mask))

    def spread(self, mask: int) -> int:
        """``mask`` and the cells orthogonally next to it, by shifting the whole board at once.

        A step up a column is ``<< 1`` (cut where it would wrap from the top row into the next
        column's bottom), a step across columns is ``<< size``.
        """
        size = self.size
        return (
            mask
            | (mask << 1 & self.not_bottom)
            | (mask >> 1 & self.not_top)
            | (mask << size & self.full)
            | mask >> size
        )

    def surround(self, mask: int) -> int:
        """``mask`` and the cells orthogonally or diagonally next to it."""
        size = self.size
        column = mask | (mask << 1 & self.not_bottom) | (mask >> 1 & self.not_top)
        return column | (column << size & self.full) | column >> size

    def group(self, tiles: int, seed: int) -> int:
        """The orthogonally connected part of ``tiles`` containing bit ``seed`` (R9)."""
        group = 1 << seed
        while True:
            grown = self.spread(group) & tiles
            if grown == group:
                return group
            group = grown

    def groups(self, tiles: int) -> list[int]:
        """All groups of ``tiles``, ordered by their lowest cell."""
        # A tile with no other beside it is a group of one, found without a flood fill.
        alone = tiles & ~self.spread_out(tiles)
        found = []
        while tiles:
            low = tiles & -tiles
            group = low if low & alone else self.group(tiles, low.bit_length() - 1)
            found.append(group)
            tiles &= ~group
        return found

    def spread_out(self, mask: int) -> int:
        """The cells orthogonally next to a cell of ``mask``: :meth:`spread` without ``mask``
        itself (a cell of ``mask`` next to another is in both)."""
        size = self.size
        return (
            (mask << 1 & self.not_bottom)
            | (mask >> 1 & self.not_top)
            | (mask << size & self.full)
            | mask >> size
        )

    def halo(self, group: int) -> int:
        """The cells around ``group``, orthogonally and diagonally, outside it (R9 ii)."""
        return self.surround(group) & ~group

    def orthogonal_neighbours(self, group: int) -> int:
        """The cells orthogonally next to ``group``, outside it."""
        return self.spread(group) & ~group


@cache
def geometry(size: int) -> Geometry:
    """The (cached) tables for a ``size`` × ``size`` board."""
    return Geometry(size)
