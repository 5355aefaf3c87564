"""Every game of the library as an OpenSpiel Python game, ``islands_rules_<game>``.

:func:`register` registers them with ``pyspiel``; then ``pyspiel.load_game`` loads one with
its rule options as parameters, and OpenSpiel's algorithms and bots play it:

>>> import pyspiel
>>> from islands_rules.rl import openspiel
>>> openspiel.register()
>>> game = pyspiel.load_game("islands_rules_ponte", {"board_size": 5})
>>> state = game.new_initial_state()
>>> state.current_player(), state.action_to_string(0, state.legal_actions()[0])
(0, 'a1,a2')

Dynamics are sequential; Islands' draws are explicit chance nodes (each tile letter, with
its probability: copies left over tiles left); returns are the library's
(the ``returns`` of :class:`islands_rules.Outcome`); actions are the ids of
:func:`islands_rules.rl.encode_action`, written in the library's notation; the observer
gives :func:`islands_rules.rl.observation_tensor`, from the point of view of the player
asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
import numpy as np
import pyspiel

import islands_rules as ir

from ..core.errors import InvalidRulesError
from ..core.options import options
from ._codecs import Codec, codec_for_rules

__all__ = ["game_name", "register", "rules_of_params"]

PREFIX = "islands_rules_"


def game_name(game: str) -> str:
    """The OpenSpiel name of one of the library's games.

    >>> game_name("lsd")
    'islands_rules_lsd'
    """
    return PREFIX + ir.load_game(game).name


def _options(game: str) -> list[Any]:
    """The rule options of ``game``: the public fields of its ``Rules``."""
    return [f for f in attrs.fields(ir.load_game(game).rules_class) if f.init and not f.name.startswith("_")]


def _parameters(game: str) -> dict[str, Any]:
    """The OpenSpiel parameters of ``game``: one per rule option, an int where the option's
    default is a whole number, else the option's text ("" for its default)."""
    return {f.name: f.default if type(f.default) is int else "" for f in _options(game)}


def _read(game: str, name: str, text: str) -> Any:
    """A rule option given as text, read as its record tag is (the option's own parser)."""
    (option,) = [o for o in options(ir.load_game(game).rules_class) if o.name == name]
    return option.parse(text)


def rules_of_params(game: str, params: dict[str, Any]) -> Any:
    """The ``Rules`` of ``game`` that OpenSpiel parameters give (text read as a record tag
    is; ``""`` keeps the option's default).

    >>> rules_of_params("isaac", {"size": 6, "pieces": "3:1:2 4:2:1", "target": ""})
    Rules(pieces=((3, 1, 2), (4, 2, 1)), size=6, target=36)

    :raises InvalidRulesError: for a value the game refuses.
    """
    fields = _options(game)
    if not isinstance(params, Mapping):
        raise InvalidRulesError(
            f"params must be a mapping of option name to value, got {type(params).__name__}"
        )
    values: dict[str, Any] = {}
    for field in fields:
        value = params.get(field.name, "")
        if isinstance(value, str):
            if value:
                values[field.name] = _read(game, field.name, value)
        else:
            values[field.name] = value
    return ir.load_game(game).rules_class(**values)


def _max_game_length(rules: Any, codec: Codec) -> int:
    """An upper bound on the decisions (chance draws aside) of any game under ``rules``."""
    name = rules.game_name
    if name == "ponte":
        # Every turn but swap, pass and the last one puts a tile pair or a bridge end on a cell.
        return int(rules.board_size) ** 2 + 4
    if name == "isaac":
        tiles = sum(int(count) for _length, _value, count in rules.pieces)
        return 4 * tiles + 4  # each tile placed and removed once per player, and the passes
    if name == "lsd":
        players, tiles = int(rules.players), int(rules.players * rules.tile_set.total)
        return tiles * players + players  # at most players - 1 passes per placement
    return 2 * codec.tiles  # Islands: 71 placements or discards (R14)


