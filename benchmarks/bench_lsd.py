"""LSD's benchmark figures: the engine against the reference implementation, in the same run.

``benchmarks/bench.py`` runs them with every game's (``TITLE`` and ``figures``); alone::

    python benchmarks/bench_lsd.py [--seconds S] [--no-reference]

Figures, each for the engine and for ``tests/lsd/reference.py``:

1. ``legal_moves`` per position, median time per call, in the opening, the middle game and
   late in the game of one fixed game of the default rules (2 players). Repeated calls find
   the engine's per-cell move tables warm, as a long-running program mostly does; so a second
   figure calls it once on every position of 20 random games, the tables cleared before each
   game (a cold start, the engine's worst case), the reference on the same positions;
2. complete random games per second (uniform choice from ``legal_moves`` every turn), with
   2 and with 4 players;
3. record validation: turns per second reading the records of random complete games with
   :func:`islands_rules.read_record` (the reference replays the same games' tokens).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from functools import partial
from types import ModuleType

from harness import TESTS, Figure, mean_seconds_per_position, median_seconds, rate, table

import islands_rules as ir
from islands_rules import lsd
from islands_rules.lsd.rules import clear_move_tables

TITLE = "LSD"

# The first 24 turns of one game of the default rules, by seeded random play (random.Random(9),
# uniform choice among the legal moves sorted by their token), written out so the positions
# never change with the engine's move order. It has 48, 52, 75 and 53 legal moves at plies 2, 10, 18, 24.
GAME_TEXT = (
    "new+@0,0 nwx@1,0 neswx@-1,0 neswx@-1,1 esx@-2,0 nesw+@-1,-1 e+@-2,1 ns+@1,1 sx@-1,2 ns+@-1,-2 "
    "nsx@1,2 esx@1,3 new+@-1,-3 newx@0,-3 wx@0,-1 newx@2,3 eswx@1,-3 nsx@1,-4 nesw+@-2,-1 s+@0,-2 "
    "nswx@1,-3 nes+@-2,-3 ewx@3,3 nes+@-2,-4"
)
POSITIONS = {"opening (ply 2)": 2, "middle (ply 10)": 10, "middle (ply 18)": 18, "late (ply 24)": 24}


def load_reference() -> ModuleType | None:
    """``tests/lsd/reference.py``, or ``None`` if the tests are not there."""
    if not (TESTS / "lsd" / "reference.py").is_file():
        return None
    if str(TESTS) not in sys.path:
        sys.path.insert(0, str(TESTS))
    from lsd import reference

    return reference


def replay(turns: list[str], players: int = 2) -> lsd.GameState:
    state = lsd.new_game(lsd.Rules(players=players))
    for token in turns:
        state = lsd.play(state, token)
    return state


def engine_game(rules: lsd.Rules, rng: random.Random) -> int:
    """One game choosing uniformly from ``legal_moves``; returns 1 (one game)."""
    state = lsd.new_game(rules)
    while not state.is_over:
        state = lsd.play(state, rng.choice(lsd.legal_moves(state)))
    return 1


def reference_game(ref: ModuleType, players: int, rng: random.Random) -> int:
    """One game of the reference choosing uniformly from its legal moves; returns 1."""
    position = ref.start(players)
    while not position.over:
        position = ref.play(position, rng.choice(sorted(ref.legal_moves(position))))
    return 1


def corpus(games: int, seed: int) -> list[str]:
    """The records of ``games`` random complete games of the default rules, as the library writes them."""
    rng, found = random.Random(seed), []
    for _ in range(games):
        state, moves = lsd.new_game(), []
        while not state.is_over:
            move = rng.choice(lsd.legal_moves(state))
            moves.append(move)
            state = lsd.play(state, move)
        found.append(ir.write_record(ir.Record(moves, game="lsd")))
    return found


def positions_of(records: list[str]) -> list[list[lsd.GameState]]:
    """Every position before a turn of each record's game, game by game."""
    return [list(ir.read_record(text).states[:-1]) for text in records]


