"""Legality and play: which moves a position allows, and the position each one leads to.

Every rule of the rules page that judges a turn is enforced in :func:`_after`, the one
function behind :func:`play` and :func:`why_illegal`;
:func:`~islands_rules.isaac.legal_moves` lists exactly the moves it accepts, from
bitmasks (the tests check the two against each other).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..core.errors import IllegalMoveError, NotationError, PositionError, shown
from ..core.protocol import expect_state
from ._geometry import Geometry, TileShape, bits, toggled
from .moves import Move, Pass, Place, Remove, cell_point, parse_move
from .state import PLAYERS, GameState, Phase, Player, counter_square

__all__ = ["can_place", "can_remove", "is_legal", "line_count", "play", "why_illegal"]


def _state(state: Any) -> GameState:
    """``state``, once checked to be Isaac's (the core's one check for every game)."""
    return expect_state(state, GameState)


def _move(move: Any) -> Move:
    if isinstance(move, Place | Remove | Pass):
        return move
    if isinstance(move, str):
        return parse_move(move)
    raise NotationError(f"expected an isaac move or its notation, got {type(move).__name__}")


def _shape(geo: Geometry, move: Place | Remove) -> TileShape | None:
    """The tile position ``move`` names, ``None`` if it runs off the board."""
    (c1, r1), (c2, r2) = cell_point(move.start), cell_point(move.end)
    size = geo.size
    if c2 >= size or r2 >= size:
        return None
    return geo.shapes[(r1 * size + c1) * geo.area + r2 * size + c2]


def _free_runs(state: GameState, seat: int) -> list[tuple[int, int, int]]:
    """For each kind ``seat`` still holds, shortest first: (length, horizontal starts, vertical starts)
    of the empty runs that fit it (R7)."""
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


def can_place(state: GameState) -> bool:
    """Whether the player to move has a legal placement (R7, R8).

    >>> from islands_rules.isaac import new_game
    >>> can_place(new_game())
    True
    """
    state = _state(state)
    if state.phase is not Phase.PLACEMENT or state.to_move is None:
        return False
    return any(across or down for _, across, down in _free_runs(state, state.to_move.seat))


def _counters(state: GameState) -> tuple[int, int]:
    """The squares of Dark's and Light's counters (both are on the track while the game goes on)."""
    size = state.rules.size
    dark = counter_square(state.scores[0], Player.DARK, size)
    light = counter_square(state.scores[1], Player.LIGHT, size)
    return (-1 if dark is None else dark), (-1 if light is None else light)


def _removable(state: GameState, seat: int, shape: TileShape, counters: int) -> bool:
    """R13 and R14 for one of ``seat``'s tiles."""
    return shape.length >= state.last_removed[seat] and not shape.mask & counters


def can_remove(state: GameState) -> bool:
    """Whether the player to move has a legal removal (R13, R14, R18).

    >>> from islands_rules.isaac import new_game
    >>> can_remove(new_game())
    False
    """
    state = _state(state)
    if state.phase is not Phase.SCORING or state.to_move is None:
        return False
    seat = state.to_move.seat
    dark, light = _counters(state)
    counters = 1 << dark | 1 << light
    shapes = state.geometry.shapes
    return any(_removable(state, seat, shapes[key], counters) for key in state._tiles[seat])


def line_count(state: GameState, line: int) -> int:
    """R15: how many tiles on the board cover a square of ``line`` (rows 0..N-1, then
    columns), lying along it or crossing it.

    A tile along a row has its lower end in the row; a tile crossing it covers exactly one
    of its squares; no square is both: so the count is one popcount (likewise for a column).

    >>> from islands_rules.isaac import new_game
    >>> state = play(play(play(new_game(), "c3-g3"), "e4-e7"), "a3-a5")
    >>> line_count(state, 2), line_count(state, 10 + 4), line_count(state, 10 + 1)  # row 3, columns e, b
    (2, 2, 0)

    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    :raises PositionError: if ``line`` is not an int from 0 to 2N-1.
    """
    state = _state(state)
    if type(line) is not int or not 0 <= line < 2 * state.rules.size:
        raise PositionError(f"line must be an int from 0 to {2 * state.rules.size - 1}, got {shown(line)}")
    h_cover, v_cover, h_heads, v_heads = state._masks
    mask = state.geometry.line_masks[line]
    if line < state.rules.size:
        return ((h_heads | v_cover) & mask).bit_count()
    return ((v_heads | h_cover) & mask).bit_count()


