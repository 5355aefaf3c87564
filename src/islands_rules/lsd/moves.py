"""Moves as small frozen values, and the move notation.

====================  ===============  ================================================
move                  notation         meaning
====================  ===============  ================================================
:class:`Placement`    ``ne+@2,-1``     place a tile with half-dots on ``sides`` (after
                                       turning) and an icon on cell ``(x, y)`` (R7-R11)
:class:`Pass`         ``pass``         pass, only with no legal placement (R17)
====================  ===============  ================================================

The grammar, exactly::

    move      = placement | "pass"
    placement = sides icon "@" x "," y
    sides     = ["n"] ["e"] ["s"] ["w"]          ; at least one letter, in this order
    icon      = "+" | "x"
    x, y      = "0" | ["-"] ("1".."9") {digit}  ; no "+", no leading zero, no "-0"

Tokens are written lower case; :func:`parse_move` also reads upper case. The type
follows from the sides (R4), owner and icon colour from the mover, so each distinct
placement has exactly one token. A coordinate has at most :data:`MAX_DIGITS` digits.
"""

from __future__ import annotations

import re
from typing import TypeAlias

import attrs

from ..core.errors import NotationError, quote, shown
from ._tiles import SIDES, pattern_of, sides_mask_or_0, sides_text, turns_of

__all__ = ["MAX_DIGITS", "Move", "Pass", "Placement", "parse_move"]

MAX_DIGITS = 12
"""The most digits a coordinate may have: more than any reachable cell needs (a game of the
largest tile set has fewer than 10**11 tiles), and few enough that every message that echoes
a cell stays short (a longer number is refused as unreadable)."""

_TOKEN = re.compile(r"([nesw]*)([^@]?)@(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)", re.ASCII)
_NUMBER = re.compile(r"0|-?[1-9][0-9]*", re.ASCII)


def _check_sides(sides: object) -> str:
    if not isinstance(sides, str) or not sides or sides_text(sides_mask_or_0(sides)) != sides:
        raise NotationError(
            "sides must be one or more of the letters n, e, s, w, in that order, each once; "
            f"got {shown(sides)}"
        )
    return sides


def _check_number(name: str, value: object) -> int:
    if type(value) is not int:
        raise NotationError(f"{name} must be an int, got {type(value).__name__}")
    return value


@attrs.frozen(repr=False, order=True)
class Placement:
    """Place a tile with half-dots on ``sides`` (after turning) and ``icon`` on ``(x, y)`` (R7).

    >>> move = Placement("es", "+", 2, -1)
    >>> move, str(move), move.type, move.turns, move.cell
    (Placement('es', '+', 2, -1), 'es+@2,-1', 'ne+', 1, (2, -1))

    :raises NotationError: for sides not in the order n, e, s, w, an icon other than
        ``+`` and ``x``, or coordinates that are not ints.
    """

    sides: str = attrs.field(validator=lambda _, __, value: _check_sides(value))
    """The sides with a half-dot after turning, in the order n, e, s, w."""
    icon: str = attrs.field()
    """``+`` or ``x``."""
    x: int = attrs.field(validator=lambda _, __, value: _check_number("x", value))
    """The column, growing to the east (R6)."""
    y: int = attrs.field(validator=lambda _, __, value: _check_number("y", value))
    """The row, growing to the north (R6)."""

    @icon.validator
    def _check_icon(self, attribute: attrs.Attribute[str], value: object) -> None:
        if value not in ("+", "x"):
            raise NotationError(f"icon must be '+' or 'x', got {shown(value)}")

    @property
    def cell(self) -> tuple[int, int]:
        """The cell ``(x, y)``."""
        return (self.x, self.y)

    @property
    def type(self) -> str:
        """The tile's type (R4): ``es+`` is an ``ne+`` tile."""
        return pattern_of(self.sides) + self.icon

    @property
    def turns(self) -> int:
        """Clockwise quarter turns from the type's base orientation."""
        return turns_of(self.sides)

    def __str__(self) -> str:
        return f"{self.sides}{self.icon}@{self.x},{self.y}"

    def __repr__(self) -> str:
        return f"Placement({self.sides!r}, {self.icon!r}, {self.x}, {self.y})"


