"""What a match's tally says: the score rate with its Wilson interval, and the Elo difference."""

from __future__ import annotations

import math

from ..core.errors import IslandsRulesError

__all__ = ["elo_difference", "wilson_interval"]


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

    :raises IslandsRulesError: if ``games`` is not a positive int, ``score`` is outside
        ``0 .. games``, or ``z`` is not a positive number.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise IslandsRulesError(f"games must be an int of at least 1, got {games!r}")
    if isinstance(score, bool) or not isinstance(score, int | float) or not 0 <= score <= games:
        raise IslandsRulesError(f"score must be from 0 to games ({games}), got {score!r}")
    if isinstance(z, bool) or not isinstance(z, int | float) or not 0 < z < math.inf:
        raise IslandsRulesError(f"z must be a positive number, got {z!r}")
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
        raise IslandsRulesError(f"rate must be a number from 0 to 1, got {rate!r}")
    if rate in (0, 1):
        return None
    return 400 * math.log10(rate / (1 - rate))
