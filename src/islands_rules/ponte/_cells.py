"""The two colours and the cells of the board (R1).

A cell is named like ``c3``: the letter is the column counted from the left, the number
the row counted from the bottom. Boards run from 4×4 to 26×26 (one letter per column).
"""

from __future__ import annotations

import enum
import re
from typing import Literal, TypeAlias

import attrs

from ..core.errors import NotationError, quote

__all__ = ["MAX_BOARD_SIZE", "Cell", "Colour", "ColourName"]

MAX_BOARD_SIZE = 26
"""The largest board: one letter per column, ``a`` to ``z``."""

SPACE = " \t\n\r\x0b\x0c"
"""The white space around a cell or a move that readers skip: ASCII's, as in records (not the
no-break space, nor the ASCII separators ``str.strip`` would also take)."""

_CELL = re.compile(r"([a-z])([1-9][0-9]?)")


class Colour(enum.StrEnum):
    """A player's colour. All rules speak of colours, not of seats (R6). A str, so a colour
    is the player's name in records and JSON (``Colour.LIGHT == "light"``).

    >>> Colour.LIGHT.other
    <Colour.DARK: 'dark'>
    >>> Colour("dark") is Colour.DARK
    True
    """

    LIGHT = "light"
    DARK = "dark"

    @classmethod
    def of(cls, value: object) -> Colour:
        """``value`` as a colour: a :class:`Colour`, or its name ``"light"`` or ``"dark"``.

        >>> Colour.of("dark"), Colour.of(Colour.LIGHT)
        (<Colour.DARK: 'dark'>, <Colour.LIGHT: 'light'>)
        >>> Colour.of("purple")
        Traceback (most recent call last):
        ...
        islands_rules.NotationError: a colour is 'light' or 'dark', got 'purple'

        :raises NotationError: for anything else.
        """
        if isinstance(value, Colour):
            return value
        if value == "light" or value == "dark":
            return cls(value)
        shown = quote(value) if isinstance(value, str) else type(value).__name__
        raise NotationError(f"a colour is 'light' or 'dark', got {shown}")

    @property
    def other(self) -> Colour:
        """The opposing colour."""
        return Colour.DARK if self is Colour.LIGHT else Colour.LIGHT


ColourName: TypeAlias = Colour | Literal["light", "dark"]
"""A colour, or its name: every function that takes a colour takes ``"light"`` and ``"dark"`` too."""


def _check_coordinate(instance: Cell, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value < MAX_BOARD_SIZE:
        shown = value if type(value) is int and abs(value) < 10**9 else type(value).__name__
        raise NotationError(
            f"cell {attribute.name} must be an int from 0 to {MAX_BOARD_SIZE - 1}, got {shown}"
        )


@attrs.frozen(order=True, repr=False)
class Cell:
    """One cell, by 0-based ``column`` (0 is ``a``) and ``row`` (0 is ``1``).

    Cells order column by column, ``a1 < a2 < … < b1``, the order every function of the
    library lists cells and moves in.

    >>> cell = Cell.parse("c3")
    >>> cell
    Cell.parse('c3')
    >>> (cell.column, cell.row), str(cell)
    ((2, 2), 'c3')
    >>> Cell(9, 9)
    Cell.parse('j10')
    """

    column: int = attrs.field(validator=_check_coordinate)
    row: int = attrs.field(validator=_check_coordinate)

    @classmethod
    def parse(cls, text: str) -> Cell:
        """Read a cell name such as ``"c3"`` or ``"J10"`` (case and surrounding spaces ignored).

        :raises NotationError: if ``text`` is not a cell name.

        >>> Cell.parse(" J10 ")
        Cell.parse('j10')
        >>> Cell.parse("c0")
        Traceback (most recent call last):
        ...
        islands_rules.NotationError: cannot read cell 'c0': ...
        """
        if not isinstance(text, str):
            raise NotationError(f"a cell name must be a str, got {type(text).__name__}")
        name = text.strip(SPACE)
        # ASCII first: str.lower() would turn look-alikes such as the Kelvin sign into letters.
        match = _CELL.fullmatch(name.lower()) if name.isascii() else None
        if match is None or int(match[2]) > MAX_BOARD_SIZE:
            raise NotationError(
                f"cannot read cell {quote(text)}: "
                f"expected a letter a-z and a row 1-{MAX_BOARD_SIZE}, like 'c3'"
            )
        return cls(ord(match[1]) - ord("a"), int(match[2]) - 1)

    def __str__(self) -> str:
        return f"{chr(ord('a') + self.column)}{self.row + 1}"

    def __repr__(self) -> str:
        return f"Cell.parse({str(self)!r})"
