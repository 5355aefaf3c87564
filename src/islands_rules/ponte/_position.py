"""The one state transition of Ponte del Diavolo, and where every state after the first is built.

Openly private: :class:`Position` is a position as plain ints and lists, changed in place.
:func:`~islands_rules.ponte.rules.apply` (through ``_engine.after_move``), the fast playout
and the set-up of positions all move through its three steps, :meth:`Position.place`,
:meth:`Position.bridge` and :meth:`Position.end_turn`, and all get their
:class:`~islands_rules.ponte.GameState` from :meth:`Position.state` (only the empty board of
:func:`~islands_rules.ponte.state.new_game` is built by the state's own constructor). Per-colour data is in
lists indexed by colour: 0 light, 1 dark.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from ._cells import Colour
from ._geometry import Geometry, bits
from .state import GameState, Phase, Rules

__all__ = ["COLOURS", "Position", "island_halo"]

COLOURS = (Colour.LIGHT, Colour.DARK)
"""The colours by index, as :class:`Position` lists them."""


def island_halo(geo: Geometry, group: int) -> int:
    """The cells an island keeps its colour's tiles out of (R9 ii); none if ``group`` is a sandbank."""
    return geo.halo(group) if group.bit_count() == 4 else 0


# The slots of GameState in the order of its attrs fields, each as its descriptor's setter: the
# state is built by setting them on a bare instance, which is what attrs' __init__ does too, less
# the keyword arguments, which cost more than the rest of a turn's bookkeeping.
_SETTERS: tuple[Callable[[GameState, Any], None], ...] = tuple(
    getattr(GameState, field.name).__set__ for field in attrs.fields(GameState) if field.init
)  # the native engine's packed form (not an init field) is left unset: made on first use


def _minus(count: int | None, used: int) -> int | None:
    return None if count is None else count - used


class Position:
    """A position as ints, changed in place move by move; :meth:`state` freezes it."""

    __slots__ = (
        "blocked",
        "bridges",
        "bridges_left",
        "dead",
        "ends",
        "geo",
        "halo",
        "high_ends",
        "left",
        "light_declined",
        "low_ends",
        "phase",
        "ply",
        "rules",
        "swapped",
        "tiles",
        "to_move",
    )

    def __init__(self, state: GameState) -> None:
        self.rules: Rules = state.rules
        self.geo: Geometry = state._geometry
        self.to_move, self.phase, self.ply = state.to_move, state.phase, state.ply
        self.light_declined, self.swapped = state.light_declined, state.swapped
        # The state's own fields, read directly: this is the module that builds states, and the
        # accessors' colour checks cost more than the rest of a turn's bookkeeping.
        self.tiles = [state._light, state._dark]
        self.left = [state.light_tiles_left, state.dark_tiles_left]
        self.bridges = [state._light_bridges, state._dark_bridges]
        self.halo = [state._light_island_halo, state._dark_island_halo]
        self.bridges_left = state.bridges_left
        self.blocked, self.ends = state._blocked, state._bridge_ends
        self.low_ends = [state._light_low_ends, state._dark_low_ends]
        self.high_ends = [state._light_high_ends, state._dark_high_ends]
        self.dead = state._dead_bridges

    def state(self) -> GameState:
        """The position as a frozen :class:`~islands_rules.ponte.GameState`."""
        state = object.__new__(GameState)
        tiles, left, bridges, halo = self.tiles, self.left, self.bridges, self.halo
        # In the order of GameState's fields (checked by tests/ponte/test_position.py).
        values = (
            self.rules,
            self.to_move,
            self.phase,
            self.ply,
            left[0],
            left[1],
            self.bridges_left,
            self.light_declined,
            self.swapped,
            tiles[0],
            tiles[1],
            bridges[0],
            bridges[1],
            self.blocked,
            self.ends,
            halo[0],
            halo[1],
            self.low_ends[0],
            self.high_ends[0],
            self.low_ends[1],
            self.high_ends[1],
            self.dead,
            self.geo,
        )
        for set_field, value in zip(_SETTERS, values, strict=True):
            set_field(state, value)
        return state

    def place(self, geo: Geometry, side: int, x: int, y: int, groups: tuple[int, int]) -> None:
        """Two tiles of colour ``side`` on cells ``x`` and ``y``, which make ``groups`` (the
        group holding ``x``, and the one holding ``y`` or 0 if it is the same): they come from
        the supply (R2, R7a), and an island among the groups closes the cells around it (R9).

        The bridges with an end on a new tile are marked by which end (a bridge with both ends
        marked lies between two tiles of the colour, R11), and no bridge may ever span the new
        tiles (R12)."""
        self.tiles[side] |= 1 << x | 1 << y
        self.left[side] = _minus(self.left[side], 2)
        self.halo[side] |= island_halo(geo, groups[0]) | island_halo(geo, groups[1])
        self.low_ends[side] |= geo.bridge_low_at[x] | geo.bridge_low_at[y]
        self.high_ends[side] |= geo.bridge_high_at[x] | geo.bridge_high_at[y]
        self.dead |= geo.bridges_over[x] | geo.bridges_over[y]

    def bridge(self, geo: Geometry, side: int, number: int) -> None:
        """Bridge ``number`` of colour ``side``: it comes from the shared pool (R15), blocks the
        cells under it for good (R12) and takes one end on each of its tiles (R13).

        No bridge may ever again have an end on its tiles (R13), or cross it or share a cell
        under it (R14)."""
        a, b = geo.bridge_ends[number]
        self.bridges[side] |= 1 << number
        self.bridges_left = _minus(self.bridges_left, 1)
        self.blocked |= geo.bridge_under[number]
        self.ends |= 1 << a | 1 << b
        ends_at = geo.bridge_ends_at
        self.dead |= geo.bridge_conflicts[number] | ends_at[a] | ends_at[b]

    def derive_bridges(self) -> None:
        """Work the bridges' ends and the dead bridges out again from the tiles and the bridges,
        for a position whose board was set whole (:func:`~islands_rules.ponte.setup_position`):
        what :meth:`place` and :meth:`bridge` keep up move by move."""
        geo, dead = self.geo, 0
        for side, own in enumerate(self.tiles):
            self.low_ends[side] = self.high_ends[side] = 0
            for a in bits(own):
                self.low_ends[side] |= geo.bridge_low_at[a]
                self.high_ends[side] |= geo.bridge_high_at[a]
                dead |= geo.bridges_over[a]
        for number in bits(self.bridges[0] | self.bridges[1]):
            a, b = geo.bridge_ends[number]
            dead |= geo.bridge_conflicts[number] | geo.bridge_ends_at[a] | geo.bridge_ends_at[b]
        self.dead = dead

    def end_turn(self, *, swap: bool = False, decline: bool = False) -> None:
        """The turn is over: who moves next, in which phase (R4-R6, R18).

        Light's opening, dark's choice, then alternate turns; a swap exchanges the seats'
        colours, not the turn (R5). When light declines dark has one more turn; when dark
        declines, or after that last turn, the game is over (R18).
        """
        colour = self.to_move
        self.ply += 1
        if swap:
            self.phase, self.swapped = Phase.PLAY, True
            return
        if colour is Colour.DARK and (decline or self.light_declined):
            self.phase = Phase.OVER
        elif self.phase is Phase.OPENING:
            self.phase = Phase.CHOICE
        else:
            self.phase = Phase.PLAY
        self.light_declined = self.light_declined or (decline and colour is Colour.LIGHT)
        self.to_move = colour.other
