"""A refused move put in a player's words, naming the rule it breaks.

Openly private. :func:`~islands_rules.ponte.rules.judge` decides every move on the bitmask
engine; only once it has refused one do these functions look again, slowly and cell by cell,
for the first rule the move breaks, so that the answer names it. The front-end's reason for a
refused click (:mod:`~islands_rules.ponte.frontend`) uses :func:`explain_tile` too.
"""

from __future__ import annotations

from ._cells import Colour
from ._geometry import Geometry, bits
from .state import GameState

__all__ = ["UNEXPLAINED", "explain_bridge", "explain_group", "explain_place", "explain_tile"]

UNEXPLAINED = "it breaks the rules, though no single reason was found (please report this)"
"""The reason given if the engine refused a move no rule here explains: never, as the tests check."""


def explain_tile(state: GameState, colour: Colour, x: int) -> str | None:
    """Why one tile of ``colour`` may not go on cell ``x`` (R8, R9, R12), or ``None``."""
    geo = state.geometry
    cell = geo.cells[x]
    for owner in Colour:
        if state.tile_mask(owner) >> x & 1:
            return f"{cell} is taken by a {owner} tile (R8)"
    if state.blocked_mask >> x & 1:
        return f"{cell} lies under a bridge (R12)"
    own = state.tile_mask(colour) | 1 << x
    return explain_group(geo, own, geo.group(own, x), cell, "R9")


def explain_group(geo: Geometry, own: int, group: int, cell: object, rule: str) -> str | None:
    """Why ``group`` within ``own`` (the tiles after placing) breaks R9, or ``None``."""
    names = " ".join(map(str, geo.mask_cells(group)))
    size = group.bit_count()
    if size > 4:
        return f"{cell}: the group {names} would have {size} tiles; a group has at most 4 ({rule})"
    around = geo.halo(group) & own
    if size == 4 and around:
        return (
            f"{cell}: the new island {names} would touch {geo.mask_cells(around)[0]} diagonally "
            f"(distance rule, {rule})"
        )
    for i in bits(around):
        neighbour = geo.group(own, i)
        if neighbour.bit_count() == 4:
            island = " ".join(map(str, geo.mask_cells(neighbour)))
            return f"{cell}: it would touch the island {island} diagonally (distance rule, {rule})"
    return None


def explain_place(state: GameState, colour: Colour, x: int, y: int) -> str | None:
    """Why two tiles of ``colour`` may not go on cells ``x`` and ``y`` (R8-R10, R12), or ``None``."""
    geo = state.geometry
    for i in (x, y):
        reason = explain_tile(state, colour, i)
        if reason is not None:
            return reason
    own = state.tile_mask(colour) | 1 << x | 1 << y
    pair = f"{geo.cells[x]},{geo.cells[y]}"
    for i in (x, y):
        reason = explain_group(geo, own, geo.group(own, i), f"{pair}: together", "R10")
        if reason is not None:
            return reason
    return None


def explain_bridge(state: GameState, colour: Colour, a: int, b: int) -> str | None:
    """Why ``colour`` may not build a bridge between cells ``a`` and ``b`` (R11-R15), or ``None``."""
    geo = state.geometry
    cells = geo.cells
    if state.bridges_left == 0:
        return "no bridges are left in the pool (R15)"
    own = state.tile_mask(colour)
    for i in (a, b):
        if not own >> i & 1:
            return f"{cells[i]} is not a {colour} tile (R11)"
        if state.bridge_end_mask >> i & 1:
            return f"{cells[i]} already carries a bridge (R13)"
    number = geo.bridge_index[(a, b)]
    for i in bits(geo.bridge_under[number]):
        owner = next((c for c in Colour if state.tile_mask(c) >> i & 1), None)
        if owner is not None:
            return f"{cells[i]} under the bridge holds a {owner} tile (R12)"
        if state.blocked_mask >> i & 1:
            return f"{cells[i]} would lie under two bridges (R14)"
    placed = state.bridge_mask(Colour.LIGHT) | state.bridge_mask(Colour.DARK)
    for other in bits(geo.bridge_conflicts[number] & placed):
        ends = geo.bridge_ends[other]
        return f"it would cross the bridge {cells[ends[0]]}-{cells[ends[1]]} (R14)"
    return None
