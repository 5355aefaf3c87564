"""Every example of the LSD docs pages runs as a doctest, as the docs build runs them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from docpages import run_examples
from paths import ROOT

HERE = ROOT / "docs" / "lsd"
PAGES = [HERE / name for name in ("index.rst", "quickstart.rst", "notation.rst", "options.rst", "rules.rst")]


def test_every_page_is_there() -> None:
    assert {page.name for page in HERE.glob("*.rst")} == {p.name for p in PAGES}


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_page_examples_run(page: Path) -> None:
    run_examples(page)


def test_rules_page_names_every_rule_and_example() -> None:
    text = (HERE / "rules.rst").read_text()
    for number in range(1, 21):
        assert f"R{number}" in text
    for example in ["C1", "C13", "K8", "W1", "E1", "L3", "P4", "D3", "Q3"]:
        assert example in text


WORKED_EXAMPLES = [
    *(f"C{number}" for number in range(1, 14)),
    *(f"K{number}" for number in range(1, 9)),
    *("W1", "E1", "L1", "L2", "L3", "P1", "P2", "P3", "P4", "D1", "D2", "D3", "Q1", "Q2", "Q3"),
]
BOARD = re.compile(r"^\.\. board:: (?P<names>[^:]+):.*\n   :game: (?P<game>\w+)$", re.MULTILINE)


def drawn_examples() -> dict[str, str]:
    """Each worked example named in a board's caption (``C5, C6: ...``), with the board's game."""
    text = (HERE / "rules.rst").read_text(encoding="utf-8")
    return {name: board["game"] for board in BOARD.finditer(text) for name in board["names"].split(", ")}


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_rules_page_draws_every_worked_example_as_lsd(name: str) -> None:
    assert drawn_examples().get(name) == "lsd", f"no LSD board on the rules page names {name}"
