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
from ._tiles import TYPES, pattern_of, sides_mask, sides_text
from .moves import Move, Pass, Placement
from .rules import judge
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
    """Why ``refused`` may not be clicked after ``chosen``, in words and naming the rule: a
    tile type that does not exist (R4) or is used up (R11), a turn the type does not have
    (R4), a cell clicked before the tile and its turn (R7) or already taken (R9); ``None``
    once a tile, a turn and a cell describe a placement, which the rules
    (:func:`~islands_rules.lsd.why_illegal`) judge.

    >>> from islands_rules import lsd
    >>> state = lsd.play(lsd.new_game(), "e+@0,0")
    >>> why_input_refused(state, (), Input("cell", "1,0"))
    'first choose a tile, then its turn, then its cell (R7)'
    >>> why_input_refused(state, (Input("tile", "n+"),), Input("turn", "ew"))
    'ew is not a turn of an n+ tile: its half-dots are on one side (R4)'
    """
    name = state.player_to_move
    if refused.kind == "action":
        if refused.value == "pass":
            return judge(state, Pass())
        return f"LSD has no {refused.value}: a turn is a tile or pass (R7)"
    at = len(chosen)
    if refused.kind == "tile":
        if at:
            return "the tile is chosen; now choose its turn, then its cell (R7)"
        if refused.value not in TYPES:
            return f"there is no tile type {refused.value}: the types are {' '.join(TYPES)} (R4)"
        if not state.supply(state.to_move)[refused.value]:
            return f"{name} has no {refused.value} tile left (R11)"
        return f"no {refused.value} tile of {name}'s fits anywhere on the field (R9, R10)"
    if refused.kind == "turn":
        if at != 1:
            return "first choose a tile, then its turn, then its cell (R7)"
        tile = chosen[0].value
        if not _sides_ok(refused.value) or pattern_of(refused.value) != tile[:-1]:
            return f"{refused.value} is not a turn of {_a(tile)} tile: {_DOTS[tile[:-1]]} (R4)"
        return f"no cell takes {_a(tile)} tile turned {refused.value} (R9, R10)"
    if not refused.is_cell:
        return (
            f"there is no {refused.kind} to choose in LSD: a turn is a tile, its turn and a cell, "
            "or pass (R7)"
        )
    try:
        x, y = (int(number) for number in refused.value.split(","))
    except ValueError:
        return f"{refused.value} is no cell: a cell is x,y, two whole numbers (R6)"
    if at != 2:
        if state.tile_at((x, y)) is not None:
            return f"{x},{y} is taken; a tile goes on an empty cell (R9)"
        return "first choose a tile, then its turn, then its cell (R7)"
    return None


_DOTS = {
    "n": "its half-dots are on one side",
    "ne": "its half-dots are on two sides next to each other",
    "ns": "its half-dots are on two opposite sides",
    "nes": "its half-dots are on three sides",
    "nesw": "its half-dots are on all four sides",
}


def _a(tile: str) -> str:
    return ("an " if tile[0] == "n" else "a ") + tile


def _sides_ok(text: str) -> bool:
    try:
        return sides_mask(text) != 0 and sides_text(sides_mask(text)) == text
    except ValueError:
        return False
