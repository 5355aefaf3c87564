"""Legality and play: which moves a position allows, and the position each one leads to.

Every function here is pure: it reads a :class:`~islands_rules.GameState` and returns a
value or a new state. Each rule of the rules page is enforced in one place, named in the
docstring of the function that enforces it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from functools import cache
from operator import itemgetter

import attrs

from ._geometry import Geometry, bit_list, bits, geometry
from .cells import Cell, Colour
from .core.errors import IllegalMoveError, NotationError, PositionError
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .state import GameState, Phase, Rules

__all__ = [
    "blocked_cells",
    "can_place_two",
    "is_legal",
    "legal_moves",
    "new_game",
    "play",
    "setup_position",
]


# --------------------------------------------------------------------------- tiles (R8-R10)


def _open_cells(state: GameState, colour: Colour) -> int:
    """The cells where a tile of ``colour`` may go as far as the board is concerned: empty, not
    under a bridge (R8), and not around one of its islands (R9 ii)."""
    taken = state.tile_mask(Colour.LIGHT) | state.tile_mask(Colour.DARK) | state.blocked_mask
    return state.geometry.full & ~(taken | state._island_halo(colour))


def _island_halo(geo: Geometry, group: int) -> int:
    """The cells an island keeps its colour's tiles out of (R9 ii); none if ``group`` is a sandbank."""
    return geo.halo(group) if group.bit_count() == 4 else 0


def _fits(geo: Geometry, tiles: int, group: int) -> bool:
    """R9 for one group of ``tiles``: at most four tiles, and an island touches no other of ``tiles``.

    The empty group (0) fits.
    """
    size = group.bit_count()
    return size < 4 or (size == 4 and not geo.halo(group) & tiles)


def _new_groups(geo: Geometry, x: int, y: int, grown_x: int, grown_y: int) -> tuple[int, int]:
    """The groups of two new tiles on ``x`` and ``y``: the one holding ``x``, and the one holding
    ``y`` if it is another, else 0 (the tiles touch or join a common group).

    ``grown_x`` is ``x`` with the own groups orthogonally beside it, the group one tile there
    would make (likewise ``grown_y``).
    """
    if grown_x & grown_y or geo.ortho[x] >> y & 1:
        return grown_x | grown_y, 0
    return grown_x, grown_y


def _pair_fits(geo: Geometry, own: int, x: int, y: int, grown_x: int, grown_y: int) -> bool:
    """R10: whether tiles on the open cells ``x`` and ``y`` keep R9, judged with both added.

    ``grown_x`` and ``grown_y`` are as in :func:`_new_groups`. Islands already on the board
    are kept whole by the cells being open (:func:`_open_cells`).
    """
    after = own | 1 << x | 1 << y
    group_x, group_y = _new_groups(geo, x, y, grown_x, grown_y)
    return _fits(geo, after, group_x) and _fits(geo, after, group_y)


def _group_table(geo: Geometry, own: int) -> list[int]:
    """For each cell, the group of ``own`` on it, or 0 where ``own`` has no tile."""
    table = [0] * (geo.size * geo.size)
    for group in geo.groups(own):
        for i in bits(group):
            table[i] = group
    return table


def _grown(ortho_cells: tuple[tuple[int, ...], ...], group_at: list[int], x: int) -> int:
    """The group a tile on ``x`` would make: ``x`` and the groups of :func:`_group_table` beside it."""
    group = 1 << x
    for n in ortho_cells[x]:
        group |= group_at[n]
    return group


def _pair_is_legal(state: GameState, colour: Colour, x: int, y: int) -> bool:
    """R8-R10 for tiles of ``colour`` on cells ``x`` and ``y``: the check behind play and is_legal."""
    open_cells = _open_cells(state, colour)
    if x == y or not (open_cells >> x & 1 and open_cells >> y & 1):
        return False
    geo, own = state.geometry, state.tile_mask(colour)
    return _pair_fits(geo, own, x, y, geo.group(own | 1 << x, x), geo.group(own | 1 << y, y))


