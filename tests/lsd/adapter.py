"""The engine's values in the reference's terms, to compare the two."""

from __future__ import annotations

from islands_rules import lsd
from lsd import reference as ref


def reference_start(rules: lsd.Rules) -> ref.Position:
    """The reference's new game under the engine's ``rules``."""
    return ref.start(rules.players, rules.line, str(rules.tile_set))


def engine_field(state: lsd.GameState) -> dict[ref.Cell, ref.Tile]:
    """The engine's field as the reference holds one: seat, sides and icon by cell."""
    return {
        cell: (ref.NAMES.index(tile.owner), frozenset(tile.sides), tile.icon)
        for cell, tile in state.tiles().items()
    }


def engine_last_captured(state: lsd.GameState) -> dict[ref.Cell, ref.Tile]:
    """The tiles the engine's last placement captured, as the reference holds them."""
    return {
        cell: (ref.NAMES.index(tile.owner), frozenset(tile.sides), tile.icon)
        for cell, tile in state.last_captured.items()
    }
