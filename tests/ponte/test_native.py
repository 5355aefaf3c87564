"""The native engine (islands_rules.ponte.native) against the pure-Python engine and the rules page.

The C core is a second implementation of the rules, so every answer is checked against
the pure-Python engine (the reference) or against numbers the rules page and the perft
table give, never against its own earlier output. Without the extension installed
(``python3 -m pip install ./native``) only the tests of its absence run; ``nox -s
tests_native`` installs it and runs these.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter

import pytest
from hypothesis import given

import islands_rules as ir
from islands_rules.ponte import native
from ponte.examples import EXAMPLES
from ponte.strategies import positions
from ponte.test_counts import CASES, PerftCase

needs_native = pytest.mark.skipif(not native.available(), reason=f"{native.why_unavailable()}")

Rules = ir.ponte.Rules


def _agree(state: ir.ponte.GameState) -> None:
    """The native moves and count are exactly the pure engine's, in the same order."""
    expected = ir.legal_moves(state)
    assert native.legal_moves(state) == expected, repr(state)
    assert native.count_legal_moves(state) == len(expected), repr(state)


def _random_game(rules: Rules, rng: random.Random, *, plies: int = 10_000) -> list[ir.ponte.GameState]:
    """The states of a random game, leaning towards bridges and swaps so that R5 and R11-R16
    are well exercised (each move drawn from the pure engine's list)."""
    state, states = ir.new_game(rules), list[ir.ponte.GameState]()
    while len(states) < plies:
        states.append(state)
        if state.is_over:
            break
        moves = ir.legal_moves(state)
        special = [m for m in moves if isinstance(m, ir.ponte.BuildBridge | ir.ponte.Swap)]
        state = ir.play(state, rng.choice(special if special and rng.random() < 0.4 else moves))
    return states


# ------------------------------------------------------------------------- without it


@pytest.mark.skipif(native.available(), reason="the native engine is installed")
def test_without_the_extension_each_entry_point_says_how_to_install_it() -> None:
    state = ir.new_game()
    assert native.why_unavailable() is not None
    calls = (native.legal_moves, native.count_legal_moves, lambda s: native.playout(s, 1))
    for call in (
        *calls,
        lambda s: native.playout_returns(s, 1),
        lambda s: ir.ponte.GAME.native_playout_returns(s, 1),
    ):
        with pytest.raises(native.NativeUnavailableError, match=r"pip install \./native"):
            call(state)
    assert not ir.ponte.GAME.has_native()


def test_bad_arguments_raise_the_library_errors_with_or_without_the_extension() -> None:
    calls = (native.legal_moves, native.count_legal_moves, lambda s: native.playout(s, 1))
    for call in (*calls, lambda s: native.playout_returns(s, 1)):
        with pytest.raises(ir.UnknownGameError):
            call(None)  # type: ignore[arg-type]
        with pytest.raises(ir.UnknownGameError):
            call(ir.new_game("isaac"))


@needs_native
@pytest.mark.parametrize("seed", [None, "7", 1.0, True])
def test_a_seed_must_be_an_int(seed: object) -> None:
    with pytest.raises(ir.IslandsRulesError, match="seed"):
        native.playout(ir.new_game(), seed)  # type: ignore[arg-type]


# ----------------------------------------------------------------- against the rules page


@needs_native
@pytest.mark.parametrize("name", [name for name, example in EXAMPLES.items() if example.move is not None])
def test_the_worked_examples_of_the_rules_page(name: str) -> None:
    example = EXAMPLES[name]
    assert (example.move in native.legal_moves(example.state)) == example.legal


