"""Speed of every game's engine against the published targets, and against its reference
implementation in ``tests/<game>/reference.py``, in one run with one harness.

Run from a checkout (``nox -s bench`` does this)::

    python benchmarks/bench.py [--game NAME] [--json FILE] [--readme FILE] [--seconds S]
                               [--no-reference] [--check]

Each game's figures come from ``benchmarks/bench_<game>.py`` (``TITLE`` and
``figures(seconds, reference)``); the harness, the report and its tables from
``benchmarks/harness.py``. Only the standard library and islands_rules are needed; the
reference is optional.
"""

from __future__ import annotations

import argparse
import importlib
import json
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
    args = parser.parse_args(argv)
    about = machine()
    print(
        f"islands_rules {about['islands_rules']}, {about['python']}, {about['cpu']}, {about['cores']} cores"
    )
    started = time.perf_counter()
    games: list[dict[str, Any]] = []
    for name in games_measured(args.game):
        module = importlib.import_module(f"bench_{name}")
        figures = [figure.data() for figure in module.figures(args.seconds, reference=not args.no_reference)]
        games.append({"name": name, "title": module.TITLE, "figures": figures})
        print(f"\n{module.TITLE}\n{table(figures)}")
        for line in notes(figures):
            print(line)
    report = {
        "command": "python benchmarks/bench.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "machine": about,
        "seconds": round(time.perf_counter() - started, 1),
        "games": games,
    }
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
