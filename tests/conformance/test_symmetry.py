"""Every symmetry a game declares is one: on positions of seeded random games, symmetry ``k``
maps the legal moves onto the legal moves of the image, each move's result onto the result of
the mapped move, and the figures and the result onto the same figures and result; the
canonical key is the same for a position and all its images, and differs where positions do.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import islands_rules as ir

from .test_protocol import random_game

GAMES = ir.available_games()
SEEDS = range(3)
EVERY = 3  # plies between the positions checked in a random game
MOVES = 6  # moves of each position whose results are checked under every symmetry


def _same_position(game: ir.Game[Any, Any, Any], a: object, b: object) -> None:
    """``a`` and ``b`` agree on everything the protocol shows of a position's future."""
    assert game.to_move(a) == game.to_move(b)
    assert game.summary(a) == game.summary(b)
    assert game.outcome(a) == game.outcome(b)
    assert len(game.legal_moves(a)) == len(game.legal_moves(b))
    assert game.canonical_key(a) == game.canonical_key(b)


def _text(game: ir.Game[Any, Any, Any], state: object) -> str:
    return json.dumps(game.state_to_dict(state), sort_keys=True)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", GAMES)
def test_each_symmetry_maps_moves_to_moves_and_scores_to_scores(name: str, seed: int) -> None:
    game, rng = ir.load_game(name), random.Random(seed)
    positions = [state for state, _ in random_game(name, seed)]
    for state in positions[::EVERY] + positions[-1:]:
        count = game.symmetry_count(state)
        assert count >= 1
        assert game.map_state(state, 0) == state
        legal = game.legal_moves(state)
        tried = legal if len(legal) <= MOVES else tuple(rng.sample(legal, MOVES))
        for k in range(count):
            image = game.map_state(state, k)
            _same_position(game, state, image)
            images = [game.map_move(state, move, k) for move in legal]
            assert len(set(images)) == len(images)
            assert set(images) == set(game.legal_moves(image))
            for move in tried:
                after = game.play(image, game.map_move(state, move, k))
                _same_position(game, game.play(state, move), after)
                assert game.outcome(after) == game.outcome(game.play(state, move))


@pytest.mark.parametrize("name", GAMES)
def test_keys_tell_positions_apart(name: str) -> None:
    """Positions one move from the start get as many keys as they have classes of images."""
    game = ir.load_game(name)
    start = game.new_game()
    children = [game.play(start, move) for move in game.legal_moves(start)[:60]]
    keys = {game.canonical_key(child) for child in children}
    classes = {
        frozenset(_text(game, game.map_state(child, k)) for k in range(game.symmetry_count(child)))
        for child in children
    }
    assert len(keys) == len(classes)


def test_the_square_board_has_eight_symmetries_and_a_bad_one_is_refused() -> None:
    ponte = ir.load_game("ponte")
    state = ponte.new_game(ir.ponte.Rules(board_size=4))
    assert ponte.symmetry_count(state) == 8
    images = {ponte.map_move(state, "a1,a2", k) for k in range(8)}
    assert {str(move) for move in images} == {
        "a1,a2", "a1,b1", "c1,d1", "d1,d2", "d3,d4", "c4,d4", "a4,b4", "a3,a4"
    }  # fmt: skip
    with pytest.raises(ir.PositionError, match="symmetries 0 to 7"):
        ponte.map_state(state, 8)
