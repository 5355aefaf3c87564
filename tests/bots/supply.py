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

from islands_rules.core.errors import NotationError, RenderError
from islands_rules.core.protocol import CHANCE, Chance, Game, Outcome
from islands_rules.frontend import boardless
from islands_rules.render import PictureOptions, SvgGrid
from islands_rules.render.options import SVG_SHARED, TEXT_SHARED

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


class Supply:
    """Every module of the toy game at once (see :mod:`bots.toy`)."""

    TEXT_OPTIONS: ClassVar[Mapping[str, Any]] = TEXT_SHARED
    SVG_OPTIONS: ClassVar[Mapping[str, Any]] = SVG_SHARED

    @staticmethod
    def player_names(rules: Rules) -> tuple[str, ...]:
        return NAMES

    @staticmethod
    def seat_names(state: State) -> tuple[str, ...]:
        return NAMES

    @staticmethod
    def new_game(rules: Rules | None = None) -> State:
        return State(rules or Rules())

    @staticmethod
    def ply(state: State) -> int:
        return state.ply

    @staticmethod
    def to_move(state: State) -> int | Chance | None:
        if state.drawn is not None:
            return state.seat
        return CHANCE if any(count for _, count in state.supply) else None

    @staticmethod
    def chance_outcomes(state: State) -> tuple[tuple[str, int], ...]:
        if Supply.to_move(state) is not CHANCE:
            return ()
        return tuple((tile, count) for tile, count in state.supply if count)

    @staticmethod
    def legal_moves(state: State) -> tuple[str, ...]:
        if state.drawn is not None:
            return (f"{state.drawn}+", f"{state.drawn}-")
        return tuple(tile for tile, _ in Supply.chance_outcomes(state))

    @staticmethod
    def judge(state: State, move: str) -> str | None:
        if move not in TURNS and move not in VALUES:
            raise NotationError(f"cannot read move {move!r}")
        seat = Supply.to_move(state)
        if seat is None:
            return "the supply is empty"
        tile = move[0]
        if seat is CHANCE:
            return None if dict(state.supply).get(tile, 0) > 0 else f"no {tile} is left"
        return None if move in Supply.legal_moves(state) else f"{move} does not name the tile drawn"

    @staticmethod
    def apply(state: State, move: str, plan: None) -> State:
        if state.drawn is None:  # a draw, or a turn that draws its tile in the same step
            tile = move[0]
            supply = tuple((t, count - (t == tile)) for t, count in state.supply)
            state = attrs.evolve(state, supply=supply, drawn=tile)
            if len(move) == 1:
                return state
        value = VALUES[move[0]] if move.endswith("+") else 0
        points = tuple(p + value * (seat == state.seat) for seat, p in enumerate(state.points))
        return attrs.evolve(state, drawn=None, seat=1 - state.seat, points=points, ply=state.ply + 1)

    @staticmethod
    def parse_move(text: str) -> str:
        if text not in TURNS:  # as in Islands, a draw alone is no record token
            raise NotationError(f"cannot read move {text!r}")
        return text

    @staticmethod
    def random_move(state: State, rng: random.Random) -> str:
        """As Islands: at a chance node, a whole turn (the draw by its count, then a turn)."""
        if Supply.to_move(state) is CHANCE:
            tiles = [tile for tile, count in state.supply for _ in range(count)]
            return f"{rng.choice(tiles)}{rng.choice('+-')}"
        return rng.choice(Supply.legal_moves(state))

    @staticmethod
    def playout(state: State, rng: random.Random) -> State:
        while Supply.to_move(state) is not None:
            state = Supply.apply(state, Supply.random_move(state, rng), None)
        return state

    @staticmethod
    def outcome(state: State) -> Outcome | None:
        if Supply.to_move(state) is not None:
            return None
        north, south = state.points
        if north == south:
            return Outcome(None, "points", (0.0, 0.0))
        winner = 0 if north > south else 1
        return Outcome(NAMES[winner], "points", (1.0, -1.0) if winner == 0 else (-1.0, 1.0))

    @staticmethod
    def summary(state: State) -> dict[str, dict[str, int]]:
        return {name: {"points": state.points[seat]} for seat, name in enumerate(NAMES)}

    @staticmethod
    def describe(state: State) -> list[str]:
        return [f"{name}: {figures['points']}" for name, figures in Supply.summary(state).items()]

    @staticmethod
    def report(state: State) -> dict[str, Any]:
        return {}

    @staticmethod
    def render_text(state: State, options: PictureOptions) -> str:
        return f"supply {dict(state.supply)} drawn {state.drawn} points {state.points}"

    @staticmethod
    def svg(state: State, options: PictureOptions) -> str:
        return "<svg/>"

    @staticmethod
    def svg_grid(state: State, options: PictureOptions) -> SvgGrid:
        raise RenderError("the supply game has no board of cells")

    @staticmethod
    def state_to_dict(state: State) -> dict[str, Any]:
        return attrs.asdict(state, recurse=False) | {"rules": {}}

    @staticmethod
    def state_from_dict(data: Mapping[str, Any]) -> State:
        return State(Rules(), **{key: value for key, value in data.items() if key != "rules"})


GAME = Game(
    name="supply",
    title="Supply",
    player_counts=(2,),
    rules_class=Rules,
    state_class=State,
    move_types=(str,),
    state=Supply,
    rules=Supply,
    moves=Supply,
    scoring=Supply,
    playout=Supply,
    jsondata=Supply,
    frontend=boardless,
    text=Supply,
    render=Supply,
)
