"""A toy game for the bots' tests, with what Ponte del Diavolo and Isaac lack: three
players and a chance node whose outcomes have unequal weights.

The lottery: the first player buys ticket ``a`` (wins 1 draw in 4) or ``b`` (wins 3 in
4); a ticket is drawn (``win`` or ``lose``, by the ticket's weights); after a losing
draw the second player may ``claim`` the prize (and wins alone) or ``pass`` (the third
player wins). A winning draw ends the game: the first player wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from islands_rules.core.chance import draw_outcome
from islands_rules.core.errors import NotationError, RenderError
from islands_rules.core.protocol import CHANCE, Chance, Game, Outcome
from islands_rules.frontend import boardless
from islands_rules.render import PictureOptions, SvgGrid
from islands_rules.render.options import SVG_SHARED, TEXT_SHARED

WEIGHTS = {"a": (("win", 1), ("lose", 3)), "b": (("win", 3), ("lose", 1))}
NAMES = ("first", "second", "third")


@attrs.frozen
class Rules:
    game_name: ClassVar[str] = "lottery"


@attrs.frozen
class State:
    game_name: ClassVar[str] = "lottery"
    rules: Rules = Rules()
    moves: tuple[str, ...] = ()


def _returns(winner: int) -> tuple[float, ...]:
    return tuple(1.0 if seat == winner else -1.0 for seat in range(3))


class Lottery:
    """Every module of the toy game at once: a namespace of its functions (a real game has a
    module per concern; a class of static methods is checked against the same protocols)."""

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
        return len(state.moves)

    @staticmethod
    def winner(state: State) -> int | None:
        moves = state.moves
        if len(moves) >= 2 and moves[1] == "win":
            return 0
        if len(moves) == 3:
            return 1 if moves[2] == "claim" else 2
        return None

    @staticmethod
    def to_move(state: State) -> int | Chance | None:
        if Lottery.winner(state) is not None:
            return None
        return (0, CHANCE, 1)[len(state.moves)]

    @staticmethod
    def chance_outcomes(state: State) -> tuple[tuple[str, int], ...]:
        return WEIGHTS[state.moves[0]] if Lottery.to_move(state) is CHANCE else ()

    @staticmethod
    def legal_moves(state: State) -> tuple[str, ...]:
        seat = Lottery.to_move(state)
        if seat is None:
            return ()
        if seat is CHANCE:
            return tuple(move for move, _ in Lottery.chance_outcomes(state))
        return ("a", "b") if seat == 0 else ("claim", "pass")

    @staticmethod
    def judge(state: State, move: str) -> str | None:
        allowed = Lottery.parse_move(move) in Lottery.legal_moves(state)
        return None if allowed else f"{move} is not allowed now"

    @staticmethod
    def apply(state: State, move: str, plan: None) -> State:
        return State(state.rules, (*state.moves, move))

    @staticmethod
    def parse_move(text: str) -> str:
        if text not in ("a", "b", "win", "lose", "claim", "pass"):
            raise NotationError(f"cannot read move {text!r}")
        return text

    @staticmethod
    def random_move(state: State, rng: random.Random) -> str:
        if Lottery.to_move(state) is CHANCE:
            return draw_outcome(Lottery.chance_outcomes(state), rng)
        return rng.choice(Lottery.legal_moves(state))

    @staticmethod
    def playout(state: State, rng: random.Random) -> State:
        while Lottery.to_move(state) is not None:
            move = Lottery.random_move(state, rng)
            state = Lottery.apply(state, move, None)
        return state

    @staticmethod
    def outcome(state: State) -> Outcome | None:
        winner = Lottery.winner(state)
        return None if winner is None else Outcome(NAMES[winner], "lottery", _returns(winner))

    @staticmethod
    def summary(state: State) -> dict[str, dict[str, int]]:
        winner = Lottery.winner(state)
        return {name: {"points": int(seat == winner)} for seat, name in enumerate(NAMES)}

    @staticmethod
    def describe(state: State) -> list[str]:
        return [f"{name}: {figures['points']}" for name, figures in Lottery.summary(state).items()]

    @staticmethod
    def report(state: State) -> dict[str, Any]:
        return {}

    @staticmethod
    def render_text(state: State, options: PictureOptions) -> str:
        return " ".join(state.moves) or "-"

    @staticmethod
    def svg(state: State, options: PictureOptions) -> str:
        return "<svg/>"

    @staticmethod
    def svg_grid(state: State, options: PictureOptions) -> SvgGrid:
        raise RenderError("the lottery has no board of cells")

    @staticmethod
    def state_to_dict(state: State) -> dict[str, Any]:
        return {"moves": list(state.moves)}

    @staticmethod
    def state_from_dict(data: Mapping[str, Any]) -> State:
        return State(Rules(), tuple(data["moves"]))


GAME = Game(
    name="lottery",
    title="Lottery",
    player_counts=(3,),
    rules_class=Rules,
    state_class=State,
    move_types=(str,),
    state=Lottery,
    rules=Lottery,
    moves=Lottery,
    scoring=Lottery,
    playout=Lottery,
    jsondata=Lottery,
    frontend=boardless,
    text=Lottery,
    render=Lottery,
)
