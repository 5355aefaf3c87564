"""Solving small boards: the exact value of a position under the game's real result rules.

:func:`solve` searches depth first with alpha-beta over the values win, draw and loss, a
transposition table keyed by the canonical form under the board's symmetries (each game
declares them through the protocol: :meth:`islands_rules.Game.canonical_key`) with a size
limit and a replacement policy, move ordering by the table and by history, checkpoints so a
long run resumes, and a progress line on a terminal. :func:`minimax_value` is the second,
independent method that checks it on small positions. The core knows no game: it uses games
only through :class:`islands_rules.Game`, and solves any two-player game without chance.

====================  =============================================================
module                what it does
====================  =============================================================
``values``            win, draw, loss; a finished game's value for a seat
``table``             the transposition table, bounded, with its replacement policy
``search``            the alpha-beta search and the principal variation
``solver``            :func:`solve`: openings, time, checkpoints, progress
``result``            :class:`SolveResult` and :class:`Opening`
``checkpoint``        writing and reading checkpoints
``progress``          the progress line
``brute``             plain memoised minimax, the check
``native``            the search in C (Ponte del Diavolo, boards up to 8×8)
====================  =============================================================

>>> import islands_rules as ir
>>> from islands_rules.solve import solve
>>> solve("lsd", ir.new_game(ir.lsd.Rules(tile_set=ir.lsd.TileSet("n+:1 ns+:1"), line=2))).result
'win'
"""

from __future__ import annotations

from .brute import minimax_value
from .checkpoint import load_checkpoint, save_checkpoint
from .native import NativeSearcher
from .progress import ProgressDisplay
from .result import Opening, SolveResult
from .search import NodeBudgetExceeded, Searcher
from .solver import solve
from .table import TranspositionTable
from .values import DRAW, LOSS, WIN, final_value, value_word

__all__ = [
    "DRAW",
    "LOSS",
    "WIN",
    "NativeSearcher",
    "NodeBudgetExceeded",
    "Opening",
    "ProgressDisplay",
    "Searcher",
    "SolveResult",
    "TranspositionTable",
    "final_value",
    "load_checkpoint",
    "minimax_value",
    "save_checkpoint",
    "solve",
    "value_word",
]
