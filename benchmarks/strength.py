"""How strong the bots are, per game: MCTS against random, against greedy and against
itself at four times the budget, and how many MCTS iterations a second it runs.

Run from a checkout (the targets are for 1 s a move and at least 100 games a pairing)::

    python benchmarks/strength.py [--game NAME ...] [--seconds S] [--games N] [--jobs J]
                                  [--seed S] [--json FILE] [--rst FILE]
    python benchmarks/strength.py --from-json benchmarks/strength.json --rst docs/guides/strength.inc

The issue's full run is the defaults (1 s a move, 100 games a pairing, every game), two
games at once on two cores, published straight into the docs::

    python benchmarks/strength.py --jobs 2 --json benchmarks/strength.json --rst docs/guides/strength.inc

A time budget is what a move may take on the machine that runs it: run the full run on a
machine doing nothing else, with ``--jobs`` no more than its cores.

The full run takes many hours, so it can be run in pieces: ``--resume`` reads the ``--json``
report a stopped run left (written after every pairing), keeps the pairings it measured, and
plays only the rest, with the same budget, games and seed::

    python benchmarks/strength.py --jobs 2 --json benchmarks/strength.json --resume

Each pairing is a match of :func:`islands_rules.bots.run_match` (seats swapped each
game); the win rate counts a draw as half a win, with its 95% Wilson interval. ``--rst``
writes the tables the bots guide includes; they are drawn from the JSON report alone.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from harness import machine

import islands_rules as ir
from islands_rules.bots import MCTSBot, Table, run_match

FULL_RUN = {"seconds_per_move": 1.0, "games": 100}
"""The budget and games a pairing of the issue's targets; a run of less is a reduced run."""

# (the bot, its opponent, the target win rate), with the budget S: mcts:Ss is "mcts at S".
PAIRINGS = (("mcts:{s}s", "random", 0.95), ("mcts:{s}s", "greedy", 0.70), ("mcts:{s4}s", "mcts:{s}s", 0.60))


