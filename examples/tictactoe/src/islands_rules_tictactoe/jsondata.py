"""States as JSON-safe data and back: the board as three rows of text, top row first.

>>> from islands_rules_tictactoe import GAME
>>> data = state_to_dict(GAME.play(GAME.new_game(), "a1"))
>>> data["rows"]
['...', '...', 'x..']
>>> state_from_dict(data) == GAME.play(GAME.new_game(), "a1")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from islands_rules import IslandsRulesError
from islands_rules.core.data import FORMAT_VERSION, fail, fields, kind, shown
from islands_rules.core.options import rules_from_dict, rules_to_dict

from .state import CELLS, LINES, PLAYERS, GameState, Rules

__all__ = ["state_from_dict", "state_to_dict"]

_SIDE = 3  # cells in a row of the board (R1)


def state_to_dict(state: GameState) -> dict[str, Any]:
    """``state`` as JSON-safe data: ``rows`` from row 3 down, each from column a, as the
    text picture shows them.

    >>> from islands_rules_tictactoe import GAME
    >>> state_to_dict(GAME.new_game())
    {'format': 2, 'type': 'state', 'game': 'tictactoe', 'rules': {}, 'rows': ['...', '...', '...']}
    """
    rows = [state.board[start : start + _SIDE] for start in range(0, len(CELLS), _SIDE)]
    return {
        "format": FORMAT_VERSION,
        "type": "state",
        "game": "tictactoe",
        "rules": rules_to_dict(state.rules),
        "rows": rows[::-1],
    }


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The state :func:`state_to_dict` described, once checked to be a position a game can
    reach: X has as many marks as O or one more (R1), and a line of three (R3) was the last move.

    >>> state_from_dict({"format": 2, "type": "state", "game": "tictactoe", "rules": {},
    ...                  "rows": ["...", ".o.", "..."]})
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: rows: x has 0 marks and o 1, but X moves first and they alternate (R1)

    :raises RecordError: if ``data`` is no such state; the message names the key at fault.
    """
    fields(data, "state", {"game", "rules", "rows"})
    if data["format"] != FORMAT_VERSION:  # format 1 knew only Ponte del Diavolo
        raise fail("format", f"must be {FORMAT_VERSION} for a tic-tac-toe state, got {shown(data['format'])}")
    if data["game"] != "tictactoe":
        raise fail("game", f"must be 'tictactoe', got {shown(data['game'])}")
    try:
        rules: Rules = rules_from_dict(Rules, data["rules"])
    except IslandsRulesError as error:
        raise fail("rules", str(error)) from None
    rows = data["rows"]
    if not isinstance(rows, list) or len(rows) != _SIDE:
        raise fail("rows", f"must be a list of 3 rows such as '.x.', got {kind(rows)}")
    for index, row in enumerate(rows):
        if not isinstance(row, str) or len(row) != _SIDE or set(row) - set("xo."):
            raise fail(f"rows[{index}]", f"must be 3 of x, o and . such as '.x.', got {shown(row)}")
    state = GameState(rules, "".join(reversed(rows)))
    return _reachable(state)


def _reachable(state: GameState) -> GameState:
    """``state`` if a game can reach it; otherwise the error naming the rule it breaks.

    The game stops at the first line (R3), so a player with a line made the last move, and
    the other has none. (Two lines of one player share a cell, as five marks cannot fill two
    apart: that cell was the last move.)
    """
    crosses, noughts = state.board.count("x"), state.board.count("o")
    if crosses - noughts not in (0, 1):
        raise fail(
            "rows", f"x has {crosses} marks and o {noughts}, but X moves first and they alternate (R1)"
        )
    last = "x" if crosses > noughts else "o"
    for player in PLAYERS:
        if player != last and any(all(state.board[place] == player for place in line) for line in LINES):
            raise fail("rows", f"{player} has three in a row, but {last} moved after the game ended (R3)")
    return state
