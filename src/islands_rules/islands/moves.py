"""Moves as small frozen values, and the move notation.

=================  ================  ==============================================
move               notation          meaning
=================  ================  ==============================================
:class:`Place`     ``V@1,0r1:w2``    tile V drawn and laid on (1, 0) turned once, a
                                     piece on its ``w2`` (R6, R7, R9)
:class:`Place`     ``V@1,0r1``       the same without a piece
:class:`Discard`   ``C-``            C drawn, fits nowhere, out of the game (R8)
:class:`Draw`      (none)            the chance outcome alone: tile V comes out of
                                     the supply; records never hold it
=================  ================  ==============================================

A record token names the tile drawn and what became of it, so :class:`Place` and
:class:`Discard` carry their tile. ``str()`` gives the one spelling the page allows;
:func:`parse_move` reads it back and refuses any other.
"""

from __future__ import annotations

import re
from typing import Any, TypeAlias

import attrs

from ..core.errors import NotationError, quote, shown
from ._tiles import LETTERS

__all__ = ["Discard", "Draw", "Move", "Place", "Turn", "parse_move"]

_SEGMENT = re.compile(r"[ibw][1-4]|l")


def _check_tile(tile: object) -> str:
    if not isinstance(tile, str) or len(tile) != 1 or tile not in LETTERS:
        raise NotationError(f"a tile is a letter from A to X, got {shown(tile)}")
    return tile


@attrs.frozen(repr=False, order=True)
class Draw:
    """The chance outcome of a draw: ``tile`` comes out of the supply (R6).

    It is what :func:`~islands_rules.islands.chance_outcomes` gives; a record never holds
    it alone, as every token names its tile.

    >>> Draw("V"), str(Draw("V"))
    (Draw('V'), 'V')

    :raises NotationError: if ``tile`` is not a letter from A to X.
    """

    tile: str = attrs.field(validator=lambda _i, _a, value: _check_tile(value))

    def __str__(self) -> str:
        return self.tile

    def __repr__(self) -> str:
        return f"Draw({self.tile!r})"


def _check_int(name: str, value: object) -> int:
    if type(value) is not int:
        raise NotationError(f"{name} must be an int, got {shown(value)}")
    return value


def _check_rotation(_instance: Any, _attribute: Any, value: Any) -> None:
    if type(value) is not int or not 0 <= value <= 3:
        raise NotationError(f"a rotation is 0, 1, 2 or 3 quarter turns, got {shown(value)}")


def _check_segment(_instance: Any, _attribute: Any, value: Any) -> None:
    if value is not None and not (isinstance(value, str) and _SEGMENT.fullmatch(value)):
        raise NotationError(f"a segment is i1-i4, b1-b4, w1-w4 or l, got {shown(value)}")


@attrs.frozen(repr=False, order=True)
class Place:
    """Lay ``tile`` on cell ``(x, y)`` turned ``rotation`` quarter turns clockwise (R7),
    with a piece on its ``segment`` or none (R9).

    >>> move = Place("V", 1, 0, 1, "w2")
    >>> move, str(move)
    (Place('V', 1, 0, 1, 'w2'), 'V@1,0r1:w2')
    >>> Place("E", 0, -1, 2), Place("E", 0, -1, 2).cell
    (Place('E', 0, -1, 2), (0, -1))

    Whether ``tile`` has such a segment is a question of legality, not notation.

    :raises NotationError: for a tile, cell, rotation or segment of the wrong shape.
    """

    tile: str = attrs.field(validator=lambda _i, _a, value: _check_tile(value))
    x: int = attrs.field(validator=lambda _i, _a, value: _check_int("x", value))
    y: int = attrs.field(validator=lambda _i, _a, value: _check_int("y", value))
    rotation: int = attrs.field(validator=_check_rotation)
    segment: str | None = attrs.field(default=None, validator=_check_segment)

    @property
    def cell(self) -> tuple[int, int]:
        """The cell the tile goes on."""
        return (self.x, self.y)

    def __str__(self) -> str:
        piece = "" if self.segment is None else f":{self.segment}"
        return f"{self.tile}@{number_text(self.x)},{number_text(self.y)}r{self.rotation}{piece}"

    def __repr__(self) -> str:
        piece = "" if self.segment is None else f", {self.segment!r}"
        return f"Place({self.tile!r}, {number_text(self.x)}, {number_text(self.y)}, {self.rotation}{piece})"


