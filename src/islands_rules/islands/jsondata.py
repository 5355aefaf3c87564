"""States as JSON-safe data, and back, checked key by key.

A state is written as the position: ``tiles``, ``pieces``, ``supply`` (counts only),
``drawn``, ``discarded``, ``score`` (points by kind and pieces in hand), ``ply`` and
``to_move``; and the turns that reached it from the start (``moves``, record tokens), empty
for a position set up by hand. Reading builds the position with the same one check as
position strings and :func:`~islands_rules.islands.setup_position` (so it accepts any
position a game can reach, from any tile set); if ``moves`` are given it replays them too
and checks that they lead there. Data without ``tiles`` (written by release 0.1) is
replayed from its moves. Every error names the key path (``moves[3]``, ``tiles[2].x``).

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

from ..core.data import fail, natural, same, shown
from ..core.errors import IslandsRulesError, RecordError
from ..core.options import rules_from_dict, rules_to_dict
from ._reachable import Piece, Tile, checked_state
from ._tiles import LETTERS
from .moves import Draw, Move, parse_move
from .rules import apply, judge
from .scoring import POINT_KEYS, summary
from .state import Rules, State, new_game, to_move

__all__ = ["FORMAT_VERSION", "state_from_dict", "state_to_dict"]

FORMAT_VERSION = 2
"""The data format this library writes (version 2 has the ``game`` key)."""

_REQUIRED = frozenset({"format", "type", "game", "rules", "drawn"})
_POSITION = ("tiles", "pieces", "supply", "discarded", "score", "ply")
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
    """The state :func:`state_to_dict` described: the position it gives, checked to be one
    a game can reach, and the moves that led there, if any, replayed.

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
    missing, unknown = _REQUIRED - keys, keys - _REQUIRED - set(_DERIVED) - {"moves"}
    if missing:
        raise RecordError(f"state data lacks the key(s) {', '.join(sorted(missing))}")
    if unknown:
        raise RecordError(f"state data has unknown key(s) {', '.join(sorted(map(shown, unknown))[:5])}")
    try:
        rules: Rules = rules_from_dict(Rules, data["rules"])
    except IslandsRulesError as error:
        raise RecordError(f"rules: {error}") from None
    if "tiles" in data:
        lacking = [key for key in _POSITION if key not in data]
        if lacking:
            raise RecordError(f"state data with tiles lacks the key(s) {', '.join(lacking)}")
        state = _position(rules, data)
        if not data.get("moves"):
            checked: tuple[str, ...] = ("to_move",)  # the rest is the position just read (in any order)
        else:
            replayed = _replayed(rules, data)
            if replayed != state:
                raise RecordError("moves: they do not lead to the position the data gives")
            state, checked = replayed, ("to_move", *_DERIVED)
    elif "moves" not in data:
        raise RecordError("state data lacks the key(s) moves (or the position: tiles, ...)")
    else:
        state, checked = _replayed(rules, data), ("to_move", *_DERIVED)
    expected = _derived(state)
    for key in checked:
        if key in data and not same(data[key], expected[key]):
            raise RecordError(
                f"{key}: {shown(data[key])} does not match the position (it gives {expected[key]!r})"[:300]
            )
    return state


def _replayed(rules: Rules, data: Mapping[str, Any]) -> State:
    """The state the data's moves and tile drawn lead to from the start, every rule checked."""
    moves = data.get("moves")
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
    drawn = _drawn(data["drawn"])
    if drawn is not None:
        state = _played(state, Draw(drawn), "drawn")
    return state


def _drawn(value: object) -> str | None:
    if value is not None and not (isinstance(value, str) and len(value) == 1 and value in LETTERS):
        raise RecordError(f"drawn: must be a tile letter A to X or null, got {shown(value)}")
    return value


def _letter(path: str, value: object) -> str:
    if not (isinstance(value, str) and len(value) == 1 and value in LETTERS):
        raise fail(path, f"must be a tile letter A to X, got {shown(value)}")
    return value


