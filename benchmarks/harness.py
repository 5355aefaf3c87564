"""The benchmark harness every game's figures share: a figure of the engine against the
reference implementation and a target, how to time, and the report as Markdown tables.

Each game has a module ``benchmarks/bench_<game>.py`` with a ``TITLE`` and a function
``figures(seconds, reference)`` returning its :class:`Figure` list; ``bench.py`` runs them all.

Every time is processor time (:data:`CLOCK`): the engines are single-threaded and do no
input or output, so the processor time is what a call costs, and unlike the clock on the
wall it does not grow when other work shares the machine.
"""

from __future__ import annotations

import gc
import os
import platform
import statistics
import subprocess
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar

import islands_rules as ir

TESTS = Path(__file__).resolve().parent.parent / "tests"
CLOCK = time.process_time
"""The clock of every measurement: this process's processor time, in seconds."""
P = TypeVar("P")


@dataclass
class Figure:
    """One row of the table: the engine's figure, the reference's, and the target."""

    figure: str
    unit: str
    engine: float
    reference: float | None = None
    higher_is_better: bool = True
    target: float | None = None
    min_ratio: float | None = None
    note: str = ""
    baseline: float | None = None
    """The figure of an earlier version (``bench.py --baseline``), measured in the same run as
    :attr:`interleaved`, the two versions taking turns."""
    interleaved: float | None = None
    """This version's figure in those interleaved runs (the engine column is measured apart)."""

    @property
    def ratio(self) -> float | None:
        """How many times faster the engine is than the reference."""
        if self.reference is None or not self.reference or not self.engine:
            return None
        return self.engine / self.reference if self.higher_is_better else self.reference / self.engine

    @property
    def passed(self) -> bool | None:
        if self.target is None and self.min_ratio is None:
            return None
        ok = True
        if self.target is not None:
            ok = self.engine >= self.target if self.higher_is_better else self.engine <= self.target
        if self.min_ratio is not None and self.ratio is not None:  # no reference measured: no ratio to judge
            ok = ok and self.ratio >= self.min_ratio
        return ok

    @property
    def speedup(self) -> float | None:
        """How many times faster this version is than the earlier one, in the interleaved runs."""
        if not self.baseline or not self.interleaved:
            return None
        return self.interleaved / self.baseline if self.higher_is_better else self.baseline / self.interleaved

    def data(self) -> dict[str, Any]:
        """The figure as the JSON report holds it, which is what the tables are drawn from."""
        return {**asdict(self), "ratio": self.ratio, "pass": self.passed, "speedup": self.speedup}


# ----------------------------------------------------------------------------- measuring


def median_seconds(call: Callable[[], object], budget: float, at_least: int) -> float:
    """The median time of one ``call()``, calling it for ``budget`` seconds (at least
    ``at_least`` timings). Calls are timed in batches of at least half a millisecond: reading
    the processor clock is a system call, which would add some 0.25 us to a call timed alone."""
    gc.collect()
    batch = 1
    while batch < 1 << 20:
        start = CLOCK()
        for _ in range(batch):
            call()
        if CLOCK() - start >= 0.0005:
            break
        batch *= 4
    times: list[float] = []
    deadline = CLOCK() + budget
    while len(times) < at_least or CLOCK() < deadline:
        start = CLOCK()
        for _ in range(batch):
            call()
        times.append((CLOCK() - start) / batch)
    return statistics.median(times)


def mean_seconds_per_position(
    games: Iterable[Sequence[P]],
    call: Callable[[P], object],
    before_each_game: Callable[[], object] | None = None,
) -> float:
    """The mean time of one ``call(position)``, made once on every position of every game;
    ``before_each_game()`` runs untimed before each game's positions (to empty a cache, say)."""
    spent, calls = 0.0, 0
    for positions in games:
        if before_each_game is not None:
            before_each_game()
        for position in positions:
            start = CLOCK()
            call(position)
            spent += CLOCK() - start
            calls += 1
    return spent / calls


def rate(step: Callable[[], int], budget: float, at_least: int = 1) -> float:
    """Units per second, where each ``step()`` does some units and says how many."""
    gc.collect()
    done, calls = 0, 0
    start = CLOCK()
    while calls < at_least or CLOCK() - start < budget:
        done += step()
        calls += 1
    return done / (CLOCK() - start)


def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    about = {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(),
        "cpu": cpu,
        "cores": str(os.cpu_count()),
        "islands_rules": ir.__version__,
    }
    commit = library_commit()
    if commit is not None:
        about["commit"] = commit
    return about


