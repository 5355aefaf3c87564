"""Moves as small frozen values, and the move notation (R7).

====================  ==========  ================================================
move                  notation    meaning
====================  ==========  ================================================
:class:`PlaceTiles`   ``c3,e5``   place two tiles of your colour (R8-R10)
:class:`BuildBridge`  ``c3-e5``   build one bridge between two of your tiles (R11-R16)
:class:`Swap`         ``swap``    dark's first turn: take over light's two tiles (R5)
:class:`Decline`      ``pass``    decline, when you cannot place two tiles (R17)
====================  ==========  ================================================

A move is a value: equal moves compare and hash equal, whatever order their cells were
given in. ``str()`` gives the canonical form (cells in library order, lower case, no
spaces); :func:`parse_move` reads it back.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from itertools import repeat
from typing import Any, TypeAlias

import attrs

from ..core.errors import NotationError, quote
from ._cells import SPACE, Cell
from ._geometry import cells_under

__all__ = ["BuildBridge", "Decline", "Move", "PlaceTiles", "Swap", "parse_move"]


def _two_cells(first: Cell | str, second: Cell | str) -> tuple[Cell, Cell]:
    one, two = (c if isinstance(c, Cell) else Cell.parse(c) for c in (first, second))
    return (one, two) if one <= two else (two, one)


@attrs.frozen(init=False, repr=False, order=True)
class PlaceTiles:
    """Place two tiles of the mover's colour on two distinct cells (R7a, R8).

    The cells are kept in library order, so the order they are given in does not matter.

    >>> move = PlaceTiles("e5", "c3")
    >>> move, str(move)
    (PlaceTiles('c3', 'e5'), 'c3,e5')
    >>> move == PlaceTiles(Cell.parse("c3"), Cell.parse("e5"))
    True

    :raises NotationError: if a cell name cannot be read or both cells are the same.
    """

    first: Cell
    second: Cell

    def __init__(self, first: Cell | str, second: Cell | str) -> None:
        one, two = _two_cells(first, second)
        if one == two:
            raise NotationError(f"{one},{two}: the two tiles must go on two different cells (R8)")
        self.__attrs_init__(one, two)

    @property
    def cells(self) -> tuple[Cell, Cell]:
        """The two cells, in library order."""
        return (self.first, self.second)

    def __str__(self) -> str:
        return f"{self.first},{self.second}"

    def __repr__(self) -> str:
        return f"PlaceTiles({str(self.first)!r}, {str(self.second)!r})"


@attrs.frozen(init=False, repr=False, order=True)
class BuildBridge:
    """Build a bridge between two tiles of the mover's colour (R7b, R11).

    Also used for the bridges on the board, see :meth:`GameState.bridges
    <islands_rules.ponte.GameState.bridges>`.

    >>> bridge = BuildBridge("a3", "a1")
    >>> bridge, str(bridge), [str(cell) for cell in bridge.cells_under]
    (BuildBridge('a1', 'a3'), 'a1-a3', ['a2'])
    >>> [str(cell) for cell in BuildBridge("a1", "b3").cells_under]
    ['a2', 'b2']

    :raises NotationError: if the two cells are not a bridge's length apart (R11).
    """

    first: Cell
    second: Cell

    def __init__(self, first: Cell | str, second: Cell | str) -> None:
        one, two = _two_cells(first, second)
        if not cells_under((one.column, one.row), (two.column, two.row)):
            raise NotationError(
                f"{one}-{two} is not a bridge: its ends must be two cells apart in a line or "
                "diagonal, or a knight's move apart (R11)"
            )
        self.__attrs_init__(one, two)

    @property
    def cells(self) -> tuple[Cell, Cell]:
        """The two end cells, in library order."""
        return (self.first, self.second)

    @property
    def cells_under(self) -> tuple[Cell, ...]:
        """The one or two cells the bridge spans, which it blocks for good (R12)."""
        spanned = cells_under((self.first.column, self.first.row), (self.second.column, self.second.row))
        return tuple(sorted(Cell(column, row) for column, row in spanned))

    def __str__(self) -> str:
        return f"{self.first}-{self.second}"

    def __repr__(self) -> str:
        return f"BuildBridge({str(self.first)!r}, {str(self.second)!r})"


@attrs.frozen(repr=False)
class Swap:
    """Dark's choice on the first dark turn to take over light's two tiles (R5).

    >>> Swap(), str(Swap())
    (Swap(), 'swap')
    """

    def __str__(self) -> str:
        return "swap"

    def __repr__(self) -> str:
        return "Swap()"


@attrs.frozen(repr=False)
class Decline:
    """Decline to move; only allowed to a player who cannot place two tiles (R17, R18).

    >>> Decline(), str(Decline())
    (Decline(), 'pass')
    """

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Decline()"


Move: TypeAlias = PlaceTiles | BuildBridge | Swap | Decline
"""Any move: :class:`PlaceTiles`, :class:`BuildBridge`, :class:`Swap` or :class:`Decline`."""

_PAIR = re.compile(r"\s*(\w+)\s*([,-])\s*(\w+)\s*", re.ASCII)


def moves_between(
    kind: type[PlaceTiles] | type[BuildBridge], firsts: Iterable[Cell], seconds: Iterable[Cell]
) -> list[Any]:
    """The moves ``kind(first, second)`` for each cell of ``seconds`` and the cell of ``firsts``
    taken in step with it (``firsts`` may be longer, an endless ``itertools.repeat`` say), built
    in bulk for the engine's tables of shared moves: each ``first`` must come before its
    ``second`` in cell order, and for a bridge be a bridge's length away, as nothing is
    checked. The fields are set by their slots in C loops, as a 26×26 board has 228,150 pairs
    of cells.

    >>> a1, a2, c3 = Cell.parse("a1"), Cell.parse("a2"), Cell.parse("c3")
    >>> moves_between(PlaceTiles, [a1, a1], [a2, c3])
    [PlaceTiles('a1', 'a2'), PlaceTiles('a1', 'c3')]
    >>> moves_between(BuildBridge, [a1], [c3]) == [BuildBridge("c3", "a1")]
    True
    """
    slots = vars(kind)
    seconds = list(seconds)
    moves = list(map(object.__new__, repeat(kind, len(seconds))))
    deque(map(slots["first"].__set__, moves, firsts), 0)
    deque(map(slots["second"].__set__, moves, seconds), 0)
    return moves


def parse_move(text: str) -> Move:
    """Read a move in the notation: ``c3,e5``, ``c3-e5``, ``swap`` or ``pass``.

    Either cell order, upper or lower case, and spaces around the separator are accepted.
    The notation is ASCII: look-alike letters (the Kelvin sign for ``k``) and other spaces
    (the no-break space) are refused, as the record reader refuses them.

    >>> parse_move("E5 , c3")
    PlaceTiles('c3', 'e5')
    >>> parse_move("a3-a1"), parse_move("SWAP"), parse_move("pass")
    (BuildBridge('a1', 'a3'), Swap(), Decline())

    :raises NotationError: if ``text`` is not a move in the notation; the message quotes it.
    """
    if not isinstance(text, str):
        raise NotationError(f"a move must be given as a str, got {type(text).__name__}")
    # ASCII first: str.lower() would turn look-alikes such as the Kelvin sign into letters.
    word = text.strip(SPACE).lower() if text.isascii() else ""
    if word == "swap":
        return Swap()
    if word == "pass":
        return Decline()
    match = _PAIR.fullmatch(word)
    if match is None:
        raise NotationError(
            f"cannot read move {quote(text)}: "
            "expected 'c3,e5' (two tiles), 'c3-e5' (a bridge), 'swap' or 'pass'"
        )
    first, separator, second = match.groups()
    try:
        return PlaceTiles(first, second) if separator == "," else BuildBridge(first, second)
    except NotationError as error:
        raise NotationError(f"cannot read move {quote(text)}: {error}") from None
