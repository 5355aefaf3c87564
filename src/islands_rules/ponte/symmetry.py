"""The board's symmetries: the eight of the square (R1 allows square boards only).

Every rule speaks of cells through offsets that the square's rotations and reflections keep:
orthogonal groups, the eight cells around an island, the bridge offsets (R11) and the cells
under a bridge (R12), crossings (R14). So turning or mirroring a whole position, tiles and
bridges alike, gives a position with the same future, move for move. The colours are not
exchanged: light and dark play by different rules (R4-R6, R18), so a colour swap is no
symmetry.

Symmetry ``k`` maps the cell at column ``x``, row ``y`` of an ``n``-cell board (``m = n - 1``):

=== =================== ============================
k   image               meaning
=== =================== ============================
0   ``(x, y)``          the identity
1   ``(m - y, x)``      a quarter turn
2   ``(m - x, m - y)``  a half turn
3   ``(y, m - x)``      three quarter turns
4   ``(m - x, y)``      the mirror left to right
5   ``(x, m - y)``      the mirror top to bottom
6   ``(y, x)``          the mirror in the diagonal a1 to the far corner
7   ``(m - y, m - x)``  the mirror in the other diagonal
=== =================== ============================

>>> import islands_rules as ir
>>> from islands_rules.ponte import symmetry
>>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,b1")
>>> sorted(str(cell) for cell in symmetry.map_state(state, 1).tiles("light"))
['d1', 'd2']
>>> symmetry.canonical_key(state) == symmetry.canonical_key(symmetry.map_state(state, 6))
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable

from ..core.checks import expect, expect_state
from ..core.errors import PositionError, shown
from ._cells import Cell
from ._geometry import Geometry, bits, geometry
from ._setup import setup_position
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .state import GameState

__all__ = ["canonical_key", "map_move", "map_state", "symmetry_count"]

_POINT_MAPS: tuple[Callable[[int, int, int], tuple[int, int]], ...] = (
    lambda x, y, m: (x, y),
    lambda x, y, m: (m - y, x),
    lambda x, y, m: (m - x, m - y),
    lambda x, y, m: (y, m - x),
    lambda x, y, m: (m - x, y),
    lambda x, y, m: (x, m - y),
    lambda x, y, m: (y, x),
    lambda x, y, m: (m - y, m - x),
)


class _Tables:
    """Per board size and symmetry: where each cell and each bridge number goes, and byte
    tables that map a whole bitmask a byte at a time."""

    def __init__(self, geo: Geometry) -> None:
        size, m = geo.size, geo.size - 1
        self.cells: list[tuple[int, ...]] = []
        self.bridges: list[tuple[int, ...]] = []
        self.cell_bytes: list[tuple[tuple[int, ...], ...]] = []
        self.bridge_bytes: list[tuple[tuple[int, ...], ...]] = []
        for point_map in _POINT_MAPS:
            points = (point_map(i // size, i % size, m) for i in range(size * size))
            cells = tuple(x * size + y for x, y in points)
            ends = ((cells[a], cells[b]) for a, b in geo.bridge_ends)
            numbers = tuple(geo.bridge_index[(min(a, b), max(a, b))] for a, b in ends)
            self.cells.append(cells)
            self.bridges.append(numbers)
            self.cell_bytes.append(_byte_tables(cells))
            self.bridge_bytes.append(_byte_tables(numbers))


def _byte_tables(images: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each byte of a mask, the image of each of its 256 values."""
    tables = []
    for start in range(0, len(images), 8):
        table = []
        for value in range(256):
            image = 0
            for bit in bits(value):
                if start + bit < len(images):
                    image |= 1 << images[start + bit]
            table.append(image)
        tables.append(tuple(table))
    return tuple(tables)


def _map_mask(mask: int, tables: tuple[tuple[int, ...], ...]) -> int:
    image = 0
    for table in tables:
        if mask:
            image |= table[mask & 255]
            mask >>= 8
    return image


@functools.cache
def _tables(size: int) -> _Tables:
    return _Tables(geometry(size))