def library_commit() -> str | None:
    """The commit of the library measured, when it runs from a git checkout (``None`` if not)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(ir.__file__).resolve().parent,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return None
    return done.stdout.strip() or None


# ---------------------------------------------------------------------------- the report

HEADER = ("figure", "unit", "engine", "reference", "ratio", "target", "pass")


def header(baseline: str | None = None) -> tuple[str, ...]:
    """The table's header: :data:`HEADER`, and with an earlier version measured in the same run
    (named ``baseline``), this version's figure and that version's in the interleaved runs and
    the speed-up."""
    if baseline is None:
        return HEADER
    return (*HEADER, "this, interleaved", f"{baseline}, interleaved", f"vs {baseline}")


README_START = "<!-- benchmark report: written by benchmarks/bench.py --readme; do not edit -->"
README_END = "<!-- end of benchmark report -->"


def number(value: float) -> str:
    """A figure to three significant digits, whole from 100 up (with thousands separators)."""
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


def target(figure: Mapping[str, Any]) -> str:
    """What the figure must reach; ``-`` for none."""
    parts = []
    if figure["target"] is not None:
        sign = "≥" if figure["higher_is_better"] else "≤"
        parts.append(f"{sign} {figure['target']:,g} {figure['unit']}")
    if figure["min_ratio"] is not None:
        parts.append(f"≥ {figure['min_ratio']:g}× ref")
    return ", ".join(parts) or "-"


def cells(figure: Mapping[str, Any], baseline: bool = False) -> list[str]:
    """One row of the table, from one figure of the JSON report, in the order of :func:`header`
    (with the interleaved columns if ``baseline``)."""
    reference, ratio = figure["reference"], figure["ratio"]
    interleaved = []
    if baseline:
        values = [figure.get("interleaved"), figure.get("baseline")]
        speedup = figure.get("speedup")
        interleaved = ["-" if v is None else number(v) for v in values]
        interleaved.append("-" if speedup is None else f"{speedup:.2f}×")
    return [
        figure["figure"],
        figure["unit"],
        number(figure["engine"]),
        "-" if reference is None else number(reference),
        "-" if ratio is None else f"{ratio:,.1f}×",
        target(figure),
        {None: "", True: "pass", False: "FAIL"}[figure["pass"]],
        *interleaved,
    ]


def table(figures: Sequence[Mapping[str, Any]], baseline: str | None = None) -> str:
    """The figures as an aligned Markdown table (with the interleaved columns of an earlier
    version named ``baseline``, if given)."""
    names = header(baseline)
    rows = [list(names), *(cells(figure, baseline is not None) for figure in figures)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(names))]
    lines = []
    for count, row in enumerate(rows):
        padded = [
            cell.ljust(w) if i in (0, 1, 5) else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("| " + " | ".join(padded) + " |")
        if count == 0:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def notes(figures: Sequence[Mapping[str, Any]]) -> list[str]:
    """The notes of the figures that have one, as Markdown list items."""
    return [f"- {figure['figure']}: {figure['note']}" for figure in figures if figure["note"]]


def baseline_label(report: Mapping[str, Any]) -> str | None:
    """The name of the earlier version the report compares with, if any (``bench.py --baseline``)."""
    found = report.get("baseline")
    return None if not found else str(found["label"])


def about(report: Mapping[str, Any]) -> str:
    """Where and how the report was measured, in one sentence (two with an earlier version)."""
    machine = report["machine"]
    text = (
        f"Measured with islands_rules {machine['islands_rules']}, {machine['python']}, on {machine['cpu']} "
        f"({machine['cores']} cores, {machine['platform']}); the run took {report['seconds']:g} s."
    )
    label = baseline_label(report)
    if label is not None:
        text += (
            f" The interleaved columns are this version and {label} measured in the same run, each in "
            f"its own interpreter, taking turns for {report['baseline']['rounds']} rounds (each keeps "
            "its best round); the speed-up is their ratio."
        )
    return text + " To reproduce, from a checkout with the package installed:"


def markdown(report: Mapping[str, Any]) -> str:
    """The whole report as Markdown: the machine, the command that reproduces it, then one
    table per game with its notes."""
    lines = [about(report), "", "```sh", report["command"], "```"]
    label = baseline_label(report)
    for game in report["games"]:
        lines += ["", f"**{game['title']}**", "", table(game["figures"], label)]
        found = notes(game["figures"])
        if found:
            lines += ["", *found]
    return "\n".join(lines)


def with_report(readme: str, report: Mapping[str, Any]) -> str:
    """``readme`` with the text between its report markers replaced by :func:`markdown` of ``report``."""
    start, end = readme.index(README_START) + len(README_START), readme.index(README_END)
    return f"{readme[:start]}\n{markdown(report)}\n{readme[end:]}"