@attrs.frozen(repr=False, order=True)
class Discard:
    """``tile`` was drawn and fits nowhere: it leaves the game and the same player draws
    again (R8).

    >>> Discard("C"), str(Discard("C"))
    (Discard('C'), 'C-')
    """

    tile: str = attrs.field(validator=lambda _i, _a, value: _check_tile(value))

    def __str__(self) -> str:
        return f"{self.tile}-"

    def __repr__(self) -> str:
        return f"Discard({self.tile!r})"


_new = object.__new__
# The slots' own setters: a frozen Place refuses ordinary assignment, and these skip the
# attribute lookup object.__setattr__ would make for each field.
_SET_TILE, _SET_X, _SET_Y, _SET_ROTATION, _SET_SEGMENT = (
    Place.__dict__[name].__set__ for name in ("tile", "x", "y", "rotation", "segment")
)


def trusted_place(tile: str, x: int, y: int, rotation: int, segment: str | None) -> Place:
    """A :class:`Place` from parts the engine has already checked, without checking them
    again (listing moves builds many).

    >>> trusted_place("V", 1, 0, 1, "w2") == Place("V", 1, 0, 1, "w2")
    True
    """
    move: Place = _new(Place)
    _SET_TILE(move, tile)
    _SET_X(move, x)
    _SET_Y(move, y)
    _SET_ROTATION(move, rotation)
    _SET_SEGMENT(move, segment)
    return move


Turn: TypeAlias = Place | Discard
"""A whole turn, one record token: a :class:`Place` or a :class:`Discard`."""
Move: TypeAlias = Place | Discard | Draw
"""Anything :func:`~islands_rules.islands.play` takes: a turn, or a draw at a chance node."""

_INT = r"(0|-?[1-9][0-9]*)"
_TOKEN = re.compile(rf"([A-X])(?:@{_INT},{_INT}r([0-3])(?::([ibw][1-4]|l))?|(-))")


def _integer(digits: str) -> int:
    """``int(digits)`` for any length (Python refuses to convert more than 4300 digits at once)."""
    sign, body = (-1, digits[1:]) if digits.startswith("-") else (1, digits)
    value = 0
    for start in range(0, len(body), 1000):
        chunk = body[start : start + 1000]
        value = value * 10 ** len(chunk) + int(chunk)
    return sign * value


# Computed once: a power this large is not folded at compile time, and working it out on every
# call made writing a move token cost ~50 us.
_PLAIN_LIMIT = 10**4000
_CHUNK = 10**1000


def number_text(value: int) -> str:
    """``str(value)`` for any size (Python refuses to write more than 4300 digits at once)."""
    if -_PLAIN_LIMIT < value < _PLAIN_LIMIT:
        return str(value)
    sign, rest, chunks = "-" if value < 0 else "", abs(value), []
    while rest:
        rest, chunk = divmod(rest, _CHUNK)
        chunks.append(chunk)
    return sign + str(chunks[-1]) + "".join(f"{chunk:01000d}" for chunk in reversed(chunks[:-1]))


def cell_text(x: int, y: int) -> str:
    """A cell for a message, ``(1, -2)``; a number of more than 12 digits is cut short.

    >>> cell_text(1, -2), cell_text(10**20, 0)
    ('(1, -2)', '(100000000000…(21 digits), 0)')
    """

    def short(value: int) -> str:
        if -(10**12) < value < 10**12:
            return str(value)
        text = number_text(value)
        return f"{text[:12]}…({len(text.lstrip('-'))} digits)"

    return f"({short(x)}, {short(y)})"


def parse_move(text: str) -> Turn:
    """Read one turn token, exactly as the page's grammar spells it.

    >>> parse_move("V@1,0r1:w2"), parse_move("C-"), parse_move("E@0,-1r2")
    (Place('V', 1, 0, 1, 'w2'), Discard('C'), Place('E', 0, -1, 2))
    >>> parse_move("v@1,0r1")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: cannot read move 'v@1,0r1': expected a turn such as 'V@1,0r1:w2' or 'C-'

    Case, spaces, ``+``, leading zeros and ``-0`` are refused: each turn has one spelling.

    :raises NotationError: if ``text`` is not a turn token (the message quotes it).
    """
    if not isinstance(text, str):
        raise NotationError(f"a move must be given as a str, got {type(text).__name__}")
    match = _TOKEN.fullmatch(text) if text.isascii() else None
    if match is None:
        raise NotationError(f"cannot read move {quote(text)}: expected a turn such as 'V@1,0r1:w2' or 'C-'")
    tile, x, y, rotation, segment, discard = match.groups()
    if discard:
        return Discard(tile)
    return Place(tile, _integer(x), _integer(y), int(rotation), segment)
