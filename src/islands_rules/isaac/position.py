"""Position strings: a whole Isaac position as one line of printable ASCII, like chess's FEN,
and back.

Nine fields, one space apart (the notation page shows examples beside their boards)::

    2:1:3,3:2:2/5/25 a1-b1 c3-c5 2,2/3,1 0/0 - d placement 2

========= ==================================================================================
field     holds
========= ==================================================================================
rules     the piece set (``length:value:count`` entries, ``,`` between them) / the board
          size / the target (R1, R2, R4)
dark      Dark's tiles on the board (``c3-g3``), ``,`` between them, by lower end (along row
          1, then row 2...); ``-`` for none
light     Light's tiles, the same way
unplaced  each player's unplaced tiles, a count per kind of the piece set: Dark's / Light's
scores    Dark's score / Light's score (R3)
passed    ``-``, or who has passed in the current phase: ``d``, ``l`` or ``dl`` (R9, R18)
to_move   ``d`` or ``l``; ``-`` once the game is over
phase     ``placement``, ``scoring`` or ``over``
ply       the turns played, passes included
========= ==================================================================================

Each player's last removal (R13) is not written: it is the longest kind of tile missing from
the board and the hand. Reading checks the position through
:func:`~islands_rules.isaac.setup_position`, the one check that JSON data and hand-made
positions go through too, and names the field at fault and its column.
"""

from __future__ import annotations

import re

from ..core.checks import expect_state
from ..core.errors import PositionError
from ..core.positions import read_rules, rules_field, split_fields
from ._setup import setup_position
from .state import PLAYERS, GameState, Phase, Player, Rules

__all__ = ["position_text", "read_position"]

_NAMES = ("rules", "dark", "light", "unplaced", "scores", "passed", "to_move", "phase", "ply")
_MARKS = {Player.DARK: "d", Player.LIGHT: "l"}
_COUNT = r"(?:0|[1-9][0-9]{0,8})"
_TILES = re.compile(r"[a-z][0-9]{1,2}-[a-z][0-9]{1,2}(?:,[a-z][0-9]{1,2}-[a-z][0-9]{1,2})*")
_COUNTS = re.compile(rf"{_COUNT}(?:,{_COUNT})*/{_COUNT}(?:,{_COUNT})*")
_SCORES = re.compile(rf"{_COUNT}/{_COUNT}")


def position_text(state: GameState) -> str:
    """``state`` as its position string.

    >>> from islands_rules import isaac
    >>> state = isaac.new_game(isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2))))
    >>> isaac.position_text(isaac.play(isaac.play(state, "a1-b1"), "c3-c5"))
    '2:1:3,3:2:2/5/25 a1-b1 c3-c5 2,2/3,1 0/0 - d placement 2'
    """
    state = expect_state(state, GameState)
    tiles = [",".join(str(tile) for tile in state.tiles(player)) or "-" for player in PLAYERS]
    hands = "/".join(",".join(map(str, hand)) for hand in state.hands)
    passed = "".join(_MARKS[player] for player in PLAYERS if state.passed[player.seat])
    return " ".join(
        (
            rules_field(state.rules),
            *tiles,
            hands,
            f"{state.scores[0]}/{state.scores[1]}",
            passed or "-",
            "-" if state.to_move is None else _MARKS[state.to_move],
            state.phase.value,
            str(state.ply),
        )
    )


def read_position(text: str) -> GameState:
    """The position a string of :func:`position_text` describes.

    >>> from islands_rules import isaac
    >>> state = isaac.read_position("2:1:3,3:2:2/5/25 a1-b1 c3-c5 2,2/3,1 0/0 - d placement 2")
    >>> state.to_move, [str(tile) for tile in state.tiles(isaac.Player.LIGHT)]
    (<Player.DARK: 'dark'>, ['c3-c5'])
    >>> isaac.read_position("2:1:3,3:2:2/5/25 a1-b1 c3-c5 2,2/3,1 0/0 - l placement 2")
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: to_move 'l' (column 44): must be dark for this position, got light

    :raises PositionError: if ``text`` is no position string, or describes a position no game
        could reach; the message names the field and the column it starts at.
    """
    fields = dict(zip(_NAMES, split_fields(text, _NAMES), strict=True))
    rules: Rules = read_rules(fields["rules"], Rules)
    tiles = []
    for name in ("dark", "light"):
        field = fields[name]
        if field.text != "-" and not _TILES.fullmatch(field.text):
            raise field.fail("expected - or tiles such as c3-g3, ',' between them")
        tiles.append([] if field.text == "-" else field.text.split(","))
    if not _COUNTS.fullmatch(fields["unplaced"].text):
        raise fields["unplaced"].fail(
            "expected Dark's counts / Light's counts, one per kind, such as 5,4/5,4"
        )
    hands = [[int(n) for n in part.split(",")] for part in fields["unplaced"].text.split("/")]
    if not _SCORES.fullmatch(fields["scores"].text):
        raise fields["scores"].fail("expected Dark's score / Light's score, such as 0/0")
    scores = [int(n) for n in fields["scores"].text.split("/")]
    passed = fields["passed"].text
    if passed not in ("-", "d", "l", "dl"):
        raise fields["passed"].fail("expected -, d, l or dl")
    movers = {"d": Player.DARK, "l": Player.LIGHT, "-": None}
    if fields["to_move"].text not in movers:
        raise fields["to_move"].fail("expected d, l or -")
    phases = [phase.value for phase in Phase]
    if fields["phase"].text not in phases:
        raise fields["phase"].fail(f"expected one of {', '.join(phases)}")
    try:
        return setup_position(
            rules=rules,
            dark=tiles[0],
            light=tiles[1],
            dark_unplaced=hands[0],
            light_unplaced=hands[1],
            phase=Phase(fields["phase"].text),
            dark_score=scores[0],
            light_score=scores[1],
            dark_passed="d" in passed,
            light_passed="l" in passed,
            to_move=movers[fields["to_move"].text],
            ply=fields["ply"].number(),
        )
    except PositionError as error:
        raise fields[_field(error.field or "dark")].fail(str(error)) from None


def _field(key: str) -> str:
    """The field of the string holding what the JSON key ``key`` holds."""
    for part, field in (
        (".tiles", "{}"),
        (".unplaced", "unplaced"),
        (".score", "scores"),
        (".passed", "passed"),
    ):
        if part in key:
            return field.format(key.split(".")[0])
    return key
