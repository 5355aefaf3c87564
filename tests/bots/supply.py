"""A toy game for the bots' tests shaped like Islands: a face-down supply kept as counts,
a draw at the start of every turn, and turns that name the tile drawn.

The supply holds three ``x`` tiles (worth -1) and two ``y`` tiles (worth +2). A turn: a
tile is drawn by its count (a chance node, outcome ``x`` or ``y``); the player to move
keeps it (``x+``, its value is added to their points) or throws it away (``x-``). As in
Islands, a turn token names its tile, so it is also legal at the chance node itself (the
draw and the turn in one step) and a record holds turns, never draws; and
:meth:`Supply.random_move` at a chance node returns a whole random turn. The game ends
when the supply is empty; more points wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from islands_rules.core.errors import IllegalMoveError, NotationError
from islands_rules.core.protocol import CHANCE, Chance, Game, Outcome

VALUES = {"x": -1, "y": 2}
START = {"x": 3, "y": 2}
NAMES = ("north", "south")
TURNS = ("x+", "x-", "y+", "y-")


@attrs.frozen
class Rules:
    game_name: ClassVar[str] = "supply"


@attrs.frozen
class State:
    game_name: ClassVar[str] = "supply"
    rules: Rules = Rules()
    supply: tuple[tuple[str, int], ...] = tuple(START.items())
    drawn: str | None = None
    seat: int = 0
    points: tuple[int, ...] = (0, 0)
    ply: int = 0  # turns only: a draw is no record token


class Supply(Game[State, str, Rules]):
    name: ClassVar[str] = "supply"
    title: ClassVar[str] = "Supply"
    player_counts: ClassVar[tuple[int, ...]] = (2,)
    rules_class: ClassVar[type] = Rules
    state_class: ClassVar[type] = State

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return NAMES

    def new_game(self, rules: Rules | None = None) -> State:
        return State(rules or Rules())

    def ply(self, state: State) -> int:
        return state.ply

    def to_move(self, state: State) -> int | Chance | None:
        if state.drawn is not None:
            return state.seat
        return CHANCE if any(count for _, count in state.supply) else None

    def chance_outcomes(self, state: State) -> tuple[tuple[str, int], ...]:
        if self.to_move(state) is not CHANCE:
            return ()
        return tuple((tile, count) for tile, count in state.supply if count)

    def legal_moves(self, state: State) -> tuple[str, ...]:
        if state.drawn is not None:
            return (f"{state.drawn}+", f"{state.drawn}-")
        return tuple(tile for tile, _ in self.chance_outcomes(state))

    def why_illegal(self, state: State, move: str) -> str | None:
        if move not in TURNS and move not in VALUES:
            raise NotationError(f"cannot read move {move!r}")
        seat = self.to_move(state)
        if seat is None:
            return "the supply is empty"
        tile = move[0]
        if seat is CHANCE:
            return None if dict(state.supply).get(tile, 0) > 0 else f"no {tile} is left"
        return None if move in self.legal_moves(state) else f"{move} does not name the tile drawn"

    def play(self, state: State, move: str) -> State:
        reason = self.why_illegal(state, move)
        if reason is not None:
            raise IllegalMoveError(move, reason, state.ply + 1)
        if state.drawn is None:  # a draw, or a turn that draws its tile in the same step
            tile = move[0]
            supply = tuple((t, count - (t == tile)) for t, count in state.supply)
            state = attrs.evolve(state, supply=supply, drawn=tile)
            if len(move) == 1:
                return state
        value = VALUES[move[0]] if move.endswith("+") else 0
        points = tuple(p + value * (seat == state.seat) for seat, p in enumerate(state.points))
        return attrs.evolve(state, drawn=None, seat=1 - state.seat, points=points, ply=state.ply + 1)

    def parse_move(self, text: str) -> str:
        if text not in TURNS:  # as in Islands, a draw alone is no record token
            raise NotationError(f"cannot read move {text!r}")
        return text

    def random_move(self, state: State, rng: random.Random) -> str:
        """As Islands: at a chance node, a whole turn (the draw by its count, then a turn)."""
        if self.to_move(state) is CHANCE:
            tiles = [tile for tile, count in state.supply for _ in range(count)]
            return f"{rng.choice(tiles)}{rng.choice('+-')}"
        return super().random_move(state, rng)

    def outcome(self, state: State) -> Outcome | None:
        if self.to_move(state) is not None:
            return None
        north, south = state.points
        if north == south:
            return Outcome(None, "points", (0.0, 0.0))
        winner = 0 if north > south else 1
        return Outcome(NAMES[winner], "points", (1.0, -1.0) if winner == 0 else (-1.0, 1.0))

    def summary(self, state: State) -> dict[str, dict[str, int]]:
        return {name: {"points": state.points[seat]} for seat, name in enumerate(NAMES)}

    def render_text(self, state: State, **options: Any) -> str:
        return f"supply {dict(state.supply)} drawn {state.drawn} points {state.points}"

    def svg(self, state: State, **options: Any) -> str:
        return "<svg/>"

    def state_to_dict(self, state: State) -> dict[str, Any]:
        return attrs.asdict(state, recurse=False) | {"rules": {}}

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        return State(Rules(), **{key: value for key, value in data.items() if key != "rules"})


GAME = Supply()
