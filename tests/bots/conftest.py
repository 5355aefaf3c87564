"""The toy lottery game (three players, a weighted chance node), registered for a test only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from islands_rules.core import registry


@pytest.fixture
def lottery(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(registry._MODULES, "lottery", "bots.toy")
    yield "lottery"
    registry._loaded.pop("lottery", None)
