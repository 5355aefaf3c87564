"""The package's face on the index: pyproject.toml describes the library as it is (the built
distributions themselves are checked by ``nox -s package``)."""

from __future__ import annotations

import tomllib

import islands_rules as ir
from paths import ROOT

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_description_and_keywords_name_every_game() -> None:
    for name in ir.builtin_games():
        title = ir.load_game(name).title
        assert title in PROJECT["description"], title
        assert title.lower() in PROJECT["keywords"], title


def test_the_project_urls_are_the_four_the_index_knows() -> None:
    assert sorted(PROJECT["urls"]) == ["Changelog", "Documentation", "Issues", "Source"]
    assert all(url.startswith("https://") for url in PROJECT["urls"].values())


def test_the_games_declared_are_the_builtin_games() -> None:
    assert list(PROJECT["entry-points"]["islands_rules.games"]) == list(ir.builtin_games())
