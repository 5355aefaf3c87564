"""The pages of a game's docs, and their examples run as the docs build runs them."""

from __future__ import annotations

import doctest
from pathlib import Path

import islands_rules as ir
from paths import ROOT

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.DONT_ACCEPT_TRUE_FOR_1


def pages(game: str) -> list[Path]:
    """Every page of the docs' folder of ``game`` (``docs/<game>/*.rst``), by name."""
    return sorted((ROOT / "docs" / game).glob("*.rst"))


def run_examples(page: Path) -> None:
    """Run every example of ``page`` as a doctest (``ir`` is ``islands_rules``); fail unless
    there is one and all pass."""
    failures, tried = doctest.testfile(
        str(page), module_relative=False, globs={"ir": ir}, optionflags=FLAGS, report=True, verbose=False
    )
    assert tried > 0, f"{page.name} has no example"
    assert failures == 0, f"{failures} example(s) of {page.name} failed; see the output above"