def placement_unchecked(sides: str, icon: str, x: int, y: int) -> Placement:
    """A :class:`Placement` of parts the engine made itself, without the validators.

    ``legal_moves`` builds every move it lists from tables whose sides, icons and cells are
    right by construction, and running the checks meant for a caller's input there would
    cost most of its time. Never for input from outside the package.

    >>> placement_unchecked("es", "+", 2, -1) == Placement("es", "+", 2, -1)
    True
    """
    move = object.__new__(Placement)
    # A frozen attrs class refuses its own __setattr__; this is how its __init__ assigns too.
    object.__setattr__(move, "sides", sides)
    object.__setattr__(move, "icon", icon)
    object.__setattr__(move, "x", x)
    object.__setattr__(move, "y", y)
    return move


@attrs.frozen(repr=False, order=True)
class Pass:
    """Pass the turn: allowed only to a player with no legal placement (R17).

    >>> Pass(), str(Pass())
    (Pass(), 'pass')
    """

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


Move: TypeAlias = Placement | Pass
"""Any move: a :class:`Placement` or :class:`Pass`."""


def _why_unreadable(word: str) -> str:
    """What is wrong with a token off the grammar, in a few words."""
    if "@" not in word:
        return "no '@' before the cell"
    head, _, tail = word.partition("@")
    letters = head.rstrip("+x") if head[-1:] in ("+", "x") else head
    if not letters:
        return "no side letter before the icon"
    if head[-1:] not in ("+", "x"):
        return "the icon must be '+' or 'x', just before '@'"
    if sides_mask_or_0(letters) == 0 or sides_text(sides_mask_or_0(letters)) != letters:
        return f"sides {shown(letters)} must be letters of {SIDES!r} in that order, each once"
    numbers = tail.split(",")
    if len(numbers) != 2 or not all(numbers):
        return "the cell must be two numbers x,y"
    for number in numbers:
        if not _NUMBER.fullmatch(number):
            return f"{quote(number)} is not a number in the notation (no '+', no leading zero, no '-0')"
    return "not a move"


def parse_move(text: str) -> Move:
    """The move a token names: a placement such as ``ne+@2,-1``, or ``pass``.

    Upper case is read as lower case; nothing else is tidied (no spaces are allowed).

    >>> parse_move("ne+@2,-1"), parse_move("NESWX@0,0"), parse_move("pass")
    (Placement('ne', '+', 2, -1), Placement('nesw', 'x', 0, 0), Pass())
    >>> parse_move("en+@0,0")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: cannot read move 'en+@0,0': sides 'en' must be letters of 'nesw'
    in that order, each once

    :raises NotationError: if ``text`` is not a token of the grammar; the message quotes it
        and says what is wrong.
    """
    if not isinstance(text, str):
        raise NotationError(f"a move must be given as a str, got {type(text).__name__}")
    # ASCII first: str.lower() would turn look-alikes (the Kelvin sign) into letters.
    word = text.lower() if text.isascii() else ""
    if word == "pass":
        return Pass()
    match = _TOKEN.fullmatch(word)
    if match is None or not match[1] or match[2] not in ("+", "x") or not _sides_ok(match[1]):
        reason = _why_unreadable(word) if word else "the notation is ASCII"
        raise NotationError(f"cannot read move {quote(text)}: {reason}")
    if max(len(match[3].lstrip("-")), len(match[4].lstrip("-"))) > MAX_DIGITS:
        raise NotationError(f"cannot read move {quote(text)}: a coordinate has more than {MAX_DIGITS} digits")
    return Placement(match[1], match[2], int(match[3]), int(match[4]))


def _sides_ok(letters: str) -> bool:
    return sides_text(sides_mask_or_0(letters)) == letters
