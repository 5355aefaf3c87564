"""Position strings: a whole Ponte del Diavolo position as one line of printable ASCII, like
chess's FEN, and back.

Nine fields, one space apart (the notation page shows examples beside their boards)::

    10/40/15 10/10/10/10/10/10/10/10/2l7/10 - - d choice 38/40/15 - 1

======== ===================================================================================
field    holds
======== ===================================================================================
rules    board size / tiles per colour / bridges (``unlimited`` for no limit)
board    the rows from the top (row N) down to row 1, ``/`` between them; in a row, from
         column a: ``l`` a light tile, ``d`` a dark one, a number for that many empty cells
light    light's bridges, ``,`` between them (``c3-e5``), in cell order; ``-`` for none
dark     dark's bridges, the same way
to_move  ``l`` or ``d`` (after the game is over: the colour that would be next)
phase    ``opening``, ``choice``, ``play`` or ``over``
supply   light tiles left / dark tiles left / bridges left (``-`` for unlimited)
flags    ``-``, or ``s`` (the second player swapped) and ``x`` (light declined), in that order
ply      the turns played
======== ===================================================================================

Reading checks the position through :func:`~islands_rules.ponte.setup_position`, the one
check that JSON data and hand-made positions go through too, and names the field at fault
and its column.
"""

from __future__ import annotations

import re

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError, PositionError
from ..core.positions import Field, read_rules, rules_field, split_fields
from ._cells import Cell, Colour
from ._setup import setup_position
from .state import GameState, Phase, Rules

__all__ = ["position_text", "read_position"]

_NAMES = ("rules", "board", "light", "dark", "to_move", "phase", "supply", "flags", "ply")
# Where each argument of setup_position is written in the string.
_FIELDS = {
    "light": "board",
    "dark": "board",
    "light_bridges": "light",
    "dark_bridges": "dark",
    "light_tiles_left": "supply",
    "dark_tiles_left": "supply",
    "bridges_left": "supply",
    "light_declined": "flags",
    "swapped": "flags",
    "to_move": "to_move",
    "phase": "phase",
    "ply": "ply",
}
_MARKS = {Colour.LIGHT: "l", Colour.DARK: "d"}
_ROW = re.compile(r"[0-9]+|[ld]")
_COUNT = re.compile(r"0|[1-9][0-9]{0,8}")


def position_text(state: GameState) -> str:
    """``state`` as its position string.

    >>> import islands_rules as ir
    >>> ir.position_text(ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,c3"))
    '5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1'
    """
    state = expect_state(state, GameState)
    size = state.rules.board_size
    rows = []
    for row in range(size, 0, -1):
        text, empty = "", 0
        for column in range(size):
            colour = state.tile_at(Cell(column, row - 1))
            if colour is None:
                empty += 1
                continue
            text += (str(empty) if empty else "") + _MARKS[colour]
            empty = 0
        rows.append(text + (str(empty) if empty else ""))
    bridges = [",".join(map(str, state.bridges(colour))) or "-" for colour in (Colour.LIGHT, Colour.DARK)]
    supply = "/".join(
        "-" if n is None else str(n)
        for n in (state.light_tiles_left, state.dark_tiles_left, state.bridges_left)
    )
    flags = ("s" if state.swapped else "") + ("x" if state.light_declined else "")
    return " ".join(
        (
            rules_field(state.rules),
            "/".join(rows),
            *bridges,
            _MARKS[state.to_move],
            state.phase.value,
            supply,
            flags or "-",
            str(state.ply),
        )
    )


def read_position(text: str) -> GameState:
    """The position a string of :func:`position_text` describes.

    >>> import islands_rules as ir
    >>> state = ir.read_position("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1", game="ponte")
    >>> sorted(str(cell) for cell in state.tiles("light")), state.phase.value
    (['a1', 'c3'], 'choice')
    >>> ir.read_position("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 2", game="ponte")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: ply '2' (column 46): must be 1 for this position, got 2 (the board ...

    :raises PositionError: if ``text`` is no position string, or describes a position no game
        could reach; the message names the field and the column it starts at.
    """
    fields = dict(zip(_NAMES, split_fields(text, _NAMES), strict=True))
    rules: Rules = read_rules(fields["rules"], Rules)
    light, dark = _board(fields["board"], rules.board_size)
    to_move = {"l": Colour.LIGHT, "d": Colour.DARK}.get(fields["to_move"].text)
    if to_move is None:
        raise fields["to_move"].fail("expected l or d")
    phases = [phase.value for phase in Phase]
    if fields["phase"].text not in phases:
        raise fields["phase"].fail(f"expected one of {', '.join(phases)}")
    supply = fields["supply"].parts("/")
    if len(supply) != 3 or not all(n.text == "-" or _COUNT.fullmatch(n.text) for n in supply):
        raise fields["supply"].fail("expected three counts (or -) light/dark/bridges, such as 38/40/15")
    flags = fields["flags"].text
    if flags not in ("-", "s", "x", "sx"):
        raise fields["flags"].fail("expected -, s, x or sx")
    left = [None if n.text == "-" else int(n.text) for n in supply]
    try:
        return setup_position(
            rules=rules,
            light=light,
            dark=dark,
            light_bridges=_bridges(fields["light"]),
            dark_bridges=_bridges(fields["dark"]),
            to_move=to_move,
            phase=Phase(fields["phase"].text),
            light_tiles_left=left[0],
            dark_tiles_left=left[1],
            bridges_left=left[2],
            light_declined="x" in flags,
            swapped="s" in flags,
            ply=fields["ply"].number(),
        )
    except IslandsRulesError as error:
        found = error.field if isinstance(error, PositionError) else None
        raise fields[_FIELDS.get(found or "", "board")].fail(str(error)) from None


def _board(field: Field, size: int) -> tuple[list[Cell], list[Cell]]:
    """The light and the dark tiles of the board field."""
    rows = field.parts("/", "row")
    if len(rows) != size:
        raise field.fail(f"expected {size} rows, / between them, got {len(rows)}")
    found: dict[str, list[Cell]] = {"l": [], "d": []}
    for number, row in zip(range(size, 0, -1), rows, strict=True):
        row = Field(f"row {number}", row.text, row.column)
        column = 0
        if "".join(_ROW.findall(row.text)) != row.text:
            raise row.fail("expected only l, d and numbers of empty cells")
        for part in _ROW.findall(row.text):
            if part in found and column < size:
                found[part].append(Cell(column, number - 1))
            column += 1 if part in found else int(part[:4])
        if column != size:
            raise row.fail(f"has {column} cells, not {size}")
    return found["l"], found["d"]


def _bridges(field: Field) -> list[str]:
    text = field.text
    if text == "-":
        return []
    if not re.fullmatch(r"[a-z][0-9]{1,2}-[a-z][0-9]{1,2}(?:,[a-z][0-9]{1,2}-[a-z][0-9]{1,2})*", text):
        raise field.fail("expected - or bridges such as c3-e5, ',' between them")
    return text.split(",")