class _Placement:
    """What one colour may place in one position: each open cell's group if a tile went there.

    A cell is *legal alone* when one tile there keeps R9. A pair of legal-alone cells is
    legal unless the two tiles *interact* (R10): one lands next to the other's group, or
    around an island the other one completes. Only those few pairs need a second look, so
    listing all pairs never rebuilds groups per pair.
    """

    __slots__ = ("alone", "geo", "grown", "islands", "lonely", "own", "zone")

    def __init__(self, geo: Geometry, own: int, open_cells: int) -> None:
        self.geo, self.own = geo, own
        # A cell with no own tile beside it starts a sandbank of one, legal alone: its group
        # is the cell itself and its zone its orthogonal neighbours, so nothing is stored.
        lonely = self.lonely = open_cells & ~geo.spread(own)
        # For the other legal-alone cells: the group a tile there makes, and its zone, the cells
        # where a second tile would touch that group (all around it if it is an island).
        self.grown: dict[int, int] = {}
        self.zone: dict[int, int] = {}
        alone, islands = lonely, 0
        group_at, ortho_cells = _group_table(geo, own), geo.ortho_cells
        for x in bit_list(open_cells & ~lonely):
            group = _grown(ortho_cells, group_at, x)
            if not _fits(geo, own | 1 << x, group):
                continue
            if group.bit_count() == 4:
                islands |= 1 << x
                self.zone[x] = geo.halo(group)
            else:
                self.zone[x] = geo.orthogonal_neighbours(group)
            self.grown[x] = group
            alone |= 1 << x
        self.alone, self.islands = alone, islands

    def refused(self) -> dict[int, int]:
        """For each legal-alone cell ``x``, the mask of later legal-alone cells R10 refuses with it.

        Only a group of four or more can break R9 (:func:`_fits`), so two tiles interact only
        through one: a cell that completes an island refuses every cell of its zone, as a
        tile there joins or touches the island. Two other tiles interact only when they end
        up in one group, that is when each lies in the other's zone; that group is judged by
        :func:`_fits` once it has four tiles. Two lone cells make at most a group of
        two, so only the zones of the joining cells are searched, and a pair of joining
        cells only from its lower cell. A lone cell adds a single tile, so it is looked at
        only beside a group of three.
        """
        geo, own, alone, islands = self.geo, self.own, self.alone, self.islands
        grown, zone = self.grown, self.zone
        refused: dict[int, int] = {}
        joining = alone & ~self.lonely
        for x in bit_list(joining):
            if islands >> x & 1:
                for y in bits(zone[x] & alone):
                    low, high = (x, y) if x < y else (y, x)
                    refused[low] = refused.get(low, 0) | 1 << high
                continue
            group = grown[x]
            near = zone[x] & alone & ~islands & ~(joining & ((2 << x) - 1))
            if group.bit_count() < 3:
                near &= joining
            for y in bits(near):
                merged = group | grown.get(y, 1 << y)
                if merged.bit_count() >= 4 and not _fits(geo, own | 1 << x | 1 << y, merged):
                    low, high = (x, y) if x < y else (y, x)
                    refused[low] = refused.get(low, 0) | 1 << high
        return refused

    def pair_count(self, refused: dict[int, int]) -> int:
        """How many legal pairs there are, given :meth:`refused`."""
        count = self.alone.bit_count()
        return count * (count - 1) // 2 - sum(mask.bit_count() for mask in refused.values())

    def partners(self) -> Iterator[tuple[int, list[int]]]:
        """For each legal-alone cell ``x`` in cell order, the later cells making a legal pair with it."""
        cells = bit_list(self.alone)
        refused = self.refused()
        for i, x in enumerate(cells):
            later = cells[i + 1 :]
            bad = refused.get(x)
            if bad:
                for y in bits(bad):
                    later.remove(y)
            yield x, later


