"""The toy games, each registered for a test only: the lottery (three players, a weighted
chance node) and the supply (Islands' shape: draws from counts, turns that name the tile)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bots import supply as supply_game
from bots import toy
from islands_rules.core.registry import register_game, unregister_game


@pytest.fixture
def lottery() -> Iterator[str]:
    register_game(toy.GAME)
    yield "lottery"
    unregister_game("lottery")


@pytest.fixture
def supply() -> Iterator[str]:
    register_game(supply_game.GAME)
    yield "supply"
    unregister_game("supply")
