"""Legality and play: the draw, the placement, the piece, scoring during play (R6-R14).

Every rule of a turn is checked in one function, :func:`judge`, which the core's
``play``, ``why_illegal`` and ``is_legal`` share (:class:`~islands_rules.Game`);
:func:`legal_moves` lists exactly the moves it accepts (the tests check both ways), and
:func:`apply` carries out the plan it made.

The draw is a chance node (R6): while no tile is drawn,
:func:`~islands_rules.islands.to_move` is :data:`~islands_rules.CHANCE` and
:func:`chance_outcomes` gives each type left with its count. A whole turn token
(``V@1,0r1``) may be played there too: it draws and places in one step, as a record replays.
"""

from __future__ import annotations

from itertools import compress
from typing import NamedTuple

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError
from ._movetable import DRAWS, EVERY, bare_move, placement_moves
from ._tiles import FITS, LETTERS, SEG_INDEX, SEG_KIND, SEG_NAMES, SIDES, STEP, TYPE_NUMBER
from .moves import Discard, Draw, Move, Place, cell_text
from .scoring import add_final_scoring, score_completed
from .state import State

__all__ = ["Plan", "apply", "chance_outcomes", "judge", "legal_moves"]

_KIND_WORD = {"i": "island", "b": "bridge", "w": "water", "l": "lighthouse"}
_MOVE_TYPES = (Place, Discard, Draw)


def _check(state: object, move: object) -> None:
    """Raise the library's error for a ``state`` that is no state of Islands or a ``move``
    that is no move of it. Asked only when the quick ``type(...) is`` test fails, so the
    hooks :class:`~islands_rules.Game` calls with checked values pay nothing more."""
    expect_state(state, State)
    if not isinstance(move, _MOVE_TYPES):
        raise IslandsRulesError(f"expected a move of Islands, got {type(move).__name__}")


def chance_outcomes(state: State) -> tuple[tuple[Draw, int], ...]:
    """At a chance node, each tile type left in the supply with its count (R6); else ``()``.

    >>> from islands_rules import islands
    >>> outcomes = islands.chance_outcomes(islands.new_game())
    >>> outcomes[0], len(outcomes), sum(count for _, count in outcomes)
    ((Draw('A'), 2), 24, 71)
    """
    if type(state) is not State:
        expect_state(state, State)
    if state.drawn is not None:
        return ()
    return tuple((DRAWS[t], count) for t, count in enumerate(state.supply) if count)


