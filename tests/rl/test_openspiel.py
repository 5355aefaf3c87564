"""Every game as an OpenSpiel game: random_sim_test, chance nodes, and OpenSpiel's MCTS."""

from __future__ import annotations

from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the rl extra is not installed (pip install -e .[rl])")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402

import islands_rules as ir  # noqa: E402
from islands_rules import rl  # noqa: E402
from islands_rules.bots import make_bot  # noqa: E402
from islands_rules.rl import openspiel  # noqa: E402

PARAMS: dict[str, tuple[str, dict[str, Any]]] = {
    "ponte": ("ponte", {"board_size": 5}),
    "ponte-10": ("ponte", {}),
    "isaac": ("isaac", {"size": 6, "pieces": "2:1:3 3:2:2 4:3:1"}),
    "isaac-10": ("isaac", {}),
    "lsd": ("lsd", {}),
    "lsd-4": ("lsd", {"players": 4}),
    "islands": ("islands", {}),
    "islands-5": ("islands", {"players": 5}),
}
SIMS = {
    "ponte": 3,
    "ponte-10": 1,
    "isaac": 3,
    "isaac-10": 1,
    "lsd": 2,
    "lsd-4": 1,
    "islands": 1,
    "islands-5": 1,
}


@pytest.fixture(scope="module", autouse=True)
def registered() -> None:
    openspiel.register()


@pytest.mark.parametrize("config", sorted(PARAMS))
def test_random_sim_test_passes_with_serialization(config: str) -> None:
    game, params = PARAMS[config]
    loaded = pyspiel.load_game(openspiel.game_name(game), params)
    pyspiel.random_sim_test(loaded, num_sims=SIMS[config], serialize=True, verbose=False)


def test_every_game_is_registered_with_its_rule_options_as_parameters() -> None:
    expected = {
        "ponte": {"board_size", "tiles_per_colour", "bridges"},
        "isaac": {"size", "pieces", "target"},
        "lsd": {"players", "line", "tile_set"},
        "islands": {"players", "pieces", "tile_set", "start_tile", "small_island"},
    }
    for game, names in expected.items():
        assert set(pyspiel.load_game(openspiel.game_name(game)).get_type().parameter_specification) == names
    loaded = pyspiel.load_game("islands_rules_lsd", {"players": 4})
    assert loaded.num_players() == 4
    assert loaded.num_distinct_actions() == rl.action_count(ir.lsd.Rules(players=4))
    assert (
        pyspiel.load_game("islands_rules_isaac", {"size": 6, "pieces": "3:1:2", "target": "20"}).rules.target
        == 20
    )


def test_islands_draws_are_chance_nodes_whose_probabilities_sum_to_one() -> None:
    state = pyspiel.load_game("islands_rules_islands").new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert sum(p for _a, p in outcomes) == pytest.approx(1.0)
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, outcomes[0][0]) == "A"


def test_actions_are_written_in_the_library_notation_and_the_observer_gives_the_tensor() -> None:
    loaded = pyspiel.load_game("islands_rules_ponte", {"board_size": 6})
    state = loaded.new_initial_state()
    action = rl.encode_action(state.position, "a1,c3")
    assert state.action_to_string(0, action) == "a1,c3"
    state.apply_action(action)
    assert np.array_equal(np.asarray(state.observation_tensor(1)), rl.observation_tensor(state.position, 1))


@pytest.mark.parametrize("game", ["ponte", "isaac", "lsd", "islands"])
def test_openspiel_mcts_plays_a_whole_game_against_the_library_mcts(game: str) -> None:
    name, params = PARAMS[game]
    loaded = pyspiel.load_game(openspiel.game_name(name), params)
    rng = np.random.RandomState(1)
    theirs = mcts.MCTSBot(
        loaded, uct_c=2, max_simulations=8, evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng
    )
    ours = make_bot("mcts:8", seed=1)
    state = loaded.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probabilities)))
        elif state.current_player() == 0:
            state.apply_action(theirs.step(state))
        else:
            state.apply_action(rl.encode_action(state.position, ours.choose(state.position)))
    ended = ir.outcome(state.position)
    assert ended is not None
    assert state.returns() == list(ended.returns)


def test_islands_is_loaded_with_a_tile_set_of_its_own() -> None:
    game = pyspiel.load_game("islands_rules_islands", {"tile_set": "D:1 E:2 V:1"})
    state = game.new_initial_state()
    assert sum(p for _a, p in state.chance_outcomes()) == pytest.approx(1.0)
    assert len(state.chance_outcomes()) == 2  # E and V
