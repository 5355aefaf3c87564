"""The strength harness: a run at tiny budgets writes a whole report, ``--resume`` plays
only what the report lacks (and finds what the stopped run would have), refuses a report of
other settings, and the tables are labelled by what the run was."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import strength

import islands_rules as ir

TINY = ["--game", "lsd", "--budget", "lsd=2", "--games", "2"]
"""A run of one quick game at two iterations a move and two games a pairing."""


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The report of the tiny run, written to a file, and the file."""
    report = tmp_path_factory.mktemp("strength") / "report.json"
    assert strength.main([*TINY, "--json", str(report)]) == 0
    return report, json.loads(report.read_text(encoding="utf-8"))


def test_a_run_writes_every_pairing_with_seats_swapped_and_the_cost_of_a_move(
    tiny: tuple[Path, dict[str, Any]],
) -> None:
    _, report = tiny
    (lsd,) = report["results"]
    assert (lsd["name"], lsd["iterations"], report["games"], report["native"]) == ("lsd", 2, 2, False)
    at_n, at_4n = strength.spec("lsd", 2, native=False), strength.spec("lsd", 8, native=False)
    assert at_n.startswith("mcts:2")
    assert at_4n.startswith("mcts:8")
    assert [(p["bot"], p["opponent"]) for p in lsd["pairings"]] == [
        (at_n, "random"),
        (at_n, "greedy"),
        (at_4n, at_n),
    ]
    for pairing in lsd["pairings"]:
        assert pairing["wins"] + pairing["draws"] + pairing["losses"] == 2
        low, high = pairing["interval"]
        assert 0 <= low <= pairing["win_rate"] <= high <= 1
        assert pairing["pass"] == (pairing["win_rate"] >= pairing["target"])
    assert lsd["seconds_a_move"]["pure"] > 0
    assert (lsd["seconds_a_move"]["native"] is None) == (not strength.native_ready("lsd"))


def test_resume_plays_only_the_missing_pairing_and_finds_what_the_whole_run_found(
    tiny: tuple[Path, dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, whole = tiny
    stopped = copy.deepcopy(whole)
    del stopped["results"][0]["pairings"][-1], stopped["results"][0]["seconds_a_move"]
    report = tmp_path / "report.json"
    report.write_text(json.dumps(stopped), encoding="utf-8")
    assert strength.main([*TINY, "--json", str(report), "--resume"]) == 0
    out = capsys.readouterr().out
    assert out.count("kept from the report") == 2
    resumed = json.loads(report.read_text(encoding="utf-8"))
    strip = ("seconds",)  # the wall time of a pairing differs from run to run
    for mine, theirs in zip(resumed["results"][0]["pairings"], whole["results"][0]["pairings"], strict=True):
        assert {k: v for k, v in mine.items() if k not in strip} == {
            k: v for k, v in theirs.items() if k not in strip
        }
    assert "seconds_a_move" in resumed["results"][0]


@pytest.mark.parametrize(
    ("change", "complaint"),
    [(["--seed", "1"], "was made with"), (["--budget", "lsd=3"], "was measured at N = 2")],
)
def test_resume_refuses_a_report_of_other_settings(
    tiny: tuple[Path, dict[str, Any]], change: list[str], complaint: str
) -> None:
    report, _ = tiny
    with pytest.raises(SystemExit, match=complaint):
        strength.main([*TINY, *change, "--json", str(report), "--resume"])


def test_resume_needs_a_report(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="there is none"):
        strength.main([*TINY, "--json", str(tmp_path / "none.json"), "--resume"])


def test_a_budget_is_a_game_and_a_positive_count() -> None:
    assert strength.budget_of("islands=300") == ("islands", 300)
    for bad in ("islands", "islands=0", "chess=10", "lsd=ten"):
        with pytest.raises(Exception, match="is not NAME=N"):
            strength.budget_of(bad)


def _of_every_game(tiny: dict[str, Any], games: int) -> dict[str, Any]:
    """The tiny report with every game of the library in it, at ``games`` games a pairing."""
    report = copy.deepcopy(tiny)
    (lsd,) = report["results"]
    report["results"] = [
        dict(copy.deepcopy(lsd), name=name, title=ir.load_game(name).title) for name in ir.builtin_games()
    ]
    report["games"] = games
    return report


def test_the_tables_say_what_the_run_was(tiny: tuple[Path, dict[str, Any]]) -> None:
    _, report = tiny
    assert strength.rst(report).splitlines()[2].startswith("**A reduced run, not the run of record**")
    assert ": met" not in strength.rst(report)
    assert ": missed" not in strength.rst(report)
    whole = _of_every_game(report, 100)
    published = strength.rst(whole)
    assert published.splitlines()[2].startswith("**The run of record**")
    assert ": met" in published or ": missed" in published
    assert "N = 2 iterations a move" in published
    del whole["results"][0]["pairings"][-1]
    assert strength.rst(whole).splitlines()[2].startswith("**The run of record, in progress**: 11 of its 12")
    assert "1 pairing(s) not played yet." in strength.rst(whole)


def test_the_estimate_counts_every_search_of_every_pairing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strength, "seconds_a_move", lambda name, n, *, native, seed: n / 1000)
    monkeypatch.setattr(strength, "decisions", lambda name, seed: 10.0)
    # N and N against random and greedy, then 4N against N: 7 searches of N a move.
    assert strength.estimate("lsd", 100, native=False, games=100, seed=0) == pytest.approx(100 * 10 * 0.1 * 7)
