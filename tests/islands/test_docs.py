"""Every example of the Islands docs pages runs as a doctest, as the docs build runs them,
every worked example of the rules page is drawn, and the tile set picture is up to date."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from docpages import run_examples
from islands_rules import islands
from paths import ROOT

HERE = ROOT / "docs" / "islands"
PAGES = [
    HERE / name
    for name in ("index.rst", "quickstart.rst", "notation.rst", "options.rst", "rules.rst", "tiles.rst")
]
EXAMPLES = [f"X{number}" for number in range(1, 14)] + ["G1"]


def test_every_page_is_there() -> None:
    assert {page.name for page in HERE.glob("*.rst")} == {p.name for p in PAGES}


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_page_examples_run(page: Path) -> None:
    run_examples(page)


def test_rules_page_names_every_rule() -> None:
    text = (HERE / "rules.rst").read_text(encoding="utf-8")
    for number in range(1, 17):
        assert f"**R{number}.**" in text


@pytest.mark.parametrize("name", EXAMPLES)
def test_rules_page_draws_every_worked_example(name: str) -> None:
    text = (HERE / "rules.rst").read_text(encoding="utf-8")
    assert re.search(rf"^\.\. board:: {name}[:,]", text, re.MULTILINE), name


def test_the_tiles_page_shows_the_tile_set_as_the_library_draws_it() -> None:
    # The page shows a file, so the docs build needs no code of its own.
    redraw = "redraw docs/islands/tiles.svg: write islands.tiles_svg() to it"
    assert (HERE / "tiles.svg").read_text(encoding="utf-8") == islands.tiles_svg(), redraw
