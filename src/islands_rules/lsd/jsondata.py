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
from ._tiles import ICONS, PATTERN_OF, TYPES, TileSet, sides_mask
from .moves import Placement, parse_move
from .state import GameState, Rules, make_state

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
    return _checked(
        rules,
        field,
        captured,
        tuple(supply),
        tuple(captures),
        ply,
        names.index(to_move),
        over,
        None if winner is None else names.index(winner),
    )


def _checked(
    rules: Rules,
    field: dict[int, int],
    captured: dict[int, int],
    supply: tuple[tuple[int, ...], ...],
    captures: tuple[int, ...],
    ply: int,
    to_move: int,
    over: bool,
    winner: int | None,
) -> GameState:
    """The state of these parts, if a game could have reached it."""
    players, names = rules.players, rules.player_names
    for k, code in field.items():  # R9: every touching pair is a whole dot or empty-empty
        for d in (0, 1):
            other = field.get(k + _engine.STEPS[d])
            if other is not None and bool(code >> d & 1) != bool(other & _engine.OPPOSITE[d]):
                x, y = _engine.cell(k)
                raise fail(
                    "field",
                    f"a half-dot faces an empty side between {x},{y} and its {'ne'[d]} neighbour (R9)",
                )
    on_field = [[0] * len(TYPES) for _ in range(players)]
    for code in field.values():
        on_field[code >> 5][2 * PATTERN_OF[code & 15] + (code >> 4 & 1)] += 1
    placed = 0
    for seat, name in enumerate(names):
        for t, kind in enumerate(TYPES):
            if on_field[seat][t] + supply[seat][t] > rules.tile_set.counts[t]:
                raise fail(
                    f"supply.{name}", f"{name} has more {kind} tiles than the tile set holds (R5, R11)"
                )
        placed += rules.tile_set.total - sum(supply[seat])
    if sum(captures) != placed - len(field):
        raise fail(
            "captures", f"must add up to the {placed - len(field)} tiles placed but no longer on the field"
        )
    if ply < placed:
        raise fail("ply", f"must be at least {placed}, the tiles placed; got {ply}")
    if to_move != ply % players:
        raise fail("to_move", f"must be {names[ply % players]} after {ply} turns (R1)")
    if any(k in field for k in captured) or len(captured) > 4:
        raise fail("last_captured", "must be at most 4 tiles on empty cells (R15)")
    open_cells: dict[int, int] = {}
    for k in field:
        for step in _engine.STEPS:
            if k + step not in field:
                open_cells[k + step] = _engine.constraint(field, k + step)
    lines = _engine.longest_lines(field, players)
    long_lines = [seat for seat in range(players) if lines[seat] >= rules.line]
    available = 0
    for counts in supply:
        available |= _engine.patterns_left(counts)
    stuck = bool(field) and not _engine.fitting_patterns(open_cells) & available
    if winner is not None and (long_lines != [winner] or winner != (ply - 1) % players):
        raise fail(
            "winner", f"{names[winner]} must have made the one line of {rules.line} on the last turn (R16)"
        )
    if winner is None and long_lines:
        raise fail("field", f"{names[long_lines[0]]} has a line of {rules.line}, so the game is over (R16)")
    if winner is None and over != stuck:
        raise fail(
            "over", f"must be {str(stuck).lower()}: {'no' if stuck else 'a'} player can place a tile (R18)"
        )
    return make_state(
        rules,
        ply=ply,
        to_move=to_move,
        is_over=over,
        winner=winner,
        supply=supply,
        captures=captures,
        field=field,
        open_cells=open_cells,
        last_captured=tuple(sorted(captured.items())),
    )
