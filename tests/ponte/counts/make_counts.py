"""Regenerate ``tests/ponte/counts/counts.txt``: exhaustive move counts by the REFERENCE implementation.

Run from the project root: ``python tests/ponte/counts/make_counts.py`` (takes a few minutes).
Each position is a rule set and the moves that reach it from a new game. Extreme positions
are found by seeded random play (deterministic); the counts are then computed by
``tests/ponte/reference.py`` alone, so the engine is checked against independent numbers.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent.parent.parent / "src")]

import islands_rules as ir  # noqa: E402
from ponte.adapter import to_reference  # noqa: E402
from ponte.reference import ref_perft  # noqa: E402

Predicate = Callable[[ir.ponte.GameState], bool]


def reach(rules: ir.ponte.Rules, wanted: Predicate, seeds: range = range(5000)) -> list[ir.ponte.Move]:
    """The moves of the first seeded random game that passes through a position ``wanted`` accepts."""
    for seed in seeds:
        rng = random.Random(seed)
        state, moves = ir.new_game(rules), list[ir.ponte.Move]()
        while not state.is_over:
            if wanted(state):
                return moves
            move = rng.choice(ir.legal_moves(state))
            moves.append(move)
            state = ir.play(state, move)
    raise SystemExit(f"no position found for {rules}")


def free_cells(state: ir.ponte.GameState) -> int:
    size = state.rules.board_size
    taken = (
        len(state.tiles(ir.ponte.Colour.LIGHT))
        + len(state.tiles(ir.ponte.Colour.DARK))
        + len(ir.ponte.blocked_cells(state))
    )
    return size * size - taken


def only_bridges(state: ir.ponte.GameState) -> bool:
    moves = ir.legal_moves(state)
    return not ir.ponte.can_place_two(state) and any(isinstance(m, ir.ponte.BuildBridge) for m in moves)


def only_decline(state: ir.ponte.GameState) -> bool:
    """Light can only decline, so dark gets one last turn (R18)."""
    return state.to_move is ir.ponte.Colour.LIGHT and ir.legal_moves(state) == (ir.ponte.Decline(),)


def singles_but_no_pair(state: ir.ponte.GameState) -> bool:
    """No legal pair although at least two free cells each take a tile alone."""
    if state.phase is not ir.ponte.Phase.PLAY or ir.ponte.can_place_two(state):
        return False
    own = [str(c) for c in state.tiles(state.to_move)]
    other = [str(c) for c in state.tiles(state.to_move.other)]
    size = state.rules.board_size
    alone = 0
    for column in "abcdefghijklmnopqrstuvwxyz"[:size]:
        for row in range(1, size + 1):
            cell = f"{column}{row}"
            if state.tile_at(cell) is not None or ir.ponte.Cell.parse(cell) in ir.ponte.blocked_cells(state):
                continue
            try:
                ir.ponte.setup_position(rules=state.rules, light=[*own, cell], dark=other)
            except ir.PositionError:
                continue
            alone += 1
    return alone >= 2


SMALL = ir.ponte.Rules(board_size=4)
UNLIMITED_4 = ir.ponte.Rules(board_size=4, tiles_per_colour=None, bridges=None)
UNLIMITED_5 = ir.ponte.Rules(board_size=5, tiles_per_colour=None, bridges=None)

POSITIONS: list[tuple[str, ir.ponte.Rules, list[ir.ponte.Move] | Predicate, int]] = [
    ("empty-4x4", SMALL, [], 3),
    ("empty-4x4-no-bridges", ir.ponte.Rules(board_size=4, bridges=0), [], 3),
    ("empty-5x5", ir.ponte.Rules(board_size=5), [], 3),
    ("after-swap-5x5", ir.ponte.Rules(board_size=5), [ir.ponte.parse_move("a1,c3"), ir.ponte.Swap()], 3),
    ("nearly-full-4x4", UNLIMITED_4, lambda s: free_cells(s) <= 6 and ir.ponte.can_place_two(s), 3),
    ("nearly-full-5x5", UNLIMITED_5, lambda s: free_cells(s) <= 7 and ir.ponte.can_place_two(s), 3),
    ("only-bridges-left-4x4", UNLIMITED_4, only_bridges, 3),
    ("only-bridges-left-5x5", UNLIMITED_5, only_bridges, 3),
    ("no-legal-pair-5x5", UNLIMITED_5, singles_but_no_pair, 3),
    ("only-decline-4x4", UNLIMITED_4, only_decline, 3),
    ("light-declined-5x5", UNLIMITED_5, lambda s: s.light_declined and not s.is_over, 2),
    ("last-tiles-5x5", ir.ponte.Rules(board_size=5, tiles_per_colour=6, bridges=2), lambda s: s.ply == 5, 3),
]


def main() -> None:
    lines = [
        "# Exhaustive move counts (perft) computed by tests/ponte/reference.py; regenerate with",
        "# `python tests/ponte/counts/make_counts.py`. A position: `id`, `rules size tiles bridges`",
        "# (`-` = unlimited), `moves` from a new game, then `perft DEPTH COUNT` lines.",
        "",
    ]
    for name, rules, moves_or_wanted, depth in POSITIONS:
        moves = moves_or_wanted if isinstance(moves_or_wanted, list) else reach(rules, moves_or_wanted)
        state = ir.new_game(rules)
        for move in moves:
            state = ir.play(state, move)
        position = to_reference(state)

        def count(n: int | None) -> str:
            return "-" if n is None else str(n)

        lines += [
            f"id {name}",
            f"rules {rules.board_size} {count(rules.tiles_per_colour)} {count(rules.bridges)}",
            "moves " + " ".join(map(str, moves)),
        ]
        for d in range(1, depth + 1):
            started = time.perf_counter()
            lines.append(f"perft {d} {ref_perft(position, d)}")
            print(name, lines[-1], f"{time.perf_counter() - started:.1f}s", flush=True)
        lines.append("")
    (HERE / "counts.txt").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
