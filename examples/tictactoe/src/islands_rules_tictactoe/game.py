"""Tic-tac-toe declared for islands_rules: its facts, and its modules handed to :class:`~islands_rules.Game`.

mypy checks each module against its protocol in :mod:`islands_rules.core.hooks`: a missing
function, or one with the wrong signature, is a type error on the line that hands it over.
"""

from __future__ import annotations

from islands_rules import Game

from . import frontend, jsondata, moves, playout, render, rules, scoring, state, text
from .moves import Mark
from .state import GameState, Rules

__all__ = ["GAME"]

GAME: Game[GameState, Mark, Rules] = Game(
    name="tictactoe",
    title="Tic-tac-toe",
    player_counts=(2,),
    rules_class=Rules,
    state_class=GameState,
    move_types=(Mark,),
    token_pattern=r"[a-z]+[0-9]+",
    notation_hint="a1 b2 c3",
    state=state,
    rules=rules,
    moves=moves,
    scoring=scoring,
    playout=playout,
    jsondata=jsondata,
    frontend=frontend,
    text=text,
    render=render,
)
"""The game, as :func:`islands_rules.load_game` finds it through the entry point."""
