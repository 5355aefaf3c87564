"""The optional native-speed path for Isaac: random games played to the end in C.

The compiled core is the distribution ``islands-rules-native`` (``python3 -m pip install
./native`` from a checkout; it needs a C compiler, the library itself does not), the same as
Ponte del Diavolo's (:mod:`islands_rules.ponte.native`). It is a second implementation of the
rules, checked against the pure-Python engine, which stays the default and the reference:
every move of its games replayed through :func:`islands_rules.isaac.play` is legal and ends
with the same scores and winner. Nothing in the library uses it unless asked (these
functions, :meth:`Game.native_playout_returns <islands_rules.Game.native_playout_returns>`,
a bot told to use it). Without the extension :func:`available` is false and the other
functions raise :class:`~islands_rules.NativeUnavailableError` saying how to install it.

>>> import islands_rules as ir
>>> from islands_rules.isaac import native
>>> start = ir.new_game(ir.isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2))))
>>> if native.available():
...     game = native.playout(start, seed=4)
...     assert game.final_state().is_over
...     assert game.scores == game.final_state().scores
"""

from __future__ import annotations

from functools import cache
from typing import Any

import attrs

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError, NativeUnavailableError, shown
from ..core.native import load_extension
from ._geometry import geometry
from .game import GAME
from .moves import Move, Pass, Remove
from .state import PLAYERS, GameState, Phase, Player

__all__ = ["NativePlayout", "available", "playout", "playout_returns", "why_unavailable"]

ABI_VERSION = 1
"""The version of the calling convention this module speaks; the extension reports its own."""

_CORE, _WHY = load_extension("islands_rules_native._isaac", ABI_VERSION, "the native Isaac engine")

_PHASES = {Phase.PLACEMENT: 0, Phase.SCORING: 1, Phase.OVER: 2}
_PASS = Pass()


def available() -> bool:
    """Whether the native engine is installed and matches this version of the library.

    >>> from islands_rules.isaac import native
    >>> native.available() in (True, False)
    True
    """
    return _CORE is not None


def why_unavailable() -> str | None:
    """Why the native engine cannot be used, with how to install it; ``None`` if it can.

    >>> from islands_rules.isaac import native
    >>> (native.why_unavailable() is None) == native.available()
    True
    """
    return _WHY or None


@attrs.frozen
class NativePlayout:
    """A random game played to the end by :func:`playout`: where it started, its moves, and
    the final scores and winner (R19-R21).

    The final :class:`~islands_rules.isaac.GameState` itself is not built (that would cost
    more than the game); :meth:`final_state` replays the moves through the pure-Python
    engine when it is wanted.

    >>> import islands_rules as ir
    >>> from islands_rules.isaac import native
    >>> if native.available():
    ...     game = native.playout(ir.new_game("isaac"), seed=3)
    ...     assert ir.outcome(game.final_state()).winner == game.winner.value
    """

    start: GameState
    """The position the game was continued from."""
    moves: tuple[Move, ...]
    """The moves played, in order; empty if ``start`` was over."""
    scores: tuple[int, int]
    """The final scores, Dark's first (R3)."""
    winner: Player
    """The winner (R19-R21: Isaac has no draws)."""

    def final_state(self) -> GameState:
        """The final position, by replaying :attr:`moves` from :attr:`start` with
        :func:`islands_rules.isaac.play` (each move checked by the reference engine).

        >>> import islands_rules as ir
        >>> from islands_rules.isaac import native
        >>> not native.available() or native.playout(ir.new_game("isaac"), seed=1).final_state().is_over
        True
        """
        state = self.start
        for move in self.moves:
            state = GAME.play(state, move)
        return state