@needs_native
def test_the_scoring_example_s1_over_scores_light_10_and_dark_5() -> None:
    """A finished position plays no move: the playout only scores it (R20-R22)."""
    s1 = EXAMPLES["S1"].state
    # Ended by dark's decline: with 18 tiles a colour dark has none left; light's sandbanks
    # j1 and j3 (no points) make its turn one more than dark's, as a decline by dark needs.
    over = ir.ponte.setup_position(
        rules=Rules(tiles_per_colour=18),
        light=[*sorted(map(str, s1.tiles("light"))), "j1", "j3"],
        dark=sorted(map(str, s1.tiles("dark"))),
        light_bridges=[str(b) for b in s1.bridges("light")],
        dark_bridges=[str(b) for b in s1.bridges("dark")],
        phase=ir.ponte.Phase.OVER,
    )
    result = native.playout(over, seed=0)
    assert result.moves == ()
    assert (result.score.light.points, result.score.light.islands, result.score.light.bridges) == (10, 4, 3)
    assert (result.score.dark.points, result.score.dark.islands, result.score.dark.bridges) == (5, 4, 2)
    assert result.winner is ir.ponte.Colour.LIGHT


@needs_native
@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_counts_add_up_to_the_reference_perft_table(case: PerftCase) -> None:
    """Depth 1 is the native count itself; depth 2 the native counts after each move."""
    state = case.start
    for depth, expected in case.counts:
        if depth == 1:
            assert native.count_legal_moves(state) == expected
        elif depth == 2:
            after = (ir.play(state, move) for move in native.legal_moves(state))
            assert sum(map(native.count_legal_moves, after)) == expected


@needs_native
def test_an_empty_four_by_four_board_has_every_pair_of_its_16_cells() -> None:
    assert native.count_legal_moves(ir.new_game(Rules(board_size=4))) == 16 * 15 // 2


# ----------------------------------------------------------- against the pure engine


@needs_native
@pytest.mark.parametrize("size", [4, 5, 6, 7, 8, 10, 13])
def test_every_position_of_random_games_agrees_with_the_pure_engine(size: int) -> None:
    rng = random.Random(size)
    supplies = [(40, 15), (None, None), (8, 2), (None, 0), (12, None)]
    seen_bridges = seen_swaps = 0
    for tiles, bridges in supplies:
        for state in _random_game(Rules(board_size=size, tiles_per_colour=tiles, bridges=bridges), rng):
            _agree(state)
            seen_bridges += bool(state.bridges())
            seen_swaps += state.swapped
    # The games did reach bridges and swaps.
    assert seen_bridges
    assert seen_swaps


@needs_native
def test_the_largest_board_agrees_with_the_pure_engine() -> None:
    states = _random_game(Rules(board_size=26), random.Random(26), plies=200)
    for state in states[::40]:
        _agree(state)


@needs_native
@given(positions())
def test_random_positions_agree_with_the_pure_engine(state: ir.ponte.GameState) -> None:
    _agree(state)


# ------------------------------------------------------------------------------ playout


@needs_native
@pytest.mark.parametrize("size", [4, 5, 6, 8, 10])
def test_playouts_are_legal_games_to_the_end_scored_as_the_pure_engine_scores(size: int) -> None:
    """Every native move is replayed through the pure engine, which checks it; the final
    position must be over, with the score and winner the pure engine gives it."""
    rng = random.Random(100 + size)
    for tiles, bridges in [(40, 15), (None, None), (6, 3)]:
        for start in _random_game(Rules(board_size=size, tiles_per_colour=tiles, bridges=bridges), rng)[::7]:
            seed = rng.randrange(2**64)
            result = native.playout(start, seed=seed)
            final = result.final_state()
            assert final.is_over
            assert result.moves or start.is_over
            assert result.score == ir.ponte.score(final)
            outcome = ir.ponte.outcome(final)
            assert outcome is not None
            assert result.winner == outcome.winner
            assert native.playout_returns(start, seed) == outcome.returns  # by seat, after a swap too
            assert ir.ponte.GAME.native_playout_returns(start, seed) == outcome.returns


