"""LSD behind the game protocol: :data:`GAME`, what the core, records, the command line and
the bots use. Seats are the players in turn order (R1): red, blue, then green, yellow.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from ..frontend.inputs import Input
from ..core.protocol import Chance, Game, Outcome
from ..render.svg_grid import SvgGrid
from . import frontend
from .jsondata import state_from_dict, state_to_dict
from .moves import Move, parse_move
from .playout import playout, random_move
from .render import render_text, svg, svg_grid
from .rules import legal_moves, play, why_illegal
from .scoring import outcome, score
from .state import GameState, Rules, check_state, new_game

__all__ = ["GAME", "LsdGame"]


class LsdGame(Game[GameState, Move, Rules]):
    """LSD (Linearity, Simplicity, Duality): the protocol object is :data:`GAME`.

    >>> from islands_rules.lsd import GAME
    >>> state = GAME.play(GAME.new_game(Rules(players=4)), "e+@0,0")
    >>> GAME.to_move(state), GAME.seat_names(state), GAME.summary(state)["red"]
    (1, ('red', 'blue', 'green', 'yellow'), {'points': 1, 'tiles': 1, 'supply': 19, 'captures': 0})
    """

    name: ClassVar[str] = "lsd"
    title: ClassVar[str] = "LSD"
    player_counts: ClassVar[tuple[int, ...]] = (2, 4)
    rules_class: ClassVar[type] = Rules
    state_class: ClassVar[type] = GameState

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return rules.player_names

    def new_game(self, rules: Rules | None = None) -> GameState:
        return new_game(rules)

    def ply(self, state: GameState) -> int:
        return check_state(state).ply

    def to_move(self, state: GameState) -> int | Chance | None:
        return None if check_state(state).is_over else state.to_move

    def legal_moves(self, state: GameState) -> tuple[Move, ...]:
        return legal_moves(state)

    def why_illegal(self, state: GameState, move: Move | str) -> str | None:
        return why_illegal(state, move)

    def play(self, state: GameState, move: Move | str) -> GameState:
        return play(state, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def summary(self, state: GameState) -> dict[str, dict[str, int]]:
        return {name: attrs.asdict(figures) for name, figures in score(state).items()}

    def describe(self, state: GameState) -> list[str]:
        """One line per player under ``islands-rules show``: their R20 figures in words."""
        return [
            f"{name}: longest line {s.points}, {s.tiles} on the field, {s.supply} in supply, "
            f"{s.captures} captured"
            for name, s in score(state).items()
        ]

    def cell_contents(self, state: GameState) -> dict[str, str | None]:
        return frontend.cell_contents(state)

    def inputs_move(self, state: GameState, inputs: tuple[Input, ...]) -> Move | None:
        return frontend.inputs_move(state, inputs)

    def move_inputs(self, state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
        return frontend.move_inputs(state, move)

    def render_text(self, state: GameState, **options: Any) -> str:
        return render_text(state, **options)

    def svg(self, state: GameState, **options: Any) -> str:
        return svg(state, **options)

    def svg_grid(self, state: GameState, **options: Any) -> SvgGrid:
        return svg_grid(state, **options)

    def state_to_dict(self, state: GameState) -> dict[str, Any]:
        return state_to_dict(state)

    def state_from_dict(self, data: Mapping[str, Any]) -> GameState:
        return state_from_dict(data)

    def random_move(self, state: GameState, rng: random.Random) -> Move:
        return random_move(state, rng)

    def playout(self, state: GameState, rng: random.Random) -> GameState:
        return playout(state, rng)


GAME = LsdGame()
"""LSD's protocol object, as :func:`~islands_rules.load_game` gives it."""
