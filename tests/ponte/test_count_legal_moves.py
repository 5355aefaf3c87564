"""count_legal_moves against the listed moves and against the reference's perft table."""

from __future__ import annotations

from hypothesis import given

import islands_rules as ir
from ponte.strategies import PlayedGame, played_games
from ponte.test_counts import CASES


@given(played_games())
def test_count_is_the_number_of_listed_moves_in_every_position_of_a_game(game: PlayedGame) -> None:
    for state in game.states:
        assert ir.ponte.count_legal_moves(state) == len(ir.legal_moves(state))


@given(played_games(to_the_end=True))
def test_count_is_zero_once_the_game_is_over(game: PlayedGame) -> None:
    assert game.final.is_over
    assert ir.ponte.count_legal_moves(game.final) == 0


def test_counts_add_up_to_the_reference_perft_table() -> None:
    """Depth 1 is the count itself; depth 2 the counts after each listed move."""
    checked = 0
    for case in CASES:
        state = ir.new_game(case.rules)
        for move in case.moves:
            state = ir.play(state, move)
        for depth, expected in case.counts:
            if depth == 1:
                assert ir.ponte.count_legal_moves(state) == expected, case.name
                checked += 1
            elif depth == 2:
                after = (ir.play(state, move) for move in ir.legal_moves(state))
                assert sum(map(ir.ponte.count_legal_moves, after)) == expected, case.name
                checked += 1
    assert checked >= len(CASES)


@given(played_games(to_the_end=True))
def test_masks_give_the_listed_moves_in_every_position_of_a_game(game: PlayedGame) -> None:
    """legal_move_masks: the pairs of legal-alone cells but the refused, then the other moves."""
    for state in [*game.states, game.final]:
        alone, refusals, others = ir.ponte.legal_move_masks(state)
        size = state.rules.board_size
        refused = {
            (min(x, y), max(x, y)) for x, found in refusals for y in range(size * size) if found >> y & 1
        }
        assert all(alone >> x & 1 and alone >> y & 1 and x != y for x, y in refused)
        cells = [k for k in range(size * size) if alone >> k & 1]
        pairs = [
            ir.ponte.PlaceTiles(ir.ponte.Cell(x // size, x % size), ir.ponte.Cell(y // size, y % size))
            for i, x in enumerate(cells)
            for y in cells[i + 1 :]
            if (x, y) not in refused
        ]
        assert (*pairs, *others) == ir.legal_moves(state)
