"""Validating a large archive with the command line: the figure of the archives guide.

Run from a checkout, with the ``islands-rules`` command installed::

    python benchmarks/archive.py [--mb 64 256 1024] [--jobs 2] [--games 500] [--json FILE]

1. ``islands-rules play --random --games N --seed S`` writes N random games of Ponte del
   Diavolo (10x10, swaps at the default rate) to a file, once for each of J seeds, in J
   processes at once;
2. the files are copied in turn into a folder until it holds each size asked for (the checker
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


def make_archive(folder: Path, seed_files: Sequence[Path], megabytes: float) -> tuple[int, int]:
    """Copies of ``seed_files``, in turn, in ``folder`` up to ``megabytes``; returns (files, bytes)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = size = 0
    while size < megabytes * 2**20 or not files:
        source = seed_files[files % len(seed_files)]
        target = folder / f"{files // 100:04d}" / f"games-{files:06d}.txt"
        target.parent.mkdir(exist_ok=True)
        shutil.copyfile(source, target)
        files, size = files + 1, size + source.stat().st_size
    return files, size


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


def validate(folder: Path, jobs: int) -> tuple[float, float, int, str]:
    """Time ``validate --csv --jobs`` on ``folder``: seconds, processor seconds, peak memory
    (KiB), the totals line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [COMMAND, "validate", "--csv", "--jobs", str(jobs), str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"validate exited {done.returncode}: {done.stderr}")
    processor = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return seconds, processor, after.ru_maxrss, done.stderr.strip()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, nargs="+", default=[16.0, 64.0], help="archive sizes in MiB")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of validate (default 2)")
    parser.add_argument(
        "--games", type=int, default=500, help="random games per seed file copied (default 500)"
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
        seed_files = generate(Path(work), args.games, args.jobs)
        generated = time.perf_counter() - started
        distinct = args.games * args.jobs
        rate = distinct / generated
        print(f"play --random: {distinct:,} games in {args.jobs} processes, {rate:,.1f} games/s")
        for megabytes in sorted(args.mb):
            folder = Path(work) / f"archive-{megabytes:g}"
            files, size = make_archive(folder, seed_files, megabytes)
            seconds, processor, peak, totals = validate(folder, args.jobs)
            games = files * args.games
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
                  "distinct_games": distinct, "games_per_second_generated": rate,
                  "runs": rows,
                  "minutes_per_gib": per_gib / 60}  # fmt: skip
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
