"""How strong the bots are, per game, at budgets of iterations: MCTS at N iterations a move
against random, against greedy, and MCTS at 4N against N; and the seconds a move N costs.

A budget in iterations gives the same games on any machine (a bot of an iteration budget
is deterministic for its seed), so the table measures the bots, not the machine. N is
chosen per game (:data:`BUDGETS`) so that the whole run fits in three hours on two cores.

Run from a checkout::

    python benchmarks/strength.py [--game NAME ...] [--budget NAME=N ...] [--games G]
                                  [--jobs J] [--seed S] [--native] [--json FILE] [--rst FILE]
    python benchmarks/strength.py --from-json benchmarks/strength.json --rst docs/guides/strength.inc
    python benchmarks/strength.py --estimate [--native]

The run of record is the defaults (every game at its budget, 100 games a pairing), two
games at once on two cores, published straight into the docs::

    python benchmarks/strength.py --jobs 2 --native --json benchmarks/strength.json \
        --rst docs/guides/strength.inc

The report is saved after every pairing, and ``--resume`` (with the same ``--json``) plays
only the pairings it does not hold yet, with the same budgets, games, seed and playouts.
``--estimate`` measures nothing but the seconds a move of each budget and prints what the
run would take. Each pairing is a match of :func:`islands_rules.bots.run_match` (seats
swapped each game); the win rate counts a draw as half a win, with its 95% Wilson interval.
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
from islands_rules.bots import Table, make_bot, run_match

BUDGETS = {"ponte": 200, "isaac": 100, "lsd": 200, "islands": 100}
"""N, the iterations a move of each game's MCTS bot in the run of record."""

OPTIONS = {"ponte": ("ordered",), "lsd": ("ordered",), "islands": ("ordered",)}
"""The options of each game's MCTS bot beyond its budget (see :func:`islands_rules.bots.make_bot`)."""

RECORD_GAMES = 100
"""The games a pairing of the run of record; a run of fewer is a reduced run."""

PAIRINGS = ((1, "random", 0.95), (1, "greedy", 0.70), (4, 1, 0.60))
"""Each pairing: the bot's budget (times N), its opponent (a bot, or MCTS at times N), the target."""


def spec(name: str, iterations: int, *, native: bool) -> str:
    """The name of ``name``'s MCTS bot at ``iterations``, as :func:`make_bot` reads it.

    >>> spec("islands", 100, native=False), spec("isaac", 800, native=True)
    ('mcts:100,ordered', 'mcts:800,native')
    """
    extra = OPTIONS.get(name, ()) + (("native",) if native else ())
    return ",".join([f"mcts:{iterations}", *extra])


def pairs(name: str, budget: int, *, native: bool) -> list[tuple[str, str, float]]:
    """The pairings of ``name`` at budget N: (bot, opponent, target).

    >>> pairs("isaac", 10, native=False)[2]
    ('mcts:40', 'mcts:10', 0.6)
    """
    result = []
    for times, opponent, target in PAIRINGS:
        rival = spec(name, budget * opponent, native=native) if isinstance(opponent, int) else opponent
        result.append((spec(name, budget * times, native=native), rival, target))
    return result


def choices(name: str, seed: int) -> list[Any]:
    """The positions of a random game of ``name`` where a player chooses among several
    moves (the positions a search is run for)."""
    game, rng = ir.load_game(name), random.Random(seed)
    table = Table(game.new_game())
    while (seat := game.to_move(table.state)) is not None:
        if isinstance(seat, int):
            table.play(game.random_move(table.state, rng))
        else:  # a chance outcome is dealt alone, so that a player's positions after a draw count
            table.deal(rng)
    return [s for s in table.states if isinstance(game.to_move(s), int) and len(game.legal_moves(s)) > 1]


