"""The Python half of the web page: one game at a time, through the library's public API.

The page's JavaScript calls :func:`start`, :func:`click`, :func:`back`, :func:`undo`,
:func:`bot_move` and :func:`record`, and draws the JSON that :func:`page` returns: the
library's own SVG with the clicks that may come next highlighted, the buttons for clicks
that are no cell, who is to move, the scores and the result. Every rule, click and reason
comes from the library; nothing here or in the JavaScript decides what is legal.

>>> view = start("ponte", "human")
>>> view["to_move"], len(view["buttons"]), view["svg"].startswith("<svg")
('light', 0, True)
>>> click("cell:a1")["chosen"], click("cell:a3")["last_move"]
(['cell:a1'], 'a1,a3')
>>> undo()["ply"]
0
"""

from __future__ import annotations

import json
import random
from typing import Any

import islands_rules as ir
from islands_rules.bots import MCTSBot, Table

#: The games on the page, each with the rules it starts from (Islands with two players).
GAMES: dict[str, Any] = {
    "ponte": ir.ponte.Rules(),
    "isaac": ir.load_game("isaac").rules_class(),
    "lsd": ir.load_game("lsd").rules_class(),
    "islands": ir.load_game("islands").rules_class(players=2),
}
#: A short search, so the bot answers within a few seconds in the browser.
BOT_ITERATIONS = 300
#: The seat the bot plays when a person plays against it.
BOT_SEAT = 1


class _Game:
    """The game on the page: its history, the clicks of the move being entered, who the
    bot plays, and the random draws of chance and bot (seeded, so a game can be replayed)."""

    def __init__(self, name: str, opponent: str, seed: int) -> None:
        if name not in GAMES:
            raise ir.IslandsRulesError(f"no game {name!r} on this page; the games are {', '.join(GAMES)}")
        if opponent not in ("human", "bot"):
            raise ir.IslandsRulesError(f"the opponent is 'human' or 'bot', not {opponent!r}")
        self.history = ir.History.start(GAMES[name])
        self.chosen: list[ir.Input] = []
        self.bots = {BOT_SEAT} if opponent == "bot" else set()
        self.chance = random.Random(seed)
        self.bot = MCTSBot(iterations=BOT_ITERATIONS, seed=seed)
        self.message = ""
        self.draw_chance()

    def draw_chance(self) -> None:
        """Play chance's draws (Islands' tile) until a seat is to move or the game is over."""
        while self.history.to_move is ir.CHANCE:
            self.history = self.history.play(ir.draw_chance(self.history.state, self.chance))


_game = _Game("ponte", "human", seed=1)


def start(name: str, opponent: str, seed: int = 1) -> dict[str, Any]:
    """A new game of ``name`` against a ``"human"`` or the ``"bot"`` (who plays seat 1).

    :raises IslandsRulesError: for a game or opponent the page does not offer.
    """
    global _game
    _game = _Game(name, opponent, seed)
    return page()


def click(text: str) -> dict[str, Any]:
    """Add the click ``text`` (``cell:c3``, ``action:swap``...) to the move being entered;
    play the move once the clicks make one. A click the library refuses leaves the move as
    it was, and the page says why."""
    game = _game
    state = game.history.state
    game.message = ""
    if game.history.outcome is not None or game.history.to_move in game.bots:
        game.message = "it is not your turn"
        return page()
    try:
        chosen = [*game.chosen, ir.Input.parse(text)]
        move = ir.move_for_inputs(state, chosen)
    except ir.IslandsRulesError as error:
        game.message = ir.why_input_refused(state, game.chosen, text) or str(error)
        return page()
    if move is None:
        game.chosen = chosen
    else:
        game.history, game.chosen = game.history.play(move), []
        game.draw_chance()
    return page()


def back() -> dict[str, Any]:
    """Take back the last click of the move being entered."""
    _game.chosen, _game.message = _game.chosen[:-1], ""
    return page()


def undo() -> dict[str, Any]:
    """Take back the last move a person made, with the bot's and chance's moves after it."""
    game = _game
    history, game.chosen, game.message = game.history, [], ""
    while history.ply:
        mover = history.game.to_move(history.states[-2])
        history = history.undo()
        if isinstance(mover, int) and mover not in game.bots:
            break  # back before a person's move, which that person is to play again
    game.history = history
    game.draw_chance()
    return page()


def bot_move() -> dict[str, Any]:
    """The bot's move, if it is the bot's turn (the page calls this after drawing the
    person's move, so the board shows it while the bot thinks)."""
    game = _game
    if game.history.outcome is None and game.history.to_move in game.bots:
        move = game.bot.choose(game.history.state)
        game.history = game.history.play(move)
        game.draw_chance()
    return page()


def record() -> str:
    """The game so far as a record's text (Islands' draws folded into the turns)."""
    table = Table(_game.history.states[0])
    for move in _game.history.moves:
        table.play(move)
    return ir.write_record(table.record({"Site": "islands_rules web example"}))


def client_view() -> str:
    """The library's :func:`islands_rules.client_view` of the position now, as JSON (what a
    test compares with its own replay of the record)."""
    return json.dumps(ir.client_view(_game.history.state))


def page() -> dict[str, Any]:
    """What the page draws now, JSON-safe."""
    game = _game
    history, state = game.history, game.history.state
    offered = ir.next_inputs(state, game.chosen) if history.outcome is None else []
    cells = [str(one.value) for one in offered if one.kind == "cell"]
    selected = [str(one.value) for one in game.chosen if one.kind == "cell"]
    names = history.game.seat_names(state)
    to_move = history.to_move
    outcome = history.outcome
    last = history.last_move
    return {
        "game": history.game.name,
        "title": history.game.title,
        "ply": history.ply,
        "to_move": names[to_move] if isinstance(to_move, int) else None,
        "bot_to_move": to_move in game.bots,
        "chosen": [str(one) for one in game.chosen],
        "cells": cells,
        "buttons": [str(one) for one in offered if one.kind != "cell"],
        "svg": ir.svg(state, highlight=cells, selected=selected, last_move=last),
        "last_move": None if last is None else history.game.move_text(last),
        "scores": ir.summary(state),
        "result": None if outcome is None else f"{outcome.result} ({outcome.decided_by})",
        "message": game.message,
    }


def page_json() -> str:
    """:func:`page` as JSON, for the JavaScript."""
    return json.dumps(page())
