"""Figures in words, the one way the library writes them."""

from __future__ import annotations

__all__ = ["counted"]


def counted(count: int, thing: str) -> str:
    """``count`` and ``thing`` (its singular) as a person would write them: ``1 point``,
    ``3 points``, ``2 plies``, ``2 matches``, ``1,200 games``.

    >>> from islands_rules.core.words import counted
    >>> counted(1, "point"), counted(3, "point"), counted(2, "ply"), counted(2, "match")
    ('1 point', '3 points', '2 plies', '2 matches')
    >>> counted(1200, "game"), counted(0, "tile")
    ('1,200 games', '0 tiles')
    """
    if count == 1:
        return f"1 {thing}"
    if thing.endswith("y") and thing[-2:-1] not in tuple("aeiou"):
        plural = thing[:-1] + "ies"
    elif thing.endswith(("s", "x", "ch", "sh")):
        plural = thing + "es"
    else:
        plural = thing + "s"
    return f"{count:,} {plural}"
