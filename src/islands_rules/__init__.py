"""islands_rules: the rules of a family of tile games, as immutable values and pure functions.

One core that knows no game, one package per game (:mod:`islands_rules.ponte` first), and
generic functions that take a state of any game:

>>> import islands_rules as ir
>>> ir.available_games()[0]
'ponte'
>>> state = ir.new_game(ir.ponte.Rules(board_size=6))
>>> state = ir.play(state, "a1,c3")
>>> len(ir.legal_moves(state))  # dark: every pair of the 34 free cells, or swap
562
>>> ir.summary(state)["light"]
{'points': 0, 'islands': 0, 'bridges': 0}
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any

from . import _moved, core
from .core.api import (
    draw_chance,
    effects,
    is_legal,
    legal_moves,
    new_game,
    outcome,
    play,
    playout,
    position_text,
    random_move,
    read_position,
    render_text,
    summary,
    svg,
    svg_grid,
    to_move,
    why_illegal,
)
from .core.errors import (
    IllegalMoveError,
    InvalidRulesError,
    IslandsRulesError,
    NativeUnavailableError,
    NotationError,
    PositionError,
    RecordError,
    RenderError,
    UnknownGameError,
)
from .core.protocol import CHANCE, Chance, Game, Outcome
from .core.registry import (
    available_games,
    builtin_games,
    game_of,
    game_of_state,
    load_game,
    register_game,
    unregister_game,
)
from .frontend import (
    History,
    Input,
    board_cells,
    cell_contents,
    client_view,
    input_sequences,
    move_for_inputs,
    next_inputs,
    seat_of,
    why_input_refused,
)
from .render.svg_grid import SvgGrid

if TYPE_CHECKING:  # imported on first use (see __getattr__), so that a cold start stays short
    from . import ponte, records
    from .core.data import FORMAT_VERSION
    from .core.events import Event
    from .records import (
        Problem,
        ProblemKind,
        Record,
        RecordCheck,
        check_records,
        read_record,
        read_records,
        state_from_dict,
        state_to_dict,
        write_record,
        write_records,
    )
    from .render.options import PictureOptions

__version__ = "0.2.0.dev0"

_moved.install()  # modules moved in 0.2 still import by their old names, with a warning

__all__ = [
    "CHANCE",
    "FORMAT_VERSION",
    "Chance",
    "Event",
    "Game",
    "History",
    "IllegalMoveError",
    "Input",
    "InvalidRulesError",
    "IslandsRulesError",
    "NativeUnavailableError",
    "NotationError",
    "Outcome",
    "PictureOptions",
    "PositionError",
    "Problem",
    "ProblemKind",
    "Record",
    "RecordCheck",
    "RecordError",
    "RenderError",
    "SvgGrid",
    "UnknownGameError",
    "available_games",
    "board_cells",
    "builtin_games",
    "cell_contents",
    "check_records",
    "client_view",
    "core",
    "draw_chance",
    "effects",
    "game_of",
    "game_of_state",
    "input_sequences",
    "is_legal",
    "legal_moves",
    "load_game",
    "move_for_inputs",
    "new_game",
    "next_inputs",
    "outcome",
    "play",
    "playout",
    "ponte",
    "position_text",
    "random_move",
    "read_position",
    "read_record",
    "read_records",
    "records",
    "register_game",
    "render_text",
    "seat_of",
    "state_from_dict",
    "state_to_dict",
    "summary",
    "svg",
    "svg_grid",
    "to_move",
    "unregister_game",
    "why_illegal",
    "why_input_refused",
    "write_record",
    "write_records",
]

# The names of release 0.1, when the library was Ponte del Diavolo alone: each still works,
# with a DeprecationWarning naming its new home, until release 0.3.
_DEPRECATED: dict[str, tuple[str, str]] = {
    **{
        name: ("islands_rules.ponte", name)
        for name in (
            "MAX_BOARD_SIZE",
            "BuildBridge",
            "Cell",
            "Colour",
            "ColourScore",
            "Decline",
            "GameState",
            "Group",
            "Move",
            "Network",
            "Phase",
            "PlaceTiles",
            "Rules",
            "Score",
            "Swap",
            "TieBreak",
            "blocked_cells",
            "can_place_two",
            "groups",
            "network_points",
            "networks",
            "parse_move",
            "score",
            "setup_position",
        )
    },
    "KNOWN_TAGS": ("islands_rules.records", "COMMON_TAGS"),
}


# The names of the records package, by their module: the records (and the games they read) are
# imported when a record is first used, not by ``import islands_rules``.
_LAZY: dict[str, str] = {
    "FORMAT_VERSION": "islands_rules.core.data",
    "Event": "islands_rules.core.events",
    "PictureOptions": "islands_rules.render.options",
    **dict.fromkeys(
        (
            "Problem",
            "ProblemKind",
            "Record",
            "RecordCheck",
            "check_records",
            "read_record",
            "read_records",
            "state_from_dict",
            "state_to_dict",
            "write_record",
            "write_records",
        ),
        "islands_rules.records",
    ),
}


def __getattr__(name: str) -> Any:
    """What ``import islands_rules`` leaves for first use (the attrs pattern): each game's
    package (``ir.lsd``), as the registry finds games; the records package and its names; and
    the deprecated names of release 0.1. Each is bound here once resolved, so this runs once."""
    import importlib
    import importlib.util

    from .core.registry import available_games

    if name in _LAZY:
        value: Any = getattr(importlib.import_module(_LAZY[name]), name)
    elif name == "records":
        value = importlib.import_module("islands_rules.records")
    elif name in _DEPRECATED:
        module, new = _DEPRECATED[name]
        warnings.warn(
            f"islands_rules.{name} is deprecated and goes in release 0.3: use {module}.{new}",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(importlib.import_module(module), new)
    elif name in available_games() and importlib.util.find_spec(f"islands_rules.{name}") is not None:
        value = importlib.import_module(f"islands_rules.{name}")  # a game of the library's own
    else:
        raise AttributeError(f"module 'islands_rules' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The package's names, those imported on first use included (for ``dir`` and completion)."""
    return sorted(set(globals()) | set(__all__))
