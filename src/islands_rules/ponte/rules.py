"""Legality and play: which moves a position allows, and the position each one leads to.

Every function here is pure: it reads a :class:`~islands_rules.ponte.GameState` and returns
a value or a new state. :func:`judge` is the one place every rule of a turn is checked, and
:func:`apply` the one transition; the core's ``why_illegal``, ``is_legal`` and ``play``
(:class:`~islands_rules.Game`) check the state, read the move and ask them. The checks run
on the bitmask engine (:mod:`~islands_rules.ponte._engine`), and
:mod:`~islands_rules.ponte._reasons` only puts a refusal in words.
"""

from __future__ import annotations

from operator import itemgetter

from ..core.checks import expect_state
from ..core.errors import shown
from . import _engine as engine
from ._cells import Cell, Colour, ColourName
from ._choices import Choices
from ._geometry import bit_list, bits
from ._placement import Placement, has_pair
from ._reasons import UNEXPLAINED, explain_bridge, explain_place
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .state import GameState, Phase

__all__ = [
    "apply",
    "blocked_cells",
    "can_place_two",
    "chance_outcomes",
    "count_legal_moves",
    "judge",
    "legal_move_masks",
    "legal_moves",
]


def can_place_two(state: GameState, colour: ColourName | None = None) -> bool:
    """Whether ``colour`` (the side to move by default) can place two tiles (R17).

    True when it has at least two tiles left and at least one legal *pair* exists (R10):
    single cells that are each legal are not enough.

    >>> import islands_rules as ir
    >>> ir.ponte.can_place_two(ir.new_game())
    True
    >>> rules = ir.ponte.Rules(tiles_per_colour=3)  # light has placed two, and has one left
    >>> ir.ponte.can_place_two(ir.ponte.setup_position(rules=rules, light=["a1", "j10"], dark=["e5", "f7"]))
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
    # No state check here: the core's Game.legal_moves made it (the package's legal_moves is that).
    if state.phase is Phase.OVER:
        return ()
    colour, size = state.to_move, state.rules.board_size
    moves: list[Move] = []
    if engine.has_two_tiles(state, colour):
        moves = _pair_moves(
            Placement(state.geometry, state.tile_mask(colour), engine.open_mask(state, colour)), size
        )
    bridges, buildable = engine.bridge_moves(size), engine.buildable_mask(state, colour)
    while buildable:  # the bridge numbers, lowest first (inlined: hot)
        low = buildable & -buildable
        buildable ^= low
        moves.append(bridges[low.bit_length() - 1])
    if state.phase is Phase.CHOICE:
        moves.append(Swap())
    can_place = bool(moves) and isinstance(moves[0], PlaceTiles)
    if not can_place:
        moves.append(Decline())
    return tuple(moves)


def _pair_moves(placement: Placement, size: int) -> list[Move]:
    """The legal pairs of ``placement`` as moves, in the order of :func:`legal_moves`: for each
    legal-alone cell ``x``, the later legal-alone cells less those R10 refuses with it, picked
    from ``x``'s row of shared moves in one ``itemgetter`` call (hot: one Python step per cell)."""
    cells = bit_list(placement.alone)
    refused = placement.refused()
    table = engine.pair_table(size)
    if table.missing & placement.alone:
        table.fill(placement.alone)
    rows = table.rows
    moves: list[Move] = []
    extend = moves.extend
    i = 0
    for x in cells[:-2]:  # the last two cells make one pair at most, added below
        i += 1
        bad = refused[x]
        if not bad:
            extend(itemgetter(*cells[i:])(rows[x]))
            continue
        later = cells[i:]
        while bad:  # the bits, lowest first (inlined: hot)
            low = bad & -bad
            bad ^= low
            later.remove(low.bit_length() - 1)
        if len(later) > 1:
            extend(itemgetter(*later)(rows[x]))
        elif later:
            moves.append(rows[x][later[0]])
    if len(cells) > 1:
        x, y = cells[-2:]
        if not refused[x] >> y & 1:
            moves.append(rows[x][y])
    return moves


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


