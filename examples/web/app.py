"""The Python the web page runs in the browser (through Pyodide): one game in progress.

main.js calls :func:`start`, :func:`click`, :func:`undo`, :func:`bot_move`, :func:`record`
and draws the JSON they return. Every rule, legal click, reason, picture, chance draw and
record comes from islands_rules; this module only keeps the game and says what to draw.
"""

from __future__ import annotations

import json
import random
from typing import Any

import islands_rules as ir
from islands_rules.bots import MCTSBot, Table

BOT_ITERATIONS = 300  # a short budget, so the bot answers within a few seconds in the browser


class Game:
    """A game being played: the library's table (positions, moves, chance draws), the
    clicks chosen so far this turn, the bot's seat (``None`` for people only)."""

    def __init__(self, name: str, bot_seat: int | None, seed: int) -> None:
        self.rng = random.Random(seed)
        self.bot = MCTSBot(iterations=BOT_ITERATIONS, seed=seed)
        self.bot_seat = bot_seat
        self.table = Table(ir.new_game(name))
        self.chosen: list[ir.Input] = []
        self.message = ""
        self.deal()

    def deal(self) -> None:
        """Let chance draw (Islands' tiles) until a seat is to move."""
        while self.table.deal(self.rng) is not None:
            pass

    def seat(self) -> int | None:
        """The seat to move, or ``None`` when the game is over."""
        seat = ir.to_move(self.table.state)
        return seat if isinstance(seat, int) else None

    def people_to_move(self) -> bool:
        return self.seat() is not None and self.seat() != self.bot_seat

    def play(self, move: Any, who: str) -> None:
        self.message = f"{who} played {self.table.game.move_text(move)}"
        self.table.play(move)
        self.chosen = []
        self.deal()

    def click(self, typed: str) -> None:
        """Add one click (``cell:c3``, ``action:swap``, ...); play the move once it is whole."""
        state = self.table.state
        if not self.people_to_move():
            self.message = "it is not a person's turn"
            return
        try:
            clicked = ir.Input.parse(typed)
        except ir.IslandsRulesError as error:
            self.message = f"no: {error}"
            return
        why = ir.why_input_refused(state, self.chosen, clicked)
        if why is not None:
            self.message = f"no: {why}"
            return
        self.chosen.append(clicked)
        self.message = ""
        move = ir.move_for_inputs(state, self.chosen)
        if move is not None:
            self.play(move, ir.load_game(self.table.game.name).seat_names(state)[self.seat() or 0])

    def undo(self) -> None:
        """Take back this turn's clicks, or else back to before the last move a person played."""
        if self.chosen:
            self.chosen, self.message = [], "clicks taken back"
            return
        person_moves = [ply for ply in range(self.table.plies) if self.moved_by_person(ply)]
        if not person_moves:
            self.message = "nothing to take back"
            return
        self.table.take_back(self.table.plies - person_moves[-1])
        self.message = "move taken back"

    def moved_by_person(self, ply: int) -> bool:
        seat = ir.to_move(self.table.states[ply])
        return isinstance(seat, int) and seat != self.bot_seat

    def bot_move(self) -> None:
        """The bot's move, if it is to move."""
        if self.seat() is not None and self.seat() == self.bot_seat:
            self.play(self.bot.choose(self.table.state), "the bot")

    def last_move(self) -> Any:
        """The last move a seat played (not chance's draw), for the picture to outline."""
        for ply in range(self.table.plies - 1, -1, -1):
            if isinstance(ir.to_move(self.table.states[ply]), int):
                return self.table.moves[ply]
        return None

    def view(self) -> dict[str, Any]:
        """What the page draws: the board, the choices that are not cells, the scores."""
        state, game = self.table.state, self.table.game
        offered = ir.next_inputs(state, self.chosen) if self.people_to_move() else []
        outcome = ir.outcome(state)
        names = game.seat_names(state)
        seat = self.seat()
        return {
            "game": game.name,
            "title": game.title,
            "svg": ir.svg(
                state,
                size=None,
                highlight=[click.value for click in offered if click.kind == "cell"],
                selected=[click.value for click in self.chosen if click.kind == "cell"],
                last_move=self.last_move(),
            ),
            "choices": [str(click) for click in offered if click.kind != "cell"],
            "chosen": [str(click) for click in self.chosen],
            "seats": list(names),
            "to_move": None if seat is None else names[seat],
            "bot_seat": self.bot_seat,
            "bot_to_move": seat is not None and seat == self.bot_seat,
            "scores": ir.summary(state),
            "result": None if outcome is None else f"{outcome.result} ({outcome.decided_by})",
            "message": self.message,
            "plies": self.table.plies,
        }


GAME: Game | None = None


def current() -> Game:
    if GAME is None:
        raise ir.IslandsRulesError("no game started")
    return GAME


def start(name: str, bot_seat: int, seed: int) -> str:
    """A new game of ``name``; ``bot_seat`` is the bot's seat, or -1 for people only."""
    global GAME
    GAME = Game(name, None if bot_seat < 0 else bot_seat, seed)
    return json.dumps(GAME.view())


def click(typed: str) -> str:
    current().click(typed)
    return json.dumps(current().view())


def undo() -> str:
    current().undo()
    return json.dumps(current().view())


def bot_move() -> str:
    current().bot_move()
    return json.dumps(current().view())


def record() -> str:
    """The game so far as a record's text: what the page offers to download."""
    return ir.write_record(current().table.record({"Site": "islands_rules web example"}))


def client_view() -> str:
    """The library's client view of the position (the browser test compares it)."""
    return json.dumps(ir.client_view(current().table.state))
