"""Ponte del Diavolo behind the game protocol: :data:`GAME`, what the core, records, the
command line and the bots use.

A declaration only: the game's facts, and its modules handed to :class:`~islands_rules.Game`,
which writes the steps every game shares once (check the state, read the move, ask
:func:`~islands_rules.ponte.rules.judge`, raise naming the rule, apply).

The protocol speaks of seats: seat 0 made the opening with light, and the swap (R5)
exchanges the seats' colours; a seat's name is the colour it plays now.

>>> from islands_rules.ponte import GAME, Rules
>>> state = GAME.play(GAME.new_game(Rules(board_size=5)), "a1,c3")
>>> GAME.to_move(state), GAME.summary(state)["light"]
(1, {'points': 0, 'islands': 0, 'bridges': 0})
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Game
from . import (
    effects,
    frontend,
    jsondata,
    moves,
    playout,
    position,
    render,
    rules,
    scoring,
    state,
    symmetry,
    text,
)
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .state import GameState, Rules

__all__ = ["GAME"]

GAME: Game[GameState, Move, Rules] = Game(
    name="ponte",
    title="Ponte del Diavolo",
    player_counts=(2,),
    rules_class=Rules,
    state_class=GameState,
    move_types=(PlaceTiles, BuildBridge, Swap, Decline),
    # A move in a record: record format 1 allowed spaces around the separator (``c3 , e5``).
    token_pattern=r"(?:[a-z][0-9]+[ \t]*[,-][ \t]*[a-z][0-9]+|swap|pass)",
    notation_hint="c3,e5 c3-e5 swap pass",
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
    native="islands_rules.ponte.native",
    symmetry=symmetry,
)
"""Ponte del Diavolo's protocol object, as :func:`~islands_rules.load_game` gives it."""

if TYPE_CHECKING:  # the native module imports this one, so it is named above, and checked here
    from ..core.hooks import NativeModule
    from . import native

    _NATIVE: NativeModule[GameState] = native
