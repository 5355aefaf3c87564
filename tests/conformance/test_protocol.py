"""Every registered game through the protocol alone, in the spirit of OpenSpiel's
``random_sim_test`` and PettingZoo's ``api_test``: whatever a game is, these must hold.

Each check plays seeded random games with the game's default rules through the generic
functions and the game's protocol object, never through the game's own package.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

import islands_rules as ir

GAMES = ir.available_games()
SEEDS = range(3)
MAX_PLIES = 5_000  # far more than any game of the library takes with its default rules
SAMPLE = 40  # moves tried per position, where a position has more (every one in the first game)


def random_game(name: str, seed: int) -> Iterator[tuple[Any, Any]]:
    """Each position of a seeded random game with the move played from it; last ``(final, None)``."""
    game, rng = ir.load_game(name), random.Random(seed)
    state = game.new_game()
    for _ in range(MAX_PLIES):
        if game.to_move(state) is None:
            yield state, None
            return
        move = game.random_move(state, rng)
        yield state, move
        state = game.play(state, move)
    pytest.fail(f"a random game of {name} did not end in {MAX_PLIES} plies")


def sample(moves: tuple[Any, ...], rng: random.Random) -> list[Any]:
    return list(moves) if len(moves) <= SAMPLE else rng.sample(moves, SAMPLE)


@pytest.mark.parametrize("name", GAMES)
def test_the_game_describes_itself(name: str) -> None:
    game = ir.load_game(name)
    assert game.name == name
    assert ir.load_game(name.upper()) is game
    assert game.title
    assert game.player_counts
    assert all(n >= 1 for n in game.player_counts)
    rules = game.rules_class()
    names = game.player_names(rules)
    assert len(set(names)) == len(names)
    assert all(n == n.lower() for n in names)
    assert ir.game_of(rules) is game
    state = game.new_game()
    assert ir.game_of(state) is game
    assert isinstance(state, game.state_class)
    assert game.ply(state) == 0


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", GAMES)
def test_random_games_end_and_every_position_keeps_the_protocol(name: str, seed: int) -> None:
    game, rng = ir.load_game(name), random.Random(seed)
    positions = list(random_game(name, seed))
    seen_moves: list[Any] = []
    for ply, (state, played) in enumerate(positions):
        assert game.ply(state) == ply
        turn = game.to_move(state)
        legal = game.legal_moves(state)
        ended = game.outcome(state)
        seats = len(game.seat_names(state))
        # Over exactly when nobody is to move, no move is legal and there is an outcome.
        assert (turn is None) == (legal == ()) == (ended is not None), (name, ply)
        if ended is not None:
            assert len(ended.returns) == seats
            assert ended.result == "draw" or ended.result in game.seat_names(state)
            continue
        assert len(set(legal)) == len(legal), "a move is listed twice"
        # A game whose record tokens name a chance outcome together with the turn it leads to
        # (Islands: the tile drawn and where it went) plays that whole turn from the chance node:
        # there an outcome alone is no token (it has no text of its own) and adds no ply, and
        # every turn after an outcome is legal as it stands.
        whole_turns = turn is ir.CHANCE and played not in legal
        turns: set[Any] = set()
        if turn is ir.CHANCE:
            outcomes = game.chance_outcomes(state)
            assert [move for move, _ in outcomes] == list(legal)
            assert all(type(weight) is int and weight > 0 for _, weight in outcomes)
        else:
            assert isinstance(turn, int)
            assert 0 <= turn < seats
            assert game.chance_outcomes(state) == ()
        if whole_turns:
            for outcome in legal:
                drawn = game.play(state, outcome)
                assert isinstance(game.to_move(drawn), int), (name, ply, outcome)
                turns.update(game.legal_moves(drawn))
            assert played in turns
        else:
            assert played in legal
        frozen = (state, hash(state), game.state_to_dict(state))
        for move in legal if seed == 0 else sample(legal, rng):  # one game tries every move
            assert game.why_illegal(state, move) is None
            if not whole_turns:
                assert game.parse_move(game.move_text(move)) == move
            after = game.play(state, move)
            assert game.ply(after) == ply + (0 if whole_turns else 1)
        for move in sample(tuple(turns), rng):
            assert game.why_illegal(state, move) is None
            assert game.parse_move(game.move_text(move)) == move
            assert game.ply(game.play(state, move)) == ply + 1
        # Moves listed elsewhere, mostly illegal here: refused exactly when not listed.
        listed = set(legal) | turns
        for move in sample(tuple(seen_moves), rng):
            assert (game.why_illegal(state, move) is None) == (move in listed), (name, ply, move)
            if move not in listed:
                with pytest.raises(ir.IllegalMoveError):
                    game.play(state, move)
        seen_moves.extend(sample(legal, rng)[:5])
        seen_moves.extend(sample(tuple(turns), rng)[:5])
        assert (state, hash(state), game.state_to_dict(state)) == frozen, "play changed its input"


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", GAMES)
def test_equal_states_hash_equal_and_states_round_trip_through_json(name: str, seed: int) -> None:
    game = ir.load_game(name)
    moves = [move for _, move in random_game(name, seed) if move is not None]
    again = game.new_game()
    for ply, (state, move) in enumerate(random_game(name, seed)):
        assert again == state
        assert hash(again) == hash(state)
        data = json.loads(json.dumps(ir.state_to_dict(state)))
        assert data["game"] == name
        assert data["format"] == ir.FORMAT_VERSION
        copy = ir.state_from_dict(data)
        assert copy == state, (name, ply)
        assert hash(copy) == hash(state), (name, ply)
        if move is not None:
            again = game.play(again, move)
    assert len(moves) == game.ply(again)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", GAMES)
def test_a_game_replays_from_its_record_and_its_json_alone(name: str, seed: int) -> None:
    game = ir.load_game(name)
    positions = list(random_game(name, seed))
    moves = [move for _, move in positions if move is not None]
    record = ir.Record(moves, game=name, tags={"Event": f"conformance {seed}"})
    text = ir.write_record(record)
    read = ir.read_record(text)
    assert read == record
    assert read.final == positions[-1][0]
    assert read.states == tuple(state for state, _ in positions)
    assert ir.Record.from_dict(json.loads(json.dumps(record.to_dict()))) == record
    (check,) = ir.check_records(text)
    assert check.valid
    assert check.record == record
    report = json.loads(json.dumps(check.to_dict()))
    ended = game.outcome(record.final)
    assert ended is not None
    assert (report["name"], report["plies"], report["over"], report["winner"]) == (
        name,
        len(moves),
        True,
        ended.result,
    )
    assert list(report["score"]) == list(game.seat_names(record.final)) or set(report["score"]) == set(
        game.seat_names(record.final)
    )
    assert all("points" in figures for figures in report["score"].values())


@pytest.mark.parametrize("name", GAMES)
def test_pictures_and_the_summary_of_every_position(name: str) -> None:
    for state, _ in list(random_game(name, 7))[::5]:
        assert isinstance(ir.render_text(state), str)
        assert ir.svg(state).lstrip().startswith("<svg")
        summary = ir.summary(state)
        assert json.loads(json.dumps(summary)) == summary
        assert all(type(figures["points"]) is int for figures in summary.values())


@pytest.mark.parametrize("name", GAMES)
def test_generic_functions_refuse_what_is_no_state(name: str) -> None:
    for thing in (None, 3, "state", ir.load_game(name), ir.load_game(name).rules_class()):
        for function in (ir.legal_moves, ir.to_move, ir.outcome, ir.summary, ir.render_text, ir.svg):
            with pytest.raises(ir.IslandsRulesError):
                function(thing)
        with pytest.raises(ir.IslandsRulesError):
            ir.play(thing, "pass")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", [name for name in GAMES if ir.load_game(name).draws_by_choice])
def test_a_game_that_draws_by_choice_draws_as_choice_over_its_listing(name: str, seed: int) -> None:
    # The promise a search relies on to draw from a position's listed moves itself: at every
    # player's turn of a random game, the same move from the same generator, and the
    # generator left in the same state.
    game, turns = ir.load_game(name), 0
    for state, _ in random_game(name, seed):
        if not isinstance(game.to_move(state), int):
            continue
        for draw in range(3):
            own, choice = random.Random(seed * 1000 + draw), random.Random(seed * 1000 + draw)
            assert game.random_move(state, own) == choice.choice(game.legal_moves(state))
            assert own.getstate() == choice.getstate()
        turns += 1
    assert turns > 10
