"""The bitmask engine of Ponte del Diavolo, shared by the rules and the fast playout.

Openly private: :mod:`~islands_rules.ponte.rules` and :mod:`~islands_rules.ponte.playout`
build on these functions; nothing else should. Cells are bit indices (``column * size +
row``), groups and sets of cells are int masks, bridges are numbers of the board's
:class:`~islands_rules.ponte._geometry.Geometry`.
"""

from __future__ import annotations

import gc
from functools import cache
from itertools import repeat

from ._cells import Colour
from ._geometry import Geometry, bits, geometry
from ._position import Position
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, moves_between
from .state import GameState

# --------------------------------------------------------------------------- tiles (R8-R10)


def open_mask(state: GameState, colour: Colour) -> int:
    """The cells where a tile of ``colour`` may go as far as the board is concerned: empty, not
    under a bridge (R8), and not around one of its islands (R9 ii)."""
    # The state's fields, read directly: this is the engine over the state, and hot.
    halo = state._dark_island_halo if colour is Colour.DARK else state._light_island_halo
    return state._geometry.full & ~(state._light | state._dark | state._blocked | halo)


def fits(geo: Geometry, tiles: int, group: int) -> bool:
    """R9 for one group of ``tiles``: at most four tiles, and an island touches no other of ``tiles``.

    The empty group (0) fits.
    """
    size = group.bit_count()
    return size < 4 or (size == 4 and not geo.halo(group) & tiles)


def new_groups(geo: Geometry, x: int, y: int, grown_x: int, grown_y: int) -> tuple[int, int]:
    """The groups of two new tiles on ``x`` and ``y``: the one holding ``x``, and the one holding
    ``y`` if it is another, else 0 (the tiles touch or join a common group).

    ``grown_x`` is ``x`` with the own groups orthogonally beside it, the group one tile there
    would make (likewise ``grown_y``).
    """
    if grown_x & grown_y or geo.ortho[x] >> y & 1:
        return grown_x | grown_y, 0
    return grown_x, grown_y


def pair_fits(geo: Geometry, own: int, x: int, y: int, grown_x: int, grown_y: int) -> bool:
    """R10: whether tiles on the open cells ``x`` and ``y`` keep R9, judged with both added.

    ``grown_x`` and ``grown_y`` are as in :func:`new_groups`. Islands already on the board
    are kept whole by the cells being open (:func:`open_mask`).
    """
    after = own | 1 << x | 1 << y
    group_x, group_y = new_groups(geo, x, y, grown_x, grown_y)
    return fits(geo, after, group_x) and fits(geo, after, group_y)


def group_table(geo: Geometry, own: int) -> list[int]:
    """For each cell, the group of ``own`` on it, or 0 where ``own`` has no tile."""
    table = [0] * (geo.size * geo.size)
    for group in geo.groups(own):
        for i in bits(group):
            table[i] = group
    return table


def grown_group(
    ortho_cells: tuple[tuple[int, ...], ...], group_at: list[int] | dict[int, int], x: int
) -> int:
    """The group a tile on ``x`` would make: ``x`` and the groups of :func:`group_table` beside it."""
    group = 1 << x
    for n in ortho_cells[x]:
        group |= group_at[n]
    return group


Plan = tuple[int, ...]
"""What :func:`after_move` needs of a legal move besides the move, found while judging it:
``(x, y, group_x, group_y)`` for a placement (:func:`pair_groups`), ``(number,)`` for a
bridge, ``()`` for the rest."""


def pair_groups(state: GameState, colour: Colour, x: int, y: int) -> Plan | None:
    """R8-R10 for tiles of ``colour`` on cells ``x`` and ``y``: the check behind play and is_legal.

    ``None`` if the pair is illegal, else its :data:`Plan`: the cells and the groups the two
    tiles make, as :func:`new_groups` gives them.
    """
    open_cells = open_mask(state, colour)
    if x == y or not (open_cells >> x & 1 and open_cells >> y & 1):
        return None
    geo = state._geometry
    own = state._dark if colour is Colour.DARK else state._light
    grown_x, grown_y = geo.group(own | 1 << x, x), geo.group(own | 1 << y, y)
    if not pair_fits(geo, own, x, y, grown_x, grown_y):
        return None
    return (x, y, *new_groups(geo, x, y, grown_x, grown_y))


# -------------------------------------------------------------------------- bridges (R11-R16)


