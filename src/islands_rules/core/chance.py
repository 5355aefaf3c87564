"""Chance draws: an outcome of a chance node drawn by its exact integer weight, the one place
every chance draw of the library is made."""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Sequence
from typing import TypeVar

from .checks import expect_rng
from .errors import IslandsRulesError, shown

__all__ = ["draw_outcome", "weighted_index"]

MoveT = TypeVar("MoveT")


def weighted_index(cumulative: Sequence[int], rng: random.Random) -> int:
    """The index of an outcome drawn by its exact integer weight, given the running sums of
    the weights (``[1, 4]`` for weights 1 and 3): exact however large the weights are.

    >>> import random
    >>> from islands_rules.core import weighted_index
    >>> rng = random.Random(0)
    >>> draws = [weighted_index([1, 4], rng) for _ in range(1000)]
    >>> 700 < draws.count(1) < 800
    True
    """
    expect_rng(rng)
    wanted = "cumulative must be a non-empty list of rising ints ending above 0"
    try:
        total = cumulative[-1]
    except (TypeError, LookupError):
        raise IslandsRulesError(f"{wanted}, got {shown(cumulative)}") from None
    if type(total) is not int or total < 1:
        raise IslandsRulesError(f"{wanted}; its last is {shown(total)}")
    try:
        return bisect.bisect_right(cumulative, rng.randrange(total))
    except TypeError:
        raise IslandsRulesError(f"{wanted}; it holds something else") from None


def draw_outcome(outcomes: Sequence[tuple[MoveT, int]], rng: random.Random) -> MoveT:
    """One of a chance node's ``outcomes`` (``(outcome, weight)`` pairs, as
    :meth:`~islands_rules.Game.chance_outcomes` gives them), drawn by its exact integer weight: the one
    place every chance draw of the library is made.

    >>> import random
    >>> from islands_rules.core import draw_outcome
    >>> draw_outcome([("rare", 1), ("common", 999)], random.Random(3))
    'common'
    """
    try:
        cumulative = list(itertools.accumulate(weight for _, weight in outcomes))
    except (TypeError, ValueError):
        raise IslandsRulesError(
            f"outcomes must be a list of (outcome, int weight) pairs, got {shown(outcomes)}"
        ) from None
    return outcomes[weighted_index(cumulative, rng)][0]
