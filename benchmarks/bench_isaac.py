"""Speed of the Isaac engine, against the reference implementation in the same run.

``benchmarks/bench.py`` runs them with the other games' (``--game isaac`` alone).

Figures, each for the engine and for ``tests/isaac/reference.py``:

1. ``legal_moves`` on fixed 10×10 positions of both phases, median time per call;
2. complete random games per second on the default 10×10 board, choosing uniformly from
   the legal moves each turn;
3. record validation: turns per second reading the records of random complete games with
   :func:`islands_rules.read_record` (the reference replays the same turns, checking each).

Only the standard library and islands_rules are needed; the reference is optional.
"""

from __future__ import annotations

import random
import sys
from functools import partial
from types import ModuleType

from harness import TESTS, Figure, median_seconds, rate

import islands_rules as ir
from islands_rules import isaac

TITLE = "Isaac"

# One default game, made by seeded random play (random.Random(1), uniform choice among the
# legal moves sorted by their text), written out so the positions never change with the engine.
GAME = (  # noqa: SIM905
    "b6-d6 a8-a10 c5-e5 b3-b5 f8-f10 g7-g9 i2-i5 h1-h5 e6-g6 c1-g1 b10-d10 e3-g3 a1-a5 h7-j7 c4-g4 "
    "j2-j5 a7-d7 d2-g2 e7-e10 g10-j10 pass pass xa7-d7+3 xa8-a10+1 xc4-g4+0 xj2-j5+0 xa1-a5+0 "
    "xh1-h5+1 pass pass"
).split()

POSITIONS: dict[str, int] = {
    "placement: empty board": 0,
    "placement: ply 8": 8,
    "placement: ply 16": 16,
    "scoring: first turn (ply 22)": 22,
    "scoring: ply 24": 24,
}


def engine_state(turns: int) -> isaac.GameState:
    state = isaac.new_game()
    for turn in GAME[:turns]:
        state = isaac.play(state, turn)
    return state


def engine_game(rng: random.Random) -> int:
    state = isaac.new_game()
    while not state.is_over:
        state = isaac.play(state, rng.choice(isaac.legal_moves(state)))
    return 1


def corpus(games: int, seed: int) -> list[str]:
    """The records of ``games`` random complete default games."""
    rng, texts = random.Random(seed), []
    for _ in range(games):
        state, moves = isaac.new_game(), []
        while not state.is_over:
            move = rng.choice(isaac.legal_moves(state))
            moves.append(str(move))
            state = isaac.play(state, move)
        texts.append('[Game "isaac"]\n\n' + " ".join(moves) + "\n")
    return texts


def load_reference() -> ModuleType | None:
    sys.path[:0] = [str(TESTS)]
    try:
        from isaac import reference
    except ImportError:
        return None
    return reference


def figures(seconds: float, reference: bool = True) -> list[Figure]:
    """Isaac's figures; ``seconds`` is the time budget of each engine measurement."""
    ref = load_reference() if reference else None
    found: list[Figure] = []
    short = max(seconds / 4, 0.1)  # the reference is slow: a few repetitions suffice
    for name, turns in POSITIONS.items():
        state = engine_state(turns)
        engine = median_seconds(partial(isaac.legal_moves, state), seconds, at_least=20)
        slow = None
        if ref is not None:
            position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
            for turn in GAME[:turns]:
                position = ref.ref_play(position, turn)
            assert {str(m) for m in isaac.legal_moves(state)} == ref.ref_legal_moves(position)
            slow = median_seconds(partial(ref.ref_legal_moves, position), short, at_least=3)
        count = len(isaac.legal_moves(state))
        found.append(
            Figure(
                f"legal_moves, {name}: {count} moves",
                "ms",
                engine * 1000,
                None if slow is None else slow * 1000,
                higher_is_better=False,
                min_ratio=100,
            )
        )
    rng = random.Random(2)
    games = rate(lambda: engine_game(rng), seconds * 2, at_least=3)
    reference_games = None
    if ref is not None:
        ref_rng = random.Random(2)

        def ref_game() -> int:
            position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
            while position.phase != "over":
                position = ref.ref_play(
                    position, ref_rng.choice(sorted(ref.ref_legal_moves(position))), checked=False
                )
            return 1

        reference_games = rate(ref_game, short)
    found.append(Figure("random games, uniform from legal_moves", "games/s", games, reference_games))
    playout_rng = random.Random(2)
    fast = rate(lambda: int(isaac.playout(isaac.new_game(), playout_rng).is_over), seconds * 2, at_least=3)
    found.append(
        Figure(
            "random games, the fast path playout",
            "games/s",
            fast,
            reference_games,
            note="draws from the same law by counting the legal moves; the reference has no fast path",
        )
    )
    texts = corpus(20, 3)
    validated = rate(lambda: sum(ir.read_record(text).plies for text in texts), seconds * 2)
    reference_validated = None
    if ref is not None:

        def ref_validate() -> int:
            done = 0
            for text in texts:
                position = ref.ref_new(10, list(isaac.DEFAULT_PIECES))
                for token in text.split()[2:]:
                    position = ref.ref_play(position, token)
                    done += 1
            return done

        reference_validated = rate(ref_validate, short)
    found.append(
        Figure(
            f"record validation, {len(texts)} random games",
            "turns/s",
            validated,
            reference_validated,
            note="read_record on each record's text; the reference replays the same turns, checking each",
        )
    )
    return found
