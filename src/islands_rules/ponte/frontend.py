"""Ponte del Diavolo's part of the front-end kit: the board's cells, how a move is clicked
and why a click is refused (:mod:`islands_rules.frontend.clicks` derives the rest).

A pair of tiles is two empty cells, in either order (R10); a bridge is its two end tiles, in
either order (R11); the swap and the decline are choices (``action:swap``, ``action:pass``).
The cells decide which: a pair's cells are empty and a bridge's ends hold the mover's tiles,
so no two moves share a click sequence.

>>> import islands_rules as ir
>>> state = ir.ponte.setup_position(light=["a1", "c3"], dark=["e1", "e2"], rules=ir.ponte.Rules(board_size=5))
>>> [[str(click) for click in clicks] for clicks in move_inputs(state, ir.ponte.BuildBridge("a1", "c3"))]
[['cell:a1', 'cell:c3'], ['cell:c3', 'cell:a1']]
"""

from __future__ import annotations

from ..core.errors import NotationError
from ..frontend.inputs import Input
from ._cells import Cell
from ._reasons import explain_tile
from .moves import BuildBridge, Move, PlaceTiles, Swap, parse_move
from .rules import judge
from .state import GameState

__all__ = ["cell_contents", "inputs_move", "move_inputs", "why_input_refused"]


def cell_contents(state: GameState) -> dict[str, str | None]:
    """Every cell of the board (R1), ``a1`` first, with its tile's colour, ``bridge`` for a
    cell under a bridge (R12), or ``None`` if it is empty.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "a3"], dark=["j9", "j10"], light_bridges=["a1-a3"])
    >>> contents = cell_contents(state)
    >>> len(contents), contents["a1"], contents["a2"], contents["b1"]
    (100, 'light', 'bridge', None)
    """
    blocked = state.blocked_mask
    contents: dict[str, str | None] = {}
    for index, cell in enumerate(state.geometry.cells):
        colour = state.tile_at(cell)
        contents[str(cell)] = colour.value if colour else "bridge" if blocked >> index & 1 else None
    return contents


def move_inputs(state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
    """The click sequences that enter ``move``: both orders of its two cells, or its word.

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> move_inputs(state, ir.ponte.Decline())
    ((Input('action', 'pass'),),)
    """
    if isinstance(move, (PlaceTiles, BuildBridge)):
        one, two = (Input("cell", str(cell)) for cell in move.cells)
        return ((one, two), (two, one))
    return ((Input("action", str(move)),),)


def inputs_move(state: GameState, inputs: tuple[Input, ...]) -> Move | None:
    """Always ``None``: Ponte del Diavolo leaves it to the front-end kit to find the move
    that clicks enter among :func:`move_inputs`' sequences of the legal moves.

    >>> import islands_rules as ir
    >>> inputs_move(ir.new_game(), (Input("cell", "a1"), Input("cell", "b2"))) is None
    True
    """
    return None


def _reason(state: GameState, move: Move) -> str | None:
    """Why ``move`` is illegal in ``state``, naming the rule, or ``None`` if it is legal."""
    verdict = judge(state, move)
    return verdict if isinstance(verdict, str) else None


def _cell(state: GameState, click: Input) -> Cell | str:
    """The board cell ``click`` names, or why it names none."""
    try:
        cell = Cell.parse(click.value)
    except NotationError:
        return f"{click.value} is not a cell"
    if cell not in state.geometry.index_of:
        size = state.rules.board_size
        return f"{cell} is off the {size}x{size} board (R1)"
    return cell


def why_input_refused(state: GameState, chosen: tuple[Input, ...], click: Input) -> str | None:
    """Why ``click`` after ``chosen`` makes no legal move, naming the rule (R1, R5, R8-R17).

    A first click on an empty cell is refused for the tile that cannot go there (R8, R9,
    R12) or, failing that, for having no partner (R10); on one of the mover's tiles for its
    bridges (R11-R15). A second click is judged as the pair or bridge the two cells make.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     light=["a1", "a2", "b1", "c3"], dark=["e1", "e2", "d4", "d5"], rules=ir.ponte.Rules(board_size=5)
    ... )
    >>> why_input_refused(state, (), Input("cell", "b2"))
    'b2: the new island a1 a2 b1 b2 would touch c3 diagonally (distance rule, R9)'
    >>> why_input_refused(state, (Input("cell", "a1"),), Input("cell", "a3"))
    'a3 is not a light tile (R11)'
    """
    if not click.is_cell:
        if click.value == str(Swap()) or click.value == "pass":
            return _reason(state, parse_move(click.value))
        return f"{click} is no choice of Ponte del Diavolo: the choices are action:swap and action:pass"
    cell = _cell(state, click)
    if isinstance(cell, str):
        return cell
    colour = state.to_move
    if not chosen:
        if state.tile_at(cell) is colour:
            return _why_no_bridge_from(state, cell)
        left = state.tiles_left(colour)
        if left is not None and left < 2:
            return f"{colour} has fewer than two tiles left to place (R17)"
        return explain_tile(state, colour, state.geometry.index_of[cell]) or (
            f"no second {colour} tile can go with {cell} (R10)"
        )
    first = _cell(state, chosen[0])
    if isinstance(first, str):
        return first
    try:
        move: Move = BuildBridge(first, cell) if state.tile_at(first) is colour else PlaceTiles(first, cell)
    except NotationError as error:
        return str(error)
    return _reason(state, move)


def _why_no_bridge_from(state: GameState, cell: Cell) -> str:
    if state.bridges_left == 0:
        return "no bridges are left in the pool (R15)"
    if any(cell in bridge.cells for bridge in state.bridges()):
        return f"{cell} already carries a bridge (R13)"
    return f"no legal bridge starts from {cell} (R11-R14)"
