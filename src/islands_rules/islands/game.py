"""Islands behind the game protocol: :data:`GAME`, what the core, records, the command
line and the bots use.

The draw is a chance node (R6): :meth:`IslandsGame.to_move` is :data:`~islands_rules.CHANCE`
before it, :meth:`IslandsGame.chance_outcomes` weighs each type by its copies left. A record
token names the draw and the placement together, so :meth:`IslandsGame.play` takes a whole
turn at a chance node as well, and :meth:`IslandsGame.ply` counts tokens (a draw adds none).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from ..frontend.inputs import Input
from ..core.protocol import Chance, Game, Outcome
from ..render.svg_grid import SvgGrid
from . import frontend
from .jsondata import state_from_dict, state_to_dict
from .moves import Move, parse_move
from .playout import playout, random_move
from .render import svg, svg_grid
from .rules import chance_outcomes, legal_moves, play, to_move, why_illegal
from .scoring import outcome, summary
from .state import Rules, State, new_game
from .text import render_text

__all__ = ["GAME", "IslandsGame"]

_TOKEN = r"[A-Xa-x](?:@[^\s\[\]{}]*|-[^\s\[\]{}]*)?"
"""A turn in a record (loose on purpose: :func:`parse_move` judges the spelling)."""


class IslandsGame(Game[State, Move, Rules]):
    """Islands, 2-5 players with chance: the protocol object is :data:`GAME`.

    >>> from islands_rules.islands import GAME
    >>> state = GAME.new_game()
    >>> GAME.to_move(state), GAME.chance_outcomes(state)[-1]
    (CHANCE, (Draw('X'), 1))
    >>> state = GAME.play(state, "E@0,1r2:i1")
    >>> GAME.ply(state), GAME.summary(state)["red"]["points"]
    (1, 4)
    """

    name: ClassVar[str] = "islands"
    title: ClassVar[str] = "Islands"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5)
    rules_class: ClassVar[type] = Rules
    state_class: ClassVar[type] = State
    token_pattern: ClassVar[str] = _TOKEN

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return rules.seat_names

    def new_game(self, rules: Rules | None = None) -> State:
        return new_game(rules)

    def ply(self, state: State) -> int:
        return state.ply

    def to_move(self, state: State) -> int | Chance | None:
        return to_move(state)

    def chance_outcomes(self, state: State) -> tuple[tuple[Move, int], ...]:
        return chance_outcomes(state)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        return legal_moves(state)

    def why_illegal(self, state: State, move: Move | str) -> str | None:
        return why_illegal(state, move)

    def play(self, state: State, move: Move | str) -> State:
        return play(state, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def summary(self, state: State) -> dict[str, dict[str, int]]:
        return summary(state)

    def report(self, state: State) -> dict[str, Any]:
        return {"tiles_left": sum(state.supply), "drawn": state.drawn, "discarded": list(state.discarded)}

    def cell_contents(self, state: State) -> dict[str, str | None]:
        return frontend.cell_contents(state)

    def inputs_move(self, state: State, inputs: tuple[Input, ...]) -> Move | None:
        return frontend.inputs_move(state, inputs)

    def move_inputs(self, state: State, move: Move) -> tuple[tuple[Input, ...], ...]:
        return frontend.move_inputs(state, move)

    def render_text(self, state: State, **options: Any) -> str:
        return render_text(state, **options)

    def svg(self, state: State, **options: Any) -> str:
        return svg(state, **options)

    def svg_grid(self, state: State, **options: Any) -> SvgGrid:
        return svg_grid(state, **options)

    def state_to_dict(self, state: State) -> dict[str, Any]:
        return state_to_dict(state)

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        return state_from_dict(data)

    def random_move(self, state: State, rng: random.Random) -> Move:
        return random_move(state, rng)

    def playout(self, state: State, rng: random.Random) -> State:
        return playout(state, rng)


GAME = IslandsGame()
"""Islands' protocol object, as :func:`~islands_rules.load_game` gives it."""
