"""The text picture of a position: a map a terminal shows, and what ``str(state)`` prints.

Each tile is a block of 5 characters by 3 lines, north up. Its sides show their kind
(``#`` island, ``|`` or ``=`` bridge, ``~`` water; ``▓``, ``║ ═`` and ``≈`` in Unicode);
the middle line holds the type, the rotation and, when a piece stands on the tile, the
first letter of its owner's colour (``k`` for black). With a tile drawn, ``?`` marks each
empty cell where it fits.

>>> from islands_rules import islands
>>> print(islands.render_text(islands.play(islands.new_game(), "E@0,1r2:w1")))
ply 1, red 0 (6 left) blue 0 (7 left); 70 tiles face down; chance: a tile is drawn next
    0
  +~~~+
1 ~E2r~
  +###+
  +###+
0 =D0 =
  +~~~+
"""

from __future__ import annotations

from ..core.errors import RenderError
from ._tiles import FITS, LETTERS, TILE_TYPES
from .state import State, check_state

__all__ = ["render_text"]

_GLYPHS = {
    False: {"island": "#", "water": "~", "bridge |": "|", "bridge =": "=", "corner": "+"},
    True: {"island": "▓", "water": "≈", "bridge |": "║", "bridge =": "═", "corner": "·"},
}
_OWNER = "rbgyk"


def _side(kind: str, vertical: bool, glyphs: dict[str, str]) -> str:
    if kind == "bridge":
        return glyphs["bridge |" if vertical else "bridge ="]
    return glyphs[kind]


def _block(letter: str, rotation: int, owner: str, glyphs: dict[str, str]) -> list[str]:
    edges = TILE_TYPES[letter].edges
    n, e, s, w = (edges[(side - rotation) % 4] for side in range(4))
    corner = glyphs["corner"]
    return [
        corner + _side(n, True, glyphs) * 3 + corner,
        _side(w, False, glyphs) + letter + str(rotation) + owner + _side(e, False, glyphs),
        corner + _side(s, True, glyphs) * 3 + corner,
    ]


def _header(state: State) -> str:
    names = state.rules.seat_names
    scores = " ".join(
        f"{name} {total} ({hand} left)"
        for name, total, hand in zip(names, state.total, state.hands, strict=True)
    )
    if state.is_over:
        step = "the game is over"
    elif state.drawn is None:
        step = "chance: a tile is drawn next"
    else:
        step = f"{names[state.seat]} to place {state.drawn}"
    return f"ply {state.ply}, {scores}; {sum(state.supply)} tiles face down; {step}"


def render_text(state: State, *, legal: bool = True, unicode: bool = False) -> str:
    """The map as text, with the scores and the supply left on a first line.

    :param legal: mark with ``?`` the empty cells where the drawn tile fits (R7).
    :param unicode: draw with ``▓`` (island), ``≈`` (water), ``║ ═`` (bridges) instead of ASCII.
    :raises UnknownGameError: if ``state`` is not an Islands state.
    :raises RenderError: if an option is not a bool.
    """
    state = check_state(state)
    for name, value in (("legal", legal), ("unicode", unicode)):
        if type(value) is not bool:
            raise RenderError(f"{name} must be True or False, got {type(value).__name__}")
    glyphs = _GLYPHS[unicode]
    laid = {(x, y): (tile, r) for x, y, tile, r in state.tiles}
    owners = {(x, y): _OWNER[seat] for x, y, _, seat in state.pieces}
    fits: set[tuple[int, int]] = set()
    if legal and state.drawn is not None:
        t = LETTERS.index(state.drawn)
        fits = {cell for cell, need in state.board.frontier.items() if FITS[t][need]}
    cells = set(laid) | fits
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    width = max(len(str(v)) for v in ys)
    lines = [_header(state)]
    lines.append(" " * (width + 1) + "".join(f"{x:^5}" for x in range(min(xs), max(xs) + 1)).rstrip())
    for y in range(max(ys), min(ys) - 1, -1):
        rows = ["", "", ""]
        for x in range(min(xs), max(xs) + 1):
            if (x, y) in laid:
                block = _block(*laid[(x, y)], owners.get((x, y), " "), glyphs)
            elif (x, y) in fits:
                block = ["     ", "  ?  ", "     "]
            else:
                block = ["     "] * 3
            rows = [row + part for row, part in zip(rows, block, strict=True)]
        labels = [" " * width, f"{y:>{width}}", " " * width]
        lines += [f"{label} {row}".rstrip() for label, row in zip(labels, rows, strict=True)]
    return "\n".join(lines)
