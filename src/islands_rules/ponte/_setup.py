"""Positions set up by hand: :func:`setup_position` builds any position a game could reach,
checking every rule that holds on the board (the start of a game is
:func:`~islands_rules.ponte.state.new_game`)."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

from ..core.errors import NotationError, shown
from ..core.positions import field_error
from ._cells import Cell, Colour
from ._position import Position, island_halo
from .moves import BuildBridge, parse_move
from .rules import judge
from .state import GameState, Phase, Rules, new_game

__all__ = ["setup_position"]


class _Unset(enum.Enum):
    """Marks a supply count left to :func:`setup_position` to work out."""

    FROM_RULES = "from the rules"


_UNSET = _Unset.FROM_RULES


def setup_position(
    *,
    rules: Rules | None = None,
    light: Iterable[Cell | str] = (),
    dark: Iterable[Cell | str] = (),
    light_bridges: Iterable[BuildBridge | str] = (),
    dark_bridges: Iterable[BuildBridge | str] = (),
    to_move: Colour = Colour.LIGHT,
    phase: Phase = Phase.PLAY,
    light_tiles_left: int | _Unset | None = _UNSET,
    dark_tiles_left: int | _Unset | None = _UNSET,
    bridges_left: int | _Unset | None = _UNSET,
    light_declined: bool = False,
    swapped: bool = False,
    ply: int | None = None,
) -> GameState:
    """A position set up by hand, for puzzles, tests and diagrams.

    Supplies default to what the rules hold minus what is on the board; give a count to
    override. The position is checked: every group keeps R9, every bridge R11-R14, and
    the counts fit the rules. The ply is counted from the board (every placement, bridge,
    swap and decline is a turn); give it to have it checked (one more than counted in a
    game dark ended by declining). Position strings (:func:`~islands_rules.ponte.read_position`)
    and JSON data are read through this function, so all three accept the same positions.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "a2"], dark=["c3"])
    >>> state.light_tiles_left, state.ply
    (37, 2)

    :raises PositionError: if no game could contain the position; a
        its ``field`` names the argument.
    :raises NotationError: if a cell or bridge cannot be read.
    """
    rules = Rules() if rules is None else rules
    state = new_game(rules)
    geo = state.geometry
    masks, halos = {}, {}
    for colour, cells in ((Colour.LIGHT, light), (Colour.DARK, dark)):
        mask = 0
        for cell in _listed(colour.value, cells):
            cell = cell if isinstance(cell, Cell) else Cell.parse(cell)
            index = geo.index_of.get(cell)
            if index is None:
                raise field_error(colour.value, f"{cell} is off the {geo.size}x{geo.size} board")
            if mask >> index & 1:
                raise field_error(colour.value, f"{cell} is listed twice for {colour}")
            mask |= 1 << index
        masks[colour] = mask
    if masks[Colour.LIGHT] & masks[Colour.DARK]:
        both = geo.mask_cells(masks[Colour.LIGHT] & masks[Colour.DARK])[0]
        raise field_error("dark", f"{both} holds both a light and a dark tile")
    for colour, mask in masks.items():
        halos[colour] = 0
        for group in geo.groups(mask):
            halos[colour] |= island_halo(geo, group)
            names = " ".join(map(str, geo.mask_cells(group)))
            if group.bit_count() > 4:
                raise field_error(
                    colour.value, f"{colour} group {names} has {group.bit_count()} tiles; at most 4 (R9)"
                )
            if group.bit_count() == 4 and geo.halo(group) & mask:
                touched = geo.mask_cells(geo.halo(group) & mask)[0]
                raise field_error(
                    colour.value, f"{colour} island {names} touches {touched} (distance rule, R9)"
                )
    position = Position(state)
    position.tiles = [masks[Colour.LIGHT], masks[Colour.DARK]]
    position.halo = [halos[Colour.LIGHT], halos[Colour.DARK]]
    position.derive_bridges()
    position.phase, position.bridges_left = Phase.PLAY, None  # each bridge is checked without a pool limit
    for index, (colour, bridges) in enumerate(((Colour.LIGHT, light_bridges), (Colour.DARK, dark_bridges))):
        for given in _listed(f"{colour}_bridges", bridges):
            try:
                bridge = given if isinstance(given, BuildBridge) else parse_move(given)
            except NotationError as error:
                raise field_error(f"{colour}_bridges", f"bridge {shown(given)}: {error}") from None
            if not isinstance(bridge, BuildBridge):
                raise field_error(f"{colour}_bridges", f"{shown(given)} is not a bridge")
            # Each bridge is checked as if its colour built it now.
            position.to_move = colour
            reason = judge(position.state(), bridge)
            if isinstance(reason, str):
                raise field_error(f"{colour}_bridges", f"{colour} bridge {bridge}: {reason}")
            a, b = (geo.index_of[cell] for cell in bridge.cells)
            position.bridge(geo, index, geo.bridge_index[(a, b)])
    placed = position.bridges[0] | position.bridges[1]
    light_left = _supply("light_tiles_left", light_tiles_left, rules.tiles_per_colour, masks[Colour.LIGHT])
    dark_left = _supply("dark_tiles_left", dark_tiles_left, rules.tiles_per_colour, masks[Colour.DARK])
    pool = _supply("bridges_left", bridges_left, rules.bridges, placed)
    if not isinstance(to_move, Colour) or not isinstance(phase, Phase):
        raise field_error(
            "to_move" if not isinstance(to_move, Colour) else "phase",
            "to_move must be a Colour and phase a Phase",
        )
    _check_phase(
        phase,
        to_move,
        masks[Colour.LIGHT].bit_count(),
        masks[Colour.DARK].bit_count(),
        placed.bit_count(),
        swapped=bool(swapped),
        light_declined=bool(light_declined),
    )
    tiles_on_board = masks[Colour.LIGHT].bit_count() + masks[Colour.DARK].bit_count()
    position.to_move, position.phase = to_move, phase
    position.light_declined, position.swapped = bool(light_declined), bool(swapped)
    position.ply = _ply(
        ply, tiles_on_board // 2 + placed.bit_count() + bool(swapped) + bool(light_declined), phase
    )
    position.left, position.bridges_left = [light_left, dark_left], pool
    return position.state()


def _supply(name: str, given: int | _Unset | None, total: int | None, used_mask: int) -> int | None:
    """A supply count for :func:`setup_position`: the given one, checked, or the rest."""
    used = used_mask.bit_count()
    if total is not None and used > total:
        pieces = "bridges" if name == "bridges_left" else f"{name.split('_')[0]} tiles"
        raise field_error(name, f"{used} {pieces} on the board, but the rules give only {total} (R2)")
    if given is _UNSET:
        return None if total is None else total - used
    if given is not None and (type(given) is not int or given < 0):
        raise field_error(name, f"{name} must be None or a count of at least 0, got {shown(given)}")
    if total is None and given is not None:
        raise field_error(
            name, f"{name} must be None (unlimited) under rules without a limit, got {shown(given)}"
        )
    if total is not None and (given is None or given + used > total):
        raise field_error(name, f"{name}={shown(given)} with {used} on the board exceeds the rules' {total}")
    return given


def _ply(given: int | None, counted: int, phase: Phase) -> int:
    """The ply of :func:`setup_position`: the turns counted from the board, or the one given
    if it is that, or one more in a game dark ended by declining (nothing on the board tells)."""
    if given is None:
        return counted
    if type(given) is not int or given < 0:
        raise field_error("ply", f"must be None or a count of at least 0, got {shown(given)}")
    if given != counted and not (phase is Phase.OVER and given == counted + 1):
        also = f" or {counted + 1} (a game dark ended by declining)" if phase is Phase.OVER else ""
        raise field_error("ply", f"must be {counted}{also} for this position, got {shown(given)}")
    return given


def _listed(name: str, given: object) -> list[Any]:
    """The items of an argument that lists cells or bridges; a lone string is refused, since
    iterating it would read its letters as cells."""
    if isinstance(given, str | bytes) or not isinstance(given, Iterable):
        raise field_error(
            name, f"{name} must list cells or bridges, such as ['a1', 'b2'], got {shown(given)}"
        )
    return list(given)


def _check_phase(
    phase: Phase, to_move: Colour, light: int, dark: int, bridges: int, *, swapped: bool, light_declined: bool
) -> None:
    """The phase, the player to move and the flags fit the board (R4-R6, R18).

    Hand-made positions in the play phase may hold any counts (puzzles need not be reachable
    turn by turn), but the opening and the colour choice are exact moments of a game.
    """
    if phase is Phase.OPENING and (
        light or dark or bridges or to_move is Colour.DARK or swapped or light_declined
    ):
        raise field_error(
            "phase", "the opening phase is an empty board with light to move, before any swap (R4)"
        )
    if phase is Phase.CHOICE and (light != 2 or dark or bridges or swapped or light_declined):
        raise field_error(
            "phase", "the choice phase comes right after the opening: two light tiles and nothing else (R5)"
        )
    # Once the game is over, whose turn it would be means nothing (R18).
    if (phase is Phase.CHOICE or (light_declined and phase is not Phase.OVER)) and to_move is Colour.LIGHT:
        raise field_error(
            "to_move", f"in the {phase.value} phase, or after light declined, dark is to move (R5, R18)"
        )
