"""Speed of the engine against the published targets, and against the reference implementation.

Run from a checkout (``nox -s bench`` does this)::

    python benchmarks/bench.py [--json FILE] [--seconds S] [--no-reference] [--check]

Figures, each for the engine and for the slow reference implementation in
``tests/ponte/reference.py`` in the same run:

1. ``legal_moves`` on five fixed 10×10 positions, median time per call;
2. complete random games per second, choosing uniformly from ``legal_moves`` each turn;
3. complete random games per second through the fast path :func:`islands_rules.playout`
   (the reference has no fast path, so its figure is the one of 2);
4. record validation: turns per second reading the records of random complete games with
   :func:`islands_rules.read_record` (the reference replays the same moves).

Only the standard library and islands_rules are needed; the reference is optional.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

import islands_rules as ir

TESTS = Path(__file__).resolve().parent.parent / "tests"

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


@dataclass
class Figure:
    """One row of the table: the engine's figure, the reference's, and the target."""

    figure: str
    unit: str
    engine: float
    reference: float | None = None
    higher_is_better: bool = True
    target: float | None = None
    min_ratio: float | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        """How many times faster the engine is than the reference."""
        if self.reference is None or not self.reference or not self.engine:
            return None
        return self.engine / self.reference if self.higher_is_better else self.reference / self.engine

    @property
    def passed(self) -> bool | None:
        if self.target is None and self.min_ratio is None:
            return None
        ok = True
        if self.target is not None:
            ok = self.engine >= self.target if self.higher_is_better else self.engine <= self.target
        if self.min_ratio is not None and self.ratio is not None:  # no reference measured: no ratio to judge
            ok = ok and self.ratio >= self.min_ratio
        return ok

    def data(self) -> dict[str, Any]:
        """The figure as the JSON report holds it, which is what the tables are drawn from."""
        return {**asdict(self), "ratio": self.ratio, "pass": self.passed}


# ----------------------------------------------------------------------------- measuring


def median_seconds(call: Callable[[], object], budget: float, at_least: int) -> float:
    """The median time of one ``call()``, calling it for ``budget`` seconds (at least ``at_least`` times)."""
    gc.collect()
    times: list[float] = []
    deadline = time.perf_counter() + budget
    while len(times) < at_least or time.perf_counter() < deadline:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rate(step: Callable[[], int], budget: float, at_least: int = 1) -> float:
    """Units per second, where each ``step()`` does some units and says how many."""
    gc.collect()
    done, calls = 0, 0
    start = time.perf_counter()
    while calls < at_least or time.perf_counter() - start < budget:
        done += step()
        calls += 1
    return done / (time.perf_counter() - start)


# ----------------------------------------------------------------------------- the engine


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


# -------------------------------------------------------------------------- the reference


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


# -------------------------------------------------------------------------------- running


def run(seconds: float, ref: Reference | None) -> list[Figure]:
    """All figures; ``seconds`` is the time budget of each engine measurement."""
    figures = []
    short = max(seconds / 4, 0.1)  # the reference is slow: a few repetitions suffice
    for name, ply in POSITIONS.items():
        state = replay(GAME[:ply])
        engine = median_seconds(partial(ir.legal_moves, state), seconds, at_least=20)
        reference = None
        if ref is not None:
            legal = partial(ref.rules.ref_legal_moves, ref.position(state))
            reference = median_seconds(legal, short, at_least=3)
        middle = name == MIDDLE
        figures.append(
            Figure(
                f"legal_moves, {name}: {len(ir.legal_moves(state))} moves",
                "ms",
                engine * 1000,
                None if reference is None else reference * 1000,
                higher_is_better=False,
                target=0.3 if middle else None,
                min_ratio=100 if middle else None,
            )
        )
    rng = random.Random(2)
    full = rate(lambda: engine_random_game(rng), seconds * 2, at_least=3)
    ref_full = None if ref is None else rate(lambda: ref.random_game(rng), short, at_least=2)
    figures.append(Figure("random games, uniform from legal_moves", "games/s", full, ref_full, target=50))
    fast = rate(lambda: engine_playout(rng), seconds * 2, at_least=10)
    figures.append(
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
    figures.append(
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
    return figures


def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(),
        "cpu": cpu,
        "cores": str(os.cpu_count()),
        "islands_rules": ir.__version__,
    }


# ---------------------------------------------------------------------------- the report

HEADER = ("figure", "unit", "engine", "reference", "ratio", "target", "pass")
README_START = "<!-- benchmark report: written by benchmarks/bench.py --readme; do not edit -->"
README_END = "<!-- end of benchmark report -->"


def number(value: float) -> str:
    """A figure to three significant digits, whole from 100 up (with thousands separators)."""
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


def target(figure: Mapping[str, Any]) -> str:
    """What the figure must reach; ``-`` for none."""
    parts = []
    if figure["target"] is not None:
        sign = "≥" if figure["higher_is_better"] else "≤"
        parts.append(f"{sign} {figure['target']:,g} {figure['unit']}")
    if figure["min_ratio"] is not None:
        parts.append(f"≥ {figure['min_ratio']:g}× ref")
    return ", ".join(parts) or "-"


def cells(figure: Mapping[str, Any]) -> list[str]:
    """One row of the table, from one figure of the JSON report, in the order of :data:`HEADER`."""
    reference, ratio = figure["reference"], figure["ratio"]
    return [
        figure["figure"],
        figure["unit"],
        number(figure["engine"]),
        "-" if reference is None else number(reference),
        "-" if ratio is None else f"{ratio:,.1f}×",
        target(figure),
        {None: "", True: "pass", False: "FAIL"}[figure["pass"]],
    ]


def table(figures: Sequence[Mapping[str, Any]]) -> str:
    """The figures as an aligned Markdown table."""
    rows = [list(HEADER), *map(cells, figures)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADER))]
    lines = []
    for count, row in enumerate(rows):
        padded = [
            cell.ljust(w) if i in (0, 1, 5) else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("| " + " | ".join(padded) + " |")
        if count == 0:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def markdown(report: Mapping[str, Any]) -> str:
    """The whole report as Markdown: the machine, the command that reproduces it, the table, the notes."""
    about = report["machine"]
    lines = [
        f"Measured with islands_rules {about['islands_rules']}, {about['python']}, on {about['cpu']} "
        f"({about['cores']} cores, {about['platform']}); the run took {report['seconds']:g} s. To "
        "reproduce, from a checkout with the package installed:",
        "",
        "```sh",
        report["command"],
        "```",
        "",
        table(report["figures"]),
    ]
    notes = [f"- {figure['figure']}: {figure['note']}" for figure in report["figures"] if figure["note"]]
    return "\n".join([*lines, *(["", *notes] if notes else [])])


def with_report(readme: str, report: Mapping[str, Any]) -> str:
    """``readme`` with the text between its report markers replaced by :func:`markdown` of ``report``."""
    start, end = readme.index(README_START) + len(README_START), readme.index(README_END)
    return f"{readme[:start]}\n{markdown(report)}\n{readme[end:]}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the report as JSON")
    parser.add_argument(
        "--readme", metavar="FILE", type=Path, help="also write the report between FILE's report markers"
    )
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="time budget per engine measurement (default 1)"
    )
    parser.add_argument("--no-reference", action="store_true", help="skip the reference implementation")
    parser.add_argument("--check", action="store_true", help="exit with status 1 if a target is missed")
    args = parser.parse_args(argv)
    ref = None if args.no_reference else load_reference()
    started = time.perf_counter()
    figures = run(args.seconds, ref)
    about = machine()
    print(
        f"islands_rules {about['islands_rules']}, {about['python']}, {about['cpu']}, {about['cores']} cores"
    )
    if ref is None:
        print("(reference implementation not found or skipped)")
    report = {
        "command": "python benchmarks/bench.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "machine": about,
        "seconds": round(time.perf_counter() - started, 1),
        "figures": [figure.data() for figure in figures],
    }
    print(table([figure.data() for figure in figures]))
    for figure in figures:
        if figure.note:
            print(f"note: {figure.figure}: {figure.note}")
    print(f"took {report['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    if args.readme:
        args.readme.write_text(with_report(args.readme.read_text(encoding="utf-8"), report), encoding="utf-8")
    missed = [figure.figure for figure in figures if figure.passed is False]
    if missed:
        print(f"{len(missed)} target(s) missed")
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