def _record(path: str, value: object, keys: tuple[str, ...]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or set(value) != set(keys):
        raise fail(path, f"must be a dict with the keys {', '.join(keys)}, got {shown(value)}")
    return value


def _items(path: str, value: object) -> list[Any]:
    if not isinstance(value, list):
        raise fail(path, f"must be a list, got {shown(value)}")
    return value


def _cell(path: str, item: Mapping[str, Any]) -> tuple[int, int]:
    found = []
    for axis in ("x", "y"):
        value = item[axis]
        if type(value) is not int or abs(value) >= 10**9:
            raise fail(f"{path}.{axis}", f"must be an int of at most 9 digits, got {shown(value)}")
        found.append(value)
    return found[0], found[1]


def _position(rules: Rules, data: Mapping[str, Any]) -> State:
    """The position the data's parts describe, checked to be one a game can reach."""
    names = rules.seat_names
    tiles: list[Tile] = []
    for index, item in enumerate(_items("tiles", data["tiles"])):
        path = f"tiles[{index}]"
        item = _record(path, item, ("x", "y", "tile", "rotation"))
        rotation = item["rotation"]
        if type(rotation) is not int or rotation not in range(4):
            raise fail(f"{path}.rotation", f"must be 0, 1, 2 or 3, got {shown(rotation)}")
        tiles.append((*_cell(path, item), _letter(f"{path}.tile", item["tile"]), rotation))
    pieces: list[Piece] = []
    for index, item in enumerate(_items("pieces", data["pieces"])):
        path = f"pieces[{index}]"
        item = _record(path, item, ("x", "y", "segment", "player"))
        if item["player"] not in names:
            raise fail(f"{path}.player", f"must be one of {', '.join(names)}, got {shown(item['player'])}")
        if not isinstance(item["segment"], str):
            raise fail(f"{path}.segment", f"must be a segment such as 'i1', got {shown(item['segment'])}")
        pieces.append((*_cell(path, item), item["segment"], names.index(item["player"])))
    supply_data = data["supply"]
    if not isinstance(supply_data, Mapping) or not set(supply_data) <= set(LETTERS):
        raise fail("supply", f"must map tile letters to counts, got {shown(supply_data)}")
    supply = tuple(natural(f"supply.{letter}", supply_data.get(letter, 0)) for letter in LETTERS)
    discarded = tuple(
        _letter(f"discarded[{index}]", letter)
        for index, letter in enumerate(_items("discarded", data["discarded"]))
    )
    score = data["score"]
    if not isinstance(score, Mapping) or list(score) != list(names):
        raise fail("score", f"must have one entry per player, in seat order: {', '.join(names)}")
    hands, points = [], []
    for name in names:
        entry = _record(f"score.{name}", score[name], ("points", *POINT_KEYS, "pieces_in_hand"))
        kinds = tuple(natural(f"score.{name}.{key}", entry[key]) for key in POINT_KEYS)
        if natural(f"score.{name}.points", entry["points"]) != sum(kinds):
            raise fail(f"score.{name}.points", f"must be {sum(kinds)}, the points of every kind together")
        hands.append(natural(f"score.{name}.pieces_in_hand", entry["pieces_in_hand"]))
        points.append((kinds[0], kinds[1], kinds[2], kinds[3]))
    keys = {"tiles": "tiles", "pieces": "pieces", "hands": "score", "points": "score", "to_move": "to_move"}

    def refused(part: str, reason: str) -> RecordError:
        return fail(keys.get(part.split("@")[0], part.split("@")[0]), reason)

    return checked_state(
        rules,
        tiles,
        pieces,
        supply,
        _drawn(data["drawn"]),
        discarded,
        tuple(hands),
        tuple(points),
        natural("ply", data["ply"]),
        refused,
    )


def _played(state: State, move: Move, key: str) -> State:
    """``state`` after ``move``, every rule checked (R6-R14); the data's ``key`` names a refused move."""
    plan = judge(state, move)
    if isinstance(plan, str):
        raise RecordError(f"{key}: {plan}")
    return apply(state, move, plan)
