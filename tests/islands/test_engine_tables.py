"""The engine's kept-up-to-date tables agree with what they summarise, and the prebuilt moves
change no answer: the open cells kept sorted with their constraints, the objects holding
pieces, and the moves built once per cell."""

from __future__ import annotations

import random

import pytest

from islands_rules import islands
from islands_rules.islands import _movetable
from islands_rules.islands.state import State


def random_states(seed: int, players: int = 2) -> list[State]:
    """Every position of a random game, at chance nodes and after each draw."""
    rng = random.Random(seed)
    state = islands.new_game(islands.Rules(players=players))
    found = [state]
    while not state.is_over:
        state = islands.play(state, islands.random_draw(state, rng))
        found.append(state)
        moves = islands.legal_moves(state)
        state = islands.play(state, moves[rng.randrange(len(moves))])
        found.append(state)
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_open_cells_are_the_empty_cells_beside_tiles_sorted_with_their_constraints(seed: int) -> None:
    for state in random_states(seed):
        board = state.board
        laid = {(x, y) for x, y, _, _ in state.tiles}
        beside = {(x + dx, y + dy) for x, y in laid for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))} - laid
        assert board.open_cells == sorted(beside)
        assert board.open_needs == [board.frontier[cell] for cell in board.open_cells]


@pytest.mark.parametrize("seed", [3, 4])
def test_held_objects_are_exactly_the_objects_with_pieces(seed: int) -> None:
    for state in random_states(seed, players=3):
        board = state.board
        with_pieces = {root for root, facts in board.facts.items() if any(facts.pieces)}
        assert board.held == with_pieces
        piece_cells = {(x, y) for x, y, _, _ in state.pieces}
        held_cells = {board.order[n] for n in range(len(board.order)) if board.held_tiles >> n & 1}
        assert piece_cells <= held_cells  # R9: every piece's own tile is part of a held object
        assert bool(state.pieces) == bool(board.held_tiles)


def test_prebuilt_moves_equal_moves_built_from_their_notation() -> None:
    _movetable.clear_move_tables()
    for state in random_states(5):
        if state.drawn is None:
            continue
        moves = islands.legal_moves(state)
        assert list(moves) == [islands.parse_move(str(move)) for move in moves]
        again = islands.legal_moves(state)
        assert all(a is b for a, b in zip(moves, again, strict=True))  # shared, not rebuilt


def test_dropping_the_prebuilt_moves_changes_no_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    states = [state for state in random_states(6) if state.drawn is not None]
    expected = [[str(move) for move in islands.legal_moves(state)] for state in states]
    monkeypatch.setattr(_movetable, "_LIMIT", 3)  # the store is dropped every few cells
    _movetable.clear_move_tables()
    assert [[str(move) for move in islands.legal_moves(state)] for state in states] == expected
    assert len(_movetable.CELL_MOVES) <= 3
