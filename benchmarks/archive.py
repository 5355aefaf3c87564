"""Validating a large archive with the command line: the figure of the archives guide.

Run from a checkout, with the ``islands-rules`` command installed::

    python benchmarks/archive.py [--mb 64 256 1024] [--jobs 2] [--games 500] [--json FILE]

1. ``islands-rules play --random --games N --seed 1`` writes N random games of Ponte del
   Diavolo (10x10, swaps at the default rate) to one file;
2. the file is copied into a folder until the folder holds each size asked for (the checker
   keeps nothing from one file to the next, so a copy costs what new games of the same
   length would, and the archive is made in seconds instead of hours);
3. ``islands-rules validate --csv --jobs J`` checks the folder, timed, with the largest
   resident memory of any of its processes (the command and its workers), which must not
   grow with the archive.
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


def make_archive(folder: Path, seed_file: Path, megabytes: float) -> tuple[int, int]:
    """Copies of ``seed_file`` in ``folder`` up to ``megabytes``; returns (files, bytes)."""
    folder.mkdir(parents=True, exist_ok=True)
    size = seed_file.stat().st_size
    count = max(1, round(megabytes * 2**20 / size))
    for number in range(count):
        target = folder / f"{number // 100:04d}" / f"games-{number:06d}.txt"
        target.parent.mkdir(exist_ok=True)
        shutil.copyfile(seed_file, target)
    return count, count * size


def validate(folder: Path, jobs: int) -> tuple[float, int, str]:
    """Time ``validate --csv --jobs`` on ``folder``: seconds, peak memory (KiB), the totals line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    done = subprocess.run(
        [COMMAND, "validate", "--csv", "--jobs", str(jobs), str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if done.returncode != 0:
        raise SystemExit(f"validate exited {done.returncode}: {done.stderr}")
    return seconds, max(peak, before), done.stderr.strip()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, nargs="+", default=[16.0, 64.0], help="archive sizes in MiB")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of validate (default 2)")
    parser.add_argument(
        "--games", type=int, default=500, help="random games in the file copied (default 500)"
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    about = machine()
    print(
        f"islands_rules {about['islands_rules']}, {about['python']}, {about['cpu']}, {about['cores']} cores"
    )
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as work:
        seed_file = Path(work) / "seed.txt"
        started = time.perf_counter()
        play = [
            COMMAND,
            "play",
            "--random",
            "--seed",
            "1",
            "--games",
            str(args.games),
            "--out",
            str(seed_file),
        ]
        subprocess.run(play, check=True, stderr=subprocess.DEVNULL)
        generated = time.perf_counter() - started
        print(f"play --random --games {args.games}: {args.games / generated:,.1f} games/s")
        for megabytes in sorted(args.mb):
            folder = Path(work) / f"archive-{megabytes:g}"
            files, size = make_archive(folder, seed_file, megabytes)
            seconds, peak, totals = validate(folder, args.jobs)
            games = files * args.games
            rows.append(
                {"mib": size / 2**20, "files": files, "games": games, "seconds": seconds,
                 "mib_per_second": size / 2**20 / seconds, "games_per_second": games / seconds,
                 "peak_memory_mib": peak / 1024, "totals": totals}
            )  # fmt: skip
            print(
                f"{size / 2**20:8,.1f} MiB, {files:,} files, {games:,} games: {seconds:,.1f} s, "
                f"{size / 2**20 / seconds:,.2f} MiB/s, {games / seconds:,.0f} games/s, "
                f"peak memory {peak / 1024:,.0f} MiB ({totals})"
            )
            shutil.rmtree(folder)
    largest = rows[-1]
    per_gib = 1024 / largest["mib_per_second"]
    print(f"a 1 GiB archive at this rate, --jobs {args.jobs}: {per_gib / 60:,.0f} minutes")
    if args.json is not None:
        report = {"machine": about, "jobs": args.jobs, "seed_games": args.games,
                  "games_per_second_generated": args.games / generated, "runs": rows,
                  "minutes_per_gib": per_gib / 60}  # fmt: skip
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
