"""Diagrams: positions drawn for a rules page or a puzzle, which need not occur in play.

:func:`diagram_position` checks only what holds on the board, so a diagram may show a lone
tile, or light to move with no dark tile on the board, as the rules' own examples do.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.errors import shown
from ..core.positions import field_error
from ._cells import Cell, Colour
from ._setup import UNSET, Unset, board_position, supply
from .moves import BuildBridge
from .state import GameState, Phase, Rules

__all__ = ["diagram_position"]


def diagram_position(
    *,
    rules: Rules | None = None,
    light: Iterable[Cell | str] = (),
    dark: Iterable[Cell | str] = (),
    light_bridges: Iterable[BuildBridge | str] = (),
    dark_bridges: Iterable[BuildBridge | str] = (),
    to_move: Colour = Colour.LIGHT,
    phase: Phase = Phase.PLAY,
    light_tiles_left: int | Unset | None = UNSET,
    dark_tiles_left: int | Unset | None = UNSET,
    bridges_left: int | Unset | None = UNSET,
    light_declined: bool = False,
) -> GameState:
    """A position drawn for a diagram or a puzzle, which **may not occur in play**.

    Only what holds on the board is checked, as :func:`~islands_rules.ponte.setup_position`
    checks it: the cells, every group (R9), every bridge (R11-R14), supplies no larger than
    the rules give. The turns are not: a diagram may hold an odd number of tiles, have either
    colour to move in play, or hold back part of a supply (a supply given is kept; by
    default it is what the rules hold less what is on the board). The ply is the number of
    turns the board shows. Play goes on from a diagram as from any position, but its position
    string and JSON data describe a position no game reaches, so
    :func:`~islands_rules.read_position` and ``state_from_dict`` refuse them; use
    :func:`~islands_rules.ponte.setup_position` for a position to save.

    >>> import islands_rules as ir
    >>> state = ir.ponte.diagram_position(light=["a1"])  # the rules' P4: a lone light tile
    >>> ir.is_legal(state, "b2,j10"), state.to_move.value
    (True, 'light')
    >>> ir.read_position(ir.position_text(state), game="ponte")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: board ...: light has 1 tile on the board, but tiles are placed two ...

    :raises PositionError: if the board breaks a rule; its ``field`` names the argument.
    :raises NotationError: if a cell or bridge cannot be read.
    """
    rules = Rules() if rules is None else rules
    position = board_position(rules, light, dark, light_bridges, dark_bridges)
    light_mask, dark_mask = position.tiles
    bridges = position.bridges[0] | position.bridges[1]
    left = [
        supply("light_tiles_left", light_tiles_left, rules.tiles_per_colour, light_mask, exact=False),
        supply("dark_tiles_left", dark_tiles_left, rules.tiles_per_colour, dark_mask, exact=False),
    ]
    pool = supply("bridges_left", bridges_left, rules.bridges, bridges, exact=False)
    if not isinstance(to_move, Colour):
        raise field_error("to_move", f"to_move must be a Colour, got {shown(to_move)}")
    if not isinstance(phase, Phase) or phase in (Phase.OPENING, Phase.CHOICE):
        raise field_error(
            "phase", f"a diagram is in play or over, got {shown(phase)}: set the opening up with new_game"
        )
    declined = bool(light_declined)
    if declined and phase is Phase.PLAY and to_move is Colour.LIGHT:
        raise field_error("to_move", "after light declined, dark is to move (R18)")
    turns = (light_mask.bit_count() + dark_mask.bit_count() + 1) // 2 + bridges.bit_count() + declined
    position.to_move, position.phase, position.ply = to_move, phase, turns
    position.light_declined, position.swapped = declined, False
    position.left, position.bridges_left = left, pool
    return position.state()