def _has_pair(geo: Geometry, own: int, open_cells: int) -> bool:
    """Whether some pair of tiles may go on ``open_cells`` (R10, for R17).

    Two cells with no own tile beside them always make a legal pair, which settles it
    cheaply for most of a game.
    """
    if (open_cells & ~geo.spread(own)).bit_count() >= 2:
        return True
    placement = _Placement(geo, own, open_cells)
    return placement.pair_count(placement.refused()) > 0


def _explain_tile(state: GameState, colour: Colour, x: int) -> str | None:
    """Why one tile of ``colour`` may not go on cell ``x`` (R8, R9), or ``None``."""
    geo = state.geometry
    cell = geo.cells[x]
    for owner in Colour:
        if state.tile_mask(owner) >> x & 1:
            return f"{cell} is taken by a {owner} tile (R8)"
    if state.blocked_mask >> x & 1:
        return f"{cell} lies under a bridge (R12)"
    own = state.tile_mask(colour) | 1 << x
    return _explain_group(geo, own, geo.group(own, x), cell, "R9")


def _explain_group(geo: Geometry, own: int, group: int, cell: object, rule: str) -> str | None:
    """Why ``group`` within ``own`` (the tiles after placing) breaks R9, or ``None``."""
    names = " ".join(map(str, geo.mask_cells(group)))
    size = group.bit_count()
    if size > 4:
        return f"{cell}: the group {names} would have {size} tiles; a group has at most 4 ({rule})"
    around = geo.halo(group) & own
    if size == 4 and around:
        return (
            f"{cell}: the new island {names} would touch {geo.mask_cells(around)[0]} diagonally "
            f"(distance rule, {rule})"
        )
    for i in bits(around):
        neighbour = geo.group(own, i)
        if neighbour.bit_count() == 4:
            island = " ".join(map(str, geo.mask_cells(neighbour)))
            return f"{cell}: it would touch the island {island} diagonally (distance rule, {rule})"
    return None


def _explain_place(state: GameState, colour: Colour, x: int, y: int) -> str | None:
    geo = state.geometry
    for i in (x, y):
        reason = _explain_tile(state, colour, i)
        if reason is not None:
            return reason
    own = state.tile_mask(colour) | 1 << x | 1 << y
    pair = f"{geo.cells[x]},{geo.cells[y]}"
    for i in (x, y):
        reason = _explain_group(geo, own, geo.group(own, i), f"{pair}: together", "R10")
        if reason is not None:
            return reason
    return None


# -------------------------------------------------------------------------- bridges (R11-R16)


def _open_bridges(geo: Geometry, numbers: Iterable[int], taken: int, placed: int) -> list[int]:
    """Of the bridges ``numbers``, those with no cell under them in ``taken``, the tiles and the
    cells under bridges (R12, R14), that meet none of the ``placed`` bridges (R14)."""
    under, conflicts = geo.bridge_under, geo.bridge_conflicts
    return [number for number in numbers if not under[number] & taken and not conflicts[number] & placed]


def _buildable(geo: Geometry, numbers: Iterable[int], free_ends: int, taken: int, placed: int) -> list[int]:
    """Of the bridges ``numbers``, those that may be built: between two of ``free_ends``, the
    mover's tiles without a bridge end (R11, R13), and open (:func:`_open_bridges`)."""
    ends = geo.bridge_ends
    between = [
        number for number in numbers if free_ends >> ends[number][0] & free_ends >> ends[number][1] & 1
    ]
    return _open_bridges(geo, between, taken, placed)


def _bridge_setting(state: GameState, colour: Colour) -> tuple[int, int, int]:
    """``free_ends``, ``taken`` and ``placed`` of :func:`_buildable` for ``colour`` in ``state``."""
    taken = state.tile_mask(Colour.LIGHT) | state.tile_mask(Colour.DARK) | state.blocked_mask
    placed = state.bridge_mask(Colour.LIGHT) | state.bridge_mask(Colour.DARK)
    return state.tile_mask(colour) & ~state.bridge_end_mask, taken, placed


