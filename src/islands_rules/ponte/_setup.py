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
from ._position import COLOURS, Position, island_halo
from ._turns import check_declines, turns
from .moves import BuildBridge, parse_move
from .rules import judge
from .state import GameState, Phase, Rules, new_game

__all__ = ["UNSET", "Unset", "board_position", "setup_position", "supply"]


class Unset(enum.Enum):
    """Marks a supply count left to :func:`setup_position` to work out."""

    FROM_RULES = "from the rules"


UNSET = Unset.FROM_RULES


def setup_position(
    *,
    rules: Rules | None = None,
    light: Iterable[Cell | str] = (),
    dark: Iterable[Cell | str] = (),
    light_bridges: Iterable[BuildBridge | str] = (),
    dark_bridges: Iterable[BuildBridge | str] = (),
    to_move: Colour | None = None,
    phase: Phase | None = None,
    light_tiles_left: int | Unset | None = UNSET,
    dark_tiles_left: int | Unset | None = UNSET,
    bridges_left: int | Unset | None = UNSET,
    light_declined: bool = False,
    swapped: bool = False,
    ply: int | None = None,
) -> GameState:
    """A position set up by hand, for puzzles, tests and diagrams: exactly the positions some
    game reaches.

    The position is checked: every group keeps R9, every bridge R11-R14; each colour has an
    even number of tiles (two a turn, R4, R7) and the turns they took alternate (light's
    placements, bridges and decline less dark's placements and bridges is 0 with light to
    move or 1 with dark to move, a swap counted as dark's turn, R5-R7); the game is over only
    after dark's decline, or after dark's last turn once light declined (R18); and each
    decline was allowed (R17). The phase (``None``: the opening, the choice or play, as the
    board shows; give :attr:`Phase.OVER <islands_rules.ponte.Phase.OVER>` for an ended game),
    the colour to move, the supplies (what the rules hold less what is on the board) and the
    ply follow from the board; each may be given, and is then checked. Position strings
    (:func:`~islands_rules.ponte.read_position`) and JSON data are read through this function,
    so all three accept the same positions.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "a2", "j10"], dark=["c3", "h8"])
    >>> state.light_tiles_left, state.to_move.value, state.ply
    (36, 'dark', 3)
    >>> ir.ponte.setup_position(light=["a1"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: light has 1 tile on the board, but tiles are placed two at a ...

    :raises PositionError: if no game reaches the position; its ``field`` names the argument
        at fault.
    :raises NotationError: if a cell or bridge cannot be read.
    """
    rules = Rules() if rules is None else rules
    position = board_position(rules, light, dark, light_bridges, dark_bridges)
    placed = position.bridges[0] | position.bridges[1]
    masks = dict(zip(COLOURS, position.tiles, strict=True))
    light_left = supply("light_tiles_left", light_tiles_left, rules.tiles_per_colour, masks[Colour.LIGHT])
    dark_left = supply("dark_tiles_left", dark_tiles_left, rules.tiles_per_colour, masks[Colour.DARK])
    pool = supply("bridges_left", bridges_left, rules.bridges, placed)
    if not (to_move is None or isinstance(to_move, Colour)):
        raise field_error("to_move", f"to_move must be None or a Colour, got {shown(to_move)}")
    if not (phase is None or isinstance(phase, Phase)):
        raise field_error("phase", f"phase must be None or a Phase, got {shown(phase)}")
    found = turns(
        phase,
        masks[Colour.LIGHT].bit_count(),
        masks[Colour.DARK].bit_count(),
        position.bridges[0].bit_count(),
        position.bridges[1].bit_count(),
        swapped=bool(swapped),
        light_declined=bool(light_declined),
    )
    if to_move is not None and to_move is not found.to_move:
        raise field_error("to_move", f"{found.to_move} is to move in this position, not {to_move}{_WHY}")
    if ply is not None and (type(ply) is not int or ply != found.ply):
        raise field_error("ply", f"must be {found.ply} for this position, got {shown(ply)}{_WHY}")
    position.to_move, position.phase, position.ply = found.to_move, found.phase, found.ply
    position.light_declined, position.swapped = bool(light_declined), bool(swapped)
    position.left, position.bridges_left = [light_left, dark_left], pool
    state = position.state()
    check_declines(state, found.dark_declined)
    return state


_WHY = " (the board tells each colour's turns, R4-R7)"


def board_position(
    rules: Rules,
    light: Iterable[Cell | str],
    dark: Iterable[Cell | str],
    light_bridges: Iterable[BuildBridge | str],
    dark_bridges: Iterable[BuildBridge | str],
) -> Position:
    """The tiles and bridges of a position set up by hand, each checked for what holds on the
    board (R1, R8, R9, R11-R14), as a :class:`Position` to finish."""
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
    return position


def supply(
    name: str, given: int | Unset | None, total: int | None, used_mask: int, *, exact: bool = True
) -> int | None:
    """A supply count of a position set up by hand: the given one, checked, or the rest. It must
    be the rest unless not ``exact`` (a diagram, which may hold back part of a supply)."""
    used = used_mask.bit_count()
    if total is not None and used > total:
        pieces = "bridges" if name == "bridges_left" else f"{name.split('_')[0]} tiles"
        raise field_error(name, f"{used} {pieces} on the board, but the rules give only {total} (R2)")
    if given is UNSET:
        return None if total is None else total - used
    if given is not None and (type(given) is not int or given < 0):
        raise field_error(name, f"{name} must be None or a count of at least 0, got {shown(given)}")
    if total is None and given is not None:
        raise field_error(
            name, f"{name} must be None (unlimited) under rules without a limit, got {shown(given)}"
        )
    if total is not None and not exact and (given is None or given + used > total):
        raise field_error(name, f"{name}={shown(given)} with {used} on the board exceeds the rules' {total}")
    if total is not None and exact and given != total - used:
        raise field_error(
            name,
            f"{name}={shown(given)}, but the rules' {total} less the {used} on the board leave "
            f"{total - used}: nothing leaves the supply but onto the board (R2, R3)",
        )
    return given


def _listed(name: str, given: object) -> list[Any]:
    """The items of an argument that lists cells or bridges; a lone string is refused, since
    iterating it would read its letters as cells."""
    if isinstance(given, str | bytes) or not isinstance(given, Iterable):
        raise field_error(
            name, f"{name} must list cells or bridges, such as ['a1', 'b2'], got {shown(given)}"
        )
    return list(given)
