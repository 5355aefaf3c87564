"""Every invariant a reachable LSD position keeps, checked from the public API alone."""

from __future__ import annotations

from islands_rules import lsd

OFFSETS = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
FACING = {"n": "s", "e": "w", "s": "n", "w": "e"}


def check_invariants(state: lsd.GameState) -> None:
    """Assert every invariant of ``state`` (R2, R5, R9, R11, R15-R18, R20)."""
    rules, tiles = state.rules, state.tiles()
    # R9: wherever two tiles share a side, both facing sides have a half-dot or neither has.
    for (x, y), tile in tiles.items():
        for side, (dx, dy) in OFFSETS.items():
            other = tiles.get((x + dx, y + dy))
            if other is not None:
                assert (side in tile.sides) == (FACING[side] in other.sides), f"R9 broken at {x},{y} {side}"
    # R5, R11, R15: supply + field + captured = the tile set, for every player.
    captured_total = 0
    for name in state.players:
        supply = state.supply(name)
        on_field = sum(1 for tile in tiles.values() if tile.owner == name)
        for kind, count in supply.items():
            placed = sum(1 for tile in tiles.values() if tile.owner == name and tile.type == kind)
            assert count >= 0
            assert placed + count <= rules.tile_set[kind]
        gone = rules.tile_set.total - sum(supply.values()) - on_field
        assert gone >= 0
        captured_total += gone
    assert captured_total == sum(state.captures(name) for name in state.players)
    # R15: at most 4 fall a turn, none of the mover's icon colour, each next to the last tile.
    assert len(state.last_captured) <= 4
    # R16: nobody but the winner has a line of ``line`` tiles; an outcome exactly when over.
    summary = lsd.score(state)
    long_lines = [name for name, figures in summary.items() if figures.points >= rules.line]
    outcome = lsd.outcome(state)
    assert (outcome is None) == (not state.is_over)
    if outcome is not None and outcome.winner is not None:
        assert long_lines == [outcome.winner]
    else:
        assert long_lines == []
    # R17, R18: a running game always has a move, and someone can place; a finished one has none.
    moves = lsd.legal_moves(state)
    assert bool(moves) == (not state.is_over)
    if not state.is_over:
        assert any(lsd.can_place(state, name) for name in state.players)
        assert (moves == (lsd.Pass(),)) == (not lsd.can_place(state))
    elif outcome is not None and outcome.winner is None:
        assert not any(lsd.can_place(state, name) for name in state.players)
    # R20: the figures add up.
    for name, figures in summary.items():
        assert figures.tiles == sum(1 for tile in tiles.values() if tile.owner == name)
        assert figures.supply == sum(state.supply(name).values())
        assert figures.points == lsd.longest_line(state, name)
        assert (figures.points == 0) == (figures.tiles == 0)
    # The turn goes round in seat order, passes included (R1).
    assert state.to_move == state.ply % rules.players
