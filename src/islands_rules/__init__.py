"""islands_rules: the rules of Ponte del Diavolo, as immutable values and pure functions.

>>> import islands_rules as ir
>>> state = ir.new_game(ir.Rules(board_size=6))
>>> state = ir.play(state, "a1,c3")
>>> len(ir.legal_moves(state))  # dark: every pair of the 34 free cells, or swap
562
>>> ir.score(state).light
ColourScore(points=0, islands=0, bridges=0)
"""

from .cells import MAX_BOARD_SIZE, Cell, Colour
from .core.errors import (
    IllegalMoveError,
    InvalidRulesError,
    IslandsRulesError,
    NotationError,
    PositionError,
    RecordError,
    RenderError,
)
from .game import KNOWN_TAGS, Game
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap, parse_move
from .playout import playout, random_move
from .records import (
    FORMAT_VERSION,
    Problem,
    ProblemKind,
    RecordCheck,
    check_records,
    read_record,
    read_records,
    write_record,
    write_records,
)
from .render import render_text, svg
from .rules import blocked_cells, can_place_two, is_legal, legal_moves, new_game, play, setup_position
from .scoring import (
    ColourScore,
    Group,
    Network,
    Outcome,
    Score,
    TieBreak,
    groups,
    network_points,
    networks,
    outcome,
    score,
)
from .state import GameState, Phase, Rules

__version__ = "0.1.0"

__all__ = [
    "FORMAT_VERSION",
    "KNOWN_TAGS",
    "MAX_BOARD_SIZE",
    "BuildBridge",
    "Cell",
    "Colour",
    "ColourScore",
    "Decline",
    "Game",
    "GameState",
    "Group",
    "IllegalMoveError",
    "InvalidRulesError",
    "IslandsRulesError",
    "Move",
    "Network",
    "NotationError",
    "Outcome",
    "Phase",
    "PlaceTiles",
    "PositionError",
    "Problem",
    "ProblemKind",
    "RecordCheck",
    "RecordError",
    "RenderError",
    "Rules",
    "Score",
    "Swap",
    "TieBreak",
    "blocked_cells",
    "can_place_two",
    "check_records",
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
    "read_record",
    "read_records",
    "render_text",
    "score",
    "setup_position",
    "svg",
    "write_record",
    "write_records",
]
