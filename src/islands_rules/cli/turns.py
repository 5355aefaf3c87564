"""What the terminal game says about a turn: the legal moves a filter picks, and what a move
did (:func:`announce`), for any game.

>>> legal = ["a1,c3", "a1,c30", "c3,d4", "swap"]
>>> pick_moves(legal, ["c3"])
['a1,c3', 'c3,d4']
>>> pick_moves(legal, ["swap"])
['swap']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..core.errors import PositionError
from ..core.events import Event
from ..core.protocol import Game
from ..core.words import counted

__all__ = ["MOST_LISTED", "announce", "event_text", "list_moves", "pick_moves"]

MOST_LISTED = 200
"""The most moves ``moves`` lists at once; past that it says how many more there are."""

_RESTATED = frozenset({"place", "placement", "draw", "pass", "discard", "move"})
"""Event kinds that only restate the move the line above already names."""


def pick_moves(moves: Sequence[str], words: Sequence[str]) -> list[str]:
    """The moves (as text) that contain every word of ``words`` as a whole part: a cell ``c3``
    matches ``a1,c3`` and ``c3-c5`` but not ``c30``; a move's start (``nesx``) or the whole
    move (``swap``) matches too. Case does not matter.

    >>> pick_moves(["nesx@0,-1", "nesx@10,-1", "n+@0,-1"], ["0,-1"])
    ['nesx@0,-1', 'n+@0,-1']
    >>> pick_moves(["nesx@0,-1", "nes+@1,0"], ["nes"])
    ['nesx@0,-1', 'nes+@1,0']
    """
    patterns = [re.compile(rf"(?<![a-z0-9]){re.escape(word.lower())}(?![0-9])") for word in words]
    return [move for move in moves if all(pattern.search(move.lower()) for pattern in patterns)]


def list_moves(moves: Sequence[str], words: Sequence[str]) -> list[str]:
    """The lines ``moves [WORD ...]`` prints: how many legal moves there are (and how many the
    words pick), then those moves, at most :data:`MOST_LISTED` of them.

    >>> list_moves(["a1,b1", "a1,c3", "swap"], [])
    ['3 legal moves:', 'a1,b1 a1,c3 swap']
    >>> list_moves(["a1,b1", "a1,c3", "swap"], ["c3"])
    ['1 of 3 legal moves has c3:', 'a1,c3']
    >>> list_moves(["a1,b1"], ["z9"])
    ['none of the 1 legal move has z9']
    """
    total = counted(len(moves), "legal move")
    if not words:
        picked, head = list(moves), f"{total}:"
    else:
        picked = pick_moves(moves, words)
        has = " ".join(words)
        if not picked:
            return [f"none of the {total} has {has}"]
        head = f"{len(picked):,} of {total} {'has' if len(picked) == 1 else 'have'} {has}:"
    shown = " ".join(picked[:MOST_LISTED])
    lines = [head, shown]
    if len(picked) > MOST_LISTED:
        lines.append(f"... and {len(picked) - MOST_LISTED:,} more: narrow them with 'moves CELL'")
    return lines


def event_text(event: Event, seats: Sequence[str]) -> str:
    """One event in words: a score as who scored how much for what, anything else as its
    kind, whom it concerns and the cells involved.

    >>> event_text(Event("score", seat=1, points=4, feature="island", cells=["0,1", "0,0"]), ["red", "blue"])
    'blue scores 4 points for the island on 0,1 0,0'
    >>> event_text(Event("score", seat=0, points=-1, feature="line"), ["red", "blue"])
    'red loses 1 point for the line'
    >>> event_text(Event("capture", seat=0, cells=["1,0"]), ["red", "blue"])
    'capture by red: 1,0'
    >>> event_text(Event("bridge", seat=1, detail={"joins": [["f6", "g6"], ["f8"]]}), ["light", "dark"])
    'bridge by dark: joins f6 g6 / f8'
    >>> event_text(Event("network", seat=0, points=2, cells=["a1", "b1"]), ["light", "dark"])
    'network by light: a1 b1; 2 points'
    >>> event_text(Event("end", detail={"winner": 0, "decided_by": "points"}), ["light", "dark"])
    'end: winner light; decided by points'
    """
    who = seats[event.seat] if event.seat is not None and 0 <= event.seat < len(seats) else None
    cells = " ".join(event.cells)
    if event.kind == "score":
        points = event.points or 0
        text = f"{who or 'nobody'} {'scores' if points >= 0 else 'loses'} {counted(abs(points), 'point')}"
        if event.feature:
            text += f" for the {event.feature}"
        return text + (f" on {cells}" if cells else "")
    text = event.kind.replace("_", " ") + (f" by {who}" if who else "")
    extra = [cells] if cells else []
    if event.points is not None:  # a tally that is no score of its own (Ponte's networks at the end)
        extra.append(counted(event.points, "point"))
    for key, value in event.detail:
        if key == "winner" and type(value) is int and 0 <= value < len(seats):
            value = seats[value]  # the seat's name, as the line says who
        extra.append(f"{key.replace('_', ' ')} {_words(value)}")
    return text + (f": {'; '.join(extra)}" if extra else "")


def _words(value: Any) -> str:
    """A detail's value in words: a list as its items one space apart, a list of lists with
    `` / `` between them (the networks a bridge joins), anything else as it is."""
    if isinstance(value, tuple):
        nested = any(isinstance(item, tuple) for item in value)
        return (" / " if nested else " ").join(_words(item) for item in value) or "none"
    return str(value)


def announce(game: Game[Any, Any, Any], before: Any, move: Any) -> list[str]:
    """What ``move`` did in ``before``, a line per event (captures, scores, ...) but those that
    only restate the move; nothing for a game that does not say what its moves do.

    >>> import islands_rules as ir
    >>> announce(ir.load_game("ponte"), ir.new_game("ponte"), "a1,c3")  # no effects yet: nothing
    []
    """
    try:
        events = game.effects(before, move)
    except PositionError:  # the game does not describe what its moves do
        return []
    seats = game.seat_names(before)
    return [event_text(event, seats) for event in events if event.kind not in _RESTATED]