def _bridge_numbers(state: GameState, colour: Colour) -> list[int]:
    """The numbers of the bridges ``colour`` may build now (R11-R15), in cell order."""
    if state.bridges_left == 0:
        return []
    geo = state.geometry
    free_ends, taken, placed = _bridge_setting(state, colour)
    reach, bridge_to = geo.bridge_reach, geo.bridge_to
    # The bridges between two free ends (R11, R13), each once from its lower end, in cell order.
    between = [bridge_to[a][b] for a in bits(free_ends) for b in bits(reach[a] & free_ends & ~((2 << a) - 1))]
    return _open_bridges(geo, between, taken, placed)


def _bridge_is_legal(state: GameState, colour: Colour, a: int, b: int) -> bool:
    """R11-R15 for a bridge of ``colour`` from ``a`` to ``b``: the check behind play and is_legal."""
    number = state.geometry.bridge_index.get((min(a, b), max(a, b)))
    return (
        state.bridges_left != 0
        and number is not None
        and bool(_buildable(state.geometry, (number,), *_bridge_setting(state, colour)))
    )


def _explain_bridge(state: GameState, colour: Colour, a: int, b: int) -> str | None:
    geo = state.geometry
    cells = geo.cells
    if state.bridges_left == 0:
        return "no bridges are left in the pool (R15)"
    own = state.tile_mask(colour)
    for i in (a, b):
        if not own >> i & 1:
            return f"{cells[i]} is not a {colour} tile (R11)"
        if state.bridge_end_mask >> i & 1:
            return f"{cells[i]} already carries a bridge (R13)"
    number = geo.bridge_index[(a, b)]
    for i in bits(geo.bridge_under[number]):
        owner = next((c for c in Colour if state.tile_mask(c) >> i & 1), None)
        if owner is not None:
            return f"{cells[i]} under the bridge holds a {owner} tile (R12)"
        if state.blocked_mask >> i & 1:
            return f"{cells[i]} would lie under two bridges (R14)"
    placed = state.bridge_mask(Colour.LIGHT) | state.bridge_mask(Colour.DARK)
    for other in bits(geo.bridge_conflicts[number] & placed):
        ends = geo.bridge_ends[other]
        return f"it would cross the bridge {cells[ends[0]]}-{cells[ends[1]]} (R14)"
    return None


# ----------------------------------------------------------------------------- turns (R4-R7)


@cache
def _bridge_moves(size: int) -> tuple[BuildBridge, ...]:
    """Every bridge move of a board size, by bridge number: built once, since moves are values."""
    geo = geometry(size)
    return tuple(BuildBridge(geo.cells[a], geo.cells[b]) for a, b in geo.bridge_ends)


@cache
def _pair_rows(size: int) -> list[list[PlaceTiles] | None]:
    """Per first cell ``x``, the row of moves ``PlaceTiles(x, y)`` indexed by ``y``; filled on demand."""
    return [None] * (size * size)


def _pair_row(size: int, x: int) -> list[PlaceTiles]:
    rows = _pair_rows(size)
    row = rows[x]
    if row is None:
        cells = geometry(size).cells
        # Entries y <= x are never read (pairs are listed with x < y); fill them with y > x's
        # first move so the row stays one type.
        row = [PlaceTiles(cells[x], cells[y]) for y in range(x + 1, size * size)]
        row = rows[x] = [row[0]] * (x + 1) + row if row else []
    return row


def _place_move(size: int, x: int, y: int) -> PlaceTiles:
    """The (shared) move placing tiles on cells ``x`` and ``y``, ``x < y``."""
    return _pair_row(size, x)[y]


def _two_in(supply: int | None) -> bool:
    """Whether a supply of tiles (``None``: unlimited) holds the two a placement takes (R17)."""
    return supply is None or supply >= 2


def _has_two_tiles(state: GameState, colour: Colour) -> bool:
    return _two_in(state.tiles_left(colour))


