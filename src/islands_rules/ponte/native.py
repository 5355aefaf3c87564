"""The optional native-speed path: legal moves, counting and playouts in C.

The compiled core is its own distribution, ``islands-rules-native``, built from ``native/``
in a checkout (``python3 -m pip install ./native``; it needs a C compiler, the library itself
does not). It is a second implementation of the same rules, checked move for move against
the pure-Python engine, which stays the default and the reference: nothing in the library
uses it unless asked (these functions, :meth:`Game.native_playout_returns
<islands_rules.Game.native_playout_returns>`, a bot told to use it).

Without the extension, :func:`available` is false and the other functions raise
:class:`~islands_rules.NativeUnavailableError` saying how to install it; they never fall back
silently, so a bot that asked for native speed knows whether it got it (``native.legal_moves if
native.available() else ponte.legal_moves`` makes the choice explicit).

A position is packed once, the first time a function here is asked about it, from the
state's own bitmasks (tiles, cells under bridges, bridge ends, the cells around islands, the
bridges each colour may build), and the packed form is kept with the state (a field that is
not compared, shown or pickled), so asking again costs no conversion, however many bridges
the board holds. The C core lists and counts on bitboards straight from it, and hands back
the library's own :class:`~islands_rules.ponte.Move` objects, made once per board size and
shared: the first listing of a board's moves makes
them (about 0.5 s and 22 MB for the 228,150 pairs of an empty 26×26 board, as the pure
engine's first listing does), later ones reuse them.

>>> import islands_rules as ir
>>> from islands_rules.ponte import native
>>> state = ir.new_game(ir.ponte.Rules(board_size=4))
>>> if native.available():
...     assert native.legal_moves(state) == ir.legal_moves(state)
...     assert native.count_legal_moves(state) == 120
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from functools import cache
from typing import Any

import attrs

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError, NativeUnavailableError, shown
from ..core.native import INSTALL, load_extension
from ._cells import Cell, Colour
from ._engine import buildable
from ._geometry import geometry
from .game import GAME
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .scoring import ColourScore, Score
from .state import GameState, Phase

__all__ = [
    "NativePlayout",
    "NativeUnavailableError",
    "available",
    "count_legal_moves",
    "legal_moves",
    "packed_position",
    "playout",
    "playout_returns",
    "solver_core",
    "why_unavailable",
]

ABI_VERSION = 2
"""The version of the calling convention this module speaks; the extension reports its own."""

_CORE, _WHY = load_extension("islands_rules_native._ponte", ABI_VERSION, "the native Ponte engine")


def available() -> bool:
    """Whether the native engine is installed and matches this version of the library.

    >>> from islands_rules.ponte import native
    >>> native.available() in (True, False)
    True
    """
    return _CORE is not None


def why_unavailable() -> str | None:
    """Why the native engine cannot be used, with how to install it; ``None`` if it can.

    >>> from islands_rules.ponte import native
    >>> (native.why_unavailable() is None) == native.available()
    True
    """
    return _WHY or None


def _core() -> Any:
    if _CORE is None:
        raise NativeUnavailableError(_WHY)
    return _CORE


_PHASES = {Phase.OPENING: 0, Phase.CHOICE: 1, Phase.PLAY: 2, Phase.OVER: 3}
_COLOURS = (Colour.LIGHT, Colour.DARK)


@cache
def _bridge_ends(size: int) -> bytes:
    """The board's bridge ends by bridge number, as the C core reads them (int16 pairs)."""
    return array("h", [cell for ends in geometry(size).bridge_ends for cell in ends]).tobytes()


