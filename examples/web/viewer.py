"""The web page's record viewer (run in the worker, through Pyodide): the browser twin of
``islands-rules show``. A record is untrusted input: it is read by the library alone
(``check_records`` never raises, and bounds what it reads), and everything taken from it
goes back to the page as plain strings, which the page sets as text, never as markup.
"""

from __future__ import annotations

import json
from typing import Any

import islands_rules as ir

MAX_CHARACTERS = 4_000_000
"""The longest text the viewer reads (the page refuses a bigger file before reading it)."""


class Viewer:
    """The first game of a record text: the game as far as it could be played, its tags,
    comments and problems; the text's other games are counted, not shown."""

    def __init__(self, text: str) -> None:
        if len(text) > MAX_CHARACTERS:
            raise ir.RecordError(
                f"the text holds {len(text):,} characters: the viewer reads at most {MAX_CHARACTERS:,}"
            )
        checks = ir.check_records(text)
        if not checks or checks[0].number is None:
            problems = checks[0].problems if checks else ()
            reason = "; ".join(str(problem) for problem in problems) or "the text holds no game"
            raise ir.RecordError(reason)
        self.games = len(checks)
        self.check = checks[0]
        self.record = self.check.record

    def steps(self) -> int:
        """The last step: one per ply played, and one more for a turn that could not be played."""
        failed = [p.ply for p in self.check.problems if p.ply is not None and p.ply > self.record.plies]
        return self.record.plies + (1 if failed else 0)

    def summary(self) -> dict[str, Any]:
        game = self.record.game
        tokens = [game.move_text(move) for move in self.record.moves]
        unplayed = next(
            (p.token for p in self.check.problems if p.ply == self.record.plies + 1 and p.token), None
        )
        if unplayed is not None and self.steps() > self.record.plies:
            tokens.append(unplayed)
        return {
            "game": game.name,
            "title": game.title,
            "games": self.games,
            "tags": [[str(name), str(value)] for name, value in self.check.text_tags.items()],
            "moves": tokens,
            "steps": self.steps(),
            "valid": self.check.valid,
            "problems": [self.problem(p) for p in self.check.problems],
        }

    @staticmethod
    def problem(problem: ir.Problem) -> dict[str, Any]:
        return {"ply": problem.ply, "text": str(problem), "error": problem.is_error}

    def step(self, step: int) -> dict[str, Any]:
        """The position after ``step`` plies (the last one played, for a turn that could not
        be): its picture, the move of that ply, its comment, effects and problems."""
        step = max(0, min(step, self.steps()))
        played = min(step, self.record.plies)
        game, state = self.record.game, self.record.states[played]
        move = self.record.moves[step - 1] if 0 < step <= self.record.plies else None
        effects: list[str] = []
        if move is not None:
            try:
                events = ir.effects(self.record.states[step - 1], move)
            except ir.PositionError:  # the game does not describe what its moves do
                events = ()
            effects = [describe_event(event, game.seat_names(state)) for event in events]
        return {
            "step": step,
            "svg": ir.svg(state, size=None, last_move=move),
            "cell_units": ir.svg_grid(state, size=None, last_move=move).cell,
            "move": None if move is None else game.move_text(move),
            "comment": self.record.comments.get(step),
            "effects": effects,
            "problems": [self.problem(p) for p in self.check.problems if p.ply == step],
            "lines": game.describe(state),
        }


def describe_event(event: ir.Event, seats: tuple[str, ...]) -> str:
    """An event in words: its kind, whose, its points and what scored, its cells."""
    parts = [event.kind]
    if event.seat is not None and 0 <= event.seat < len(seats):
        parts.append(f"for {seats[event.seat]}")
    if event.points is not None:
        parts.append(f"{event.points} point{'s' if event.points != 1 else ''}")
    if event.feature:
        parts.append(f"({event.feature})")
    if event.cells:
        parts.append("at " + " ".join(event.cells))
    return " ".join(parts)


VIEWER: Viewer | None = None


def open_record(text: str) -> str:
    """Read a record's text: its summary, or ``{"error": ...}`` with the library's message."""
    global VIEWER
    try:
        VIEWER = Viewer(text)
    except ir.IslandsRulesError as error:
        VIEWER = None
        return json.dumps({"error": str(error)})
    return json.dumps(VIEWER.summary())


def record_step(step: int) -> str:
    """The viewer's position after ``step`` plies."""
    if VIEWER is None:
        return json.dumps({"error": "no record is open"})
    return json.dumps(VIEWER.step(step))