def can_place_two(state: GameState, colour: Colour | None = None) -> bool:
    """Whether ``colour`` (the side to move by default) can place two tiles (R17).

    True when it has at least two tiles left and at least one legal *pair* exists (R10):
    single cells that are each legal are not enough.

    >>> import islands_rules as ir
    >>> ir.can_place_two(ir.new_game())
    True
    >>> ir.can_place_two(ir.setup_position(light=["a1"], light_tiles_left=1))
    False
    """
    colour = state.to_move if colour is None else colour
    if not _has_two_tiles(state, colour):
        return False
    return _has_pair(state.geometry, state.tile_mask(colour), _open_cells(state, colour))


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move of the side to move, each once, in a fixed order.

    Tile pairs first (by first cell, then second, in cell order ``a1 < a2 < … < b1``),
    then bridges in the same order, then :class:`~islands_rules.Swap`, then
    :class:`~islands_rules.Decline`. Empty once the game is over.

    >>> import islands_rules as ir
    >>> moves = ir.legal_moves(ir.new_game(ir.Rules(board_size=4)))
    >>> len(moves), moves[0], moves[-1]
    (120, PlaceTiles('a1', 'a2'), PlaceTiles('d3', 'd4'))
    """
    if state.phase is Phase.OVER:
        return ()
    colour, size = state.to_move, state.rules.board_size
    moves: list[Move] = []
    if _has_two_tiles(state, colour):
        placement = _Placement(state.geometry, state.tile_mask(colour), _open_cells(state, colour))
        rows = _pair_rows(size)
        for x, later in placement.partners():
            if len(later) > 1:
                moves.extend(itemgetter(*later)(rows[x] or _pair_row(size, x)))
            elif later:
                moves.append((rows[x] or _pair_row(size, x))[later[0]])
    bridges = _bridge_moves(size)
    moves.extend(bridges[n] for n in _bridge_numbers(state, colour))
    if state.phase is Phase.CHOICE:
        moves.append(Swap())
    can_place = bool(moves) and isinstance(moves[0], PlaceTiles)
    if not can_place:
        moves.append(Decline())
    return tuple(moves)


def _problem(state: GameState, move: Move) -> str | None:
    """Why ``move`` is illegal in ``state``, in a player's words, or ``None`` if it is legal."""
    if state.phase is Phase.OVER:
        return "the game is over"
    colour, geo = state.to_move, state.geometry
    if isinstance(move, Swap):
        if state.phase is not Phase.CHOICE:
            return "swap is only allowed on dark's first turn, right after light's opening (R5)"
        return None
    if isinstance(move, Decline):
        if can_place_two(state):
            return f"{colour} can still place two tiles, so must place tiles or build a bridge (R17)"
        return None
    if isinstance(move, PlaceTiles | BuildBridge):
        for cell in move.cells:
            if cell not in geo.index_of:
                return f"{cell} is off the {geo.size}x{geo.size} board"
        x, y = (geo.index_of[cell] for cell in move.cells)
        # One boolean check decides; the _explain_* functions only put the reason in words.
        if isinstance(move, BuildBridge):
            if _bridge_is_legal(state, colour, x, y):
                return None
            return _explain_bridge(state, colour, x, y) or _UNEXPLAINED
        if not _has_two_tiles(state, colour):
            return f"{colour} has only {state.tiles_left(colour)} tile left; placing takes two (R17)"
        if _pair_is_legal(state, colour, x, y):
            return None
        return _explain_place(state, colour, x, y) or _UNEXPLAINED
    return f"{move!r} is not a move"  # type: ignore[unreachable]  # for untyped callers


_UNEXPLAINED = "it breaks the rules, though no single reason was found (please report this)"


def is_legal(state: GameState, move: Move | str) -> bool:
    """Whether ``move`` (a move or its notation) may be played in ``state``.

    >>> import islands_rules as ir
    >>> state = ir.setup_position(light=["a1", "b1", "a2"])
    >>> ir.is_legal(state, ir.parse_move("b2,j10")), ir.is_legal(state, "b2,c1")
    (True, False)

    :raises NotationError: if ``move`` is a str that cannot be read: text that is no move
        is a mistake to report, not an illegal move.
    """
    return _problem(state, parse_move(move) if isinstance(move, str) else move) is None


