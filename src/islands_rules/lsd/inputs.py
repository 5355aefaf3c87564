"""How an LSD move is clicked: the game's part of the front-end kit
(:mod:`islands_rules.core.clicks` derives the rest).

A placement is three inputs (R7-R11): the tile's type (``tile:ne+``), its turn as the sides
that carry half-dots once turned (``turn:es``), then its cell (``cell:2,-1``). The turned
sides name each orientation once, however symmetric the tile. A pass is ``action:pass`` (R17).

>>> from islands_rules import lsd
>>> move_inputs(lsd.new_game(), lsd.Placement("es", "+", 2, -1))
((Input('tile', 'ne+'), Input('turn', 'es'), Input('cell', '2,-1')),)
"""

from __future__ import annotations

from ..core.inputs import Input
from .moves import Move, Placement
from .state import GameState

__all__ = ["move_inputs"]


def move_inputs(state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
    """The one click sequence that enters ``move``: tile, turn and cell, or ``action:pass``.

    >>> from islands_rules import lsd
    >>> move_inputs(lsd.new_game(), lsd.Pass())
    ((Input('action', 'pass'),),)
    """
    if isinstance(move, Placement):
        cell = Input("cell", f"{move.x},{move.y}")
        return ((Input("tile", move.type), Input("turn", move.sides), cell),)
    return ((Input("action", str(move)),),)
