"""The toy games, each registered for a test only: the lottery (three players, a weighted
chance node) and the supply (Islands' shape: draws from counts, turns that name the tile)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from islands_rules.core import registry


@pytest.fixture
def lottery(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(registry._MODULES, "lottery", "bots.toy")
    yield "lottery"
    registry._loaded.pop("lottery", None)


@pytest.fixture
def supply(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(registry._MODULES, "supply", "bots.supply")
    yield "supply"
    registry._loaded.pop("supply", None)
