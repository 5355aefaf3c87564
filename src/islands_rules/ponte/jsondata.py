"""Ponte del Diavolo states as JSON-safe data: what :meth:`GameState.to_dict
<islands_rules.ponte.GameState.to_dict>` returns and :meth:`GameState.from_dict
<islands_rules.ponte.GameState.from_dict>` reads back.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. Reading checks every key and value and the rules,
and names the key at fault. Data of format 1 (no ``"game"`` key) reads unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.checks import expect_state
from ..core.data import FORMAT_VERSION, boolean, choice, fail, fields, natural, strings
from ..core.errors import IslandsRulesError, PositionError, RecordError, shown
from ..core.options import rules_from_dict, rules_to_dict
from ._cells import Colour
from ._setup import setup_position
from .state import GameState, Phase, Rules

__all__ = ["state_from_dict", "state_to_dict"]


def state_to_dict(state: GameState) -> dict[str, Any]:
    """The data of :meth:`GameState.to_dict <islands_rules.ponte.GameState.to_dict>`."""
    state = expect_state(state, GameState)
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "type": "state",
        "game": "ponte",
        "rules": rules_to_dict(state.rules),
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


def rules_from(value: object) -> Rules:
    """The rules of JSON data (every option's key present, as format 1 wrote them, or some)."""
    try:
        rules: Rules = rules_from_dict(Rules, value)
    except IslandsRulesError as error:
        raise fail("rules", str(error)) from None
    return rules


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The state :func:`state_to_dict` described; see :meth:`GameState.from_dict
    <islands_rules.ponte.GameState.from_dict>`."""
    colours = [colour.value for colour in Colour]
    keys = {"rules", "to_move", "phase", "ply", "light_declined", "swapped", "bridges_left"}
    keys |= {f"{colour}{part}" for colour in colours for part in ("", "_bridges", "_tiles_left")}
    checked = fields(data, "state", keys, frozenset({"game"}))
    if checked.get("game", "ponte") != "ponte" or (checked["format"] >= 2 and "game" not in checked):
        raise fail("game", f"must be 'ponte' for a Ponte del Diavolo state, got {shown(checked.get('game'))}")
    rules = rules_from(checked["rules"])
    try:
        state = setup_position(
            rules=rules,
            light=strings("light", checked["light"]),
            dark=strings("dark", checked["dark"]),
            light_bridges=strings("light_bridges", checked["light_bridges"]),
            dark_bridges=strings("dark_bridges", checked["dark_bridges"]),
            to_move=Colour(choice("to_move", checked["to_move"], colours)),
            phase=Phase(choice("phase", checked["phase"], [phase.value for phase in Phase])),
            light_tiles_left=natural("light_tiles_left", checked["light_tiles_left"], optional=True),
            dark_tiles_left=natural("dark_tiles_left", checked["dark_tiles_left"], optional=True),
            bridges_left=natural("bridges_left", checked["bridges_left"], optional=True),
            light_declined=boolean("light_declined", checked["light_declined"]),
            swapped=boolean("swapped", checked["swapped"]),
            ply=natural("ply", checked["ply"]),
        )
    except RecordError:
        raise
    except PositionError as error:
        raise fail(error.field or "state data", str(error)) from None
    except IslandsRulesError as error:
        raise RecordError(f"state data: {error}") from None
    return state
