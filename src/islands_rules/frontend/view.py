"""What a front-end shows, for any game: the board's cells, the seats, and one JSON payload
per state that a client can draw and play from alone.

>>> import islands_rules as ir
>>> state = ir.new_game(ir.ponte.Rules(board_size=4))
>>> next(ir.board_cells(state)), len(list(ir.board_cells(state)))
('a1', 16)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..core.errors import PositionError, shown
from ..core.registry import game_of_state
from .clicks import input_sequences, next_inputs

__all__ = ["board_cells", "cell_contents", "client_view", "grown_board", "seat_of"]


def cell_contents(state: Any) -> dict[str, str | None]:
    """Every cell of the board, named as clicks name it, with what is on it in the game's
    words (``None`` if it is empty), in the game's order. Where the board grows without
    bounds (LSD, Islands): the cells with tiles and the empty cells beside them.

    >>> import islands_rules as ir
    >>> ir.cell_contents(ir.play(ir.new_game("isaac"), "c3-g3"))["e3"]
    'dark c3-g3'
    """
    return game_of_state(state).cell_contents(state)


def board_cells(state: Any) -> Iterator[str]:
    """The names of the board's cells, in the order of :func:`cell_contents`.

    >>> import islands_rules as ir
    >>> list(ir.board_cells(ir.new_game("islands")))
    ['0,1', '-1,0', '0,0', '1,0', '0,-1']
    """
    return iter(cell_contents(state))


def seat_of(state: Any, name: str) -> int:
    """The seat that plays as ``name`` in ``state`` (in Ponte del Diavolo the swap, R5,
    exchanges the seats' colours).

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(), "c3,e5")
    >>> ir.seat_of(state, "light"), ir.seat_of(ir.play(state, "swap"), "light")
    (0, 1)

    :raises PositionError: if no seat plays as ``name``.
    """
    names = game_of_state(state).seat_names(state)
    if name not in names:
        raise PositionError(f"no seat plays as {shown(name)}; the seats are {', '.join(names)}")
    return names.index(name)


def client_view(state: Any) -> dict[str, Any]:
    """``state`` as one JSON-safe payload that a client can draw and play from alone: the
    game, the seats and who is to move, every cell with its contents, the clicks that may
    come first and every complete click sequence with the move it makes, the scores, the
    outcome, and the state itself (:func:`~islands_rules.state_to_dict`).

    ``to_move`` is a seat, ``"chance"`` at a chance node (draw with
    :func:`~islands_rules.draw_chance`), or ``None`` once the game is over.

    >>> import islands_rules as ir
    >>> view = ir.client_view(ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,c3"))
    >>> view["seats"], view["to_move"], view["cells"]["a1"], view["first_inputs"][:2]
    (['light', 'dark'], 1, 'light', ['cell:a2', 'cell:a3'])
    >>> view["moves"][-1], view["outcome"]
    ({'inputs': ['action:swap'], 'move': 'swap'}, None)
    """
    game = game_of_state(state)
    turn = game.to_move(state)
    outcome = game.outcome(state)
    names = game.seat_names(state)
    return {
        "game": game.name,
        "title": game.title,
        "ply": game.ply(state),
        "seats": list(names),
        "to_move": turn if turn is None or isinstance(turn, int) else "chance",
        "to_move_name": names[turn] if isinstance(turn, int) else None,
        "cells": game.cell_contents(state),
        "first_inputs": [str(click) for click in next_inputs(state)],
        "moves": [
            {"inputs": [str(click) for click in clicks], "move": game.move_text(move)}
            for clicks, move in input_sequences(state)
        ],
        "scores": game.summary(state),
        "outcome": None if outcome is None else outcome.to_dict(),
        "state": game.state_to_dict(state),
    }


def grown_board(tiles: Mapping[tuple[int, int], str]) -> dict[str, str | None]:
    """The cells of a board that grows without bounds: each tile's cell ``x,y`` with its
    text, and each empty cell beside a tile (``None``); rows from the north, each from the
    west. The games on such boards build their :func:`~islands_rules.cell_contents` with it.

    >>> grown_board({(0, 0): "D"})
    {'0,1': None, '-1,0': None, '0,0': 'D', '1,0': None, '0,-1': None}

    :raises PositionError: if ``tiles`` is not a mapping of ``(x, y)`` int pairs to text.
    """
    if not isinstance(tiles, Mapping) or not all(
        isinstance(cell, tuple)
        and len(cell) == 2
        and all(type(n) is int for n in cell)
        and isinstance(text, str)
        for cell, text in tiles.items()
    ):
        raise PositionError(f"tiles must map (x, y) int pairs to text, got {shown(tiles)}")
    beside = ((0, 1), (1, 0), (0, -1), (-1, 0))
    cells = set(tiles) | {(x + dx, y + dy) for x, y in tiles for dx, dy in beside}
    return {f"{x},{y}": tiles.get((x, y)) for x, y in sorted(cells, key=lambda cell: (-cell[1], cell[0]))}
