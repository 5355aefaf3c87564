"""Results of record: small boards solved, each value confirmed by a second method.

Run from a checkout::

    python benchmarks/solve_boards.py [--job NAME ...] [--json FILE] [--rst FILE] [--checkpoints DIR]
                               [--resume] [--checks N] [--seed S]
    python benchmarks/solve_boards.py --from-json benchmarks/solve.json --rst docs/solved.inc

Each job solves a game's start with every opening (:func:`islands_rules.solve.solve` with
``openings=True``; the command that reproduces it is in the report), then checks the values
with the second method, :func:`islands_rules.solve.minimax_value` (plain memoised minimax, no
symmetry, no pruning):

* where the plain method reaches the start, the start and every opening are solved by it too;
* where it does not, every position of the principal variation that it can reach, and
  ``--checks`` positions drawn at random from random games of the same rules (each taken at
  the first ply the plain method reaches), are solved by both methods, which must agree.

The report (``--json``) is written after every job; ``--resume`` keeps the jobs it holds and
runs only the rest, and each job's checkpoint (in ``--checkpoints``) lets a stopped job go on
where it stopped. ``--rst`` writes the tables the "Solved positions" page includes, from the
JSON report alone. Processor time is this process's (the solver is single-threaded).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness import machine

import islands_rules as ir
from islands_rules.bots import Bot, MCTSBot, PerfectBot, play_game
from islands_rules.solve import NodeBudgetExceeded, Searcher, final_value, minimax_value, solve

ROOT = Path(__file__).resolve().parent.parent
PLAIN_LIMIT = 10_000
"""The most positions the plain method may hold for one sampled check (beyond it, the walk back
stops): a check it cannot finish costs about a second per thousand positions."""
START_LIMIT = 300_000
"""The most positions the plain method may hold for the start of a job that asks for it."""


def _isaac(size: int, pieces: tuple[tuple[int, int, int], ...]) -> Any:
    return ir.new_game(ir.isaac.Rules(size=size, pieces=pieces))


def _lsd(tiles: str, line: int) -> Any:
    return ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet(tiles), line=line))


# name -> (the start, the command line that reproduces the result)
JOBS: dict[str, tuple[Callable[[], Any], str]] = {
    "ponte-4x4": (
        lambda: ir.new_game(ir.ponte.Rules(board_size=4)),
        "islands-rules solve --game ponte --size 4 --openings",
    ),
    "isaac-3x3-3:1:3": (
        lambda: _isaac(3, ((3, 1, 3),)),
        "islands-rules solve --game isaac --size 3 --pieces '3:1:3' --openings",
    ),
    "isaac-3x3-2:1:2-3:2:1": (
        lambda: _isaac(3, ((2, 1, 2), (3, 2, 1))),
        "islands-rules solve --game isaac --size 3 --pieces '2:1:2 3:2:1' --openings",
    ),
    "isaac-4x4-3:1:2-4:2:2": (
        lambda: _isaac(4, ((3, 1, 2), (4, 2, 2))),
        "islands-rules solve --game isaac --size 4 --pieces '3:1:2 4:2:2' --openings",
    ),
    "isaac-4x4-2:1:2-3:2:2-4:3:1": (
        lambda: _isaac(4, ((2, 1, 2), (3, 2, 2), (4, 3, 1))),
        "islands-rules solve --game isaac --size 4 --pieces '2:1:2 3:2:2 4:3:1' --openings",
    ),
    "lsd-4-tiles": (
        lambda: _lsd("n+:1 nx:1 ns+:1 nsx:1", 3),
        "islands-rules solve --game lsd --tile-set 'n+:1 nx:1 ns+:1 nsx:1' --line 3 --openings",
    ),
    "lsd-5-tiles": (
        lambda: _lsd("n+:1 nx:1 ns+:1 nsx:1 nesw+:1", 3),
        "islands-rules solve --game lsd --tile-set 'n+:1 nx:1 ns+:1 nsx:1 nesw+:1' --line 3 --openings",
    ),
    "lsd-6-tiles": (
        lambda: _lsd("ns+:2 nsx:2 nesw+:1 neswx:1", 3),
        "islands-rules solve --game lsd --tile-set 'ns+:2 nsx:2 nesw+:1 neswx:1' --line 3 --openings",
    ),
}


def _plain(game: Any, state: Any, limit: int = PLAIN_LIMIT) -> int | None:
    """The plain method's value of ``state``, or ``None`` if it is too large for it."""
    try:
        return minimax_value(game, state, max_nodes=limit)
    except ir.PositionError:
        return None


