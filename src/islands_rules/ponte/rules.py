"""Legality and play: which moves a position allows, and the position each one leads to.

Every function here is pure: it reads a :class:`~islands_rules.ponte.GameState` and returns
a value or a new state. Each rule of the rules page is enforced in one place, named in the
docstring of the function that enforces it; the checks run on the bitmask engine
(:mod:`~islands_rules.ponte._engine`), and the ``_explain_*`` functions only put a refusal
in words.
"""

from __future__ import annotations

from operator import itemgetter

from ..core.errors import IllegalMoveError, shown
from ..core.protocol import expect_state
from . import _engine as engine
from ._choices import Choices
from ._geometry import Geometry, bits
from ._placement import Placement, has_pair
from .cells import Cell, Colour, ColourName
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .state import GameState, Phase

__all__ = [
    "blocked_cells",
    "can_place_two",
    "count_legal_moves",
    "is_legal",
    "legal_moves",
    "play",
    "why_illegal",
]


def can_place_two(state: GameState, colour: ColourName | None = None) -> bool:
    """Whether ``colour`` (the side to move by default) can place two tiles (R17).

    True when it has at least two tiles left and at least one legal *pair* exists (R10):
    single cells that are each legal are not enough.

    >>> import islands_rules as ir
    >>> ir.ponte.can_place_two(ir.new_game())
    True
    >>> ir.ponte.can_place_two(ir.ponte.setup_position(light=["a1"], light_tiles_left=1))
    False
    """
    state = expect_state(state, GameState)
    colour = state.to_move if colour is None else Colour.of(colour)
    if not engine.has_two_tiles(state, colour):
        return False
    return has_pair(state.geometry, state.tile_mask(colour), engine.open_mask(state, colour))


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move of the side to move, each once, in a fixed order.

    Tile pairs first (by first cell, then second, in cell order ``a1 < a2 < … < b1``),
    then bridges in the same order, then :class:`~islands_rules.ponte.Swap`, then
    :class:`~islands_rules.ponte.Decline`. Empty once the game is over.

    >>> import islands_rules as ir
    >>> moves = ir.legal_moves(ir.new_game(ir.ponte.Rules(board_size=4)))
    >>> len(moves), moves[0], moves[-1]
    (120, PlaceTiles('a1', 'a2'), PlaceTiles('d3', 'd4'))
    """
    state = expect_state(state, GameState)
    if state.phase is Phase.OVER:
        return ()
    colour, size = state.to_move, state.rules.board_size
    moves: list[Move] = []
    if engine.has_two_tiles(state, colour):
        placement = Placement(state.geometry, state.tile_mask(colour), engine.open_mask(state, colour))
        rows = engine.pair_rows(size)
        for x, later in placement.partners():
            if len(later) > 1:
                moves.extend(itemgetter(*later)(rows[x] or engine.pair_row(size, x)))
            elif later:
                moves.append((rows[x] or engine.pair_row(size, x))[later[0]])
    bridges = engine.bridge_moves(size)
    moves.extend(bridges[n] for n in engine.bridge_numbers(state, colour))
    if state.phase is Phase.CHOICE:
        moves.append(Swap())
    can_place = bool(moves) and isinstance(moves[0], PlaceTiles)
    if not can_place:
        moves.append(Decline())
    return tuple(moves)


def count_legal_moves(state: GameState) -> int:
    """How many legal moves the side to move has: ``len(legal_moves(state))``, without building
    the moves, for bots that only need the number (a mobility score, a uniform draw).

    The tile pairs are counted as all pairs of cells a tile may go on alone, less the few pairs
    R10 refuses; bridges (R11-R15), swap (R5) and decline (R17) are added as
    :func:`legal_moves` lists them.

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> ir.ponte.count_legal_moves(state), len(ir.legal_moves(state))
    (120, 120)
    >>> ir.ponte.count_legal_moves(ir.play(state, "a1,b2"))  # 91 pairs of 14 cells, or swap
    92
    """
    state = expect_state(state, GameState)
    return 0 if state.phase is Phase.OVER else Choices(state).total


def why_illegal(state: GameState, move: Move | str) -> str | None:
    """Why ``move`` (a move or its notation) may not be played in ``state``, in a player's
    words and naming the rule; ``None`` if it is legal. The one place every rule of a turn
    is checked: R5 (swap), R8-R10 (tiles), R11-R15 (bridges), R17 (decline), R18 (the end).

    >>> from islands_rules import ponte
    >>> state = ponte.setup_position(light=["a1", "b1", "a2"])
    >>> ponte.why_illegal(state, "b2,c1")
    'b2,c1: together: the group a1 a2 b1 b2 c1 would have 5 tiles; a group has at most 4 (R10)'
    >>> ponte.why_illegal(state, "b2,j10") is None
    True

    :raises NotationError: if ``move`` is a str that cannot be read.
    """
    state = expect_state(state, GameState)
    if isinstance(move, str):
        move = parse_move(move)
    return _judge(state, move)[0]


_NO_PLAN: engine.Plan = ()


def _judge(state: GameState, move: Move) -> tuple[str | None, engine.Plan]:
    """:func:`why_illegal`'s answer, and for a legal move what playing it needs besides the
    move (:data:`~islands_rules.ponte._engine.Plan`: a placement's cells and the groups its
    tiles make, a bridge's number), which :func:`play` hands on so that nothing is found
    twice. The one place every rule of a turn is checked."""
    if state.phase is Phase.OVER:
        return "the game is over", _NO_PLAN
    colour, geo = state.to_move, state.geometry
    if isinstance(move, PlaceTiles | BuildBridge):
        x, y = map(geo.index, move.cells)
        if x is None or y is None:
            off = move.cells[0] if x is None else move.cells[1]
            return f"{off} is off the {geo.size}x{geo.size} board", _NO_PLAN
        # One check decides; the _explain_* functions only put the reason in words.
        if isinstance(move, BuildBridge):
            plan = engine.bridge_plan(state, colour, x, y)
            if plan is not None:
                return None, plan
            return _explain_bridge(state, colour, x, y) or _UNEXPLAINED, _NO_PLAN
        if not engine.has_two_tiles(state, colour):
            return (
                f"{colour} has only {state.tiles_left(colour)} tile left; placing takes two (R17)",
                _NO_PLAN,
            )
        plan = engine.pair_groups(state, colour, x, y)
        if plan is not None:
            return None, plan
        return _explain_place(state, colour, x, y) or _UNEXPLAINED, _NO_PLAN
    if isinstance(move, Swap):
        if state.phase is not Phase.CHOICE:
            return "swap is only allowed on dark's first turn, right after light's opening (R5)", _NO_PLAN
        return None, _NO_PLAN
    if isinstance(move, Decline):
        if can_place_two(state):
            return (
                f"{colour} can still place two tiles, so must place tiles or build a bridge (R17)",
                _NO_PLAN,
            )
        return None, _NO_PLAN
    return f"{shown(move)} is not a move", _NO_PLAN  # type: ignore[unreachable]  # for untyped callers


_UNEXPLAINED = "it breaks the rules, though no single reason was found (please report this)"


def is_legal(state: GameState, move: Move | str) -> bool:
    """Whether ``move`` (a move or its notation) may be played in ``state``.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "a2"])
    >>> ir.is_legal(state, ir.ponte.parse_move("b2,j10")), ir.is_legal(state, "b2,c1")
    (True, False)

    :raises NotationError: if ``move`` is a str that cannot be read: text that is no move
        is a mistake to report, not an illegal move.
    """
    state = expect_state(state, GameState)
    return why_illegal(state, move) is None


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
    islands_rules.IllegalMoveError: illegal move a1,b2 at ply 3: a1 is taken by a light tile (R8)

    :raises IllegalMoveError: if the move is not legal; ``reason`` says which rule it breaks.
    :raises NotationError: if ``move`` is a str that cannot be read.
    """
    state = expect_state(state, GameState)
    if isinstance(move, str):
        move = parse_move(move)
    reason, plan = _judge(state, move)
    if reason is not None:
        raise IllegalMoveError(move, reason, state.ply + 1)
    return engine.after_move(state, move, plan)


def blocked_cells(state: GameState) -> frozenset[Cell]:
    """The cells under bridges, where no tile may ever go (R12).

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b3"], light_bridges=["a1-b3"])
    >>> sorted(map(str, ir.ponte.blocked_cells(state)))
    ['a2', 'b2']
    """
    state = expect_state(state, GameState)
    return frozenset(state.geometry.mask_cells(state.blocked_mask))


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
