"""Action ids, masks and observations on thousands of random positions of every game."""

from __future__ import annotations

import random
import zlib
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the rl extra is not installed (pip install -e .[rl])")

import islands_rules as ir  # noqa: E402
from islands_rules import rl  # noqa: E402

from .helpers import CONFIGS, random_positions  # noqa: E402

# Random games per rule set: together well over a thousand positions per game.
GAMES = {
    "ponte": 8,
    "ponte-6": 40,
    "isaac": 20,
    "isaac-6": 60,
    "lsd": 30,
    "lsd-4": 15,
    "islands": 6,
    "islands-5": 4,
}
SAMPLED_MOVES = 64  # per position, where listing every move's round trip would be slow


def check_position(state: Any, rng: random.Random) -> None:
    moves = ir.legal_moves(state)
    actions = rl.legal_actions(state)
    count = rl.action_count(state.rules)
    assert len(actions) == len(moves)
    assert len(set(actions)) == len(actions), "two legal moves share an id"
    mask = rl.action_mask(state)
    assert mask.dtype == np.int8
    assert mask.shape == (count,)
    assert int(mask.sum()) == len(moves)
    assert all(mask[action] == 1 for action in actions)
    picked = (
        range(len(moves)) if len(moves) <= SAMPLED_MOVES else rng.sample(range(len(moves)), SAMPLED_MOVES)
    )
    for k in picked:
        assert rl.encode_action(state, moves[k]) == actions[k]
        assert rl.decode_action(state, actions[k]) == moves[k]
    chance = ir.to_move(state) is ir.CHANCE
    if not chance and ir.to_move(state) is not None:
        # An id the mask refuses never decodes to a legal move.
        for action in rng.sample(range(count), 8):
            if mask[action] == 0:
                assert not ir.is_legal(state, rl.decode_action(state, action))


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_every_legal_move_has_one_id_and_the_mask_is_exactly_the_legal_moves(config: str) -> None:
    game, options = CONFIGS[config]
    rng = random.Random(7)
    positions = 0
    for state in random_positions(game, options, GAMES[config], seed=zlib.crc32(config.encode())):
        check_position(state, rng)
        positions += 1
    assert positions >= 150


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_observations_have_the_documented_shape_and_equal_states_equal_tensors(config: str) -> None:
    game, options = CONFIGS[config]
    shape = rl.observation_shape(rl.make_rules(game, **options))
    for state in list(random_positions(game, options, 1, seed=3))[::7]:
        seen = rl.observation(state)
        assert seen["planes"].shape == shape["planes"]
        assert seen["scalars"].shape == shape["scalars"]
        assert seen["planes"].dtype == np.float32
        again = ir.game_of_state(state).state_from_dict(ir.game_of_state(state).state_to_dict(state))
        assert np.array_equal(rl.observation_tensor(state), rl.observation_tensor(again))
        flat = rl.observation_tensor(state)
        assert np.array_equal(flat[: seen["planes"].size], seen["planes"].ravel())


def test_islands_chance_draws_have_probabilities_summing_to_one() -> None:
    state = ir.new_game("islands")
    probabilities = rl.chance_probabilities(state)
    weights = dict(ir.load_game("islands").chance_outcomes(state))
    assert sum(p for _a, p in probabilities) == pytest.approx(1.0)
    assert len(probabilities) == len(weights)
    assert rl.chance_probabilities(ir.play(state, ir.islands.Draw("D"))) == []


def test_the_hidden_order_of_the_islands_supply_is_not_observed() -> None:
    # The same draws in another order leave the same counts, so the same observation.
    state = ir.new_game("islands")
    for seed in range(3):
        rng = random.Random(seed)
        first = ir.play(state, ir.draw_chance(state, rng))
        assert rl.observation(first)["scalars"][24:48].sum() == 71 - 1 + 0


def test_observation_is_from_the_point_of_view_of_the_seat_asked() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=6)), "a1,c3")
    mover, other = rl.observation(state, 1)["planes"], rl.observation(state, 0)["planes"]
    assert mover[1].sum() == 2  # dark sees light's tiles as the opponent's
    assert mover[0].sum() == 0
    assert other[0].sum() == 2


def test_bad_ids_and_foreign_moves_are_refused() -> None:
    state = ir.new_game("lsd")
    with pytest.raises(ir.IslandsRulesError):
        rl.decode_action(state, rl.action_count(state.rules))
    with pytest.raises(ir.IslandsRulesError):
        rl.decode_action(state, -1)
    with pytest.raises(ir.IslandsRulesError):
        rl.encode_action(state, ir.ponte.Swap())
    with pytest.raises(ir.IslandsRulesError):
        rl.action_count("chess")
    with pytest.raises(ir.IslandsRulesError):
        rl.observation(state, 2)


def test_the_core_imports_without_numpy() -> None:
    import subprocess
    import sys

    code = "import sys, islands_rules; assert 'numpy' not in sys.modules, 'numpy imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_islands_side_planes_agree_with_the_rules_where_tiles_meet() -> None:
    # R7: wherever two tiles meet, the facing sides are of one kind; the planes must say so.
    state = ir.playout(ir.new_game("islands"), random.Random(2))
    planes = rl.observation(state, 0)["planes"]
    tiles, sides = planes[0], planes[1:13].reshape(4, 3, *planes.shape[1:])  # n e s w x kind
    met = 0
    for u, v in zip(*np.nonzero(tiles), strict=True):
        if tiles[u, v + 1]:
            assert np.array_equal(sides[0, :, u, v], sides[2, :, u, v + 1])
            met += 1
        if tiles[u + 1, v]:
            assert np.array_equal(sides[1, :, u, v], sides[3, :, u + 1, v])
            met += 1
    assert met >= 71


def test_values_by_identity_survive_a_full_table_and_are_per_object() -> None:
    """The codecs' table by object identity: an object's value is made once, equal objects
    are told apart, and a full table starts afresh and still answers right."""
    from islands_rules.rl._codec_base import MoveIds

    made: list[object] = []

    def number(thing: list[int]) -> int:
        made.append(thing)
        return thing[0]

    ids = MoveIds(number, limit=4)
    first = [[1], [2], [3]]
    assert ids.of(first).tolist() == [1, 2, 3]
    assert ids.values(first) == [1, 2, 3]
    assert len(made) == 3  # known: not made again
    twins = [[1], [2], [3]]  # equal lists, other objects
    assert ids.values(twins) == [1, 2, 3]
    assert len(made) == 6  # past the limit: afresh
    assert ids.of([*twins, [7]]).tolist() == [1, 2, 3, 7]
