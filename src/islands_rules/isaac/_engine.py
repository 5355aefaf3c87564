"""The list of legal moves, from bitmasks and shared tables.

The tests check the list against :func:`~islands_rules.isaac.why_illegal` and against the
reference implementation.

A placement's lower ends are found for all squares at once: a run of ``k`` empty squares
starts where the empty squares, shifted by 0..k-1 along the line, overlap (R7). The moves
themselves are made once per row pattern and shared. A removal's count is two popcounts
(R15), and its advances are slices of a shared list.
"""

from __future__ import annotations

from ._geometry import TABLES, geometry
from .engine import _free_runs, _state
from .moves import Move, Pass
from .state import GameState, Phase, Player

__all__ = ["legal_moves"]

_PASS = Pass()
_DARK = Player.DARK
_PLACEMENT = Phase.PLACEMENT


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move, each once, in this order; ``()`` once the game is over.

    - Placement phase: by length, shortest first; for each length the horizontal
      placements, then the vertical ones, each by lower end along row 1, then row 2...
    - Scoring phase: by the removed tile's lower end (along row 1, then row 2...), then by
      advance from 0, leaving out the advance onto the other counter's square (R17).
    - ``pass`` alone when nothing else is legal (R8, R18).

    >>> from islands_rules.isaac import new_game
    >>> moves = legal_moves(new_game())
    >>> len(moves), moves[0], moves[-1]
    (600, Place('a1', 'c1'), Place('j4', 'j10'))

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    if type(state) is not GameState:
        state = _state(state)
    if state.to_move is None:
        return ()
    moves = _placements(state) if state.phase is _PLACEMENT else _removals(state)
    return tuple(moves) if moves else (_PASS,)


def _placements(state: GameState) -> list[Move]:
    assert state.to_move is not None
    geo = state.geometry
    moves: list[Move] = []
    for length, across, down in _free_runs(state, state.to_move.seat):
        moves += geo.placements(across, length, True)
        moves += geo.placements(down, length, False)
    return moves


def _removals(state: GameState) -> list[Move]:
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
