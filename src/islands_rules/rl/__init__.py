"""Reinforcement learning and search frameworks: action ids, legal-action masks, observation
tensors, a PettingZoo environment, a Gymnasium environment and OpenSpiel games.

Needs the ``rl`` extra (``pip install islands-rules[rl]``: numpy, pettingzoo, gymnasium,
open_spiel); the core package never imports this module. Each game's action encoding and
observation planes are described in the reinforcement-learning guide.

>>> import islands_rules as ir
>>> from islands_rules import rl
>>> state = ir.new_game(ir.ponte.Rules(board_size=6))
>>> rl.action_count(state.rules)  # 630 tile pairs, 160 bridges, swap, pass
792
>>> action = rl.encode_action(state, "a1,c3")
>>> action, rl.decode_action(state, action)
(13, PlaceTiles('a1', 'c3'))
>>> mask = rl.action_mask(state)
>>> mask.dtype, int(mask.sum()) == len(ir.legal_moves(state))
(dtype('int8'), True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

import islands_rules as ir

from ..core.errors import IslandsRulesError, shown
from ._codecs import Mask, Planes, codec_for_rules, codec_of

if TYPE_CHECKING:
    from ._gym import SingleAgentEnv
    from ._pettingzoo import IslandsRulesEnv

__all__ = [
    "IslandsRulesEnv",
    "SingleAgentEnv",
    "action_count",
    "action_mask",
    "chance_probabilities",
    "decode_action",
    "encode_action",
    "env",
    "gym_env",
    "legal_actions",
    "make_rules",
    "observation",
    "observation_shape",
    "observation_tensor",
]


def make_rules(game: str, **rule_options: Any) -> Any:
    """The ``Rules`` of ``game`` (its name) with ``rule_options`` (its option names).

    >>> make_rules("ponte", board_size=6)
    Rules(board_size=6, tiles_per_colour=40, bridges=15)

    :raises UnknownGameError: for a game the library does not have.
    :raises InvalidRulesError: for an unknown option or a value the game refuses.
    """
    rules_class = ir.load_game(game).rules_class
    try:
        return rules_class(**rule_options)
    except TypeError as error:
        raise ir.InvalidRulesError(f"bad rule options for {game}: {error}") from None


def _rules(game_or_rules: Any) -> Any:
    if isinstance(game_or_rules, str):
        return make_rules(game_or_rules)
    if isinstance(game_or_rules, ir.Game):
        return game_or_rules.rules_class()
    if hasattr(game_or_rules, "rules") and not isinstance(game_or_rules, type):
        return game_or_rules.rules  # a state
    return game_or_rules


def action_count(game_or_rules: Any) -> int:
    """How many action ids the game has under these rules: a game's name (default rules), a
    game (:func:`~islands_rules.load_game`), a ``Rules`` value or a state. Every legal move of
    every position under those rules has an id below it.

    >>> action_count("isaac"), action_count(ir.lsd.Rules(players=4))
    (145201, 201721)

    :raises IslandsRulesError: for anything that names no game of the library.
    """
    return codec_for_rules(_rules(game_or_rules)).count


def encode_action(state: Any, move: Any) -> int:
    """The action id of ``move`` (a move, or its notation) in ``state``; ids are fixed per rule
    set on Ponte's and Isaac's boards, and relative to the field's window on LSD's and
    Islands' (see the guide). At an Islands chance node a draw's id is its tile's letter
    index (A = 0).

    >>> state = ir.new_game("lsd")
    >>> encode_action(state, "e+@0,0")
    1292

    :raises NotationError: if ``move`` is text that is not a move of the game.
    :raises IslandsRulesError: if ``move`` is of another game or lies outside the encoding.
    """
    game = ir.game_of_state(state)
    if isinstance(move, str):
        move = game.parse_move(move)
    elif not isinstance(move, game.move_types):
        raise IslandsRulesError(f"{shown(move)} is not a move of {game.title}")
    return codec_of(state).encode(state, move)


def decode_action(state: Any, action: int) -> Any:
    """The move with id ``action`` in ``state``: the inverse of :func:`encode_action` for
    every legal move. The move need not be legal.

    >>> state = ir.new_game("lsd")
    >>> decode_action(state, 1292)
    Placement('e', '+', 0, 0)

    :raises IslandsRulesError: for an id out of range.
    """
    codec = codec_of(state)
    count = codec.chance_outcomes_count if ir.to_move(state) is ir.CHANCE else codec.count
    if type(action) not in (int, np.int64, np.int32) or not 0 <= int(action) < count:
        raise IslandsRulesError(f"an action id here is an int from 0 to {count - 1}, got {shown(action)}")
    return codec.decode(state, int(action))


def legal_actions(state: Any) -> list[int]:
    """The ids of the legal moves of ``state`` (at a chance node: of the outcomes), in the
    order of :func:`~islands_rules.legal_moves`.

    >>> legal_actions(ir.new_game("isaac"))[:3]
    [0, 18, 36]
    """
    return codec_of(state).legal_actions(state)


def action_mask(state: Any) -> Mask:
    """A numpy ``int8`` array of :func:`action_count` entries: 1 exactly at the ids of the legal
    moves of ``state``, 0 elsewhere (at an Islands chance node, 1 at the letters that can be
    drawn; all 0 once the game is over).

    >>> mask = action_mask(ir.new_game("isaac"))
    >>> mask.shape, mask.dtype, int(mask.sum())
    ((145201,), dtype('int8'), 600)
    """
    return codec_of(state).mask(state)


def chance_probabilities(state: Any) -> list[tuple[int, float]]:
    """At a chance node, each outcome's id with its probability (weights over their sum);
    elsewhere ``[]``.

    >>> [(a, round(p, 4)) for a, p in chance_probabilities(ir.new_game("islands"))][:2]
    [(0, 0.0282), (1, 0.0563)]
    """
    if ir.to_move(state) is not ir.CHANCE:
        return []
    codec = codec_of(state)
    probabilities: list[tuple[int, float]] = codec.chance_probabilities(state)  # type: ignore[attr-defined]
    return probabilities


def _seat(state: Any, seat: int | None) -> int:
    codec = codec_of(state)
    if seat is None:
        return codec.viewer(state)
    players = len(ir.game_of_state(state).seat_names(state))
    if type(seat) is not int or not 0 <= seat < players:
        raise IslandsRulesError(f"a seat here is an int from 0 to {players - 1}, got {shown(seat)}")
    return seat


def observation(state: Any, seat: int | None = None) -> dict[str, Planes]:
    """What ``seat`` (by default the player to move) sees of ``state``: ``planes``, a float32
    array (channels, x, y) of the board from that player's point of view, and ``scalars``, a
    float32 vector (counters, hands, the drawn tile, whose turn). Equal states give equal
    arrays; Islands' supply is seen as counts, never its order. The guide lists every plane.

    >>> seen = observation(ir.new_game("ponte"))
    >>> seen["planes"].shape, seen["scalars"].shape
    ((23, 10, 10), (11,))

    :raises IslandsRulesError: for a seat the game does not have.
    """
    planes, scalars = codec_of(state).observe(state, _seat(state, seat))
    return {"planes": planes, "scalars": scalars}


def observation_tensor(state: Any, seat: int | None = None) -> Planes:
    """:func:`observation` as one flat float32 vector: the planes (C order), then the scalars;
    what the PettingZoo and Gymnasium environments and the OpenSpiel observer give.

    >>> observation_tensor(ir.new_game("ponte")).shape
    (2311,)
    """
    return codec_of(state).observe_flat(state, _seat(state, seat))


def observation_shape(game_or_rules: Any) -> dict[str, tuple[int, ...]]:
    """The shapes of :func:`observation`'s arrays under these rules.

    >>> observation_shape("lsd")
    {'planes': (7, 42, 42), 'scalars': (28,)}
    """
    codec = codec_for_rules(_rules(game_or_rules))
    return {"planes": codec.planes_shape, "scalars": (codec.scalars_size,)}


def env(game: str, **rule_options: Any) -> IslandsRulesEnv:
    """A PettingZoo ``AECEnv`` of ``game`` under ``rule_options``: agents ``player_0`` ..
    (by seat), observations ``{"observation": float32 vector, "action_mask": int8}``, chance
    draws inside ``step`` from the generator seeded by ``reset(seed=...)``, and each
    agent's reward at the end its return (the ``returns`` of :class:`islands_rules.Outcome`).

    >>> environment = env("lsd", players=4)
    >>> environment.reset(seed=1)
    >>> environment.agent_selection, len(environment.possible_agents)
    ('player_0', 4)

    :raises InvalidRulesError: for bad rule options.
    """
    from ._pettingzoo import IslandsRulesEnv

    return IslandsRulesEnv(make_rules(game, **rule_options))


def gym_env(game: str, *, opponent: str = "random", seat: int = 0, **rule_options: Any) -> SingleAgentEnv:
    """A Gymnasium environment of ``game`` for one agent in ``seat`` against ``opponent``, a
    bot of :func:`islands_rules.bots.make_bot` (``"random"``, ``"greedy"``, ``"mcts:200"``)
    in every other seat. Observations as :func:`env`'s; reward the agent's return at the
    end; an illegal action ends the episode with reward -1.

    >>> environment = gym_env("ponte", board_size=5, opponent="random")
    >>> observation_, info = environment.reset(seed=1)
    >>> sorted(observation_), int(environment.action_space.n)
    (['action_mask', 'observation'], 398)

    :raises InvalidRulesError: for bad rule options.
    :raises IslandsRulesError: for an unknown bot or a seat the game does not have.
    """
    from ._gym import SingleAgentEnv

    return SingleAgentEnv(make_rules(game, **rule_options), opponent=opponent, seat=seat)


def __getattr__(name: str) -> Any:
    if name == "IslandsRulesEnv":
        from ._pettingzoo import IslandsRulesEnv

        return IslandsRulesEnv
    if name == "SingleAgentEnv":
        from ._gym import SingleAgentEnv

        return SingleAgentEnv
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
