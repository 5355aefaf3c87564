"""Islands' part of the front-end kit: the cells in play and how a turn is clicked
(:mod:`islands_rules.frontend.clicks` derives the rest).

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

from ..core.errors import NotationError
from ..frontend.inputs import Input
from ..frontend.view import grown_board
from .moves import Discard, Move, Place
from .state import State

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: State) -> dict[str, str | None]:
    """The cells in play on a map that grows without bounds (R7): each tile's cell with its
    type and quarter turns (``Dr0``), then each empty cell beside a tile (``None``), rows
    from the north, each from the west.

    >>> from islands_rules import islands
    >>> cell_contents(islands.new_game())
    {'0,1': None, '-1,0': None, '0,0': 'Dr0', '1,0': None, '0,-1': None}
    """
    return grown_board({(x, y): f"{kind}r{rotation}" for x, y, kind, rotation in state.tiles})


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


def inputs_move(state: State, inputs: tuple[Input, ...]) -> Move | None:
    """The placement of the drawn tile, legal or not, that a turn and a cell (and a follower)
    describe; ``None`` for anything else (the core then asks the rules why it is refused).

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), islands.Draw("V"))
    >>> inputs_move(state, (Input("turn", "1"), Input("cell", "5,5")))
    Place('V', 5, 5, 1)
    """
    kinds = [click.kind for click in inputs]
    if state.drawn is None or kinds not in (["turn", "cell"], ["turn", "cell", "follower"]):
        return None
    turn, cell = inputs[0].value, inputs[1].value
    follower = inputs[2].value if len(inputs) == 3 else "none"
    try:
        x, y = (int(number) for number in cell.split(","))
        return Place(state.drawn, x, y, int(turn), None if follower == "none" else follower)
    except (ValueError, NotationError):  # not a cell, turn or segment: nothing described
        return None


def why_input_refused(state: State, chosen: tuple[Input, ...], refused: Input) -> str | None:
    """``None``: the front-end kit explains a refused click from :func:`inputs_move` and the
    rules' reason (R7-R9), which says it best for Islands.

    >>> from islands_rules import islands
    >>> why_input_refused(islands.new_game(), (), Input("cell", "5,5")) is None
    True
    """
    return None
