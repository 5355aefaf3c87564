"""Chance and hidden supplies at the table, on the toy games: outcomes dealt by their
weights, the player choosing after seeing the draw, and records that hold what the game's
notation writes (turns that name their tile, as in Islands; draws of their own, as in the
lottery)."""

from __future__ import annotations

import random
from io import StringIO

import pytest

import islands_rules as ir
from islands_rules.bots import GreedyBot, MCTSBot, RandomBot, Table, play_game, run_match
from islands_rules.cli.play import play_seats

from .supply import TURNS


def test_deal_draws_each_tile_by_its_count(supply: str) -> None:
    # Three x and two y face down: x comes out 3 times in 5; drawn uniformly by type it would be 1 in 2.
    rng, start = random.Random(1), ir.new_game(supply)
    draws = []
    for _ in range(2000):
        table = Table(start)
        draws.append(table.deal(rng))
    assert 0.57 < draws.count("x") / len(draws) < 0.63


def test_deal_draws_only_what_is_left(supply: str) -> None:
    table = Table(ir.new_game(supply))
    for move in ("x+", "x-", "x+"):  # every x is gone
        table.play(move)
        if ir.to_move(table.state) is not ir.CHANCE:
            table.play(f"{table.state.drawn}-")
    assert table.state.supply == (("x", 0), ("y", 2))
    assert {Table(table.state).deal(random.Random(seed)) for seed in range(20)} == {"y"}


def test_deal_does_nothing_where_a_player_moves() -> None:
    table = Table(ir.new_game(ir.ponte.Rules(board_size=5)))
    assert table.deal(random.Random(1)) is None
    assert table.plies == 0


def test_bots_choose_after_seeing_the_draw(supply: str) -> None:
    # Greedy keeps a y (+2) and throws an x (-1) away; a turn drawn by the game's own random_move
    # (a whole random turn, as Islands' is) would keep an x or throw a y away in some of these games.
    for seed in range(10):
        record = play_game(supply, [GreedyBot(seed=seed), GreedyBot(seed=seed + 1)], seed=seed)
        assert set(record.moves) <= {"x-", "y+"}
        assert record.plies == 5


def test_a_record_holds_turns_never_the_draws_they_carry(supply: str) -> None:
    record = play_game(supply, [MCTSBot(iterations=30, seed=1), RandomBot(seed=2)], seed=3)
    assert len(record.moves) == 5
    assert set(record.moves) <= set(TURNS)
    again = ir.read_record(str(record))
    assert again.final == record.final
    assert ir.outcome(again.final) is not None


def test_a_draw_that_is_a_move_of_its_own_stays_in_the_record(lottery: str) -> None:
    # The lottery's second player answers a losing draw with claim or pass, which are no
    # legal move at the chance node: the draw is a record token of its own.
    record = play_game(lottery, [RandomBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)], seed=4)
    assert record.moves[1] in ("win", "lose")
    assert len(record.moves) == (2 if record.moves[1] == "win" else 3)


def test_a_game_stopped_after_a_draw_leaves_out_a_draw_the_notation_cannot_write(
    supply: str, lottery: str
) -> None:
    table = Table(ir.new_game(supply))
    table.play("y+")
    table.deal(random.Random(1))
    assert table.record_moves() == ["y+"]
    table = Table(ir.play(ir.new_game(lottery), "a"))
    drawn = table.deal(random.Random(1))
    assert table.record_moves() == [drawn]


def test_mcts_keeps_the_good_tile_and_throws_the_bad_one_away(supply: str) -> None:
    start = ir.new_game(supply)
    assert MCTSBot(iterations=200, seed=1).choose(ir.play(start, "y")) == "y+"
    assert MCTSBot(iterations=200, seed=1).choose(ir.play(start, "x")) == "x-"


def test_a_match_on_a_game_with_a_supply_writes_records_that_read_back(supply: str) -> None:
    result = run_match(supply, ["greedy", "random"], games=4, seed=2)
    assert len(result.scores) == 4
    for record in result.records:
        assert set(record.moves) <= set(TURNS)
        assert ir.read_record(str(record)).final == record.final


def test_take_back_returns_to_the_position_before(supply: str) -> None:
    table = Table(ir.new_game(supply))
    table.deal(random.Random(2))
    before = table.state
    table.play(f"{before.drawn}+")
    table.take_back(1)
    assert (table.state, table.plies) == (before, 1)
    table.take_back(1)
    assert (table.state, table.plies) == (ir.new_game(supply), 0)


@pytest.mark.parametrize("plies", [-1, 1, True, "1", 1.0])
def test_take_back_refuses_what_cannot_be_taken_back(plies: object) -> None:
    table = Table(ir.new_game(ir.ponte.Rules(board_size=5)))
    with pytest.raises(ir.IslandsRulesError, match="can take back 0 to 0 moves"):
        table.take_back(plies)  # type: ignore[arg-type]


def test_a_person_sees_the_draw_then_types_a_turn_that_names_it(supply: str) -> None:
    # The person does not know what will be drawn: x+ and y+ in turn, one of any two fits.
    typed = StringIO("x+\ny+\n" * 6 + "quit\n")
    out = StringIO()
    record = play_seats(
        ir.load_game(supply),
        ir.load_game(supply).rules_class(),
        ["human", "greedy"],
        seed=5,
        hint="greedy",
        event="test",
        inp=typed,
        out=out,
    )
    assert out.getvalue().count("drawn: ") >= 3
    assert "does not name the tile drawn" in out.getvalue()
    assert record.final.ply == 5
    assert set(record.moves) <= set(TURNS)
    assert record.moves[0] in ("x+", "y+")  # what the person typed
    assert record.moves[1] in ("x-", "y+")  # what greedy chose


def test_a_table_started_in_mid_game_has_no_record() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,b2")
    with pytest.raises(ir.IslandsRulesError, match="a record starts at the beginning of a game"):
        Table(state).record()


def test_a_table_needs_a_state() -> None:
    with pytest.raises(ir.UnknownGameError):
        Table("a1,b2")