def _position(state: GameState) -> tuple[Any, ...]:
    """The position as the C core reads it: size, target, the piece set, both hands, the turn
    and the tiles on the board (each player's, as the keys of the board tables)."""
    rules = state.rules
    turn = (
        _PHASES[state.phase],
        -1 if state.to_move is None else state.to_move.seat,
        *state.scores,
        *state.passed,
        *state.last_removed,
    )
    tiles = state._tiles  # the board tables' keys: lower end * N² + upper end
    return (
        rules.size,
        rules.target,
        *_piece_set(rules.pieces),
        *state.hands,
        tuple(map(int, turn)),
        *tiles,
    )


@cache
def _piece_set(pieces: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The rules' piece set as the C core reads it: the lengths, and how many of each."""
    return tuple(kind[0] for kind in pieces), tuple(kind[1] for kind in pieces)


def _run(state: GameState, seed: int, *, with_moves: bool) -> tuple[Any, ...]:
    state = expect_state(state, GameState)
    if type(seed) is not int:
        raise IslandsRulesError(f"a playout seed is an int, got {shown(seed)}")
    if _CORE is None:
        raise NativeUnavailableError(_WHY)
    if state.is_over:  # nothing to play: the game's own ending
        return (() if with_moves else None), *state.scores, _winner(state), _PHASES[Phase.OVER]
    found: tuple[Any, ...] = _CORE.playout(_position(state), seed % 2**64, with_moves)
    if found[-1] != _PHASES[Phase.OVER]:  # the C core stops at a bound no game reaches
        raise IslandsRulesError("the native playout stopped before the end of the game (please report this)")
    return found


def _winner(state: GameState) -> int:
    from .scoring import outcome  # scoring builds on the state: imported where it is needed

    result = outcome(state)
    assert result is not None
    return 0 if result.returns[0] > 0 else 1


def playout(state: GameState, seed: int) -> NativePlayout:
    """A game continued from ``state`` to its end in C, each turn a uniformly random legal move
    (as :func:`islands_rules.isaac.random_move` draws), from the C core's own generator
    (xoshiro256**) seeded with ``seed``: the same state and seed give the same game. The
    random draws differ from Python's :class:`random.Random`, so a seed gives another (equally
    likely) game than the pure-Python playout's.

    >>> import islands_rules as ir
    >>> from islands_rules.isaac import native
    >>> start = ir.new_game("isaac")
    >>> not native.available() or native.playout(start, seed=7) == native.playout(start, seed=7)
    True

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not an Isaac state.
    :raises IslandsRulesError: if ``seed`` is not an int (any int will do; it is taken
        modulo 2**64).
    """
    codes, dark, light, winner, _ = _run(state, seed, with_moves=True)
    shapes = geometry(state.rules.size).shapes
    moves: list[Move] = []
    for at in range(0, len(codes), 3):
        kind, key, advance = codes[at : at + 3]
        if kind == 2:
            moves.append(_PASS)
        elif kind == 0:
            moves.append(shapes[key].place)
        else:
            place = shapes[key].place
            moves.append(Remove(place.start, place.end, advance))
    return NativePlayout(state, tuple(moves), (dark, light), PLAYERS[winner])


def playout_returns(state: GameState, seed: int) -> tuple[float, ...]:
    """The returns per seat (Dark, Light) of :func:`playout`'s game, without making its moves:
    1 for the winner and -1 for the loser (Isaac has no draws), as
    :meth:`islands_rules.Game.native_playout_returns` gives them for Isaac.

    >>> import islands_rules as ir
    >>> from islands_rules.isaac import native
    >>> start = ir.new_game("isaac")
    >>> if native.available():
    ...     game = native.playout(start, seed=2)
    ...     assert native.playout_returns(start, 2) == ir.outcome(game.final_state()).returns

    :raises NativeUnavailableError: if the native engine is not installed.
    :raises UnknownGameError: if ``state`` is not an Isaac state.
    :raises IslandsRulesError: if ``seed`` is not an int.
    """
    winner = _run(state, seed, with_moves=False)[3]
    return (1.0, -1.0) if winner == 0 else (-1.0, 1.0)
