"""Precomputed board tables for one board size: squares as bits, lines, and every tile position.

Square ``row * N + column`` (from 0, in Dark's frame) is bit ``row * N + column`` of a
mask. A tile position is keyed by ``lower * N² + upper``, its two end squares; lines are
numbered 0..N-1 for the rows and N..2N-1 for the columns. Openly private: the engine,
the JSON reader and the pictures share it.
"""

from __future__ import annotations

from .moves import Place, Remove, cell_name

__all__ = ["TABLES", "Geometry", "TileShape", "bits", "geometry", "toggled"]

_ROW_CACHE_LIMIT = 100_000  # placements cached by band pattern (a few MB); beyond this they are made afresh


class TileShape:
    """One position a tile can take: its squares, line and the lines it crosses."""

    __slots__ = (
        "crosses",
        "head",
        "horizontal",
        "key",
        "length",
        "line",
        "lower",
        "mask",
        "place",
        "squares",
    )

    def __init__(self, size: int, lower: int, upper: int, horizontal: bool) -> None:
        step = 1 if horizontal else size
        self.key = lower * size * size + upper
        self.lower, self.horizontal = lower, horizontal
        self.length = (upper - lower) // step + 1
        self.squares = tuple(range(lower, upper + 1, step))
        self.mask = sum(1 << square for square in self.squares)
        self.head = 1 << lower
        row, column = divmod(lower, size)
        if horizontal:  # along row ``row``, crossing the columns it covers
            self.line = row
            self.crosses = tuple(size + c for c in range(column, column + self.length))
        else:
            self.line = size + column
            self.crosses = tuple(range(row, row + self.length))
        self.place = Place(cell_name(column, row), cell_name(*reversed(divmod(upper, size))))


class Geometry:
    """The tables of one board size."""

    __slots__ = (
        "area",
        "band",
        "facts",
        "full",
        "line_masks",
        "names",
        "removals",
        "rows",
        "shapes",
        "size",
        "starts",
    )

    def __init__(self, size: int) -> None:
        self.size = size
        self.area = size * size
        self.full = (1 << self.area) - 1
        self.names = tuple(cell_name(i % size, i // size) for i in range(self.area))
        rows = [((1 << size) - 1) << (size * r) for r in range(size)]
        columns = [sum(1 << (r * size + c) for r in range(size)) for c in range(size)]
        self.line_masks = tuple(rows + columns)
        # starts[length] = (squares where a horizontal tile may start, a vertical one)
        self.starts: dict[int, tuple[int, int]] = {}
        self.shapes: dict[int, TileShape] = {}
        for length in range(2, size + 1):
            horizontal = sum(rows[r] & sum(columns[: size - length + 1]) for r in range(size))
            vertical = sum(rows[: size - length + 1])
            self.starts[length] = (horizontal, vertical)
            for square in bits(horizontal):
                shape = TileShape(size, square, square + length - 1, True)
                self.shapes[shape.key] = shape
            for square in bits(vertical):
                shape = TileShape(size, square, square + (length - 1) * size, False)
                self.shapes[shape.key] = shape
        # per tile position, its removals by advance, made as far as needed (see removal_moves)
        self.removals: dict[int, list[Remove]] = {key: [] for key in self.shapes}
        # per tile position, what a removal needs: length, squares, its line's squares,
        # horizontal, and its list of removals (the same list object, so one lookup finds all)
        self.facts = {
            key: (s.length, s.mask, self.line_masks[s.line], s.horizontal, self.removals[key])
            for key, s in self.shapes.items()
        }
        self.rows: dict[int, tuple[Place, ...]] = {}
        self.band = size * max(1, 32 // size)  # squares per band: whole rows, at most 32 bits or one row

    def placements(self, starts: int, length: int, horizontal: bool) -> list[Place]:
        """The placements of tiles of ``length`` whose lower ends are the squares of ``starts``,
        by lower end. The board is cut into bands of a few rows; each band's placements are
        made once per pattern of starts in it, then shared."""
        size, table = self.size, self.rows
        band = self.band
        band_mask = (1 << band) - 1
        kind = length if horizontal else length + 32  # key: pattern, band (5 bits), kind (6 bits)
        found: list[Place] = []
        number = 0
        while starts:
            pattern = starts & band_mask
            if pattern:
                key = (pattern << 5 | number) << 6 | kind
                made = table.get(key)
                if made is None:
                    made = self._made(
                        pattern, number * band, length - 1 if horizontal else (length - 1) * size
                    )
                    if len(table) < _ROW_CACHE_LIMIT:
                        table[key] = made
                found += made
            starts >>= band
            number += 1
        return found

    def _made(self, pattern: int, base: int, span: int) -> tuple[Place, ...]:
        area, shapes = self.area, self.shapes
        return tuple(shapes[(base + i) * area + base + i + span].place for i in bits(pattern))

    def removal_moves(self, key: int, most: int) -> list[Remove]:
        """The removals of tile ``key`` with advances 0..``most`` (made once, then shared)."""
        made = self.removals[key]
        if len(made) <= most:
            place = self.shapes[key].place
            made.extend(Remove(place.start, place.end, k) for k in range(len(made), most + 1))
        return made


def toggled(masks: tuple[int, int, int, int], shape: TileShape) -> tuple[int, int, int, int]:
    """The masks of a state's tiles (see ``GameState._masks``) with ``shape`` added or taken away."""
    h_cover, v_cover, h_heads, v_heads = masks
    if shape.horizontal:
        return h_cover ^ shape.mask, v_cover, h_heads ^ shape.head, v_heads
    return h_cover, v_cover ^ shape.mask, h_heads, v_heads ^ shape.head


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first.

    >>> bits(0b10110)
    [1, 2, 4]
    """
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


TABLES: dict[int, Geometry] = {}
"""The tables of each board size built so far (read directly on hot paths)."""


def geometry(size: int) -> Geometry:
    """The tables of the ``size`` × ``size`` board, built once."""
    tables = TABLES.get(size)
    if tables is None:
        tables = TABLES[size] = Geometry(size)
    return tables