def symmetry_count(state: GameState) -> int:
    """The eight symmetries of the square board.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import symmetry
    >>> symmetry.symmetry_count(ir.new_game())
    8
    """
    expect_state(state, GameState)
    return len(_POINT_MAPS)


def _cell(geo: Geometry, cell: Cell, symmetry: int) -> Cell:
    return geo.cells[_tables(geo.size).cells[symmetry][geo.index_of[cell]]]


def _bridge(geo: Geometry, bridge: BuildBridge, symmetry: int) -> BuildBridge:
    return BuildBridge(*(_cell(geo, cell, symmetry) for cell in bridge.cells))


def _checked(state: GameState, symmetry: int) -> Geometry:
    state = expect_state(state, GameState)
    if type(symmetry) is not int or not 0 <= symmetry < len(_POINT_MAPS):
        raise PositionError(f"Ponte del Diavolo's board has symmetries 0 to 7, got {shown(symmetry)}")
    return state.geometry


def map_move(state: GameState, move: Move, symmetry: int) -> Move:
    """The image of ``move`` under symmetry ``symmetry``; a swap or a decline is its own image.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import symmetry
    >>> state = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> symmetry.map_move(state, ir.ponte.parse_move("a1,b3"), 1)
    PlaceTiles('b2', 'd1')
    """
    geo = _checked(state, symmetry)
    expect(move, PlaceTiles | BuildBridge | Swap | Decline, "move")
    if isinstance(move, PlaceTiles):
        return PlaceTiles(*(_cell(geo, cell, symmetry) for cell in move.cells))
    if isinstance(move, BuildBridge):
        return _bridge(geo, move, symmetry)
    return move


def map_state(state: GameState, symmetry: int) -> GameState:
    """The image of ``state``: its tiles and bridges turned or mirrored, the rest the same.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import symmetry
    >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,a3")
    >>> sorted(str(cell) for cell in symmetry.map_state(state, 2).tiles("light"))
    ['d2', 'd4']
    """
    geo = _checked(state, symmetry)
    if symmetry == 0:
        return state
    return setup_position(
        rules=state.rules,
        light=[_cell(geo, cell, symmetry) for cell in state.tiles("light")],
        dark=[_cell(geo, cell, symmetry) for cell in state.tiles("dark")],
        light_bridges=[_bridge(geo, bridge, symmetry) for bridge in state.bridges("light")],
        dark_bridges=[_bridge(geo, bridge, symmetry) for bridge in state.bridges("dark")],
        to_move=state.to_move,
        phase=state.phase,
        light_tiles_left=state.light_tiles_left,
        dark_tiles_left=state.dark_tiles_left,
        bridges_left=state.bridges_left,
        light_declined=state.light_declined,
        swapped=state.swapped,
        ply=state.ply,
    )


def canonical_key(state: GameState) -> Hashable:
    """The smallest image of the board under the eight symmetries, with everything else that
    decides the future: the colour to move, the phase, the supplies and light's decline. Which
    seat plays which colour (the swap) is left out: it changes who wins, not which colour.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import symmetry
    >>> rules = ir.ponte.Rules(board_size=5)
    >>> moves = ("a1,a2", "e5,d5", "a1,a3")
    >>> keys = {symmetry.canonical_key(ir.play(ir.new_game(rules), move)) for move in moves}
    >>> len(keys)
    2
    """
    tables = _tables(expect_state(state, GameState).geometry.size)
    light, dark = state.tile_mask("light"), state.tile_mask("dark")
    light_bridges, dark_bridges = state.bridge_mask("light"), state.bridge_mask("dark")
    board = min(
        (
            _map_mask(light, cell_bytes),
            _map_mask(dark, cell_bytes),
            _map_mask(light_bridges, bridge_bytes),
            _map_mask(dark_bridges, bridge_bytes),
        )
        for cell_bytes, bridge_bytes in zip(tables.cell_bytes, tables.bridge_bytes, strict=True)
    )
    return (
        state.to_move.value,
        state.phase.value,
        state.light_tiles_left,
        state.dark_tiles_left,
        state.bridges_left,
        state.light_declined,
        *board,
    )