def _for(seat: int, state: Any, game: Any, value: int) -> int:
    """``value``, the value for the player to move in ``state``, as ``seat``'s."""
    return value if game.to_move(state) == seat else -value


def _backwards(game: Any, line: list[Any], searcher: Searcher) -> tuple[int, bool]:
    """Check the positions of ``line`` from its end backwards, while the plain method reaches
    them: how many were checked, and whether both methods agreed on each."""
    checked, agree = 0, True
    for state in reversed(line):
        if game.to_move(state) is None:
            continue
        value = _plain(game, state)
        if value is None:
            break
        checked, agree = checked + 1, agree and value == searcher.value(state)
    return checked, agree


def confirm(game: Any, start: Any, result: Any, checks: int, seed: int, *, whole: bool) -> dict[str, Any]:
    """The second method's verdict on ``result`` (see the module's description)."""
    searcher = Searcher(game)  # the solver's own value of each checked position, afresh
    plain = _plain(game, start, START_LIMIT) if whole else None
    if plain is not None:
        agree = plain == result.value
        for opening in result.openings:
            child = game.play(start, opening.move)
            if game.to_move(child) is None:
                continue
            value = _plain(
                game, child, START_LIMIT
            )  # a child of a position the plain method solved: it fits too
            agree &= value is not None and _for(game.to_move(start), child, game, value) == opening.value
        return {
            "method": "plain minimax of the start and of every opening",
            "positions": 1 + len(result.openings),
            "agree": agree,
        }
    line = [start]
    for token in result.principal_variation:
        line.append(game.play(line[-1], token))
    checked, agree = _backwards(game, line, searcher)
    rng = random.Random(seed)
    for _ in range(checks):  # random games, from their end back while the plain method reaches
        line = [start]
        while game.to_move(line[-1]) is not None:
            line.append(game.play(line[-1], game.random_move(line[-1], rng)))
        more, same = _backwards(game, line, searcher)
        checked, agree = checked + more, agree and same
    return {
        "method": "plain minimax of the positions of the principal variation, and of "
        f"{checks} random games, from the end back to the first the plain method cannot reach",
        "positions": checked,
        "agree": agree,
    }


def run_job(name: str, checkpoints: Path, checks: int, seed: int) -> dict[str, Any]:
    """Solve job ``name`` with its openings (resuming its checkpoint), and confirm it."""
    make, command = JOBS[name]
    start = make()
    game = ir.game_of(start)
    checkpoints.mkdir(parents=True, exist_ok=True)
    progress = sys.stderr if sys.stderr.isatty() else None
    result = solve(game, start, openings=True, checkpoint=checkpoints / f"{name}.ckpt", progress=progress)
    began = time.process_time()
    verdict = confirm(game, start, result, checks, seed, whole=not name.startswith("ponte"))
    return {
        "job": name,
        "command": command,
        **result.to_dict(),
        "confirmation": {**verdict, "seconds": time.process_time() - began},
    }


def mcts_against_perfect(name: str, checkpoints: Path, games: int, iterations: int) -> dict[str, Any]:
    """MCTS with ``iterations`` a move against the perfect bot playing from job ``name``'s
    table (read back from its checkpoint), ``games`` games with the seats swapped each game."""
    start = JOBS[name][0]()
    game = ir.game_of(start)
    table = solve(game, start, openings=True, checkpoint=checkpoints / f"{name}.ckpt").table
    perfect = PerfectBot(table, max_nodes=10**8, seed=0)
    score, tally = 0.0, {"wins": 0, "draws": 0, "losses": 0}
    began = time.process_time()
    for number in range(games):
        mcts = MCTSBot(iterations=iterations, seed=number)
        seat = number % 2  # the seat MCTS plays
        bots: list[Bot] = [mcts, perfect] if seat == 0 else [perfect, mcts]
        final = play_game(game.rules_of(start), bots).final
        value = final_value(game, final, seat)
        score += (value + 1) / 2
        tally[{1: "wins", 0: "draws", -1: "losses"}[value]] += 1
    return {
        "bot": f"mcts:{iterations}",
        "games": games,
        "score": score / games,
        **tally,
        "seconds": time.process_time() - began,
    }


