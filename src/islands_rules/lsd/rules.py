"""Legality and play: which moves a position allows, and the position each one leads to.

Every function here is pure. Every rule of a turn (R7-R11, R16-R18) is checked in one
function, :func:`judge`; the captures (R12-R15), the win (R16) and the draw (R18) happen in
:func:`apply`. The core's :meth:`~islands_rules.Game.play` checks the state, reads the move,
asks :func:`judge` and raises with its reason, or calls :func:`apply`.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.checks import expect_state
from . import _engine
from ._tiles import ICONS, ORIENTATIONS, PATTERN_OF, PATTERNS, TYPES, sides_mask, sides_text
from .moves import Move, Pass, Placement, placement_unchecked
from .state import GameState, make_state, player_index

__all__ = ["apply", "can_place", "chance_outcomes", "judge", "legal_moves"]

_ALL_SIDES = tuple(s for masks in ORIENTATIONS for s in masks)
_ORIGIN = _engine.key(0, 0)


def _has_placement(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has a legal placement (R8-R11), whoever is to move."""
    available = _engine.patterns_left(state._supply[seat])
    if not state._field:
        return bool(available)
    return bool(_engine.fitting_patterns(state._open) & available)


def can_place(state: GameState, player: int | str | None = None) -> bool:
    """Whether ``player`` (the player to move if ``None``) has a legal placement (R8-R11, R17).

    >>> from islands_rules import lsd
    >>> state = lsd.play(lsd.new_game(), "e+@0,0")
    >>> lsd.can_place(state), lsd.can_place(lsd.play(state, "wx@1,0"), "red")
    (True, False)

    :raises UnknownGameError: if ``state`` is no LSD state.
    :raises PositionError: if there is no such player.
    """
    state = expect_state(state, GameState)
    seat = state.to_move if player is None else player_index(state.rules, player)
    return _has_placement(state, seat)


_SIDES_TEXT = tuple(sides_text(mask) for mask in range(16))


