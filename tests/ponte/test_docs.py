"""The Ponte del Diavolo pages of the docs: their examples run as doctests (as ``nox -s docs``
runs them), and the rules page draws every worked example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from docpages import pages, run_examples
from paths import ROOT

DOCS = ROOT / "docs" / "ponte"

WORKED_EXAMPLES = [
    *("S1", "P1", "P2", "P3", "P4", "P5", "P5′", "P6"),
    *("B1", "B2", "B4", "B5", "B6", "B7"),
    *("i", "ii", "iii", "iv", "v", "vi"),
]


@pytest.mark.parametrize("page", pages("ponte"), ids=lambda page: page.name)
def test_the_examples_of_each_page_run(page: Path) -> None:
    run_examples(page)


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_rules_page_draws_every_worked_example(name: str) -> None:
    rules = (DOCS / "rules.rst").read_text(encoding="utf-8")
    assert re.search(rf"^\.\. board:: {re.escape(name)}[:,]", rules, re.MULTILINE), name
