"""Tic-tac-toe for islands_rules: the example game of the "Adding a game" guide.

The rules
---------

R1. The board has 3×3 cells, named by column ``a`` to ``c`` (left to right) and row ``1``
    to ``3`` (bottom to top), ``a1`` to ``c3``. Two players, X and O, take turns; X moves first.
R2. On their turn a player puts their mark on one empty cell. A move is written as that
    cell (``b2``).
R3. A player who has three marks in a row, a column or a diagonal wins, and the game ends.
R4. When all nine cells are full and nobody has three in a row, the game is a draw.

Every refusal names the rule it enforces:

>>> import islands_rules as ir
>>> state = ir.play(ir.new_game("tictactoe"), "b2")
>>> ir.why_illegal(state, "b2")
'b2 already holds x: a mark goes on an empty cell (R2)'
>>> for cell in ("a1", "b1", "c1", "b3"):
...     state = ir.play(state, cell)
>>> print(ir.render_text(state))
3 . x .
2 . x .
1 o x o
  a b c
x wins: three in a row, b1 b2 b3 (R3)
"""

from __future__ import annotations

from .game import GAME
from .moves import Mark
from .state import CELLS, GameState, Rules, winning_line

__all__ = [
    "CELLS",
    "GAME",
    "GameState",
    "Mark",
    "Rules",
    "is_legal",
    "legal_moves",
    "new_game",
    "outcome",
    "parse_move",
    "play",
    "render_text",
    "svg",
    "svg_grid",
    "why_illegal",
    "winning_line",
]

# The steps the core owns, bound to this game (each checks the state first).
new_game = GAME.new_game
parse_move = GAME.parse_move
legal_moves = GAME.legal_moves
why_illegal = GAME.why_illegal
is_legal = GAME.is_legal
play = GAME.play
outcome = GAME.outcome
render_text = GAME.render_text
svg = GAME.svg
svg_grid = GAME.svg_grid
