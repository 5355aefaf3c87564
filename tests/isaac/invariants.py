"""What every reachable position and every turn must keep, checked from the public API alone."""

from __future__ import annotations

from islands_rules import isaac

PLAYERS = (isaac.Player.DARK, isaac.Player.LIGHT)


def squares_of(tile: isaac.Place) -> set[tuple[int, int]]:
    """The squares a tile covers, worked out from its name (no engine tables)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    (c1, r1), (c2, r2) = ((letters.index(end[0]), int(end[1:]) - 1) for end in (tile.start, tile.end))
    return {(c, r) for c in range(c1, c2 + 1) for r in range(r1, r2 + 1)}


def check_position(state: isaac.GameState) -> None:
    """Invariants of one position (R2, R7, R11, R17, R19)."""
    rules = state.rules
    seen: set[tuple[int, int]] = set()
    for player in PLAYERS:
        for tile in state.tiles(player):
            squares = squares_of(tile)
            assert not squares & seen, f"{tile} overlaps another tile"  # bars never overlap
            assert all(0 <= c < rules.size and 0 <= r < rules.size for c, r in squares)
            seen |= squares
        on_board = [tile.length for tile in state.tiles(player)]
        for length, _, count in rules.pieces:
            assert on_board.count(length) + state.unplaced(player).count(length) <= count
    dark, light = state.counter(isaac.Player.DARK), state.counter(isaac.Player.LIGHT)
    if not state.is_over or max(state.scores) < rules.target:
        assert dark is not None
        assert light is not None
        assert dark != light, "the counters share a square"  # R17
    assert (state.to_move is None) == state.is_over
    if state.phase is isaac.Phase.PLACEMENT:
        assert state.scores == (0, 0)
        assert state.last_removed == (0, 0)
    if state.to_move is not None:
        assert not state.passed[state.to_move.seat], "a player who passed moves again"
    summary = isaac.summary(state)
    for player in PLAYERS:
        assert summary[player.value]["points"] == state.scores[player.seat]
        assert summary[player.value]["unplaced_length"] == sum(state.unplaced(player))


def check_turn(before: isaac.GameState, move: isaac.Move, after: isaac.GameState) -> None:
    """Invariants of one turn: scores never fall, removals never get shorter, no placement
    once the scoring phase has begun, and exactly one turn is counted."""
    assert after.ply == before.ply + 1
    assert all(a >= b for a, b in zip(after.scores, before.scores, strict=True)), "a score fell"
    if before.phase is not isaac.Phase.PLACEMENT:
        assert not isinstance(move, isaac.Place), "a tile placed in the scoring phase"
        assert after.phase is not isaac.Phase.PLACEMENT
        for player in PLAYERS:  # tiles only leave the board, hands never change
            assert set(after.tiles(player)) <= set(before.tiles(player))
            assert after.unplaced(player) == before.unplaced(player)
    if isinstance(move, isaac.Remove):
        assert before.to_move is not None
        seat = before.to_move.seat
        assert move.tile.length >= before.last_removed[seat], "a removal got shorter"
        assert after.last_removed[seat] == move.tile.length
    check_position(after)
