"""The results of record: the "Solved positions" page shows the committed report, every
published value was confirmed by the second method, and every opening's values fit the
game's value."""

from __future__ import annotations

import json
from typing import Any

import solve_boards

from paths import ROOT

REPORT: dict[str, Any] = json.loads((ROOT / "benchmarks" / "solve.json").read_text(encoding="utf-8"))


def test_the_page_shows_the_committed_report() -> None:
    assert (ROOT / "docs" / "solved.inc").read_text(encoding="utf-8") == solve_boards.rst(REPORT)


def test_every_published_value_is_confirmed_by_the_second_method() -> None:
    assert REPORT["jobs"]
    for job in REPORT["jobs"]:
        assert job["confirmation"]["agree"], job["job"]
        assert job["confirmation"]["positions"] >= 1, job["job"]
        assert job["job"] in solve_boards.JOBS


def test_the_value_is_the_best_opening_value() -> None:
    for job in REPORT["jobs"]:
        assert job["value"] == max(opening["value"] for opening in job["openings"])
        assert job["principal_variation"]


def test_the_obstacle_section_shows_the_committed_report() -> None:
    page = (ROOT / "docs" / "solved-obstacle.inc").read_text(encoding="utf-8")
    assert page == solve_boards.obstacle_rst(REPORT)


def test_every_native_piece_is_proved_and_confirmed_or_stopped_by_its_budget() -> None:
    jobs = REPORT.get("pieces", []) + REPORT.get("deep", [])
    assert jobs, "the report has no native run"
    for job in jobs:
        assert job["job"] in solve_boards.PIECES or job["job"] in solve_boards.DEEP
        for piece in job.get("openings", []) + job.get("positions", []):
            assert piece["confirmation"]["agree"], (job["job"], piece)
            assert piece["confirmation"]["positions"] >= 1, (job["job"], piece)
            assert piece["nodes"] <= job["piece_nodes"]
        for piece in job["unfinished"].values():
            assert piece["nodes"] > piece["budget"] >= 1


def test_the_native_solver_gave_the_pure_solvers_results_again() -> None:
    assert REPORT["native_again"]
    for again in REPORT["native_again"]:
        assert again["same"], again["job"]
