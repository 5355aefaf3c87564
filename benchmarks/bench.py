"""Speed of every game's engine against the published targets, and against its reference
implementation in ``tests/<game>/reference.py``, in one run with one harness.

Run from a checkout (``nox -s bench`` does this)::

    python benchmarks/bench.py [--game NAME] [--json FILE] [--readme FILE] [--seconds S]
                               [--no-reference] [--check] [--baseline SRC [--label NAME] [--rounds N]]

Each game's figures come from ``benchmarks/bench_<game>.py`` (``TITLE`` and
``figures(seconds, reference)``); the harness, the report and its tables from
``benchmarks/harness.py``. Only the standard library and islands_rules are needed; the
reference is optional.

``--baseline SRC`` also measures every figure of an earlier version whose package is in the
folder ``SRC`` (for the release before issue 29: ``git archive bb28224 src | tar -x -C /tmp/base``
and ``--baseline /tmp/base/src --label bb28224``) in the same run: this version and that one
each measure the game's figures in their own interpreter (this file run with ``--worker GAME``,
the package put first on the path), taking turns for ``--rounds`` rounds, the order swapped
each round; each keeps its best round per figure, and the report gives both and their ratio.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from harness import machine, notes, table, with_report

import islands_rules as ir


def games_measured(only: str | None) -> list[str]:
    """The games with a figures module, in the library's order (or just ``only``)."""
    names = [name for name in ir.builtin_games() if only is None or name == only]
    here = Path(__file__).resolve().parent
    return [name for name in names if (here / f"bench_{name}.py").is_file()]


HERE = Path(__file__).resolve().parent


def worker_figures(game: str, seconds: float) -> dict[str, float]:
    """Each figure of ``game`` (its engine's value, no reference) for whichever package is imported."""
    module = importlib.import_module(f"bench_{game}")
    return {figure.figure: figure.engine for figure in module.figures(seconds, reference=False)}


def measured_in(src: Path, game: str, seconds: float) -> dict[str, float]:
    """:func:`worker_figures` in a new interpreter importing the package from ``src``."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(src), str(HERE)]))
    env.pop("PONTE_RELEASE_SRC", None)  # the issue-17 rows against 0.1.0 only in the main run
    done = subprocess.run(
        [sys.executable, __file__, "--worker", game, "--seconds", str(seconds)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return {name: float(value) for name, value in json.loads(done.stdout.splitlines()[-1]).items()}


def interleaved(
    figures: list[dict[str, Any]], game: str, seconds: float, baseline: Path, rounds: int
) -> None:
    """Add to each figure of ``game`` its value for this version and for the package in
    ``baseline``, measured in turns (the order swapped each round), each the best of ``rounds``."""
    this = Path(ir.__file__).resolve().parent.parent
    found: dict[Path, list[dict[str, float]]] = {this: [], baseline: []}
    for number in range(rounds):
        for src in (this, baseline) if number % 2 == 0 else (baseline, this):
            found[src].append(measured_in(src, game, seconds))
    for figure in figures:
        best = max if figure["higher_is_better"] else min
        for key, src in (("interleaved", this), ("baseline", baseline)):
            values = [run[figure["figure"]] for run in found[src] if figure["figure"] in run]
            figure[key] = best(values) if values else None
        ok = figure["interleaved"] and figure["baseline"]
        figure["speedup"] = (
            None
            if not ok
            else figure["interleaved"] / figure["baseline"]
            if figure["higher_is_better"]
            else figure["baseline"] / figure["interleaved"]
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=ir.builtin_games(), help="measure only this game")
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the report as JSON")
    parser.add_argument(
        "--readme", metavar="FILE", type=Path, help="also write the report between FILE's report markers"
    )
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="time budget per engine measurement (default 1)"
    )
    parser.add_argument("--no-reference", action="store_true", help="skip the reference implementations")
    parser.add_argument("--check", action="store_true", help="exit with status 1 if a target is missed")
    parser.add_argument(
        "--baseline",
        metavar="SRC",
        type=Path,
        help="also measure the package in the folder SRC (an earlier version), interleaved with this one",
    )
    parser.add_argument("--label", default="baseline", help="the earlier version's name in the report")
    parser.add_argument(
        "--rounds", type=int, default=2, help="rounds per version with --baseline (default 2)"
    )
    parser.add_argument("--worker", metavar="GAME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:  # one version's figures of one game, as JSON on the last line
        print(json.dumps(worker_figures(args.worker, args.seconds)))
        return 0
    about = machine()
    print(
        f"islands_rules {about['islands_rules']}, {about['python']}, {about['cpu']}, {about['cores']} cores"
    )
    started = time.perf_counter()
    games: list[dict[str, Any]] = []
    for name in games_measured(args.game):
        module = importlib.import_module(f"bench_{name}")
        figures = [figure.data() for figure in module.figures(args.seconds, reference=not args.no_reference)]
        if args.baseline:
            interleaved(figures, name, args.seconds, args.baseline.resolve(), args.rounds)
        games.append({"name": name, "title": module.TITLE, "figures": figures})
        print(f"\n{module.TITLE}\n{table(figures, args.label if args.baseline else None)}")
        for line in notes(figures):
            print(line)
    report = {
        "command": "python benchmarks/bench.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "machine": about,
        "seconds": round(time.perf_counter() - started, 1),
        "games": games,
    }
    if args.baseline:
        report["baseline"] = {"label": args.label, "rounds": args.rounds}
    print(f"took {report['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    if args.readme:
        readme = args.readme.read_text(encoding="utf-8")
        args.readme.write_text(with_report(readme, report), encoding="utf-8")
    missed = [f["figure"] for game in games for f in game["figures"] if f["pass"] is False]
    if missed:
        print(f"{len(missed)} target(s) missed")
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
