"""Isaac's part of the front-end kit: the board's squares and how a move is clicked
(:mod:`islands_rules.frontend.clicks` derives the rest).

A placement is the bar's two end squares, in either order (R7); a removal is one click on
any square of the mover's bar (R13-R16), then the choice of how far to advance the counter
(``advance:5``, from 0 to the points scored, R17); a pass is the choice ``action:pass`` (R8,
R18). Placements and removals never share a turn, so no two moves share a click sequence.

>>> from islands_rules import isaac
>>> [[str(click) for click in clicks] for clicks in move_inputs(isaac.new_game(), isaac.Place("c3", "c5"))]
[['cell:c3', 'cell:c5'], ['cell:c5', 'cell:c3']]
"""

from __future__ import annotations

from ..core.errors import NotationError
from ..frontend.inputs import Input
from .moves import Move, Place, Remove, cell_name, cell_point
from .state import GameState

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: GameState) -> dict[str, str | None]:
    """Every square of the board, ``a1`` first along the row, with the owner and the bar
    covering it (``dark c3-g3``), or ``None`` if it is empty.

    >>> from islands_rules import isaac
    >>> contents = cell_contents(isaac.play(isaac.new_game(), "c3-g3"))
    >>> len(contents), contents["e3"], contents["e4"]
    (100, 'dark c3-g3', None)
    """
    contents: dict[str, str | None] = dict.fromkeys(state.geometry.names)
    for player, bar in state.placed():
        for square in _squares(bar.start, bar.end):
            contents[square] = f"{player} {bar}"
    return contents


def _squares(start: str, end: str) -> tuple[str, ...]:
    """The squares of a bar from ``start`` to ``end`` (in written form, so ``start`` is lower)."""
    (c1, r1), (c2, r2) = cell_point(start), cell_point(end)
    return tuple(cell_name(column, row) for column in range(c1, c2 + 1) for row in range(r1, r2 + 1))


def move_inputs(state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
    """The click sequences that enter ``move``: a placement's two ends in either order, any
    one square of a removed bar then its advance, or ``action:pass``.

    >>> from islands_rules import isaac
    >>> removal = isaac.Remove("a1", "a2", 4)
    >>> [[str(click) for click in clicks] for clicks in move_inputs(isaac.new_game(), removal)]
    [['cell:a1', 'advance:4'], ['cell:a2', 'advance:4']]
    """
    if isinstance(move, Place):
        one, two = Input("cell", move.start), Input("cell", move.end)
        return ((one, two), (two, one))
    if isinstance(move, Remove):
        advance = Input("advance", str(move.advance))
        return tuple((Input("cell", square), advance) for square in _squares(move.start, move.end))
    return ((Input("action", str(move)),),)


def inputs_move(state: GameState, inputs: tuple[Input, ...]) -> Move | None:
    """The placement, legal or not, that two squares describe as its ends; ``None`` for
    anything else (the core then asks the rules why it is refused).

    >>> from islands_rules import isaac
    >>> inputs_move(isaac.new_game(), (Input("cell", "c3"), Input("cell", "c9")))
    Place('c3', 'c9')
    """
    if len(inputs) != 2 or not all(click.is_cell for click in inputs):
        return None
    try:
        return Place(inputs[0].value, inputs[1].value)
    except NotationError:  # not squares, or not in one line: no bar described
        return None


def why_input_refused(state: GameState, chosen: tuple[Input, ...], refused: Input) -> str | None:
    """Always ``None``: the front-end kit explains a refused click in general terms, or from
    :func:`~islands_rules.isaac.why_illegal` on the bar :func:`inputs_move` describes.

    >>> from islands_rules import isaac
    >>> why_input_refused(isaac.new_game(), (), Input("cell", "c3")) is None
    True
    """
    return None