@lru_cache(maxsize=1 << 16)
def _placement(k: int, sides: int, icon: int) -> Placement:
    x, y = _engine.cell(k)
    return placement_unchecked(_SIDES_TEXT[sides], ICONS[icon], x, y)


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move, each once: the placements, or ``pass`` alone when there is none (R17).

    Placements are ordered by cell (``x``, then ``y``), then by pattern (``n ne ns nes
    nesw``), then by clockwise quarter turns, then by icon (``+`` before ``x``). Once the
    game is over, ``()``.

    >>> from islands_rules import lsd
    >>> len(lsd.legal_moves(lsd.new_game()))  # 15 turned patterns x 2 icons, on 0,0 (R8)
    30
    >>> [str(m) for m in lsd.legal_moves(lsd.play(lsd.new_game(), "e+@0,0"))][:4]
    ['w+@1,0', 'wx@1,0', 'sw+@1,0', 'swx@1,0']
    """
    if state.is_over:
        return ()
    types = _types_in(state._supply[state.to_move])
    moves: list[Move] = []
    if not state._field:  # R8: the first placement goes on 0,0, any tile turned any way
        moves += _cell_moves(_ORIGIN, -1, types)
    else:
        opened, known = state._open, _CELL_MOVES
        for k in sorted(opened):
            constraint = opened[k]
            if constraint & 15:  # R10: no whole dot is possible where no half-dot faces the cell
                found = known.get((k, constraint, types))
                moves += _cell_moves(k, constraint, types) if found is None else found
    return tuple(moves) if moves else (Pass(),)


@lru_cache(maxsize=1 << 12)
def _types_in(supply: tuple[int, ...]) -> int:
    """The 10-bit mask of the types with a tile left in ``supply`` (bit ``2 * pattern + icon``)."""
    return sum(1 << t for t, count in enumerate(supply) if count)


_CELL_MOVES: dict[tuple[int, int, int], tuple[Placement, ...]] = {}


def _cell_moves(k: int, constraint: int, types: int) -> tuple[Placement, ...]:
    """The placements on cell ``k`` whose sides fit ``constraint`` (-1: any, R8) and whose type is
    among ``types``, in the order of :func:`legal_moves`; remembered, as they recur every turn."""
    fits = _ALL_SIDES if constraint < 0 else _engine.FITS[constraint]
    found = tuple(
        _placement(k, sides, icon)
        for sides in fits
        for icon in (0, 1)
        if types >> (2 * PATTERN_OF[sides] + icon) & 1
    )
    if len(_CELL_MOVES) >= 1 << 16:
        _CELL_MOVES.clear()
    _CELL_MOVES[(k, constraint, types)] = found
    return found


def clear_move_tables() -> None:
    """Forget the remembered moves per cell, as in a new process: for benchmarks that measure
    :func:`legal_moves` from a cold start (not exported; the tables change no result).

    >>> from islands_rules import lsd
    >>> clear_move_tables()
    >>> len(lsd.legal_moves(lsd.play(lsd.new_game(), "e+@0,0")))
    16
    """
    _CELL_MOVES.clear()
    _placement.cache_clear()


def judge(state: GameState, move: Move) -> str | None:
    """Why ``move`` may not be played in ``state``, naming the rule; ``None`` if it may (then
    :func:`apply` needs no plan). The public :func:`~islands_rules.lsd.why_illegal`,
    :func:`~islands_rules.lsd.is_legal` and :func:`~islands_rules.lsd.play` ask it.

    This is the one place the rules of a turn are enforced:

    - R16, R18: no turn after a line or the draw ended the game;
    - R7, R17: ``pass`` only with no legal placement;
    - R8: the game's first placement goes on 0,0;
    - R9: later placements go on an empty cell, and no half-dot faces an empty side;
    - R10: at least one whole dot joins the new tile to the field;
    - R11: the mover has a tile of that type left.

    >>> from islands_rules import lsd
    >>> from islands_rules.lsd.rules import judge
    >>> state = lsd.play(lsd.new_game(), "e+@0,0")
    >>> judge(state, lsd.parse_move("ewx@1,0")) is None
    True
    >>> lsd.why_illegal(state, "ex@1,0")
    'ex@1,0: the half-dot of the tile on 0,0 faces its empty w side (R9)'
    """
    # The mover's name and the move's text are made only for a refusal: judging a legal move
    # is hot (every play asks).
    if state.is_over:
        if state.winner is None:
            return "the game is over: it was drawn, as no player could place a tile (R18)"
        return f"the game is over: {state.rules.player_names[state.winner]} made a line and won (R16)"
    if isinstance(move, Pass):
        if _has_placement(state, state.to_move):
            name = state.rules.player_names[state.to_move]
            return f"{name} may not pass while a placement is legal, such as {legal_moves(state)[0]} (R17)"
        return None
    x, y, sides = move.x, move.y, sides_mask(move.sides)
    field = state._field
    if not field:
        if (x, y) != (0, 0):
            return f"{move}: the game's first tile must go on 0,0, not {x},{y} (R8)"
    elif not _engine.in_range(x, y) or _engine.key(x, y) not in state._open:
        k = _engine.key(x, y) if _engine.in_range(x, y) else None
        if k is not None and k in field:
            return f"{move}: {x},{y} is taken; a tile goes on an empty cell (R9)"
        return f"{move}: {x},{y} shares no side with a tile on the field (R10)"
    type_name = PATTERNS[PATTERN_OF[sides]] + move.icon
    if not state._supply[state.to_move][TYPES.index(type_name)]:
        return f"{move}: {state.rules.player_names[state.to_move]} has no {type_name} tile left (R11)"
    if field:
        constraint = state._open[_engine.key(x, y)]
        need, forbid = constraint & 15, constraint >> 4
        if sides & forbid:
            side = sides_text(sides & forbid)[0]
            return f"{move}: its {side} half-dot faces an empty side of the tile on {_next(x, y, side)} (R9)"
        if need & ~sides:
            side = sides_text(need & ~sides)[0]
            return f"{move}: the half-dot of the tile on {_next(x, y, side)} faces its empty {side} side (R9)"
        if not need:
            return f"{move}: no whole dot joins it to the field: empty sides only touch empty sides (R10)"
    return None


def _next(x: int, y: int, side: str) -> str:
    """The cell on ``side`` of ``(x, y)``, as the notation writes it."""
    dx, dy = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}[side]
    return f"{x + dx},{y + dy}"


_NONE_TAKEN: tuple[tuple[int, int], ...] = ()


def apply(state: GameState, move: Move, plan: None) -> GameState:
    """The position after the legal ``move`` (judged by :func:`judge`, not checked again): the
    tile placed, its captures (R12-R15), then the win (R16) or the draw (R18) checked.
    ``state`` is left as it was.

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in ["e+@0,0", "ewx@1,0", "w+@2,0"]:
    ...     state = lsd.play(state, token)
    >>> state.tile_at((1, 0)), state.captures("red")  # red's + pair captures 1,0 (R13)
    (None, 1)
    >>> lsd.play(state, "pass")
    Traceback (most recent call last):
    ...
    islands_rules.IllegalMoveError: illegal move pass at ply 4: blue may not pass ...
    """
    players = state.rules.players
    seat = state.to_move
    if isinstance(move, Pass):
        return make_state(
            state.rules,
            ply=state.ply + 1,
            to_move=(seat + 1) % players,
            is_over=False,
            winner=None,
            supply=state._supply,
            captures=state._captures,
            field=state._field,
            open_cells=state._open,
            zobrist=state._hash,
        )
    field, open_cells = dict(state._field), dict(state._open)
    sides, icon = sides_mask(move.sides), ICONS.index(move.icon)
    k, code = _engine.key(move.x, move.y), seat << 5 | icon << 4 | sides
    _engine.put(field, open_cells, k, code)
    victims = _engine.captured(field, k, code)  # R12-R14: only pairs with the new tile
    zobrist = state._hash ^ hash((k, code))
    captures, taken = state._captures, _NONE_TAKEN
    if victims:
        taken = tuple((v, field[v]) for v in victims)
        for item in taken:
            zobrist ^= hash(item)
        for v in victims:  # R15: out of the game for good; the cell is empty again
            _engine.lift(field, open_cells, v)
        more = list(captures)
        more[seat] += len(victims)
        captures = tuple(more)
    supply = list(state._supply)
    mine = list(supply[seat])
    mine[2 * PATTERN_OF[sides] + icon] -= 1  # R11: the tile's type
    supply[seat] = tuple(mine)
    won = _engine.run_through(field, k, seat) >= state.rules.line  # R16: only the mover
    drawn = False
    if not won:  # R18: nobody, the mover included, has a legal placement
        available = 0
        for counts in supply:
            available |= _engine.patterns_left(counts)
        drawn = not _engine.fitting_patterns(open_cells) & available
    return make_state(
        state.rules,
        ply=state.ply + 1,
        to_move=(seat + 1) % players,
        is_over=won or drawn,
        winner=seat if won else None,
        supply=tuple(supply),
        captures=captures,
        field=field,
        open_cells=open_cells,
        last_captured=taken,
        zobrist=zobrist,
    )


def chance_outcomes(state: GameState) -> tuple[tuple[Move, int], ...]:
    """Always ``()``: LSD has no chance (every tile is chosen by its player, R7)."""
    return ()
