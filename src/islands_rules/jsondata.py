"""States and games as JSON-safe data: what :meth:`GameState.to_dict
<islands_rules.GameState.to_dict>` and :meth:`Game.to_dict <islands_rules.Game.to_dict>`
return and their ``from_dict`` read back.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. Every dict carries ``"format"`` (the version, the
same as the record format's) and ``"type"`` (``"state"`` or ``"game"``). Reading checks
every key and value and the rules, and names the key at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from .cells import Colour
from .core.errors import IllegalMoveError, IslandsRulesError, RecordError
from .game import Game
from .records import FORMAT_VERSION, result_text
from .rules import setup_position
from .state import GameState, Phase, Rules

__all__ = ["game_from_dict", "game_to_dict", "state_from_dict", "state_to_dict"]


def state_to_dict(state: GameState) -> dict[str, Any]:
    """The data of :meth:`GameState.to_dict <islands_rules.GameState.to_dict>`."""
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "type": "state",
        "rules": attrs.asdict(state.rules),
        "to_move": state.to_move.value,
        "phase": state.phase.value,
        "ply": state.ply,
    }
    for colour in Colour:
        data[f"{colour}"] = [str(cell) for cell in sorted(state.tiles(colour))]
        data[f"{colour}_bridges"] = [str(bridge) for bridge in state.bridges(colour)]
    data |= {
        "light_tiles_left": state.light_tiles_left,
        "dark_tiles_left": state.dark_tiles_left,
        "bridges_left": state.bridges_left,
        "light_declined": state.light_declined,
        "swapped": state.swapped,
    }
    return data


def game_to_dict(game: Game) -> dict[str, Any]:
    """The data of :meth:`Game.to_dict <islands_rules.Game.to_dict>`."""
    return {
        "format": FORMAT_VERSION,
        "type": "game",
        "rules": attrs.asdict(game.rules),
        "tags": dict(game.tags),
        "moves": [str(move) for move in game.moves],
        "comments": [{"ply": ply, "text": text} for ply, text in game.comments.items()],
        "result": result_text(game.final),
    }


# ------------------------------------------------------------------------------- reading


def _fail(key: str, reason: str) -> RecordError:
    return RecordError(f"{key}: {reason}")


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def _fields(
    data: object, kind: str, required: set[str], optional: frozenset[str] = frozenset()
) -> Mapping[str, Any]:
    """``data`` checked to be a dict of ``kind`` in this format, with exactly the keys allowed."""
    if not isinstance(data, Mapping):
        raise RecordError(f"{kind} data must be a dict, got {_kind(data)}")
    version = data.get("format")
    if type(version) is not int or version != FORMAT_VERSION:
        raise _fail("format", f"must be {FORMAT_VERSION}, the version this library reads; got {version!r}")
    if data.get("type") != kind:
        raise _fail("type", f"must be {kind!r}, got {data.get('type')!r}")
    keys = set(data)
    missing, unknown = required - keys, keys - required - optional - {"format", "type"}
    if missing:
        raise RecordError(f"{kind} data lacks the key(s) {', '.join(sorted(missing))}")
    if unknown:
        raise RecordError(f"{kind} data has unknown key(s) {', '.join(sorted(map(repr, unknown)))}")
    return data


def _int(key: str, value: object, *, optional: bool = False) -> Any:
    if (value is None and optional) or (type(value) is int and value >= 0):
        return value
    wanted = "an int of at least 0" + (" or null" if optional else "")
    raise _fail(key, f"must be {wanted}, got {value!r}")


def _bool(key: str, value: object) -> bool:
    if type(value) is not bool:
        raise _fail(key, f"must be true or false, got {value!r}")
    return value


def _strings(key: str, value: object) -> list[str]:
    if not isinstance(value, list):
        raise _fail(key, f"must be a list of strings, got {_kind(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise _fail(f"{key}[{index}]", f"must be a string, got {_kind(item)}")
    return value


def _choice(key: str, value: object, allowed: list[str]) -> str:
    if value not in allowed:
        raise _fail(key, f"must be one of {', '.join(map(repr, allowed))}, got {value!r}")
    return str(value)


def _rules_from(value: object) -> Rules:
    if not isinstance(value, Mapping) or set(value) != {"board_size", "tiles_per_colour", "bridges"}:
        raise _fail("rules", "must be a dict with the keys board_size, tiles_per_colour and bridges")
    try:
        return Rules(**value)
    except IslandsRulesError as error:
        raise _fail("rules", str(error)) from None


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The state :func:`state_to_dict` described; see :meth:`GameState.from_dict
    <islands_rules.GameState.from_dict>`."""
    colours = [colour.value for colour in Colour]
    keys = {"rules", "to_move", "phase", "ply", "light_declined", "swapped", "bridges_left"}
    keys |= {f"{colour}{part}" for colour in colours for part in ("", "_bridges", "_tiles_left")}
    fields = _fields(data, "state", keys)
    rules = _rules_from(fields["rules"])
    try:
        state = setup_position(
            rules=rules,
            light=_strings("light", fields["light"]),
            dark=_strings("dark", fields["dark"]),
            light_bridges=_strings("light_bridges", fields["light_bridges"]),
            dark_bridges=_strings("dark_bridges", fields["dark_bridges"]),
            to_move=Colour(_choice("to_move", fields["to_move"], colours)),
            phase=Phase(_choice("phase", fields["phase"], [phase.value for phase in Phase])),
            light_tiles_left=_int("light_tiles_left", fields["light_tiles_left"], optional=True),
            dark_tiles_left=_int("dark_tiles_left", fields["dark_tiles_left"], optional=True),
            bridges_left=_int("bridges_left", fields["bridges_left"], optional=True),
            light_declined=_bool("light_declined", fields["light_declined"]),
            swapped=_bool("swapped", fields["swapped"]),
        )
    except IslandsRulesError as error:
        raise RecordError(f"state data: {error}") from None
    # The turns played are the placements, bridges, swap and light's decline, plus dark's
    # final decline if the game ended with one: nothing else can be counted from the board.
    ply, counted = _int("ply", fields["ply"]), state.ply
    if ply != counted and not (state.is_over and ply == counted + 1):
        also = f" or {counted + 1} (a game dark ended by declining)" if state.is_over else ""
        raise _fail("ply", f"must be {counted}{also} for this position, got {ply}")
    return attrs.evolve(state, ply=ply)


