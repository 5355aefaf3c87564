"""Ponte del Diavolo's figures: ``legal_moves`` on five fixed 10×10 positions, random games
per second (choosing from ``legal_moves``, and through the fast path ``playout``), and record
validation in turns per second, each against the reference in ``tests/ponte/reference.py``.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from types import ModuleType
from typing import Any

from harness import TESTS, Figure, median_seconds, rate

import islands_rules as ir

TITLE = "Ponte del Diavolo"

# One 10×10 game, made by seeded random play (random.Random(1), uniform choice among the
# legal moves sorted by their text), written out so the positions never change with the
# engine's move order. The reference positions are prefixes of it.
GAME_TEXT = (
    "b10,i6 i5,j1 a5,g2 c7,j8 b3,d4 d1,h3 f5,j3 c9,e8 d3,i9 f4,h7 c6,e10 b5,b7 a6,e2 f10,j2 a10,h5 "
    "e4,i1 f9,g6 a1,b4 f6,h2 d2,g4 c10,d9 c1,i7 e1,j10 a4,e6 c4,g8 a2,i10 a3,h8 a7,h9 i2,j5 e7,i4 "
    "a8,b2 j4,j9 d6,h4 c3,d10 d7,f3 g7,h1 a8-a10 f2,j6 c4-d6 e8-g7 f1,h10 c9-e7 b8,j7 d2-f4"
)
GAME = GAME_TEXT.split()

# Name -> number of turns of GAME played. "middle" has 2049 legal turns; in the endgame light
# has no tiles left, so only its 8 bridges or a decline remain.
POSITIONS: dict[str, int] = {
    "opening (empty board)": 0,
    "early (ply 6)": 6,
    "middle (ply 17)": 17,
    "late (ply 28)": 28,
    "bridge-only endgame (ply 44)": 44,
}
MIDDLE = "middle (ply 17)"


def replay(turns: Sequence[str]) -> ir.ponte.GameState:
    state = ir.ponte.new_game()
    for text in turns:
        state = ir.ponte.play(state, text)
    return state


def engine_random_game(rng: random.Random) -> int:
    """Play one game choosing uniformly from ``legal_moves``; return 1 (one game)."""
    state = ir.new_game()
    while not state.is_over:
        state = ir.play(state, rng.choice(ir.legal_moves(state)))
    return 1


def engine_playout(rng: random.Random) -> int:
    """Play one game through the fast path; return 1 (one game)."""
    ir.playout(ir.new_game(), rng)
    return 1


def corpus(games: int, seed: int) -> list[str]:
    """The records of ``games`` random complete 10×10 games, written by :func:`islands_rules.write_record`."""
    rng = random.Random(seed)
    return [ir.write_record(ir.Record(_random_moves(rng))) for _ in range(games)]


def _random_moves(rng: random.Random) -> list[ir.ponte.Move]:
    state, moves = ir.new_game(), list[ir.ponte.Move]()
    while not state.is_over:
        move = ir.random_move(state, rng)
        moves.append(move)
        state = ir.play(state, move)
    return moves


def validate_records(records: list[str]) -> Callable[[], int]:
    """A step reading every record of ``records`` strictly; returns the turns read."""

    def step() -> int:
        return sum(ir.read_record(text).plies for text in records)

    return step


@dataclass
class Reference:
    """The reference implementation of ``tests/``, and the adapter that speaks to it."""

    rules: ModuleType  # tests/reference.py
    adapter: ModuleType  # tests/ponte/reference_adapter.py: engine values to reference values

    def position(self, state: ir.ponte.GameState) -> Any:
        return self.adapter.to_reference(state)

    def random_game(self, rng: random.Random) -> int:
        """One game choosing uniformly from ``ref_legal_moves``; the drawn move is applied unchecked."""
        position = self.rules.ref_new_game()
        while position.phase != "over":
            moves = sorted(self.rules.ref_legal_moves(position), key=repr)
            position = self.rules._apply(position, rng.choice(moves))
        return 1

    def validate(self, records: list[str]) -> Callable[[], int]:
        """A step replaying the next game of ``records`` (round the corpus) through ``ref_play``,
        every move checked; returns the turns. The reference reads no text: moves only."""
        games = itertools.cycle(
            [
                [self.adapter.to_reference_move(move) for move in ir.read_record(text).moves]
                for text in records
            ]
        )

        def step() -> int:
            moves = next(games)
            position = self.rules.ref_new_game()
            for move in moves:
                position = self.rules.ref_play(position, move)
            return len(moves)

        return step


def load_reference() -> Reference | None:
    """The reference implementation, if this is a checkout with ``tests/`` beside ``benchmarks/``."""
    sys.path.insert(0, str(TESTS))
    try:
        from ponte import reference, reference_adapter
    except ImportError:
        return None
    finally:
        sys.path.remove(str(TESTS))
    return Reference(reference, reference_adapter)


def figures(seconds: float, reference: bool = True) -> list[Figure]:
    """All of Ponte del Diavolo's figures; ``seconds`` is the time budget of each engine measurement."""
    ref = load_reference() if reference else None
    found = []
    short = max(seconds / 4, 0.1)  # the reference is slow: a few repetitions suffice
    for name, ply in POSITIONS.items():
        state = replay(GAME[:ply])
        engine = median_seconds(partial(ir.legal_moves, state), seconds, at_least=20)
        slow: float | None = None
        if ref is not None:
            legal = partial(ref.rules.ref_legal_moves, ref.position(state))
            slow = median_seconds(legal, short, at_least=3)
        middle = name == MIDDLE
        found.append(
            Figure(
                f"legal_moves, {name}: {len(ir.legal_moves(state))} moves",
                "ms",
                engine * 1000,
                None if slow is None else slow * 1000,
                higher_is_better=False,
                target=0.3 if middle else None,
                min_ratio=100 if middle else None,
            )
        )
    rng = random.Random(2)
    full = rate(lambda: engine_random_game(rng), seconds * 2, at_least=3)
    ref_full = None if ref is None else rate(lambda: ref.random_game(rng), short, at_least=2)
    found.append(Figure("random games, uniform from legal_moves", "games/s", full, ref_full, target=50))
    fast = rate(lambda: engine_playout(rng), seconds * 2, at_least=10)
    found.append(
        Figure(
            "random games, fast path playout()",
            "games/s",
            fast,
            ref_full,
            target=1000,
            note="the reference has no fast path; compared with its full enumeration",
        )
    )
    records = corpus(20, seed=3)
    validated = rate(validate_records(records), seconds * 2, at_least=1)
    ref_validated = None if ref is None else rate(ref.validate(records), short, at_least=1)
    found.append(
        Figure(
            f"record validation, {len(records)} random games",
            "turns/s",
            validated,
            ref_validated,
            target=20_000,
            note="read_record on each record's text (tags, move numbers, every move checked); "
            "the reference replays the same games' moves, without reading text",
        )
    )
    return found
