"""The examples of the Isaac pages of the docs run as doctests (as ``nox -s docs`` runs them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from docpages import pages, run_examples
from paths import ROOT

DOCS = ROOT / "docs" / "isaac"


@pytest.mark.parametrize("page", pages("isaac"), ids=lambda page: page.name)
def test_the_examples_of_each_page_run(page: Path) -> None:
    run_examples(page)


def test_the_rules_page_covers_every_rule_and_worked_example() -> None:
    text = (DOCS / "rules.rst").read_text(encoding="utf-8")
    for number in range(1, 24):
        assert f"**R{number}." in text or f"R{number}." in text, f"R{number}"
    for example in ["K1", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "T1", "T2", "T3", "O1"] + [
        f"G{n}" for n in range(1, 19)
    ]:
        assert example in text, example


# Every example of the rules page that has a position (P7 is about tokens alone).
DRAWN = ["K1", *(f"P{n}" for n in range(1, 7)), *(f"G{n}" for n in range(1, 19)), "T1", "T2", "T3", "O1"]


def board_captions() -> dict[str, str]:
    """Each ``.. board::`` of the rules page: the ids its caption starts with, and its options."""
    text = (DOCS / "rules.rst").read_text(encoding="utf-8")
    found = {}
    for caption, options in re.findall(r"^\.\. board:: ([^:\n]*):.*\n((?:   .*\n)*)", text, re.MULTILINE):
        for name in re.findall(r"\b[A-Z]\d+\b", caption):
            found[name] = options
    return found


@pytest.mark.parametrize("name", DRAWN)
def test_the_rules_page_draws_each_worked_example_as_isaac(name: str) -> None:
    boards = board_captions()
    assert name in boards, f"{name} has no board"
    assert ":game: isaac" in boards[name]