def game_from_dict(data: Mapping[str, Any]) -> Game:
    """The game :func:`game_to_dict` described; see :meth:`Game.from_dict
    <islands_rules.Game.from_dict>`."""
    fields = _fields(data, "game", {"rules", "moves"}, frozenset({"tags", "comments", "result"}))
    rules = _rules_from(fields["rules"])
    moves = _strings("moves", fields["moves"])
    tags = fields.get("tags", {})
    if not isinstance(tags, Mapping):
        raise _fail("tags", f"must be a dict of strings, got {_kind(tags)}")
    for name, value in tags.items():
        if not isinstance(value, str):
            raise _fail(f"tags[{name!r}]", f"must be a string, got {_kind(value)}")
    listed = fields.get("comments", [])
    if not isinstance(listed, list):
        raise _fail("comments", f"must be a list, got {_kind(listed)}")
    comments = {}
    for number, comment in enumerate(listed):
        if not isinstance(comment, Mapping) or set(comment) != {"ply", "text"}:
            raise _fail(f"comments[{number}]", 'must be a dict {"ply": ..., "text": ...}')
        ply = _int(f"comments[{number}].ply", comment["ply"])
        if ply in comments:
            raise _fail(f"comments[{number}]", f"a second comment at ply {ply}")
        comments[ply] = comment["text"]
    try:
        game = Game(moves, rules=rules, tags=tags, comments=comments)
    except IllegalMoveError as error:
        token = moves[error.ply - 1]
        raise RecordError(f"moves[{error.ply - 1}]: {error.reason}", ply=error.ply, token=token) from None
    except IslandsRulesError as error:
        raise RecordError(f"game data: {error}") from None
    if "result" in fields:
        actual = result_text(game.final)
        if fields["result"] != actual:
            raise _fail("result", f"says {fields['result']!r}, but after the moves it is {actual!r}")
    return game
