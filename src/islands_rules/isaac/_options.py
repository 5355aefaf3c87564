"""What the rule options of Isaac allow (R1, R2, R4) and how the piece set is written: the
checks and text forms :class:`~islands_rules.isaac.Rules` declares its options with.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.errors import InvalidRulesError, quote, shown
from ..core.options import MAX_COUNT_DIGITS

__all__ = [
    "DEFAULT_PIECES",
    "MAX_SIZE",
    "MIN_SIZE",
    "parse_pieces",
    "piece_problem",
    "pieces_from_json",
    "pieces_text",
    "pieces_to_json",
    "track_length",
]

MIN_SIZE = 3
"""The smallest board side R1 allows."""

MAX_SIZE = 26
"""The largest board side R1 allows (column letters run a..z)."""

DEFAULT_PIECES: tuple[tuple[int, int, int], ...] = ((3, 1, 5), (4, 2, 4), (5, 3, 3), (6, 4, 2), (7, 6, 1))
"""The printed game's piece set (R2): (length, value, count) per kind of tile."""

_LARGEST = 10**MAX_COUNT_DIGITS - 1
_MOST_TILES = MAX_SIZE**2 // 2
"""The most tiles of one kind the largest board holds (26×26 squares, tiles of 2)."""


def piece_problem(pieces: Any) -> str | None:
    """What breaks R2's form in ``pieces`` alone (lengths against the board are checked by
    ``Rules``), or ``None``.

    >>> piece_problem(((3, 1, 5), (3, 2, 1)))
    'lengths must be distinct (R2), got 3 3'
    """
    if not isinstance(pieces, tuple | list) or not pieces:
        return f"must be a non-empty tuple of (length, value, count) triples (R2), got {shown(pieces)}"
    if len(pieces) > MAX_SIZE:
        return f"has {len(pieces)} kinds; lengths are distinct and at most {MAX_SIZE} (R2)"
    for index, kind in enumerate(pieces):
        if not isinstance(kind, tuple | list) or len(kind) != 3:
            return f"[{index}] must be a (length, value, count) triple (R2), got {shown(kind)}"
        for name, number, low, high in zip(
            ("length", "value", "count"), kind, (2, 1, 1), (MAX_SIZE, _LARGEST, _MOST_TILES), strict=True
        ):
            if type(number) is not int or not low <= number <= high:
                return f"[{index}] {name} must be an int from {low} to {high} (R2), got {shown(number)}"
    lengths = [kind[0] for kind in pieces]
    if len(set(lengths)) != len(lengths):
        return f"lengths must be distinct (R2), got {' '.join(map(str, lengths))}"
    return None


def parse_pieces(text: str) -> tuple[tuple[int, int, int], ...]:
    """A ``Pieces`` tag's value: ``length:value:count`` entries separated by white space, in any order.

    >>> parse_pieces("4:3:1  2:1:3 3:2:2")
    ((2, 1, 3), (3, 2, 2), (4, 3, 1))

    :raises InvalidRulesError: for an entry that is not three numbers joined by colons, or
        entries that break R2.
    """
    if not isinstance(text, str):
        raise InvalidRulesError(f"pieces must be text, got {shown(text)}")
    if not text.isascii():
        raise InvalidRulesError(f"pieces {quote(text)} holds a character that is not ASCII")
    kinds = []
    for entry in text.split():
        numbers = entry.split(":")
        if len(numbers) != 3 or not all(n.isascii() and n.isdigit() for n in numbers):
            raise InvalidRulesError(f"pieces entry {quote(entry)} is not length:value:count (R2)")
        if any(len(n.lstrip("0")) > MAX_COUNT_DIGITS for n in numbers):
            raise InvalidRulesError(f"pieces entry {quote(entry)} has a number of more than 9 digits")
        kinds.append((int(numbers[0]), int(numbers[1]), int(numbers[2])))
    if not kinds:
        raise InvalidRulesError("pieces needs at least one length:value:count entry (R2)")
    problem = piece_problem(kinds)
    if problem is not None:
        raise InvalidRulesError(f"pieces {problem}")
    return tuple(sorted(kinds))


def pieces_text(pieces: Iterable[tuple[int, int, int]]) -> str:
    """The ``Pieces`` tag's value for ``pieces``: in increasing length, one space apart.

    >>> pieces_text(DEFAULT_PIECES)
    '3:1:5 4:2:4 5:3:3 6:4:2 7:6:1'

    :raises InvalidRulesError: if ``pieces`` is not a piece set R2 allows.
    """
    problem = piece_problem(pieces)
    if problem is not None:
        raise InvalidRulesError(f"pieces {problem}")
    return " ".join(f"{length}:{value}:{count}" for length, value, count in sorted(pieces))


def pieces_from_json(data: Any) -> Any:
    """JSON lists of lists back to tuples (``Rules`` checks the values).

    >>> pieces_from_json([[3, 1, 5], [4, 2, 4]])
    ((3, 1, 5), (4, 2, 4))
    """
    if isinstance(data, list):
        return tuple(tuple(kind) if isinstance(kind, list) else kind for kind in data)
    return data


def pieces_to_json(pieces: tuple[tuple[int, int, int], ...]) -> list[list[int]]:
    """The piece set as JSON lists.

    >>> pieces_to_json(((3, 1, 5),))
    [[3, 1, 5]]
    """
    return [list(kind) for kind in pieces]


def track_length(rules: Any) -> int:
    """The default target, N² (a bad size is refused by its own check, after this).

    >>> from islands_rules.isaac import Rules
    >>> track_length(Rules(size=7))
    49
    """
    size = rules.size
    return size * size if type(size) is int and 0 < size <= MAX_SIZE else 1
