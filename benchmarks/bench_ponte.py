"""Ponte del Diavolo's figures: ``legal_moves`` on five fixed 10×10 positions, random games
per second (choosing from ``legal_moves``, and through the fast path ``playout``), and record
validation in turns per second, each against the reference in ``tests/ponte/reference.py``.

Then the speed targets of issue 17, each against release 0.1.0 measured in the same run when
``PONTE_RELEASE_SRC`` names the ``src`` folder of a 0.1.0 checkout (for instance
``git archive a483dd5 src | tar -x -C /tmp/release-0.1``). Those figures are measured by this
module run as a script (``python bench_ponte.py --targets SECONDS``), once with this checkout's
package and once with the release's, each in its own interpreter, and printed as JSON.
Last, when the optional C extension is installed, its rows beside the pure-Python engine's
(``ponte_native.py``).
"""

from __future__ import annotations

import itertools
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
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
LISTING_TARGETS = {MIDDLE: 0.10, "late (ply 28)": 0.06}
"""The pure ``legal_moves``' targets of issue 29 (ms of processor time); every listing row also
aims at 100 times its reference."""


def replay(turns: Sequence[str]) -> ir.ponte.GameState:
    ponte = _api()
    state: ir.ponte.GameState = ponte.new_game()
    for text in turns:
        state = ponte.play(state, text)
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
    adapter: ModuleType  # tests/ponte/adapter.py: engine values to reference values

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
        from ponte import adapter, reference
    except ImportError:
        return None
    finally:
        sys.path.remove(str(TESTS))
    return Reference(reference, adapter)


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
        found.append(
            Figure(
                f"legal_moves, {name}: {len(ir.legal_moves(state))} moves",
                "ms",
                engine * 1000,
                None if slow is None else slow * 1000,
                higher_is_better=False,
                target=LISTING_TARGETS.get(name),
                min_ratio=100,
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
    # Imported here: this module also runs as a script against release 0.1.0, which has no native path.
    from ponte_native import native_figures

    native = native_figures(seconds, replay(GAME[:17]), replay(GAME[:28]))
    return found + target_figures(seconds) + native


# ------------------------------------------------------------------ issue 17: against 0.1.0

# Figure name -> (unit, target, higher is better), the targets of issue 17.
TARGETS: dict[str, tuple[str, float, bool]] = {
    "legal_moves, middle (ply 17)": ("ms", 0.13, False),
    "legal_moves, late (ply 28)": ("ms", 0.07, False),
    "count_legal_moves, middle (ply 17)": ("ms", 0.04, False),
    "playout": ("games/s", 2500, True),
    "play with parsed moves": ("turns/s", 120_000, True),
    "read_record validation": ("turns/s", 70_000, True),
    "first use of a board size, 10x10": ("ms", 10, False),
    "first use of a board size, 26x26": ("ms", 150, False),
    "first legal_moves, empty 26x26 board": ("ms", 100, False),
    "import islands_rules": ("ms", 50, False),
    "CLI validate": ("turns/s", 50_000, True),
}


def _api() -> Any:
    """The module holding Ponte's functions: ``islands_rules.ponte``, or the top level in 0.1.0."""
    return getattr(ir, "ponte", ir)


def _fresh_interpreter_ms(code: str, env: dict[str, str], runs: int = 5) -> float:
    """The median of what ``code`` prints (milliseconds), each run in a new interpreter."""
    found = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True
            ).stdout
        )
        for _ in range(runs)
    ]
    return statistics.median(found)


