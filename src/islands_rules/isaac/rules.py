"""The rules of a turn: which moves a position allows, and the position each one leads to.

Every rule of the rules page that judges a turn is enforced in :func:`judge`, the one
function behind :func:`~islands_rules.isaac.play` and :func:`~islands_rules.isaac.why_illegal`;
:func:`legal_moves` lists exactly the moves it accepts, from bitmasks (the tests check the
two against each other, and against the reference implementation).
"""

from __future__ import annotations

import attrs

from ..core.checks import expect_state
from ..core.errors import PositionError, shown
from ..core.words import counted
from ._engine import counter_squares, free_runs, placement_moves, removal_moves, tile_shape
from ._geometry import TileShape, bits, toggled
from .moves import Move, Pass, Place
from .state import PLAYERS, GameState, Phase, Player, counter_square

__all__ = [
    "apply",
    "can_place",
    "can_remove",
    "chance_outcomes",
    "judge",
    "legal_moves",
    "line_count",
    "removal_points",
]

_PASS = Pass()
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
    """
    if state.to_move is None:
        return ()
    moves = placement_moves(state) if state.phase is _PLACEMENT else removal_moves(state)
    return tuple(moves) if moves else (_PASS,)


def judge(state: GameState, move: Move) -> str | GameState:
    """Every rule that judges a turn, in one place: why ``move`` is illegal (the reason names
    the rule), or else the position after it (the plan ``apply`` plays).

    - R5: placements and passes in the placement phase, removals and passes in the scoring phase.
    - R6, R9, R18: turns alternate, skipping a player who has passed in the phase.
    - R7: a placement uses one of the mover's unplaced tiles, on the board, on empty squares.
    - R8: ``pass`` in the placement phase only when no placement is legal.
    - R10, R12: the second pass ends the placement phase; the first to pass opens the scoring.
    - R13: a removal takes one of the mover's own tiles, no shorter than their previous removals.
    - R14: no removing a tile under a counter.
    - R15, R16: the points (count × value × 1, 2 or 4).
    - R17: advance 0..points; below the target, never onto the other counter's square.
    - R18: ``pass`` in the scoring phase only when no removal is legal; it is final.
    - R19: reaching the target ends the game at once; so does the second scoring pass; no turn after.

    The core (:meth:`~islands_rules.Game.play`) checks the state and reads the move first.

    >>> from islands_rules.isaac import Place, new_game
    >>> from islands_rules.isaac.rules import judge
    >>> judge(new_game(), Place("a1", "b1"))
    'there is no tile of length 2 in the piece set (R7)'
    >>> judge(new_game(), Place("a1", "c1")).ply
    1
    """
    if state.phase is Phase.OVER or state.to_move is None:
        return "the game is over: no turn may follow its end (R19)"
    mover = state.to_move
    seat = mover.seat
    name = mover.value.capitalize()
    if isinstance(move, Pass):
        if state.phase is Phase.PLACEMENT and _can_place(state):
            return f"{name} has a legal placement, so may not pass (R8)"
        if state.phase is Phase.SCORING and _can_remove(state):
            return f"{name} has a legal removal, so may not pass (R18)"
        passed = (True, state.passed[1]) if seat == 0 else (state.passed[0], True)
        if not all(passed):
            return attrs.evolve(state, ply=state.ply + 1, passed=passed, to_move=mover.other)
        if state.phase is Phase.PLACEMENT:  # R10, R12: the other player passed first and opens
            return attrs.evolve(
                state, ply=state.ply + 1, phase=Phase.SCORING, passed=(False, False), to_move=mover.other
            )
        return attrs.evolve(state, ply=state.ply + 1, phase=Phase.OVER, passed=passed, to_move=None)
    geo = state.geometry
    if isinstance(move, Place):
        if state.phase is not Phase.PLACEMENT:
            return "no placement in the scoring phase (R5)"
        shape = tile_shape(geo, move)
        if shape is None:
            off = move.end
            return f"{off} is off the {geo.size}×{geo.size} board (R7)"
        kinds = [kind[0] for kind in state.rules.pieces]
        if shape.length not in kinds:
            return f"there is no tile of length {shape.length} in the piece set (R7)"
        kind = kinds.index(shape.length)
        if not state.hands[seat][kind]:
            return f"{name} has no unplaced tile of length {shape.length} left (R7)"
        if shape.mask & state._occupied:
            covered = ", ".join(geo.names[i] for i in bits(shape.mask & state._occupied))
            return f"{covered} {'is' if ',' not in covered else 'are'} covered (R7)"
        hand = list(state.hands[seat])
        hand[kind] -= 1
        hands = (tuple(hand), state.hands[1]) if seat == 0 else (state.hands[0], tuple(hand))
        own = tuple(sorted((*state._tiles[seat], shape.key)))
        tiles = (own, state._tiles[1]) if seat == 0 else (state._tiles[0], own)
        return attrs.evolve(
            state,
            ply=state.ply + 1,
            hands=hands,
            tiles=tiles,
            masks=toggled(state._masks, shape),
            to_move=_next_turn(state, seat, state.passed),
        )
    if state.phase is not Phase.SCORING:
        return "no removal in the placement phase (R5)"
    shape = tile_shape(geo, move)
    if shape is None or shape.key not in state._tiles[seat]:
        whose = (
            ""
            if shape is None or shape.key not in state._tiles[1 - seat]
            else f" (it is {mover.other.value.capitalize()}'s)"
        )
        return f"{move.start}-{move.end} is not one of {name}'s tiles{whose} (R13)"
    if shape.length < state.last_removed[seat]:
        return f"{name} removed a {state.last_removed[seat]} before; a removal is never shorter (R13)"
    dark, light = counter_squares(state)
    if shape.mask >> dark & 1 or shape.mask >> light & 1:
        square, whose = (dark, "Dark") if shape.mask >> dark & 1 else (light, "Light")
        return f"{whose}'s counter stands on {geo.names[square]}, so the tile may not be removed (R14)"
    points = removal_points(state, shape)
    if move.advance > points:
        return f"the removal is worth {counted(points, 'point')}; the advance may be at most that (R17)"
    score = state.scores[seat] + move.advance
    target = state.rules.target
    if score < target and counter_square(score, mover, geo.size) == (light if seat == 0 else dark):
        where = geo.names[light if seat == 0 else dark]
        return f"{name}'s {score} is {where}, where {mover.other.value.capitalize()}'s counter stands (R17)"
    own = tuple(key for key in state._tiles[seat] if key != shape.key)
    tiles = (own, state._tiles[1]) if seat == 0 else (state._tiles[0], own)
    scores = (score, state.scores[1]) if seat == 0 else (state.scores[0], score)
    last = (shape.length, state.last_removed[1]) if seat == 0 else (state.last_removed[0], shape.length)
    over = score >= target  # R19: the counter leaves the track and the mover wins
    return attrs.evolve(
        state,
        ply=state.ply + 1,
        tiles=tiles,
        masks=toggled(state._masks, shape),
        scores=scores,
        last_removed=last,
        phase=Phase.OVER if over else Phase.SCORING,
        to_move=None if over else _next_turn(state, seat, state.passed),
    )


def apply(state: GameState, move: Move, plan: GameState) -> GameState:
    """The position after the legal ``move``: :func:`judge` already made it (its plan), so
    that no rule is judged twice.

    >>> from islands_rules.isaac import new_game
    >>> state, move = new_game(), Place("a1", "c1")
    >>> apply(state, move, judge(state, move)).ply
    1
    """
    return plan


def chance_outcomes(state: GameState) -> tuple[tuple[Move, int], ...]:
    """Isaac has no chance: always ``()``.

    >>> from islands_rules.isaac import new_game
    >>> chance_outcomes(new_game())
    ()
    """
    return ()


def _can_place(state: GameState) -> bool:
    if state.phase is not Phase.PLACEMENT or state.to_move is None:
        return False
    return any(across or down for _, across, down in free_runs(state, state.to_move.seat))


def can_place(state: GameState) -> bool:
    """Whether the player to move has a legal placement (R7, R8).

    >>> from islands_rules.isaac import new_game
    >>> can_place(new_game())
    True

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    return _can_place(expect_state(state, GameState))


