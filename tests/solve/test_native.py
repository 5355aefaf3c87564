"""The native solver (Ponte del Diavolo in C) against the pure solver and the plain minimax:
the same values on 4x4 openings and replies and on random positions small enough for the
plain method; its budget, pieces and refusals. Without the extension only the refusal runs
(``nox -s tests_native`` installs it and runs the rest)."""

from __future__ import annotations

import pathlib
import random
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.ponte import native
from islands_rules.solve import (
    NativeSearcher,
    NodeBudgetExceeded,
    Searcher,
    load_checkpoint,
    minimax_value,
    solve,
)

from .cases import small_positions

PONTE = ir.load_game("ponte")
needs_native = pytest.mark.skipif(not native.available(), reason=f"{native.why_unavailable()}")


def _random_positions(count: int, seed: int) -> list[tuple[Any, int]]:
    """Ponte 4x4 and 5x5 positions a random number of random moves into games of various
    supplies, none over, each small enough for the plain minimax (others are skipped)."""
    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    while len(found) < count:
        size = rng.choice((4, 4, 4, 5))
        tiles, bridges = rng.choice((None, 4, 6, 8, 40)), rng.choice((None, 0, 1, 2, 15))
        rules = ir.ponte.Rules(board_size=size, tiles_per_colour=tiles, bridges=bridges)
        state = PONTE.new_game(rules)
        for _ in range(rng.randint(4 if size == 4 else 12, 12 if size == 4 else 18)):
            if PONTE.to_move(state) is None:
                break
            state = PONTE.play(state, PONTE.random_move(state, rng))
        if PONTE.to_move(state) is None:
            continue
        try:
            found.append((state, minimax_value(PONTE, state, max_nodes=2_000)))
        except ir.PositionError:
            continue  # too large for the plain method
    return found


@needs_native
def test_the_native_solver_agrees_with_plain_minimax_on_random_positions() -> None:
    positions = _random_positions(80, seed=27)
    searcher = NativeSearcher(PONTE, table_size=1 << 16)
    assert {value for _, value in positions} == {-1, 0, 1}  # every value is met
    for state, value in positions:
        assert searcher.value(state) == value, repr(state.to_dict())


SMALL = [state for name, state in small_positions() if name.startswith("ponte")]


@needs_native
@pytest.mark.parametrize("state", SMALL)
def test_the_native_solver_agrees_with_the_pure_one_on_the_small_cases(state: Any) -> None:
    pure, fast = solve(PONTE, state), solve(PONTE, state, native=True)
    assert (fast.value, fast.principal_variation) == (pure.value, pure.principal_variation)


@needs_native
@pytest.mark.parametrize("state", SMALL[::4])
def test_the_native_openings_are_the_pure_ones(state: Any) -> None:
    pure, fast = solve(PONTE, state, openings=True), solve(PONTE, state, openings=True, native=True)
    assert (fast.value, fast.principal_variation, fast.openings) == (
        pure.value,
        pure.principal_variation,
        pure.openings,
    )


@needs_native
def test_4x4_openings_and_replies_have_the_pure_solvers_values() -> None:
    """For each 4x4 opening up to symmetry, a reply (the swap or a pair drawn at random, in
    turn) and two random moves more, searched by both solvers (the pure one afresh each time)."""
    rng = random.Random(4)
    start = PONTE.new_game(ir.ponte.Rules(board_size=4))
    fast = NativeSearcher(PONTE, table_size=1 << 18)
    classes = {PONTE.canonical_key(PONTE.play(start, move)): move for move in PONTE.legal_moves(start)}
    assert len(classes) == 21
    swaps = 0
    for number, opening in enumerate(classes.values()):
        position = PONTE.play(start, opening)
        replies = PONTE.legal_moves(position)
        reply = replies[-1] if number % 2 else rng.choice(replies[:-1])  # the swap is listed last
        swaps += str(reply) == "swap"
        line = [opening, reply]
        for _ in range(3):
            position = PONTE.play(position, line[-1])
            line.append(rng.choice(PONTE.legal_moves(position)))
        assert PONTE.to_move(position) is not None
        assert fast.value(position) == Searcher(PONTE).value(position), " ".join(map(str, line[:-1]))
    assert swaps == 10