def _pack(state: GameState) -> bytes:
    """The position as the C core reads it, from the state's own masks (over cells, or over
    bridge numbers): made once per state, and kept with it by :func:`_packed`."""
    # The state's fields, read directly as the bitmask engine reads them: this runs once per
    # state a native function is asked about, so it is kept to plain reads.
    pool, size = state.bridges_left, state.rules.board_size
    dead = state._dead_bridges
    return _core().pack(  # type: ignore[no-any-return]
        _bridge_ends(size),
        size,
        state._light,
        state._dark,
        state._blocked,
        state._bridge_ends,
        state._light_island_halo,
        state._dark_island_halo,
        buildable(state._light_low_ends, state._light_high_ends, dead, pool),
        buildable(state._dark_low_ends, state._dark_high_ends, dead, pool),
        state._light_bridges,
        state._dark_bridges,
        _PHASES[state.phase],
        state.to_move is Colour.DARK,
        -1 if state.light_tiles_left is None else state.light_tiles_left,
        -1 if state.dark_tiles_left is None else state.dark_tiles_left,
        -1 if pool is None else pool,
        state.light_declined,
    )


def _packed(state: GameState) -> bytes:
    """The state's packed position, made on first use and kept on the state (a field that is
    not compared, shown or pickled), so a position is packed once however often it is asked."""
    try:
        return state._packed
    except AttributeError:
        packed = _pack(state)
        object.__setattr__(state, "_packed", packed)
        return packed


def _move_maker(size: int) -> Callable[[int], Move]:
    """The move of a C code: ``x * cells + y`` places tiles on ``x`` and ``y``, ``cells**2``
    more a bridge between them, then swap and decline."""
    cells = [Cell(column, row) for column in range(size) for row in range(size)]
    square = len(cells) ** 2

    def make(code: int) -> Move:
        if code < 2 * square:
            first, second = divmod(code % square, len(cells))
            kind = PlaceTiles if code < square else BuildBridge
            return kind(cells[first], cells[second])
        return Swap() if code == 2 * square else Decline()

    return make


@cache
def _moves(size: int) -> tuple[list[Move | None], Callable[[int], Move]]:
    """The table of moves by code for a board size, filled by the C core as it meets them, and
    what fills it; moves are values, so one of each is shared by every call."""
    cells = size * size
    return [None] * (2 * cells * cells + 2), _move_maker(size)


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move of the side to move, in C: the same moves in the same order as
    :func:`islands_rules.ponte.legal_moves`.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,b2")
    >>> not native.available() or native.legal_moves(state) == ir.legal_moves(state)
    True

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not a Ponte state.
    """
    state = expect_state(state, GameState)
    core = _core()
    return core.legal_moves(_packed(state), *_moves(state.rules.board_size))  # type: ignore[no-any-return]


def count_legal_moves(state: GameState) -> int:
    """How many legal moves the side to move has, in C, without building them: the same as
    :func:`islands_rules.ponte.count_legal_moves`.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> state = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> not native.available() or native.count_legal_moves(state) == 120
    True

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not a Ponte state.
    """
    state = expect_state(state, GameState)
    core = _core()
    return core.count_legal_moves(_packed(state))  # type: ignore[no-any-return]


@attrs.frozen
class NativePlayout:
    """A random game played to the end by :func:`playout`: where it started, its moves, and
    the final position's score and winner (R20-R22).

    The final :class:`~islands_rules.ponte.GameState` itself is not built (that would cost
    more than the game); :meth:`final_state` replays the moves through the pure-Python
    engine when it is wanted.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> if native.available():
    ...     game = native.playout(ir.new_game(ir.ponte.Rules(board_size=5)), seed=3)
    ...     assert game.score == ir.ponte.score(game.final_state())
    ...     assert game.winner == ir.ponte.outcome(game.final_state()).winner
    """

    start: GameState
    """The position the game was continued from."""
    moves: tuple[Move, ...]
    """The moves played, in order; empty if ``start`` was over."""
    score: Score
    """The final position's points, islands and bridges per colour (R20, R21)."""
    winner: Colour | None
    """The winning colour (R22), ``None`` for a draw."""

    def final_state(self) -> GameState:
        """The final position, by replaying :attr:`moves` from :attr:`start` with
        :func:`islands_rules.ponte.play` (each move checked by the reference engine).

        >>> import islands_rules as ir
        >>> from islands_rules.ponte import native
        >>> start = ir.new_game(ir.ponte.Rules(board_size=5))
        >>> not native.available() or native.playout(start, seed=1).final_state().is_over
        True
        """
        state = self.start
        for move in self.moves:
            state = GAME.play(state, move)
        return state


