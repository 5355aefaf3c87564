"""Every move built once: listing moves hands out shared values instead of constructing a
:class:`~.moves.Place` per move on every call (moves are frozen, so sharing is safe).

Openly private: :mod:`.rules` imports it. For each cell a table holds, per turned tile
``t * 4 + r`` laid there, its move without a piece, and the tuple of all its moves: without a
piece first, then with a piece on each segment in the tile's order (the order
:func:`~.rules.legal_moves` lists them in). Entries are built as they are first asked for
(the bare move alone when no piece may be put); a game touches a few hundred cells, and the
whole store is dropped once it holds :data:`_LIMIT` cells, so it cannot grow without bound.
Nothing here judges a rule: which of these moves are legal is :mod:`.rules`' question.
"""

from __future__ import annotations

from typing import Any

from ._tiles import LETTERS, SEG_NAMES
from .moves import Draw, Place, trusted_place

__all__ = [
    "CELL_MOVES",
    "DRAWS",
    "EVERY",
    "Cell",
    "CellMoves",
    "bare_move",
    "cell_moves",
    "clear_move_tables",
    "placement_moves",
]

Cell = tuple[int, int]
"""A cell of the map, ``(x, y)``."""

CellMoves = list[Any]
"""A cell's table: per turned tile, its bare :class:`Place` (index ``turned``) and the tuple of
all its moves (index :data:`EVERY` + ``turned``), or ``None`` until first asked for. (Typed
``Any`` as one flat list holds both, read in the hot loop without a check.)"""

DRAWS = tuple(Draw(letter) for letter in LETTERS)
"""The chance outcome of each type, A to X."""
EVERY = len(LETTERS) * 4
"""Where a table's tuples of every move of a turned tile begin."""

_LIMIT = 1 << 13
CELL_MOVES: dict[Cell, CellMoves] = {}
"""Every cell's table; read with ``CELL_MOVES.get(cell) or cell_moves(cell)``."""


def cell_moves(cell: Cell) -> CellMoves:
    """The table of the moves on ``cell``, new and empty if there is none yet.

    >>> table = cell_moves((0, 1))
    >>> len(table), bare_move(table, (0, 1), 4 * 2 + 1)
    (192, Place('C', 0, 1, 1))
    """
    table = CELL_MOVES.get(cell)
    if table is None:
        if len(CELL_MOVES) >= _LIMIT:
            CELL_MOVES.clear()
        table = CELL_MOVES[cell] = [None] * (2 * EVERY)
    return table


def bare_move(table: CellMoves, cell: Cell, turned: int) -> Place:
    """The move laying ``turned`` on ``cell`` without a piece, from ``table`` (the cell's,
    from :func:`cell_moves`), built on first use; later calls read ``table[turned]``.

    >>> bare_move(cell_moves((2, -1)), (2, -1), 4 * 21 + 3)
    Place('V', 2, -1, 3)
    """
    move = table[turned]
    if move is None:
        move = table[turned] = trusted_place(LETTERS[turned >> 2], cell[0], cell[1], turned & 3, None)
    return move  # type: ignore[no-any-return]


def placement_moves(table: CellMoves, cell: Cell, turned: int) -> tuple[Place, ...]:
    """The moves laying ``turned`` on ``cell``: no piece, then a piece on each segment in turn,
    from ``table``, built on first use; later calls read ``table[EVERY + turned]``.

    >>> [str(move) for move in placement_moves(cell_moves((2, -1)), (2, -1), 4 * 21 + 3)]
    ['V@2,-1r3', 'V@2,-1r3:b1', 'V@2,-1r3:w1', 'V@2,-1r3:w2']
    """
    moves = table[EVERY + turned]
    if moves is None:
        letter, rotation = LETTERS[turned >> 2], turned & 3
        x, y = cell
        with_piece = [trusted_place(letter, x, y, rotation, segment) for segment in SEG_NAMES[turned >> 2]]
        moves = table[EVERY + turned] = (bare_move(table, cell, turned), *with_piece)
    return moves  # type: ignore[no-any-return]


def clear_move_tables() -> None:
    """Forget every table, as in a new process: for benchmarks that measure
    :func:`~islands_rules.islands.legal_moves` from a cold start (not exported; the tables
    change no result).

    >>> from islands_rules import islands
    >>> clear_move_tables()
    >>> len(islands.legal_moves(islands.play(islands.new_game(), islands.Draw("V"))))
    24
    """
    # Boards hold the tables of their open cells (``Board.open_tables``): empty them too.
    for table in CELL_MOVES.values():
        table[:] = [None] * (2 * EVERY)
    CELL_MOVES.clear()
