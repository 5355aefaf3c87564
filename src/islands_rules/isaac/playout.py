"""Random play without listing every move: the same law as a uniform choice from
:func:`~islands_rules.isaac.legal_moves`, drawn by counting.

The legal moves are counted with popcounts (placements: the empty runs of each length,
R7; removals: each removable tile's advances, R13-R17), an index is drawn uniformly, and
only the move at that index is made: :func:`nth_move` gives exactly
``legal_moves(state)[index]``. Each move is then played by the rules' own
:func:`~islands_rules.isaac.rules.judge`, so no rule is judged anywhere else.
"""

from __future__ import annotations

import random

from ..core.checks import expect_rng, expect_state
from ..core.errors import IllegalMoveError, shown
from ._engine import free_runs
from .moves import Move, Pass
from .rules import apply, judge
from .state import GameState, Phase

__all__ = ["move_count", "nth_move", "playout", "random_move"]

DRAWS_BY_CHOICE = True
""":func:`random_move` draws as ``rng.choice(legal_moves(state))`` does, draw for draw: one
``randrange`` of the number of moves, and the move at that index
(:attr:`Game.draws_by_choice <islands_rules.Game.draws_by_choice>`)."""

_PASS = Pass()


def _removal_counts(state: GameState) -> list[tuple[int, int, int]]:
    """For each removable tile of the mover, in list order: (key, points, forbidden advance or -1)."""
    assert state.to_move is not None
    rules, geo, seat = state.rules, state.geometry, state.to_move.seat
    score, other = state.scores[seat], state.scores[1 - seat]
    dark, light = state.scores[0], geo.area - 1 - state.scores[1]
    counters = 1 << dark | 1 << light
    h_cover, v_cover, h_heads, v_heads = state._masks
    on_line = (v_heads | h_cover, h_heads | v_cover)  # as in legal_moves: one popcount per line
    forbidden = geo.area - 1 - other - score  # R17
    if score + forbidden >= rules.target:
        forbidden = -1  # R19
    found = []
    for key in state._tiles[seat]:
        length, mask, line, horizontal, _ = geo.facts[key]
        if length < state.last_removed[seat] or mask & counters:  # R13, R14
            continue
        count = (on_line[horizontal] & line).bit_count() - 1
        points = count * rules._values[length] << (line >> dark & 1) + (line >> light & 1)  # R15, R16
        found.append((key, points, forbidden if forbidden <= points else -1))
    return found


def move_count(state: GameState) -> int:
    """How many moves :func:`~islands_rules.isaac.legal_moves` lists, without listing them.

    >>> from islands_rules.isaac import new_game
    >>> move_count(new_game())
    600

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    state = expect_state(state, GameState)
    if state.to_move is None:
        return 0
    return _total(state, _counts(state))


_Counts = list[tuple[int, int, int]]
"""What :func:`_counts` finds: free runs in the placement phase, removable tiles after it."""


def _counts(state: GameState) -> _Counts:
    """The mover's free runs (placement, R7) or removable tiles (:func:`_removal_counts`): what
    both counting the moves and making one of them read, found once per draw."""
    assert state.to_move is not None
    if state.phase is Phase.PLACEMENT:
        return free_runs(state, state.to_move.seat)
    return _removal_counts(state)


def _total(state: GameState, counts: _Counts) -> int:
    """:func:`move_count` from the state's :func:`_counts`."""
    if state.phase is Phase.PLACEMENT:
        total = sum(a.bit_count() + d.bit_count() for _, a, d in counts)
    else:
        total = sum(points + 1 - (forbidden >= 0) for _, points, forbidden in counts)
    return total or 1  # pass


def _nth_bit(mask: int, index: int) -> int:
    for _ in range(index):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def nth_move(state: GameState, index: int) -> Move:
    """``legal_moves(state)[index]``, made alone.

    >>> from islands_rules.isaac import new_game
    >>> nth_move(new_game(), 0), nth_move(new_game(), 599)
    (Place('a1', 'c1'), Place('j4', 'j10'))

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    :raises IllegalMoveError: if the game is over or ``index`` is not below :func:`move_count`.
    """
    state = expect_state(state, GameState)
    if state.to_move is None or type(index) is not int or not 0 <= index < move_count(state):
        raise IllegalMoveError(None, f"there is no legal move number {shown(index)}", state.ply + 1)
    return _nth(state, index)


def _nth(state: GameState, index: int, counts: _Counts | None = None) -> Move:
    """:func:`nth_move` for an index known to be below :func:`move_count`, from the state's
    :func:`_counts` if they are known already."""
    assert state.to_move is not None
    if counts is None:
        counts = _counts(state)
    geo = state.geometry
    if state.phase is Phase.PLACEMENT:
        for length, across, down in counts:
            for starts, span in ((across, length - 1), (down, (length - 1) * geo.size)):
                count = starts.bit_count()
                if index < count:
                    lower = _nth_bit(starts, index)
                    return geo.shapes[lower * geo.area + lower + span].place
                index -= count
    else:
        for key, points, forbidden in counts:
            count = points + 1 - (forbidden >= 0)
            if index < count:
                advance = index + (0 <= forbidden <= index)
                return geo.removal_moves(key, points)[advance]
            index -= count
    return _PASS  # nothing else is legal (R8, R18)


def random_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random, as ``rng.choice(legal_moves(state))`` would.

    >>> import random
    >>> from islands_rules.isaac import new_game
    >>> random_move(new_game(), random.Random(1))
    Place(...)

    :raises IllegalMoveError: if the game is over.
    :raises IslandsRulesError: if ``rng`` is not a :class:`random.Random`.
    """
    state, rng = expect_state(state, GameState), expect_rng(rng)
    if state.to_move is None:
        raise IllegalMoveError(None, "the game is over: there is no move to draw (R19)", state.ply + 1)
    counts = _counts(state)  # counted once, for the number of moves and the move drawn
    return _nth(state, rng.randrange(_total(state, counts)), counts)


def playout(state: GameState, rng: random.Random) -> GameState:
    """The end of a game played on from ``state`` with :func:`random_move` at every turn.

    >>> import random
    >>> from islands_rules.isaac import new_game, outcome
    >>> outcome(playout(new_game(), random.Random(1))) is not None
    True

    :raises IslandsRulesError: if ``rng`` is not a :class:`random.Random`.
    """
    state, rng = expect_state(state, GameState), expect_rng(rng)
    while state.to_move is not None:
        move = random_move(state, rng)
        plan = judge(state, move)
        assert not isinstance(plan, str), plan  # a listed move is legal
        state = apply(state, move, plan)
    return state
