"""The documentation covers the public API (each game's pages: tests/<game>/test_docs.py).

The pages themselves are built and their examples run by ``nox -s docs``; these checks
are quick and need no Sphinx.
"""

from __future__ import annotations

import importlib
import re

import pytest

import islands_rules.core.errors
from paths import ROOT

DOCS = ROOT / "docs"

# ``.. autoclass:: GameState()``, ``.. py:data:: Move``, ``.. autodata:: islands_rules.ponte.render.X``
_DIRECTIVE = re.compile(r"^\.\. (?:auto\w+|py:\w+):: ([\w.]+)", re.MULTILINE)


# Each page of the API reference, and the module whose names it documents without a prefix.
PAGES = {
    "core": "islands_rules",
    "records": "islands_rules",
    "cli": "islands_rules",
    "bots": "islands_rules.bots",
    "solve": "islands_rules.solve",
    "ponte": "islands_rules.ponte",
    "isaac": "islands_rules.isaac",
    "lsd": "islands_rules.lsd",
    "islands": "islands_rules.islands",
}


def documented_names(page: str) -> list[str]:
    return _DIRECTIVE.findall((DOCS / "api" / f"{page}.rst").read_text(encoding="utf-8"))


@pytest.mark.parametrize("package", sorted(set(PAGES.values())))
def test_api_reference_documents_every_public_name_once(package: str) -> None:
    names = [
        name
        for page, module in PAGES.items()
        if module == package
        for name in documented_names(page)
        if "." not in name and name != package
    ]
    public = importlib.import_module(package).__all__
    modules = {"core", "ponte", "records"}  # subpackages, documented on pages of their own
    assert sorted(names) == sorted(name for name in public if name not in modules)


def test_api_reference_documents_the_default_colours_and_the_errors_module() -> None:
    names = [name for page in PAGES for name in documented_names(page)]
    assert "DEFAULT_COLOURS" in documented_names("ponte")
    assert "islands_rules.core.errors" in names
    assert set(islands_rules.core.errors.__all__) <= set(names)


@pytest.mark.parametrize(
    ("page", "name"), [(page, name) for page in PAGES for name in documented_names(page)]
)
def test_api_reference_names_only_what_exists(page: str, name: str) -> None:
    module, _, attribute = name.rpartition(".")
    try:
        importlib.import_module(name)  # a module
    except ImportError:
        assert hasattr(importlib.import_module(module or PAGES[page]), attribute)


# The rules page's worked examples are checked with the game: tests/ponte/test_docs.py.
