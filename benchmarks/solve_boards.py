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
import contextlib
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
from islands_rules.solve import (
    NativeSearcher,
    NodeBudgetExceeded,
    Searcher,
    final_value,
    minimax_value,
    solve,
    value_word,
)

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


# name -> (the start, the board size): boards solved natively, one opening a piece (--pieces)
PIECES: dict[str, Callable[[], Any]] = {
    "ponte-5x5": lambda: ir.new_game(ir.ponte.Rules(board_size=5)),
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


def _confirm_line(game: Any, line: list[Any], checks: int, seed: int) -> tuple[int, bool]:
    """The second method on a proved opening: the plain minimax of each position of its
    principal variation (``line``, from the position after the opening) that it reaches, and of
    ``checks`` random games from there, each from its end back; the pure solver on each too."""
    searcher = Searcher(game)
    checked, agree = _backwards(game, line, searcher)
    rng = random.Random(seed)
    for _ in range(checks):
        walk = [line[0]]
        while game.to_move(walk[-1]) is not None:
            walk.append(game.play(walk[-1], game.random_move(walk[-1], rng)))
        more, same = _backwards(game, walk, searcher)
        checked, agree = checked + more, agree and same
    return checked, agree


def _proof(
    game: Any, state: Any, line: list[Any], nodes: int, seconds: float, checks: int, seed: int
) -> dict[str, Any]:
    """What a proved piece publishes: its best play from ``state`` (``line``), its nodes and
    time, the command that reproduces it, and the second method's verdict."""
    positions = [state]
    for move in line:
        positions.append(game.play(positions[-1], move))
    checking = time.process_time()
    checked, agree = _confirm_line(game, positions, checks, seed)
    return {
        "principal_variation": [game.move_text(move) for move in line],
        "nodes": nodes,
        "seconds": seconds,
        "command": f"islands-rules solve --game ponte --native --position '{game.position_text(state)}'",
        "confirmation": {"positions": checked, "agree": agree, "seconds": time.process_time() - checking},
    }


def _stopped(searcher: NativeSearcher, began: float) -> dict[str, Any]:
    """What a piece stopped by its budget publishes: its nodes, time and budget."""
    return {"nodes": searcher.nodes, "seconds": time.process_time() - began, "budget": searcher.max_nodes}


# name -> (board size, plies into a random game, how many games): positions a few moves in
DEEP: dict[str, tuple[int, int, int]] = {
    "ponte-5x5-4-plies": (5, 4, 6),
    "ponte-5x5-3-plies": (5, 3, 4),
    "ponte-6x6-10-plies": (6, 10, 6),
    "ponte-6x6-8-plies": (6, 8, 4),
}


def run_positions(
    name: str, job: dict[str, Any], piece_nodes: int, table_size: int, checks: int, save: Callable[[], None]
) -> None:
    """Solve job ``name``'s positions (the default rules, ``plies`` moves into random games of
    seeds 0, 1, ...) natively, one piece each, as :func:`run_pieces` does its openings."""
    size, plies, count = DEEP[name]
    game = ir.load_game("ponte")
    job.setdefault("positions", [])
    job.setdefault("unfinished", {})
    done = {piece["seed"] for piece in job["positions"]}
    for seed in range(count):
        tried = job["unfinished"].get(str(seed))
        if seed in done or (tried is not None and tried["budget"] >= piece_nodes):
            continue
        rng, state = random.Random(seed), game.new_game(ir.ponte.Rules(board_size=size))
        for _ in range(plies):
            state = game.play(state, game.random_move(state, rng))
        print(f"{name}: seed {seed}", file=sys.stderr, flush=True)
        searcher = NativeSearcher(game, table_size, max_nodes=piece_nodes)
        began = time.process_time()
        try:
            value = searcher.value(state)
            line = searcher.principal_variation(state)
        except NodeBudgetExceeded:
            job["unfinished"][str(seed)] = _stopped(searcher, began)
            save()
            continue
        proof = _proof(game, state, line, searcher.nodes, time.process_time() - began, checks, seed)
        seat = game.to_move(state)
        assert isinstance(seat, int)
        to_move, result = game.seat_names(state)[seat], value_word(value)
        job["positions"].append({"seed": seed, "to_move": to_move, "value": value, "result": result, **proof})
        job["unfinished"].pop(str(seed), None)
        save()


def run_pieces(
    name: str,
    job: dict[str, Any],
    piece_nodes: int,
    table_size: int,
    checks: int,
    seed: int,
    save: Callable[[], None],
) -> None:
    """Solve job ``name``'s openings natively, one piece each with at most ``piece_nodes`` nodes
    (an opening tried with this budget already is skipped; a larger budget tries it again), each
    proved one confirmed by the second method; ``save`` writes the report after every piece."""
    start = PIECES[name]()
    game = ir.game_of(start)
    seat = game.to_move(start)
    assert isinstance(seat, int)
    classes: dict[Any, list[Any]] = {}
    for move in game.legal_moves(start):
        classes.setdefault(game.canonical_key(game.play(start, move)), []).append(move)
    job.setdefault("openings", [])
    job.setdefault("unfinished", {})
    job["classes"], job["first_moves"] = len(classes), sum(len(moves) for moves in classes.values())
    done = {opening["move"] for opening in job["openings"]}
    for number, moves in enumerate(classes.values(), 1):
        token = game.move_text(moves[0])
        tried = job["unfinished"].get(token)
        if token in done or (tried is not None and tried["budget"] >= piece_nodes):
            continue
        print(f"{name}: opening {number} of {len(classes)}: {token}", file=sys.stderr, flush=True)
        searcher = NativeSearcher(game, table_size, max_nodes=piece_nodes)
        began = time.process_time()
        try:
            child, value = searcher.child_value(start, moves[0], seat)
            rest = [] if game.to_move(child) is None else searcher.principal_variation(child)
        except NodeBudgetExceeded:
            job["unfinished"][token] = {"images": len(moves), **_stopped(searcher, began)}
            save()
            continue
        proof = _proof(game, child, rest, searcher.nodes, time.process_time() - began, checks, seed)
        proof["principal_variation"].insert(0, token)
        job["openings"].append(
            {
                "move": token,
                "images": len(moves),
                "value": value,
                "result": value_word(value),
                "best_reply": game.move_text(rest[0]) if rest else None,
                **proof,
            }
        )
        job["unfinished"].pop(token, None)
        save()


def native_again(report: dict[str, Any], name: str) -> dict[str, Any]:
    """Pure job ``name`` solved again natively: its nodes and time, and whether the value, the
    principal variation and every opening (value and best reply) are the pure solver's."""
    pure = next(job for job in report["jobs"] if job["job"] == name)
    start = JOBS[name][0]()
    result = solve(ir.game_of(start), start, openings=True, native=True)
    same = (
        result.value == pure["value"]
        and list(result.principal_variation) == pure["principal_variation"]
        and [opening.to_dict() for opening in result.openings] == pure["openings"]
    )
    return {
        "job": name,
        "command": JOBS[name][1] + " --native",
        "nodes": result.nodes,
        "seconds": result.seconds,
        "pure_nodes": pure["nodes"],
        "pure_seconds": pure["seconds"],
        "same": same,
    }


def pure_rate(name: str, nodes: int) -> dict[str, float]:
    """Nodes a second of the pure and the native search on job ``name``'s first opening, each
    stopped after ``nodes`` nodes, measured one after the other in this process."""
    start = PIECES[name]()
    game = ir.game_of(start)
    child = game.play(start, game.legal_moves(start)[0])
    rates = {}
    for kind, searcher in (
        ("pure", Searcher(game, max_nodes=nodes)),
        ("native", NativeSearcher(game, max_nodes=nodes * 100)),
    ):
        began = time.process_time()
        with contextlib.suppress(NodeBudgetExceeded):
            searcher.value(child)
        rates[kind] = searcher.nodes / (time.process_time() - began)
    return rates


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


def _verdict(check: dict[str, Any]) -> str:
    """The second method's verdict in words."""
    return f"{check['positions']} positions, " + ("all agree" if check["agree"] else "**a disagreement**")


def obstacle_rst(report: dict[str, Any]) -> str:
    """The "obstacle" section of the page: the boards solved in pieces, from the report."""
    lines = ["The obstacle, measured", "~" * len("The obstacle, measured"), ""]
    lines += [
        "The native runs, one piece at a time (each piece searched afresh, its table of "
        "about 8 million positions in C), niced on the same machine as the results above while "
        "other work ran; processor time of one core.",
        "",
    ]
    for again in report.get("native_again", []):
        title = f"``{again['job']}`` again, natively"
        lines += [title, "^" * len(title), "", ".. code-block:: text", "", f"   {again['command']}", ""]
        lines += [
            f"* {again['nodes']:,} nodes, {again['seconds']:.1f} s processor time (the pure solver: "
            f"{again['pure_nodes']:,} nodes, {again['pure_seconds']:.1f} s)",
            "* the value, the principal variation and every opening's value and best reply: "
            + ("**the pure solver's**" if again["same"] else "**not the pure solver's**"),
            "",
        ]
    for job in report.get("deep", []):
        title = f"``{job['job']}``: Ponte {job['board']}×{job['board']}, {job['plies']} random moves in"
        proved, unfinished = job["positions"], job["unfinished"]
        lines += [title, "^" * len(title), "", ".. code-block:: text", "", f"   {job['command']}", ""]
        lines += [
            f"* the default rules, {job['plies']} moves drawn uniformly at random (seeds 0, 1, ...): "
            f"{len(proved)} positions proved, {len(unfinished)} not within {job['piece_nodes']:,} nodes",
            "",
        ]
        for piece in proved:
            check = piece["confirmation"]
            lines += [
                f"* seed {piece['seed']}: a **{piece['result']}** for {piece['to_move']}, the player to "
                f"move; {piece['nodes']:,} nodes, {piece['seconds']:.1f} s; best play "
                f"``{' '.join(piece['principal_variation'])}``; second method: {_verdict(check)}",
                f"  (``{piece['command']}``)",
            ]
        for seed, piece in unfinished.items():
            lines.append(
                f"* seed {seed}: not proved within {piece['nodes']:,} nodes, {piece['seconds']:.0f} s"
            )
        lines.append("")
    for job in report.get("pieces", []):
        title = f"``{job['job']}``, natively, one opening a piece"
        rates = job.get("rates", {})
        proved, unfinished = job["openings"], job["unfinished"]
        lines += [title, "^" * len(title), "", ".. code-block:: text", "", f"   {job['command']}", ""]
        lines += [
            f"* {job['first_moves']} first moves, {job['classes']} up to symmetry; "
            f"{len(proved)} proved, {len(unfinished)} not within {job['piece_nodes']:,} nodes a piece, "
            f"{job['classes'] - len(proved) - len(unfinished)} not tried yet",
            f"* the native search: {rates.get('native', 0):,.0f} nodes a second; the pure search "
            f"{rates.get('pure', 0):,.0f} on the same position, one after the other in one process "
            f"({rates.get('native', 0) / max(rates.get('pure', 1), 1):,.0f} times as many)",
        ]
        spent = sum(piece["nodes"] for piece in unfinished.values())
        lines.append(
            f"* the pieces not finished took {spent:,} nodes, "
            f"{sum(piece['seconds'] for piece in unfinished.values()):,.0f} s processor time, in all"
        )
        if proved:
            lines += ["", ".. list-table:: The openings proved", "   :header-rows: 1", ""]
            lines += [
                "   * - opening",
                "     - images",
                "     - value for light",
                "     - best reply",
                "     - nodes, processor time",
                "     - second method",
            ]
            for opening in proved:
                check = opening["confirmation"]
                lines += [
                    f"   * - ``{opening['move']}``",
                    f"     - {opening['images']}",
                    f"     - {opening['result']}",
                    f"     - ``{opening['best_reply']}``" if opening["best_reply"] else "     - (game over)",
                    f"     - {opening['nodes']:,}, {opening['seconds']:.1f} s",
                    f"     - {_verdict(check)}",
                ]
            lines += ["", "Each reproduces alone, and its best play is:", ""]
            for opening in proved:
                lines += [
                    f"* ``{opening['move']}``: ``{' '.join(opening['principal_variation'])}``; "
                    f"``{opening['command']}``"
                ]
        if unfinished:
            lines += [
                "",
                ".. list-table:: The openings not proved within the budget",
                "   :header-rows: 1",
                "",
            ]
            lines += ["   * - opening", "     - images", "     - nodes searched", "     - processor time"]
            for token, piece in unfinished.items():
                lines += [
                    f"   * - ``{token}``",
                    f"     - {piece['images']}",
                    f"     - {piece['nodes']:,}",
                    f"     - {piece['seconds']:.0f} s",
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
    parser.add_argument("--pieces", action="append", choices=sorted(PIECES), help="solve this board natively")
    parser.add_argument(
        "--deep", action="append", choices=sorted(DEEP), help="solve these positions natively"
    )
    parser.add_argument("--piece-nodes", type=int, default=50_000_000, help="the most nodes of one piece")
    parser.add_argument("--table-size", type=int, default=1 << 23, help="positions in the native table")
    parser.add_argument("--obstacle", help="write the page's section on the boards solved in pieces here")
    arguments = parser.parse_args(argv)
    if arguments.from_json:
        report = json.loads(Path(arguments.from_json).read_text(encoding="utf-8"))
    else:
        path = Path(arguments.json)
        report = {"machine": machine(), "jobs": []}
        if arguments.resume and path.exists():
            report = json.loads(path.read_text(encoding="utf-8"))
        done = {job["job"] for job in report["jobs"]}
        for name in arguments.job or ([] if arguments.pieces or arguments.deep else list(JOBS)):
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
        if arguments.pieces and "native_again" not in report:
            report["native_again"] = [native_again(report, "ponte-4x4")]
        for name in arguments.pieces or []:
            pieces = report.setdefault("pieces", [])
            job = next((job for job in pieces if job["job"] == name), None)
            if job is None:
                job = {"job": name, "rates": pure_rate(name, 100_000)}
                pieces.append(job)
            job["piece_nodes"] = arguments.piece_nodes
            budget = arguments.piece_nodes
            script = "python benchmarks/solve_boards.py --resume"
            job["command"] = f"{script} --pieces {name} --piece-nodes {budget}"

            def save() -> None:
                path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

            run_pieces(
                name, job, arguments.piece_nodes, arguments.table_size, arguments.checks, arguments.seed, save
            )
        for name in arguments.deep or []:
            deep = report.setdefault("deep", [])
            job = next((job for job in deep if job["job"] == name), None)
            if job is None:
                job = {"job": name, "board": DEEP[name][0], "plies": DEEP[name][1]}
                deep.append(job)
            job["piece_nodes"] = arguments.piece_nodes
            script = "python benchmarks/solve_boards.py --resume"
            job["command"] = f"{script} --deep {name} --piece-nodes {arguments.piece_nodes}"

            def save_deep() -> None:
                path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

            run_positions(name, job, arguments.piece_nodes, arguments.table_size, arguments.checks, save_deep)
        for job in report["jobs"] if arguments.match else []:
            if "mcts" not in job and (not arguments.job or job["job"] in arguments.job):
                print(f"{job['job']}: mcts against perfect", file=sys.stderr, flush=True)
                job["mcts"] = mcts_against_perfect(
                    job["job"], Path(arguments.checkpoints), arguments.match, arguments.iterations
                )
                path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    if arguments.rst:
        Path(arguments.rst).write_text(rst(report), encoding="utf-8")
    if arguments.obstacle:
        Path(arguments.obstacle).write_text(obstacle_rst(report), encoding="utf-8")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except NodeBudgetExceeded as error:  # pragma: no cover -- a budgeted piece of a long run
        sys.exit(str(error))