@needs_native
def test_the_budget_stops_and_the_openings_resume(tmp_path: pathlib.Path) -> None:
    state = PONTE.play(PONTE.new_game(ir.ponte.Rules(board_size=4)), "a1,d4")
    state = PONTE.play(state, "b2,c3")
    path = tmp_path / "run.ckpt"
    whole = solve(PONTE, state, openings=True, native=True)
    with pytest.raises(NodeBudgetExceeded):
        solve(PONTE, state, openings=True, native=True, checkpoint=path, max_nodes=whole.nodes // 2)
    root = ("ponte", repr(state.rules), PONTE.canonical_key(state), True)
    data = load_checkpoint(path, root=root)
    assert data is not None
    assert 0 < len(data["openings"]) < len(whole.openings)  # the proved pieces are kept...
    assert sum(data["unfinished"].values()) > 0  # ...and the work on the one not proved
    again = solve(PONTE, state, openings=True, native=True, checkpoint=path)
    assert (again.value, again.openings, again.principal_variation) == (
        whole.value,
        whole.openings,
        whole.principal_variation,
    )
    assert load_checkpoint(path, root=root)["unfinished"] == {}  # type: ignore[index]


@needs_native
def test_the_cli_solves_natively(capsys: pytest.CaptureFixture[str]) -> None:
    from islands_rules.cli import main

    position = PONTE.position_text(PONTE.play(PONTE.new_game(ir.ponte.Rules(board_size=4)), "a1,d4"))
    assert main(["solve", "--game", "ponte", "--position", position, "--native", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ponte: a ")
    assert "for dark, the player to move" in out


@needs_native
def test_what_the_native_solver_cannot_take_is_refused() -> None:
    with pytest.raises(ir.PositionError, match="Ponte del Diavolo only"):
        solve("isaac", ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 1),))), native=True)
    with pytest.raises(ir.PositionError, match="up to 8x8"):
        solve(PONTE, PONTE.new_game(ir.ponte.Rules(board_size=9)), native=True)
    with pytest.raises(ir.PositionError, match="21 bridges"):
        solve(PONTE, PONTE.new_game(ir.ponte.Rules(board_size=7, bridges=None)), native=True)
    over = PONTE.playout(PONTE.new_game(ir.ponte.Rules(board_size=4)), random.Random(1))
    with pytest.raises(ir.PositionError, match="over"):
        solve(PONTE, over, native=True)
    for size in (0, -1, 10**10 + 1, 10**30, 2.5, "4", None):
        with pytest.raises(ir.InvalidRulesError, match="a table holds 1 to"):
            NativeSearcher(PONTE, table_size=size)  # type: ignore[arg-type]
    with pytest.raises(ir.IslandsRulesError, match="game"):
        NativeSearcher(None)  # type: ignore[arg-type]
    with pytest.raises(ir.IslandsRulesError, match="tick"):
        NativeSearcher(PONTE, tick=5)  # type: ignore[arg-type]


@pytest.mark.skipif(native.available(), reason="the native engine is installed")
def test_without_the_extension_native_is_refused_never_silently_pure() -> None:
    with pytest.raises(ir.NativeUnavailableError, match=r"pip install \./native"):
        solve(PONTE, PONTE.new_game(ir.ponte.Rules(board_size=4)), native=True)


@needs_native
def test_an_extension_without_the_solver_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    class Old:
        """An islands-rules-native built before the solver: everything but solver_*."""

    monkeypatch.setattr(native, "_CORE", Old())
    with pytest.raises(ir.NativeUnavailableError, match="no native solver"):
        solve(PONTE, PONTE.new_game(ir.ponte.Rules(board_size=4)), native=True)


@needs_native
def test_one_searcher_takes_boards_of_several_sizes_and_counts_on() -> None:
    searcher = NativeSearcher(PONTE, table_size=1 << 12)
    small = PONTE.play(PONTE.new_game(ir.ponte.Rules(board_size=4, tiles_per_colour=6)), "a1,b2")
    large = PONTE.play(PONTE.new_game(ir.ponte.Rules(board_size=6)), "a1,b2")
    for state in (small, large, small):
        for _ in range(4 if state is small else 10):
            state = PONTE.play(state, PONTE.legal_moves(state)[-2])  # a pair, or a bridge late on
        before = searcher.nodes
        assert searcher.value(state) == Searcher(PONTE).value(state)
        assert searcher.nodes > before


@needs_native
@pytest.mark.parametrize("size", [7, 8])
def test_the_largest_boards_agree_with_plain_minimax_near_the_end(size: int) -> None:
    """The last positions of random 7x7 and 8x8 games (cells past the 32nd bit of a word, the
    board filling all 64 bits), walked back while the plain minimax reaches them."""
    rng, checked = random.Random(size), 0
    searcher = NativeSearcher(PONTE, table_size=1 << 10)
    for _ in range(3):
        line = [PONTE.new_game(ir.ponte.Rules(board_size=size, tiles_per_colour=rng.choice((None, 14))))]
        while PONTE.to_move(line[-1]) is not None:
            line.append(PONTE.play(line[-1], PONTE.random_move(line[-1], rng)))
        for state in reversed(line[-6:-1]):
            try:
                value = minimax_value(PONTE, state, max_nodes=1_000)
            except ir.PositionError:
                break
            assert searcher.value(state) == value, repr(state.to_dict())
            checked += 1
    assert checked >= 3
