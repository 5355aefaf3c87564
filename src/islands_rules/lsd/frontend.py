"""LSD's part of the front-end kit: the cells in play and how a move is clicked
(:mod:`islands_rules.frontend.clicks` derives the rest).

A placement is three inputs (R7-R11): the tile's type (``tile:ne+``), its turn as the sides
that carry half-dots once turned (``turn:es``), then its cell (``cell:2,-1``). The turned
sides name each orientation once, however symmetric the tile. A pass is ``action:pass`` (R17).

>>> from islands_rules import lsd
>>> move_inputs(lsd.new_game(), lsd.Placement("es", "+", 2, -1))
((Input('tile', 'ne+'), Input('turn', 'es'), Input('cell', '2,-1')),)
"""

from __future__ import annotations

from ..core.errors import NotationError
from ..frontend.inputs import Input
from ..frontend.view import grown_board
from .moves import Move, Placement
from .state import GameState

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: GameState) -> dict[str, str | None]:
    """The cells in play on a board that grows without bounds (R6): each tile's cell with
    its owner, sides and icon (``red ne+``), then each empty cell beside a tile (``None``),
    rows from the north, each from the west.

    >>> from islands_rules import lsd
    >>> contents = cell_contents(lsd.play(lsd.new_game(), "e+@0,0"))
    >>> contents
    {'0,1': None, '-1,0': None, '0,0': 'red e+', '1,0': None, '0,-1': None}
    """
    return grown_board(
        {cell: f"{tile.owner} {tile.sides}{tile.icon}" for cell, tile in state.tiles().items()}
    )


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


def inputs_move(state: GameState, inputs: tuple[Input, ...]) -> Move | None:
    """The placement, legal or not, that a tile, a turn and a cell describe; ``None`` for
    anything else (the core then asks the rules why it is refused).

    >>> from islands_rules import lsd
    >>> inputs_move(lsd.new_game(), (Input("tile", "ne+"), Input("turn", "es"), Input("cell", "1,0")))
    Placement('es', '+', 1, 0)
    """
    if [click.kind for click in inputs] != ["tile", "turn", "cell"]:
        return None
    tile, turn, cell = (click.value for click in inputs)
    try:
        x, y = (int(number) for number in cell.split(","))
        return Placement(turn, tile[-1], x, y)
    except (ValueError, NotationError):  # not a cell, or no turn of a tile: nothing described
        return None


def why_input_refused(state: GameState, chosen: tuple[Input, ...], refused: Input) -> str | None:
    """Always ``None``: the front-end kit explains a refused click in general terms, and the
    rules (:func:`~islands_rules.lsd.why_illegal`) explain a refused placement once its cell
    is clicked.

    >>> from islands_rules import lsd
    >>> why_input_refused(lsd.new_game(), (), Input("cell", "5,5")) is None
    True
    """
    return None
