"""What the native playouts of LSD and Islands share besides loading their compiled core
(:func:`islands_rules.core.native.load_extension`): checking a seed, and the finished game
they hand back, :class:`NativeGame` (the one public name; ``check_seed`` serves the games'
``native`` modules).

Ponte's and Isaac's native modules keep their own results, which carry their scores.

>>> from islands_rules.core.native_playout import check_seed
>>> check_seed(2**64 + 3)
3
"""

from __future__ import annotations

from typing import Generic, TypeVar

import attrs

from .errors import IslandsRulesError, shown
from .registry import game_of_state
from .values import Outcome

__all__ = ["NativeGame"]

S = TypeVar("S")
M = TypeVar("M")


def check_seed(seed: object) -> int:
    """A playout seed, taken modulo 2**64 for the C generator.

    >>> check_seed(-1) == 2**64 - 1
    True
    >>> check_seed("7")
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: a playout seed is an int, got '7'

    :raises IslandsRulesError: if ``seed`` is not an int (a bool is not one here).
    """
    if type(seed) is not int:
        raise IslandsRulesError(f"a playout seed is an int, got {shown(seed)}")
    return seed % 2**64


@attrs.frozen
class NativeGame(Generic[S, M]):
    """A random game played to the end by a native playout (``islands_rules.lsd.native`` or
    ``islands_rules.islands.native``): where it started, its moves, and how it ended.

    The final state itself is not built (that would cost more than the game);
    :meth:`final_state` replays the moves through the pure-Python engine when it is wanted.

    >>> import islands_rules as ir
    >>> from islands_rules.lsd import native
    >>> if native.available():
    ...     game = native.playout(ir.new_game("lsd"), seed=3)
    ...     assert game.outcome == ir.outcome(game.final_state())
    """

    start: S
    """The position the game was continued from."""
    moves: tuple[M, ...]
    """The moves played, in order (chance draws included where the game has them); empty if
    ``start`` was over."""
    outcome: Outcome
    """How the game ended, as the game's ``outcome`` gives it for the final position."""

    def final_state(self) -> S:
        """The final position, by replaying :attr:`moves` from :attr:`start` with the game's
        ``play`` (each move checked by the reference engine).

        >>> import islands_rules as ir
        >>> from islands_rules.lsd import native
        >>> not native.available() or native.playout(ir.new_game("lsd"), seed=1).final_state().is_over
        True
        """
        game = game_of_state(self.start)
        state = self.start
        for move in self.moves:
            state = game.play(state, move)
        return state
