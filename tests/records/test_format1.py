"""Records of release 0.1 (format 1, Ponte del Diavolo alone) read unchanged.

``tests/data/format1`` holds records written or checked by release 0.1 (``play --random``
games, and hand-written ones that break the rules), each with the ``validate --json`` report
release 0.1 gave for it. Today's reader must give the same verdict, score and winner, and
the same problem at the same place.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from islands_rules.cli import main

DATA = Path(__file__).resolve().parent / "data" / "format1"
RECORDS = sorted(DATA.glob("*.txt"))
SAME = ("game", "line", "valid", "plies", "score", "over", "winner", "decided_by", "to_move", "rules", "tags")
PROBLEM = ("kind", "ply", "move", "reason", "line", "column")


def old_reports(record: Path) -> list[dict[str, object]]:
    lines = record.with_suffix(".json").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def test_the_old_records_are_there() -> None:
    assert len(RECORDS) >= 6
    assert all("[Game" not in record.read_text(encoding="utf-8") for record in RECORDS)


@pytest.mark.parametrize("record", RECORDS, ids=[record.name for record in RECORDS])
def test_validate_json_gives_release_0_1s_verdict_score_and_winner(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = old_reports(record)
    status = main(["validate", "--json", str(record)])
    new = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(new) == len(old)
    assert status == (0 if all(report["valid"] for report in old) else 1)
    for then, now in zip(old, new, strict=True):
        then, now = _as_issue_16_reports(then), _as_issue_16_reports(now)
        assert {key: now[key] for key in SAME} == {key: then[key] for key in SAME}
        assert now["name"] == "ponte"
        assert [{key: p[key] for key in PROBLEM} for p in now["problems"]] == then["problems"]
        if then["error"] is None:
            assert now["error"] is None
        else:
            assert {key: now["error"][key] for key in PROBLEM} == then["error"]


def _as_issue_16_reports(report: dict[str, Any]) -> dict[str, Any]:
    """``report`` with what issue 16 changed on purpose set aside: a wrong move number now says
    what most likely happened to the record (its wording and ``move`` differ; its kind, turn
    and place are the same), and play stops there, so the plies are the turns before it."""
    numbers = [problem for problem in report["problems"] if problem["kind"] == "move-number"]
    if not numbers:
        return report
    plies = min(report["plies"], numbers[0]["ply"] - 1)
    problems = [_renumbered(problem) for problem in report["problems"]]
    error = None if report["error"] is None else _renumbered(report["error"])
    return {**report, "plies": plies, "problems": problems, "error": error}


def _renumbered(problem: dict[str, Any]) -> dict[str, Any]:
    if problem["kind"] != "move-number":
        return problem
    return {**problem, "reason": None, "move": None}
