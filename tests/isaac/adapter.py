"""The engine's values in the reference's terms, to compare the two."""

from __future__ import annotations

from isaac.reference import Position, ref_new
from islands_rules import isaac


def to_reference_rules(rules: isaac.Rules) -> Position:
    return ref_new(rules.size, list(rules.pieces), rules.target)


def reference_view(pos: Position) -> tuple[object, ...]:
    """The reference position as comparable plain data."""
    tiles = {p: sorted(t.text for t in pos.tiles if t.owner == p) for p in ("dark", "light")}
    hands = {p: sorted(length for length, n in pos.hands[p].items() for _ in range(n)) for p in pos.hands}
    return (
        tiles,
        hands,
        pos.scores,
        pos.last,
        pos.passed if pos.phase != "over" else None,
        pos.phase,
        pos.to_move,
        pos.plies,
    )


def engine_view(state: isaac.GameState) -> tuple[object, ...]:
    """The engine's state as the same plain data as :func:`reference_view`."""
    players = (isaac.Player.DARK, isaac.Player.LIGHT)
    return (
        {p.value: sorted(str(t) for t in state.tiles(p)) for p in players},
        {p.value: sorted(state.unplaced(p)) for p in players},
        {p.value: state.scores[p.seat] for p in players},
        {p.value: state.last_removed[p.seat] for p in players},
        {p.value: state.passed[p.seat] for p in players} if not state.is_over else None,
        state.phase.value,
        None if state.to_move is None else state.to_move.value,
        state.ply,
    )
