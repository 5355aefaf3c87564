"""Islands (GrandGames Arena): the Carcassonne base game with islands for cities, bridges
for roads, lighthouses for cloisters, water for fields and anchors for pennants.

The game's own functions and values; the generic ones (:func:`islands_rules.play`,
records, pictures) take its states too. Rules R1-R16 are on the docs' rules page, each
naming the function here that enforces it (``grep -rn R9 src/islands_rules/islands``).

>>> from islands_rules import islands
>>> state = islands.new_game(islands.Rules(players=3))
>>> islands.to_move(state), len(islands.chance_outcomes(state))
(CHANCE, 24)
>>> state = islands.play(state, "V@1,0r1:w2")
>>> islands.to_move(state), state.ply, state.hands
(CHANCE, 1, (6, 7, 7))
"""

from .._moved import deprecated_names
from ._tiles import LETTERS, TILE_TYPES, Segment, TileType
from ._tileset import MAX_TILES, TileSet
from .game import GAME
from .moves import Discard, Draw, Move, Place, Turn, parse_move
from .playout import random_draw
from .position import setup_position
from .render import DEFAULT_COLOURS, tile_svg, tiles_svg
from .scoring import Feature, features, final_scoring, majority
from .state import KINDS, SEAT_NAMES, Rules, State, new_game

# The protocol's steps, written once in the core (check the state, read the move, judge,
# raise naming the rule, apply; check the picture options), bound to Islands.
legal_moves, why_illegal, is_legal, play = GAME.legal_moves, GAME.why_illegal, GAME.is_legal, GAME.play
render_text, svg, svg_grid = GAME.render_text, GAME.svg, GAME.svg_grid
to_move, chance_outcomes, outcome = GAME.to_move, GAME.chance_outcomes, GAME.outcome
summary, random_move, playout = GAME.summary, GAME.random_move, GAME.playout
state_to_dict, state_from_dict = GAME.state_to_dict, GAME.state_from_dict
position_text, read_position, effects = GAME.position_text, GAME.read_position, GAME.effects

__all__ = [
    "DEFAULT_COLOURS",
    "GAME",
    "KINDS",
    "LETTERS",
    "MAX_TILES",
    "SEAT_NAMES",
    "TILE_TYPES",
    "Discard",
    "Draw",
    "Feature",
    "Move",
    "Place",
    "Rules",
    "Segment",
    "State",
    "TileSet",
    "TileType",
    "Turn",
    "chance_outcomes",
    "effects",
    "features",
    "final_scoring",
    "is_legal",
    "legal_moves",
    "majority",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "playout",
    "position_text",
    "random_draw",
    "random_move",
    "read_position",
    "render_text",
    "setup_position",
    "state_from_dict",
    "state_to_dict",
    "summary",
    "svg",
    "svg_grid",
    "tile_svg",
    "tiles_svg",
    "to_move",
    "why_illegal",
]

# Islands' protocol class of release 0.1: the game is a plain Game now, declared in game.py.
__getattr__ = deprecated_names(__name__, {"IslandsGame": "islands_rules.Game"})
