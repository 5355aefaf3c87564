"""The bots' public names are documented with examples, and the published strength table is
the one the benchmark's JSON report draws."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest
import strength

import islands_rules as ir
import islands_rules.bots

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize("name", islands_rules.bots.__all__)
def test_every_public_name_has_a_docstring_with_an_example(name: str) -> None:
    thing = getattr(islands_rules.bots, name)
    if not (inspect.isclass(thing) or inspect.isfunction(thing)):
        return  # data: documented on the API page
    doc = inspect.getdoc(thing) or ""
    assert ">>>" in doc, f"{name}'s docstring has no example"


REPORT, TABLE = "strength.json", "strength.inc"
"""The strength report of record and the table the bots guide includes from it."""


def _report() -> dict[str, Any]:
    report: dict[str, Any] = json.loads((ROOT / "benchmarks" / REPORT).read_text(encoding="utf-8"))
    return report


def test_the_published_strength_table_is_drawn_from_the_json_report() -> None:
    published = (ROOT / "docs" / "guides" / TABLE).read_text(encoding="utf-8")
    assert published == strength.rst(_report())
    assert f".. include:: {TABLE}" in (ROOT / "docs" / "guides" / "bots.rst").read_text(encoding="utf-8")


def test_the_strength_report_covers_every_game_at_its_budget_of_record() -> None:
    report = _report()
    assert sorted(game["name"] for game in report["results"]) == sorted(ir.builtin_games())
    for game in report["results"]:
        assert game["iterations"] == strength.BUDGETS[game["name"]]
        pairs = strength.pairs(game["name"], game["iterations"], native=report["native"])
        played = [(p["bot"], p["opponent"], p["target"]) for p in game["pairings"]]
        assert played == pairs[: len(played)]  # played in order, whole; a stopped run resumes the rest
        if played == pairs:  # a game's cost is measured once its pairings are played
            assert game["seconds_a_move"]["pure"] > 0
        for pairing in game["pairings"]:
            assert pairing["wins"] + pairing["draws"] + pairing["losses"] == report["games"]
            assert pairing["pass"] == (pairing["win_rate"] >= pairing["target"])
