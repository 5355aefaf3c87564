"""The native-speed playout of LSD: random games to the end in C.

The compiled core is the optional distribution ``islands-rules-native``, built from
``native/`` in a checkout (``python3 -m pip install ./native``; it needs a C compiler, the
library itself does not). It is a second implementation of the rules, checked move for move
against the pure-Python engine, which stays the default and the reference: nothing in the
library uses it unless asked (:meth:`islands_rules.Game.native_playout_returns`, which
the game declares with ``native="islands_rules.lsd.native"``).

Without the extension, :func:`available` is false and :func:`playout` and
:func:`playout_returns` raise :class:`~islands_rules.NativeUnavailableError` saying how to
install it; they never fall back silently.

The position is handed to C once per call (the tiles, the supplies, the seat to move); the
C core keeps the field on a grid that grows as the game spreads, lists the open cells as
:mod:`islands_rules.lsd` does, and draws each turn uniformly among the legal moves of the
player to move (``pass`` only when there is none, R17) with its own generator
(xoshiro256**) seeded by ``seed``.

>>> import islands_rules as ir
>>> from islands_rules.lsd import native
>>> state = ir.new_game("lsd")
>>> if native.available():
...     game = native.playout(state, seed=5)
...     assert native.playout_returns(state, seed=5) == game.outcome.returns
...     assert ir.outcome(game.final_state()) == game.outcome
"""

from __future__ import annotations

from itertools import chain

from ..core.checks import expect_state
from ..core.errors import NativeUnavailableError
from ..core.native import load_extension
from ..core.native_playout import NativeGame, check_seed
from ._tiles import ICONS, sides_text
from .moves import Move, Pass, placement_unchecked
from .scoring import ended
from .state import GameState

__all__ = ["available", "playout", "playout_returns", "why_unavailable"]

ABI_VERSION = 1
"""The version of the calling convention this module speaks; the extension reports its own."""

_CORE, _WHY = load_extension("islands_rules_native._lsd", ABI_VERSION, "the native LSD engine")


def available() -> bool:
    """Whether the native LSD playout is installed and matches this version of the library.

    >>> from islands_rules.lsd import native
    >>> native.available() in (True, False)
    True
    """
    return _CORE is not None


def why_unavailable() -> str | None:
    """Why the native LSD playout cannot be used, with how to install it; ``None`` if it can.

    >>> from islands_rules.lsd import native
    >>> (native.why_unavailable() is None) == native.available()
    True
    """
    return _WHY or None


def _run(state: GameState, seed: int, record: bool) -> tuple[int | None, tuple[int, ...] | None]:
    """The winner (``None``: a draw) and, if ``record``, the flat turns of a game played on
    from ``state``, which goes on."""
    if _CORE is None:
        raise NativeUnavailableError(_WHY)
    supply = tuple(chain.from_iterable(state._supply))
    field = tuple(chain.from_iterable(state._field.items()))
    winner, turns = _CORE.playout(
        state.rules.players, state.rules.line, state.to_move, supply, field, seed, record
    )
    return (None if winner < 0 else winner), turns


def playout_returns(state: GameState, seed: int) -> tuple[float, ...]:
    """The final returns per seat of a game played on from ``state`` in C with uniformly
    random legal moves (as :func:`islands_rules.lsd.random_move` draws them), from the C
    core's generator seeded with ``seed``: the ``returns`` of :func:`islands_rules.lsd.outcome`
    for the game's end (1 for the winner, -1 for the others, 0 each for a draw). A finished
    ``state`` gives its own returns.

    >>> import islands_rules as ir
    >>> from islands_rules.lsd import native
    >>> state = ir.new_game(ir.lsd.Rules(players=4))
    >>> not native.available() or sorted(native.playout_returns(state, 1)) in (
    ...     [-1.0, -1.0, -1.0, 1.0], [0.0, 0.0, 0.0, 0.0])
    True

    :raises NativeUnavailableError: if the native core is not installed.
    :raises UnknownGameError: if ``state`` is not an LSD state.
    :raises IslandsRulesError: if ``seed`` is not an int (any int will do; it is taken
        modulo 2**64).
    """
    state, seed = expect_state(state, GameState), check_seed(seed)
    winner = state.winner if state.is_over else _run(state, seed, False)[0]
    key = (state.rules.players, winner)  # all that the returns depend on
    returns = _RETURNS.get(key)
    if returns is None:
        returns = _RETURNS[key] = ended(state.rules, winner).returns
    return returns


_RETURNS: dict[tuple[int, int | None], tuple[float, ...]] = {}
"""The returns of :func:`~islands_rules.lsd.scoring.ended` by number of players and winner,
kept as they are met (a search asks for them after every playout)."""


def playout(state: GameState, seed: int) -> NativeGame[GameState, Move]:
    """A game continued from ``state`` to its end in C, as :func:`playout_returns` plays it
    (the same state and seed give the same game), with its moves and its
    :class:`~islands_rules.Outcome`.

    The native counterpart of :func:`islands_rules.lsd.playout`, which returns the final
    state. The random draws differ from Python's :class:`random.Random`, so a seed gives
    another (equally likely) game than the pure-Python playout's.

    >>> import islands_rules as ir
    >>> from islands_rules.lsd import native
    >>> start = ir.new_game("lsd")
    >>> not native.available() or native.playout(start, seed=7) == native.playout(start, seed=7)
    True

    :raises NativeUnavailableError: if the native core is not installed.
    :raises UnknownGameError: if ``state`` is not an LSD state.
    :raises IslandsRulesError: if ``seed`` is not an int.
    """
    state, seed = expect_state(state, GameState), check_seed(seed)
    if state.is_over:
        return NativeGame(state, (), ended(state.rules, state.winner))
    winner, turns = _run(state, seed, True)
    assert turns is not None
    moves: list[Move] = []
    for at in range(0, len(turns), 3):
        x, y, code = turns[at : at + 3]
        if code < 0:
            moves.append(Pass())
        else:
            moves.append(placement_unchecked(sides_text(code & 15), ICONS[code >> 4 & 1], x, y))
    return NativeGame(state, tuple(moves), ended(state.rules, winner))
