"""The bots over every registered game, through the protocol alone: legal moves, the
budget, determinism under a seed; and on the toy lottery, chance nodes and three players."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.bots import (
    AnalysingBot,
    Bot,
    GreedyBot,
    MCTSBot,
    RandomBot,
    Table,
    greedy_value,
    make_bot,
    play_game,
)

GAMES = ir.available_games()
SPECS = ("random", "greedy", "mcts:25")


def positions(name: str, seed: int, every: int = 7) -> Iterator[Any]:
    """Positions of a seeded random game of ``name`` where a player is to move, every few
    plies. A chance outcome is dealt alone (a game's random_move there may be a whole turn,
    as Islands' is), so the player's positions after a draw are among them."""
    game, rng = ir.load_game(name), random.Random(seed)
    table = Table(game.new_game())
    while (seat := game.to_move(table.state)) is not None:
        if not isinstance(seat, int):
            table.deal(rng)
            continue
        if game.ply(table.state) % every == 0:
            yield table.state
        table.play(game.random_move(table.state, rng))


def final_position(name: str) -> Any:
    return ir.playout(ir.new_game(name), random.Random(0))


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("name", GAMES)
def test_a_bot_always_chooses_a_legal_move(name: str, spec: str) -> None:
    bot = make_bot(spec, seed=1)
    for state in itertools.islice(positions(name, seed=2), 6):
        before = ir.state_to_dict(state)
        move = bot.choose(state)
        assert move in ir.legal_moves(state)
        assert ir.state_to_dict(state) == before  # the state passed in is unchanged


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("name", GAMES)
def test_a_bot_chooses_alike_for_one_seed(name: str, spec: str) -> None:
    states = list(itertools.islice(positions(name, seed=3), 4))
    first, second = make_bot(spec, seed=11), make_bot(spec, seed=11)
    assert [first.choose(state) for state in states] == [second.choose(state) for state in states]


@pytest.mark.parametrize("name", GAMES)
def test_mcts_runs_exactly_its_iterations(name: str) -> None:
    state = next(positions(name, seed=4))
    analysis = MCTSBot(iterations=40, seed=5).analyse(state)
    assert analysis.iterations == 40
    assert sum(stats.visits for stats in analysis.moves) == 40
    assert analysis.move == analysis.moves[0].move
    assert [stats.visits for stats in analysis.moves] == sorted(
        (s.visits for s in analysis.moves), reverse=True
    )
    assert all(-1 <= stats.value <= 1 for stats in analysis.moves)


@pytest.mark.parametrize("name", GAMES)
def test_mcts_analysis_is_the_same_for_one_seed_and_iteration_budget(name: str) -> None:
    state = next(positions(name, seed=6))
    first = MCTSBot(iterations=60, seed=9).analyse(state)
    second = MCTSBot(iterations=60, seed=9).analyse(state)
    assert (first.move, first.moves) == (second.move, second.moves)


@pytest.mark.parametrize("name", GAMES)
def test_a_search_in_steps_finds_what_one_analysis_finds(name: str) -> None:
    state = next(positions(name, seed=6))
    search = MCTSBot(iterations=1, seed=9).search(state)
    with pytest.raises(ir.IslandsRulesError, match="has not run yet"):
        search.analysis()
    seen = []
    for _ in range(3):
        search.run(20)
        seen.append(search.analysis())
    whole = MCTSBot(iterations=60, seed=9).analyse(state)
    assert (seen[-1].move, seen[-1].moves, seen[-1].iterations) == (whole.move, whole.moves, 60)
    # the analysis grows as the search runs: each step's visits add up to the iterations so far
    assert [sum(stats.visits for stats in step.moves) for step in seen] == [20, 40, 60]


@pytest.mark.parametrize("count", [0, -1, 2.5, True, "3"])
def test_a_search_refuses_a_step_that_is_no_count(count: object) -> None:
    search = MCTSBot(iterations=1).search(ir.new_game(ir.ponte.Rules(board_size=4)))
    with pytest.raises(ir.IslandsRulesError, match="iterations must be an int above 0"):
        search.run(count)  # type: ignore[arg-type]
    assert search.iterations == 0


class Clock:
    """A stand-in for time.perf_counter that advances a fixed step on every reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize("name", GAMES)
def test_mcts_stops_when_its_time_is_up(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "perf_counter", Clock(step=0.125))
    analysis = MCTSBot(seconds=1.0, seed=1).analyse(next(positions(name, seed=7)))
    # The start is one reading and each iteration one more: 8 iterations reach the deadline, 0.125 + 1.
    assert analysis.iterations == 8


def test_mcts_stops_at_whichever_budget_ends_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "perf_counter", Clock(step=0.125))
    state = ir.new_game(ir.ponte.Rules(board_size=5))
    assert MCTSBot(iterations=3, seconds=1.0, seed=1).analyse(state).iterations == 3
    assert MCTSBot(iterations=300, seconds=0.5, seed=1).analyse(state).iterations == 4


