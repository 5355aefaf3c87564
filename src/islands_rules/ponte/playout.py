"""Random moves and random games for bots, without listing every legal move.

:func:`random_move` draws one move with exactly the same probability for every legal move,
as ``rng.choice(legal_moves(state))`` does, but it never lists the legal moves (in the
middle of a 10×10 game there are about 2000). :func:`playout` repeats it to the end of the
game, as Monte Carlo bots do, on plain integers instead of a new state every turn.

How a move is drawn: each turn has a list of *slots* in which every legal move stands
exactly twice, together with moves that may be illegal:

- the ordered pairs ``(x, y)``, ``x != y``, of the candidate cells for a tile;
- two for each legal bridge (the position keeps them up exactly, move by move);
- two for swap in the colour choice (R5), two for decline (R17).

A slot is drawn uniformly; if its move is legal it is played, otherwise another is drawn.
Whatever the slots hold besides, each draw that succeeds is uniform over the legal moves.
Slots that can never become legal again are dropped from the lists when drawn (a cell taken,
or too crowded for a tile), so the lists keep up with the board without being rebuilt. After
``_TRIES`` refusals in one turn the exact method takes over
(:class:`~islands_rules.ponte._choices.Choices`: count the legal moves, draw a number, find
that move). The mixture is uniform too: every draw accepts each
legal move with the same chance (two slots of all), so whether and when the fallback comes
does not depend on which move would have been drawn, and what either way then picks is uniform.
"""

from __future__ import annotations

import random
from typing import TypeVar

from ..core.checks import expect_rng, expect_state
from ..core.errors import IslandsRulesError
from ._cells import Colour
from ._choices import Choices
from ._engine import (
    bridge_moves,
    buildable,
    fits,
    group_table,
    grown_group,
    has_two_tiles,
    new_groups,
    open_mask,
    pair_fits,
    place_move,
    two_in,
)
from ._geometry import Geometry, bit_list, bits, nth_bit
from ._placement import has_pair
from ._position import COLOURS, Position
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .state import GameState, Phase

__all__ = ["playout", "random_move"]

_TRIES = 48
"""Refused draws in one turn before the exact method decides (only crowded boards get there).

Draws that drop a hopeless slot do not count: each shrinks the lists for good, so there are
only so many of them in a game.
"""

# A drawn move: (_PLACE, x, y, grown_x, grown_y), (_BRIDGE, number), (_SWAP,) or (_DECLINE,).
_PLACE, _BRIDGE, _SWAP, _DECLINE = range(4)
_Code = tuple[int, ...]

_T = TypeVar("_T")