def playout(state: GameState, seed: int) -> NativePlayout:
    """A game continued from ``state`` to its end in C, each turn a uniformly random legal
    move (as :func:`islands_rules.ponte.random_move` draws), from the C core's own generator
    (xoshiro256**) seeded with ``seed``: the same state and seed give the same game.

    The native counterpart of :func:`islands_rules.ponte.playout`, which returns the final
    state; this returns the moves and the final score instead (:class:`NativePlayout`). The
    random draws differ from Python's :class:`random.Random`, so a seed gives another
    (equally likely) game than the pure-Python playout's. A finished ``state`` gives no moves.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> start = ir.new_game(ir.ponte.Rules(board_size=6))
    >>> not native.available() or native.playout(start, seed=7) == native.playout(start, seed=7)
    True

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not a Ponte state.
    :raises IslandsRulesError: if ``seed`` is not an int (any int will do; it is taken
        modulo 2**64).
    """
    state = expect_state(state, GameState)
    if type(seed) is not int:
        raise IslandsRulesError(f"a playout seed is an int, got {shown(seed)}")
    core = _core()
    moves, light, dark, winner, phase = core.playout(
        _packed(state), seed % 2**64, *_moves(state.rules.board_size)
    )
    if phase != _PHASES[Phase.OVER]:  # the C core stops at a bound no game reaches
        raise IslandsRulesError("the native playout stopped before the end of the game (please report this)")
    return NativePlayout(
        state, moves, Score(ColourScore(*light), ColourScore(*dark)), None if winner < 0 else _COLOURS[winner]
    )


def playout_returns(state: GameState, seed: int) -> tuple[float, ...]:
    """The returns per seat of :func:`playout`'s game (as
    :class:`Outcome.returns <islands_rules.Outcome>`: 1 for the winner, -1 for the
    loser, 0 each for a draw; seat 0 made the opening, whichever colour it plays after a
    swap): what :meth:`islands_rules.Game.native_playout_returns` gives for Ponte.

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> start = ir.new_game(ir.ponte.Rules(board_size=5))
    >>> if native.available():
    ...     game = native.playout(start, seed=2)
    ...     assert native.playout_returns(start, 2) == ir.outcome(game.final_state()).returns

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not a Ponte state.
    :raises IslandsRulesError: if ``seed`` is not an int.
    """
    state = expect_state(state, GameState)
    if type(seed) is not int:
        raise IslandsRulesError(f"a playout seed is an int, got {shown(seed)}")
    core = _core()
    winner, swapped, phase = core.playout_result(_packed(state), seed % 2**64)
    if phase != _PHASES[Phase.OVER]:  # the C core stops at a bound no game reaches
        raise IslandsRulesError("the native playout stopped before the end of the game (please report this)")
    if winner < 0:
        return (0.0, 0.0)
    light_seat = int(state.swapped != bool(swapped))  # seat 0 plays light unless one side swapped
    return (1.0, -1.0) if (winner == 0) == (light_seat == 0) else (-1.0, 1.0)


def solver_core() -> Any:
    """The compiled core, for the native solver (:class:`islands_rules.solve.NativeSearcher`),
    which calls its ``solver_*`` functions on :func:`packed_position`'s bytes.

    >>> from islands_rules.ponte import native
    >>> not native.available() or hasattr(native.solver_core(), "solver_value")
    True

    :raises NativeUnavailableError: if the native engine is not installed, or was built
        before it had the solver.
    """
    core = _core()
    if not hasattr(core, "solver_value"):
        raise NativeUnavailableError(f"the installed islands-rules-native has no native solver; {INSTALL}")
    return core


def packed_position(state: GameState) -> bytes:
    """The position as the C core reads it (made once per state and kept with it).

    >>> import islands_rules as ir
    >>> from islands_rules.ponte import native
    >>> not native.available() or isinstance(native.packed_position(ir.new_game()), bytes)
    True

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not a Ponte state.
    """
    return _packed(expect_state(state, GameState))
