"""Isaac (Emiliano Venturini, nestorgames 2011): lay bars of tiles, then take your own off for points.

>>> from islands_rules import isaac
>>> state = isaac.new_game(isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1))))
>>> state = isaac.play(state, "a1-a2")
>>> len(isaac.legal_moves(state))  # Light's 2, 3 and 4 anywhere empty
78
"""

from ._svg_layout import svg_grid
from .engine import can_place, can_remove, is_legal, line_count, play, why_illegal
from .game import GAME, Isaac
from .jsondata import FORMAT_VERSION, state_from_dict, state_to_dict
from .movegen import legal_moves
from .moves import Move, Pass, Place, Remove, cell_name, cell_point, parse_move
from .playout import move_count, nth_move, playout, random_move
from .render_svg import svg
from .render_text import render_text
from .rules import DEFAULT_PIECES, MAX_SIZE, MIN_SIZE, Rules, parse_pieces, pieces_text
from .scoring import DECIDED_BY, outcome, summary
from .state import GameState, Phase, Player, counter_square, new_game

__all__ = [
    "DECIDED_BY",
    "DEFAULT_PIECES",
    "FORMAT_VERSION",
    "GAME",
    "MAX_SIZE",
    "MIN_SIZE",
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
    "cell_name",
    "cell_point",
    "counter_square",
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
    "random_move",
    "render_text",
    "state_from_dict",
    "state_to_dict",
    "summary",
    "svg",
    "svg_grid",
    "why_illegal",
]
