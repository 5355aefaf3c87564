"""How an Islands turn is clicked: the game's part of the front-end kit
(:mod:`islands_rules.core.clicks` derives the rest).

The tile is drawn by chance (R6), so a turn is three inputs: its turn in quarter turns
clockwise (``turn:1``), its cell (``cell:1,0``), then the follower's segment or none
(``follower:w2``, ``follower:none``, R9); a drawn tile that fits nowhere is discarded with
``action:discard`` (R8). Every placement ends with its follower choice, so no sequence
is the start of another.

>>> from islands_rules import islands
>>> move_inputs(None, islands.Place("V", 1, 0, 1, "w2"))
((Input('turn', '1'), Input('cell', '1,0'), Input('follower', 'w2')),)
"""

from __future__ import annotations

from ..core.inputs import Input
from .moves import Discard, Move, Place

__all__ = ["move_inputs"]


def move_inputs(state: object, move: Move) -> tuple[tuple[Input, ...], ...]:
    """The one click sequence that enters ``move``: turn, cell and follower, or ``action:discard``.

    >>> from islands_rules import islands
    >>> move_inputs(None, islands.Discard("C"))
    ((Input('action', 'discard'),),)
    """
    if isinstance(move, Place):
        cell = Input("cell", f"{move.x},{move.y}")
        return ((Input("turn", str(move.rotation)), cell, Input("follower", move.segment or "none")),)
    if isinstance(move, Discard):
        return ((Input("action", "discard"),),)
    return ((Input("action", str(move)),),)
