"""LSD (Linearity, Simplicity, Duality; Richard van Oostrum and Rob Vermeer, Symbiose): half-dots
decide where a tile may go, icons capture, and a straight line of your own tiles wins.

The game's own functions and values; the generic ones take its states too. Rules R1-R20
are on the docs' rules page, each naming the function here that enforces it
(``grep -rn R14 src/islands_rules/lsd``).

>>> from islands_rules import lsd
>>> state = lsd.new_game()
>>> len(lsd.legal_moves(state))  # the first tile: 15 turned patterns x 2 icons on 0,0
30
>>> state = lsd.play(state, "e+@0,0")
>>> [str(move) for move in lsd.legal_moves(state)][:3]
['w+@1,0', 'wx@1,0', 'sw+@1,0']
"""

from .._moved import deprecated_names
from ._tiles import ICONS, MAX_TILES, PATTERNS, PLAYER_NAMES, TYPES, Tile, TileSet
from .game import GAME
from .jsondata import FORMAT_VERSION
from .moves import MAX_DIGITS, Move, Pass, Placement, parse_move
from .position import setup_position
from .render import DEFAULT_COLOURS, tile_svg
from .rules import can_place
from .scoring import PlayerScore, longest_line, score
from .state import GameState, Rules, new_game

# What the core owns (check the state, read the move, judge, apply; random play; JSON), as
# GAME's bound methods: one behaviour for ``lsd.play`` and ``load_game("lsd").play``.
legal_moves, why_illegal, is_legal, play = GAME.legal_moves, GAME.why_illegal, GAME.is_legal, GAME.play
render_text, svg, svg_grid = GAME.render_text, GAME.svg, GAME.svg_grid
outcome, random_move, playout = GAME.outcome, GAME.random_move, GAME.playout
state_to_dict, state_from_dict = GAME.state_to_dict, GAME.state_from_dict
position_text, read_position, effects = GAME.position_text, GAME.read_position, GAME.effects

# The protocol class of release 0.1: the game is a plain Game now, declared in game.py.
__getattr__ = deprecated_names(__name__, {"LsdGame": "islands_rules.Game"})

__all__ = [
    "DEFAULT_COLOURS",
    "FORMAT_VERSION",
    "GAME",
    "ICONS",
    "MAX_DIGITS",
    "MAX_TILES",
    "PATTERNS",
    "PLAYER_NAMES",
    "TYPES",
    "GameState",
    "Move",
    "Pass",
    "Placement",
    "PlayerScore",
    "Rules",
    "Tile",
    "TileSet",
    "can_place",
    "effects",
    "is_legal",
    "legal_moves",
    "longest_line",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "playout",
    "position_text",
    "random_move",
    "read_position",
    "render_text",
    "score",
    "setup_position",
    "state_from_dict",
    "state_to_dict",
    "svg",
    "svg_grid",
    "tile_svg",
    "why_illegal",
]
