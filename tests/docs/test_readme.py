"""The README's examples run as doctests, and its main command runs as written, so the front
page never lies."""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
from pathlib import Path

import islands_rules as ir
from paths import ROOT

README = ROOT / "README.md"
INSTALL = "python3 -m pip install . && "


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def test_readme_main_command_plays_validates_and_shows_a_game(tmp_path: Path) -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    (heading,) = [number for number, line in enumerate(lines) if line.startswith("# 1. install")]
    command = lines[heading + 1]
    assert command.startswith(INSTALL)  # the test session has installed the package already
    scripts = str(Path(sys.executable).parent)  # where this environment's islands-rules is
    environment = {**os.environ, "PATH": scripts + os.pathsep + os.environ.get("PATH", "")}
    done = subprocess.run(["bash", "-c", command.removeprefix(INSTALL)], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, check=False, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    game = ir.read_record((tmp_path / "game.txt").read_text(encoding="utf-8"))
    assert game.final.is_over
    assert "game.txt: valid" in done.stdout
    assert f"after ply {game.plies} of {game.plies}; game over" in done.stdout