def cold_legal_moves(games: list[list[lsd.GameState]]) -> float:
    """Seconds per :func:`~islands_rules.lsd.legal_moves` call, once on every position, the
    per-cell move tables cleared before each game."""
    return mean_seconds_per_position(games, lsd.legal_moves, clear_move_tables)


def reference_legal_moves(ref: ModuleType, records: list[str]) -> float:
    """Seconds per reference ``legal_moves`` call on the same positions as :func:`cold_legal_moves`."""
    games = []
    for text in records:
        position, positions = ref.start(), []
        for move in ir.read_record(text).moves:
            positions.append(position)
            position = ref.play(position, str(move))
        games.append(positions)
    return mean_seconds_per_position(games, ref.legal_moves)


def validate_records(records: list[str]) -> Callable[[], int]:
    """A step reading every record strictly; returns the turns read."""

    def step() -> int:
        return sum(ir.read_record(text).plies for text in records)

    return step


def reference_validation(ref: ModuleType, records: list[str]) -> Callable[[], int]:
    """A step replaying the next game's tokens through the reference, every move checked."""
    games = [[str(move) for move in ir.read_record(text).moves] for text in records]
    turn = iter(range(10**12))

    def step() -> int:
        moves = games[next(turn) % len(games)]
        position = ref.start()
        for token in moves:
            position = ref.play(position, token)
        return len(moves)

    return step


def figures(seconds: float, reference: bool = True) -> list[Figure]:
    """All of LSD's figures; ``seconds`` is the time budget of each engine measurement."""
    ref = load_reference() if reference else None
    short = max(seconds / 4, 0.1)  # the reference is slow: a few repetitions suffice
    found = []
    turns = GAME_TEXT.split()
    for name, plies in POSITIONS.items():
        state = replay(turns[:plies])
        engine = median_seconds(partial(lsd.legal_moves, state), seconds, at_least=20)
        slow = None
        if ref is not None:
            position = ref.start()
            for token in turns[:plies]:
                position = ref.play(position, token)
            slow = median_seconds(partial(ref.legal_moves, position), short, at_least=3)
        middle = plies == 18
        found.append(
            Figure(
                f"legal_moves, {name}: {len(lsd.legal_moves(state))} moves",
                "ms",
                engine * 1000,
                None if slow is None else slow * 1000,
                higher_is_better=False,
                min_ratio=100 if middle else None,
            )
        )
    records = corpus(20, seed=3)
    played = positions_of(records)
    found.append(
        Figure(
            f"legal_moves, cold tables: {sum(map(len, played))} positions of {len(played)} random games",
            "ms",
            cold_legal_moves(played) * 1000,
            None if ref is None else reference_legal_moves(ref, records) * 1000,
            higher_is_better=False,
            note="once per position, the engine's per-cell move tables cleared before each game",
        )
    )
    for players in (2, 4):
        rng = random.Random(players)
        games = rate(partial(engine_game, lsd.Rules(players=players), rng), seconds * 2, at_least=3)
        slow_games = None
        if ref is not None:
            slow_games = rate(partial(reference_game, ref, players, rng), short, at_least=2)
        target = 100 if players == 2 else None
        found.append(Figure(f"random games, {players} players", "games/s", games, slow_games, target=target))
    validated = rate(validate_records(records), seconds * 2, at_least=1)
    slow_validated = None if ref is None else rate(reference_validation(ref, records), short, at_least=1)
    found.append(
        Figure(
            f"record validation, {len(records)} random games",
            "turns/s",
            validated,
            slow_validated,
            target=5_000,
            note="read_record on each record's text; the reference replays the same games' tokens",
        )
    )
    return found


def main(argv: list[str] | None = None) -> None:
    """Measure every figure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time budget per engine measurement")
    parser.add_argument("--no-reference", action="store_true", help="skip the reference implementation")
    arguments = parser.parse_args(argv)
    measured = figures(arguments.seconds, reference=not arguments.no_reference)
    print(f"{TITLE}\n{table([figure.data() for figure in measured])}")


if __name__ == "__main__":
    main()
