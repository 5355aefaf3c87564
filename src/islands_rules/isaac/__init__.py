"""Isaac (Emiliano Venturini, nestorgames 2011): lay bars of tiles, then take your own off for points.

>>> from islands_rules import isaac
>>> state = isaac.new_game(isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1))))
>>> state = isaac.play(state, "a1-a2")
>>> len(isaac.legal_moves(state))  # Light's 2, 3 and 4 anywhere empty
78
"""

from .._moved import deprecated_names
from ._options import DEFAULT_PIECES, MAX_SIZE, MIN_SIZE, parse_pieces, pieces_text
from ._setup import setup_position
from .game import GAME
from .jsondata import FORMAT_VERSION, state_from_dict, state_to_dict
from .moves import Move, Pass, Place, Remove, cell_name, cell_point, parse_move
from .playout import move_count, nth_move, playout, random_move
from .rules import can_place, can_remove, line_count
from .scoring import DECIDED_BY, outcome, summary
from .state import GameState, Phase, Player, Rules, counter_square, new_game

# What the core writes once for every game, bound to Isaac.
legal_moves, why_illegal, is_legal, play = GAME.legal_moves, GAME.why_illegal, GAME.is_legal, GAME.play
render_text, svg, svg_grid = GAME.render_text, GAME.svg, GAME.svg_grid
position_text, read_position, effects = GAME.position_text, GAME.read_position, GAME.effects

# The protocol class of release 0.1: the game is a plain Game now, declared in game.py.
__getattr__ = deprecated_names(__name__, {"Isaac": "islands_rules.Game"})

__all__ = [
    "DECIDED_BY",
    "DEFAULT_PIECES",
    "FORMAT_VERSION",
    "GAME",
    "MAX_SIZE",
    "MIN_SIZE",
    "GameState",
    "Move",
    "Pass",
    "Phase",
    "Place",
    "Player",
    "Remove",
    "Rules",
    "can_place",
    "can_remove",
    "cell_name",
    "cell_point",
    "counter_square",
    "effects",
    "is_legal",
    "legal_moves",
    "line_count",
    "move_count",
    "new_game",
    "nth_move",
    "outcome",
    "parse_move",
    "parse_pieces",
    "pieces_text",
    "play",
    "playout",
    "position_text",
    "random_move",
    "read_position",
    "render_text",
    "setup_position",
    "state_from_dict",
    "state_to_dict",
    "summary",
    "svg",
    "svg_grid",
    "why_illegal",
]