@pytest.mark.parametrize("name", GAMES)
def test_mcts_with_one_legal_move_plays_it_without_searching(name: str) -> None:
    found = (state for seed in range(30) for state in positions(name, seed, every=1))
    only = next((state for state in found if len(ir.legal_moves(state)) == 1), None)
    if only is None:  # pragma: no cover - depends on the game
        pytest.skip(f"no position of {name} with one legal move in 30 random games")
    analysis = MCTSBot(iterations=50).analyse(only)
    assert (analysis.move, analysis.iterations) == (ir.legal_moves(only)[0], 0)
    search = MCTSBot(iterations=50).search(only)
    search.run(10)
    assert search.settled
    assert search.analysis().move == ir.legal_moves(only)[0]
    assert search.iterations == 0


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(), MCTSBot(iterations=5)])
def test_a_bot_refuses_a_finished_game(name: str, bot: Bot) -> None:
    with pytest.raises(ir.IllegalMoveError, match="the game is over"):
        bot.choose(final_position(name))


@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(), MCTSBot(iterations=5)])
@pytest.mark.parametrize("thing", [None, "c3,e5", ir.ponte.Rules()])
def test_a_bot_refuses_what_is_no_state(bot: Bot, thing: object) -> None:
    with pytest.raises(ir.UnknownGameError, match="expected a state of a game"):
        bot.choose(thing)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({}, "needs a budget"),
        ({"iterations": 0}, "iterations must be an int above 0, got 0"),
        ({"iterations": 2.5}, "iterations must be an int above 0, got 2.5"),
        ({"iterations": True}, "iterations must be an int above 0, got True"),
        ({"seconds": -1}, "seconds must be a number above 0, got -1"),
        ({"seconds": float("nan")}, "seconds must be a number above 0, got nan"),
        ({"iterations": 5, "exploration": 0}, "exploration must be a number above 0, got 0"),
        ({"iterations": 5, "seed": "1"}, "seed must be an int or None, got str"),
    ],
)
def test_mcts_refuses_a_budget_that_is_none(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ir.IslandsRulesError, match=message):
        MCTSBot(**options)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("alphazero", "no bot 'alphazero'; the bots are random, greedy, mcts"),
        ("mcts:0", "the budget '0' is neither"),
        ("mcts:2m", "the budget '2m' is neither"),
        ("mcts:1s,2s", "the budget '2s' is neither"),
        ("random:5", "no bot 'random:5'"),
        ("", "no bot ''"),
    ],
)
def test_make_bot_refuses_a_name_that_is_no_bot(spec: str, message: str) -> None:
    with pytest.raises(ir.IslandsRulesError, match=message):
        make_bot(spec)


def test_make_bot_reads_every_budget() -> None:
    bot = make_bot("MCTS:300,0.25s", seed=1)
    assert isinstance(bot, MCTSBot)
    assert (bot.iterations, bot.seconds, str(bot)) == (300, 0.25, "mcts:300,0.25s")
    assert str(make_bot("mcts")) == "mcts:1s"
    assert isinstance(make_bot(" Random "), RandomBot)
    with pytest.raises(ir.IslandsRulesError, match="a bot is named by a str"):
        make_bot(3)  # type: ignore[arg-type]


