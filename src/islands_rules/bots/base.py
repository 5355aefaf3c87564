"""What every bot shares: the :class:`Bot` protocol, the analysis values, and the checks
made before a bot thinks.

A bot is any object with a ``choose(state)`` method that returns a legal move of the seat to
move; a bot that can also say what it thinks has ``analyse(state)``, returning an
:class:`Analysis`. Neither needs subclassing: the protocols are structural.
"""

from __future__ import annotations

import math
from typing import Any, Protocol, runtime_checkable

import attrs

from ..core.errors import IllegalMoveError, IslandsRulesError, shown
from ..core.protocol import Game
from ..core.registry import game_of_state

__all__ = ["AnalysingBot", "Analysis", "Bot", "MoveStats"]


@runtime_checkable
class Bot(Protocol):
    """A computer player: a state comes in, a legal move of the seat to move goes out.

    Any object with such a ``choose`` method is a bot; the library's bots also name
    themselves in ``str()`` as :func:`~islands_rules.bots.make_bot` spells them.

    >>> import islands_rules as ir
    >>> from islands_rules.bots import Bot, RandomBot
    >>> class FirstMove:
    ...     def choose(self, state):
    ...         return ir.legal_moves(state)[0]
    >>> isinstance(FirstMove(), Bot), isinstance(RandomBot(seed=1), Bot)
    (True, True)
    """

    def choose(self, state: Any) -> Any:
        """A legal move for the seat to move in ``state``."""


@attrs.frozen
class MoveStats:
    """What a bot thinks of one move: how often it tried the move (``visits``) and the mean
    return it found for the seat to move (``value``, from -1, a sure loss, to 1, a sure win).

    >>> MoveStats(move="c3,e5", visits=40, value=0.25)
    MoveStats(move='c3,e5', visits=40, value=0.25)
    """

    move: Any
    visits: int
    value: float


@attrs.frozen
class Analysis:
    """A bot's view of a position: the move it plays, every move it looked at (most visited
    first), and the work it did (``iterations``, ``seconds``).

    >>> analysis = Analysis(move="swap", moves=(MoveStats("swap", 9, 0.5),), iterations=9, seconds=0.01)
    >>> analysis.move, analysis.moves[0].visits
    ('swap', 9)
    """

    move: Any
    moves: tuple[MoveStats, ...]
    iterations: int
    seconds: float


@runtime_checkable
class AnalysingBot(Bot, Protocol):
    """A bot that can also show what it thinks: ``analyse(state)`` returns an
    :class:`Analysis` whose ``move`` is what ``choose(state)`` would play.

    >>> from islands_rules.bots import AnalysingBot, MCTSBot, RandomBot
    >>> isinstance(MCTSBot(iterations=10), AnalysingBot), isinstance(RandomBot(), AnalysingBot)
    (True, False)
    """

    def analyse(self, state: Any) -> Analysis:
        """The bot's analysis of ``state``."""


def seat_to_choose(state: Any) -> tuple[Game[Any, Any, Any], int]:
    """The game of ``state`` and the seat a bot chooses for.

    :raises UnknownGameError: if ``state`` is no state of a game of the library.
    :raises IllegalMoveError: if the game is over.
    :raises IslandsRulesError: at a chance node, where no player chooses.
    """
    game = game_of_state(state)
    seat = game.to_move(state)
    if seat is None:
        raise IllegalMoveError(None, "the game is over: there is no move to choose", game.ply(state) + 1)
    if not isinstance(seat, int):
        raise IslandsRulesError(
            f"ply {game.ply(state) + 1} is a chance node: no player chooses there; "
            "deal an outcome by its weight (Table.deal) instead"
        )
    return game, seat


def check_seed(seed: object) -> int | None:
    """``seed`` if it is an int or ``None``.

    :raises IslandsRulesError: for anything else.
    """
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise IslandsRulesError(f"seed must be an int or None, got {type(seed).__name__}")
    return seed


def check_positive(name: str, value: object, *, integral: bool, most: int | None = None) -> None:
    """Check that ``value`` is a positive int (``integral``) or a positive finite number, and
    no more than ``most`` if given.

    :raises IslandsRulesError: naming ``name`` and what was given.
    """
    kinds = (int,) if integral else (int, float)
    kind = "an int" if integral else "a number"
    if isinstance(value, bool) or not isinstance(value, kinds) or not 0 < value < math.inf:
        raise IslandsRulesError(f"{name} must be {kind} above 0, got {given(value)}")
    if most is not None and value > most:
        raise IslandsRulesError(f"{name} must be {kind} from 1 to {most:,}, got {given(value)}")


def given(value: object) -> str:
    """``value`` for a message: a float as it is (``nan``, ``2.5``), anything else by
    :func:`~islands_rules.core.errors.shown`, which keeps huge numbers and long texts short."""
    return repr(value) if isinstance(value, float) else shown(value)


def check_seat(seat: object, seats: int) -> int:
    """``seat`` if it is a seat of a game of ``seats`` players.

    :raises IslandsRulesError: for anything else.
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise IslandsRulesError(f"seat must be an int from 0 to {seats - 1}, got {given(seat)}")
    return seat