def _make_classes(game: str) -> tuple[Any, type[pyspiel.Game]]:
    title = ir.load_game(game).title
    counts = ir.load_game(game).player_counts
    stochastic = game == "islands"
    game_type = pyspiel.GameType(
        short_name=PREFIX + game,
        long_name=f"{title} (islands_rules)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if stochastic
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM if max(counts) == 2 else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(counts),
        min_num_players=min(counts),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(game),
    )

    class Game(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            merged = {**_parameters(game), **(params or {})}
            self.rules = rules_of_params(game, merged)
            self.codec = codec_for_rules(self.rules)
            players = len(ir.load_game(game).player_names(self.rules))
            info = pyspiel.GameInfo(
                num_distinct_actions=self.codec.count,
                max_chance_outcomes=self.codec.chance_outcomes_count,
                num_players=players,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0 if max(counts) == 2 else None,
                max_game_length=_max_game_length(self.rules, self.codec),
            )
            super().__init__(game_type, info, merged)

        def new_initial_state(self) -> State:
            return State(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
            return Observer(self.codec)

    Game.__name__ = Game.__qualname__ = f"{game.capitalize()}Game"

    class State(pyspiel.State):  # type: ignore[misc]
        def __init__(self, owner: Game) -> None:
            super().__init__(owner)
            self.codec = owner.codec
            self.position = ir.new_game(owner.rules)

        def current_player(self) -> int:
            mover = ir.to_move(self.position)
            if mover is None:
                return int(pyspiel.PlayerId.TERMINAL)
            if mover is ir.CHANCE:
                return int(pyspiel.PlayerId.CHANCE)
            return int(mover)

        def _legal_actions(self, player: int) -> list[int]:
            return sorted(self.codec.legal_actions(self.position))

        def chance_outcomes(self) -> list[tuple[int, float]]:
            if ir.to_move(self.position) is not ir.CHANCE:
                return []
            outcomes: list[tuple[int, float]] = self.codec.chance_probabilities(self.position)  # type: ignore[attr-defined]
            return sorted(outcomes)

        def _apply_action(self, action: int) -> None:
            self.position = ir.play(self.position, self.codec.decode(self.position, int(action)))

        def _action_to_string(self, player: int, action: int) -> str:
            move = self.codec.decode(self.position, int(action))
            return str(ir.game_of_state(self.position).move_text(move))

        def is_terminal(self) -> bool:
            return ir.to_move(self.position) is None

        def returns(self) -> list[float]:
            ended = ir.outcome(self.position)
            players = self.get_game().num_players()
            return [0.0] * players if ended is None else [float(value) for value in ended.returns]

        def __str__(self) -> str:
            return str(ir.render_text(self.position))

    State.__name__ = State.__qualname__ = f"{game.capitalize()}State"
    return game_type, Game


class Observer:
    """OpenSpiel's observer protocol over :func:`islands_rules.rl.observation`: ``tensor`` is
    the flat observation, ``dict`` its ``planes`` and ``scalars`` (views of it)."""

    def __init__(self, codec: Codec) -> None:
        self.codec = codec
        self.tensor = np.zeros(codec.tensor_size, dtype=np.float32)
        planes = int(np.prod(codec.planes_shape))
        self.dict = {
            "planes": self.tensor[:planes].reshape(codec.planes_shape),
            "scalars": self.tensor[planes:],
        }

    def set_from(self, state: Any, player: int) -> None:
        """Fill :attr:`tensor` with what ``player`` sees of ``state``."""
        self.tensor[:] = self.codec.observe_flat(state.position, player)

    def string_from(self, state: Any, player: int) -> str:
        """The position as text, with the move history (the library's notation)."""
        history = " ".join(ir.game_of_state(state.position).move_text(m) for m in _moves_of(state))
        return f"{history}\n{ir.render_text(state.position)}"


def _moves_of(state: Any) -> list[Any]:
    """The moves that led to an OpenSpiel state, replayed from its action history."""
    position = ir.new_game(state.codec.rules)
    moves = []
    for action in state.history():
        move = state.codec.decode(position, action)
        moves.append(move)
        position = ir.play(position, move)
    return moves


_REGISTERED: dict[str, type[pyspiel.Game]] = {}


def register() -> None:
    """Register every game of the library with OpenSpiel as ``islands_rules_<game>``
    (``islands_rules_ponte``, ``islands_rules_isaac``, ``islands_rules_lsd``,
    ``islands_rules_islands``); calling it again does nothing.

    >>> import pyspiel
    >>> register()
    >>> sorted(name for name in pyspiel.registered_names() if name.startswith("islands_rules_"))
    ['islands_rules_isaac', 'islands_rules_islands', 'islands_rules_lsd', 'islands_rules_ponte']
    """
    known = set(pyspiel.registered_names())
    for game in ir.available_games():
        if game not in ("ponte", "isaac", "lsd", "islands") or PREFIX + game in known:
            continue
        game_type, game_class = _make_classes(game)
        pyspiel.register_game(game_type, game_class)
        _REGISTERED[game] = game_class