def _removable(state: GameState, seat: int, shape: TileShape, counters: int) -> bool:
    """R13 and R14 for one of ``seat``'s tiles."""
    return shape.length >= state.last_removed[seat] and not shape.mask & counters


def _can_remove(state: GameState) -> bool:
    if state.phase is not Phase.SCORING or state.to_move is None:
        return False
    seat = state.to_move.seat
    dark, light = counter_squares(state)
    counters = 1 << dark | 1 << light
    shapes = state.geometry.shapes
    return any(_removable(state, seat, shapes[key], counters) for key in state._tiles[seat])


def can_remove(state: GameState) -> bool:
    """Whether the player to move has a legal removal (R13, R14, R18).

    >>> from islands_rules.isaac import new_game
    >>> can_remove(new_game())
    False

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    return _can_remove(expect_state(state, GameState))


def line_count(state: GameState, line: int) -> int:
    """R15: how many tiles on the board cover a square of ``line`` (rows 0..N-1, then
    columns), lying along it or crossing it.

    A tile along a row has its lower end in the row; a tile crossing it covers exactly one
    of its squares; no square is both: so the count is one popcount (likewise for a column).

    >>> from islands_rules.isaac import new_game, play
    >>> state = play(play(play(new_game(), "c3-g3"), "e4-e7"), "a3-a5")
    >>> line_count(state, 2), line_count(state, 10 + 4), line_count(state, 10 + 1)  # row 3, columns e, b
    (2, 2, 0)

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    :raises PositionError: if ``line`` is not an int from 0 to 2N-1.
    """
    state = expect_state(state, GameState)
    if type(line) is not int or not 0 <= line < 2 * state.rules.size:
        raise PositionError(f"line must be an int from 0 to {2 * state.rules.size - 1}, got {shown(line)}")
    h_cover, v_cover, h_heads, v_heads = state._masks
    mask = state.geometry.line_masks[line]
    if line < state.rules.size:
        return ((h_heads | v_cover) & mask).bit_count()
    return ((v_heads | h_cover) & mask).bit_count()


def removal_points(state: GameState, shape: TileShape) -> int:
    """R15, R16: the points for removing ``shape``, with the counters where they stand now.

    >>> from islands_rules.isaac import Place, new_game, play
    >>> from islands_rules.isaac._engine import tile_shape
    >>> state = play(play(new_game(), "c3-e3"), "d4-d7")
    >>> removal_points(state, tile_shape(state.geometry, Place("d4", "d7")))  # column d: c3-e3 crosses it
    2
    """
    dark, light = counter_squares(state)
    mask = state.geometry.line_masks[shape.line]
    on_line = (mask >> dark & 1 if dark >= 0 else 0) + (mask >> light & 1 if light >= 0 else 0)
    return (line_count(state, shape.line) - 1) * state.rules._values[shape.length] << on_line


def _next_turn(state: GameState, seat: int, passed: tuple[bool, bool]) -> Player:
    """R6, R9, R18: the other player moves next unless they have passed in this phase."""
    return PLAYERS[seat] if passed[1 - seat] else PLAYERS[1 - seat]
