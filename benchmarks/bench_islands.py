"""Speed of the Islands engine, against the reference implementation in the same run.

``benchmarks/bench.py`` runs them with the other games' (``--game islands`` alone), or run
this file by itself for Islands' table.

Figures, each for the engine and for ``tests/islands/reference.py``:

1. ``legal_moves`` after a draw (every placement of the drawn tile, with and without a
   piece) on positions of the page's complete game G1 at plies 0, 20, 40 and 60, median
   time per call; and every token of every type left at a chance node (ply 40);
2. ``legal_moves`` once at every position after a draw of random games, the engine's tables of
   prebuilt moves cleared before each game (a cold start: the first game in a process), the
   reference on the same positions;
3. complete random games per second with 2 players: each tile drawn by its count, then a
   legal turn chosen uniformly;
4. record validation: turns per second reading the records of random complete games with
   :func:`islands_rules.read_record` (the reference replays the same turns, checking each).

Only the standard library and islands_rules are needed; the reference is optional.
"""

from __future__ import annotations

import random
import sys
from functools import partial
from types import ModuleType

from harness import TESTS, Figure, mean_seconds_per_position, median_seconds, rate, table

import islands_rules as ir
from islands_rules import islands
from islands_rules.islands._movetable import clear_move_tables

TITLE = "Islands"

# The page's complete game G1 (islands.md): the positions are fixed, whatever the engine does.
G1 = (  # noqa: SIM905
    """
D@0,-1r2 B- U@-1,0r1:w2 N@0,-2r1 V@-1,-2r0 V@-1,-3r1:b1 H@0,1r2 P@1,0r2 L@-2,0r3 M@2,0r3:i1
H@2,-1r2 R@0,2r3 V@1,2r2:b1 Q@1,-2r3 V@-2,-2r3 H@2,1r3:i1 E@3,-1r2:i1 J@-1,2r1 U@1,3r2 N@1,-3r1
E@3,0r0:w1 U@4,0r0:w2 D@3,-2r0:w2 P@-3,0r1 O@1,4r1:i1 K@2,4r3 U@3,4r1 B@-3,-2r1 W@0,4r3:b1
C@-3,1r1 T@-3,2r2 V@3,5r2 J@4,1r1 U@-1,4r2:w2 F@-4,-2r1:w2 W@4,5r1 G@2,-3r2 E@1,-4r2:w1 A@-3,-3r0
E@2,-4r2 F@4,2r2 B@-1,-4r3:l N@-4,2r1 U@-3,3r0 V@-1,-5r0 S@5,2r2 X@4,4r2 R@-2,-4r3 U@4,-1r2
P@3,2r2 V@3,3r3 W@2,2r2 W@-4,0r3 V@-2,4r1 L@-2,5r3:w2 K@-2,6r3 L@5,4r0 M@-2,3r2 B@-5,-2r2
E@3,-4r0 D@3,6r3 V@0,-5r2 K@4,3r1 U@-5,-1r1 R@-6,-2r3 I@2,-5r0 J@-1,-6r3 S@3,7r0 O@-7,-2r1
A@-5,2r1 I@6,2r0
"""
).split()

PLIES = (0, 20, 40, 60)


def engine_state(turns: int) -> islands.State:
    state = islands.new_game()
    for turn in G1[:turns]:
        state = islands.play(state, turn)
    return state


def load_reference() -> ModuleType | None:
    sys.path[:0] = [str(TESTS)]
    try:
        from islands import reference
    except ImportError:
        return None
    return reference


def reference_position(ref: ModuleType, turns: int) -> object:
    position = ref.ref_new_game(2, 7)
    for turn in G1[:turns]:
        position = ref.ref_play(position, turn)
    return position


def corpus(games: int, seed: int) -> list[str]:
    """The records of ``games`` random complete two-player games."""
    rng, texts = random.Random(seed), []
    for _ in range(games):
        state, moves = islands.new_game(), []
        while not state.is_over:
            move = islands.random_move(state, rng)
            moves.append(str(move))
            state = islands.play(state, move)
        texts.append('[Game "islands"]\n\n' + " ".join(moves) + "\n")
    return texts


def drawn_positions(text: str) -> list[tuple[islands.State, str]]:
    """Each position of a record's game with its turn's tile drawn, and that tile."""
    found, state = [], islands.new_game()
    for token in text.split()[2:]:
        move = islands.parse_move(token)
        found.append((islands.play(state, islands.Draw(move.tile)), move.tile))
        state = islands.play(state, move)
    return found


