"""The docs build's anchor check (docs/_ext/anchors.py) over small sites written here; the
real site is checked by every ``sphinx-build -b html`` (``nox -s docs``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paths import ROOT

sys.path.insert(0, str(ROOT / "docs" / "_ext"))

pytest.importorskip("sphinx")  # the extension runs inside Sphinx (the test group installs it)

from anchors import broken_anchors


def site(folder: Path, pages: dict[str, str]) -> Path:
    for name, text in pages.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_links_to_existing_ids_pass(tmp_path: Path) -> None:
    pages = {
        "index.html": '<h1 id="top">x</h1><a href="api/core.html#islands_rules.play">play</a>',
        "api/core.html": '<dt id="islands_rules.play"></dt><a href="../index.html#top">up</a>'
        '<a name="old"></a><a href="#old">old</a><a href="../_static/x.png#z">image</a>',
        "_modules/islands_rules/core.html": '<a href="../../api/core.html#islands_rules.play">[docs]</a>',
    }
    assert broken_anchors(site(tmp_path, pages)) == []


def test_a_missing_id_is_reported_with_its_page(tmp_path: Path) -> None:
    pages = {
        "api/core.html": '<dt id="islands_rules.records.iter_checks"></dt><a href="#nowhere">x</a>',
        "_modules/islands_rules/records/read.html": (
            '<a href="../../../api/core.html#islands_rules.iter_checks">[docs]</a>'
            '<a href="../../../api/core.html#islands_rules.records.iter_checks">[docs]</a>'
        ),
    }
    assert broken_anchors(site(tmp_path, pages)) == [
        "_modules/islands_rules/records/read.html: ../../../api/core.html#islands_rules.iter_checks "
        '(no id "islands_rules.iter_checks" in api/core.html)',
        'api/core.html: #nowhere (no id "nowhere" in api/core.html)',
    ]


def test_other_sites_and_links_without_a_fragment_are_not_followed(tmp_path: Path) -> None:
    pages = {"a.html": '<a href="https://docs.python.org/3/x.html#nope">py</a><a href="b.html">b</a>'}
    assert broken_anchors(site(tmp_path, pages)) == []
