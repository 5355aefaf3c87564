"""The native Islands playout (islands_rules.islands.native) against the pure-Python engine.

The C core is a second implementation of the rules, so each of its games is replayed turn
by turn through the pure engine (the reference): every turn, with the tile it names drawn,
must be legal there, and the game must end with the totals and returns the C core gives.
Without the extension installed (``python3 -m pip install ./native``) only the tests of its
absence run; ``nox -s tests_native`` installs it and runs these.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from islands.strategies import positions, random_game
from islands_rules import islands
from islands_rules.core.native_playout import NativeGame
from islands_rules.islands import native

needs_native = pytest.mark.skipif(not native.available(), reason=f"{native.why_unavailable()}")

SMALL_SETS = (
    "D:1 V:3 U:2",  # bridges only: every bridge piece, no island
    "D:2 E:3 A:1 B:1 F:2",  # islands, lighthouses, anchors
    "D:1 C:1 E:4 N:2 X:1 W:3 K:3",
    "D:1 X:3 C:3 N:2",  # tiles that often fit nowhere: discards (R8)
    "A:5 B:5 D:1",  # lighthouses side by side (R11, R15)
)


def _replayed(start: islands.State, seed: int) -> NativeGame[islands.State, islands.Move]:
    """The native game from ``start``, replayed through the pure engine, each turn checked legal."""
    game = native.playout(start, seed)
    state = start
    for ply, move in enumerate(game.moves):
        why = islands.why_illegal(state, move)
        assert why is None, f"seed {seed}, turn {ply}: {move} is illegal ({why})"
        state = islands.play(state, move)
    assert state.is_over, f"seed {seed}: the native game stopped before the end"
    assert islands.outcome(state) == game.outcome, (state.total, game.outcome)
    assert native.playout_returns(start, seed) == game.outcome.returns
    return game


def _start(rules: islands.Rules, seed: int, turns: int) -> islands.State:
    """A position ``turns`` tokens into a seeded random game; with an odd seed, a tile drawn."""
    state = random_game(rules, seed, turns)[-1]
    if seed % 2 and state.drawn is None and not state.is_over:
        state = islands.play(state, islands.random_draw(state, random.Random(seed)))
    return state


# ------------------------------------------------------------- against the pure engine


@needs_native
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("tile_set", SMALL_SETS)
def test_small_tile_sets_every_native_turn_is_legal_and_the_totals_agree(players: int, tile_set: str) -> None:
    for pieces in (1, 2, 7):
        rules = islands.Rules(players=players, pieces=pieces, tile_set=islands.TileSet(tile_set))
        for seed in range(8):
            _replayed(_start(rules, seed, seed % 4), seed)


@needs_native
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_72_tiles_every_native_turn_is_legal_and_the_totals_agree(players: int) -> None:
    for pieces in (2, 7):
        rules = islands.Rules(players=players, pieces=pieces)
        for seed in range(3):
            _replayed(_start(rules, seed, 17 * seed), seed)


@needs_native
@pytest.mark.parametrize("small_island", [1, 2])
@pytest.mark.parametrize("start_tile", ["D", "A", "X"])
def test_the_start_tile_and_small_island_options(small_island: int, start_tile: str) -> None:
    rules = islands.Rules(players=3, small_island=small_island, start_tile=start_tile)
    for seed in range(2):
        _replayed(_start(rules, seed, 9 * seed), seed)


@needs_native
@settings(max_examples=25, deadline=None)
@given(positions(), st.integers(-(2**70), 2**70))
def test_from_any_position_and_seed_the_native_game_replays(start: islands.State, seed: int) -> None:
    _replayed(start, seed)


@needs_native
def test_a_finished_game_gives_no_moves_and_its_own_returns() -> None:
    final = random_game(islands.Rules(tile_set=islands.TileSet("D:1 V:3 U:2")), 3)[-1]
    assert final.is_over
    assert native.playout(final, 9).moves == ()
    assert native.playout(final, 9).outcome == islands.outcome(final)
    assert native.playout_returns(final, 9) == islands.outcome(final).returns  # type: ignore[union-attr]


@needs_native
def test_the_same_seed_gives_the_same_game_and_seeds_give_different_games() -> None:
    start = islands.new_game(islands.Rules(players=4))
    assert native.playout(start, 11) == native.playout(start, 11)
    assert native.playout(start, 11) == native.playout(start, 11 + 2**64)  # modulo 2**64
    assert len({native.playout(start, seed).moves for seed in range(10)}) == 10


@needs_native
def test_discards_are_played_where_a_tile_fits_nowhere_r8() -> None:
    rules = islands.Rules(tile_set=islands.TileSet("D:1 X:3 C:3 N:2"))
    games = [_replayed(islands.new_game(rules), seed) for seed in range(30)]
    assert any(isinstance(move, islands.Discard) for game in games for move in game.moves)


@needs_native
def test_tiles_are_drawn_by_the_supplys_counts_r6() -> None:
    # Supply V 6, U 3, E 2 (the D lies at the start): the first tile of 2,200 games comes out
    # about 1,200, 600 and 400 times (bounds far wider than chance would cross).
    start = islands.new_game(islands.Rules(tile_set=islands.TileSet("D:1 V:6 U:3 E:2")))
    seen = Counter(native.playout(start, seed).moves[0].tile for seed in range(2200))
    assert set(seen) == {"V", "U", "E"}
    for letter, expected in (("V", 1200), ("U", 600), ("E", 400)):
        assert 0.8 * expected < seen[letter] < 1.2 * expected, seen


@needs_native
def test_after_a_draw_every_legal_turn_is_drawn_alike() -> None:
    # A position with pieces on the map, so that R9 refuses some segments: every legal turn
    # of the drawn tile comes out, each about equally often.
    state = next(
        s for s in random_game(islands.Rules(players=3), 1, 10) if s.drawn is not None and s.ply == 2
    )
    legal = islands.legal_moves(state)
    placements = {(move.cell, move.rotation) for move in legal if isinstance(move, islands.Place)}
    segments = len(islands.TILE_TYPES[state.drawn].segments)  # type: ignore[index]
    assert state.hands[state.seat]
    assert len(legal) < len(placements) * (1 + segments)  # some pieces refused (R9)
    seen = Counter(native.playout(state, seed).moves[0] for seed in range(60 * len(legal)))
    assert set(seen) == set(legal)
    assert max(seen.values()) < 2.5 * 60
    assert min(seen.values()) > 60 / 3
