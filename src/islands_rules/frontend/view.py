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
from ..core.protocol import Game
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


def client_view(state: Any, *, previous: Any = None, move: Any = None) -> dict[str, Any]:
    """``state`` as one JSON-safe payload that a client can draw and play from alone: the
    game, the seats and who is to move, every cell with its contents, the clicks that may
    come first and every complete click sequence with the move it makes, the scores, the
    outcome, the last move and what it did, and the state itself
    (:func:`~islands_rules.state_to_dict`).

    ``to_move`` is a seat, ``"chance"`` at a chance node (draw with
    :func:`~islands_rules.draw_chance`), or ``None`` once the game is over. Given the
    ``previous`` state and the ``move`` played in it to reach ``state``, ``last_move`` is
    that move's text, the seat that played it (``None`` for a chance outcome), and its
    ``events`` (:func:`~islands_rules.effects`, each as :meth:`~islands_rules.Event.to_dict`;
    ``None`` if the game does not say what its moves do), for the client to announce
    captures and scores; otherwise ``None``.

    >>> import islands_rules as ir
    >>> start = ir.new_game(ir.ponte.Rules(board_size=4))
    >>> view = ir.client_view(ir.play(start, "a1,c3"), previous=start, move="a1,c3")
    >>> view["seats"], view["to_move"], view["cells"]["a1"], view["first_inputs"][:2]
    (['light', 'dark'], 1, 'light', ['cell:a2', 'cell:a3'])
    >>> view["moves"][-1], view["outcome"]
    ({'inputs': ['action:swap'], 'move': 'swap'}, None)
    >>> view["last_move"]
    {'move': 'a1,c3', 'seat': 0, 'events': [{'kind': 'place', 'seat': 0, 'cells': ['a1', 'c3'], ...}]}

    :raises PositionError: if only one of ``previous`` and ``move`` is given, or ``move``
        played in ``previous`` does not give ``state``.
    :raises IllegalMoveError: if ``move`` is not legal in ``previous``.
    """
    game = game_of_state(state)
    last = None if previous is None and move is None else _last_move(game, state, previous, move)
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
        "last_move": last,
        "state": game.state_to_dict(state),
    }


def _last_move(game: Game[Any, Any, Any], state: Any, previous: Any, move: Any) -> dict[str, Any]:
    """``last_move`` of :func:`client_view`: the move, its seat and its events (``None`` for a
    game that does not say what its moves do), checked to lead from ``previous`` to ``state``."""
    if previous is None or move is None:
        raise PositionError("give both the previous state and the move played in it, or neither")
    move = game.read_move(move)
    if game.play(previous, move) != state:  # an illegal move is refused here, naming its rule
        raise PositionError(f"{shown(game.move_text(move))} in the previous state does not give this state")
    try:
        events: list[dict[str, Any]] | None = [event.to_dict() for event in game.effects(previous, move)]
    except PositionError:  # the game does not describe what its moves do
        events = None
    seat = game.to_move(previous)
    return {"move": game.move_text(move), "seat": seat if isinstance(seat, int) else None, "events": events}


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
