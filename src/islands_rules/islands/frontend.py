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
from .moves import Discard, Move, Place, cell_text
from .rules import judge
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
    """Why ``refused`` may not be clicked after ``chosen``, in words and naming the rule: a
    click out of the order turn, cell, piece (R7, R9), a cell that holds a tile (R7), a turn
    that fits nowhere (R7), a discard of a tile that fits (R8); ``None`` once a turn and a
    cell describe a placement, which the rules (:func:`~islands_rules.islands.why_illegal`)
    judge.

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), islands.Draw("V"))
    >>> why_input_refused(state, (), Input("cell", "0,0"))
    '(0, 0) already holds a tile (R7)'
    >>> why_input_refused(state, (), Input("follower", "w1"))
    'first choose how V is turned, then its cell, then where a piece goes (R7, R9)'
    """
    order = f"first choose how {state.drawn} is turned, then its cell, then where a piece goes (R7, R9)"
    at = len(chosen)
    if refused.kind == "action":
        if refused.value == "discard" and state.drawn is not None:
            judged = judge(state, Discard(state.drawn))
            return judged if isinstance(judged, str) else None
        return f"Islands has no {refused.value}: a turn places the tile drawn, or discards it (R7, R8)"
    if refused.kind == "turn":
        if at:
            return "the turn is chosen; now choose the cell, then where a piece goes (R7, R9)"
        if refused.value not in ("0", "1", "2", "3"):
            return f"{refused.value} is no turn: a tile turns 0 to 3 quarter turns clockwise (R7)"
        return f"{state.drawn} turned {refused.value} fits on no empty cell next to a tile (R7)"
    if refused.is_cell:
        try:
            x, y = (int(number) for number in refused.value.split(","))
        except ValueError:
            return f"{refused.value} is no cell: a cell is x,y, two whole numbers (R1)"
        if (x, y) in state.board.at:
            return f"{cell_text(x, y)} already holds a tile (R7)"
        return order if at != 1 else None
    if refused.kind == "follower":
        return order if at != 2 else None
    return (
        f"there is no {refused.kind} to choose in Islands: a turn is the tile's rotation, its cell "
        "and a piece, or a discard (R7-R9)"
    )
