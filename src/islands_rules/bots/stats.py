"""What a match's tally says: the score rate with its Wilson interval, and the Elo difference."""

from __future__ import annotations

import math

from ..core.errors import IslandsRulesError
from .base import given

__all__ = ["elo_difference", "wilson_interval"]

MOST_GAMES = 10**15  # far beyond any match, and still exact as a float


def wilson_interval(score: float, games: int, *, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``score`` successes in ``games`` (a draw
    counts half a success); ``z`` = 1.96 gives the 95% interval.

    >>> wilson_interval(95, 100)
    (0.888..., 0.978...)
    >>> wilson_interval(0, 10)
    (0.0, 0.277...)
    >>> wilson_interval(11, 10)
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: score must be from 0 to games (10), got 11

    :raises IslandsRulesError: if ``games`` is not an int from 1 to 10**15, ``score`` is
        outside ``0 .. games``, or ``z`` is not a number above 0 and at most 100.
    """
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MOST_GAMES:
        raise IslandsRulesError(f"games must be an int from 1 to {MOST_GAMES:,}, got {given(games)}")
    if isinstance(score, bool) or not isinstance(score, int | float) or not 0 <= score <= games:
        raise IslandsRulesError(f"score must be from 0 to games ({games}), got {given(score)}")
    if isinstance(z, bool) or not isinstance(z, int | float) or not 0 < z <= 100:
        raise IslandsRulesError(f"z must be a number above 0 and at most 100, got {given(z)}")
    rate = score / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))


def elo_difference(rate: float) -> float | None:
    """The Elo difference that makes ``rate`` the expected score (a draw counts half), or
    ``None`` for 0 and 1, where it is unbounded.

    >>> round(elo_difference(0.75), 1), elo_difference(0.5), elo_difference(1.0)
    (190.8, 0.0, None)

    :raises IslandsRulesError: if ``rate`` is not a number from 0 to 1.
    """
    if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0 <= rate <= 1:
        raise IslandsRulesError(f"rate must be a number from 0 to 1, got {given(rate)}")
    if rate in (0, 1):
        return None
    return 400 * math.log10(rate / (1 - rate))
