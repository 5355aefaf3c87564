"""Computer players for every game of the library: random, greedy and Monte Carlo tree search.

Every bot works through the game protocol alone, so it plays any game the registry lists,
including games with chance nodes and with more than two players. A bot is anything with
``choose(state)``; :class:`MCTSBot` can also ``analyse(state)`` (visits and value per move).

>>> import islands_rules as ir
>>> from islands_rules.bots import make_bot
>>> state = ir.new_game(ir.ponte.Rules(board_size=5))
>>> bot = make_bot("mcts:100", seed=1)
>>> ir.is_legal(state, bot.choose(state))
True
"""

from __future__ import annotations

from .base import AnalysingBot, Analysis, Bot, MoveStats
from .match import MatchResult, Tally, play_game, run_match, seating
from .mcts import MAX_ITERATIONS, MAX_SECONDS, MCTSBot, Search
from .perfect import PerfectBot, PositionOutsideTable
from .simple import GreedyBot, RandomBot, greedy_value
from .spec import BOT_KINDS, make_bot
from .stats import elo_difference, wilson_interval
from .table import Table

__all__ = [
    "BOT_KINDS",
    "MAX_ITERATIONS",
    "MAX_SECONDS",
    "AnalysingBot",
    "Analysis",
    "Bot",
    "GreedyBot",
    "MCTSBot",
    "MatchResult",
    "MoveStats",
    "PerfectBot",
    "PositionOutsideTable",
    "RandomBot",
    "Search",
    "Table",
    "Tally",
    "elo_difference",
    "greedy_value",
    "make_bot",
    "play_game",
    "run_match",
    "seating",
    "wilson_interval",
]
