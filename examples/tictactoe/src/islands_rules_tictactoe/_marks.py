"""The cells a picture marks (``highlight``, ``selected``, ``last_move``), read once for the
text picture and the SVG alike."""

from __future__ import annotations

from typing import Any

from islands_rules import RenderError
from islands_rules.core.data import shown
from islands_rules.render.options import PictureOptions

from .moves import Mark, parse_move
from .state import CELLS

__all__ = ["marked_cells"]


def _cells(what: str, given: tuple[Any, ...]) -> frozenset[str]:
    for cell in given:
        if not isinstance(cell, str) or cell.lower() not in CELLS:
            raise RenderError(f"{what}: {shown(cell)} is no cell of the board, a1 to c3 (R1)")
    return frozenset(cell.lower() for cell in given)


def marked_cells(options: PictureOptions) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The cells to highlight, those selected, and the last move's cell, read from ``options``.

    >>> from islands_rules.render.options import picture_options
    >>> from islands_rules_tictactoe.text import TEXT_OPTIONS
    >>> marked_cells(picture_options("render_text", TEXT_OPTIONS, {"highlight": ["A1"], "last_move": "b2"}))
    (frozenset({'a1'}), frozenset(), frozenset({'b2'}))

    :raises RenderError: for a cell that is not on the board, or a last move that is no move.
    :raises NotationError: for a last move given as text that is no move.
    """
    last = options.last_move
    if isinstance(last, str):
        last = parse_move(last)
    if last is not None and not isinstance(last, Mark):
        raise RenderError(f"last_move must be a move, its notation or None, got {shown(last)}")
    return (
        _cells("highlight", options.highlight),
        _cells("selected", options.selected),
        frozenset() if last is None else frozenset({last.cell}),
    )