def test_the_protocols_are_structural() -> None:
    class FirstMove:
        def choose(self, state: Any) -> Any:
            return ir.legal_moves(state)[0]

    assert isinstance(FirstMove(), Bot)
    assert not isinstance(FirstMove(), AnalysingBot)
    assert isinstance(MCTSBot(iterations=1), AnalysingBot)
    assert not isinstance(object(), Bot)


def test_greedy_takes_the_move_that_scores() -> None:
    # Light's a1 b1 c1 and a gap at d1: a tile beside them completes an island of four, the only
    # kind of move that scores now (j1 and h10 make the turns add up).
    state = ir.ponte.setup_position(light=["a1", "b1", "c1", "j1"], dark=["a10", "b10", "c10", "h10"])
    move = GreedyBot(seed=1).choose(state)
    game = ir.load_game("ponte")
    after = ir.play(state, move)
    assert greedy_value(game, after, 0)[1] == 1
    assert ir.summary(after)["light"]["islands"] == 1


def test_greedy_breaks_ties_at_random() -> None:
    state = ir.new_game(ir.ponte.Rules(board_size=6))  # no first move scores: every move ties
    moves = {GreedyBot(seed=seed).choose(state) for seed in range(8)}
    assert len(moves) > 1


# ------------------------------------------------------------------ chance nodes, three players


def test_mcts_samples_chance_outcomes_by_their_weights(lottery: str) -> None:
    # Ticket b wins 3 draws in 4, ticket a 1 in 4: drawn uniformly, the two would be alike.
    state = ir.new_game(lottery)
    for seed in range(6):
        analysis = MCTSBot(iterations=300, seed=seed).analyse(state)
        assert analysis.move == "b"
        assert analysis.moves[0].value == pytest.approx(0.5, abs=0.2)


def test_mcts_maximises_the_return_of_the_seat_to_move(lottery: str) -> None:
    # After a losing draw the second player claims the prize: best for it, worst for the first player.
    state = ir.play(ir.play(ir.new_game(lottery), "a"), "lose")
    assert ir.to_move(state) == 1
    assert MCTSBot(iterations=20, seed=1).choose(state) == "claim"


def test_a_bot_refuses_to_choose_at_a_chance_node(lottery: str) -> None:
    state = ir.play(ir.new_game(lottery), "a")
    for bot in (RandomBot(), GreedyBot(), MCTSBot(iterations=5)):
        with pytest.raises(ir.IslandsRulesError, match="ply 2 is a chance node"):
            bot.choose(state)


# ------------------------------------------------------------------ the game's playout, four players


def test_mcts_plays_out_with_the_games_own_playout(monkeypatch: pytest.MonkeyPatch) -> None:
    ponte = ir.load_game("ponte")
    calls = []
    own = type(ponte).playout

    def counted(self: Any, state: Any, rng: random.Random) -> Any:
        calls.append(state)
        return own(self, state, rng)

    monkeypatch.setattr(type(ponte), "playout", counted)
    MCTSBot(iterations=40, seed=1).analyse(ir.new_game(ir.ponte.Rules(board_size=5)))
    assert len(calls) == 40  # one playout an iteration, none of them ending at the root


def test_mcts_plays_a_whole_game_of_four_players() -> None:
    lsd = ir.load_game("lsd")
    rules = lsd.rules_class(players=4)
    record = play_game(rules, [MCTSBot(iterations=20, seed=seat) for seat in range(4)], seed=1)
    assert len(lsd.seat_names(record.final)) == 4
    assert lsd.to_move(record.final) is None
    state = lsd.play(lsd.new_game(rules), lsd.random_move(lsd.new_game(rules), random.Random(2)))
    analysis = MCTSBot(iterations=60, seed=3).analyse(state)
    assert lsd.to_move(state) == 1
    assert analysis.move in lsd.legal_moves(state)
    assert sum(stats.visits for stats in analysis.moves) == 60
