"""The clicks of a game without a board: every move is one choice, its token.

A game whose moves are no places on a board (a card game, a toy of the tests) hands this
module to :class:`~islands_rules.Game` as its ``frontend``.

>>> from islands_rules.frontend import boardless
>>> boardless.move_inputs(None, "pass")
((Input('action', 'pass'),),)
"""

from __future__ import annotations

from ..core.errors import shown
from .inputs import Input

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: object) -> dict[str, str | None]:
    """No cells: ``{}``.

    >>> cell_contents(None)
    {}
    """
    return {}


def move_inputs(state: object, move: object) -> tuple[tuple[Input, ...], ...]:
    """One way to enter ``move``: its token as an ``action`` choice.

    >>> move_inputs(None, "claim")
    ((Input('action', 'claim'),),)
    """
    token = shown(move) if type(move) is int else str(move)  # Python prints no huge int
    return ((Input("action", token),),)


def inputs_move(state: object, inputs: tuple[Input, ...]) -> None:
    """No move is described by a partial choice: ``None`` (the front-end kit explains refusals).

    >>> inputs_move(None, ())
    """
    return


def why_input_refused(state: object, chosen: tuple[Input, ...], refused: Input) -> None:
    """Nothing to add to the front-end kit's own words: ``None``.

    >>> why_input_refused(None, (), Input("action", "x"))
    """
    return
