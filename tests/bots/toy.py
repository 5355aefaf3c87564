"""A toy game for the bots' tests, with what Ponte del Diavolo and Isaac lack: three
players and a chance node whose outcomes have unequal weights.

The lottery: the first player buys ticket ``a`` (wins 1 draw in 4) or ``b`` (wins 3 in
4); a ticket is drawn (``win`` or ``lose``, by the ticket's weights); after a losing
draw the second player may ``claim`` the prize (and wins alone) or ``pass`` (the third
player wins). A winning draw ends the game: the first player wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from islands_rules.core.errors import IllegalMoveError, NotationError
from islands_rules.core.protocol import CHANCE, Chance, Game, Outcome

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


class Lottery(Game[State, str, Rules]):
    name: ClassVar[str] = "lottery"
    title: ClassVar[str] = "Lottery"
    player_counts: ClassVar[tuple[int, ...]] = (3,)
    rules_class: ClassVar[type] = Rules
    state_class: ClassVar[type] = State

    def player_names(self, rules: Rules) -> tuple[str, ...]:
        return NAMES

    def new_game(self, rules: Rules | None = None) -> State:
        return State(rules or Rules())

    def ply(self, state: State) -> int:
        return len(state.moves)

    def _winner(self, state: State) -> int | None:
        moves = state.moves
        if len(moves) >= 2 and moves[1] == "win":
            return 0
        if len(moves) == 3:
            return 1 if moves[2] == "claim" else 2
        return None

    def to_move(self, state: State) -> int | Chance | None:
        if self._winner(state) is not None:
            return None
        return (0, CHANCE, 1)[len(state.moves)]

    def chance_outcomes(self, state: State) -> tuple[tuple[str, int], ...]:
        return WEIGHTS[state.moves[0]] if self.to_move(state) is CHANCE else ()

    def legal_moves(self, state: State) -> tuple[str, ...]:
        seat = self.to_move(state)
        if seat is None:
            return ()
        if seat is CHANCE:
            return tuple(move for move, _ in self.chance_outcomes(state))
        return ("a", "b") if seat == 0 else ("claim", "pass")

    def why_illegal(self, state: State, move: str) -> str | None:
        return None if self.parse_move(move) in self.legal_moves(state) else f"{move} is not allowed now"

    def play(self, state: State, move: str) -> State:
        reason = self.why_illegal(state, move)
        if reason is not None:
            raise IllegalMoveError(move, reason, self.ply(state) + 1)
        return State(state.rules, (*state.moves, move))

    def parse_move(self, text: str) -> str:
        if text not in ("a", "b", "win", "lose", "claim", "pass"):
            raise NotationError(f"cannot read move {text!r}")
        return text

    def outcome(self, state: State) -> Outcome | None:
        winner = self._winner(state)
        return None if winner is None else Outcome(NAMES[winner], "lottery", _returns(winner))

    def summary(self, state: State) -> dict[str, dict[str, int]]:
        winner = self._winner(state)
        return {name: {"points": int(seat == winner)} for seat, name in enumerate(NAMES)}

    def render_text(self, state: State, **options: Any) -> str:
        return " ".join(state.moves) or "-"

    def svg(self, state: State, **options: Any) -> str:
        return "<svg/>"

    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"moves": list(state.moves)}

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        return State(Rules(), tuple(data["moves"]))


GAME = Lottery()
