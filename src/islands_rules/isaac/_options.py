"""The rule options of Isaac (R1, R2, R4): board size, piece set and target.

Each option is declared once with :func:`~islands_rules.core.options.option`, which gives
its record tag (``Size``, ``Pieces``, ``Target``), command-line flag, JSON key and check.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

import attrs

from ..core.errors import InvalidRulesError, quote, shown
from ..core.options import MAX_COUNT_DIGITS, option, whole

__all__ = ["DEFAULT_PIECES", "MAX_SIZE", "MIN_SIZE", "Rules", "parse_pieces", "pieces_text"]

MIN_SIZE = 3
"""The smallest board side R1 allows."""

MAX_SIZE = 26
"""The largest board side R1 allows (column letters run a..z)."""

DEFAULT_PIECES: tuple[tuple[int, int, int], ...] = ((3, 1, 5), (4, 2, 4), (5, 3, 3), (6, 4, 2), (7, 6, 1))
"""The printed game's piece set (R2): (length, value, count) per kind of tile."""

_LARGEST = 10**MAX_COUNT_DIGITS - 1


def _piece_problem(pieces: Any) -> str | None:
    """What breaks R2's form in ``pieces`` alone (lengths against the board are checked by ``Rules``)."""
    if not isinstance(pieces, tuple | list) or not pieces:
        return f"must be a non-empty tuple of (length, value, count) triples (R2), got {shown(pieces)}"
    if len(pieces) > MAX_SIZE:
        return f"has {len(pieces)} kinds; lengths are distinct and at most {MAX_SIZE} (R2)"
    for index, kind in enumerate(pieces):
        if not isinstance(kind, tuple | list) or len(kind) != 3:
            return f"[{index}] must be a (length, value, count) triple (R2), got {shown(kind)}"
        for name, number, low, high in zip(
            ("length", "value", "count"), kind, (2, 1, 1), (MAX_SIZE, _LARGEST, _LARGEST), strict=True
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
    problem = _piece_problem(kinds)
    if problem is not None:
        raise InvalidRulesError(f"pieces {problem}")
    return tuple(sorted(kinds))


def pieces_text(pieces: Iterable[tuple[int, int, int]]) -> str:
    """The ``Pieces`` tag's value for ``pieces``: in increasing length, one space apart.

    >>> pieces_text(DEFAULT_PIECES)
    '3:1:5 4:2:4 5:3:3 6:4:2 7:6:1'

    :raises InvalidRulesError: if ``pieces`` is not a piece set R2 allows.
    """
    problem = _piece_problem(pieces)
    if problem is not None:
        raise InvalidRulesError(f"pieces {problem}")
    return " ".join(f"{length}:{value}:{count}" for length, value, count in sorted(pieces))


def _pieces_from_json(data: Any) -> Any:
    """JSON lists of lists back to tuples (``Rules`` checks the values)."""
    if isinstance(data, list):
        return tuple(tuple(kind) if isinstance(kind, list) else kind for kind in data)
    return data


def _pieces_to_json(pieces: tuple[tuple[int, int, int], ...]) -> list[list[int]]:
    return [list(kind) for kind in pieces]


def _track_length(rules: Any) -> int:
    """The default target, N² (a bad size is refused by its own check, after this)."""
    size = rules.size
    return size * size if type(size) is int and 0 < size <= MAX_SIZE else 1


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options: board size N (R1), the piece set each player owns (R2) and the target (R4).

    ``pieces`` holds one ``(length, value, count)`` triple per kind of tile; it is kept in
    increasing length whatever order it is given in. ``target`` defaults to N², the
    squares of the score track.

    >>> Rules()
    Rules(pieces=((3, 1, 5), (4, 2, 4), (5, 3, 3), (6, 4, 2), (7, 6, 1)), size=10, target=100)
    >>> Rules(size=5, pieces=((4, 3, 1), (2, 1, 3), (3, 2, 2))).pieces
    ((2, 1, 3), (3, 2, 2), (4, 3, 1))
    >>> Rules(size=8, target=65)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: target must be an int from 1 to 64 (Size²) (R4), got 65

    :raises InvalidRulesError: for a size outside 3-26 (R1), a piece set breaking R2 (a
        length over the size, repeated lengths, a value or count below 1) or a target
        outside 1..N² (R4).
    """

    game_name: ClassVar[str] = "isaac"

    # Pieces comes first: records' option tags are checked one at a time, each with the
    # ones before it, and Size 5 alone would be refused beside the default pieces (length 7).
    pieces: tuple[tuple[int, int, int], ...] = option(
        default=DEFAULT_PIECES,
        tag="Pieces",
        help="piece set, length:value:count entries (R2)",
        check=_piece_problem,
        parse=parse_pieces,
        write=pieces_text,
        to_json=_pieces_to_json,
        from_json=_pieces_from_json,
    )
    size: int = option(default=10, tag="Size", help="board size N (R1)", check=whole(MIN_SIZE, MAX_SIZE))
    target: int = option(
        default=attrs.Factory(_track_length, takes_self=True),
        tag="Target",
        help="score that wins at once (R4)",
        derived="Size²",
        check=whole(1, MAX_SIZE**2),
    )

    _values: tuple[int, ...] = attrs.field(init=False, default=(), eq=False, repr=False)
    """Each length's value, indexed by length (for the engine's hot loop)."""

    def __attrs_post_init__(self) -> None:
        # The options' own checks saw each value alone; these need the board size.
        longest = max(kind[0] for kind in self.pieces)
        if longest > self.size:
            raise InvalidRulesError(
                f"pieces: length {longest} is longer than the board (at most {self.size}, R2)"
            )
        if self.target > self.size**2:
            raise InvalidRulesError(
                f"target must be an int from 1 to {self.size**2} (Size²) (R4), got {self.target}"
            )
        normal = tuple(sorted(tuple(kind) for kind in self.pieces))
        if normal != self.pieces:
            object.__setattr__(self, "pieces", normal)  # one value per piece set, so equal rules are equal
        values = [0] * (longest + 1)
        for length, value, _ in self.pieces:
            values[length] = value
        object.__setattr__(self, "_values", tuple(values))
