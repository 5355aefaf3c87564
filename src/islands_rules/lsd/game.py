"""LSD behind the game protocol: :data:`GAME`, what the core, records, the command line and
the bots use. Seats are the players in turn order (R1): red, blue, then green, yellow.

>>> from islands_rules.lsd import GAME, Rules
>>> state = GAME.play(GAME.new_game(Rules(players=4)), "e+@0,0")
>>> GAME.to_move(state), GAME.seat_names(state), GAME.summary(state)["red"]
(1, ('red', 'blue', 'green', 'yellow'), {'points': 1, 'tiles': 1, 'supply': 19, 'captures': 0})
"""

from __future__ import annotations

from ..core.protocol import Game
from . import effects, frontend, jsondata, moves, playout, position, render, rules, scoring, state, text
from .moves import Move, Pass, Placement
from .state import GameState, Rules

__all__ = ["GAME"]

GAME: Game[GameState, Move, Rules] = Game(
    name="lsd",
    title="LSD",
    player_counts=(2, 4),
    rules_class=Rules,
    state_class=GameState,
    move_types=(Placement, Pass),
    state=state,
    rules=rules,
    moves=moves,
    scoring=scoring,
    playout=playout,
    jsondata=jsondata,
    frontend=frontend,
    text=text,
    render=render,
    position=position,
    effects=effects,
    native="islands_rules.lsd.native",
)
"""LSD's protocol object, as :func:`~islands_rules.load_game` gives it."""
