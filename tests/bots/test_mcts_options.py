"""MCTS's options beyond its budget (an ordered search tries the root's moves best first by
the greedy bot's value; a native one plays out in the extension), and its widening, which
lists a node's moves only when random draws stop finding untried ones."""

from __future__ import annotations

import importlib.util
import random
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.bots import MCTSBot, greedy_value, make_bot

from .test_bots import GAMES, positions


def _values(state: object) -> dict[object, tuple[float, int]]:
    game = ir.game_of_state(state)
    seat = game.to_move(state)
    assert isinstance(seat, int)
    return {move: greedy_value(game, game.play(state, move), seat) for move in game.legal_moves(state)}


@pytest.mark.parametrize("name", GAMES)
def test_an_ordered_search_tries_the_best_greedy_moves_first(name: str) -> None:
    for state in list(positions(name, seed=5, every=11))[:4]:
        values = _values(state)
        if len(values) < 2:
            continue
        ranked = sorted(set(values.values()), reverse=True)
        analysis = MCTSBot(iterations=3, ordered=True, seed=2).analyse(state)
        tried = sorted((values[stats.move] for stats in analysis.moves), reverse=True)
        # three iterations make at most three root children, the best by value first
        best = sorted(values.values(), reverse=True)[: len(tried)]
        assert tried == best, (name, tried, ranked[:3])


@pytest.mark.parametrize("name", GAMES)
def test_an_ordered_search_is_deterministic_for_one_seed(name: str) -> None:
    state = next(positions(name, seed=3))
    first = MCTSBot(iterations=20, ordered=True, seed=4).analyse(state)
    again = MCTSBot(iterations=20, ordered=True, seed=4).analyse(state)
    assert first.moves == again.moves


def test_the_ordered_option_is_spelt_after_the_budget() -> None:
    bot = make_bot("mcts:200,ordered", seed=1)
    assert isinstance(bot, MCTSBot)
    assert (bot.iterations, bot.ordered, str(bot)) == (200, True, "mcts:200,ordered")
    assert str(make_bot(str(bot))) == "mcts:200,ordered"
    assert "ordered=True" in repr(make_bot("mcts:1s,ordered"))
    assert "ordered" not in repr(make_bot("mcts:200"))  # the plain search stays the default


@pytest.mark.parametrize("spec", ["mcts:ordered", "mcts:200,ordered,ordered", "mcts:200,sorted"])
def test_make_bot_refuses_an_option_that_is_not_one(spec: str) -> None:
    with pytest.raises(ir.IslandsRulesError, match="is neither iterations"):
        make_bot(spec)


@pytest.mark.parametrize("ordered", [1, "yes", None])
def test_mcts_refuses_an_ordered_flag_that_is_no_bool(ordered: object) -> None:
    with pytest.raises(ir.IslandsRulesError, match="ordered must be True or False"):
        MCTSBot(iterations=10, ordered=ordered)  # type: ignore[arg-type]


# ------------------------------------------------------------------ native playouts

NATIVE = importlib.util.find_spec("islands_rules_native") is not None


def _pretend_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: object())


@pytest.mark.skipif(NATIVE, reason="the extension is installed here")
def test_native_without_the_extension_is_refused_when_the_bot_is_made() -> None:
    with pytest.raises(ir.NativeUnavailableError, match=r"pip install \./native"):
        MCTSBot(iterations=10, native=True)
    with pytest.raises(ir.NativeUnavailableError, match=r"pip install \./native"):
        make_bot("mcts:200,native")


def test_native_for_a_game_with_no_native_engine_is_refused(
    monkeypatch: pytest.MonkeyPatch, lottery: str
) -> None:
    # Every game of the library has a native engine now: a registered toy game declares none.
    _pretend_installed(monkeypatch)
    bot = MCTSBot(iterations=10, native=True, seed=1)
    title = ir.load_game(lottery).title
    with pytest.raises(ir.NativeUnavailableError, match=f"{title} has no native playouts"):
        bot.choose(ir.new_game(lottery))


@pytest.mark.parametrize("native", [1, "yes", None])
def test_mcts_refuses_a_native_flag_that_is_no_bool(native: object) -> None:
    with pytest.raises(ir.IslandsRulesError, match="native must be True or False"):
        MCTSBot(iterations=10, native=native)  # type: ignore[arg-type]


@pytest.mark.skipif(not ir.load_game("ponte").has_native(), reason="Ponte's native engine is not installed")
def test_a_native_search_plays_out_natively_and_deterministically(monkeypatch: pytest.MonkeyPatch) -> None:
    ponte = ir.load_game("ponte")
    state = next(positions("ponte", seed=2))
    seeds: list[int] = []
    own = type(ponte).native_playout_returns

    def counted(self: Any, state: Any, seed: int) -> tuple[float, ...]:
        seeds.append(seed)
        return own(self, state, seed)

    def refused(self: Any, state: Any, rng: random.Random) -> Any:
        raise AssertionError("a native search played out in Python")

    monkeypatch.setattr(type(ponte), "native_playout_returns", counted)
    monkeypatch.setattr(type(ponte), "playout", refused)
    bot = make_bot("mcts:60,native", seed=3)
    assert str(bot) == "mcts:60,native"
    analysis = bot.analyse(state)  # type: ignore[attr-defined]
    assert ir.is_legal(state, analysis.move)
    assert len(seeds) == 60
    again = MCTSBot(iterations=60, native=True, seed=3).analyse(state)
    assert again.moves == analysis.moves
    assert seeds[:60] == seeds[60:]  # the seeds come from the bot's own random numbers


# ------------------------------------------------------------------ widening without listing


def test_a_node_of_few_children_never_lists_its_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    ponte = ir.load_game("ponte")
    state = next(positions("ponte", seed=4))
    listed: list[Any] = []
    own = type(ponte).legal_moves

    def counted(self: Any, state: Any) -> tuple[Any, ...]:
        listed.append(state)
        return own(self, state)

    monkeypatch.setattr(type(ponte), "legal_moves", counted)
    analysis = MCTSBot(iterations=60, seed=5).analyse(state)
    assert listed == [state]  # the root alone, listed once for the analysis
    assert sum(stats.visits for stats in analysis.moves) == 60


def test_every_node_has_each_legal_move_as_one_child_at_most() -> None:
    # On a small board the nodes below the root soon draw moves they tried already, list
    # their moves, and go on from the list: no move gets two children, none is lost.
    ponte, rng = ir.load_game("ponte"), random.Random(9)
    state = ponte.new_game(ir.ponte.Rules(board_size=5))
    while len(ponte.legal_moves(state)) > 10:
        state = ponte.play(state, ponte.random_move(state, rng))
    search = MCTSBot(iterations=1, seed=8).search(state)
    search.run(600)
    listed, stack = 0, [search.root]
    while stack:
        node = stack.pop()
        if node.chance is None and node.seat is not None:
            moves = [move for move, _ in node.children]
            legal = ponte.legal_moves(node.state)
            assert len(set(moves)) == len(moves)
            assert set(moves) <= set(legal)
            if node.moves is not None and node is not search.root:
                listed += 1
                left = [node.moves[index] for index in node.untried]
                assert sorted(map(str, moves + left)) == sorted(map(str, legal))
        stack.extend(child for _, child in node.children)
    assert listed > 0  # the listing after the draws was taken somewhere
