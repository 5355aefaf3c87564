"""Figures in words, the one way the library writes them."""

from __future__ import annotations

__all__ = ["counted"]

_IRREGULAR = {"piece": "pieces", "match": "matches", "lighthouse": "lighthouses"}


def counted(count: int, thing: str) -> str:
    """``count`` and ``thing`` (its singular) as a person would say them: ``1 point``,
    ``3 points``, ``2 islands``, ``0 tiles``.

    >>> from islands_rules.core.words import counted
    >>> counted(1, "point"), counted(3, "point"), counted(2, "match")
    ('1 point', '3 points', '2 matches')
    """
    if count == 1:
        return f"{count} {thing}"
    plural = _IRREGULAR.get(thing) or (
        thing + "es" if thing.endswith(("ch", "sh", "s", "x")) else thing + "s"
    )
    return f"{count} {plural}"
