"""The PettingZoo environment passes PettingZoo's own API and seed tests for every game."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install -e .[rl])")

from pettingzoo.test import api_test, seed_test

import islands_rules as ir
from islands_rules import rl

from .helpers import SMALL

# api_test warns about every Dict observation (PettingZoo's own classic games draw the same):
# the observation is the standard {"observation", "action_mask"} pair.
DICT_OBSERVATION_WARNINGS = ("Observation is not a NumPy array", "Observation space for each agent")


@pytest.mark.parametrize("config", sorted(SMALL))
def test_pettingzoo_api_test_and_seed_test_pass(config: str) -> None:
    game, options = SMALL[config]
    with warnings.catch_warnings():
        for message in DICT_OBSERVATION_WARNINGS:
            warnings.filterwarnings("ignore", message=message)
        api_test(rl.env(game, **options), num_cycles=60)
        seed_test(lambda: rl.env(game, **options), num_cycles=60)


@pytest.mark.parametrize("config", sorted(SMALL))
def test_a_random_game_ends_with_the_returns_as_rewards(config: str) -> None:
    import numpy as np

    game, options = SMALL[config]
    environment = rl.env(game, **options)
    environment.reset(seed=5)
    rng = np.random.default_rng(5)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter():
        observation, reward, termination, truncation, _info = environment.last()
        totals[agent] += reward
        if termination or truncation:
            action = None
        else:
            assert observation["action_mask"].dtype == np.int8
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        environment.step(action)
    ended = ir.outcome(environment.state)
    assert ended is not None
    assert [totals[agent] for agent in environment.possible_agents] == list(ended.returns)


def test_the_same_seed_draws_the_same_islands_tiles() -> None:
    first, second = rl.env("islands"), rl.env("islands")
    first.reset(seed=11)
    second.reset(seed=11)
    assert first.state.drawn == second.state.drawn


def test_an_illegal_action_is_refused() -> None:
    environment = rl.env("ponte", board_size=5)
    environment.reset(seed=0)
    with pytest.raises(ir.IslandsRulesError):
        environment.step(rl.action_count(environment.rules) - 1)  # pass, with tiles to place
