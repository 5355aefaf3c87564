"""The core that knows no game: the game protocol and what each game module provides, rule
options, the registry, the errors and the generic API.

Games import the core; the core imports no game (it finds them through the registry, in
:mod:`islands_rules.core.registry`).
"""

from .chance import draw_outcome, weighted_index
from .checks import expect, expect_rng, expect_state
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
from .protocol import Game
from .registry import (
    DEFAULT_GAME,
    ENTRY_POINT_GROUP,
    available_games,
    builtin_games,
    game_of,
    game_of_state,
    load_game,
    register_game,
    unregister_game,
)
from .values import CHANCE, Chance, Outcome

__all__ = [
    "CHANCE",
    "DEFAULT_GAME",
    "ENTRY_POINT_GROUP",
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
    "builtin_games",
    "draw_outcome",
    "expect",
    "expect_rng",
    "expect_state",
    "game_of",
    "game_of_state",
    "load_game",
    "register_game",
    "unregister_game",
    "weighted_index",
]
