"""What holds in every Islands position, and across every move (shared by the property and
stateful tests). Written against the public API and the rules page, not the engine's insides."""

from __future__ import annotations

from collections import Counter

from islands_rules import islands
from islands_rules.islands import TILE_TYPES, State

STEP = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}


def edges_match(state: State) -> bool:
    """R7: every side that touches a tile meets a side of the same kind."""
    laid = {(x, y): (tile, r) for x, y, tile, r in state.tiles}
    for (x, y), (tile, r) in laid.items():
        for side, (dx, dy) in STEP.items():
            near = laid.get((x + dx, y + dy))
            if near is None:
                continue
            mine = TILE_TYPES[tile].edges[(side - r) % 4]
            theirs = TILE_TYPES[near[0]].edges[((side + 2) % 4 - near[1]) % 4]
            if mine != theirs:
                return False
    return True


def tiles_conserved(state: State) -> bool:
    """R2, R4: every one of the 72 tiles is on the map, in the supply, drawn or discarded."""
    seen = Counter(tile for _, _, tile, _ in state.tiles) + Counter(state.discarded)
    if state.drawn is not None:
        seen[state.drawn] += 1
    for letter, left in zip(islands.LETTERS, state.supply, strict=True):
        seen[letter] += left
    return all(seen[letter] == tile.count for letter, tile in TILE_TYPES.items())


def pieces_conserved(state: State) -> bool:
    """R5: for each player, pieces on the map + in hand = the pieces option (7)."""
    on_map = Counter(seat for *_, seat in state.pieces)
    return all(on_map[seat] + state.hands[seat] == state.rules.pieces for seat in range(state.rules.players))


def chance_weights_add_up(state: State) -> bool:
    """R6: at a chance node the weights are the tiles left; elsewhere there are none."""
    total = sum(weight for _, weight in islands.chance_outcomes(state))
    return total == (sum(state.supply) if state.drawn is None else 0)


def check_position(state: State) -> None:
    assert edges_match(state)
    assert tiles_conserved(state)
    assert pieces_conserved(state)
    assert chance_weights_add_up(state)
    assert islands.to_move(state) is None or islands.legal_moves(state)
    for feature in islands.features(state):
        assert feature.kind in ("island", "bridge", "lighthouse", "water")
        # R13: a completed island, bridge or lighthouse holding pieces has scored and emptied.
        assert not (feature.complete and any(feature.pieces))


def check_move(before: State, after: State, token: str) -> None:
    """Across one move: scores never fall; a new piece went onto an object that held none."""
    assert all(b <= a for b, a in zip(before.total, after.total, strict=True))
    assert all(
        kb <= ka
        for pb, pa in zip(before.points, after.points, strict=True)
        for kb, ka in zip(pb, pa, strict=True)
    )
    move = islands.parse_move(token)
    if isinstance(move, islands.Place) and move.segment is not None:
        placed = (move.x, move.y, move.segment)
        for feature in islands.features(after):
            if placed in feature.segments:
                # Everything else on this object was on the map before: none of it held a piece.
                old = {(x, y, s) for x, y, s, _ in before.pieces}
                assert not (feature.segments & old)
