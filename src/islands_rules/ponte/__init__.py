"""Ponte del Diavolo (Martin Ebel, Hans im Glück 2007): islands of exactly four tiles, and bridges.

The game's own functions and values; the generic ones (:func:`islands_rules.play`,
records, pictures) take its states too. Rules R1-R22 are on the docs' rules page, each
naming the function here that enforces it (``grep -rn R14 src/islands_rules/ponte``).

>>> from islands_rules import ponte
>>> state = ponte.new_game(ponte.Rules(board_size=6))
>>> state = ponte.play(state, "a1,c3")
>>> len(ponte.legal_moves(state))  # dark: every pair of the 34 free cells, or swap
562
>>> ponte.score(state).light
ColourScore(points=0, islands=0, bridges=0)
"""

from .._moved import deprecated_names
from ._cells import MAX_BOARD_SIZE, Cell, Colour, ColourName
from ._diagram import diagram_position
from ._lazy import LegalMoves
from ._setup import setup_position
from .game import GAME
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .playout import playout, random_move
from .render import DEFAULT_COLOURS, svg_cell_at, svg_cell_box
from .rules import blocked_cells, can_place_two, count_legal_moves, legal_move_masks
from .scoring import (
    ColourScore,
    Group,
    Network,
    Score,
    TieBreak,
    groups,
    network_points,
    networks,
    outcome,
    score,
)
from .state import GameState, Phase, Rules, new_game

# The steps the core owns, as GAME's bound methods: each checks the state and reads the move
# once (Game.check_state, Game.read_move) before the game's own rules.judge and rules.apply.
legal_moves, why_illegal, is_legal, play = GAME.legal_moves, GAME.why_illegal, GAME.is_legal, GAME.play
render_text, svg, svg_grid = GAME.render_text, GAME.svg, GAME.svg_grid
position_text, read_position, effects = GAME.position_text, GAME.read_position, GAME.effects

# The protocol class of release 0.1: the game is a plain Game now, declared in game.py.
__getattr__ = deprecated_names(__name__, {"PonteGame": "islands_rules.Game"})

__all__ = [
    "DEFAULT_COLOURS",
    "GAME",
    "MAX_BOARD_SIZE",
    "BuildBridge",
    "Cell",
    "Colour",
    "ColourName",
    "ColourScore",
    "Decline",
    "GameState",
    "Group",
    "LegalMoves",
    "Move",
    "Network",
    "Phase",
    "PlaceTiles",
    "Rules",
    "Score",
    "Swap",
    "TieBreak",
    "blocked_cells",
    "can_place_two",
    "count_legal_moves",
    "diagram_position",
    "effects",
    "groups",
    "is_legal",
    "legal_move_masks",
    "legal_moves",
    "network_points",
    "networks",
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
    "svg",
    "svg_cell_at",
    "svg_cell_box",
    "svg_grid",
    "why_illegal",
]