def rst(report: dict[str, Any]) -> str:
    """The tables of the "Solved positions" page, from the report."""
    info = report["machine"]
    lines = [
        f"Measured on {info.get('cpu', '?')} ({info.get('cores', '?')} cores), {info.get('python', '?')}, "
        f"islands_rules {info.get('islands_rules', '?')}; processor time of one core.",
        "",
    ]
    for job in report["jobs"]:
        title = f"``{job['job']}``"
        check = job["confirmation"]
        lines += [title, "~" * len(title), "", ".. code-block:: text", "", f"   {job['command']}", ""]
        lines += [
            f"* value: a **{job['result']}** for {job['to_move']}, the player to move",
            f"* best play: ``{' '.join(job['principal_variation'])}``",
            f"* {job['nodes']:,} nodes, {job['table_size']:,} positions in the table, "
            f"{job['seconds']:.1f} s processor time",
            f"* second method: {check['method']}: {check['positions']} positions, "
            + ("all agree" if check["agree"] else "**a disagreement**")
            + f" ({check['seconds']:.1f} s)",
        ]
        if "mcts" in job:
            m = job["mcts"]
            lines.append(
                f"* ``{m['bot']}`` against the perfect bot, {m['games']} games, seats swapped each game: "
                f"{m['wins']} wins, {m['draws']} draws, {m['losses']} losses (score {100 * m['score']:.0f}%)"
            )
        lines += [
            "",
            ".. list-table:: Every opening up to symmetry, best first",
            "   :header-rows: 1",
            "",
            "   * - opening",
            "     - images",
            "     - value for its player",
            "     - best reply",
        ]
        for opening in job["openings"]:
            reply = f"``{opening['best_reply']}``" if opening["best_reply"] else "(game over)"
            lines += [
                f"   * - ``{opening['move']}``",
                f"     - {opening['images']}",
                f"     - {opening['result']}",
                f"     - {reply}",
            ]
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--job", action="append", choices=sorted(JOBS), help="run this job (default: all)")
    parser.add_argument("--json", default=str(ROOT / "benchmarks" / "solve.json"), help="the report")
    parser.add_argument("--rst", help="write the docs page's tables here")
    parser.add_argument("--checkpoints", default=str(ROOT / "benchmarks" / ".solve-checkpoints"))
    parser.add_argument("--resume", action="store_true", help="keep the jobs the report holds")
    parser.add_argument("--checks", type=int, default=20, help="random positions checked per job")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--from-json", help="only write --rst from this report")
    parser.add_argument(
        "--match", type=int, default=0, metavar="N", help="MCTS against perfect: N games a job"
    )
    parser.add_argument("--iterations", type=int, default=1000, help="MCTS iterations a move (--match)")
    arguments = parser.parse_args(argv)
    if arguments.from_json:
        report = json.loads(Path(arguments.from_json).read_text(encoding="utf-8"))
    else:
        path = Path(arguments.json)
        report = {"machine": machine(), "jobs": []}
        if arguments.resume and path.exists():
            report = json.loads(path.read_text(encoding="utf-8"))
        done = {job["job"] for job in report["jobs"]}
        for name in arguments.job or list(JOBS):
            if name in done:
                continue
            print(f"{name}: solving", file=sys.stderr, flush=True)
            solved = run_job(name, Path(arguments.checkpoints), arguments.checks, arguments.seed)
            report["jobs"].append(solved)
            report["jobs"].sort(key=lambda job: list(JOBS).index(job["job"]))
            path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
            print(
                f"{name}: {solved['result']}, {solved['seconds']:.1f} s, confirmed: {solved['confirmation']}",
                file=sys.stderr,
            )
        for job in report["jobs"] if arguments.match else []:
            if "mcts" not in job and (not arguments.job or job["job"] in arguments.job):
                print(f"{job['job']}: mcts against perfect", file=sys.stderr, flush=True)
                job["mcts"] = mcts_against_perfect(
                    job["job"], Path(arguments.checkpoints), arguments.match, arguments.iterations
                )
                path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    if arguments.rst:
        Path(arguments.rst).write_text(rst(report), encoding="utf-8")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except NodeBudgetExceeded as error:  # pragma: no cover -- a budgeted piece of a long run
        sys.exit(str(error))
