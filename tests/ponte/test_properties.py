"""Hypothesis properties of the engine over positions reached by random legal play."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules.ponte._reasons import UNEXPLAINED
from ponte.examples import EXAMPLES, position
from ponte.invariants import check_invariants
from ponte.strategies import PlayedGame, any_moves, played_games, positions


@given(played_games())
def test_every_position_reached_keeps_every_invariant(game: PlayedGame) -> None:
    for state in game.states:
        check_invariants(state)


@given(positions())
def test_every_listed_move_is_legal_and_plays(state: ir.ponte.GameState) -> None:
    moves = ir.legal_moves(state)
    assert len(set(moves)) == len(moves)
    for move in moves:
        assert ir.is_legal(state, move)
        after = ir.play(state, move)
        assert after.ply == state.ply + 1


@given(positions())
def test_legal_moves_are_in_fixed_order(state: ir.ponte.GameState) -> None:
    moves = ir.legal_moves(state)
    kinds = [type(m).__name__ for m in moves]
    order = ["PlaceTiles", "BuildBridge", "Swap", "Decline"]
    assert kinds == sorted(kinds, key=order.index)
    for kind in (ir.ponte.PlaceTiles, ir.ponte.BuildBridge):
        same = [m for m in moves if isinstance(m, kind)]
        assert same == sorted(same)
    assert ir.legal_moves(state) == moves


@given(st.data())
def test_moves_outside_legal_moves_are_rejected_with_the_library_error(data: st.DataObject) -> None:
    state = data.draw(positions())
    legal = set(ir.legal_moves(state))
    for _ in range(20):
        move = data.draw(any_moves(state.rules.board_size))
        assert ir.is_legal(state, move) == (move in legal)
        if move not in legal:
            with pytest.raises(ir.IllegalMoveError) as caught:
                ir.play(state, move)
            assert (caught.value.move, caught.value.ply) == (move, state.ply + 1)
            assert caught.value.reason
            # The boolean check and the wording of the reason agree on what is wrong.
            assert caught.value.reason != UNEXPLAINED


@given(positions(), st.data())
def test_play_never_changes_its_input(state: ir.ponte.GameState, data: st.DataObject) -> None:
    before = (hash(state), repr(state), ir.legal_moves(state), ir.ponte.score(state))
    if not state.is_over:
        ir.play(state, data.draw(st.sampled_from(ir.legal_moves(state))))
    assert before == (hash(state), repr(state), ir.legal_moves(state), ir.ponte.score(state))


@given(played_games())
def test_replaying_the_same_moves_gives_an_equal_state_with_an_equal_hash(game: PlayedGame) -> None:
    state = ir.new_game(game.rules)
    for move in game.moves:
        state = ir.play(state, str(move))
    assert state == game.final
    assert hash(state) == hash(game.final)


@given(played_games(to_the_end=True))
def test_every_game_ends_r19(game: PlayedGame) -> None:
    final = game.final
    assert final.is_over
    rules = game.rules
    cells = rules.board_size**2
    # Every turn but swap and declines uses a tile pair or a bridge; the board is finite.
    assert len(game.moves) <= cells // 2 + cells + 3
    outcome = ir.outcome(final)
    assert outcome is not None
    check_invariants(final)


@given(positions())
def test_no_group_exceeds_four_tiles_and_islands_are_exactly_four(state: ir.ponte.GameState) -> None:
    for colour in ir.ponte.Colour:
        for group in ir.ponte.groups(state, colour):
            assert 1 <= len(group.cells) <= 4
            assert group.is_island == (len(group.cells) == 4) != group.is_sandbank


@given(positions())
def test_decline_is_listed_exactly_when_no_pair_can_be_placed(state: ir.ponte.GameState) -> None:
    if state.is_over:
        return
    moves = ir.legal_moves(state)
    can_place = ir.ponte.can_place_two(state)
    assert (ir.ponte.Decline() in moves) == (not can_place)
    assert any(isinstance(m, ir.ponte.PlaceTiles) for m in moves) == can_place
    assert (ir.ponte.Swap() in moves) == (state.phase is ir.ponte.Phase.CHOICE)


def _check_island_halo(state: ir.ponte.GameState) -> None:
    """GameState keeps, per colour, the cells around its islands (R9 ii) as a derived field."""
    size = state.rules.board_size
    for colour in ir.ponte.Colour:
        around = {
            (cell.column + dx, cell.row + dy)
            for group in ir.ponte.groups(state, colour)
            if group.is_island
            for cell in group.cells
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
        } - {
            (cell.column, cell.row)
            for group in ir.ponte.groups(state, colour)
            if group.is_island
            for cell in group.cells
        }
        on_board = {
            ir.ponte.Cell(column, row) for column, row in around if 0 <= column < size and 0 <= row < size
        }
        assert set(state.geometry.mask_cells(state.island_halo_mask(colour))) == on_board


@given(positions())
def test_the_island_halo_kept_in_the_state_is_the_cells_around_the_islands(state: ir.ponte.GameState) -> None:
    _check_island_halo(state)


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_island_halo_of_a_set_up_position_is_the_cells_around_its_islands(name: str) -> None:
    _check_island_halo(position(name))


def _bridge(a: ir.ponte.Cell, b: ir.ponte.Cell) -> ir.ponte.BuildBridge | None:
    """The bridge from ``a`` to ``b``, or ``None`` if they are not a bridge apart (R11)."""
    try:
        return ir.ponte.BuildBridge(a, b)
    except ir.NotationError:
        return None


@given(positions(st.builds(ir.ponte.Rules, board_size=st.integers(4, 5))))
def test_every_illegal_pair_and_bridge_is_refused_with_a_reason(state: ir.ponte.GameState) -> None:
    """play decides by one boolean check per kind of move and words the reason separately."""
    if state.is_over:
        return
    legal = set(ir.legal_moves(state))
    size = state.rules.board_size
    cells = [ir.ponte.Cell(column, row) for column in range(size) for row in range(size)]
    tries: list[ir.ponte.Move] = [ir.ponte.PlaceTiles(a, b) for a, b in combinations(cells, 2)]
    tries += [bridge for a, b in combinations(cells, 2) if (bridge := _bridge(a, b)) is not None]
    for move in tries:
        if move in legal:
            assert ir.is_legal(state, move)
            continue
        with pytest.raises(ir.IllegalMoveError) as caught:
            ir.play(state, move)
        assert caught.value.reason != UNEXPLAINED, move
