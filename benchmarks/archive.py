"""Validating a large archive with the command line: the figure of the archives guide.

Run from a checkout, with the ``islands-rules`` command installed::

    python benchmarks/archive.py [--mb 64 256 1024] [--jobs 2] [--games 500] [--json FILE]

1. ``islands-rules play --random --games N --seed S`` writes N random games of Ponte del
   Diavolo (10x10, swaps at the default rate) to a file, once for each of J seeds, in J
   processes at once, and the games are cut into files of ``--per-file`` games;
2. those files are copied in turn into a folder until it holds each size asked for (the checker
   keeps nothing from one file to the next, and its one cache, of the last 64 positions
   scored, is far smaller than a file, so a copy costs what new games of the same length
   would, and a gibibyte is made in minutes instead of days);
3. ``islands-rules validate --csv --jobs J`` checks the folder, timed on the clock and in
   processor seconds, with the largest resident memory of any of its processes (the command
   and its workers), which must not grow with the archive.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from harness import machine

COMMAND = shutil.which("islands-rules", path=str(Path(sys.executable).parent)) or "islands-rules"


def make_archive(folder: Path, pieces: Sequence[tuple[Path, int]], megabytes: float) -> tuple[int, int, int]:
    """Copies of the files of ``pieces`` (file, games), in turn, in ``folder`` up to
    ``megabytes``; returns (files, bytes, games)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = size = games = 0
    while size < megabytes * 2**20 or not files:
        source, count = pieces[files % len(pieces)]
        target = folder / f"{files // 100:04d}" / f"games-{files:06d}.txt"
        target.parent.mkdir(exist_ok=True)
        shutil.copyfile(source, target)
        files, size, games = files + 1, size + source.stat().st_size, games + count
    return files, size, games


def split(seed_files: Sequence[Path], per_file: int) -> list[tuple[Path, int]]:
    """The games of ``seed_files`` cut into files of ``per_file`` games, as an archive keeps
    them (a file of tens of thousands of games is read whole, so it would measure the
    memory of one huge file); returns each piece and its games."""
    pieces = []
    for seed_file in seed_files:
        games = seed_file.read_text(encoding="utf-8").split("\n\n[Format ")
        records = [games[0], *("[Format " + game for game in games[1:])]
        for start in range(0, len(records), per_file):
            piece = seed_file.with_name(f"{seed_file.stem}-{start // per_file:04d}.txt")
            piece.write_text("\n\n".join(records[start : start + per_file]), encoding="utf-8")
            pieces.append((piece, len(records[start : start + per_file])))
    return pieces


def generate(folder: Path, games: int, seeds: int) -> list[Path]:
    """``play --random --games`` into one file per seed, the seeds played at once."""
    files = [folder / f"seed-{number}.txt" for number in range(seeds)]
    commands = [
        [COMMAND, "play", "--random", "--seed", str(1 + number * games), "--games", str(games),
         "--out", str(file)]
        for number, file in enumerate(files)
    ]  # fmt: skip
    playing = [subprocess.Popen(command, stderr=subprocess.DEVNULL) for command in commands]
    if any(process.wait() != 0 for process in playing):
        raise SystemExit("play --random failed")
    return files


# A fresh process runs validate and reports its descendants' peak memory: the peak of a
# process's children is a maximum over every child it ever had, the game generators too.
_PEAK = (
    "import resource, subprocess, sys; done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); "
    "sys.exit(done.returncode)"
)


def validate(folder: Path, jobs: int) -> tuple[float, float, int, str]:
    """Time ``validate --csv --jobs`` on ``folder``: seconds, processor seconds, peak memory
    (KiB) of the command and its workers, the totals line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    command = [COMMAND, "validate", "--csv", "--jobs", str(jobs), str(folder)]
    done = subprocess.run(
        [sys.executable, "-c", _PEAK, *command], stderr=subprocess.PIPE, text=True, check=False
    )
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"validate exited {done.returncode}: {done.stderr}")
    *said, peak = done.stderr.strip().splitlines()
    processor = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return seconds, processor, int(peak), said[-1]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, nargs="+", default=[16.0, 64.0], help="archive sizes in MiB")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of validate (default 2)")
    parser.add_argument(
        "--games", type=int, default=500, help="random games per seed file copied (default 500)"
    )
    parser.add_argument(
        "--per-file", type=int, default=500, help="games in each file of the archive (default 500)"
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    about = machine()
    print(
        f"islands_rules {about['islands_rules']}, {about['python']}, {about['cpu']}, {about['cores']} cores"
    )
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as work:
        started = time.perf_counter()
        pieces = split(generate(Path(work), args.games, args.jobs), args.per_file)
        generated = time.perf_counter() - started
        distinct = args.games * args.jobs
        rate = distinct / generated
        print(f"play --random: {distinct:,} games in {args.jobs} processes, {rate:,.1f} games/s")
        for megabytes in sorted(args.mb):
            folder = Path(work) / f"archive-{megabytes:g}"
            files, size, games = make_archive(folder, pieces, megabytes)
            seconds, processor, peak, totals = validate(folder, args.jobs)
            rows.append(
                {"mib": size / 2**20, "files": files, "games": games, "seconds": seconds,
                 "processor_seconds": processor, "mib_per_second": size / 2**20 / seconds,
                 "games_per_second": games / seconds, "peak_memory_mib": peak / 1024,
                 "totals": totals}
            )  # fmt: skip
            print(
                f"{size / 2**20:8,.1f} MiB, {files:,} files, {games:,} games: {seconds:,.1f} s "
                f"({processor:,.0f} processor s), {size / 2**20 / seconds:,.2f} MiB/s, "
                f"{games / seconds:,.0f} games/s, peak memory {peak / 1024:,.0f} MiB ({totals})"
            )
            shutil.rmtree(folder)
    largest = rows[-1]
    per_gib = 1024 / largest["mib_per_second"]
    print(f"a 1 GiB archive at this rate, --jobs {args.jobs}: {per_gib / 60:,.0f} minutes")
    if args.json is not None:
        report = {"machine": about, "jobs": args.jobs, "seed_games": args.games,
                  "games_per_file": args.per_file, "distinct_games": distinct,
                  "games_per_second_generated": rate, "runs": rows,
                  "minutes_per_gib": per_gib / 60}  # fmt: skip
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
