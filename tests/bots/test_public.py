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


REPORTS = [("strength.json", "strength.inc"), ("strength-islands.json", "strength-islands.inc")]
"""Each published reduced strength report and the table the bots guide includes from it."""

FULL_RUN = ("strength-full.json", "strength-full.inc")
"""The full run, at the targets' budget and games, published as far as it has been played."""


@pytest.mark.parametrize(("report_name", "table_name"), [*REPORTS, FULL_RUN])
def test_the_published_strength_table_is_drawn_from_the_json_report(
    report_name: str, table_name: str
) -> None:
    report = json.loads((ROOT / "benchmarks" / report_name).read_text(encoding="utf-8"))
    published = (ROOT / "docs" / "guides" / table_name).read_text(encoding="utf-8")
    assert published == strength.rst(report)
    assert f".. include:: {table_name}" in (ROOT / "docs" / "guides" / "bots.rst").read_text(encoding="utf-8")


def test_every_game_has_a_published_strength_table() -> None:
    names = [
        game["name"]
        for report_name, _ in REPORTS
        for game in json.loads((ROOT / "benchmarks" / report_name).read_text(encoding="utf-8"))["results"]
    ]
    assert sorted(names) == sorted(islands_rules.builtin_games())


@pytest.mark.parametrize("report_name", [report for report, _ in REPORTS])
def test_the_strength_report_covers_every_pairing_of_every_game_it_names(report_name: str) -> None:
    report = json.loads((ROOT / "benchmarks" / report_name).read_text(encoding="utf-8"))
    for game in report["results"]:
        assert game["iterations_per_second"] > 0
        assert [p["opponent"].split(":")[0] for p in game["pairings"]] == ["random", "greedy", "mcts"]
        for pairing in game["pairings"]:
            assert pairing["wins"] + pairing["draws"] + pairing["losses"] == report["games"]


@pytest.mark.parametrize(
    ("seconds", "games", "label"),
    [
        (1.0, 100, "**The full run**"),
        (0.125, 100, "**A reduced run, not the full run**"),
        (1.0, 20, "**A reduced run, not the full run**"),
    ],
)
def test_a_run_below_the_targets_budget_or_games_is_labelled_reduced(
    seconds: float, games: int, label: str
) -> None:
    report = _every_game()
    report.update(seconds_per_move=seconds, games=games, date="2026-11-24 13:19 UTC")
    published = strength.rst(report)
    assert published.splitlines()[2].startswith(label)
    assert "Measured on 2026-11-24 13:19 UTC at " in published


def _every_game() -> dict[str, Any]:
    """The published reports of the reduced runs, as one report of every game."""
    report = json.loads((ROOT / "benchmarks" / "strength.json").read_text(encoding="utf-8"))
    later = json.loads((ROOT / "benchmarks" / "strength-islands.json").read_text(encoding="utf-8"))
    report["results"] += later["results"]
    assert sorted(game["name"] for game in report["results"]) == sorted(ir.builtin_games())
    return dict(report)


def test_a_full_run_with_pairings_to_play_says_how_many_are_played() -> None:
    report = _every_game()
    report.update(seconds_per_move=1.0, games=100)
    del report["results"][0]["pairings"][-1]
    del report["results"][-1]
    published = strength.rst(report)
    assert published.splitlines()[2].startswith("**The full run, in progress**: 8 of its 12 pairings played")
    assert "1 pairing(s) not played yet." in published


def test_a_reduced_run_never_says_a_target_is_met() -> None:
    report = json.loads((ROOT / "benchmarks" / "strength.json").read_text(encoding="utf-8"))
    report.update(seconds_per_move=0.125, games=28)
    assert ": met" not in strength.rst(report)
    report.update(seconds_per_move=1.0, games=100)
    assert ": met" in strength.rst(report) or ": missed" in strength.rst(report)


def test_the_full_run_so_far_is_at_the_targets_budget_with_whole_pairings() -> None:
    report = json.loads((ROOT / "benchmarks" / FULL_RUN[0]).read_text(encoding="utf-8"))
    assert (report["seconds_per_move"], report["games"]) == (1.0, 100)
    assert report["results"], "the full run has played nothing yet"
    for game in report["results"]:
        opponents = [p["opponent"].split(":")[0] for p in game["pairings"]]
        assert opponents == ["random", "greedy", "mcts"][: len(opponents)]  # played in order, whole
        for pairing in game["pairings"]:
            assert pairing["wins"] + pairing["draws"] + pairing["losses"] == 100
            assert pairing["pass"] == (pairing["win_rate"] >= pairing["target"])
