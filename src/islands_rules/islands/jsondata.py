"""States as JSON-safe data, and back, checked key by key.

A state is written as the turns that reached it (``moves``, record tokens) and the tile
drawn (``drawn``), with what they lead to spelled out for readers: ``ply``, ``to_move``,
``supply``, ``tiles``, ``pieces``, ``discarded`` and ``score``. Reading replays the moves
(so every rule is checked again) and, for each derived key present, checks that it agrees;
every error names the key path (``moves[3]``, ``rules.players``).

>>> from islands_rules import islands
>>> state = islands.play(islands.new_game(), "E@0,1r2:i1")
>>> data = islands.state_to_dict(state)
>>> data["format"], data["type"], data["game"], data["moves"], data["to_move"]
(2, 'state', 'islands', ['E@0,1r2:i1'], 'chance')
>>> islands.state_from_dict(data) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.data import shown
from ..core.errors import IslandsRulesError, RecordError
from ..core.options import rules_from_dict, rules_to_dict
from ._tiles import LETTERS
from .moves import Draw, Move, parse_move
from .rules import apply, judge
from .scoring import summary
from .state import Rules, State, new_game, to_move

__all__ = ["FORMAT_VERSION", "state_from_dict", "state_to_dict"]

FORMAT_VERSION = 2
"""The data format this library writes (version 2 has the ``game`` key)."""

_REQUIRED = frozenset({"format", "type", "game", "rules", "moves", "drawn"})
_DERIVED = ("ply", "to_move", "supply", "tiles", "pieces", "discarded", "score")


def _derived(state: State) -> dict[str, Any]:
    mover = to_move(state)
    return {
        "ply": state.ply,
        "to_move": mover
        if mover is None
        else "chance"
        if state.drawn is None
        else state.rules.seat_names[state.seat],
        "supply": {letter: count for letter, count in zip(LETTERS, state.supply, strict=True) if count},
        "tiles": [{"x": x, "y": y, "tile": tile, "rotation": r} for x, y, tile, r in state.tiles],
        "pieces": [
            {"x": x, "y": y, "segment": segment, "player": state.rules.seat_names[seat]}
            for x, y, segment, seat in state.pieces
        ],
        "discarded": list(state.discarded),
        "score": summary(state),
    }


def state_to_dict(state: State) -> dict[str, Any]:
    """``state`` as JSON-safe data (see the module documentation).

    >>> from islands_rules import islands
    >>> islands.state_to_dict(islands.new_game())["supply"]["X"]
    1
    """
    return {
        "format": FORMAT_VERSION,
        "type": "state",
        "game": "islands",
        "rules": rules_to_dict(state.rules),
        "moves": list(state.history),
        "drawn": state.drawn,
        **_derived(state),
    }


def state_from_dict(data: Mapping[str, Any]) -> State:
    """The state :func:`state_to_dict` described, replayed from its moves.

    >>> from islands_rules import islands
    >>> data = islands.state_to_dict(islands.new_game())
    >>> islands.state_from_dict({**data, "moves": ["E@0,1r2", "E@0,1r2"]})
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: moves[1]: (0, 1) already holds a tile (R7)

    :raises RecordError: if ``data`` is not such a state; the message names the key.
    """
    if not isinstance(data, Mapping):
        raise RecordError(f"state data must be a dict, got {shown(data)}")
    version = data.get("format")
    if type(version) is not int or version != FORMAT_VERSION:
        raise RecordError(f"format: must be {FORMAT_VERSION}, got {shown(version)}")
    for key, wanted in (("type", "state"), ("game", "islands")):
        if data.get(key) != wanted:
            raise RecordError(f"{key}: must be {wanted!r}, got {shown(data.get(key))}")
    keys = set(data)
    missing, unknown = _REQUIRED - keys, keys - _REQUIRED - set(_DERIVED)
    if missing:
        raise RecordError(f"state data lacks the key(s) {', '.join(sorted(missing))}")
    if unknown:
        raise RecordError(f"state data has unknown key(s) {', '.join(sorted(map(shown, unknown))[:5])}")
    try:
        rules: Rules = rules_from_dict(Rules, data["rules"])
    except IslandsRulesError as error:
        raise RecordError(f"rules: {error}") from None
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordError(f"moves: must be a list of turns, got {shown(moves)}")
    state = new_game(rules)
    for index, token in enumerate(moves):
        if not isinstance(token, str):
            raise RecordError(f"moves[{index}]: must be a string, got {shown(token)}")
        try:
            move: Move = parse_move(token)
        except IslandsRulesError as error:
            raise RecordError(f"moves[{index}]: {error}") from None
        state = _played(state, move, f"moves[{index}]")
    drawn = data["drawn"]
    if drawn is not None:
        if not isinstance(drawn, str):
            raise RecordError(f"drawn: must be a tile letter or null, got {shown(drawn)}")
        try:
            move = Draw(drawn)
        except IslandsRulesError as error:
            raise RecordError(f"drawn: {error}") from None
        state = _played(state, move, "drawn")
    expected = _derived(state)
    for key in _DERIVED:
        if key in data and data[key] != expected[key]:
            raise RecordError(
                f"{key}: {shown(data[key])} does not match the moves (they give {expected[key]!r})"[:300]
            )
    return state


def _played(state: State, move: Move, key: str) -> State:
    """``state`` after ``move``, every rule checked (R6-R14); the data's ``key`` names a refused move."""
    plan = judge(state, move)
    if isinstance(plan, str):
        raise RecordError(f"{key}: {plan}")
    return apply(state, move, plan)
