"""The long fuzz run of every reader, outside CI: ``nox -s fuzz`` (see the promises page).

Each reader of each registered game gets ``--inputs`` inputs (10**6 by default), made from a
seeded generator by mangling valid samples of that game: records, move tokens (every game's,
read by this game's notation), state and record data, and position strings where the game has
them (``load_game(name).read_position``; a game gains the reader the day it has them).
For each input the run checks the library's promises about bad input:

* only the library's errors escape (``IslandsRulesError``; the lenient record reader raises
  nothing at all), and every message is at most ``MAX_MESSAGE`` characters;
* the strict record reader raises exactly the first error the lenient reader lists;
* what is passed in is not changed (JSON data is compared with a deep copy).

It prints one line per reader and, with ``--json``, writes the result for the docs after every
reader; ``--resume`` goes on with a stopped run over the same library source (see
:func:`source_tree`). A failure is printed with the input that caused it, and the exit status
is 1.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import islands_rules as ir
from islands_rules.records import record_from_dict, record_to_dict

MAX_MESSAGE = 500  # as tests/conformance/test_hostile.py and the promises page say

GAMES = ir.builtin_games()  # the library's own: what its published run covers
ODD = [
    *'\x00\ufeff\u00a0\u212aé💥{}[]"\\\n\r\t.,@:+x-*',
    "",
    " ",
    "9" * 30,
    "9" * 5000,
    "-1",
    "0",
    "1.",
    "Game",
]


def has_positions(name: str) -> bool:
    """Whether the game writes and reads position strings."""
    game = ir.load_game(name)
    try:
        game.position_text(game.new_game())
    except ir.PositionError:
        return False
    return True


def samples(seed: int, name: str) -> dict[str, list[Any]]:
    """Valid material of one game: whole records, move tokens (of every game), state data,
    record data and position strings (where it has them)."""
    rng = random.Random(f"{seed}-{name}")
    records: list[str] = []
    tokens: list[str] = []
    states: list[dict[str, Any]] = []
    datas: list[dict[str, Any]] = []
    positions: list[str] = []
    for other in GAMES:
        game = ir.load_game(other)
        for _ in range(4 if other == name else 1):
            state = game.new_game()
            moves: list[Any] = []
            while game.to_move(state) is not None and len(moves) < 60:
                move = game.random_move(state, rng)
                moves.append(move)
                state = game.play(state, move)
            record = ir.Record(
                moves, rules=game.rules_class(), tags={"Event": "fuzz"}, comments={1: "a note"}
            )
            tokens += [game.move_text(move) for move in moves[:40]]
            if other != name:
                continue
            records.append(ir.write_record(record))
            states.append(ir.state_to_dict(state))
            datas.append(record_to_dict(record))
            if has_positions(name):
                positions += [game.position_text(s) for s in record.states[:: max(1, len(moves) // 8)]]
    return {"records": records, "tokens": tokens, "states": states, "datas": datas, "positions": positions}


def mangle_text(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 4)):
        where = rng.randint(0, len(text))
        cut = rng.randint(1, 8)
        choice = rng.randrange(5)
        if choice == 0:
            text = text[:where] + text[where + cut :]
        elif choice == 1:
            text = text[:where] + rng.choice(ODD) + text[where:]
        elif choice == 2:
            text = text[:where] + rng.choice(ODD) + text[where + cut :]
        elif choice == 3:
            text = text[:where]
        else:
            lines = text.split("\n")
            one, two = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[one], lines[two] = lines[two], lines[one]
            text = "\n".join(lines)
    return text


def mangle_data(data: Any, rng: random.Random) -> Any:
    """A copy of JSON data with one value somewhere replaced, removed or added."""
    data = copy.deepcopy(data)
    node = data
    for _ in range(rng.randint(0, 3)):
        children = list(node.values()) if isinstance(node, dict) else node if isinstance(node, list) else []
        containers = [child for child in children if isinstance(child, dict | list) and child]
        if not containers:
            break
        node = rng.choice(containers)
    odd: list[Any] = [None, True, -1, 10**5000, 2.5, "", "x" * 100_000, [], {}, [None], rng.choice(ODD)]
    if isinstance(node, dict) and node:
        key = rng.choice(list(node))
        if rng.random() < 0.2:
            del node[key]
        elif rng.random() < 0.1:
            node[rng.choice(ODD)] = rng.choice(odd)
        else:
            node[key] = rng.choice(odd)
    elif isinstance(node, list) and node:
        node[rng.randrange(len(node))] = rng.choice(odd)
    return data


def check_message(error: BaseException) -> None:
    if len(str(error)) > MAX_MESSAGE:
        raise AssertionError(f"a message of {len(str(error))} characters")


def records_reader(text: str) -> None:
    checks = ir.check_records(text)  # lenient: never raises
    first = next((p for check in checks for p in check.problems if p.is_error), None)
    try:
        ir.read_records(text)
    except ir.RecordError as error:
        check_message(error)
        if first is None or (error.line, error.column) != (first.line, first.column):
            raise AssertionError(f"strict error {error} is not the first lenient one {first}") from None
    else:
        if first is not None:
            raise AssertionError(f"strict reading passed, lenient found {first}")


def library_only(read: Callable[[Any], Any]) -> Callable[[Any], None]:
    def run(value: Any) -> None:
        before = copy.deepcopy(value)
        try:
            read(value)
        except ir.IslandsRulesError as error:
            check_message(error)
        if value != before:
            raise AssertionError("the input was changed")

    return run


def position_reader(name: str) -> Callable[[str], None]:
    """The game's position reader: only the library's errors, and what it reads writes back
    to a string that reads back equal."""
    game = ir.load_game(name)

    def run(text: str) -> None:
        try:
            state = game.read_position(text)
        except ir.IslandsRulesError as error:
            check_message(error)
            return
        if game.read_position(game.position_text(state)) != state:
            raise AssertionError("a position read does not read back equal from its own string")

    return run


def inputs(kind: str, material: dict[str, list[Any]], rng: random.Random) -> Iterator[Any]:
    source = {"records": "records", "moves": "tokens", "positions": "positions"}
    while True:
        if kind in source:
            yield mangle_text(rng.choice(material[source[kind]]), rng)
        else:
            yield mangle_data(rng.choice(material["states" if kind == "states" else "datas"]), rng)


def readers_of(name: str) -> dict[str, Callable[[Any], None]]:
    """Every reader of one game, by kind."""
    game = ir.load_game(name)
    found: dict[str, Callable[[Any], None]] = {
        "records": records_reader,
        "moves": library_only(game.parse_move),
        "states": library_only(ir.state_from_dict),
        "record data": library_only(record_from_dict),
    }
    if has_positions(name):
        found["positions"] = position_reader(name)
    return found


READERS: dict[str, tuple[str, str]] = {
    f"{kind} ({name})": (kind, name) for name in GAMES for kind in readers_of(name)
}
"""Every reader of every game, by the name the run reports it under: ``records (lsd)``."""


def fuzz(reader: str, seed: int, chunk: int, count: int) -> tuple[int, list[str]]:
    """Run ``count`` inputs of one reader (one chunk of the run); the failures and the first few."""
    kind, name = READERS[reader]
    read = readers_of(name)[kind]
    material = samples(seed, name)
    rng = random.Random(f"{seed}-{reader}-{chunk}")
    generator = inputs(kind, material, rng)
    failures, said = 0, list[str]()
    for number in range(count):
        value = next(generator)
        try:
            read(value)
        except Exception as error:
            failures += 1
            if len(said) < 5:
                what = f"{type(error).__name__}: {_cut(error, str)}"
                said.append(f"{reader} chunk {chunk} #{number}: {what}\n  input: {_cut(value, repr)}")
    return failures, said


def _cut(value: Any, show: Callable[[Any], str]) -> str:
    """``show(value)`` cut short; a number too long for ``str`` (Python's guard against huge
    conversions, which the inputs trip on purpose) is named rather than shown."""
    try:
        return show(value)[:300]
    except ValueError:
        return f"<a {type(value).__name__} too long to show>"


def _git(*words: str) -> str | None:
    """A git command's output about the library's checkout (``None`` outside one)."""
    try:
        done = subprocess.run(
            ["git", *words], cwd=Path(ir.__file__).resolve().parent, capture_output=True, text=True
        )
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def source_tree() -> str | None:
    """The git tree of the library's source (``src/``) when it is committed as it is: what the
    run's result holds for. Commits that change only tests, docs or benchmarks keep it, so a
    run resumed across them is still a run of the same library. ``None`` if uncommitted."""
    if _git("status", "--porcelain", "--", "..") != "":  # run from src/islands_rules: ".." is src
        return None  # changed since its commit (or not a checkout): not a run of any commit
    return _git("rev-parse", "HEAD:src")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--inputs", type=int, default=10**6, help="inputs per reader (default 10**6)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--json", metavar="FILE", help="write the result as JSON (after every reader)")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="go on with the --json result of a stopped run: the readers it lacks, same seed and "
        "inputs, refused if the library's source is not the one it ran on",
    )
    arguments = parser.parse_args(argv)
    report: dict[str, Any] = {
        "library": ir.__version__,
        "commit": _git("rev-parse", "--short", "HEAD"),
        "source": source_tree(),
        "python": platform.python_version(),
        "seed": arguments.seed,
        "jobs": arguments.jobs,
        "date": time.strftime("%Y-%m-%d"),
        "games": list(GAMES),
        "readers": [],
    }
    if arguments.resume:
        if not arguments.json or not Path(arguments.json).is_file():
            parser.error("--resume needs the --json file of the run to go on with")
        if report["source"] is None:
            parser.error("--resume: the library's source has uncommitted changes (or is no git checkout)")
        earlier = json.loads(Path(arguments.json).read_text(encoding="utf-8"))
        for key in ("seed", "games", "source"):
            if earlier.get(key) != report[key]:
                parser.error(f"--resume: the run in {arguments.json} has another {key}")
        if any(reader["inputs"] != arguments.inputs for reader in earlier["readers"]):
            parser.error(f"--resume: the run in {arguments.json} has another number of --inputs")
        report["readers"] = earlier["readers"]
    done = {reader["reader"] for reader in report["readers"]}
    failed = sum(reader["failures"] for reader in report["readers"])
    chunks = 4 * arguments.jobs
    with ProcessPoolExecutor(arguments.jobs) as pool:
        for kind in READERS:
            if kind in done:
                continue
            started = time.perf_counter()
            sizes = [arguments.inputs // chunks + (c < arguments.inputs % chunks) for c in range(chunks)]
            runs = pool.map(fuzz, [kind] * chunks, [arguments.seed] * chunks, range(chunks), sizes)
            failures = 0
            for count, said in runs:
                failures += count
                for line in said:
                    print(line)
            seconds = time.perf_counter() - started
            failed += failures
            report["readers"].append(
                {"reader": kind, "inputs": arguments.inputs, "failures": failures, "seconds": round(seconds)}
            )
            print(
                f"{kind:24} {arguments.inputs:>10,} inputs  {failures} failures  {seconds:,.0f} s", flush=True
            )
            if arguments.json:
                report["date"] = time.strftime("%Y-%m-%d")  # the day the run ended
                Path(arguments.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
