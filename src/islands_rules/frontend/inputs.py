"""What a player clicks: one input of a move, a cell or a choice, as a small frozen value.

A front-end enters a move as an ordered sequence of inputs: Ponte's tile pair is two cells,
an LSD placement a tile, a turn and a cell. Each game says which sequences enter each of
its moves (:meth:`Game.move_inputs <islands_rules.Game.move_inputs>`); the core derives
the rest from the legal moves (:mod:`islands_rules.frontend.clicks`).
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from ..core.errors import NotationError, quote, shown

__all__ = ["Input", "as_input"]

_WORD = re.compile(r"[a-z][a-z_]*")
_TEXT = re.compile(r"([a-z][a-z_]*):(\S+)")


def _check_kind(_instance: Any, _attribute: Any, value: Any) -> None:
    if not isinstance(value, str) or not _WORD.fullmatch(value):
        raise NotationError(f"an input's kind is a lower-case word such as 'cell', got {shown(value)}")


def _check_value(_instance: Any, _attribute: Any, value: Any) -> None:
    if not isinstance(value, str) or not value or any(c.isspace() for c in value):
        raise NotationError(f"an input's value is text without spaces, such as 'c3', got {shown(value)}")


@attrs.frozen(order=True, repr=False)
class Input:
    """One click of a move: ``kind`` says what is chosen (``cell``, or a choice such as
    ``turn``, ``tile``, ``follower`` or ``action``), ``value`` which one, as text.

    Cells are named as the game names them (``c3`` on a square board, ``2,-1`` where the
    board grows without bounds). ``str()`` is ``kind:value``; :meth:`parse` reads it back.

    >>> Input("cell", "c3"), str(Input("turn", "1"))
    (Input('cell', 'c3'), 'turn:1')
    >>> Input.parse("action:swap") == Input("action", "swap")
    True

    :raises NotationError: if ``kind`` is not a lower-case word or ``value`` is empty or
        holds a space.
    """

    kind: str = attrs.field(validator=_check_kind)
    value: str = attrs.field(validator=_check_value)

    @classmethod
    def parse(cls, text: str) -> Input:
        """The input ``kind:value`` names.

        >>> Input.parse("cell:c3")
        Input('cell', 'c3')

        :raises NotationError: if ``text`` is not of the form ``kind:value``.
        """
        found = _TEXT.fullmatch(text) if isinstance(text, str) else None
        if found is None:
            raise NotationError(f"cannot read input {shown(text)}: expected kind:value, such as cell:c3")
        return cls(found[1], found[2])

    @property
    def is_cell(self) -> bool:
        """Whether the input is a cell of the board (``kind`` is ``cell``)."""
        return self.kind == "cell"

    def __str__(self) -> str:
        return f"{self.kind}:{self.value}"

    def __repr__(self) -> str:
        return f"Input({self.kind!r}, {self.value!r})"


def as_input(value: object) -> Input:
    """``value`` as an :class:`Input`: an input itself, or its text ``kind:value``.

    >>> as_input("cell:a1"), as_input(Input("action", "pass"))
    (Input('cell', 'a1'), Input('action', 'pass'))

    :raises NotationError: for anything else.
    """
    if isinstance(value, Input):
        return value
    if isinstance(value, str):
        return Input.parse(value)
    raise NotationError(f"an input is an Input or its text such as {quote('cell:c3')}, got {shown(value)}")
