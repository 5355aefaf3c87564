"""Every invariant a reachable position must keep, checked from the public API alone.

Geometry (cells under a bridge, crossing segments) comes from the reference
implementation, so these checks share no code with the engine's bitmask tables.
"""

from __future__ import annotations

from itertools import combinations

import islands_rules as ir
from ponte.adapter import cell_point
from ponte.reference import groups_of, ref_cells_under, ref_segments_meet


def check_invariants(state: ir.ponte.GameState) -> None:
    """Assert every invariant of ``state`` (R2, R3, R9, R11-R16, R20-R22)."""
    rules = state.rules
    light = {cell_point(c) for c in state.tiles(ir.ponte.Colour.LIGHT)}
    dark = {cell_point(c) for c in state.tiles(ir.ponte.Colour.DARK)}
    assert not light & dark
    for colour, tiles in ((ir.ponte.Colour.LIGHT, light), (ir.ponte.Colour.DARK, dark)):
        groups = groups_of(frozenset(tiles))
        # R9: islands are exactly four tiles; no group is larger; the distance rule holds.
        assert all(len(group) <= 4 for group in groups), groups
        for group in groups:
            if len(group) == 4:
                around = {(x + dx, y + dy) for x, y in group for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
                assert not (around - group) & tiles, f"{colour} island {sorted(group)} touches its colour"
        engine_groups = {frozenset(map(cell_point, g.cells)) for g in ir.ponte.groups(state, colour)}
        assert engine_groups == set(groups)
        # R2: the supply and the board add up.
        if rules.tiles_per_colour is None:
            assert state.tiles_left(colour) is None
        else:
            assert state.tiles_left(colour) == rules.tiles_per_colour - len(tiles)
    bridges = [(colour, bridge) for colour in ir.ponte.Colour for bridge in state.bridges(colour)]
    if rules.bridges is None:
        assert state.bridges_left is None
    else:
        assert state.bridges_left == rules.bridges - len(bridges)
    ends: list[tuple[int, int]] = []
    under_all: list[tuple[int, int]] = []
    for colour, bridge in bridges:
        a, b = map(cell_point, bridge.cells)
        own = light if colour is ir.ponte.Colour.LIGHT else dark
        assert {a, b} <= own, f"{bridge} must join two {colour} tiles (R11)"
        group_a = next(g for g in groups_of(frozenset(own)) if a in g)
        assert b not in group_a, f"{bridge} joins a group to itself (R16)"
        under = ref_cells_under(a, b)
        assert not under & (light | dark), f"a tile lies under {bridge} (R12)"
        ends += [a, b]
        under_all += sorted(under)
    assert len(ends) == len(set(ends)), "a tile carries two bridge ends (R13)"
    assert len(under_all) == len(set(under_all)), "a cell lies under two bridges (R14)"
    assert {cell_point(c) for c in ir.ponte.blocked_cells(state)} == set(under_all)
    for (_, one), (_, two) in combinations(bridges, 2):
        p1, p2 = map(cell_point, one.cells)
        q1, q2 = map(cell_point, two.cells)
        assert not ref_segments_meet(p1, p2, q1, q2), f"{one} crosses {two} (R14)"
    # The phase, the turn and the ply count agree.
    tiles_placed = len(light) + len(dark)
    assert tiles_placed % 2 == 0
    assert state.ply >= tiles_placed // 2 + len(bridges) + state.swapped + state.light_declined
    if state.phase is ir.ponte.Phase.OPENING:
        assert (state.ply, state.to_move) == (0, ir.ponte.Colour.LIGHT)
    if state.phase is ir.ponte.Phase.CHOICE:
        assert (state.to_move, len(light), len(dark)) == (ir.ponte.Colour.DARK, 2, 0)
    if state.light_declined and not state.is_over:
        assert state.to_move is ir.ponte.Colour.DARK
    # R20-R22: the score is the sum over networks; an outcome exactly when over.
    totals = ir.ponte.score(state)
    for colour in ir.ponte.Colour:
        networks = ir.ponte.networks(state, colour)
        assert totals[colour].points == sum(n.points for n in networks)
        assert totals[colour].islands == sum(n.islands for n in networks)
        assert totals[colour].bridges == len(state.bridges(colour))
        assert sorted(c for n in networks for g in n.groups for c in g.cells) == sorted(state.tiles(colour))
    assert (ir.outcome(state) is None) == (not state.is_over)
    # A running game always has a move (R17: decline when nothing else), a finished one none.
    assert bool(ir.legal_moves(state)) == (not state.is_over)
