"""The bitmask core of the rules: the tile a move names, the empty runs a tile fits, and the
move list made from bitmasks and shared tables. Private to the package: :mod:`.rules` judges
every turn with these, and :mod:`.playout` counts moves with them.

A placement's lower ends are found for all squares at once: a run of ``k`` empty squares
starts where the empty squares, shifted by 0..k-1 along the line, overlap (R7). The moves
themselves are made once per row pattern and shared. A removal's count is two popcounts
(R15), and its advances are slices of a shared list.
"""

from __future__ import annotations

from ._geometry import TABLES, Geometry, TileShape, geometry
from .moves import Move, Place, Remove, cell_point
from .state import GameState, Player, counter_square

__all__ = ["counter_squares", "free_runs", "placement_moves", "removal_moves", "tile_shape"]

_DARK = Player.DARK


def tile_shape(geo: Geometry, move: Place | Remove) -> TileShape | None:
    """The tile position ``move`` names, ``None`` if it runs off the board.

    >>> from islands_rules.isaac import Place
    >>> from islands_rules.isaac._geometry import geometry
    >>> tile_shape(geometry(10), Place("c3", "g3")).length, tile_shape(geometry(5), Place("c3", "g3"))
    (5, None)
    """
    (c1, r1), (c2, r2) = cell_point(move.start), cell_point(move.end)
    size = geo.size
    if c2 >= size or r2 >= size:
        return None
    return geo.shapes[(r1 * size + c1) * geo.area + r2 * size + c2]


def free_runs(state: GameState, seat: int) -> list[tuple[int, int, int]]:
    """For each kind ``seat`` still holds, shortest first: (length, horizontal starts, vertical
    starts) of the empty runs that fit it (R7), the starts as bitmasks of lower ends.

    >>> from islands_rules.isaac import Rules, new_game
    >>> state = new_game(Rules(size=3, pieces=((3, 1, 1),)))
    >>> [(length, bin(across), bin(down)) for length, across, down in free_runs(state, 0)]
    [(3, '0b1001001', '0b111')]
    """
    geo, size = state.geometry, state.rules.size
    free = geo.full & ~state._occupied
    across = down = free
    reach = 1
    found = []
    for (length, _, _), left in zip(state.rules.pieces, state.hands[seat], strict=True):
        if not left:
            continue
        while reach < length:  # across: squares that start ``reach + 1`` empty squares in a row
            across &= free >> reach
            down &= free >> (reach * size)
            reach += 1
        horizontal, vertical = geo.starts[length]
        found.append((length, across & horizontal, down & vertical))
    return found


def counter_squares(state: GameState) -> tuple[int, int]:
    """The squares of Dark's and Light's counters, -1 for one that has left the track (R11, R19).

    >>> from islands_rules.isaac import new_game
    >>> counter_squares(new_game())
    (0, 99)
    """
    size = state.rules.size
    dark = counter_square(state.scores[0], Player.DARK, size)
    light = counter_square(state.scores[1], Player.LIGHT, size)
    return (-1 if dark is None else dark), (-1 if light is None else light)


def placement_moves(state: GameState) -> list[Move]:
    """The placements of the player to move, in :func:`~islands_rules.isaac.legal_moves`'
    order: by length, shortest first; horizontal then vertical; by lower end (R7).

    >>> from islands_rules.isaac import new_game
    >>> len(placement_moves(new_game()))
    600
    """
    assert state.to_move is not None
    geo = state.geometry
    moves: list[Move] = []
    for length, across, down in free_runs(state, state.to_move.seat):
        moves += geo.placements(across, length, True)
        moves += geo.placements(down, length, False)
    return moves


def removal_moves(state: GameState) -> list[Move]:
    """The removals of the player to move, in :func:`~islands_rules.isaac.legal_moves`' order:
    by the tile's lower end, then by advance (R13-R17).

    >>> from islands_rules.isaac import Rules, new_game, play
    >>> state = new_game(Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    >>> for turn in "b1-b2 a1-a2 a3-c3 pass pass pass".split():
    ...     state = play(state, turn)
    >>> [str(move) for move in removal_moves(state)]
    ['xb1-b2+0', 'xb1-b2+1']
    """
    rules = state.rules
    geo = TABLES.get(rules.size) or geometry(rules.size)
    seat = 0 if state.to_move is _DARK else 1
    facts = geo.facts
    dark_score, light_score = state.scores
    score, other = (dark_score, light_score) if seat == 0 else (light_score, dark_score)
    dark_bit, light_bit = 1 << dark_score, 1 << (geo.area - 1 - light_score)  # R11: both on the track
    counters = dark_bit | light_bit
    h_cover, v_cover, h_heads, v_heads = state._masks
    # R15, indexed by horizontal: on a column, the lower ends of the vertical tiles lying along
    # it and the squares of the horizontal ones crossing it (a tile crossing covers one square
    # of the line); likewise on a row. No square is both, so one popcount counts the tiles.
    on_line = (v_heads | h_cover, h_heads | v_cover)
    values = rules._values
    shortest = state.last_removed[seat]
    forbidden = geo.area - 1 - other - score  # the advance onto the other counter's square (R17)
    if score + forbidden >= rules.target:
        forbidden = -1  # reaching the target, the counter leaves the board (R19)
    moves: list[Move] = []
    for key in state._tiles[seat]:
        length, mask, line, horizontal, made = facts[key]
        if length < shortest or mask & counters:  # R13, R14
            continue
        # R15: the tiles on the line, less this one; R16: doubled for each counter on the line.
        points = ((on_line[horizontal] & line).bit_count() - 1) * values[length]
        if line & counters:
            if line & dark_bit:
                points <<= 1
            if line & light_bit:
                points <<= 1
        if len(made) <= points:
            geo.removal_moves(key, points)  # extends ``made`` itself
        if forbidden < 0 or forbidden > points:
            moves += made[: points + 1]
        else:
            moves += made[:forbidden]
            moves += made[forbidden + 1 : points + 1]
    return moves