def iterations_per_second(name: str, seconds: float, seed: int) -> float:
    """MCTS iterations a second on the positions of a random game of ``name``: at the start,
    a quarter, half and three quarters of the way through."""
    game, rng = ir.load_game(name), random.Random(seed)
    table = Table(game.new_game())
    while (seat := game.to_move(table.state)) is not None:
        # A chance outcome is dealt alone, so that a player's positions after a draw are in the game.
        if isinstance(seat, int):
            table.play(game.random_move(table.state, rng))
        else:
            table.deal(rng)
    states = [s for s in table.states if isinstance(game.to_move(s), int) and len(game.legal_moves(s)) > 1]
    chosen = [states[len(states) * k // 4] for k in range(4)]
    done = spent = 0.0
    for state in chosen:
        analysis = MCTSBot(seconds=seconds, seed=seed).analyse(state)
        done, spent = done + analysis.iterations, spent + analysis.seconds
    return done / spent if spent else 0.0


def measure(
    name: str,
    *,
    seconds: float,
    games: int,
    jobs: int,
    seed: int,
    figures: dict[str, Any],
    save: Callable[[], None],
) -> None:
    """Complete one game's ``figures`` (iterations a second, each pairing's result), keeping
    the pairings already in it and calling ``save()`` after each new one."""
    budget = {"s": f"{seconds:g}", "s4": f"{4 * seconds:g}"}
    pairings: list[dict[str, Any]] = figures.setdefault("pairings", [])
    figures.setdefault("title", ir.load_game(name).title)
    for bot, opponent, goal in PAIRINGS:
        pair = [bot.format(**budget), opponent.format(**budget)]
        if any([done["bot"], done["opponent"]] == pair for done in pairings):
            print(f"  {pair[0]} vs {pair[1]}: kept from the report", flush=True)
            continue
        started = time.perf_counter()
        result = run_match(name, pair, games=games, seed=seed, jobs=jobs).to_dict()
        mine = result["bots"][0]
        pairings.append(
            {
                "bot": pair[0],
                "opponent": pair[1],
                "games": games,
                **{key: mine[key] for key in ("wins", "draws", "losses", "win_rate", "interval")},
                "elo": result["elo"],
                "target": goal,
                "pass": mine["win_rate"] >= goal,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
        print(f"  {pair[0]} vs {pair[1]}: {line(pairings[-1])}", flush=True)
        save()
    if "iterations_per_second" not in figures:
        figures["iterations_per_second"] = round(iterations_per_second(name, seconds, seed))
        save()


def line(pairing: Mapping[str, Any]) -> str:
    low, high = pairing["interval"]
    elo = "unbounded" if pairing["elo"] is None else f"{pairing['elo']:+.0f}"
    return (
        f"{pairing['wins']}-{pairing['draws']}-{pairing['losses']}, {100 * pairing['win_rate']:.1f}% "
        f"({100 * low:.1f}-{100 * high:.1f}%), Elo {elo}, target {100 * pairing['target']:.0f}%"
    )


def rst(report: Mapping[str, Any]) -> str:
    """The report as reStructuredText: the budget, then one table per game."""
    about, budget = report["machine"], report["seconds_per_move"]
    full = budget >= FULL_RUN["seconds_per_move"] and report["games"] >= FULL_RUN["games"]
    when = report.get("date", "an unrecorded date")
    took = f", {report['wall_seconds'] / 60:.0f} minutes in all" if "wall_seconds" in report else ""
    played = sum(len(game["pairings"]) for game in report["results"])
    every = len(PAIRINGS) * len(ir.builtin_games())
    lines = [
        ".. This file is written by benchmarks/strength.py --rst from a JSON report; do not edit.",
        "",
        "**The full run** at the targets' budget and games."
        if full and played == every
        else f"**The full run, in progress**: {played} of its {every} pairings played so far, at "
        "the targets' budget and games; ``--resume`` plays the rest."
        if full
        else f"**A reduced run, not the full run**: the targets are for "
        f"{FULL_RUN['seconds_per_move']:g} s a move and {FULL_RUN['games']} games a pairing; "
        f"this run used {budget:g} s and {report['games']} games, so its figures only indicate "
        "the strength, and its intervals are wide.",
        "",
        f"Measured on {when} at **{budget:g} s a move** for MCTS (and {4 * budget:g} s at four times "
        f"the budget), **{report['games']} games a pairing**, seed {report['seed']}, "
        f"{report['jobs']} process(es) at once{took}, "
        f"with islands_rules {about['islands_rules']}, {about['python']}, on {about['cpu']} "
        f"({about['cores']} cores, shared). Command::",
        "",
        f"    {report['command']}",
    ]
    for game in report["results"]:
        speed = game.get("iterations_per_second")
        pending = len(PAIRINGS) - len(game["pairings"])
        lines += [
            "",
            f"**{game['title']}**: "
            + (
                "MCTS iterations a second not measured yet."
                if speed is None
                else f"{speed:,} MCTS iterations a second."
            )
            + (f" {pending} pairing(s) not played yet." if pending else ""),
            "",
            ".. list-table::",
            "   :header-rows: 1",
            "",
            "   * - bot",
            "     - opponent",
            "     - wins-draws-losses",
            "     - win rate (95% interval)",
            "     - Elo",
            "     - target",
        ]
        for p in game["pairings"]:
            low, high = p["interval"]
            elo = "unbounded" if p["elo"] is None else f"{p['elo']:+.0f}"
            if full:
                verdict = "met" if p["pass"] else "missed"
            else:  # a reduced run's rate says nothing final about the target
                verdict = "above it in this run" if p["pass"] else "below it in this run"
            lines += [
                f"   * - ``{p['bot']}``",
                f"     - ``{p['opponent']}``",
                f"     - {p['wins']}-{p['draws']}-{p['losses']}",
                f"     - {100 * p['win_rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)",
                f"     - {elo}",
                f"     - ≥ {100 * p['target']:.0f}%: {verdict}",
            ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--game",
        action="append",
        choices=ir.available_games(),
        help="only this game (repeatable; the library's own games by default)",
    )
    parser.add_argument("--seconds", type=float, default=1.0, help="MCTS time a move (default 1)")
    parser.add_argument("--games", type=int, default=100, help="games a pairing (default 100)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, in processes (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the matches (default 0)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the report as JSON")
    parser.add_argument("--rst", type=Path, metavar="FILE", help="write the tables for the docs")
    parser.add_argument("--from-json", type=Path, metavar="FILE", help="measure nothing: read this report")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="go on with the --json report of a stopped run of the same settings",
    )
    args = parser.parse_args(argv)
    if args.from_json is not None:
        report = json.loads(args.from_json.read_text(encoding="utf-8"))
    elif args.resume:
        report = resume(args)
    else:
        words = argv if argv is not None else sys.argv[1:]
        report = {
            "command": "python benchmarks/strength.py " + " ".join(words),
            "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": machine(),
            "seconds_per_move": args.seconds,
            "games": args.games,
            "seed": args.seed,
            "jobs": args.jobs,
            "wall_seconds": 0,
            "results": [],
        }
    if args.from_json is None:
        run(report, args)
    if args.rst is not None:
        args.rst.write_text(rst(report), encoding="utf-8")
    return 0


def resume(args: argparse.Namespace) -> dict[str, Any]:
    """The report a stopped run wrote to ``--json``, checked to be of the same settings."""
    if args.json is None or not args.json.exists():
        raise SystemExit("--resume goes on with the report named by --json, and there is none")
    report: dict[str, Any] = json.loads(args.json.read_text(encoding="utf-8"))
    settings = {"seconds_per_move": args.seconds, "games": args.games, "seed": args.seed}
    if any(report.get(key) != value for key, value in settings.items()):
        mine = {key: report.get(key) for key in settings}
        raise SystemExit(f"--resume: {args.json} was made with {mine}, not {settings}")
    return report


def run(report: dict[str, Any], args: argparse.Namespace) -> None:
    """Measure every game asked for into ``report``, saving it to ``--json`` after each pairing
    (so a long run keeps what it measured); the time spent adds to the report's."""
    started, spent_before = time.perf_counter(), report.get("wall_seconds", 0)

    def save() -> None:
        report["wall_seconds"] = spent_before + round(time.perf_counter() - started)
        if args.json is not None:
            args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

    for name in args.game or ir.builtin_games():
        print(f"{ir.load_game(name).title}:", flush=True)
        figures = next((game for game in report["results"] if game["name"] == name), None)
        if figures is None:
            figures = {"name": name}
            report["results"].append(figures)
        measure(
            name, seconds=args.seconds, games=args.games, jobs=args.jobs, seed=args.seed,
            figures=figures, save=save,
        )  # fmt: skip
        print(f"  {figures['iterations_per_second']:,} MCTS iterations a second", flush=True)


if __name__ == "__main__":
    sys.exit(main())
