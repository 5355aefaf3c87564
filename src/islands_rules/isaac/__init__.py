"""Isaac (Emiliano Venturini, nestorgames 2011): lay bars of tiles, then take your own off for points.

>>> from islands_rules import isaac
>>> state = isaac.new_game(isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1))))
>>> state = isaac.play(state, "a1-a2")
>>> len(isaac.legal_moves(state))  # Light's 2, 3 and 4 anywhere empty
78
"""

from .engine import can_place, can_remove, is_legal, play, why_illegal
from .game import GAME, Isaac, isaac
from .movegen import legal_moves
from .moves import Move, Pass, Place, Remove, parse_move
from .render_text import render_text
from .rules import DEFAULT_PIECES, Rules
from .scoring import DECIDED_BY, outcome, summary
from .state import GameState, Phase, Player, counter_square, new_game

__all__ = [
    "DECIDED_BY",
    "DEFAULT_PIECES",
    "GAME",
    "GameState",
    "Isaac",
    "Move",
    "Pass",
    "Phase",
    "Place",
    "Player",
    "Remove",
    "Rules",
    "can_place",
    "can_remove",
    "counter_square",
    "is_legal",
    "isaac",
    "legal_moves",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "render_text",
    "summary",
    "why_illegal",
]
