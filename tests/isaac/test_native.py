"""The native Isaac playout (islands_rules.isaac.native) against the pure-Python engine.

The C core is a second implementation of the rules, so each of its games is replayed move
by move through the pure engine (the reference), which must accept every move and reach the
same scores and winner; its first moves are checked to be uniform over the pure engine's
legal moves. Without the extension only the tests of its absence run; ``nox -s
tests_native`` installs it and runs these.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import islands_rules as ir
from isaac.strategies import PlayedGame, played_games
from isaac.test_examples import G_RULES as GAME_G
from isaac.test_examples import G_TURNS
from islands_rules import isaac
from islands_rules.isaac import native

needs_native = pytest.mark.skipif(not native.available(), reason=f"{native.why_unavailable()}")


def _played(rules: isaac.Rules, turns: list[str]) -> isaac.GameState:
    state = isaac.new_game(rules)
    for turn in turns:
        state = isaac.play(state, turn)
    return state


def _agrees(start: isaac.GameState, seed: int) -> native.NativePlayout:
    """The native game from ``start``: every move legal for the pure engine, the same end."""
    game = native.playout(start, seed)
    final = game.final_state()  # play() checks each move
    outcome = ir.outcome(final)
    assert outcome is not None
    assert game.scores == final.scores
    assert game.winner.value == outcome.winner
    assert native.playout_returns(start, seed) == outcome.returns
    assert isaac.GAME.native_playout_returns(start, seed) == outcome.returns
    return game


# ------------------------------------------------------------------------- without it


@pytest.mark.skipif(native.available(), reason="the native engine is installed")
def test_without_the_extension_each_entry_point_says_how_to_install_it() -> None:
    state = isaac.new_game()
    assert native.why_unavailable() is not None
    assert not isaac.GAME.has_native()
    for call in (native.playout, native.playout_returns, isaac.GAME.native_playout_returns):
        with pytest.raises(ir.NativeUnavailableError, match=r"pip install \./native"):
            call(state, 1)


def test_bad_arguments_raise_the_librarys_errors_with_or_without_the_extension() -> None:
    for call in (native.playout, native.playout_returns):
        for wrong in (None, ir.new_game("ponte"), "a1-a3"):
            with pytest.raises(ir.UnknownGameError):
                call(wrong, 1)  # type: ignore[arg-type]


@needs_native
@pytest.mark.parametrize("seed", [None, "7", 1.0, True])
def test_a_seed_must_be_an_int(seed: object) -> None:
    for call in (native.playout, native.playout_returns):
        with pytest.raises(ir.IslandsRulesError, match="seed"):
            call(isaac.new_game(), seed)  # type: ignore[arg-type]


# ----------------------------------------------------------- against the pure engine


@needs_native
@pytest.mark.parametrize(
    "rules",
    [
        isaac.Rules(),
        GAME_G,
        isaac.Rules(size=3, pieces=((2, 1, 2), (3, 1, 1))),
        isaac.Rules(size=6, pieces=((2, 1, 3), (3, 1, 2), (6, 1, 1)), target=10),
        isaac.Rules(size=26),
    ],
    ids=["default", "game-g", "3x3", "target-10", "26x26"],
)
def test_games_from_the_start_and_from_random_positions_replay_through_the_pure_engine(
    rules: isaac.Rules,
) -> None:
    rng = random.Random(rules.size)
    phases = Counter[isaac.Phase]()
    for _ in range(25):
        state = isaac.new_game(rules)
        for _ in range(rng.randrange(0, 40)):  # a random start, reached by the pure engine
            if state.is_over:
                break
            state = isaac.play(state, rng.choice(isaac.legal_moves(state)))
        phases[state.phase] += 1
        game = _agrees(state, rng.randrange(2**64))
        assert game.moves or state.is_over
    assert phases[isaac.Phase.PLACEMENT]


@needs_native
@settings(max_examples=60, deadline=None)
@given(played_games(), st.integers(0, 2**64 - 1))
def test_random_games_of_random_rules_replay_through_the_pure_engine(played: PlayedGame, seed: int) -> None:
    _agrees(played.final, seed)


@needs_native
def test_the_scoring_phase_of_game_g_and_its_worked_ends() -> None:
    """From Game G's turn 12 (G4: ten removals), through removals, outs and R19's target."""
    state = _played(GAME_G, G_TURNS)
    assert state.phase is isaac.Phase.SCORING
    removed = 0
    for seed in range(200):
        game = _agrees(state, seed)
        removed += sum(isinstance(move, isaac.Remove) for move in game.moves)
    assert removed
    g14 = [*G_TURNS, "xa3-a4+4", "xe2-e4+16", "xd5-e5+0", "xb2-b4+4"]
    won = _played(isaac.Rules(size=5, pieces=GAME_G.pieces, target=20), g14)
    assert won.is_over  # G14: Light reached the target
    assert native.playout(won, 1) == native.NativePlayout(won, (), (4, 20), isaac.Player.LIGHT)
    assert native.playout_returns(won, 1) == (-1.0, 1.0)
    finished = _played(GAME_G, [*G_TURNS, "xa3-a4+4"])
    _agrees(finished, 5)


@needs_native
def test_a_seed_gives_the_same_game_and_seeds_give_different_games() -> None:
    start = isaac.new_game()
    assert native.playout(start, seed=12345) == native.playout(start, seed=12345)
    assert len({native.playout(start, seed=seed).moves for seed in range(20)}) == 20
    assert native.playout(start, seed=-1) == native.playout(start, seed=2**64 - 1)


def _evenly_spread(counts: Counter[isaac.Move], legal: tuple[isaac.Move, ...]) -> bool:
    """Whether ``counts`` look uniform over ``legal``: every move drawn, and Pearson's
    chi-square within four standard deviations of its mean (k - 1) for k moves."""
    draws, k = sum(counts.values()), len(legal)
    chi_square = sum((counts[move] - draws / k) ** 2 / (draws / k) for move in legal)
    return set(counts) == set(legal) and chi_square < (k - 1) + 4 * (2 * (k - 1)) ** 0.5


@needs_native
@pytest.mark.parametrize(
    "turns",
    [G_TURNS[:9], G_TURNS, [*G_TURNS, "xa3-a4+4"]],
    ids=["light-alone-placing", "g4-removals", "g13-light-removals"],
)
def test_the_first_move_is_uniform_over_the_pure_engines_legal_moves(turns: list[str]) -> None:
    state = _played(GAME_G, turns)
    legal = isaac.legal_moves(state)
    assert len(legal) > 1
    counts = Counter(native.playout(state, seed).moves[0] for seed in range(300 * len(legal)))
    assert _evenly_spread(counts, legal), counts
