"""Isaac behind the library's game protocol: the game's facts and its modules, declared once.

>>> from islands_rules.isaac import GAME
>>> state = GAME.new_game()
>>> GAME.name, GAME.to_move(state), len(GAME.legal_moves(state))
('isaac', 0, 600)
>>> GAME.report(state)
{'decided_by': None, 'phase': 'placement'}
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Game
from . import effects, frontend, jsondata, moves, playout, position, render, rules, scoring, state, text
from .moves import Move, Pass, Place, Remove
from .state import GameState, Rules

__all__ = ["GAME"]

GAME: Game[GameState, Move, Rules] = Game(
    name="isaac",
    title="Isaac",
    player_counts=(2,),
    rules_class=Rules,
    state_class=GameState,
    move_types=(Place, Remove, Pass),
    token_pattern=r"[a-z0-9+\-]+",
    notation_hint="c3-g3 xc3-g3+12 pass",
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
    native="islands_rules.isaac.native",
)
"""Isaac's protocol object, the one instance (the ``islands_rules.games`` entry point names it):
seat 0 is Dark, seat 1 Light."""

if TYPE_CHECKING:  # the native module imports this one, so it is named above, and checked here
    from ..core.hooks import NativeModule
    from . import native

    _NATIVE: NativeModule[GameState] = native