def play(state: GameState, move: Move | str) -> GameState:
    """The state after ``move`` (a move or its notation); ``state`` itself is unchanged.

    Turn order (R4-R6, R18): light's opening, then dark's choice (swap, or a first dark
    pair), then alternate turns. When light declines dark gets one more turn; when dark
    declines, or after that last turn, the game is over.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(), "a1,c1")
    >>> state = ir.play(state, "swap")
    >>> state.to_move, state.phase, state.swapped
    (<Colour.DARK: 'dark'>, <Phase.PLAY: 'play'>, True)
    >>> ir.play(state, "a1,b2")
    Traceback (most recent call last):
    ...
    islands_rules.errors.IllegalMoveError: illegal move a1,b2 at ply 3: a1 is taken by a light tile (R8)

    :raises IllegalMoveError: if the move is not legal; ``reason`` says which rule it breaks.
    :raises NotationError: if ``move`` is a str that cannot be read.
    """
    if isinstance(move, str):
        move = parse_move(move)
    reason = _problem(state, move)
    if reason is not None:
        raise IllegalMoveError(move, reason, state.ply + 1)
    return _after(state, move)


def _next_turn(
    phase: Phase, colour: Colour, light_declined: bool, *, swap: bool, decline: bool
) -> tuple[Colour, Phase, bool]:
    """Who moves next, in which phase, and whether light has declined, after ``colour`` moved.

    R4-R6: light's opening, dark's choice, then alternate turns; a swap changes seats, not the
    turn. R18: when light declines dark has one more turn; when dark declines, or after that
    last turn, the game is over.
    """
    if swap:
        return colour, Phase.PLAY, light_declined
    if colour is Colour.DARK and (decline or light_declined):
        phase = Phase.OVER
    elif phase is Phase.OPENING:
        phase = Phase.CHOICE
    else:
        phase = Phase.PLAY
    return colour.other, phase, light_declined or (decline and colour is Colour.LIGHT)


def _after(state: GameState, move: Move) -> GameState:
    """The state after a move already known to be legal."""
    colour, geo = state.to_move, state.geometry
    light, dark = state.tile_mask(Colour.LIGHT), state.tile_mask(Colour.DARK)
    light_halo, dark_halo = state._island_halo(Colour.LIGHT), state._island_halo(Colour.DARK)
    light_left, dark_left = state.light_tiles_left, state.dark_tiles_left
    light_bridges, dark_bridges = state.bridge_mask(Colour.LIGHT), state.bridge_mask(Colour.DARK)
    bridges_left, blocked, ends = state.bridges_left, state.blocked_mask, state.bridge_end_mask
    if isinstance(move, PlaceTiles):
        x, y = (geo.index_of[cell] for cell in move.cells)
        if colour is Colour.LIGHT:
            light, light_left = light | 1 << x | 1 << y, _minus(light_left, 2)
            light_halo |= _island_halo(geo, geo.group(light, x)) | _island_halo(geo, geo.group(light, y))
        else:
            dark, dark_left = dark | 1 << x | 1 << y, _minus(dark_left, 2)
            dark_halo |= _island_halo(geo, geo.group(dark, x)) | _island_halo(geo, geo.group(dark, y))
    elif isinstance(move, BuildBridge):
        x, y = (geo.index_of[cell] for cell in move.cells)
        number = geo.bridge_index[(x, y)]
        if colour is Colour.LIGHT:
            light_bridges |= 1 << number
        else:
            dark_bridges |= 1 << number
        bridges_left = _minus(bridges_left, 1)
        blocked |= geo.bridge_under[number]
        ends |= 1 << x | 1 << y
    swap = isinstance(move, Swap)
    to_move, phase, light_declined = _next_turn(
        state.phase, colour, state.light_declined, swap=swap, decline=isinstance(move, Decline)
    )
    return GameState(
        rules=state.rules,
        to_move=to_move,
        phase=phase,
        ply=state.ply + 1,
        light_tiles_left=light_left,
        dark_tiles_left=dark_left,
        bridges_left=bridges_left,
        light_declined=light_declined,
        swapped=state.swapped or swap,
        light=light,
        dark=dark,
        light_bridges=light_bridges,
        dark_bridges=dark_bridges,
        blocked=blocked,
        bridge_ends=ends,
        light_island_halo=light_halo,
        dark_island_halo=dark_halo,
    )