def measure_targets(seconds: float, games: list[str]) -> dict[str, float]:
    """The figures of :data:`TARGETS` for whichever ``islands_rules`` is imported; ``games`` are
    the texts to validate, bare turns that every release reads."""
    ponte = _api()
    count = getattr(ponte, "count_legal_moves", None)
    middle, late = replay(GAME[:17]), replay(GAME[:28])
    found = {
        "legal_moves, middle (ply 17)": median_seconds(partial(ponte.legal_moves, middle), seconds, 20)
        * 1000,
        "legal_moves, late (ply 28)": median_seconds(partial(ponte.legal_moves, late), seconds, 20) * 1000,
    }
    if count is not None:
        found["count_legal_moves, middle (ply 17)"] = (
            median_seconds(partial(count, middle), seconds, 20) * 1000
        )
    rng = random.Random(2)
    found["playout"] = rate(lambda: engine_playout(rng), seconds * 2, at_least=10)
    moves = [ponte.parse_move(text) for text in GAME]

    def play_game() -> int:
        state = ponte.new_game()
        for move in moves:
            state = ponte.play(state, move)
        return len(moves)

    found["play with parsed moves"] = rate(play_game, seconds * 2, at_least=3)
    found["read_record validation"] = rate(validate_records(games), seconds * 2, at_least=1)
    env = dict(os.environ, PYTHONPATH=str(Path(ir.__file__).resolve().parent.parent))
    # An installed package has its bytecode compiled; without it every start compiles the source.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # The first use of a new board size: a new game, its first listing (of the 228,150 moves of
    # an empty 26x26 board) and its first move, the tables built on the way.
    for size in (10, 26):
        found[f"first use of a board size, {size}x{size}"] = _fresh_interpreter_ms(
            "import time, islands_rules as ir; p = getattr(ir, 'ponte', ir); t = time.process_time(); "
            f"s = p.new_game(p.Rules(board_size={size})); p.legal_moves(s); p.play(s, 'a1,c3'); "
            "print((time.process_time() - t) * 1000)",
            env,
        )
    # The listing alone, once the new game (and the board's tables) are made (issue 29).
    found["first legal_moves, empty 26x26 board"] = _fresh_interpreter_ms(
        "import time, islands_rules as ir; p = getattr(ir, 'ponte', ir); "
        "s = p.new_game(p.Rules(board_size=26)); t = time.process_time(); p.legal_moves(s); "
        "print((time.process_time() - t) * 1000)",
        env,
    )
    found["CLI validate"] = _cli_validate_rate(games, env)
    found["import islands_rules"] = _fresh_interpreter_ms(
        "import time; t = time.process_time(); import islands_rules; print((time.process_time() - t) * 1000)",
        env,
    )
    return found


def _cli_validate_rate(games: list[str], env: dict[str, str], copies: int = 25) -> float:
    """Turns per second of ``python -m islands_rules validate`` on ``copies`` files of each game,
    start-up included (the median of three runs)."""
    turns = copies * sum(len(game.split()) for game in games)
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for number, game in enumerate(games * copies):
            path = Path(folder) / f"game{number}.txt"
            path.write_text(game + "\n", encoding="utf-8")
            paths.append(str(path))
        times = []
        for _ in range(3):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(
                [sys.executable, "-m", "islands_rules", "validate", *paths],
                env=env,
                check=True,
                capture_output=True,
            )
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return turns / statistics.median(times)


def _targets_in(src: str | None, seconds: float, games: list[str]) -> dict[str, float]:
    """:func:`measure_targets` in a new interpreter importing the package from ``src`` (this
    checkout's package if ``None``)."""
    package = Path(ir.__file__).resolve().parent.parent if src is None else Path(src)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(package), str(Path(__file__).resolve().parent)]))
    done = subprocess.run(
        [sys.executable, __file__, "--targets", str(seconds)],
        env=env,
        input=json.dumps(games),
        check=True,
        capture_output=True,
        text=True,
    )
    return {name: float(value) for name, value in json.loads(done.stdout).items()}


ROUNDS = 2
"""Rounds of the issue-17 figures per version, alternating (see :func:`target_figures`)."""


def _best(rounds: list[dict[str, float]]) -> dict[str, float]:
    """Per figure, the best of the rounds: the highest rate, or the shortest time."""
    return {
        name: (max if TARGETS[name][2] else min)(found[name] for found in rounds if name in found)
        for name in rounds[0]
    }


def target_figures(seconds: float) -> list[Figure]:
    """The figures of issue 17, the reference column being release 0.1.0 when it is at hand."""
    release_src = os.environ.get("PONTE_RELEASE_SRC")
    # The same 20 random games for both, as bare turns (0.1.0 writes another record format).
    games = [" ".join(map(str, ir.read_record(text).moves)) for text in corpus(20, seed=3)]
    # The machine's load drifts: the two versions take turns, and each keeps its best round.
    rounds: dict[str | None, list[dict[str, float]]] = (
        {None: [], release_src: []} if release_src else {None: []}
    )
    for _ in range(ROUNDS):
        for src, measured in rounds.items():
            measured.append(_targets_in(src, seconds, games))
    engine = _best(rounds[None])
    release = _best(rounds[release_src]) if release_src else {}
    found = []
    for name, (unit, target, higher) in TARGETS.items():
        if name not in engine:
            continue
        found.append(
            Figure(
                f"{name} [vs 0.1.0]",
                unit,
                engine[name],
                release.get(name),
                higher_is_better=higher,
                target=target,
            )
        )
    how = "measured in the same run" if release else "not measured here (set PONTE_RELEASE_SRC)"
    found[0].note = (
        "rows marked [vs 0.1.0] are issue 17's targets (and issue 29's first listing of a 26x26 board); "
        "their reference column is release 0.1.0, "
        f"{how}; validation there reads bare turns, so that both releases read the same texts"
    )
    return found


if __name__ == "__main__" and sys.argv[1:2] == ["--targets"]:
    print(json.dumps(measure_targets(float(sys.argv[2]), json.loads(sys.stdin.read()))))
