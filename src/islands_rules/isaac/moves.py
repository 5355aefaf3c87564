"""Moves as small frozen values, and the move notation (R22).

=================  ===============  =============================================
move               notation         meaning
=================  ===============  =============================================
:class:`Place`     ``c3-g3``        put a tile on c3..g3 (placement phase, R7)
:class:`Remove`    ``xc3-g3+12``    take your tile c3..g3 off, advance 12 (R13-R17)
:class:`Pass`      ``pass``         no placement or removal is possible (R8, R18)
=================  ===============  =============================================

A move is a value: equal moves compare and hash equal, whatever order or case their
cells were given in. ``str()`` gives the written form (lower case, lower end first);
:func:`parse_move` reads it back and also accepts upper case and the ends in either order.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TypeAlias

import attrs

from ..core.errors import NotationError, quote, shown

__all__ = ["Move", "Pass", "Place", "Remove", "cell_name", "cell_point", "parse_move"]

_CELL = r"[a-z](?:[1-9][0-9]?)"
_CELL_RE = re.compile(_CELL)
_TOKEN = re.compile(rf"(x)?({_CELL})-({_CELL})(?:\+(0|[1-9][0-9]*))?")
_MAX_ROW = 26
_MAX_ADVANCE_DIGITS = 4000  # far beyond any score; Python reads longer numbers only on request


def cell_name(column: int, row: int) -> str:
    """The name of the square ``column``, ``row`` (from 0, in Dark's frame).

    >>> cell_name(2, 2), cell_name(9, 9)
    ('c3', 'j10')

    :raises NotationError: unless both are ints from 0 to 25 (columns a..z, rows 1..26).
    """
    if type(column) is not int or type(row) is not int or not (0 <= column < 26 and 0 <= row < _MAX_ROW):
        raise NotationError(f"a square is a column and a row from 0 to 25, got {shown(column)}, {shown(row)}")
    return f"{chr(97 + column)}{row + 1}"


@lru_cache(maxsize=4096)
def cell_point(name: str) -> tuple[int, int]:
    """The (column, row) of a square's name, from 0; upper case is accepted.

    >>> cell_point("c3"), cell_point("J10")
    ((2, 2), (9, 9))

    :raises NotationError: if ``name`` is not a square's name (column a..z, row 1..26).
    """
    if not isinstance(name, str):
        raise NotationError(f"a square's name must be text, got {type(name).__name__}")
    low = name.lower() if name.isascii() else name
    if not _CELL_RE.fullmatch(low) or int(low[1:]) > _MAX_ROW:
        raise NotationError(f"cannot read square {quote(name)}: expected a column a-z and a row 1-26")
    return ord(low[0]) - 97, int(low[1:]) - 1


def _ends(first: str, second: str) -> tuple[str, str]:
    """The two end squares in written form: lower case, lower end first; they must share a line."""
    for end in (first, second):
        if not isinstance(end, str):  # before the cache, which wants what it keeps hashable
            raise NotationError(f"a square's name must be text, got {type(end).__name__}")
    (c1, r1), (c2, r2) = cell_point(first), cell_point(second)
    if (c1, r1) == (c2, r2):
        raise NotationError(f"a tile's two ends must differ, got {first}-{second} (R22)")
    if c1 != c2 and r1 != r2:
        raise NotationError(f"a tile's ends must share a row or a column, got {first}-{second} (R22)")
    if (r1, c1) > (r2, c2):
        (c1, r1), (c2, r2) = (c2, r2), (c1, r1)
    return cell_name(c1, r1), cell_name(c2, r2)


@attrs.frozen(init=False, repr=False)
class Place:
    """Put one of the mover's unplaced tiles on the squares from ``start`` to ``end`` (R7).

    The ends may be given in either order and case; they are kept in written form.

    >>> move = Place("G3", "c3")
    >>> move, str(move), move.length
    (Place('c3', 'g3'), 'c3-g3', 5)

    :raises NotationError: if a square cannot be read, or the ends are equal or share no line.
    """

    start: str
    end: str

    def __init__(self, start: str, end: str) -> None:
        self.__attrs_init__(*_ends(start, end))

    @property
    def length(self) -> int:
        """The number of squares the tile covers."""
        (c1, r1), (c2, r2) = cell_point(self.start), cell_point(self.end)
        return c2 - c1 + r2 - r1 + 1

    def __str__(self) -> str:
        return f"{self.start}-{self.end}"

    def __repr__(self) -> str:
        return f"Place({self.start!r}, {self.end!r})"


@attrs.frozen(init=False, repr=False)
class Remove:
    """Take the mover's tile from ``start`` to ``end`` off the board (R13-R16) and advance
    the mover's counter by ``advance`` (R17).

    >>> move = Remove("g3", "c3", 12)
    >>> move, str(move)
    (Remove('c3', 'g3', 12), 'xc3-g3+12')

    :raises NotationError: as :class:`Place`, or if ``advance`` is not an int of at least 0.
    """

    start: str
    end: str
    advance: int

    def __init__(self, start: str, end: str, advance: int) -> None:
        if type(advance) is not int or advance < 0:
            raise NotationError(f"an advance must be an int of at least 0, got {shown(advance)} (R22)")
        self.__attrs_init__(*_ends(start, end), advance)

    @property
    def tile(self) -> Place:
        """The tile removed, named as the placement that put it there."""
        return Place(self.start, self.end)

    def __str__(self) -> str:
        return f"x{self.start}-{self.end}+{self.advance}"

    def __repr__(self) -> str:
        return f"Remove({self.start!r}, {self.end!r}, {self.advance!r})"


@attrs.frozen(repr=False)
class Pass:
    """Pass: in the placement phase when nothing can be placed (R8, R9), in the scoring
    phase when nothing can be removed, which puts the player out (R18).

    >>> Pass(), str(Pass())
    (Pass(), 'pass')
    """

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


Move: TypeAlias = Place | Remove | Pass
"""Any move of Isaac."""


def parse_move(text: str) -> Move:
    """The move a token names (R22); upper case and the ends in either order are accepted.

    >>> parse_move("g3-C3"), parse_move("xa3-a4+4"), parse_move("PASS")
    (Place('c3', 'g3'), Remove('a3', 'a4', 4), Pass())
    >>> parse_move("xc3-g3")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: cannot read move 'xc3-g3': a removal needs its advance, as xc3-g3+0 (R22)

    :raises NotationError: for anything else (``c3-e5``, ``c3-c3``, ``c3,g3``, ``xc3-g3+02``...).
    """
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, got {type(text).__name__}")
    token = text.lower() if text.isascii() else text
    if token == "pass":
        return Pass()
    found = _TOKEN.fullmatch(token)
    if found is None:
        raise NotationError(f"cannot read move {quote(text)}: expected c3-g3, xc3-g3+12 or pass (R22)")
    removal, first, second, advance = found.groups()
    if removal and advance is None:
        raise NotationError(
            f"cannot read move {quote(text)}: a removal needs its advance, as {token}+0 (R22)"
        )
    if not removal and advance is not None:
        raise NotationError(f"cannot read move {quote(text)}: a placement has no advance (R22)")
    if advance is not None and len(advance) > _MAX_ADVANCE_DIGITS:
        raise NotationError(f"cannot read move {quote(text)}: an advance of {len(advance):,} digits")
    try:
        if removal:
            return Remove(first, second, int(advance))
        return Place(first, second)
    except NotationError as error:
        raise NotationError(f"cannot read move {quote(text)}: {error}") from None