def _exact_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly by counting them: one ``randrange(len(legal_moves))``."""
    choices = Choices(state)
    return choices.move(rng.randrange(choices.total))


def _drop(items: list[_T], i: int) -> None:
    """Remove ``items[i]`` by moving the last item into its place (the order does not matter)."""
    last = items.pop()
    if i < len(items):
        items[i] = last


class _Groups(dict[int, int]):
    """The group of a colour's tiles on each cell (0 where it has none), as :func:`group_table`
    gives it, but each found when first asked: one draw asks about a few cells, and finding
    every group would cost more than the draw."""

    __slots__ = ("geo", "own")

    def __init__(self, geo: Geometry, own: int) -> None:
        super().__init__()
        self.geo, self.own = geo, own

    def __missing__(self, cell: int) -> int:
        group = self[cell] = self.geo.group(self.own, cell) if self.own >> cell & 1 else 0
        return group


class _Side:
    """The lists one colour's moves are drawn from; its tiles and supply are the position's."""

    __slots__ = ("cells", "group_at", "no_pair")

    def __init__(self, state: GameState, colour: Colour, *, one_draw: bool = False) -> None:
        geo = state.geometry
        # Candidate cells for a tile, and the groups they would join; none without two tiles
        # left (R17). A cell that turns out to be taken, next to an island or too crowded for
        # one tile (R9) never becomes legal again, so it is dropped when drawn. For one draw
        # (``one_draw``, no move applied after it) the groups are found as they are asked.
        self.group_at: list[int] | _Groups = []
        self.cells: list[int] = []
        if two_in(state.tiles_left(colour)):
            own = state.tile_mask(colour)
            self.group_at = _Groups(geo, own) if one_draw else group_table(geo, own)
            self.cells = bit_list(open_mask(state, colour))
        # Once a colour has no legal pair it never has one again: tiles and bridges only
        # close cells, and a pair that breaks R9 breaks it with more tiles around (R17).
        self.no_pair = False


class _Game:
    """A game in progress: the :class:`~islands_rules.ponte._position.Position`, changed in
    place move by move, and the lists the moves are drawn from."""

    __slots__ = ("geo", "position", "sides", "taken")

    def __init__(self, state: GameState) -> None:
        self.geo: Geometry = state.geometry
        self.position = Position(state)
        # Kept beside the position because every draw asks: every cell a tile can no longer go
        # on (tiles of either colour, cells under bridges).
        self.taken = state.tile_mask(Colour.LIGHT) | state.tile_mask(Colour.DARK) | state.blocked_mask
        self.sides: list[_Side | None] = [None, None]  # light's and dark's

    def side(self, index: int) -> _Side:
        """The lists of colour ``index`` (0 light, 1 dark), made when first needed; what others
        took since is dropped from the lists when drawn."""
        side = self.sides[index]
        if side is None:
            side = self.sides[index] = _Side(self.state(), COLOURS[index])
        return side

    def state(self) -> GameState:
        """The game as a :class:`~islands_rules.ponte.GameState`."""
        return self.position.state()

    def draw(self, rng: random.Random) -> _Code:
        """A legal move of the side to move, each with the same chance (see the module docstring).

        The lists forget what the move uses up, so :meth:`apply` it next (or discard the game).
        """
        position, geo, taken = self.position, self.geo, self.taken
        index = position.to_move is Colour.DARK
        side = self.side(index)
        own, group_at, cells, ortho_cells = position.tiles[index], side.group_at, side.cells, geo.ortho_cells
        closed = taken | position.halo[index]
        # The position keeps the buildable bridges up (R11-R15), so they are drawn exactly.
        bridge_mask = buildable(
            position.low_ends[index], position.high_ends[index], position.dead, position.bridges_left
        )
        placing = not side.no_pair and two_in(position.left[index])
        swaps = 2 if position.phase is Phase.CHOICE else 0
        randrange, refusals = rng.randrange, 0
        bridges = 2 * bridge_mask.bit_count()
        others = bridges + swaps + 2  # the slots that are not pairs of cells
        while refusals < _TRIES:
            n = len(cells) if placing else 0
            pairs = n * (n - 1)
            r = randrange(pairs + others)
            if r < pairs:
                i, j = divmod(r, n - 1)
                j += j >= i
                x, y = cells[i], cells[j]
                if closed >> x & 1:
                    _drop(cells, i)
                elif closed >> y & 1:
                    _drop(cells, j)
                else:
                    grown_x, grown_y = (
                        grown_group(ortho_cells, group_at, x),
                        grown_group(ortho_cells, group_at, y),
                    )
                    if pair_fits(geo, own, x, y, grown_x, grown_y):
                        # The two cells are taken for good once the move is played.
                        _drop(cells, max(i, j))
                        _drop(cells, min(i, j))
                        return (_PLACE, x, y, grown_x, grown_y)
                    # A refused pair may have two good cells; a cell that breaks R9 alone is
                    # hopeless for good, since groups only grow.
                    if not fits(geo, own | 1 << x, grown_x):
                        _drop(cells, i)
                    elif not fits(geo, own | 1 << y, grown_y):
                        _drop(cells, j)
                    else:
                        refusals += 1
                continue
            r -= pairs
            if r < bridges:
                return (_BRIDGE, nth_bit(bridge_mask, r >> 1))
            r -= bridges
            if r < swaps:
                return (_SWAP,)
            if not placing:
                return (_DECLINE,)
            if not has_pair(geo, own, geo.full & ~closed):
                side.no_pair = True
                return (_DECLINE,)
            refusals += 1
        return self.code(_exact_move(self.state(), rng))

    def code(self, move: Move) -> _Code:
        """The code of a legal move of the side to move."""
        if isinstance(move, PlaceTiles):
            geo, group_at = self.geo, self.side(self.position.to_move is Colour.DARK).group_at
            x, y = (geo.index_of[cell] for cell in move.cells)
            return (
                _PLACE,
                x,
                y,
                grown_group(geo.ortho_cells, group_at, x),
                grown_group(geo.ortho_cells, group_at, y),
            )
        if isinstance(move, BuildBridge):
            a, b = (self.geo.index_of[cell] for cell in move.cells)
            return (_BRIDGE, self.geo.bridge_index[(a, b)])
        return (_SWAP,) if isinstance(move, Swap) else (_DECLINE,)

    def move(self, code: _Code) -> Move:
        """The move of a code."""
        if code[0] == _PLACE:
            return place_move(self.geo.size, min(code[1], code[2]), max(code[1], code[2]))
        if code[0] == _BRIDGE:
            return bridge_moves(self.geo.size)[code[1]]
        return Swap() if code[0] == _SWAP else Decline()

    def apply(self, code: _Code) -> None:
        """Play a legal move, given by its code, then keep the lists up with it."""
        geo, position, kind = self.geo, self.position, code[0]
        index = position.to_move is Colour.DARK
        if kind == _PLACE:
            _, x, y, grown_x, grown_y = code
            groups = new_groups(geo, x, y, grown_x, grown_y)
            position.place(geo, index, x, y, groups)
            self.taken |= 1 << x | 1 << y
            side = self.side(index)
            group_at = side.group_at
            for group in groups:
                for i in bits(group):
                    group_at[i] = group
        elif kind == _BRIDGE:
            number = code[1]
            position.bridge(geo, index, number)
            self.taken |= geo.bridge_under[number]
        position.end_turn(swap=kind == _SWAP, decline=kind == _DECLINE)


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random, like ``rng.choice(legal_moves(state))``.

    Every legal move has exactly the same chance, but the legal tile pairs are never listed,
    so this is much faster than listing them. The draws from ``rng`` differ from
    ``rng.choice``'s, so a seed gives another (equally likely) move.

    >>> import random
    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=6))
    >>> move = ir.random_move(state, random.Random(7))  # the same seed, the same move
    >>> move, move in ir.legal_moves(state)
    (PlaceTiles('d1', 'f5'), True)

    :raises IslandsRulesError: if the game is over, so no move is legal.
    """
    state, rng = expect_state(state, GameState), expect_rng(rng)
    if state.phase is Phase.OVER:
        raise IslandsRulesError(f"the game is over after ply {state.ply}: there is no move to choose")
    if not has_two_tiles(state, state.to_move):
        # Only bridges and decline are left: counting them costs less than making the lists.
        return _exact_move(state, rng)
    game = _Game(state)
    # The lists of the side to move, from the state itself (the position is the same) and
    # with the groups found as the draw asks: it is one draw, with no move applied after it.
    game.sides[state.to_move is Colour.DARK] = _Side(state, state.to_move, one_draw=True)
    return game.move(game.draw(rng))


def _playout(state: GameState, rng: random.Random, record: list[Move] | None = None) -> GameState:
    """:func:`playout`, also appending each move played to ``record`` if one is given."""
    if state.phase is Phase.OVER:
        return state
    game = _Game(state)
    while game.position.phase is not Phase.OVER:
        code = game.draw(rng)
        if record is not None:
            record.append(game.move(code))
        game.apply(code)
    return game.state()


def playout(state: GameState, rng: random.Random) -> GameState:
    """The final state of a game continued from ``state`` with a uniformly random legal move
    every turn, each drawn as :func:`random_move` draws it.

    A finished ``state`` is returned as it is, so a bot may play out any leaf of its tree.

    >>> import random
    >>> import islands_rules as ir
    >>> final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=5)), random.Random(3))
    >>> final.is_over
    True
    >>> ir.playout(final, random.Random(4)) is final
    True
    """
    state, rng = expect_state(state, GameState), expect_rng(rng)
    return _playout(state, rng)