def buildable_mask(state: GameState, colour: Colour) -> int:
    """The bridges ``colour`` may build now, as a mask over bridge numbers (R11-R15): those
    between two of its tiles (R11) that nothing rules out for good, a tile under them (R12),
    a bridge end on one of their tiles (R13), a bridge they would cross or share a cell with
    (R14), while the pool is not empty (R15).

    The bridges' ends and the bridges ruled out are kept on the state move by move
    (:class:`~islands_rules.ponte._position.Position`), so this is two ``&``.
    """
    if colour is Colour.DARK:
        return buildable(state._dark_low_ends, state._dark_high_ends, state._dead_bridges, state.bridges_left)
    return buildable(state._light_low_ends, state._light_high_ends, state._dead_bridges, state.bridges_left)


def buildable(low_ends: int, high_ends: int, dead: int, pool: int | None) -> int:
    """:func:`buildable_mask` from the bridges whose lower end holds a tile of the colour, those
    whose higher end does, the bridges ruled out and the pool."""
    return 0 if pool == 0 else low_ends & high_ends & ~dead


def bridge_plan(state: GameState, colour: Colour, a: int, b: int) -> Plan | None:
    """R11-R15 for a bridge of ``colour`` from ``a`` to ``b``: the check behind play and is_legal.

    ``None`` if the bridge is illegal, else its :data:`Plan`, its number."""
    number = state.geometry.bridge_index.get((min(a, b), max(a, b)))
    if number is None or not buildable_mask(state, colour) >> number & 1:
        return None
    return (number,)


# ------------------------------------------------------------------- moves and turns (R4-R7)


@cache
def bridge_moves(size: int) -> tuple[BuildBridge, ...]:
    """Every bridge move of a board size, by bridge number: built once, since moves are values."""
    geo = geometry(size)
    lows, highs = zip(*geo.bridge_ends, strict=True) if geo.bridge_ends else ((), ())
    cell = geo.cells.__getitem__
    return tuple(moves_between(BuildBridge, map(cell, lows), map(cell, highs)))


class PairTable:
    """The shared moves ``PlaceTiles(x, y)`` of one board size, ``x < y``, by first cell: ``rows[x]``
    is indexed by ``y`` (its entries ``y <= x`` are never read, and hold the row's first move so
    that the row stays one type). A row is built when a listing first needs it, and ``missing``
    is the mask of the cells whose row is not built yet, so a listing asks once for them all."""

    __slots__ = ("missing", "rows", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self.rows: list[list[PlaceTiles]] = [[] for _ in range(size * size)]
        self.missing = (1 << (size * size)) - 1

    def fill(self, cells: int) -> None:
        """Build the rows of the cells of the mask ``cells`` not built yet.

        The moves are made in bulk (:func:`~islands_rules.ponte.moves.placements_from`), with the
        cyclic garbage collector paused while they are made: the 228,150 moves of a 26×26 board
        would otherwise set off full collections that cost twice as much as making them.
        """
        cells &= self.missing
        if not cells:
            return
        board = geometry(self.size).cells
        paused = gc.isenabled()
        gc.disable()
        try:
            for x in bits(cells):
                row: list[PlaceTiles] = moves_between(PlaceTiles, repeat(board[x]), board[x + 1 :])
                self.rows[x] = [row[0]] * (x + 1) + row if row else []
                self.missing &= ~(1 << x)  # only once the row is there (an error may stop the loop)
        finally:
            if paused:
                gc.enable()


@cache
def pair_table(size: int) -> PairTable:
    """The (cached) :class:`PairTable` of a board size."""
    return PairTable(size)


def place_move(size: int, x: int, y: int) -> PlaceTiles:
    """The (shared) move placing tiles on cells ``x`` and ``y``, ``x < y``."""
    table = pair_table(size)
    if table.missing >> x & 1:
        table.fill(1 << x)
    return table.rows[x][y]


def two_in(supply: int | None) -> bool:
    """Whether a supply of tiles (``None``: unlimited) holds the two a placement takes (R17)."""
    return supply is None or supply >= 2


def has_two_tiles(state: GameState, colour: Colour) -> bool:
    """Whether ``colour``'s supply holds the two tiles a placement takes (R17)."""
    return two_in(state.dark_tiles_left if colour is Colour.DARK else state.light_tiles_left)


def after_move(state: GameState, move: Move, plan: Plan) -> GameState:
    """The state after a move already known to be legal: the one transition, through
    :class:`~islands_rules.ponte._position.Position`. ``plan`` is what judging the move found
    (:data:`Plan`)."""
    position = Position(state)
    if isinstance(move, PlaceTiles):
        x, y, group_x, group_y = plan
        position.place(position.geo, state.to_move is Colour.DARK, x, y, (group_x, group_y))
    elif isinstance(move, BuildBridge):
        position.bridge(position.geo, state.to_move is Colour.DARK, plan[0])
    position.end_turn(swap=isinstance(move, Swap), decline=isinstance(move, Decline))
    return position.state()
