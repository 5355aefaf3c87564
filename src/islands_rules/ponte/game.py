"""Ponte del Diavolo behind the game protocol: :data:`GAME`, what the core, records, the
command line and the bots use.

The protocol speaks of seats: seat 0 made the opening with light, and the swap (R5)
exchanges the seats' colours; a seat's name is the colour it plays now.
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
from .cells import Colour
from .jsondata import state_from_dict, state_to_dict
from .moves import Move, parse_move
from .playout import playout, random_move
from .render import svg, svg_grid
from .rules import blocked_cells, legal_moves, play, why_illegal
from .scoring import outcome, score
from .setup import new_game
from .state import GameState, Rules
from .text import render_text

__all__ = ["GAME", "PonteGame"]

_MOVE_TOKEN = r"(?:[a-z][0-9]+[ \t]*[,-][ \t]*[a-z][0-9]+|swap|pass)"
"""A move in a record: record format 1 allowed spaces around the separator (``c3 , e5``)."""


class PonteGame(Game[GameState, Move, Rules]):
    """Ponte del Diavolo (Martin Ebel, 2007): the protocol object is :data:`GAME`.

    >>> from islands_rules.ponte import GAME
    >>> state = GAME.play(GAME.new_game(Rules(board_size=5)), "a1,c3")
    >>> GAME.to_move(state), GAME.summary(state)["light"]
    (1, {'points': 0, 'islands': 0, 'bridges': 0})
    """

    name: ClassVar[str] = "ponte"
    title: ClassVar[str] = "Ponte del Diavolo"
    player_counts: ClassVar[tuple[int, ...]] = (2,)
    rules_class: ClassVar[type] = Rules
    state_class: ClassVar[type] = GameState
    token_pattern: ClassVar[str] = _MOVE_TOKEN
    notation_hint: ClassVar[str] = "c3,e5 c3-e5 swap pass"

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return (Colour.LIGHT.value, Colour.DARK.value)

    def seat_names(self, state: GameState) -> tuple[str, ...]:
        return (state.colour_of(0).value, state.colour_of(1).value)

    def new_game(self, rules: Rules | None = None) -> GameState:
        return new_game(rules)

    def ply(self, state: GameState) -> int:
        return state.ply

    def to_move(self, state: GameState) -> int | Chance | None:
        return None if state.is_over else state.seat_of(state.to_move)

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
        totals = score(state)
        return {colour.value: attrs.asdict(totals[colour]) for colour in Colour}

    def describe(self, state: GameState) -> list[str]:
        totals, lines = score(state), []
        lines.append(f"blocked: {' '.join(map(str, sorted(blocked_cells(state)))) or '-'}")
        for colour in Colour:
            part = totals[colour]
            lines.append(
                f"{colour}: {_many(part.points, 'point')}, {_many(part.islands, 'island')}, "
                f"{_many(part.bridges, 'bridge')}; {_count(state.tiles_left(colour))} tiles left"
            )
        lines.append(f"bridges left: {_count(state.bridges_left)}")
        return lines

    def report(self, state: GameState) -> dict[str, Any]:
        ended = outcome(state)
        return {"decided_by": None if ended is None else str(ended.decided_by)}

    def cell_contents(self, state: GameState) -> dict[str, str | None]:
        return frontend.cell_contents(state)

    def move_inputs(self, state: GameState, move: Move) -> tuple[tuple[Input, ...], ...]:
        return frontend.move_inputs(state, move)

    def why_input_refused(self, state: GameState, chosen: tuple[Input, ...], refused: Input) -> str | None:
        return frontend.why_input_refused(state, chosen, refused)

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


def _many(count: int, thing: str) -> str:
    return f"{count} {thing}" if count == 1 else f"{count} {thing}s"


def _count(count: int | None) -> str:
    return "unlimited" if count is None else str(count)


GAME = PonteGame()
"""Ponte del Diavolo's protocol object, as :func:`~islands_rules.load_game` gives it."""
