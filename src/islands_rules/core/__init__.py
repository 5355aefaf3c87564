"""The core that knows no game: the game protocol, rule options, the registry and the errors.

Games import the core; the core imports no game (it finds them by name, in
:mod:`islands_rules.core.registry`).
"""

from .chance import draw_outcome, weighted_index
from .errors import (
    IllegalMoveError,
    InvalidRulesError,
    IslandsRulesError,
    NotationError,
    PositionError,
    RecordError,
    RenderError,
    UnknownGameError,
)
from .protocol import CHANCE, Chance, Game, Outcome, expect_rng, expect_state
from .registry import DEFAULT_GAME, available_games, game_of, game_of_state, load_game

__all__ = [
    "CHANCE",
    "DEFAULT_GAME",
    "Chance",
    "Game",
    "IllegalMoveError",
    "InvalidRulesError",
    "IslandsRulesError",
    "NotationError",
    "Outcome",
    "PositionError",
    "RecordError",
    "RenderError",
    "UnknownGameError",
    "available_games",
    "draw_outcome",
    "expect_rng",
    "expect_state",
    "game_of",
    "game_of_state",
    "load_game",
    "weighted_index",
]
