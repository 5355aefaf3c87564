"""Hostile arguments to every public function of the bots: each is answered with the
library's own error (or, where the value happens to be fine, with an answer), never a
TypeError, AttributeError, IndexError, OverflowError or ZeroDivisionError from inside."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.bots import (
    GreedyBot,
    MatchResult,
    MCTSBot,
    RandomBot,
    Table,
    Tally,
    elo_difference,
    greedy_value,
    make_bot,
    play_game,
    run_match,
    seating,
    wilson_interval,
)

SMALL = ir.ponte.Rules(board_size=4)
START = ir.new_game(SMALL)
PONTE = ir.load_game("ponte")

HOSTILE: list[object] = [
    None, 0, -1, 10**50, 10**5000, 1.5, float("nan"), float("inf"), True, "x", "", b"a",
    [], [None], {}, object(), START, ("random", "random"), random.Random(1),
]  # fmt: skip


def _match_jobs(value: object) -> object:
    if type(value) is int and 1 <= value <= 256:
        return None  # a count of jobs that is right starts processes: not here
    return run_match("ponte", ["random", "random"], games=1, jobs=value, rules=SMALL)  # type: ignore[arg-type]


CALLS: dict[str, Callable[[Any], object]] = {
    "make_bot": make_bot,
    "make_bot seed": lambda value: make_bot("random", seed=value),
    "RandomBot seed": lambda value: RandomBot(seed=value),
    "GreedyBot seed": lambda value: GreedyBot(seed=value),
    "MCTSBot iterations": lambda value: MCTSBot(iterations=value),
    "MCTSBot seconds": lambda value: MCTSBot(seconds=value),
    "MCTSBot exploration": lambda value: MCTSBot(iterations=2, exploration=value),
    "MCTSBot choose": lambda value: MCTSBot(iterations=2).choose(value),
    "MCTSBot analyse": lambda value: MCTSBot(iterations=2).analyse(value),
    "GreedyBot choose": lambda value: GreedyBot().choose(value),
    "RandomBot choose": lambda value: RandomBot().choose(value),
    "play_game start": lambda value: play_game(value, [RandomBot(), RandomBot()]),
    "play_game bots": lambda value: play_game(SMALL, value),
    "play_game seed": lambda value: play_game(SMALL, [RandomBot(), RandomBot()], seed=value),
    "run_match game": lambda value: run_match(value, ["random", "random"], games=1),
    "run_match bots": lambda value: run_match("ponte", value, games=1, rules=SMALL),
    "run_match games": lambda value: run_match("ponte", ["random", "random"], games=value, rules=SMALL),
    "run_match jobs": lambda value: _match_jobs(value),
    "run_match seed": lambda value: run_match(
        "ponte", ["random", "random"], games=1, seed=value, rules=SMALL
    ),
    "run_match rules": lambda value: run_match("ponte", ["random", "random"], games=1, rules=value),
    "run_match progress": lambda value: run_match(
        "ponte", ["random", "random"], games=1, rules=SMALL, progress=value
    ),
    "seating bots": lambda value: seating(value, 2, 0),
    "seating seats": lambda value: seating(["a", "b"], value, 0),
    "seating number": lambda value: seating(["a", "b"], 2, value),
    "wilson_interval score": lambda value: wilson_interval(value, 10),
    "wilson_interval games": lambda value: wilson_interval(1, value),
    "wilson_interval z": lambda value: wilson_interval(1, 10, z=value),
    "elo_difference": elo_difference,
    "Table": Table,
    "Table.play": lambda value: Table(START).play(value),
    "Table.deal": lambda value: Table(START).deal(value),
    "Table.take_back": lambda value: Table(START).take_back(value),
    "Table.record": lambda value: Table(START).record(value),
    "Tally bot": lambda value: Tally(value, 1, 1, 1),
    "Tally wins": lambda value: Tally("random", value, 1, 1).interval,
    "MatchResult scores": lambda value: MatchResult("ponte", ("a", "b"), value, ()).tallies,
    "MatchResult bots": lambda value: MatchResult("ponte", value, (), ()),
    "MatchResult records": lambda value: MatchResult("ponte", ("a", "b"), (), value),
    "greedy_value game": lambda value: greedy_value(value, START, 0),
    "greedy_value state": lambda value: greedy_value(PONTE, value, 0),
    "greedy_value seat": lambda value: greedy_value(PONTE, START, value),
}


@pytest.mark.parametrize("name", CALLS)
def test_hostile_arguments_meet_the_librarys_errors(name: str) -> None:
    for value in HOSTILE:
        with contextlib.suppress(ir.IslandsRulesError):
            CALLS[name](value)


def test_the_messages_keep_huge_numbers_short() -> None:
    with pytest.raises(ir.IslandsRulesError, match="got a number of 5,001 digits"):
        run_match("ponte", ["random", "random"], games=10**5000)
    with pytest.raises(ir.IslandsRulesError, match="games must be an int from 1 to 1,000,000"):
        run_match("ponte", ["random", "random"], games=10**7)
