"""The reinforcement-learning guide's examples run (the docs build runs them too)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="the rl extra is not installed (pip install -e .[rl])")

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guides" / "rl.rst"


def test_the_guide_examples_run() -> None:
    failures, tried = doctest.testfile(
        str(GUIDE), module_relative=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    )
    assert tried > 20
    assert failures == 0
