"""The solver checked against the second method, a plain memoised minimax with no symmetry and
no pruning, on positions small enough for it; and the solver's own promises: best play keeps
the value, the openings' values, a small table, checkpoints, the progress line, bad input."""

from __future__ import annotations

import io
import pathlib
import random
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.solve import (
    Searcher,
    TranspositionTable,
    final_value,
    load_checkpoint,
    minimax_value,
    solve,
)

from .cases import small_positions

CASES = small_positions()
IDS = [name for name, _ in CASES]
STATES = [state for _, state in CASES]


def _seat(seat: object) -> int:
    assert isinstance(seat, int)
    return seat


@pytest.mark.parametrize("state", STATES, ids=IDS)
def test_the_solver_agrees_with_plain_minimax(state: Any) -> None:
    game = ir.game_of(state)
    assert solve(game, state).value == minimax_value(game, state)


@pytest.mark.parametrize("state", STATES, ids=IDS)
def test_best_play_keeps_the_value_to_the_end(state: Any) -> None:
    game = ir.game_of(state)
    result = solve(game, state)
    seat, value = game.to_move(state), result.value
    for token in result.principal_variation:
        state = game.play(state, token)
        after = game.to_move(state)
        if after is not None:
            assert minimax_value(game, state) == (value if after == seat else -value)
            seat, value = after, value if after == seat else -value
    assert game.to_move(state) is None
    assert final_value(game, state, _seat(seat)) == value


@pytest.mark.parametrize("state", STATES[:6], ids=IDS[:6])
def test_every_opening_has_the_value_of_its_position(state: Any) -> None:
    game = ir.game_of(state)
    result = solve(game, state, openings=True)
    seat = game.to_move(state)
    assert result.value == max(opening.value for opening in result.openings)
    assert sum(opening.images for opening in result.openings) == len(game.legal_moves(state))
    for opening in result.openings:
        child = game.play(state, opening.move)
        after = game.to_move(child)
        if after is None:
            assert opening.best_reply is None
            assert final_value(game, child, _seat(seat)) == opening.value
        else:
            plain = minimax_value(game, child)
            assert opening.value == (plain if after == seat else -plain)
            reply = game.play(child, opening.best_reply)
            mover = game.to_move(reply)
            kept = final_value(game, reply, _seat(after)) if mover is None else minimax_value(game, reply)
            assert kept == (plain if mover in (None, after) else -plain)


def test_a_small_table_gives_the_same_values_and_makes_room() -> None:
    _name, state = CASES[-3]
    game = ir.game_of(state)
    table = TranspositionTable(limit=50)
    searcher = Searcher(game, table)
    assert searcher.value(state) == minimax_value(game, state)
    assert len(table) <= 50
    assert table.evicted > 0


def test_a_checkpointed_run_resumes(tmp_path: pathlib.Path) -> None:
    state = ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 2), (3, 1, 1))))
    path = tmp_path / "run.ckpt"
    first = solve("isaac", state, openings=True, checkpoint=path)
    again = solve("isaac", state, openings=True, checkpoint=path)
    assert (again.value, again.openings) == (first.value, first.openings)
    assert again.nodes < 2 * first.nodes  # the table came back: few new nodes were searched
    data = load_checkpoint(
        path, root=("isaac", repr(state.rules), ir.load_game("isaac").canonical_key(state), True)
    )
    assert data is not None
    assert len(data["openings"]) == len(first.openings)
    other = ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    with pytest.raises(ir.RecordError, match="another game or position"):
        solve("isaac", other, openings=True, checkpoint=path)
    path.write_bytes(b"not a pickle")
    with pytest.raises(ir.RecordError, match="no checkpoint"):
        solve("isaac", state, checkpoint=path)


def test_the_progress_line_is_drawn_and_ended() -> None:
    stream = io.StringIO()
    ponte = ir.load_game("ponte")
    state = ponte.play(ponte.new_game(ir.ponte.Rules(board_size=4, tiles_per_colour=4, bridges=2)), "a1,b2")
    solve(ponte, state, progress=stream)
    text = stream.getvalue()
    assert text.startswith("\r")
    assert "nodes/s" in text
    assert text.endswith("\n")


def test_what_cannot_be_solved_is_refused() -> None:
    ponte = ir.load_game("ponte")
    with pytest.raises(ir.PositionError, match="over"):
        solve(ponte, ponte.playout(ponte.new_game(ir.ponte.Rules(board_size=4)), random.Random(1)))
    with pytest.raises(ir.PositionError, match="two-player"):
        solve("lsd", ir.new_game(ir.lsd.Rules(players=4)))
    islands = ir.load_game("islands")
    with pytest.raises(ir.PositionError, match="chance"):
        solve(islands, islands.new_game())
    with pytest.raises(ir.UnknownGameError):
        solve("isaac", ir.new_game("ponte"))
    with pytest.raises(ir.InvalidRulesError):
        solve("ponte", ponte.new_game(), table_size=0)