def _fits_somewhere(state: State, t: int) -> bool:
    """Whether the tile type numbered ``t`` (0 for A) fits on some empty cell (R7, R8)."""
    fits = FITS[t]
    return any(fits[need] for need in state.board.frontier.values())


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, each once.

    At a chance node: one :class:`~islands_rules.islands.Draw` per type left, A to X. After
    a draw: every placement of the drawn tile, by cell (``x``, then ``y``), rotation 0-3,
    then no piece followed by a piece on each segment in the tile's order (islands, bridges,
    water, lighthouse); or, if it fits nowhere, only its
    :class:`~islands_rules.islands.Discard` (R7-R9). Once the game is over, ``()``.

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), islands.Draw("C"))
    >>> [str(move) for move in islands.legal_moves(state)][:3]
    ['C@0,1r0', 'C@0,1r0:i1', 'C@0,1r1']
    """
    if type(state) is not State:
        expect_state(state, State)
    letter = state.drawn
    if letter is None:  # a chance node, or the end (R14): a tile drawn means the game goes on
        return tuple(DRAWS[t] for t, count in enumerate(state.supply) if count)
    t = TYPE_NUMBER[letter]
    base, fits = t * 4, FITS[t]
    every = EVERY + base
    board = state.board
    # R9: with no piece in hand only the bare placements; with no piece on the map, a piece on
    # every segment (what free_segments would answer, without asking it cell by cell).
    has_piece = state.hands[state.seat] > 0
    judge_pieces = has_piece and board.held_tiles
    moves: list[Move] = []
    append = moves.append
    # Each open cell's table of moves is kept beside it on the board (no cell is hashed here).
    for cell, need, table in zip(board.open_cells, board.open_needs, board.open_tables, strict=True):
        rotations = fits[need]  # R7
        if not rotations:
            continue
        if not has_piece:
            for r in rotations:
                append(table[base + r] or bare_move(table, cell, base + r))
        elif not judge_pieces:
            for r in rotations:
                moves += table[every + r] or placement_moves(table, cell, base + r)
        else:
            for r, free in zip(rotations, board.free_segments(cell, t, rotations), strict=True):
                placed = table[every + r] or placement_moves(table, cell, base + r)
                if all(free):
                    moves += placed
                else:
                    moves.append(placed[0])
                    moves += compress(placed[1:], free)
    return tuple(moves) if moves else (Discard(letter),)


class Plan(NamedTuple):
    """A move the rules allow, resolved by :func:`judge` for :func:`apply`: the type, and for
    a placement its cell, turned tile and piece segment (-1 for none).

    >>> from islands_rules import islands
    >>> judge(islands.new_game(), islands.Draw("V"))
    Plan(move=Draw('V'), t=21, cell=None, turned=-1, piece=-1)
    """

    move: Move
    t: int
    cell: tuple[int, int] | None
    turned: int
    piece: int


def _mismatch(state: State, move: Place, t: int) -> str:
    """Which side of ``move`` meets a side of another kind (R7)."""
    x, y, r = move.x, move.y, move.rotation
    edges = state.rules.tiles[move.tile].edges
    for s in range(4):
        dx, dy = STEP[s]
        there = state.board.at.get((x + dx, y + dy))
        if there is None:
            continue
        mine = edges[(s - r) % 4]
        theirs = state.rules.tiles[LETTERS[there[1] >> 2]].edges[((s ^ 2) - (there[1] & 3)) % 4]
        if mine != theirs:
            return (
                f"{move.tile} turned {r} shows {mine} on its {SIDES[s]} side, but the tile on "
                f"({x + dx}, {y + dy}) shows {theirs} there; touching sides must match (R7)"
            )
    return f"{move.tile} does not fit on ({x}, {y}) (R7)"  # pragma: no cover - FITS agrees


def judge(state: State, move: Move) -> str | Plan:
    """Why ``move`` breaks a rule (naming it), or its :class:`Plan`: every rule of a turn,
    in one place.

    - R14: nothing follows the turn that empties the supply.
    - R6: a draw names a type with copies left; a turn names the tile drawn, or at a
      chance node a type with copies left (it is drawn and laid in one step).
    - R8: only a tile that fits nowhere may be discarded.
    - R7: an empty cell next to a tile, every touching side of the same kind.
    - R9: a piece goes on a segment the tile has, from the mover's hand, onto an object
      (with the new tile joined in) that holds no piece; a lighthouse is always free.

    >>> from islands_rules import islands
    >>> print(judge(islands.new_game(), islands.Place("E", 0, 1, 0)))
    E turned 0 shows water on its S side, but the tile on (0, 0) shows island there;
    touching sides must match (R7)
    """
    if type(state) is not State or type(move) not in _MOVE_TYPES:
        _check(state, move)
    if state.is_over:
        return "the game is over: the supply is empty (R14)"
    t = LETTERS.index(move.tile)
    if isinstance(move, Draw):
        if state.drawn is not None:
            return f"{state.drawn} is drawn already and must be placed first (R6)"
        if not state.supply[t]:
            return f"no {move.tile} is left in the supply (R6)"
        return Plan(move, t, None, -1, -1)
    if state.drawn is None:
        if not state.supply[t]:
            return f"no {move.tile} is left in the supply (R6)"
    elif move.tile != state.drawn:
        return f"the tile drawn is {state.drawn}, not {move.tile} (R6)"
    if isinstance(move, Discard):
        if _fits_somewhere(state, t):
            return f"{move.tile} fits on the map, so it may not be discarded (R8)"
        return Plan(move, t, None, -1, -1)
    board, cell = state.board, move.cell
    if cell in board.at:
        return f"{cell_text(move.x, move.y)} already holds a tile (R7)"
    need = board.frontier.get(cell)
    if need is None:
        return f"{cell_text(move.x, move.y)} is not next to a tile (R7)"
    if move.rotation not in FITS[t][need]:
        return _mismatch(state, move, t)
    turned = t * 4 + move.rotation
    if move.segment is None:
        return Plan(move, t, cell, turned, -1)
    k = SEG_INDEX[t].get(move.segment)
    if k is None:
        return f"{move.tile} has no segment {move.segment}; it has {', '.join(SEG_NAMES[t])} (R9)"
    if not state.hands[state.seat]:
        return f"{state.rules.seat_names[state.seat]} has no piece left (R9)"
    if not board.free_segments(cell, t, (move.rotation,))[0][k]:
        return f"the {_KIND_WORD[SEG_KIND[t][k]]} of {move.segment} already holds a piece (R9)"
    return Plan(move, t, cell, turned, k)


def apply(state: State, move: Move, plan: Plan) -> State:
    """The position after ``move``, which :func:`judge` allowed with ``plan``: a draw, or a
    whole turn (R6-R14).

    A placement scores every object it completes that holds pieces and returns their
    pieces (R12, R13); the next seat then draws. A discard leaves the same seat to draw
    again (R8). The turn that empties the supply ends the game and adds the final
    scoring (R14, R15).

    >>> from islands_rules import islands
    >>> start, move = islands.new_game(), islands.parse_move("A@1,0r1:b1")
    >>> state = apply(start, move, judge(start, move))
    >>> state.ply, state.pieces, islands.to_move(state)
    (1, ((1, 0, 'b1', 0),), CHANCE)
    >>> islands.play(state, "A@-1,0r3:b1")
    Traceback (most recent call last):
    ...
    islands_rules.IllegalMoveError: illegal move A@-1,0r3:b1 at ply 2: the bridge of b1 already holds
    a piece (R9)
    """
    if type(state) is not State or type(move) not in _MOVE_TYPES:
        _check(state, move)
    if type(plan) is not Plan or plan.move is not move:
        raise IslandsRulesError(f"plan must be the Plan judge made for the move, got {type(plan).__name__}")
    supply = state.supply
    if state.drawn is None:
        supply = (*supply[: plan.t], supply[plan.t] - 1, *supply[plan.t + 1 :])
    if isinstance(move, Draw):
        return _evolve(state, drawn=move.tile, supply=supply)
    if isinstance(move, Discard):
        return _finish(state, str(move), supply, state.seat, discarded=(*state.discarded, move.tile))
    assert plan.cell is not None
    seat = state.seat
    board, done = state.board.place(plan.cell, plan.turned, plan.piece, seat)
    hands = list(state.hands)
    pieces = state.pieces
    if plan.piece >= 0:
        hands[seat] -= 1
        pieces = (*pieces, (move.x, move.y, SEG_NAMES[plan.t][plan.piece], seat))
    points = [list(kinds) for kinds in state.points]
    if done:
        score_completed(points, done, board, state.rules)
        returned = {item.root for item in done}
        kept = []
        for piece in pieces:
            n, turned = board.at[(piece[0], piece[1])]
            if board.find(n * 8 + SEG_INDEX[turned >> 2][piece[2]]) in returned:
                hands[piece[3]] += 1
            else:
                kept.append(piece)
        pieces = tuple(kept)
        for root in returned:
            board.clear(root)
    laid = (*state.tiles, (move.x, move.y, move.tile, move.rotation))
    return _finish(
        state,
        str(move),
        supply,
        (seat + 1) % state.rules.players,
        board=board,
        tiles=laid,
        pieces=pieces,
        hands=tuple(hands),
        points=points,
    )


def _evolve(state: State, **changes: object) -> State:
    fields = {
        "rules": state.rules,
        "ply": state.ply,
        "seat": state.seat,
        "drawn": state.drawn,
        "supply": state.supply,
        "tiles": state.tiles,
        "pieces": state.pieces,
        "hands": state.hands,
        "points": state.points,
        "discarded": state.discarded,
        "history": state.history,
        "board": state.board,
    }
    fields.update(changes)
    return State(**fields)  # type: ignore[arg-type]


def _finish(
    state: State,
    token: str,
    supply: tuple[int, ...],
    seat: int,
    *,
    points: list[list[int]] | None = None,
    **changes: object,
) -> State:
    """The state after a whole turn: ply and history advance, nothing is drawn; after the
    turn that empties the supply, the final scoring (R14, R15)."""
    if points is None:
        points = [list(kinds) for kinds in state.points]
    board = changes.get("board", state.board)
    if not any(supply):
        add_final_scoring(board, points)  # type: ignore[arg-type]
    return _evolve(
        state,
        ply=state.ply + 1,
        history=(*state.history, token),
        seat=seat,
        drawn=None,
        supply=supply,
        points=tuple((k[0], k[1], k[2], k[3]) for k in points),
        **changes,
    )
