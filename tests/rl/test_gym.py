"""The Gymnasium environment passes Gymnasium's check_env against the library's bots."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("gymnasium", reason="the rl extra is not installed (pip install -e .[rl])")

from gymnasium.utils.env_checker import check_env

import islands_rules as ir
from islands_rules import rl

from .helpers import SMALL


@pytest.mark.parametrize("config", sorted(SMALL))
@pytest.mark.parametrize("opponent", ["random", "mcts:20"])
def test_check_env_passes(config: str, opponent: str) -> None:
    game, options = SMALL[config]
    with warnings.catch_warnings():
        # check_env would test other render modes through a registered spec; ours has none.
        warnings.filterwarnings("ignore", message=".*Not able to test alternative render modes")
        check_env(rl.gym_env(game, opponent=opponent, **options), skip_render_check=True)
        check_env(rl.gym_env(game, opponent=opponent, seat=1, **options), skip_render_check=True)


def test_a_random_agent_plays_to_the_end_and_is_paid_its_return() -> None:
    import numpy as np

    environment = rl.gym_env("lsd", players=4, opponent="greedy", seat=2)
    observation, _info = environment.reset(seed=3)
    rng = np.random.default_rng(3)
    terminated = False
    while not terminated:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, _truncated, info = environment.step(action)
    ended = ir.outcome(environment.state)
    assert ended is not None
    assert reward == ended.returns[2]
    assert not info["illegal"]


def test_an_illegal_action_ends_the_episode_with_minus_one() -> None:
    environment = rl.gym_env("ponte", board_size=5)
    environment.reset(seed=0)
    _observation, reward, terminated, _truncated, info = environment.step(
        rl.action_count(environment.rules) - 1
    )
    assert (reward, terminated, info["illegal"]) == (-1.0, True, True)
    with pytest.raises(ir.IslandsRulesError):
        environment.step(0)


def test_an_unknown_bot_or_seat_is_refused_at_once() -> None:
    with pytest.raises(ir.IslandsRulesError):
        rl.gym_env("ponte", opponent="nobody")
    with pytest.raises(ir.IslandsRulesError):
        rl.gym_env("ponte", seat=2)
