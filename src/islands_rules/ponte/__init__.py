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

from .cells import MAX_BOARD_SIZE, Cell, Colour, ColourName
from .game import GAME, PonteGame
from .lazy import LegalMoves
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .playout import playout, random_move
from .render import DEFAULT_COLOURS, svg, svg_cell_at, svg_cell_box, svg_grid
from .rules import blocked_cells, can_place_two, count_legal_moves, is_legal, legal_moves, play, why_illegal
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
from .setup import new_game, setup_position
from .state import GameState, Phase, Rules
from .text import render_text

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
    "PonteGame",
    "Rules",
    "Score",
    "Swap",
    "TieBreak",
    "blocked_cells",
    "can_place_two",
    "count_legal_moves",
    "groups",
    "is_legal",
    "legal_moves",
    "network_points",
    "networks",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "playout",
    "random_move",
    "render_text",
    "score",
    "setup_position",
    "svg",
    "svg_cell_at",
    "svg_cell_box",
    "svg_grid",
    "why_illegal",
]
