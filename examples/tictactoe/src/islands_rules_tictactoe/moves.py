"""The one kind of move, a mark on a cell, and its notation: the cell's name (``b2``)."""

from __future__ import annotations

from typing import Any

import attrs

from islands_rules import NotationError
from islands_rules.core.data import shown

from .state import CELLS

__all__ = ["Mark", "parse_move"]


def _check_cell(_instance: Any, _attribute: Any, value: Any) -> None:
    if not isinstance(value, str) or value not in CELLS:
        raise NotationError(f"a move is a cell from a1 to c3 (R1), got {shown(value)}")


@attrs.frozen(repr=False)
class Mark:
    """The mover puts their mark on ``cell`` (R2). ``str()`` is the notation.

    >>> Mark("b2"), str(Mark("b2"))
    (Mark('b2'), 'b2')
    >>> Mark("d4")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: a move is a cell from a1 to c3 (R1), got 'd4'

    :raises NotationError: if ``cell`` is no cell of the board.
    """

    cell: str = attrs.field(validator=_check_cell)

    def __str__(self) -> str:
        return self.cell

    def __repr__(self) -> str:
        return f"Mark({self.cell!r})"


def parse_move(text: str) -> Mark:
    """The move a token names: a cell, in either case.

    >>> parse_move("B2")
    Mark('b2')
    >>> parse_move("pass")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: a move is a cell from a1 to c3 (R1), got 'pass'

    :raises NotationError: if ``text`` names no cell of the board.
    """
    if not isinstance(text, str):
        raise NotationError(f"a move's notation is text, got {type(text).__name__}")
    if text.lower() not in CELLS:  # checked here to quote the text as given, not lowered
        raise NotationError(f"a move is a cell from a1 to c3 (R1), got {shown(text)}")
    return Mark(text.lower())
