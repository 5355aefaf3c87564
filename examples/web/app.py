"""The Python the web page runs in its worker (through Pyodide): one game in progress.

worker.mjs calls :func:`start`, :func:`click`, :func:`undo`, the bot's steps
(:func:`think_start`, :func:`think_step`) and :func:`record`, and passes the JSON they
return to the page, which draws it. Every rule, legal click, reason, picture, chance draw,
analysis and record comes from islands_rules; this module only keeps the game and says what
to draw. The bot searches in short steps (``MCTSBot.search``), so the worker answers the
page's messages (a take-back, a new game) between two steps.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from viewer import describe_event  # beside this file: the viewer's words for an event

import islands_rules as ir
from islands_rules import islands, lsd
from islands_rules.bots import MCTSBot, Search, Table

BOT_ITERATIONS = 300  # the bot's budget per move: a few seconds for Islands, less for the others
TOP_MOVES = 5  # how many of the bot's candidate moves the page shows while it thinks

# The options the page offers, as each game's Rules take them: a smaller board, more players.
BOARDS = {"ponte": {"small": {"board_size": 6}}, "isaac": {"small": {"size": 8}}}
PLAYERS = {"lsd": (2, 4), "islands": (2, 3, 4, 5)}


def new_state(name: str, board: str, players: int) -> Any:
    """A new game of ``name`` with the page's options (unknown options keep the defaults)."""
    game = ir.load_game(name)
    options = dict(BOARDS.get(name, {}).get(board, {}))
    if players in PLAYERS.get(name, ()):
        options["players"] = players
    return game.new_game(game.rules_class(**options)) if options else game.new_game()


