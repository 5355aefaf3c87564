"""Translation between the engine's values and the reference implementation's plain data."""

from __future__ import annotations

import dataclasses

import islands_rules as ir
from ponte.reference import Move as RefMove
from ponte.reference import RefPosition


def cell_point(cell: ir.ponte.Cell) -> tuple[int, int]:
    return (cell.column, cell.row)


def to_reference(state: ir.ponte.GameState) -> RefPosition:
    """The reference position equal to ``state``."""
    return RefPosition(
        size=state.rules.board_size,
        light=frozenset(map(cell_point, state.tiles(ir.ponte.Colour.LIGHT))),
        dark=frozenset(map(cell_point, state.tiles(ir.ponte.Colour.DARK))),
        bridges=frozenset(
            (colour.value, frozenset(map(cell_point, bridge.cells)))
            for colour in ir.ponte.Colour
            for bridge in state.bridges(colour)
        ),
        to_move=state.to_move.value,
        phase=state.phase.value,
        light_tiles_left=state.light_tiles_left,
        dark_tiles_left=state.dark_tiles_left,
        bridges_left=state.bridges_left,
        light_declined=state.light_declined,
    )


def to_reference_move(move: ir.ponte.Move) -> RefMove:
    if isinstance(move, ir.ponte.PlaceTiles):
        return ("place", frozenset(map(cell_point, move.cells)))
    if isinstance(move, ir.ponte.BuildBridge):
        return ("bridge", frozenset(map(cell_point, move.cells)))
    return ("swap",) if isinstance(move, ir.ponte.Swap) else ("pass",)


def same_position(state: ir.ponte.GameState, position: RefPosition) -> bool:
    """Whether the engine state and the reference position agree (``to_move`` only while running)."""
    mine = to_reference(state)
    if state.is_over:  # whose turn it is means nothing once the game is over
        mine = dataclasses.replace(mine, to_move=position.to_move)
    return mine == position
