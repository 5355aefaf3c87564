"""The native-speed playout of Islands: random games to the end in C, draws included.

The compiled core is the optional distribution ``islands-rules-native``, built from
``native/`` in a checkout (``python3 -m pip install ./native``; it needs a C compiler, the
library itself does not). It is a second implementation of the rules, checked move for move
against the pure-Python engine, which stays the default and the reference: nothing in the
library uses it unless asked.

Without the extension, :func:`available` is false and :func:`playout` and
:func:`playout_returns` raise
:class:`~islands_rules.ponte.native.NativeUnavailableError` saying how to install it; they
never fall back silently.

The C core reads the tile tables of the library's own ``tiles.json`` (handed over once, at
import), rebuilds the map and its objects (R10) from the state's tiles and pieces once per
call, and plays as :func:`islands_rules.islands.random_move` does: the tile drawn by the
supply's counts (R6), then every legal turn of it equally likely (a discard when it fits
nowhere, R8), each from its own generator (xoshiro256**) seeded by ``seed``. The moves it
hands back are whole turns (``V@1,0r1:w2``, ``C-``), each naming the tile drawn, so they
replay through :func:`islands_rules.play` from the same state.

>>> import islands_rules as ir
>>> from islands_rules.islands import native
>>> state = ir.new_game(ir.islands.Rules(players=3))
>>> if native.available():
...     game = native.playout(state, seed=5)
...     assert native.playout_returns(state, seed=5) == game.outcome.returns
...     assert ir.outcome(game.final_state()) == game.outcome
"""

from __future__ import annotations

from typing import Any

from ..core.checks import expect_state
from ..core.native_playout import NativeGame, check_seed, load_extension
from ..ponte.native import NativeUnavailableError
from ._tiles import (
    EDGES,
    LETTERS,
    LIGHTHOUSE,
    SEG_ANCHOR,
    SEG_INDEX,
    SEG_ISLANDS,
    SEG_KIND,
    SEG_NAMES,
    SEG_REACH,
    SEG_SIDES,
    SIDE_SEG,
    SLOT_SEG,
)
from .moves import Discard, Move, trusted_place
from .scoring import ended
from .state import State

__all__ = ["available", "playout", "playout_returns", "why_unavailable"]

ABI_VERSION = 1
"""The version of the calling convention this module speaks; the extension reports its own."""

_KINDS = {"i": 0, "b": 1, "w": 2, "l": 3}


def _padded(rows: Any, width: int = 8) -> tuple[int, ...]:
    return tuple(number for row in rows for number in (*row, *(0,) * (width - len(row))))


def _tables() -> tuple[tuple[int, ...], ...]:
    """The tile tables as the C core reads them (see ``islands_core.h``)."""
    types = range(len(LETTERS))
    return (
        EDGES,
        tuple(k for row in SIDE_SEG for k in row),
        tuple(k for row in SLOT_SEG for k in row),
        _padded(SEG_REACH),
        tuple(len(names) for names in SEG_NAMES),
        _padded(tuple(_KINDS[kind] for kind in SEG_KIND[t]) for t in types),
        _padded(SEG_ANCHOR),
        _padded(tuple(len(sides) for sides in SEG_SIDES[t * 4]) for t in types),
        _padded(tuple(sum(1 << i for i in islands) for islands in SEG_ISLANDS[t]) for t in types),
        LIGHTHOUSE,
    )


_CORE, _WHY = load_extension("islands_rules_native._islands", "Islands", ABI_VERSION)
if _CORE is not None:
    _CORE.set_tables(*_tables())


def available() -> bool:
    """Whether the native Islands playout is installed and matches this version of the library.

    >>> from islands_rules.islands import native
    >>> native.available() in (True, False)
    True
    """
    return _CORE is not None


def why_unavailable() -> str | None:
    """Why the native Islands playout cannot be used, with how to install it; ``None`` if it can.

    >>> from islands_rules.islands import native
    >>> (native.why_unavailable() is None) == native.available()
    True
    """
    return _WHY or None


def _run(state: State, seed: int, record: bool) -> tuple[tuple[int, ...], tuple[int, ...] | None]:
    """The final totals per seat and, if ``record``, the flat turns of a game played on from
    ``state``, which goes on."""
    if _CORE is None:
        raise NativeUnavailableError(_WHY)
    board = state.board
    tiles = tuple(number for cell in board.order for number in (*cell, board.at[cell][1]))
    pieces = tuple(
        number
        for x, y, segment, seat in state.pieces
        for number in (x, y, SEG_INDEX[board.at[(x, y)][1] >> 2][segment], seat)
    )
    drawn = -1 if state.drawn is None else LETTERS.index(state.drawn)
    return _CORE.playout(  # type: ignore[no-any-return]
        state.rules.players,
        state.rules.small_island,
        state.seat,
        drawn,
        state.supply,
        tiles,
        pieces,
        state.hands,
        state.total,
        seed,
        record,
    )


def playout_returns(state: State, seed: int) -> tuple[float, ...]:
    """The final returns per seat of a game played on from ``state`` in C, by the law of
    :func:`islands_rules.islands.random_move` (draws by the supply's counts, then a uniform
    legal turn), from the C core's generator seeded with ``seed``: the ``returns`` of
    :func:`islands_rules.islands.outcome` at the game's end (1 for a sole winner, 0 for each
    seat sharing the top, -1 for the rest). A finished ``state`` gives its own returns.

    >>> import islands_rules as ir
    >>> from islands_rules.islands import native
    >>> state = ir.new_game(ir.islands.Rules(players=2))
    >>> not native.available() or sorted(native.playout_returns(state, 1)) in ([-1.0, 1.0], [0.0, 0.0])
    True

    :raises NativeUnavailableError: if the native core is not installed.
    :raises UnknownGameError: if ``state`` is not an Islands state.
    :raises IslandsRulesError: if ``seed`` is not an int (any int will do; it is taken
        modulo 2**64).
    """
    state, seed = expect_state(state, State), check_seed(seed)
    if state.is_over:
        return ended(state.rules, state.total).returns
    return ended(state.rules, _run(state, seed, False)[0]).returns


def playout(state: State, seed: int) -> NativeGame[State, Move]:
    """A game continued from ``state`` to its end in C, as :func:`playout_returns` plays it
    (the same state and seed give the same game), with its turns (each naming the tile
    drawn) and its :class:`~islands_rules.Outcome`.

    The native counterpart of :func:`islands_rules.islands.playout`, which returns the final
    state. The random draws differ from Python's :class:`random.Random`, so a seed gives
    another (equally likely) game than the pure-Python playout's.

    >>> import islands_rules as ir
    >>> from islands_rules.islands import native
    >>> start = ir.new_game("islands")
    >>> not native.available() or native.playout(start, seed=7) == native.playout(start, seed=7)
    True

    :raises NativeUnavailableError: if the native core is not installed.
    :raises UnknownGameError: if ``state`` is not an Islands state.
    :raises IslandsRulesError: if ``seed`` is not an int.
    """
    state, seed = expect_state(state, State), check_seed(seed)
    if state.is_over:
        return NativeGame(state, (), ended(state.rules, state.total))
    totals, turns = _run(state, seed, True)
    assert turns is not None
    moves: list[Move] = []
    for at in range(0, len(turns), 5):
        t, x, y, rotation, segment = turns[at : at + 5]
        if rotation < 0:
            moves.append(Discard(LETTERS[t]))
        else:
            moves.append(
                trusted_place(LETTERS[t], x, y, rotation, SEG_NAMES[t][segment] if segment >= 0 else None)
            )
    return NativeGame(state, tuple(moves), ended(state.rules, totals))
