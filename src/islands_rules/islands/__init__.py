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

from ._tiles import LETTERS, TILE_TYPES, Segment, TileType
from .game import GAME, IslandsGame
from .jsondata import state_from_dict, state_to_dict
from .moves import Discard, Draw, Move, Place, Turn, parse_move
from .playout import playout, random_draw, random_move
from .render import DEFAULT_COLOURS, svg, svg_grid, tiles_svg
from .rules import chance_outcomes, is_legal, legal_moves, play, to_move, why_illegal
from .scoring import Feature, features, majority, outcome, summary
from .state import KINDS, SEAT_NAMES, Rules, State, new_game
from .text import render_text

__all__ = [
    "DEFAULT_COLOURS",
    "GAME",
    "KINDS",
    "LETTERS",
    "SEAT_NAMES",
    "TILE_TYPES",
    "Discard",
    "Draw",
    "Feature",
    "IslandsGame",
    "Move",
    "Place",
    "Rules",
    "Segment",
    "State",
    "TileType",
    "Turn",
    "chance_outcomes",
    "features",
    "is_legal",
    "legal_moves",
    "majority",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "playout",
    "random_draw",
    "random_move",
    "render_text",
    "state_from_dict",
    "state_to_dict",
    "summary",
    "svg",
    "svg_grid",
    "tiles_svg",
    "to_move",
    "why_illegal",
]
