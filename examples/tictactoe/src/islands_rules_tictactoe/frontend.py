"""The game's clicks: a move is one click on an empty cell (R2)."""

from __future__ import annotations

from islands_rules import Input

from .moves import Mark
from .rules import judge
from .state import CELLS, GameState

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: GameState) -> dict[str, str | None]:
    """Every cell with its mark, ``x`` or ``o`` (``None`` if empty), in the order of :data:`CELLS`.

    >>> from islands_rules_tictactoe import GAME
    >>> contents = cell_contents(GAME.play(GAME.new_game(), "b2"))
    >>> contents["b2"], contents["a1"], len(contents)
    ('x', None, 9)
    """
    return {cell: None if mark == "." else mark for cell, mark in zip(CELLS, state.board, strict=True)}


def move_inputs(state: GameState, move: Mark) -> tuple[tuple[Input, ...], ...]:
    """The one way to enter ``move``: a click on its cell.

    >>> from islands_rules_tictactoe import new_game
    >>> move_inputs(new_game(), Mark("b2"))
    ((Input('cell', 'b2'),),)
    """
    return ((Input("cell", move.cell),),)


def inputs_move(state: GameState, inputs: tuple[Input, ...]) -> Mark | None:
    """The move a click on a cell of the board describes, legal or not; ``None`` for any
    other clicks.

    >>> from islands_rules_tictactoe import new_game
    >>> inputs_move(new_game(), (Input("cell", "c3"),)), inputs_move(new_game(), (Input("cell", "d4"),))
    (Mark('c3'), None)
    """
    if len(inputs) == 1 and inputs[0].is_cell and inputs[0].value in CELLS:
        return Mark(inputs[0].value)
    return None


def why_input_refused(state: GameState, chosen: tuple[Input, ...], refused: Input) -> str | None:
    """Why ``refused`` may not be clicked, naming the rule: a cell off the board (R1), a cell
    taken (R2), anything but a cell (R2), or the game is over (R3, R4).

    >>> from islands_rules_tictactoe import GAME
    >>> state = GAME.play(GAME.new_game(), "b2")
    >>> why_input_refused(state, (), Input("cell", "b2"))
    'b2 already holds x: a mark goes on an empty cell (R2)'
    >>> why_input_refused(state, (), Input("cell", "d4"))
    'd4 is off the board: the cells are a1 to c3 (R1)'
    >>> why_input_refused(state, (), Input("cell", "a1")) is None
    True
    """
    if not refused.is_cell:
        return f"a move is a click on an empty cell, not {refused} (R2)"
    if refused.value not in CELLS:
        return f"{refused.value} is off the board: the cells are a1 to c3 (R1)"
    verdict = judge(state, Mark(refused.value))
    return verdict if isinstance(verdict, str) else None