def positions(name: str, seed: int) -> list[Any]:
    """Four of :func:`choices`: at the start, a quarter, half and three quarters of the way through."""
    states = choices(name, seed)
    return [states[len(states) * k // 4] for k in range(4)]


def seconds_a_move(name: str, iterations: int, *, native: bool, seed: int) -> float:
    """The mean processor seconds of a move of ``name``'s MCTS bot at ``iterations`` over
    :func:`positions`."""
    spent = 0.0
    chosen = positions(name, seed)
    for state in chosen:
        bot = make_bot(spec(name, iterations, native=native), seed=seed)
        started = time.process_time()
        bot.choose(state)
        spent += time.process_time() - started
    return spent / len(chosen)


def native_ready(name: str) -> bool:
    """Whether ``name`` has native playouts here (the optional extension is installed)."""
    has_native: Callable[[], bool] | None = getattr(ir.load_game(name), "has_native", None)
    return bool(has_native is not None and has_native())


def decisions(name: str, seed: int) -> float:
    """The moves a seat chooses among several in a random game of ``name``, averaged over the seats."""
    game = ir.load_game(name)
    return len(choices(name, seed)) / len(game.seat_names(game.new_game()))


def estimate(name: str, budget: int, *, native: bool, games: int, seed: int) -> float:
    """The processor seconds ``name``'s pairings take, from the seconds a move at N and 4N
    and the moves a seat chooses in a random game (the opponents' own time is left out)."""
    per_move = seconds_a_move(name, budget, native=native, seed=seed)
    moves = decisions(name, seed)
    searches = sum(times + (opponent if isinstance(opponent, int) else 0) for times, opponent, _ in PAIRINGS)
    return games * moves * per_move * searches


def measure(
    name: str, *, budget: int, args: argparse.Namespace, figures: dict[str, Any], save: Callable[[], None]
) -> None:
    """Complete one game's ``figures``: each pairing's result (keeping those already in
    it, and calling ``save()`` after each new one), then the seconds a move at N."""
    pairings: list[dict[str, Any]] = figures.setdefault("pairings", [])
    for bot, opponent, goal in pairs(name, budget, native=args.native):
        if any([done["bot"], done["opponent"]] == [bot, opponent] for done in pairings):
            print(f"  {bot} vs {opponent}: kept from the report", flush=True)
            continue
        started = time.perf_counter()
        result = run_match(name, [bot, opponent], games=args.games, seed=args.seed, jobs=args.jobs).to_dict()
        mine = result["bots"][0]
        pairings.append(
            {
                "bot": bot,
                "opponent": opponent,
                "games": args.games,
                **{key: mine[key] for key in ("wins", "draws", "losses", "win_rate", "interval")},
                "elo": result["elo"],
                "target": goal,
                "pass": mine["win_rate"] >= goal,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
        print(f"  {bot} vs {opponent}: {line(pairings[-1])}", flush=True)
        save()
    if "seconds_a_move" not in figures:
        figures["seconds_a_move"] = {
            "pure": round(seconds_a_move(name, budget, native=False, seed=args.seed), 4),
            "native": round(seconds_a_move(name, budget, native=True, seed=args.seed), 4)
            if native_ready(name)
            else None,
        }
        save()


def line(pairing: Mapping[str, Any]) -> str:
    """One pairing's result in words."""
    low, high = pairing["interval"]
    elo = "unbounded" if pairing["elo"] is None else f"{pairing['elo']:+.0f}"
    return (
        f"{pairing['wins']}-{pairing['draws']}-{pairing['losses']}, {100 * pairing['win_rate']:.1f}% "
        f"({100 * low:.1f}-{100 * high:.1f}%), Elo {elo}, target {100 * pairing['target']:.0f}%"
    )


def of_record(report: Mapping[str, Any]) -> bool:
    """Whether ``report`` is at the record's games with every pairing of every game played."""
    names = sorted(game["name"] for game in report["results"])
    played = all(len(game["pairings"]) == len(PAIRINGS) for game in report["results"])
    return report["games"] >= RECORD_GAMES and names == sorted(ir.builtin_games()) and played


def rst(report: Mapping[str, Any]) -> str:
    """The report as reStructuredText: how it was run, then one table per game."""
    about, when = report["machine"], report.get("date", "an unrecorded date")
    played = sum(len(game["pairings"]) for game in report["results"])
    every = len(PAIRINGS) * len(ir.builtin_games())
    took = f", {report['wall_seconds'] / 60:.0f} minutes in all" if "wall_seconds" in report else ""
    playouts = "native playouts (the optional extension)" if report["native"] else "pure-Python playouts"
    commit = f" (commit {about['commit']})" if "commit" in about else ""
    if of_record(report):
        heading = "**The run of record**: every pairing of every game, at the record's games."
    elif report["games"] >= RECORD_GAMES:
        heading = f"**The run of record, in progress**: {played} of its {every} pairings played so far."
    else:
        heading = (
            f"**A reduced run, not the run of record**: {report['games']} games a pairing where the "
            f"targets are for {RECORD_GAMES}, so its figures only indicate the strength, and its "
            "intervals are wide."
        )
    lines = [
        ".. This file is written by benchmarks/strength.py --rst from a JSON report; do not edit.",
        "",
        heading,
        "",
        f"Measured on {when}, **{report['games']} games a pairing**, seed {report['seed']}, with "
        f"{playouts}, {report['jobs']} process(es) at once{took}, with islands_rules "
        f"{about['islands_rules']}{commit}, {about['python']}, on {about['cpu']} ({about['cores']} cores). "
        "Command::",
        "",
        f"    {report['command']}",
    ]
    for game in report["results"]:
        pending = len(PAIRINGS) - len(game["pairings"])
        cost = game.get("seconds_a_move")
        if cost is None:
            speed = "the seconds a move are not measured yet."
        else:
            native = (
                "native ones not measured (no native engine here)"
                if cost["native"] is None
                else f"{cost['native']:.3f} s with native ones"
            )
            speed = f"processor time a move at N: {cost['pure']:.3f} s with pure-Python playouts, {native}."
        lines += [
            "",
            f"**{game['title']}**, N = {game['iterations']:,} iterations a move: {speed}"
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
            if report["games"] >= RECORD_GAMES:
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


def budget_of(text: str) -> tuple[str, int]:
    """``NAME=N`` read as a game's name and its budget."""
    name, _, number = text.partition("=")
    if name not in ir.available_games() or not number.isdigit() or int(number) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=N, a game and its iterations a move")
    return name, int(number)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=ir.available_games(), help="only this game")
    parser.add_argument("--budget", action="append", type=budget_of, default=[], help="NAME=N: N of a game")
    parser.add_argument("--games", type=int, default=RECORD_GAMES, help=f"games a pairing ({RECORD_GAMES})")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, in processes (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the matches (default 0)")
    parser.add_argument("--native", action="store_true", help="MCTS with native playouts (the extension)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the report as JSON")
    parser.add_argument("--rst", type=Path, metavar="FILE", help="write the tables for the docs")
    parser.add_argument("--from-json", type=Path, metavar="FILE", help="measure nothing: read this report")
    parser.add_argument("--resume", action="store_true", help="go on with the --json report of a stopped run")
    parser.add_argument("--estimate", action="store_true", help="print what the run would take, and stop")
    args = parser.parse_args(argv)
    budgets = {**BUDGETS, **dict(args.budget)}
    names = args.game or list(ir.builtin_games())
    if args.estimate:
        total = 0.0
        for name in names:
            seconds = estimate(name, budgets[name], native=args.native, games=args.games, seed=args.seed)
            total += seconds
            print(f"{name}: N = {budgets[name]}, about {seconds / 60:.0f} minutes of one core", flush=True)
        hours = total / 3600
        print(f"in all about {hours:.1f} hours of one core, {hours / args.jobs:.1f} with --jobs {args.jobs}")
        return 0
    if args.from_json is not None:
        report = json.loads(args.from_json.read_text(encoding="utf-8"))
    else:
        report = resume(args) if args.resume else fresh(args, argv)
        run(report, args, names, budgets)
    if args.rst is not None:
        args.rst.write_text(rst(report), encoding="utf-8")
    return 0


def fresh(args: argparse.Namespace, argv: Sequence[str] | None) -> dict[str, Any]:
    """An empty report of the run ``args`` asks for."""
    words = argv if argv is not None else sys.argv[1:]
    return {
        "command": "python benchmarks/strength.py " + " ".join(words),
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine(),
        "games": args.games,
        "seed": args.seed,
        "native": args.native,
        "jobs": args.jobs,
        "wall_seconds": 0,
        "results": [],
    }


def resume(args: argparse.Namespace) -> dict[str, Any]:
    """The report a stopped run wrote to ``--json``, checked to be of the same settings."""
    if args.json is None or not args.json.exists():
        raise SystemExit("--resume goes on with the report named by --json, and there is none")
    report: dict[str, Any] = json.loads(args.json.read_text(encoding="utf-8"))
    settings = {"games": args.games, "seed": args.seed, "native": args.native}
    if any(report.get(key) != value for key, value in settings.items()):
        mine = {key: report.get(key) for key in settings}
        raise SystemExit(f"--resume: {args.json} was made with {mine}, not {settings}")
    return report


def run(
    report: dict[str, Any], args: argparse.Namespace, names: Sequence[str], budgets: Mapping[str, int]
) -> None:
    """Measure every game of ``names`` into ``report``, saving it to ``--json`` after each
    pairing (so a long run keeps what it measured); the time spent adds to the report's."""
    started, spent_before = time.perf_counter(), report.get("wall_seconds", 0)

    def save() -> None:
        report["wall_seconds"] = spent_before + round(time.perf_counter() - started)
        if args.json is not None:
            args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

    for name in names:
        print(f"{ir.load_game(name).title}, N = {budgets[name]}:", flush=True)
        figures = next((game for game in report["results"] if game["name"] == name), None)
        if figures is None:
            figures = {"name": name, "title": ir.load_game(name).title, "iterations": budgets[name]}
            report["results"].append(figures)
        elif figures["iterations"] != budgets[name]:
            measured = figures["iterations"]
            raise SystemExit(f"--resume: {name} was measured at N = {measured}, not {budgets[name]}")
        measure(name, budget=budgets[name], args=args, figures=figures, save=save)
    save()


if __name__ == "__main__":
    sys.exit(main())