def _minus(count: int | None, used: int) -> int | None:
    return None if count is None else count - used


def blocked_cells(state: GameState) -> frozenset[Cell]:
    """The cells under bridges, where no tile may ever go (R12).

    >>> import islands_rules as ir
    >>> state = ir.setup_position(light=["a1", "b3"], light_bridges=["a1-b3"])
    >>> sorted(map(str, ir.blocked_cells(state)))
    ['a2', 'b2']
    """
    return frozenset(state.geometry.mask_cells(state.blocked_mask))


# ------------------------------------------------------------------------------ new positions


def new_game(rules: Rules | None = None) -> GameState:
    """The empty board, light to place the two opening tiles (R4).

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.Rules(board_size=6, bridges=None))
    >>> state.to_move, state.phase, state.light_tiles_left, state.bridges_left
    (<Colour.LIGHT: 'light'>, <Phase.OPENING: 'opening'>, 40, None)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise PositionError(f"rules must be an islands_rules.Rules, got {type(rules).__name__}")
    return GameState(
        rules=rules,
        to_move=Colour.LIGHT,
        phase=Phase.OPENING,
        ply=0,
        light_tiles_left=rules.tiles_per_colour,
        dark_tiles_left=rules.tiles_per_colour,
        bridges_left=rules.bridges,
        light_declined=False,
        swapped=False,
        light=0,
        dark=0,
        light_bridges=0,
        dark_bridges=0,
        blocked=0,
        bridge_ends=0,
        light_island_halo=0,
        dark_island_halo=0,
    )


class _Unset(enum.Enum):
    """Marks a supply count left to :func:`setup_position` to work out."""

    FROM_RULES = "from the rules"


_UNSET = _Unset.FROM_RULES


def setup_position(
    *,
    rules: Rules | None = None,
    light: Iterable[Cell | str] = (),
    dark: Iterable[Cell | str] = (),
    light_bridges: Iterable[BuildBridge | str] = (),
    dark_bridges: Iterable[BuildBridge | str] = (),
    to_move: Colour = Colour.LIGHT,
    phase: Phase = Phase.PLAY,
    light_tiles_left: int | _Unset | None = _UNSET,
    dark_tiles_left: int | _Unset | None = _UNSET,
    bridges_left: int | _Unset | None = _UNSET,
    light_declined: bool = False,
    swapped: bool = False,
) -> GameState:
    """A position set up by hand, for puzzles, tests and diagrams.

    Supplies default to what the rules hold minus what is on the board; give a count to
    override. The position is checked: every group keeps R9, every bridge R11-R14, and
    the counts fit the rules.

    >>> import islands_rules as ir
    >>> state = ir.setup_position(light=["a1", "b1", "a2"], dark=["c3"])
    >>> state.light_tiles_left, state.ply
    (37, 2)

    :raises PositionError: if no game could contain the position.
    :raises NotationError: if a cell or bridge cannot be read.
    """
    rules = Rules() if rules is None else rules
    state = new_game(rules)
    geo = state.geometry
    masks, halos = {}, {}
    for colour, cells in ((Colour.LIGHT, light), (Colour.DARK, dark)):
        mask = 0
        for cell in cells:
            cell = cell if isinstance(cell, Cell) else Cell.parse(cell)
            index = geo.index_of.get(cell)
            if index is None:
                raise PositionError(f"{cell} is off the {geo.size}x{geo.size} board")
            if mask >> index & 1:
                raise PositionError(f"{cell} is listed twice for {colour}")
            mask |= 1 << index
        masks[colour] = mask
    if masks[Colour.LIGHT] & masks[Colour.DARK]:
        both = geo.mask_cells(masks[Colour.LIGHT] & masks[Colour.DARK])[0]
        raise PositionError(f"{both} holds both a light and a dark tile")
    for colour, mask in masks.items():
        halos[colour] = 0
        for group in geo.groups(mask):
            halos[colour] |= _island_halo(geo, group)
            names = " ".join(map(str, geo.mask_cells(group)))
            if group.bit_count() > 4:
                raise PositionError(f"{colour} group {names} has {group.bit_count()} tiles; at most 4 (R9)")
            if group.bit_count() == 4 and geo.halo(group) & mask:
                touched = geo.mask_cells(geo.halo(group) & mask)[0]
                raise PositionError(f"{colour} island {names} touches {touched} (distance rule, R9)")
    placed = attrs.evolve(
        state,
        light=masks[Colour.LIGHT],
        dark=masks[Colour.DARK],
        light_island_halo=halos[Colour.LIGHT],
        dark_island_halo=halos[Colour.DARK],
    )
    for colour, bridges in ((Colour.LIGHT, light_bridges), (Colour.DARK, dark_bridges)):
        for given in bridges:
            try:
                bridge = given if isinstance(given, BuildBridge) else parse_move(given)
            except NotationError as error:
                raise PositionError(f"bridge {given!r}: {error}") from None
            if not isinstance(bridge, BuildBridge):
                raise PositionError(f"{given!r} is not a bridge")
            # Each bridge is checked as if its colour built it now, with no pool limit.
            builder = attrs.evolve(placed, to_move=colour, phase=Phase.PLAY, bridges_left=None)
            reason = _problem(builder, bridge)
            if reason is not None:
                raise PositionError(f"{colour} bridge {bridge}: {reason}")
            placed = _after(builder, bridge)
    light_left = _supply("light_tiles_left", light_tiles_left, rules.tiles_per_colour, masks[Colour.LIGHT])
    dark_left = _supply("dark_tiles_left", dark_tiles_left, rules.tiles_per_colour, masks[Colour.DARK])
    pool = _supply(
        "bridges_left",
        bridges_left,
        rules.bridges,
        placed.bridge_mask(Colour.LIGHT) | placed.bridge_mask(Colour.DARK),
    )
    if not isinstance(to_move, Colour) or not isinstance(phase, Phase):
        raise PositionError("to_move must be a Colour and phase a Phase")
    if phase is Phase.OPENING and (masks[Colour.LIGHT] | masks[Colour.DARK] or to_move is Colour.DARK):
        raise PositionError("the opening phase needs an empty board with light to move (R4)")
    # Once the game is over, whose turn it would be means nothing (R18).
    if (phase is Phase.CHOICE or (light_declined and phase is not Phase.OVER)) and to_move is Colour.LIGHT:
        raise PositionError(f"in the {phase.value} phase, or after light declined, dark is to move (R5, R18)")
    tiles_on_board = masks[Colour.LIGHT].bit_count() + masks[Colour.DARK].bit_count()
    return attrs.evolve(
        placed,
        to_move=to_move,
        phase=phase,
        light_declined=bool(light_declined),
        swapped=bool(swapped),
        ply=tiles_on_board // 2 + len(placed.bridges()) + bool(swapped) + bool(light_declined),
        light_tiles_left=light_left,
        dark_tiles_left=dark_left,
        bridges_left=pool,
    )


def _supply(name: str, given: int | _Unset | None, total: int | None, used_mask: int) -> int | None:
    """A supply count for :func:`setup_position`: the given one, checked, or the rest."""
    used = used_mask.bit_count()
    if given is _UNSET:
        return None if total is None else total - used
    if given is not None and (type(given) is not int or given < 0):
        raise PositionError(f"{name} must be None or a count of at least 0, got {given!r}")
    if total is not None and (given is None or given + used > total):
        raise PositionError(f"{name}={given!r} with {used} on the board exceeds the rules' {total}")
    return given
