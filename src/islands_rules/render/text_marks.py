"""What every game's text picture shares: the marks a front-end asks for, and the legend line.

A text picture takes the same marking options as the SVG (see
:meth:`~islands_rules.Game.render_text`): ``highlight`` (the cells that may be clicked),
``selected`` (the cells clicked so far) and ``last_move``. A cell's mark is one character
in the gap just left of it, the same in ASCII and Unicode pictures:

=====  ====================================  ==========
mark   the cell is                           priority
=====  ====================================  ==========
``>``  selected                              first
``*``  highlighted                           second
``!``  part of the last move                 third
=====  ====================================  ==========

A cell both selected and highlighted shows ``>``. Each game draws its own board and asks
:class:`TextMarks` which character goes left of each cell; a picture with any mark ends
with a legend line naming the marks it shows. (Islands, whose cells are blocks of five
characters by three lines, puts the mark in the block's top left corner.)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Generic, TypeVar

import attrs

__all__ = ["HIGHLIGHTED", "LAST_MOVE", "SELECTED", "TextMarks"]

CellT = TypeVar("CellT", bound=Hashable)

SELECTED = ">"
"""The mark left of a selected cell."""
HIGHLIGHTED = "*"
"""The mark left of a highlighted cell."""
LAST_MOVE = "!"
"""The mark left of a cell of the last move."""


@attrs.frozen
class TextMarks(Generic[CellT]):
    """The cells a text picture marks, by kind, as the game's own cell values.

    >>> marks = TextMarks.of(highlight=["b1", "c1"], selected=["b1"], last_move=["a1"])
    >>> [marks.mark(cell) for cell in ("a1", "b1", "c1", "d1")]
    ['!', '>', '*', ' ']
    >>> marks.row("1", ["L", ".", ".", "D"], ["a1", "b1", "c1", "d1"])
    '1!L>.*. D'
    >>> marks.legend()
    'marks left of a cell: > selected, * highlighted, ! last move'
    >>> TextMarks.of().legend() is None
    True
    """

    highlight: frozenset[CellT] = frozenset()
    selected: frozenset[CellT] = frozenset()
    last_move: frozenset[CellT] = frozenset()

    @classmethod
    def of(
        cls,
        *,
        highlight: Iterable[CellT] = (),
        selected: Iterable[CellT] = (),
        last_move: Iterable[CellT] = (),
    ) -> TextMarks[CellT]:
        """The marks of these cells (each an already checked cell of the game)."""
        return cls(frozenset(highlight), frozenset(selected), frozenset(last_move))

    def mark(self, cell: CellT, gap: str = " ") -> str:
        """The character left of ``cell``: its mark, or ``gap`` if it has none."""
        if cell in self.selected:
            return SELECTED
        if cell in self.highlight:
            return HIGHLIGHTED
        if cell in self.last_move:
            return LAST_MOVE
        return gap

    def row(self, label: str, fields: Sequence[str], cells: Sequence[CellT], gaps: Sequence[str] = ()) -> str:
        """One row of a board: ``label``, then each field with the gap before it (``gaps[i]``,
        a space where none is given) or the mark of its cell in place of that gap."""
        parts = [label]
        for index, (field, cell) in enumerate(zip(fields, cells, strict=True)):
            parts.append(self.mark(cell, gaps[index] if index < len(gaps) else " ") + field)
        return "".join(parts)

    def legend(self, *more: str, where: str = "left of a cell") -> str | None:
        """The legend line naming the marks shown and any ``more`` the game adds (such as
        what its glyphs mean), or ``None`` if there is nothing to explain; ``where`` says where
        a mark stands, for a game whose cells are blocks of text."""
        shown = [
            f"{character} {name}"
            for character, name, cells in (
                (SELECTED, "selected", self.selected),
                (HIGHLIGHTED, "highlighted", self.highlight),
                (LAST_MOVE, "last move", self.last_move),
            )
            if cells
        ]
        parts = [f"marks {where}: {', '.join(shown)}"] if shown else []
        parts += more
        return "; ".join(parts) or None
