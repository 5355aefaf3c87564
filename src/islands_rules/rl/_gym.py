"""The Gymnasium environment: one agent against a fixed bot of islands_rules.bots."""

from __future__ import annotations

import random
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

import islands_rules as ir
from islands_rules.bots import make_bot

from ..core.errors import IslandsRulesError, shown
from ._codecs import codec_for_rules
from ._pettingzoo import observation_space, resolve_chance


class SingleAgentEnv(gymnasium.Env[dict[str, Any], Any]):
    """A Gymnasium environment: the agent plays ``seat``, the bot ``opponent`` every other
    seat; get one with :func:`islands_rules.rl.gym_env`. ``reset(seed=...)`` seeds the
    chance draws and the bot. The reward is the agent's return when the game ends (0
    before); an illegal action ends the episode with reward -1 and ``info["illegal"]``.

    >>> from islands_rules import rl
    >>> environment = rl.gym_env("isaac", size=5, pieces=((2, 1, 3), (3, 2, 2)))
    >>> observation, info = environment.reset(seed=0)
    >>> action = int(np.flatnonzero(observation["action_mask"])[0])
    >>> observation, reward, terminated, truncated, info = environment.step(action)
    >>> terminated, info["illegal"]
    (False, False)
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 -- gymnasium's declaration

    def __init__(
        self, rules: Any, *, opponent: str = "random", seat: int = 0, render_mode: str | None = None
    ) -> None:
        self.rules = rules
        self.codec = codec_for_rules(rules)
        players = len(ir.load_game(rules.game_name).player_names(rules))
        if type(seat) is not int or not 0 <= seat < players:
            raise IslandsRulesError(f"the agent's seat is an int from 0 to {players - 1}, got {shown(seat)}")
        make_bot(opponent)  # refuse an unknown bot now, not at the first step
        self.opponent_spec = opponent
        self.seat = seat
        self.render_mode = render_mode
        self.observation_space = observation_space(self.codec)
        self.action_space = spaces.Discrete(self.codec.count)
        self._rng = random.Random()
        self._bot_seed = 0
        self.state: Any = None
        self._done = True

    def _observation(self) -> dict[str, Any]:
        mover = ir.to_move(self.state)
        if mover == self.seat:
            mask = self.codec.mask(self.state)
        else:
            mask = np.zeros(self.codec.count, dtype=np.int8)
        return {"observation": self.codec.observe_flat(self.state, self.seat), "action_mask": mask}

    def _opponents_play(self) -> None:
        """The bot moves (and chance draws) until the agent is to move or the game is over."""
        while True:
            self.state = resolve_chance(self.state, self._rng)
            mover = ir.to_move(self.state)
            if mover is None or mover == self.seat:
                return
            self.state = ir.play(self.state, self._bot.choose(self.state))

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game, the bot's first moves played if it moves first."""
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        self._bot_seed = self._rng.randrange(2**32)
        self._bot = make_bot(self.opponent_spec, seed=self._bot_seed)
        self.state = ir.new_game(self.rules)
        self._opponents_play()
        self._done = ir.to_move(self.state) is None
        return self._observation(), {"illegal": False}

    def step(self, action: Any) -> tuple[dict[str, Any], SupportsFloat, bool, bool, dict[str, Any]]:
        """Play ``action`` for the agent, then the bot until the agent is to move again."""
        if self._done:
            raise IslandsRulesError("the episode is over: call reset()")
        move = self.codec.decode(self.state, int(action)) if 0 <= int(action) < self.codec.count else None
        if move is None or not ir.is_legal(self.state, move):
            self._done = True
            return self._observation(), -1.0, True, False, {"illegal": True}
        self.state = ir.play(self.state, move)
        self._opponents_play()
        ended = ir.outcome(self.state)
        self._done = ended is not None
        reward = 0.0 if ended is None else float(ended.returns[self.seat])
        return self._observation(), reward, ended is not None, False, {"illegal": False}

    def render(self) -> str:
        """The position as text."""
        return ir.render_text(self.state)