def cold_legal_moves(texts: list[str]) -> float:
    """Seconds per :func:`~islands_rules.islands.legal_moves` call, once at every position
    after a draw, the tables of prebuilt moves cleared before each game."""
    games = [[state for state, _ in drawn_positions(text)] for text in texts]
    return mean_seconds_per_position(games, islands.legal_moves, clear_move_tables)


def reference_cold_legal_moves(ref: ModuleType, texts: list[str]) -> float:
    """Seconds per reference listing on the same positions as :func:`cold_legal_moves`."""
    games = []
    for text in texts:
        position, positions = ref.ref_new_game(2, 7), []
        for token in text.split()[2:]:
            positions.append((position, token[0]))
            position = ref.ref_play(position, token, check=False)
        games.append(positions)
    return mean_seconds_per_position(games, lambda pair: ref.ref_turns(*pair))


def _legal_figures(ref: ModuleType | None, seconds: float, short: float) -> list[Figure]:
    found = []
    for turns in PLIES:
        letter = G1[turns][0]
        state = islands.play(engine_state(turns), islands.Draw(letter))
        engine = median_seconds(partial(islands.legal_moves, state), seconds, at_least=20)
        count = len(islands.legal_moves(state))
        slow = None
        if ref is not None:
            position = reference_position(ref, turns)
            assert {str(m) for m in islands.legal_moves(state)} == ref.ref_turns(position, letter)
            slow = median_seconds(partial(ref.ref_turns, position, letter), short, at_least=3)
        found.append(
            Figure(
                f"legal_moves, ply {turns}, {letter} drawn: {count} turns",
                "ms",
                engine * 1000,
                None if slow is None else slow * 1000,
                higher_is_better=False,
                min_ratio=100,
            )
        )
    state = engine_state(40)

    def every_token() -> int:
        return sum(
            len(islands.legal_moves(islands.play(state, d))) for d, _ in islands.chance_outcomes(state)
        )

    engine = median_seconds(every_token, seconds, at_least=10)
    slow = None
    if ref is not None:
        position = reference_position(ref, 40)
        assert len(ref.ref_all_turns(position)) == every_token()
        slow = median_seconds(partial(ref.ref_all_turns, position), short, at_least=2)
    found.append(
        Figure(
            f"every token at a chance node, ply 40: {every_token()} tokens",
            "ms",
            engine * 1000,
            None if slow is None else slow * 1000,
            higher_is_better=False,
            min_ratio=100,
            note="each draw played, then legal_moves of the drawn tile; the reference lists all tokens",
        )
    )
    return found


def figures(seconds: float, reference: bool = True) -> list[Figure]:
    """Islands' figures; ``seconds`` is the time budget of each engine measurement."""
    ref = load_reference() if reference else None
    short = max(seconds / 4, 0.1)  # the reference is slow: a few repetitions suffice
    found = _legal_figures(ref, seconds, short)
    texts = corpus(10, 3)
    found.append(
        Figure(
            f"legal_moves, cold tables: {sum(len(text.split()) - 2 for text in texts)} positions of "
            f"{len(texts)} random games",
            "ms",
            cold_legal_moves(texts) * 1000,
            None if ref is None else reference_cold_legal_moves(ref, texts) * 1000,
            higher_is_better=False,
            note="once per position after a draw, the engine's prebuilt moves cleared before each game",
        )
    )
    rng = random.Random(2)
    games = rate(lambda: int(islands.playout(islands.new_game(), rng).is_over), seconds * 2, at_least=3)
    reference_games = None
    if ref is not None:
        ref_rng = random.Random(2)

        def ref_game() -> int:
            position = ref.ref_new_game(2, 7)
            while not position.over:
                tiles = [letter for letter, n in sorted(position.supply.items()) for _ in range(n)]
                turns = sorted(ref.ref_turns(position, ref_rng.choice(tiles)))
                position = ref.ref_play(position, ref_rng.choice(turns), check=False)
            return 1

        reference_games = rate(ref_game, short)
    found.append(Figure("random games, 2 players", "games/s", games, reference_games))
    validated = rate(lambda: sum(ir.read_record(text).plies for text in texts), seconds * 2)
    reference_validated = None
    if ref is not None:

        def ref_validate() -> int:
            done = 0
            for text in texts:
                position = ref.ref_new_game(2, 7)
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


def main(argv: list[str] | None = None) -> int:
    """Print Islands' table: ``python benchmarks/bench_islands.py [SECONDS] [--no-reference]``."""
    args = sys.argv[1:] if argv is None else argv
    seconds = float(next((a for a in args if not a.startswith("-")), "1"))
    found = figures(seconds, reference="--no-reference" not in args)
    print(f"{TITLE}\n{table([figure.data() for figure in found])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
