"""The PettingZoo environment: one AEC environment for every game and rule set."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import islands_rules as ir

from ..core.errors import IslandsRulesError
from ._codecs import Codec, codec_for_rules

LOW = float(np.finfo(np.float32).min)
HIGH = float(np.finfo(np.float32).max)


def observation_space(codec: Codec) -> spaces.Dict:
    """The observation space of both environments: the flat tensor and the action mask."""
    return spaces.Dict(
        {
            # Every value is finite; float32's own range bounds it (infinite bounds draw warnings).
            "observation": spaces.Box(low=LOW, high=HIGH, shape=(codec.tensor_size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(codec.count,), dtype=np.int8),
        }
    )


def resolve_chance(state: Any, rng: random.Random) -> Any:
    """``state`` with every pending chance draw made with ``rng`` (Islands' tiles)."""
    while ir.to_move(state) is ir.CHANCE:
        state = ir.play(state, ir.draw_chance(state, rng))
    return state


class IslandsRulesEnv(AECEnv):  # type: ignore[misc]
    """A PettingZoo AEC environment of one game under one rule set; get one with
    :func:`islands_rules.rl.env`. Agents ``player_0``, ``player_1``, ... are the seats;
    the current position is ``state``.

    >>> from islands_rules import rl
    >>> environment = rl.env("ponte", board_size=5)
    >>> environment.reset(seed=3)
    >>> observation, reward, termination, truncation, info = environment.last()
    >>> observation["observation"].shape, observation["action_mask"].dtype
    ((586,), dtype('int8'))
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "islands_rules_v0",
        "is_parallelizable": False,
    }

    def __init__(self, rules: Any, render_mode: str | None = None) -> None:
        super().__init__()
        self.rules = rules
        self.codec = codec_for_rules(rules)
        self.render_mode = render_mode
        players = len(ir.load_game(rules.game_name).player_names(rules))
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents = self.possible_agents[:]
        self._observation_space = observation_space(self.codec)
        self._action_space = spaces.Discrete(self.codec.count)
        self._rng = random.Random()
        self.state: Any = None
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[0]

    def observation_space(self, agent: str) -> spaces.Dict:
        """The same for every agent: a float32 ``observation`` vector and an int8 ``action_mask``."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        """``Discrete(action_count)`` for every agent."""
        return self._action_space

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent`` sees: its point of view, and the mask of its legal actions (all 0
        when it is not to move)."""
        seat = self.possible_agents.index(agent)
        mover = ir.to_move(self.state)
        mask = self.codec.mask(self.state) if mover == seat else np.zeros(self.codec.count, dtype=np.int8)
        return {"observation": self.codec.observe_flat(self.state, seat), "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` seeds the generator of the chance draws."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.state = resolve_chance(ir.new_game(self.rules), self._rng)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        mover = ir.to_move(self.state)
        self.agent_selection = self.possible_agents[mover if isinstance(mover, int) else 0]

    def step(self, action: Any) -> None:
        """Play ``action`` (an id) for the agent to move, then any chance draw; at the end,
        every agent's reward is its return.

        :raises IslandsRulesError: for an id that is no legal move here.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        move = self.codec.decode(self.state, int(action)) if 0 <= int(action) < self.codec.count else None
        if move is None or not ir.is_legal(self.state, move):
            raise IslandsRulesError(f"action {action} is not a legal move of {agent} here")
        self.state = resolve_chance(ir.play(self.state, move), self._rng)
        self._clear_rewards()
        ended = ir.outcome(self.state)
        if ended is not None:
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = float(ended.returns[seat])
                self.terminations[name] = True
        else:
            mover = ir.to_move(self.state)
            assert isinstance(mover, int)
            self.agent_selection = self.possible_agents[mover]
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> str:
        """The position as text (:func:`islands_rules.render_text`)."""
        return ir.render_text(self.state)

    def close(self) -> None:
        """Nothing to release."""