@needs_native
def test_returns_are_by_seat_whether_or_not_the_second_player_swaps() -> None:
    """Seeds whose game swaps (about one in 92 on 4×4) and the first thirty seeds."""
    start = ir.play(ir.new_game(Rules(board_size=4)), "a1,d4")
    checked = swapped = 0
    for seed in range(3000):
        result = native.playout(start, seed)
        swaps = result.moves[0] == ir.ponte.Swap()
        if swaps or seed < 30:
            outcome = ir.outcome(result.final_state())
            assert outcome is not None
            assert native.playout_returns(start, seed) == outcome.returns
            checked, swapped = checked + 1, swapped + swaps
    assert swapped >= 10
    assert checked > swapped


@needs_native
def test_a_seed_gives_the_same_game_and_seeds_give_different_games() -> None:
    start = ir.new_game(Rules(board_size=8))
    assert native.playout(start, seed=12345) == native.playout(start, seed=12345)
    games = {native.playout(start, seed=seed).moves for seed in range(20)}
    assert len(games) == 20
    # Any int is a seed: taken modulo 2**64.
    assert native.playout(start, seed=-1) == native.playout(start, seed=2**64 - 1)


def _evenly_spread(counts: Counter[ir.ponte.Move], legal: tuple[ir.ponte.Move, ...]) -> bool:
    """Whether ``counts`` of draws look uniform over ``legal``: every move drawn, and Pearson's
    chi-square within four standard deviations of its mean (k - 1) for k moves."""
    draws, k = sum(counts.values()), len(legal)
    chi_square = sum((counts[move] - draws / k) ** 2 / (draws / k) for move in legal)
    return set(counts) == set(legal) and chi_square < (k - 1) + 4 * (2 * (k - 1)) ** 0.5


@needs_native
def test_the_first_move_of_a_playout_is_uniform_over_pairs_and_bridges() -> None:
    """On a crowded 4×4 board with pairs, refused pairs (R10) and bridges, 6000 seeds draw each
    legal move about equally often (a fixed set of seeds, so the test is deterministic)."""
    state = ir.ponte.setup_position(
        rules=Rules(board_size=4),
        light=["a1", "a3", "c1", "d4"],
        dark=["b1", "b4", "c3", "d2"],
        to_move=ir.ponte.Colour.LIGHT,
    )
    legal = ir.legal_moves(state)
    assert ir.ponte.BuildBridge("a1", "a3") in legal
    assert ir.ponte.PlaceTiles("a2", "b2") not in legal  # an island beside c1
    counts = Counter(native.playout(state, seed=seed).moves[0] for seed in range(6000))
    assert _evenly_spread(counts, legal), counts


@needs_native
def test_the_first_move_of_a_playout_is_uniform_with_swap_among_the_choices() -> None:
    state = ir.play(ir.new_game(Rules(board_size=4, tiles_per_colour=4)), "a1,d4")
    legal = ir.legal_moves(state)
    assert ir.ponte.Swap() in legal
    counts = Counter(native.playout(state, seed=seed).moves[0] for seed in range(8000))
    assert _evenly_spread(counts, legal), counts


# ------------------------------------------------------------------- the packed form


@needs_native
def test_the_packed_form_is_kept_with_the_state_and_is_no_part_of_its_value() -> None:
    """Packed on first use and kept (a second call packs nothing), yet not compared, hashed,
    pickled or copied: a state asked natively is the same value as one never asked."""
    rng = random.Random(9)
    for state in _random_game(Rules(board_size=7), rng)[::5]:
        fresh = pickle.loads(pickle.dumps(state))
        expected = native.count_legal_moves(state)
        packed = state._packed
        assert native.legal_moves(state) == ir.legal_moves(state)
        assert state._packed is packed  # made once
        assert fresh == state
        assert hash(fresh) == hash(state)
        assert not hasattr(fresh, "_packed")
        for copied in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), copy.copy(state)):
            assert copied == state
            assert not hasattr(copied, "_packed")
            assert native.count_legal_moves(copied) == expected
        assert len(pickle.dumps(state)) == len(pickle.dumps(fresh))