def legal_move_masks(state: GameState) -> tuple[int, list[tuple[int, int]], tuple[Move, ...]]:
    """The legal moves as bitmasks, for callers that want them all at once without building
    the tile pairs (the action mask of :mod:`islands_rules.rl`): the cells a tile may go on
    alone (bit ``column * size + row``, as :meth:`GameState.tile_mask
    <islands_rules.ponte.GameState.tile_mask>`), the pairs of them R10 refuses, as
    ``(x, mask of the cells refused with x)`` (each refused pair named once or twice, from
    either cell), and the other moves in the order of :func:`legal_moves` (bridges, swap,
    decline). The tile pairs are the pairs of legal-alone cells but the refused ones.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,b2")
    >>> alone, refusals, others = ir.ponte.legal_move_masks(state)
    >>> bin(alone), refusals, others  # the 14 empty cells, no pair refused; or swap
    ('0b1111111111011110', [], (Swap(),))
    """
    state = expect_state(state, GameState)
    if state.phase is Phase.OVER:
        return 0, [], ()
    colour = state.to_move
    alone, refusals, pairs = 0, list[tuple[int, int]](), False
    if engine.has_two_tiles(state, colour):
        placement = Placement(state.geometry, state.tile_mask(colour), engine.open_mask(state, colour))
        alone, refusals = placement.alone, placement.refusals()
        count = alone.bit_count()
        # R17: some pair is legal if there are more pairs than refusals named (which may name
        # a pair twice), else if the exact count of legal pairs says so.
        named = sum(found.bit_count() for _, found in refusals)
        pairs = count * (count - 1) // 2 > named or placement.pair_count() > 0
    bridges = engine.bridge_moves(state.rules.board_size)
    others: list[Move] = [bridges[number] for number in bits(engine.buildable_mask(state, colour))]
    if state.phase is Phase.CHOICE:  # R5
        others.append(Swap())
    if not pairs:  # R17
        others.append(Decline())
    return alone, refusals, tuple(others)


def judge(state: GameState, move: Move) -> str | engine.Plan:
    """Why ``move`` may not be played in ``state``, in a player's words and naming the rule;
    for a legal move, what playing it needs besides the move (the plan
    :func:`apply` takes: a placement's cells and the groups its tiles make, a bridge's number),
    so that nothing is found twice. The one place every rule of a turn is checked: R5 (swap),
    R8-R10 (tiles), R11-R15 (bridges), R17 (decline), R18 (the end).

    The core asks it for :func:`~islands_rules.ponte.why_illegal`, ``is_legal`` and ``play``,
    once it has checked the state and read the move.

    >>> from islands_rules import ponte
    >>> from islands_rules.ponte.rules import judge
    >>> state = ponte.setup_position(light=["a1", "b1", "a2", "j1"], dark=["e5", "e7", "g5", "g7"])
    >>> judge(state, ponte.parse_move("b2,c1"))
    'b2,c1: together: the group a1 a2 b1 b2 c1 would have 5 tiles; a group has at most 4 (R10)'
    >>> judge(state, ponte.parse_move("swap"))
    "swap is only allowed on dark's first turn, right after light's opening (R5)"
    >>> judge(state, ponte.parse_move("b2,j10"))[:2]  # legal: the plan (cells, then their groups)
    (11, 99)
    """
    if state.phase is Phase.OVER:
        return "the game is over"
    colour, geo = state.to_move, state.geometry
    if isinstance(move, PlaceTiles | BuildBridge):
        x, y = map(geo.index, move.cells)
        if x is None or y is None:
            off = move.cells[0] if x is None else move.cells[1]
            return f"{off} is off the {geo.size}x{geo.size} board"
        # One check decides; the explain_* functions only put the reason in words.
        if isinstance(move, BuildBridge):
            plan = engine.bridge_plan(state, colour, x, y)
            if plan is not None:
                return plan
            return explain_bridge(state, colour, x, y) or UNEXPLAINED
        if not engine.has_two_tiles(state, colour):
            return f"{colour} has only {state.tiles_left(colour)} tile left; placing takes two (R17)"
        plan = engine.pair_groups(state, colour, x, y)
        if plan is not None:
            return plan
        return explain_place(state, colour, x, y) or UNEXPLAINED
    if isinstance(move, Swap):
        if state.phase is not Phase.CHOICE:
            return "swap is only allowed on dark's first turn, right after light's opening (R5)"
        return _NO_PLAN
    if isinstance(move, Decline):
        if can_place_two(state):
            return f"{colour} can still place two tiles, so must place tiles or build a bridge (R17)"
        return _NO_PLAN
    return f"{shown(move)} is not a move"  # type: ignore[unreachable]  # for untyped callers


_NO_PLAN: engine.Plan = ()


def apply(state: GameState, move: Move, plan: engine.Plan) -> GameState:
    """The state after the legal ``move``, given the plan :func:`judge` made for it.

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
    """
    return engine.after_move(state, move, plan)


def chance_outcomes(state: GameState) -> tuple[tuple[Move, int], ...]:
    """Ponte del Diavolo has no chance: always ``()``."""
    return ()


def blocked_cells(state: GameState) -> frozenset[Cell]:
    """The cells under bridges, where no tile may ever go (R12).

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b3"], dark=["j9", "j10"], light_bridges=["a1-b3"])
    >>> sorted(map(str, ir.ponte.blocked_cells(state)))
    ['a2', 'b2']
    """
    state = expect_state(state, GameState)
    return frozenset(state.geometry.mask_cells(state.blocked_mask))
