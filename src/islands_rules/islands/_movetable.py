"""Every move built once: listing moves hands out shared values instead of constructing a
:class:`~.moves.Place` per move on every call (moves are frozen, so sharing is safe).

Openly private: :mod:`.rules` imports it. For each cell a table holds, per turned tile
``t * 4 + r`` laid there, the tuple of its moves: without a piece first, then with a piece on
each segment in the tile's order (the order :func:`~.rules.legal_moves` lists them in). A
table's entries are filled as they are first asked for; a game touches a few hundred cells,
and the whole store is dropped once it holds :data:`_LIMIT` cells, so it cannot grow without
bound. Nothing here knows a rule: which of these moves are legal is :mod:`.rules`' question.
"""

from __future__ import annotations

from ._engine import Cell
from ._tiles import LETTERS, SEG_NAMES
from .moves import Draw, Place, trusted_place

__all__ = ["DRAWS", "CellMoves", "cell_moves", "clear_move_tables", "placement_moves"]

CellMoves = list[tuple[Place, ...] | None]
"""A cell's table: per turned tile, its moves, or ``None`` until first asked for."""

DRAWS = tuple(Draw(letter) for letter in LETTERS)
"""The chance outcome of each type, A to X."""

_LIMIT = 1 << 13
_CELL_MOVES: dict[Cell, CellMoves] = {}


def cell_moves(cell: Cell) -> CellMoves:
    """The table of the moves on ``cell`` (empty entries are filled by :func:`placement_moves`).

    >>> table = cell_moves((0, 1))
    >>> len(table), placement_moves(table, (0, 1), 4 * 2 + 1)[:2]
    (96, (Place('C', 0, 1, 1), Place('C', 0, 1, 1, 'i1')))
    """
    table = _CELL_MOVES.get(cell)
    if table is None:
        if len(_CELL_MOVES) >= _LIMIT:
            _CELL_MOVES.clear()
        table = _CELL_MOVES[cell] = [None] * (len(LETTERS) * 4)
    return table


def placement_moves(table: CellMoves, cell: Cell, turned: int) -> tuple[Place, ...]:
    """The moves laying ``turned`` on ``cell``: no piece, then a piece on each segment in turn,
    from ``table`` (the cell's, from :func:`cell_moves`), built on first use.

    >>> [str(move) for move in placement_moves(cell_moves((2, -1)), (2, -1), 4 * 21 + 3)]
    ['V@2,-1r3', 'V@2,-1r3:b1', 'V@2,-1r3:w1', 'V@2,-1r3:w2']
    """
    moves = table[turned]
    if moves is None:
        letter, rotation = LETTERS[turned >> 2], turned & 3
        x, y = cell
        moves = tuple(
            trusted_place(letter, x, y, rotation, segment) for segment in (None, *SEG_NAMES[turned >> 2])
        )
        table[turned] = moves
    return moves


def clear_move_tables() -> None:
    """Forget every table, as in a new process: for benchmarks that measure
    :func:`~islands_rules.islands.legal_moves` from a cold start (not exported; the tables
    change no result).

    >>> from islands_rules import islands
    >>> clear_move_tables()
    >>> len(islands.legal_moves(islands.play(islands.new_game(), islands.Draw("V"))))
    24
    """
    _CELL_MOVES.clear()
