"""Isaac behind the library's game protocol (:class:`~islands_rules.core.protocol.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..frontend.inputs import Input
from ..core.protocol import Game, Outcome
from ..render.svg_grid import SvgGrid
from . import engine, frontend, movegen, scoring
from .moves import Move, parse_move
from .playout import playout as _playout  # by name: the package's ``playout`` is the function
from .playout import random_move as _random_move
from .rules import Rules
from .state import GameState, Phase, new_game

__all__ = ["GAME", "Isaac"]


class Isaac(Game[GameState, Move, Rules]):
    """Isaac through the protocol: seat 0 is Dark, seat 1 Light.

    >>> from islands_rules.isaac import GAME
    >>> state = GAME.new_game()
    >>> GAME.name, GAME.to_move(state), len(GAME.legal_moves(state))
    ('isaac', 0, 600)
    >>> GAME.report(state)
    {'decided_by': None, 'phase': 'placement'}
    """

    name = "isaac"
    title = "Isaac"
    player_counts = (2,)
    rules_class = Rules
    state_class = GameState
    token_pattern = r"[a-z0-9+\-]+"
    notation_hint = "c3-g3 xc3-g3+12 pass"

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return ("dark", "light")

    def new_game(self, rules: Rules | None = None) -> GameState:
        return new_game(rules)

    def ply(self, state: GameState) -> int:
        return engine._state(state).ply

    def to_move(self, state: GameState) -> int | None:
        player = engine._state(state).to_move
        return None if player is None else player.seat

    def legal_moves(self, state: GameState) -> tuple[Move, ...]:
        return movegen.legal_moves(state)

    def why_illegal(self, state: GameState, move: Move | str) -> str | None:
        return engine.why_illegal(state, move)

    def play(self, state: GameState, move: Move | str) -> GameState:
        return engine.play(state, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def outcome(self, state: GameState) -> Outcome | None:
        return scoring.outcome(state)

    def summary(self, state: GameState) -> dict[str, dict[str, int]]:
        return scoring.summary(state)

    def describe(self, state: GameState) -> list[str]:
        lines = []
        for name, f in scoring.summary(state).items():
            points = "1 point" if f["points"] == 1 else f"{f['points']} points"
            lines.append(
                f"{name}: {points}, {f['on_board']} on the board, "
                f"{f['unplaced']} unplaced (total length {f['unplaced_length']})"
            )
        return lines

    def report(self, state: GameState) -> dict[str, Any]:
        phase = engine._state(state).phase
        ended = scoring.outcome(state)
        return {
            "decided_by": None if ended is None else ended.decided_by,
            "phase": None if phase is Phase.OVER else phase.value,
        }

    def cell_contents(self, state: GameState) -> dict[str, str | None]:
        return frontend.cell_contents(state)

    def inputs_move(self, state: GameState, inputs: tuple[Input, ...]) -> Move | None:
        return frontend.inputs_move(state, inputs)

    def move_inputs(self, state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
        return frontend.move_inputs(state, move)

    def render_text(self, state: GameState, **options: Any) -> str:
        from .render_text import render_text

        return render_text(state, **options)

    def svg(self, state: GameState, **options: Any) -> str:
        from .render_svg import svg

        return svg(state, **options)

    def svg_grid(self, state: GameState, **options: Any) -> SvgGrid:
        from ._svg_layout import svg_grid

        return svg_grid(state, **options)

    def state_to_dict(self, state: GameState) -> dict[str, Any]:
        from .jsondata import state_to_dict

        return state_to_dict(state)

    def state_from_dict(self, data: Mapping[str, Any]) -> GameState:
        from .jsondata import state_from_dict

        return state_from_dict(data)

    def random_move(self, state: GameState, rng: random.Random) -> Move:
        return _random_move(state, rng)

    def playout(self, state: GameState, rng: random.Random) -> GameState:
        return _playout(state, rng)


GAME = Isaac()
"""Isaac's protocol object, the one instance (``islands_rules.core.registry`` looks it up by this name)."""
