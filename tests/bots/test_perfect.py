"""The perfect bot: every move it plays keeps the position's value (checked by the plain
minimax), it says which positions its table covers, and refuses past its budget."""

from __future__ import annotations

import random

import pytest

import islands_rules as ir
from islands_rules.bots import PerfectBot, PositionOutsideTable, make_bot
from islands_rules.solve import final_value, minimax_value, solve


def _kept(game: ir.Game[object, object, object], state: object, move: object) -> bool:
    """Whether ``move`` keeps the value of ``state`` for its player (plain minimax)."""
    seat = game.to_move(state)
    assert isinstance(seat, int)
    child = game.play(state, move)
    after = game.to_move(child)
    if after is None:
        value = final_value(game, child, seat)
    else:
        value = minimax_value(game, child) * (1 if after == seat else -1)
    return value == minimax_value(game, state)


@pytest.mark.parametrize(
    "rules",
    [
        ir.isaac.Rules(size=3, pieces=((2, 1, 2), (3, 2, 1))),
        ir.lsd.Rules(tile_set=ir.lsd.TileSet("n+:1 nx:1 ns+:1 nsx:1"), line=3),
    ],
)
def test_every_move_of_the_perfect_bot_keeps_the_value(rules: object) -> None:
    state = ir.new_game(rules)
    game = ir.game_of(state)
    bot, rng = PerfectBot(seed=1), random.Random(2)
    while game.to_move(state) is not None:
        move = bot.choose(state)
        assert _kept(game, state, move)
        # its opponent plays at random, so the bot meets positions off best play too
        state = game.play(state, move if rng.random() < 0.5 else game.random_move(state, rng))


def test_the_bot_plays_from_a_solved_table_and_says_what_is_outside_it() -> None:
    rules = ir.isaac.Rules(size=4, pieces=((3, 1, 2), (4, 2, 2)))
    start = ir.new_game(rules)
    result = solve("isaac", start)
    bot = PerfectBot(result.table, max_nodes=0)
    assert bot.in_table(start)
    first = bot.choose(start)
    assert str(first) == result.principal_variation[0] or _kept(ir.load_game("isaac"), start, first)
    ponte = ir.new_game(ir.ponte.Rules(board_size=4))
    assert not bot.in_table(ponte)
    with pytest.raises(PositionOutsideTable, match="outside the solved table"):
        bot.choose(ponte)


def test_the_spec_names_the_perfect_bot() -> None:
    assert str(make_bot("perfect")) == "perfect:200000"
    assert str(make_bot("perfect:5000", seed=3)) == "perfect:5000"
    with pytest.raises(ir.IslandsRulesError, match="no number of nodes"):
        make_bot("perfect:lots")
