"""Islands behind the game protocol: :data:`~islands_rules.islands.GAME`, what the core,
records, the command line and the bots use.

The draw is a chance node (R6): ``GAME.to_move`` is :data:`~islands_rules.CHANCE` before
it, ``GAME.chance_outcomes`` weighs each type by its copies left. A record token names the
draw and the placement together, so ``GAME.play`` takes a whole turn at a chance node as
well, and ``GAME.ply`` counts tokens (a draw adds none).

>>> from islands_rules.islands import GAME
>>> state = GAME.new_game()
>>> GAME.to_move(state), GAME.chance_outcomes(state)[-1]
(CHANCE, (Draw('X'), 1))
>>> state = GAME.play(state, "E@0,1r2:i1")
>>> GAME.ply(state), GAME.summary(state)["red"]["points"]
(1, 4)
"""

from __future__ import annotations

from ..core.protocol import Game
from . import effects, frontend, jsondata, moves, playout, position, render, rules, scoring, state, text
from .moves import Discard, Draw, Move, Place
from .state import Rules, State

__all__ = ["GAME"]

GAME: Game[State, Move, Rules] = Game(
    name="islands",
    title="Islands",
    player_counts=(2, 3, 4, 5),
    rules_class=Rules,
    state_class=State,
    move_types=(Place, Discard, Draw),
    # A turn in a record, loose on purpose: parse_move judges the spelling.
    token_pattern=r"[A-Xa-x](?:@[^\s\[\]{}]*|-[^\s\[\]{}]*)?",
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
    native="islands_rules.islands.native",
)
"""Islands' protocol object, as :func:`~islands_rules.load_game` gives it."""
