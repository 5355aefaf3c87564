"""Figures in words, the one way the library writes them."""

from __future__ import annotations

from .errors import IslandsRulesError, shown

__all__ = ["counted"]

MAX_DIGITS = 4000
"""Counts of more digits than this are written by their length (Python will not print them)."""

_TOO_LONG = 10**MAX_DIGITS


def counted(count: int, thing: str) -> str:
    """``count`` and ``thing`` (its singular) as a person would write them: ``1 point``,
    ``3 points``, ``2 plies``, ``2 matches``, ``1,200 games``.

    >>> from islands_rules.core.words import counted
    >>> counted(1, "point"), counted(3, "point"), counted(2, "ply"), counted(2, "match")
    ('1 point', '3 points', '2 plies', '2 matches')
    >>> counted(1200, "game"), counted(0, "tile")
    ('1,200 games', '0 tiles')
    >>> counted(10**5000, "tile")  # more digits than Python prints
    'a number of 5,001 digits of tiles'
    """
    if type(count) is not int or not isinstance(thing, str) or not thing:
        raise IslandsRulesError(f"counted takes an int and a word, got {shown(count)} and {shown(thing)}")
    if count == 1:
        return f"1 {thing}"
    if thing.endswith("y") and thing[-2:-1] not in tuple("aeiou"):
        plural = thing[:-1] + "ies"
    elif thing.endswith(("s", "x", "ch", "sh")):
        plural = thing + "es"
    else:
        plural = thing + "s"
    if abs(count) >= _TOO_LONG:  # beyond what Python prints as digits
        return f"{shown(count)} of {plural}"
    return f"{count:,} {plural}"