class Game:
    """A game being played: the library's table (positions, moves, chance draws), the
    clicks chosen so far this turn, the seat a person plays (``None`` when people play every
    seat and there is no bot; else the bot plays every other seat), the bot's search."""

    def __init__(self, name: str, person: int | None, seed: int, board: str = "", players: int = 2) -> None:
        self.rng = random.Random(seed)
        self.bot = MCTSBot(iterations=BOT_ITERATIONS, seed=seed)
        self.person = person
        self.table = Table(new_state(name, board, players))
        self.chosen: list[ir.Input] = []
        self.message = ""
        self.search: Search | None = None
        self.cells_of: dict[str, list[str]] = {}  # the cells of each candidate move, for the analysis
        self.analysis: list[dict[str, Any]] = []  # the bot's last analysis, shown until the next move
        self.deal()

    def deal(self) -> None:
        """Let chance draw (Islands' tiles) until a seat is to move."""
        while self.table.deal(self.rng) is not None:
            pass

    def seat(self) -> int | None:
        """The seat to move, or ``None`` when the game is over."""
        seat = ir.to_move(self.table.state)
        return seat if isinstance(seat, int) else None

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.person is not None and seat != self.person

    def who(self, seat: int) -> str:
        """A seat as the page names it: "you", "the bot", or the seat's name when people play."""
        name = self.table.game.seat_names(self.table.state)[seat]
        if self.person is None:
            return name
        return f"you ({name})" if seat == self.person else f"the bot ({name})"

    def people_to_move(self) -> bool:
        return self.seat() is not None and not self.is_bot(self.seat())

    def play(self, move: Any) -> None:
        seat = self.seat()
        who = self.who(seat) if seat is not None else "chance"
        self.message = f"{who} played {self.table.game.move_text(move)}"
        self.table.play(move)
        self.chosen, self.search = [], None
        self.deal()

    def click(self, typed: str) -> None:
        """Add one click (``cell:c3``, ``action:swap``, ...); play the move once it is whole."""
        state = self.table.state
        if not self.people_to_move():
            self.message = "wait: it is the bot's turn" if self.seat() is not None else "the game is over"
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
            self.analysis = []
            self.play(move)

    def undo(self) -> None:
        """Take back this turn's clicks, or else back to before the last move a person played
        (the bot's search, if it is thinking, is dropped)."""
        self.search, self.analysis = None, []
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
        return isinstance(seat, int) and not self.is_bot(seat)

    # ------------------------------------------------------------------ the bot, in steps
    def think_start(self) -> bool:
        """Start the bot's search if it is to move; whether it is thinking now."""
        if not self.is_bot(self.seat()):
            return False
        if self.search is None:
            state = self.table.state
            self.search = self.bot.search(state)
            self.cells_of = {}
            for inputs, move in ir.input_sequences(state):
                text = self.table.game.move_text(move)
                if text not in self.cells_of:
                    self.cells_of[text] = [click.value for click in inputs if click.kind == "cell"]
        return True

    def think_step(self, milliseconds: float) -> bool:
        """Search for about ``milliseconds``; play the move once the budget is spent. Whether
        the bot is still thinking."""
        if self.search is None:
            return False
        search, deadline = self.search, time.perf_counter() + milliseconds / 1000
        while not search.settled and search.iterations < BOT_ITERATIONS and time.perf_counter() < deadline:
            search.run(min(4, BOT_ITERATIONS - search.iterations))
        if search.settled or search.iterations > 0:
            self.analysis = self.shares(search.analysis())
        if search.settled or search.iterations >= BOT_ITERATIONS:
            self.play(search.analysis().move)
            return False
        return True

    def shares(self, analysis: Any) -> list[dict[str, Any]]:
        """The top moves of an analysis with their visit shares and the cells they touch."""
        total = max(1, sum(stats.visits for stats in analysis.moves))
        top = []
        for stats in analysis.moves[:TOP_MOVES]:
            text = self.table.game.move_text(stats.move)
            share = stats.visits / total if analysis.iterations else 1.0
            top.append(
                {"move": text, "share": share, "value": stats.value, "cells": self.cells_of.get(text, [])}
            )
        return top

    # ------------------------------------------------------------------ what the page draws
    def last_move(self) -> Any:
        """The last move a seat played (not chance's draw), for the picture to outline."""
        for ply in range(self.table.plies - 1, -1, -1):
            if isinstance(ir.to_move(self.table.states[ply]), int):
                return self.table.moves[ply]
        return None

    def last_effects(self) -> list[str]:
        """What the last move a seat played did, an event a line in the viewer's words (the
        seats named as the page names them); nothing before the first move."""
        for ply in range(self.table.plies - 1, -1, -1):
            before = self.table.states[ply]
            if isinstance(ir.to_move(before), int):
                try:
                    events = ir.effects(before, self.table.moves[ply])
                except ir.PositionError:  # a game that does not describe what its moves do
                    return []
                seats = tuple(self.who(seat) for seat in range(len(self.table.game.seat_names(before))))
                return [describe_event(event, seats) for event in events]
        return []

    def result(self) -> str | None:
        """The result in a sentence, with the score."""
        state = self.table.state
        outcome = ir.outcome(state)
        if outcome is None:
            return None
        names = self.table.game.seat_names(state)
        if outcome.winner is None:
            said = f"A draw, decided by {outcome.decided_by}."
        else:
            winner = self.who(names.index(outcome.winner))
            verb = "win" if winner.startswith("you") else "wins"
            said = f"{winner[0].upper()}{winner[1:]} {verb} by {outcome.decided_by}."
        scores = ir.summary(state)
        points = ", ".join(f"{self.who(seat)} {scores[name]['points']}" for seat, name in enumerate(names))
        return f"{said} Points: {points}."

    def pictures(self, choices: list[ir.Input]) -> dict[str, str]:
        """The library's picture of each choice that is a tile (LSD's tile types and turns,
        Islands' rotations of the drawn tile), by the choice's text."""
        state, seat = self.table.state, self.seat()
        pictures: dict[str, str] = {}
        if seat is None:
            return pictures
        if self.table.game.name == "lsd":
            owner = self.table.game.seat_names(state)[seat]
            icon = next((c.value[-1] for c in self.chosen if c.kind == "tile"), "")
            for choice in choices:
                if choice.kind == "tile":
                    pictures[str(choice)] = lsd.tile_svg(lsd.Tile(owner, choice.value[:-1], choice.value[-1]))
                elif choice.kind == "turn" and icon:
                    pictures[str(choice)] = lsd.tile_svg(lsd.Tile(owner, choice.value, icon))
        elif self.table.game.name == "islands" and state.drawn is not None:
            for choice in choices:
                if choice.kind == "turn":
                    pictures[str(choice)] = islands.tile_svg(state.drawn, int(choice.value))
        return pictures

    def view(self) -> dict[str, Any]:
        """What the page draws: the board, the choices that are not cells, the scores."""
        state, game = self.table.state, self.table.game
        offered = ir.next_inputs(state, self.chosen) if self.people_to_move() else []
        # in the library's order, but for numbered choices (Islands' rotations), in number order
        choices = sorted(
            (click for click in offered if click.kind != "cell"),
            key=lambda click: int(click.value) if click.value.isdigit() else 0,
        )
        names = game.seat_names(state)
        seat = self.seat()
        picture: dict[str, Any] = {
            "size": None,
            "highlight": [click.value for click in offered if click.kind == "cell"],
            "selected": [click.value for click in self.chosen if click.kind == "cell"],
            "last_move": self.last_move(),
        }
        if game.name == "islands":
            picture["panel"] = False  # the page's own panel says what it says
        return {
            "game": game.name,
            "title": game.title,
            "svg": ir.svg(state, **picture),
            "cell_units": ir.svg_grid(state, **picture).cell,  # so the page sizes it without a layout
            "choices": [str(click) for click in choices],
            "pictures": self.pictures(choices),
            "drawn": islands.tile_svg(state.drawn) if game.name == "islands" and state.drawn else None,
            "chosen": [str(click) for click in self.chosen],
            "seats": [self.who(index) for index in range(len(names))],
            "to_move": None if seat is None else self.who(seat),
            "person": self.person,
            "bot_to_move": self.is_bot(seat),
            "scores": {self.who(index): ir.summary(state)[name] for index, name in enumerate(names)},
            "lines": game.describe(state),
            "effects": self.last_effects(),
            "result": self.result(),
            "message": self.message,
            "plies": self.table.plies,
            "analysis": self.analysis,
        }


