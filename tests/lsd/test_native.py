"""The native LSD playout (islands_rules.lsd.native) against the pure-Python engine.

The C core is a second implementation of the rules, so each of its games is replayed move
by move through the pure engine (the reference): every move must be legal there, and the
game must end where the C core says, with the same returns. Without the extension
installed (``python3 -m pip install ./native``) only the tests of its absence run; ``nox -s
tests_native`` installs it and runs these.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from islands_rules import lsd
from islands_rules.core.native_playout import NativeGame
from islands_rules.lsd import native
from lsd.strategies import TILE_SETS, PlayedGame, make_rules, played_games, random_game

needs_native = pytest.mark.skipif(not native.available(), reason=f"{native.why_unavailable()}")


def _replayed(start: lsd.GameState, seed: int) -> tuple[NativeGame[lsd.GameState, lsd.Move], lsd.GameState]:
    """The native game from ``start`` and its final state by the pure engine, each move checked legal."""
    game = native.playout(start, seed)
    state = start
    for ply, move in enumerate(game.moves):
        assert lsd.is_legal(state, move), f"seed {seed}, ply {ply}: {move} is illegal in {state!r}"
        assert not state.is_over
        state = lsd.play(state, move)
    assert state.is_over, f"seed {seed}: the native game stopped before the end"
    assert lsd.outcome(state) == game.outcome
    assert native.playout_returns(start, seed) == game.outcome.returns
    return game, state


# ------------------------------------------------------------- against the pure engine


@needs_native
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("tile_set", TILE_SETS)
def test_every_native_move_is_legal_and_the_game_ends_as_the_pure_engine_says(
    players: int, tile_set: str | None
) -> None:
    for line in (None, 2, 5):
        rules = make_rules(players, line, tile_set)
        for seed in range(12):
            start = random_game(rules, seed, plies=seed % 9).final
            _replayed(start, seed)


@needs_native
@settings(max_examples=60, deadline=None)
@given(played_games(), st.integers(-(2**70), 2**70))
def test_from_any_position_and_seed_the_native_game_replays(game: PlayedGame, seed: int) -> None:
    _replayed(game.final, seed)


@needs_native
def test_a_finished_game_gives_no_moves_and_its_own_returns() -> None:
    final = random_game(make_rules(), 3).final
    assert native.playout(final, 9).moves == ()
    assert native.playout(final, 9).outcome == lsd.outcome(final)
    assert native.playout_returns(final, 9) == lsd.outcome(final).returns  # type: ignore[union-attr]


@needs_native
def test_the_same_seed_gives_the_same_game_and_seeds_give_different_games() -> None:
    start = lsd.new_game(make_rules(4))
    assert native.playout(start, 11) == native.playout(start, 11)
    assert native.playout(start, 11) == native.playout(start, 11 + 2**64)  # modulo 2**64
    assert len({native.playout(start, seed).moves for seed in range(20)}) == 20


@needs_native
def test_the_first_move_is_drawn_from_every_legal_move_alike() -> None:
    # From the start (30 moves, R8) and from a middle position: every legal move comes out,
    # each about equally often (a bound far wider than chance would cross).
    for start in (lsd.new_game(), random_game(make_rules(), 5, plies=6).final):
        legal = lsd.legal_moves(start)
        draws = 60 * len(legal)
        seen = Counter(native.playout(start, seed).moves[0] for seed in range(draws))
        assert set(seen) == set(legal)
        assert max(seen.values()) < 2.5 * 60
        assert min(seen.values()) > 60 / 3


@needs_native
def test_passes_are_played_where_nothing_fits_r17() -> None:
    rules = make_rules(4, None, "n+:2 ns+:1")
    games = [_replayed(lsd.new_game(rules), seed)[0] for seed in range(40)]
    assert any(lsd.Pass() in game.moves for game in games)


@needs_native
def test_a_game_that_spreads_far_grows_the_c_grid() -> None:
    # One straight row or column of 800 tiles: far past the grid the C core starts with.
    rules = lsd.Rules(tile_set=lsd.TileSet("ns+:200 nsx:200"), line=1000)
    game, final = _replayed(lsd.new_game(rules), 2)
    assert len(game.moves) == 800
    xs = [x for x, _ in final.tiles()]
    ys = [y for _, y in final.tiles()]
    assert max(max(xs) - min(xs), max(ys) - min(ys)) >= 100
