"""The documentation covers the public API and every worked example of the rules page.

The pages themselves are built and their examples run by ``nox -s docs``; these checks
are quick and need no Sphinx.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

import islands_rules as ir
import islands_rules.errors

DOCS = Path(__file__).resolve().parent.parent / "docs"

# ``.. autoclass:: GameState()``, ``.. py:data:: Move``, ``.. autodata:: islands_rules.render.X``
_DIRECTIVE = re.compile(r"^\.\. (?:auto\w+|py:\w+):: ([\w.]+)", re.MULTILINE)


def documented_names() -> list[str]:
    return _DIRECTIVE.findall((DOCS / "api.rst").read_text(encoding="utf-8"))


def test_api_reference_documents_every_public_name_once() -> None:
    names = [name for name in documented_names() if "." not in name and name != "islands_rules"]
    assert sorted(names) == sorted(ir.__all__)


def test_api_reference_documents_the_default_colours_and_the_errors_module() -> None:
    names = documented_names()
    assert "islands_rules.render.DEFAULT_COLOURS" in names
    assert "islands_rules.errors" in names
    assert set(islands_rules.errors.__all__) <= set(names)


@pytest.mark.parametrize("name", documented_names())
def test_api_reference_names_only_what_exists(name: str) -> None:
    module, _, attribute = name.rpartition(".")
    try:
        importlib.import_module(name)  # a module, or a public name (no dot) of the package
    except ImportError:
        assert hasattr(importlib.import_module(module or "islands_rules"), attribute)


WORKED_EXAMPLES = [
    *("S1", "P1", "P2", "P3", "P4", "P5", "P5′", "P6"),
    *("B1", "B2", "B4", "B5", "B6", "B7"),
    *("i", "ii", "iii", "iv", "v", "vi"),
]


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_rules_page_draws_every_worked_example(name: str) -> None:
    rules = (DOCS / "rules.rst").read_text(encoding="utf-8")
    assert re.search(rf"^\.\. board:: {re.escape(name)}[:,]", rules, re.MULTILINE), name
