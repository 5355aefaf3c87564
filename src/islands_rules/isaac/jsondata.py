"""Isaac states as JSON-safe data, read back key by key.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. Reading checks every key and value, and that the
position can arise in a game through :func:`~islands_rules.isaac.setup_position`, the one
check that position strings and hand-made positions go through too (no overlapping tiles,
tiles and hands adding up to the piece set, turns, passes and the ply adding up, scores
that removals can make, counters apart), and names the key at fault (``dark.tiles[1]``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import IslandsRulesError, PositionError, RecordError, shown
from ..core.options import rules_from_dict, rules_to_dict
from ._setup import setup_position
from .state import PLAYERS, GameState, Phase, Player, Rules

__all__ = ["FORMAT_VERSION", "state_from_dict", "state_to_dict"]

FORMAT_VERSION = 2
"""The version of the data, the same as the record format's."""

_PLAYER_KEYS = {"score", "tiles", "unplaced", "last_removed", "passed"}
_LARGEST = 10**9 - 1


def state_to_dict(state: GameState) -> dict[str, Any]:
    """``state`` as JSON-safe data; :func:`state_from_dict` reads it back.

    >>> from islands_rules.isaac import Rules, new_game, play
    >>> data = state_to_dict(play(new_game(Rules(size=4, pieces=((2, 1, 2),))), "a1-b1"))
    >>> data["rules"], data["phase"], data["to_move"]
    ({'pieces': [[2, 1, 2]], 'size': 4, 'target': 16}, 'placement', 'light')
    >>> data["dark"]
    {'score': 0, 'tiles': ['a1-b1'], 'unplaced': [1], 'last_removed': 0, 'passed': False}

    :raises RecordError: if ``state`` is not an Isaac state.
    """
    if not isinstance(state, GameState):
        raise RecordError(f"expected an isaac GameState, got {type(state).__name__}")
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "type": "state",
        "game": "isaac",
        "rules": rules_to_dict(state.rules),
        "ply": state.ply,
        "phase": state.phase.value,
        "to_move": None if state.to_move is None else state.to_move.value,
    }
    for player in PLAYERS:
        seat = player.seat
        data[player.value] = {
            "score": state.scores[seat],
            "tiles": [str(tile) for tile in state.tiles(player)],
            "unplaced": list(state.hands[seat]),
            "last_removed": state.last_removed[seat],
            "passed": state.passed[seat],
        }
    return data


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def _dict(key: str, value: object, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(f"{key}: must be a dict, got {_kind(value)}")
    missing, unknown = keys - set(value), set(value) - keys
    if missing:
        raise RecordError(f"{key}: lacks the key(s) {', '.join(sorted(missing))}")
    if unknown:
        raise RecordError(f"{key}: has unknown key(s) {', '.join(sorted(map(shown, unknown)))}")
    return value


def _int(key: str, value: object, low: int = 0, high: int = _LARGEST) -> int:
    if type(value) is not int or not low <= value <= high:
        raise RecordError(f"{key}: must be an int from {low} to {high}, got {shown(value)}")
    return value


def _choice(key: str, value: object, allowed: tuple[str | None, ...]) -> Any:
    if value not in allowed:
        raise RecordError(f"{key}: must be one of {', '.join(map(shown, allowed))}, got {shown(value)}")
    return value


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The state :func:`state_to_dict` described.

    >>> from islands_rules.isaac import new_game
    >>> state_from_dict(state_to_dict(new_game())) == new_game()
    True
    >>> state_from_dict({**state_to_dict(new_game()), "ply": -1})
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: ply: must be an int from 0 to 999999999, got -1

    :raises RecordError: if ``data`` is not such a state; the message names the key.
    """
    top = {"format", "type", "game", "rules", "ply", "phase", "to_move", "dark", "light"}
    fields = _dict("state data", data, top)
    if type(fields["format"]) is not int or fields["format"] != FORMAT_VERSION:
        raise RecordError(f"format: must be {FORMAT_VERSION}, got {shown(fields['format'])}")
    _choice("type", fields["type"], ("state",))
    _choice("game", fields["game"], ("isaac",))
    try:
        rules: Rules = rules_from_dict(Rules, fields["rules"])
    except IslandsRulesError as error:
        raise RecordError(f"rules: {error}") from None
    ply = _int("ply", fields["ply"])
    phase = Phase(_choice("phase", fields["phase"], tuple(p.value for p in Phase)))
    to_move = _choice("to_move", fields["to_move"], ("dark", "light", None))
    own = {player: _dict(player.value, fields[player.value], _PLAYER_KEYS) for player in PLAYERS}
    for player, values in own.items():
        name = player.value
        for key in ("tiles", "unplaced"):
            if not isinstance(values[key], list):
                raise RecordError(f"{name}.{key}: must be a list, got {_kind(values[key])}")
        for i, item in enumerate(values["unplaced"]):
            _int(f"{name}.unplaced[{i}]", item)
        _int(f"{name}.score", values["score"])
        _int(f"{name}.last_removed", values["last_removed"])
    dark, light = own[Player.DARK], own[Player.LIGHT]
    try:
        return setup_position(
            rules=rules,
            dark=[_text(f"dark.tiles[{i}]", tile) for i, tile in enumerate(dark["tiles"])],
            light=[_text(f"light.tiles[{i}]", tile) for i, tile in enumerate(light["tiles"])],
            dark_unplaced=dark["unplaced"],
            light_unplaced=light["unplaced"],
            phase=phase,
            dark_score=dark["score"],
            light_score=light["score"],
            dark_passed=dark["passed"],
            light_passed=light["passed"],
            to_move=None if to_move is None else Player(to_move),
            dark_last_removed=dark["last_removed"],
            light_last_removed=light["last_removed"],
            ply=ply,
        )
    except PositionError as error:
        raise RecordError(f"{error.field or 'state data'}: {error}") from None


def _text(key: str, value: object) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{key}: must be a tile such as 'c3-g3', got {_kind(value)}")
    return value
