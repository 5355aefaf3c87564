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

from ..core.errors import NotationError, PositionError
from ..frontend.inputs import Input
from .moves import Move, Pass, Place, Remove, cell_name, cell_point
from .rules import judge
from .state import GameState, Phase

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
    """Why ``refused`` may not be clicked after ``chosen``, in words and naming the rule: a
    square off the board or covered (R7), a square of no tile of the mover's (R13, R14), an
    advance too far or out of turn (R17), a placement or removal in the wrong phase (R5);
    ``None`` where the rules (:func:`~islands_rules.isaac.why_illegal`) judge the bar that
    two squares describe.

    >>> from islands_rules import isaac
    >>> state = isaac.play(isaac.new_game(), "c3-g3")
    >>> why_input_refused(state, (), Input("cell", "k1"))
    'k1 is off the 10×10 board (R7)'
    >>> why_input_refused(state, (), Input("cell", "d3"))
    'd3 is covered by dark c3-g3 (R7)'
    >>> why_input_refused(state, (), Input("advance", "3"))
    'an advance follows a removal, in the scoring phase (R5, R17)'
    """
    name = str(state.to_move)
    if refused.kind == "action":
        return (
            _reason(state, Pass())
            if refused.value == "pass"
            else f"Isaac has no {refused.value}: a turn is a tile or pass (R5)"
        )
    if refused.kind == "advance":
        if state.phase is Phase.PLACEMENT or not chosen:
            return "an advance follows a removal, in the scoring phase (R5, R17)"
        try:
            bar = _bar_at(state, chosen[0].value)
            return _reason(state, Remove(bar.start, bar.end, int(refused.value)))
        except (ValueError, NotationError, PositionError):
            return f"{refused.value} is no advance: an advance is a whole number of points (R17)"
    if not refused.is_cell:
        return (
            f"there is no {refused.kind} to choose in Isaac: a turn is a tile's two end squares, "
            "a tile and its advance, or pass (R5)"
        )
    square = refused.value
    try:
        column, row = cell_point(square)
    except NotationError:
        return f"{square} is no square: a square is a column letter and a row number (R1)"
    size = state.rules.size
    if column >= size or row >= size:
        return (
            f"{square} is off the {size}×{size} board ({'R7' if state.phase is Phase.PLACEMENT else 'R13'})"
        )
    if state.phase is Phase.SCORING:
        if chosen:
            return f"{chosen[0].value} chose the tile to remove; now choose how far to advance (R17)"
        owner = state.owner(square)
        if owner is None:
            return f"{square} is empty; a removal takes one of {name}'s tiles (R13)"
        bar = _bar_at(state, square)
        if owner is not state.to_move:
            return f"{square} is under {owner}'s {bar}; a removal takes one of {name}'s own tiles (R13)"
        return _reason(state, Remove(bar.start, bar.end, 0))
    if chosen and inputs_move(state, (*chosen, refused)) is not None:
        return None  # two ends: the rules judge the bar
    if state.owner(square) is not None:
        return f"{square} is covered by {state.owner(square)} {_bar_at(state, square)} (R7)"
    if chosen:
        return f"{chosen[0].value} and {square} are not the ends of a tile in one row or column (R7)"
    if state.to_move is not None and not state.unplaced(state.to_move):
        return f"{name} has no unplaced tile left (R7, R8)"
    return f"no unplaced tile of {name}'s fits with an end on {square} (R7)"


def _reason(state: GameState, move: Move) -> str | None:
    judged = judge(state, move)
    return judged if isinstance(judged, str) else None


def _bar_at(state: GameState, square: str) -> Place:
    """The tile covering ``square``.

    :raises PositionError: if none does.
    """
    for _, bar in state.placed():
        if square in _squares(bar.start, bar.end):
            return bar
    raise PositionError(f"no tile covers {square}")