def _points(state: GameState, shape: TileShape) -> int:
    """R15, R16: the points for removing ``shape``, with the counters where they stand now."""
    dark, light = _counters(state)
    mask = state.geometry.line_masks[shape.line]
    on_line = (mask >> dark & 1 if dark >= 0 else 0) + (mask >> light & 1 if light >= 0 else 0)
    return (line_count(state, shape.line) - 1) * state.rules._values[shape.length] << on_line


def _next_turn(state: GameState, seat: int, passed: tuple[bool, bool]) -> Player:
    """R6, R9, R18: the other player moves next unless they have passed in this phase."""
    return PLAYERS[seat] if passed[1 - seat] else PLAYERS[1 - seat]


def _after(state: GameState, move: Move) -> GameState | str:
    """Every rule that judges a turn, in one place: the position after ``move``, or why it
    is illegal (the reason names the rule).

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
    """
    if state.phase is Phase.OVER or state.to_move is None:
        return "the game is over: no turn may follow its end (R19)"
    mover = state.to_move
    seat = mover.seat
    name = mover.value.capitalize()
    if isinstance(move, Pass):
        if state.phase is Phase.PLACEMENT and can_place(state):
            return f"{name} has a legal placement, so may not pass (R8)"
        if state.phase is Phase.SCORING and can_remove(state):
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
        shape = _shape(geo, move)
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
    shape = _shape(geo, move)
    if shape is None or shape.key not in state._tiles[seat]:
        whose = (
            ""
            if shape is None or shape.key not in state._tiles[1 - seat]
            else f" (it is {mover.other.value.capitalize()}'s)"
        )
        return f"{move.start}-{move.end} is not one of {name}'s tiles{whose} (R13)"
    if shape.length < state.last_removed[seat]:
        return f"{name} removed a {state.last_removed[seat]} before; a removal is never shorter (R13)"
    dark, light = _counters(state)
    if shape.mask >> dark & 1 or shape.mask >> light & 1:
        square, whose = (dark, "Dark") if shape.mask >> dark & 1 else (light, "Light")
        return f"{whose}'s counter stands on {geo.names[square]}, so the tile may not be removed (R14)"
    points = _points(state, shape)
    if move.advance > points:
        worth = "1 point" if points == 1 else f"{points} points"
        return f"the removal is worth {worth}; the advance may be at most that (R17)"
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


def why_illegal(state: GameState, move: Move | str) -> str | None:
    """Why ``move`` may not be played in ``state``, naming the rule; ``None`` if it may.

    >>> from islands_rules.isaac import new_game
    >>> print(why_illegal(new_game(), "a1-b1"))
    there is no tile of length 2 in the piece set (R7)
    >>> why_illegal(new_game(), "a1-c1") is None
    True

    :raises NotationError: if ``move`` is text that is not a move, or not a move at all.
    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    after = _after(_state(state), _move(move))
    return after if isinstance(after, str) else None


def is_legal(state: GameState, move: Move | str) -> bool:
    """Whether ``move`` may be played in ``state``.

    >>> from islands_rules.isaac import new_game
    >>> is_legal(new_game(), "pass")
    False

    :raises NotationError: as :func:`why_illegal`.
    """
    return why_illegal(state, move) is None


def play(state: GameState, move: Move | str) -> GameState:
    """The position after ``move`` (a move or its notation).

    >>> from islands_rules.isaac import new_game
    >>> state = play(new_game(), "c3-g3")
    >>> state.ply, state.to_move
    (1, <Player.LIGHT: 'light'>)
    >>> play(state, "e1-e5")
    Traceback (most recent call last):
    ...
    islands_rules.IllegalMoveError: illegal move e1-e5 at ply 2: e3 is covered (R7)

    :raises IllegalMoveError: if the move is not legal (its ``reason`` names the rule).
    :raises NotationError: if ``move`` is text that is not a move, or not a move at all.
    :raises UnknownGameError: if ``state`` is not a state of Isaac.
    """
    state, parsed = _state(state), _move(move)
    after = _after(state, parsed)
    if isinstance(after, str):
        raise IllegalMoveError(parsed, after, state.ply + 1)
    return after
