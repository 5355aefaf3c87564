"""The list of legal moves, from bitmasks and shared tables.

The tests check the list against :func:`~islands_rules.isaac.why_illegal` and against the
reference implementation.

A placement's lower ends are found for all squares at once: a run of ``k`` empty squares
starts where the empty squares, shifted by 0..k-1 along the line, overlap (R7). The moves
themselves are made once per row pattern and shared. A removal's count is two popcounts
(R15), and its advances are slices of a shared list.
"""

from __future__ import annotations

from .engine import _free_runs, _state
from .moves import Move, Pass
from .state import GameState, Phase

__all__ = ["legal_moves"]

_PASS = Pass()


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
    state = _state(state)
    if state.to_move is None:
        return ()
    moves = _placements(state) if state.phase is Phase.PLACEMENT else _removals(state)
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
    assert state.to_move is not None
    rules, geo, seat = state.rules, state.geometry, state.to_move.seat
    facts, removals = geo.facts, geo.removals
    score, other = state.scores[seat], state.scores[1 - seat]
    dark, light = state.scores[0], geo.area - 1 - state.scores[1]  # R11: both on the track
    counters = 1 << dark | 1 << light
    h_cover, v_cover, h_heads, v_heads = state._masks
    along = (v_heads, h_heads)  # indexed by horizontal: the lower ends of tiles lying along
    crossing = (h_cover, v_cover)  # and the squares of tiles that would cross the line
    values = rules._values
    shortest = state.last_removed[seat]
    forbidden = geo.area - 1 - other - score  # the advance onto the other counter's square (R17)
    if score + forbidden >= rules.target:
        forbidden = -1  # reaching the target, the counter leaves the board (R19)
    moves: list[Move] = []
    for key in state._tiles[seat]:
        length, mask, line, horizontal = facts[key]
        if length < shortest or mask & counters:  # R13, R14
            continue
        # R15: the tiles along the line (their lower ends on it) and those crossing it (one
        # square each on it), less this one; R16: doubled for each counter on the line.
        count = (along[horizontal] & line).bit_count() + (crossing[horizontal] & line).bit_count() - 1
        points = count * values[length] << (line >> dark & 1) + (line >> light & 1)
        made = removals.get(key)
        if made is None or len(made) <= points:
            made = geo.removal_moves(key, points)
        if 0 <= forbidden <= points:
            moves += made[:forbidden]
            moves += made[forbidden + 1 : points + 1]
        else:
            moves += made[: points + 1]
    return moves
