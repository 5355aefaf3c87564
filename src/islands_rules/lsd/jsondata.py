"""States as JSON-safe data: :func:`state_to_dict` and :func:`state_from_dict`.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. The tiles on the field are listed per owner in
the move notation (``"es+@2,-1"``), each player's supply as the ``TileSet`` tag writes
it. Reading checks every key and value and names the path of the one at fault
(``field.blue[1]``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.data import FORMAT_VERSION, boolean, choice, fail, fields, natural, shown
from ..core.errors import IslandsRulesError, quote
from ..core.options import rules_from_dict, rules_to_dict
from . import _engine
from ._reachable import checked_state
from ._tiles import ICONS, TYPES, TileSet, sides_mask
from .moves import Placement, parse_move
from .state import GameState, Rules

__all__ = ["FORMAT_VERSION", "state_from_dict", "state_to_dict"]

_KEYS = {"rules", "ply", "to_move", "over", "winner", "field", "supply", "captures", "last_captured"}


def _tokens(state: GameState, items: list[tuple[int, int]]) -> dict[str, list[str]]:
    listed: dict[str, list[str]] = {name: [] for name in state.players}
    for k, code in sorted(items):
        x, y = _engine.cell(k)
        tile = state.players[code >> 5]
        listed[tile].append(str(Placement(_sides(code), ICONS[code >> 4 & 1], x, y)))
    return listed


def _sides(code: int) -> str:
    return "".join(letter for d, letter in enumerate("nesw") if code >> d & 1)


def state_to_dict(state: GameState) -> dict[str, Any]:
    """``state`` as JSON-safe data, with the format version inside; see :func:`state_from_dict`.

    >>> from islands_rules import lsd
    >>> data = lsd.state_to_dict(lsd.play(lsd.new_game(), "ne+@0,0"))
    >>> data["format"], data["game"], data["field"], data["to_move"], data["supply"]["red"][:10]
    (2, 'lsd', {'red': ['ne+@0,0'], 'blue': []}, 'blue', 'n+:2 nx:2 ')
    """
    names = state.players
    return {
        "format": FORMAT_VERSION,
        "type": "state",
        "game": "lsd",
        "rules": rules_to_dict(state.rules),
        "ply": state.ply,
        "to_move": names[state.to_move],
        "over": state.is_over,
        "winner": None if state.winner is None else names[state.winner],
        "field": _tokens(state, list(state._field.items())),
        "supply": {name: _supply_text(counts) for name, counts in zip(names, state._supply, strict=True)},
        "captures": dict(zip(names, state._captures, strict=True)),
        "last_captured": _tokens(state, list(state._last_captured)),
    }


def _supply_text(counts: tuple[int, ...]) -> str:
    return " ".join(f"{name}:{count}" for name, count in zip(TYPES, counts, strict=True) if count)


# ------------------------------------------------------------------------------------ reading


def _per_player(path: str, value: object, names: tuple[str, ...]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or set(value) != set(names):
        raise fail(path, f"must be a dict with one key per player: {', '.join(names)}")
    return value


def _cells(path: str, value: object, seat: int, into: dict[int, int]) -> None:
    if not isinstance(value, list):
        raise fail(path, f"must be a list of tiles such as 'ne+@0,0', got {shown(value)}")
    for index, token in enumerate(value):
        where = f"{path}[{index}]"
        if not isinstance(token, str):
            raise fail(where, f"must be a tile such as 'ne+@0,0', got {shown(token)}")
        try:
            move = parse_move(token)
        except IslandsRulesError as error:
            raise fail(where, str(error)) from None
        if not isinstance(move, Placement) or not _engine.in_range(move.x, move.y):
            raise fail(where, f"{quote(token)} is not a tile on a cell a game can reach")
        k = _engine.key(move.x, move.y)
        if k in into:
            raise fail(where, f"a second tile on {move.x},{move.y}")
        into[k] = seat << 5 | ICONS.index(move.icon) << 4 | sides_mask(move.sides)


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The state :func:`state_to_dict` described, checked key by key.

    >>> from islands_rules import lsd
    >>> state = lsd.play(lsd.play(lsd.new_game(), "e+@0,0"), "ewx@1,0")
    >>> lsd.state_from_dict(lsd.state_to_dict(state)) == state
    True

    :raises RecordError: if ``data`` is not such a state, or not one a game could reach
        (a half-dot facing an empty side, tiles that do not add up, a ply that does not
        match the turns); the message names the key at fault.
    """
    fields(data, "state", _KEYS | {"game"})
    if data["format"] != FORMAT_VERSION:  # format 1 knew only Ponte del Diavolo
        raise fail("format", f"must be {FORMAT_VERSION} for an LSD state, got {shown(data['format'])}")
    if data["game"] != "lsd":
        raise fail("game", f"must be 'lsd', got {shown(data['game'])}")
    try:
        rules: Rules = rules_from_dict(Rules, data["rules"])
    except IslandsRulesError as error:
        raise fail("rules", str(error)) from None
    names = rules.player_names
    field: dict[int, int] = {}
    captured: dict[int, int] = {}
    for seat, name in enumerate(names):
        _cells(f"field.{name}", _per_player("field", data["field"], names)[name], seat, field)
        _cells(
            f"last_captured.{name}",
            _per_player("last_captured", data["last_captured"], names)[name],
            seat,
            captured,
        )
    supply, captures = [], []
    for name in names:
        text = _per_player("supply", data["supply"], names)[name]
        if not isinstance(text, str):
            raise fail(f"supply.{name}", f"must be a tile set such as 'n+:2 ns+:1', got {shown(text)}")
        try:
            supply.append(TileSet(text).counts if text.strip() else (0,) * len(TYPES))
        except IslandsRulesError as error:
            raise fail(f"supply.{name}", str(error)) from None
        captures.append(natural(f"captures.{name}", _per_player("captures", data["captures"], names)[name]))
    ply = natural("ply", data["ply"])
    to_move = choice("to_move", data["to_move"], list(names))
    over, winner = boolean("over", data["over"]), data["winner"]
    if winner is not None and (winner not in names or not over):
        raise fail("winner", f"must be null or, once over, a player's name; got {shown(winner)}")
    return checked_state(
        rules,
        field,
        tuple(supply),
        tuple(captures),
        ply,
        _fail,
        to_move=names.index(to_move),
        over=over,
        winner=None if winner is None else names.index(winner),
        last_captured=tuple(sorted(captured.items())),
    )


def _fail(part: str, reason: str) -> Exception:
    """The error for a part of the position, named by its key (``field@x,y``: ``field``)."""
    return fail(part.split("@")[0], reason)
