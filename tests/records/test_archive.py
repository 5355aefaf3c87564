"""Archives: folders of records checked through the API (islands_rules.records) and through the
real console script (validate with folders, --glob, --csv, --json, --jobs, the totals and the
progress bar; play --random --games), for every game."""

from __future__ import annotations

import csv
import io
import json
import os
import pty
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import islands_rules as ir
import islands_rules.records as records
from cli.test_cli import SCRIPT, run
from paths import ROOT

GAMES = ir.available_games()


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of random games of every game, a sub-folder, a broken file, notes to skip
    (made once: no test changes it)."""
    folder = tmp_path_factory.mktemp("archives") / "archive"
    (folder / "2026" / "may").mkdir(parents=True)
    for number, name in enumerate(GAMES):
        done = run("play", "--game", name, "--random", "--seed", str(number), "--games", "3")
        assert done.returncode == 0
        (folder / f"{name}.txt").write_text(done.stdout, encoding="utf-8")
    (folder / "2026" / "may" / "bad.txt").write_text("1. a1,c3 3. swap\n", encoding="utf-8")
    (folder / "2026" / "notes.md").write_text("not records", encoding="utf-8")
    (folder / "2026" / "empty.txt").write_text("", encoding="utf-8")
    return folder


def reports(*args: str | Path) -> list[dict[str, object]]:
    done = run("validate", "--json", *args)
    return [json.loads(line) for line in done.stdout.splitlines()]


# ---------------------------------------------------------------- one data model


def test_validate_json_prints_exactly_what_to_dict_gives(archive: Path) -> None:
    printed = reports(archive, "--glob", "*.txt")
    files = list(records.archive_files([str(archive)], pattern="*.txt"))
    from_api = [check.to_dict() for path in files for check in records.check_file(path)]
    assert printed == from_api
    assert printed == list(records.report_archive([str(archive)], pattern="*.txt"))
    kinds = {kind.value for kind in ir.ProblemKind}
    for report in printed:
        assert report["format"] == ir.FORMAT_VERSION
        for problem in report["problems"]:  # type: ignore[attr-defined]
            assert problem["kind"] in kinds
            assert isinstance(problem["is_error"], bool)
            assert set(problem) == {"kind", "is_error", "reason", "line", "column", "ply", "move", "token"}


def test_files_with_no_game_are_checks_of_documented_kinds(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("  {only a comment}\n", encoding="utf-8")
    (check,) = records.check_file(str(empty))
    assert (check.file, check.number, check.valid, check.error and check.error.kind) == (
        str(empty), None, False, ir.ProblemKind.NO_GAME,
    )  # fmt: skip
    (check,) = records.check_file(str(tmp_path / "missing.txt"))
    assert check.error is not None
    assert check.error.kind is ir.ProblemKind.UNREADABLE
    assert check.to_dict()["plies"] is None
    assert (
        reports(empty)[0]
        == records.RecordCheck.of_file(
            str(empty), ir.ProblemKind.NO_GAME, "no game: the file holds no tags and no turns"
        ).to_dict()
    )


# ------------------------------------------------------------------------- folders


def test_folders_are_walked_recursively_in_name_order_with_a_glob(archive: Path) -> None:
    found = [
        Path(path).relative_to(archive).as_posix()
        for path in records.archive_files([str(archive)], pattern="*.txt")
    ]
    # A folder's own files come first, in name order, then its sub-folders', in name order.
    assert found == [*sorted(f"{name}.txt" for name in GAMES), "2026/empty.txt", "2026/may/bad.txt"]
    assert "2026/notes.md" not in found
    assert [Path(p).name for p in records.archive_files([str(archive / "2026")], pattern="*.md")] == [
        "notes.md"
    ]
    printed = reports(archive, "--glob", "*.txt")
    assert [(Path(str(r["file"])).name, r["game"]) for r in printed] == [
        (Path(path).name, number)
        for path in found
        for number in (
            [None] if path.endswith("empty.txt") else [1] if path.endswith("bad.txt") else [1, 2, 3]
        )
    ]


def test_validate_ends_with_the_totals_and_exits_with_the_worst(archive: Path) -> None:
    done = run("validate", archive, "--glob", "*.txt")
    games = 3 * len(GAMES)
    files = len(GAMES) + 2
    assert done.stdout.splitlines()[-1] == (
        f"{files} files, {games + 1} games: {games} valid, 1 invalid; 1 file with no game"
    )
    assert done.returncode == 1
    missing = archive / "missing.txt"
    done = run("validate", "--json", archive / "ponte.txt", missing)
    assert done.stderr == "2 files, 3 games: 3 valid, 0 invalid; 1 file unreadable\n"
    assert done.returncode == 2
    totals = records.Totals()
    for report in records.report_archive([str(archive / "ponte.txt"), str(missing)]):
        totals.add(report)
    assert str(totals) == done.stderr.strip()


def test_csv_has_a_header_and_a_row_per_game_that_agrees_with_the_json(archive: Path) -> None:
    done = run("validate", "--csv", archive, "--glob", "*.txt")
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert tuple(rows[0]) == records.CSV_COLUMNS
    printed = reports(archive, "--glob", "*.txt")
    assert len(rows) == len(printed)
    for row, report in zip(rows, printed, strict=True):
        assert row["file"] == report["file"]
        assert row["valid"] == str(report["valid"]).lower()
        assert row["plies"] == ("" if report["plies"] is None else str(report["plies"]))
        error = report["error"]
        assert row["error_reason"] == ("" if error is None else error["reason"])  # type: ignore[index]
    bad = next(row for row in rows if row["file"].endswith("bad.txt"))
    assert (bad["error_kind"], bad["error_ply"], bad["plies"]) == ("move-number", "2", "1")
    assert "turn 2 seems to be missing" in bad["error_reason"]
    assert done.stderr.startswith(f"{len(GAMES) + 2} files")


def test_jobs_give_the_same_output_in_the_same_order(archive: Path) -> None:
    for form in ([], ["--json"], ["--csv"]):
        one = run("validate", *form, archive, "--glob", "*.txt")
        two = run("validate", *form, "--jobs", "2", archive, "--glob", "*.txt")
        assert (two.returncode, two.stdout, two.stderr) == (one.returncode, one.stdout, one.stderr)
    assert list(records.report_archive([str(archive)], jobs=2)) == list(
        records.report_archive([str(archive)])
    )
    for jobs in (0, None, 257):  # refused at the call, with the library's error (not on reading)
        with pytest.raises(ir.IslandsRulesError, match="jobs must be an int from 1 to 256"):
            records.report_archive([str(archive)], jobs=jobs)  # type: ignore[arg-type]
    assert "must be a positive whole number" in run("validate", "--jobs", "0", archive).stderr


def test_a_progress_bar_is_drawn_only_on_a_terminal(archive: Path) -> None:
    leader, follower = pty.openpty()
    with subprocess.Popen(
        [str(SCRIPT), "validate", "--json", str(archive)], stdout=subprocess.PIPE, stderr=follower
    ) as process:
        os.close(follower)
        process.communicate(timeout=120)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    assert b"files, " in seen
    assert b"[#" in seen  # the bar itself
    assert "[#" not in run("validate", "--json", archive).stderr  # not a terminal: no bar


# ------------------------------------------------------------------- random archives


@pytest.mark.parametrize("name", GAMES)
def test_play_games_writes_every_game_to_one_file_each_replayable(tmp_path: Path, name: str) -> None:
    out = tmp_path / "many.txt"
    done = run("play", "--game", name, "--random", "--seed", "40", "--games", "5", "--out", out)
    assert done.returncode == 0
    assert done.stdout == ""  # the status is on standard error
    games = ir.read_records(out.read_bytes())
    assert len(games) == 5
    assert done.stderr == f"{out}: 5 games, {sum(g.plies for g in games):,} plies\n"
    for game in games:
        assert ir.outcome(game.final) is not None
        again = run(*shlex.split(game.tags["Event"])[1:])  # a command a shell runs as it is
        assert ir.read_record(again.stdout) == game
    assert len({game.moves for game in games}) == 5


def test_random_ponte_archives_swap_at_the_rate_asked() -> None:
    def swaps(rate: str) -> int:
        done = run("play", "--random", "--seed", "1", "--games", "200", "--size", "4", "--special-rate", rate)
        return sum(game.moves[1] == ir.ponte.Swap() for game in ir.read_records(done.stdout))

    assert swaps("0") == 0
    assert swaps("1") == 200
    assert 70 <= swaps("0.5") <= 130  # 200 draws at one half: more than 4 standard deviations away fails
    assert "must be a probability from 0 to 1" in run("play", "--random", "--special-rate", "2").stderr


# ------------------------------------------------------------------------ the archives guide

GUIDE = ROOT / "docs" / "guides"


def test_the_guides_csv_report_script_is_complete_short_and_agrees_with_the_command(archive: Path) -> None:
    script = GUIDE / "archive_report.py"
    assert len(script.read_text(encoding="utf-8").splitlines()) < 40
    command = [sys.executable, str(script), str(archive), "--glob", "*.txt"]
    one = subprocess.run(command, capture_output=True, text=True, check=False, timeout=120)
    two = subprocess.run([*command, "--jobs", "2"], capture_output=True, text=True, check=False, timeout=120)
    assert (one.returncode, one.stdout, one.stderr) == (two.returncode, two.stdout, two.stderr)
    assert one.returncode == 1
    rows = list(csv.reader(io.StringIO(one.stdout)))
    by_command = list(csv.reader(io.StringIO(run("validate", "--csv", archive, "--glob", "*.txt").stdout)))
    assert [row[:-1] for row in rows] == by_command
    assert rows[0][-1] == "claim"
    assert one.stderr == run("validate", "--csv", archive, "--glob", "*.txt").stderr


def test_the_guides_dask_bag_example_runs_with_the_local_scheduler(
    archive: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip(
        "dask.bag",
        reason="dask is not installed: pip install 'islands-rules[dask]' (the 'dask' group) to run it",
    )
    guide = (GUIDE / "archives.rst").read_text(encoding="utf-8")
    block = guide.split("Beyond one machine")[1].split(".. code-block:: python")[1]
    code = "\n".join(line.removeprefix("   ") for line in block.splitlines())
    monkeypatch.chdir(archive.parent)
    dask = pytest.importorskip("dask")
    with dask.config.set(scheduler="processes", num_workers=2):  # the local scheduler, as a laptop runs it
        exec(compile(code, "archives.rst", "exec"), {})
    printed = run("validate", "--json", "archive", "--glob", "*.txt").stdout
    expected = [json.loads(line) for line in printed.splitlines()]
    invalid = sum(not report["valid"] for report in expected)
    assert capsys.readouterr().out == f"{invalid} of {len(expected)} games invalid\n"


# -------------------------------------------------------------------------------- score once


@pytest.mark.parametrize("name", GAMES)
def test_a_checked_game_is_scored_once_for_its_result_its_data_and_its_text(
    name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = ir.load_game(name)
    calls = {"outcome": 0, "summary": 0}
    for method in calls:
        original = getattr(type(game), method)

        def counted(self: object, state: object, original: object = original, method: str = method) -> object:
            calls[method] += 1
            return original(self, state)  # type: ignore[operator]

        monkeypatch.setattr(type(game), method, counted)
    text = run("play", "--game", name, "--random", "--seed", "3").stdout  # its [Result] is checked
    path = tmp_path / "one.txt"
    path.write_text(text, encoding="utf-8")
    (check,) = records.check_file(str(path))
    assert check.result_agrees is True
    data = check.to_dict()
    assert records.csv_row(data)
    assert check.to_dict() == data
    assert calls == {"outcome": 1, "summary": 1}


# ------------------------------------------------- each point of the issue, through the command


def test_the_command_reports_a_wrong_claim_as_written_and_the_actual_result(tmp_path: Path) -> None:
    text = run("play", "--random", "--seed", "4", "--size", "5").stdout
    game = ir.read_record(text)
    actual = ir.outcome(game.final)
    assert actual is not None
    claim = "Dark" if actual.result == "light" else "Light"
    path = tmp_path / "claim.txt"
    path.write_text(text.replace(f'[Result "{actual.result}"]', f'[Result "{claim}"]'), encoding="utf-8")
    (report,) = reports(path)
    assert (report["claimed_result"], report["result"], report["result_agrees"]) == (
        claim,
        actual.result,
        False,
    )
    assert report["text_tags"]["Result"] == claim  # type: ignore[index]
    row = dict(
        zip(
            records.CSV_COLUMNS,
            next(csv.reader(io.StringIO(run("validate", "--csv", path).stdout.split("\n", 1)[1]))),
            strict=True,
        )
    )
    assert (row["claimed_result"], row["result"], row["result_agrees"]) == (claim, actual.result, "false")


def test_the_command_reports_one_problem_for_a_lost_turn_and_the_plies_before_it(tmp_path: Path) -> None:
    text = run("play", "--random", "--seed", "8").stdout
    lost = text.replace(" 7. ", " ", 1)
    lost = lost[: lost.index(" ", lost.index(" 6. ") + 4)] + lost[lost.index(" 8. ") :]  # turn 7 is gone
    path = tmp_path / "lost.txt"
    path.write_text(lost, encoding="utf-8")
    done = run("validate", path)
    errors = [line for line in done.stdout.splitlines() if ": error: " in line]
    assert errors == [f"{path}:{errors[0].split(':')[1]}:{errors[0].split(':')[2]}: error: ply 7 '8.': "
                      "turn 7 seems to be missing: the numbers jump from 6 to 8"]  # fmt: skip
    assert f"{path}: INVALID, 1 error; 6 plies played before the first bad turn" in done.stdout


def test_the_command_loses_only_the_tag_that_holds_a_bad_byte(tmp_path: Path) -> None:
    text = run("play", "--random", "--seed", "5", "--size", "5").stdout
    plies = ir.read_record(text).plies
    path = tmp_path / "latin1.bin"
    path.write_bytes(text.replace("[Result", '[Site "Caf\xe9"]\n[Result').encode("latin-1"))
    done = run("validate", path)
    assert (
        "error: not UTF-8 text: byte 0xe9 cannot start or continue a character; the tag [Site] is left out"
        in done.stdout
    )
    assert f"INVALID, 1 error; {plies} plies, every turn played" in done.stdout
    shown = run("show", path)  # the game is whole: its board is drawn
    assert f"after ply {plies} of {plies}" in shown.stdout
