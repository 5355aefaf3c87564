"""Isaac states as JSON-safe data, read back key by key.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. Reading checks every key and value, and that the
position could arise in a game (no overlapping tiles, tiles and hands adding up to the
piece set, counters apart), and names the key at fault (``dark.tiles[1]``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import IslandsRulesError, RecordError, shown
from ..core.options import rules_from_dict, rules_to_dict
from ._engine import tile_shape
from ._geometry import geometry, toggled
from .moves import Place, parse_move
from .state import PLAYERS, GameState, Phase, Player, Rules, counter_square

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
    if (to_move is None) != (phase is Phase.OVER):
        raise RecordError(f"to_move: must be null exactly when the game is over, got {shown(to_move)}")
    geo = geometry(rules.size)
    occupied = 0
    masks = (0, 0, 0, 0)
    tiles: list[tuple[int, ...]] = []
    hands: list[tuple[int, ...]] = []
    scores, last, passed = [], [], []
    lengths = [kind[0] for kind in rules.pieces]
    for player in PLAYERS:
        name = player.value
        own = _dict(name, fields[name], _PLAYER_KEYS)
        scores.append(_int(f"{name}.score", own["score"]))
        last.append(_int(f"{name}.last_removed", own["last_removed"], 0, rules.size))
        if last[-1] and last[-1] not in lengths:
            raise RecordError(f"{name}.last_removed: {last[-1]} is no length of the piece set")
        if type(own["passed"]) is not bool:
            raise RecordError(f"{name}.passed: must be true or false, got {shown(own['passed'])}")
        passed.append(own["passed"])
        unplaced = own["unplaced"]
        if not isinstance(unplaced, list) or len(unplaced) != len(lengths):
            raise RecordError(f"{name}.unplaced: must be a list of {len(lengths)} counts, one per kind")
        hand = tuple(
            _int(f"{name}.unplaced[{i}]", n, 0, kind[2])
            for i, (n, kind) in enumerate(zip(unplaced, rules.pieces, strict=True))
        )
        hands.append(hand)
        listed = own["tiles"]
        if not isinstance(listed, list):
            raise RecordError(f"{name}.tiles: must be a list of tiles such as 'c3-g3', got {_kind(listed)}")
        keys = []
        placed = [0] * len(lengths)
        for i, text in enumerate(listed):
            key = f"{name}.tiles[{i}]"
            try:
                tile = parse_move(text)
            except IslandsRulesError as error:
                raise RecordError(f"{key}: {error}") from None
            shape = tile_shape(geo, tile) if isinstance(tile, Place) else None
            if shape is None:
                raise RecordError(
                    f"{key}: {shown(text)} is not a tile on the {rules.size}×{rules.size} board"
                )
            if shape.length not in lengths:
                raise RecordError(f"{key}: there is no tile of length {shape.length} in the piece set")
            if shape.mask & occupied:
                raise RecordError(f"{key}: {tile} overlaps another tile")
            occupied |= shape.mask
            masks = toggled(masks, shape)
            placed[lengths.index(shape.length)] += 1
            keys.append(shape.key)
        for kind, (length, _, count) in enumerate(rules.pieces):
            if placed[kind] + hand[kind] > count or (
                phase is Phase.PLACEMENT and placed[kind] + hand[kind] < count
            ):
                raise RecordError(f"{name}: {placed[kind]} tiles of length {length} placed and {hand[kind]} "
                                  f"unplaced do not make the {count} of the piece set")  # fmt: skip
        tiles.append(tuple(sorted(keys)))
    _check_play(rules, phase, to_move, scores, last, passed)
    return GameState(
        rules=rules,
        ply=ply,
        phase=phase,
        to_move=None if to_move is None else Player(to_move),
        scores=(scores[0], scores[1]),
        passed=(passed[0], passed[1]),
        hands=(hands[0], hands[1]),
        last_removed=(last[0], last[1]),
        tiles=(tiles[0], tiles[1]),
        masks=masks,
    )


def _check_play(
    rules: Rules, phase: Phase, to_move: str | None, scores: list[int], last: list[int], passed: list[bool]
) -> None:
    """What the scores, removals, passes and counters of a game allow together."""
    if phase is Phase.PLACEMENT and (any(scores) or any(last)):
        raise RecordError("dark, light: no score and no removal in the placement phase")
    if phase is not Phase.OVER:
        if all(passed):
            raise RecordError("dark.passed, light.passed: both passed, yet the phase goes on")
        if passed[0 if to_move == "dark" else 1]:
            raise RecordError(f"to_move: {to_move} has passed and takes no more turns in this phase")
        if max(scores) >= rules.target:
            raise RecordError("dark.score, light.score: a score at the target ends the game")
    if max(scores) < rules.target or phase is not Phase.OVER:
        if min(scores) < rules.size**2 and counter_square(
            scores[0], Player.DARK, rules.size
        ) == counter_square(scores[1], Player.LIGHT, rules.size):
            raise RecordError("dark.score, light.score: the counters may not share a square")
    elif min(scores) >= rules.target:
        raise RecordError("dark.score, light.score: only one player can reach the target")
