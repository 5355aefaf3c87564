"""The benchmark: Ponte del Diavolo's reference positions are what the performance table says
they are, the harness times and draws its tables right, and the report published in the README and the
docs is the committed one."""

from __future__ import annotations

import json
from typing import Any

import bench_ponte as bench
import harness
import pytest

import islands_rules as ir
from paths import ROOT


def _position(name: str) -> ir.ponte.GameState:
    return bench.replay(bench.GAME[: bench.POSITIONS[name]])


def test_middle_position_has_about_2000_legal_turns() -> None:
    assert 1900 <= len(ir.legal_moves(_position(bench.MIDDLE))) <= 2100


def test_bridge_only_endgame_allows_bridges_but_no_pair() -> None:
    state = _position("bridge-only endgame (ply 44)")
    kinds = {type(move) for move in ir.legal_moves(state)}
    assert kinds == {ir.ponte.BuildBridge, ir.ponte.Decline}
    assert not ir.ponte.can_place_two(state)


def test_positions_come_in_game_order_with_fewer_moves_each_time() -> None:
    counts = [len(ir.legal_moves(_position(name))) for name in bench.POSITIONS]
    assert counts == sorted(counts, reverse=True)
    assert bench.POSITIONS["opening (empty board)"] == 0


def test_reference_positions_agree_with_the_reference_implementation() -> None:
    ref = bench.load_reference()
    assert ref is not None
    for name in bench.POSITIONS:
        state = _position(name)
        assert len(ref.rules.ref_legal_moves(ref.position(state))) == len(ir.legal_moves(state)), name


def test_the_record_corpus_is_valid_complete_games() -> None:
    records = bench.corpus(2, seed=3)
    games = [ir.read_record(text) for text in records]
    assert all(game.final.is_over for game in games)
    assert bench.validate_records(records)() == sum(game.plies for game in games)


def _figure(**changes: Any) -> dict[str, Any]:
    figure = harness.Figure("playout", "games/s", 1234.5, 2.5, target=1000, min_ratio=100, note="n")
    return {**figure.data(), **changes}


def test_a_figure_row_shows_values_ratio_target_and_verdict() -> None:
    assert harness.cells(_figure()) == [
        "playout", "games/s", "1,234", "2.5", "493.8×", "≥ 1,000 games/s, ≥ 100× ref", "pass",
    ]  # fmt: skip
    slow = _figure(
        engine=0.35, reference=None, ratio=None, higher_is_better=False, target=0.3, min_ratio=None
    )
    assert harness.cells({**slow, "pass": False})[2:] == ["0.35", "-", "-", "≤ 0.3 games/s", "FAIL"]


def test_a_ratio_target_is_judged_only_when_the_reference_was_measured() -> None:
    def middle(engine: float, reference: float | None) -> bool | None:
        figure = harness.Figure(
            "legal_moves", "ms", engine, reference, higher_is_better=False, target=0.3, min_ratio=100
        )
        return figure.passed

    assert middle(0.2, None) is True  # --no-reference: the time alone is judged
    assert middle(0.2, 10.0) is False  # only 50 times faster than the reference
    assert middle(0.4, None) is False


def test_the_readme_shows_the_committed_benchmark_report() -> None:
    report = json.loads((ROOT / "benchmarks" / "results.json").read_text(encoding="utf-8"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert harness.with_report(readme, report) == readme, (
        "run: python benchmarks/bench.py --readme README.md ..."
    )
    for game in report["games"]:
        assert harness.table(game["figures"], harness.baseline_label(report)) in readme
    assert report["games"][0]["name"] == "ponte"
    assert report["command"] in readme


def test_writing_the_report_replaces_only_the_marked_part() -> None:
    about = dict.fromkeys(["islands_rules", "python", "cpu", "cores", "platform"], "m")
    report = {
        "command": "c",
        "machine": about,
        "seconds": 1.0,
        "games": [{"name": "g", "title": "G", "figures": [_figure()]}],
    }
    text = f"before\n{harness.README_START}\nold\n{harness.README_END}\nafter\n"
    written = harness.with_report(text, report)
    assert written.startswith(f"before\n{harness.README_START}\nMeasured with islands_rules m")
    assert written.endswith(f"- playout: n\n{harness.README_END}\nafter\n")
    assert "old" not in written
    assert harness.with_report(written, report) == written


def test_mean_seconds_per_position_calls_once_per_position_after_each_games_setup() -> None:
    seen: list[object] = []
    mean = harness.mean_seconds_per_position(
        [["a1", "a2"], ["b1"]], seen.append, before_each_game=lambda: seen.append("new game")
    )
    assert seen == ["new game", "a1", "a2", "new game", "b1"]
    assert mean >= 0


def test_a_figure_row_with_an_earlier_version_shows_both_versions_and_the_speedup() -> None:
    figure = harness.Figure(
        "legal_moves", "ms", 0.1, None, higher_is_better=False, baseline=0.3, interleaved=0.12
    ).data()
    assert figure["speedup"] == pytest.approx(2.5)
    assert harness.cells(figure, baseline=True)[7:] == ["0.12", "0.3", "2.50×"]
    assert harness.cells(figure) == harness.cells(figure, baseline=True)[:7]
    assert harness.header("bb28224")[7:] == ("this, interleaved", "bb28224, interleaved", "vs bb28224")
    rate = harness.Figure("playout", "games/s", 10, baseline=4, interleaved=9).data()
    assert rate["speedup"] == pytest.approx(2.25)
    assert harness.Figure("playout", "games/s", 10, baseline=4).data()["speedup"] is None
