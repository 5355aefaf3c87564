"""The Ponte del Diavolo pages of the docs: their examples run as doctests (as ``nox -s docs``
runs them), and the rules page draws every worked example."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

import islands_rules as ir

DOCS = Path(__file__).resolve().parents[2] / "docs" / "ponte"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.DONT_ACCEPT_TRUE_FOR_1

WORKED_EXAMPLES = [
    *("S1", "P1", "P2", "P3", "P4", "P5", "P5′", "P6"),
    *("B1", "B2", "B4", "B5", "B6", "B7"),
    *("i", "ii", "iii", "iv", "v", "vi"),
]


@pytest.mark.parametrize("page", sorted(path.name for path in DOCS.glob("*.rst")))
def test_the_examples_of_each_page_run(page: str) -> None:
    result = doctest.testfile(
        str(DOCS / page), module_relative=False, globs={"ir": ir}, optionflags=FLAGS, verbose=False
    )
    assert result.failed == 0


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_rules_page_draws_every_worked_example(name: str) -> None:
    rules = (DOCS / "rules.rst").read_text(encoding="utf-8")
    assert re.search(rf"^\.\. board:: {re.escape(name)}[:,]", rules, re.MULTILINE), name