GAME: Game | None = None


def current() -> Game:
    if GAME is None:
        raise ir.IslandsRulesError("no game started")
    return GAME


def start(name: str, person: int, seed: int, board: str = "", players: int = 2) -> str:
    """A new game of ``name``; ``person`` is the seat a person plays against the bot, or -1
    for people only; ``board`` ("small" or "") and ``players`` are the page's options."""
    global GAME
    GAME = Game(name, None if person < 0 else person, seed, board, players)
    return json.dumps(GAME.view())


def options() -> str:
    """The options the page offers for each game: its boards ("" is the standard one) and
    its numbers of players."""
    return json.dumps(
        {
            name: {"boards": ["", *BOARDS.get(name, {})], "players": list(PLAYERS.get(name, (2,)))}
            for name in ir.builtin_games()
        }
    )


def click(typed: str) -> str:
    current().click(typed)
    return json.dumps(current().view())


def undo() -> str:
    current().undo()
    return json.dumps(current().view())


def view() -> str:
    return json.dumps(current().view())


def think_start() -> bool:
    """Whether the bot starts (or goes on) thinking: the worker then calls :func:`think_step`."""
    return current().think_start()


def think_step(milliseconds: float) -> str:
    """One step of the bot's search: ``{"thinking": ..., "analysis": [...]}``, with the whole
    view once the bot has moved."""
    thinking = current().think_step(milliseconds)
    if thinking:
        return json.dumps({"thinking": True, "analysis": current().analysis})
    return json.dumps({"thinking": False, "view": current().view()})


def record() -> str:
    """The game so far as a record's text: what the page offers to download."""
    return ir.write_record(current().table.record({"Site": "islands_rules web example"}))


def snapshot() -> str:
    """The record and the library's client view of the same moment (the browser test
    compares them while the bot may be thinking between two of its calls)."""
    game = current()
    return json.dumps(
        {"record": record(), "view": ir.client_view(game.table.state), "plies": game.table.plies}
    )


def client_view() -> str:
    """The library's client view of the position (the browser test compares it)."""
    return json.dumps(ir.client_view(current().table.state))
