"""random_move draws exactly uniformly from legal_moves; playout plays legal games to the end.

random_move and playout draw by rejection (see :mod:`islands_rules.playout`): uniform slots
in which every legal move stands twice, redrawn until a legal one comes up, with an exact
count-and-index method after too many refusals. These tests check that each way, and the
lists a playout carries from turn to turn, give every legal move the same chance.
"""

from __future__ import annotations

import contextlib
import copy
import importlib
import math
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules.ponte.playout import _exact_move, _Game, _playout
from ponte.strategies import rules_options

LIGHT, DARK = ir.ponte.Colour.LIGHT, ir.ponte.Colour.DARK
PLAYOUT = importlib.import_module("islands_rules.ponte.playout")  # the module, not the function of that name


class _Refused(Exception):
    """Raised by :class:`_FixedDraw` with ``once`` when a second draw is asked for."""


class _FixedDraw(random.Random):
    """A generator whose ``randrange(n)`` returns a chosen number and remembers ``n``.

    With ``once``, a second call raises :class:`_Refused`, to see what one draw does.
    """

    def __init__(self, k: int, *, once: bool = False) -> None:
        super().__init__(0)
        self.k, self.once = k, once
        self.asked: list[int] = []

    def randrange(self, *args: int, **kwargs: object) -> int:  # type: ignore[override]
        self.asked.append(args[0])
        if self.once and len(self.asked) > 1:
            raise _Refused
        return self.k


class _CountedDraws(random.Random):
    """A seeded generator that counts its ``randrange`` calls."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws = 0

    def randrange(self, *args: int, **kwargs: object) -> int:  # type: ignore[override]
        self.draws += 1
        return super().randrange(*args)


def _copy(game: _Game) -> _Game:
    """A copy of ``game`` to draw from: a draw forgets from its lists the cells it takes."""
    fresh = copy.copy(game)
    fresh.position = copy.copy(game.position)
    for name in (
        "tiles",
        "left",
        "bridges",
        "halo",
        "low_ends",
        "high_ends",
    ):  # the position's per-colour lists
        setattr(fresh.position, name, getattr(game.position, name)[:])
    fresh.sides = [copy.copy(side) for side in game.sides]
    for side in fresh.sides:
        if side is not None:
            side.cells, side.group_at = side.cells[:], copy.copy(side.group_at)
    return fresh


def _slot_moves(game: _Game) -> Counter[ir.ponte.Move]:
    """How many of the slots of the game's next draw hold each move that is taken when drawn."""
    taken: Counter[ir.ponte.Move] = Counter()
    slot, slots = 0, 1
    while slot < slots:
        rng, fresh = _FixedDraw(slot, once=True), _copy(game)
        with contextlib.suppress(_Refused):
            taken[fresh.move(fresh.draw(rng))] += 1
        slots = rng.asked[0]
        slot += 1
    return taken


def _random_game(size: int, seed: int) -> list[ir.ponte.GameState]:
    """Every state of a game on a ``size`` board, uniform choice from legal_moves each turn."""
    rng = random.Random(seed)
    state = ir.new_game(ir.ponte.Rules(board_size=size))
    states = [state]
    while not state.is_over:
        state = ir.play(state, rng.choice(ir.legal_moves(state)))
        states.append(state)
    return states


def _crowded(size: int, seed: int) -> ir.ponte.GameState:
    """The last state of a random game with at least 8 legal moves, some of them pairs."""
    for state in reversed(_random_game(size, seed)):
        moves = ir.legal_moves(state)
        if len(moves) >= 8 and isinstance(moves[0], ir.ponte.PlaceTiles):
            return state
    raise AssertionError("the game never allowed a placement")  # pragma: no cover


def _stuck_with_tiles(size: int) -> ir.ponte.GameState:
    """A state from random games where the mover has tiles left but no legal pair (R17)."""
    for seed in range(200):
        for state in _random_game(size, seed):
            left = state.tiles_left(state.to_move)
            if not state.is_over and (left is None or left >= 2) and not ir.ponte.can_place_two(state):
                return state
    raise AssertionError("no game got stuck with tiles left")  # pragma: no cover


POSITIONS: dict[str, ir.ponte.GameState] = {
    "4x4 opening": ir.new_game(ir.ponte.Rules(board_size=4)),
    "4x4 colour choice with swap": ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,c3"),
    # Each position is one a game reaches (setup_position checks the turns): dark has taken as
    # many turns as light, on cells that keep the case the position is named for.
    "5x5 pairs and bridges": ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5), light=["a1", "a3", "c2", "b5"], dark=["e5", "d3", "e1", "e2"]
    ),
    "5x5 pairs refused by R10 near a group of three": ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5),
        light=["b2", "b3", "c2", "e5"],
        dark=["a5", "a4", "e1", "d1"],
        to_move=LIGHT,
    ),
    "5x5 cells next to an island and cells too crowded alone": ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5),
        light=["a1", "b1", "a2", "b2", "d2", "d3", "e3", "d5"],
        dark=["c5", "c1", "d1", "a3", "a4", "b4", "e4", "e5"],
    ),
    "5x5 only bridges or decline (one tile left)": ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5, tiles_per_colour=7),
        light=["a1", "a3", "c3", "e1", "e5", "c5"],
        dark=["b5", "a5", "b1", "c1", "e3", "e4"],
        light_tiles_left=1,
    ),
    "5x5 only decline (no tiles, no bridges)": ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5, bridges=0, tiles_per_colour=2),
        light=["a1", "c3"],
        dark=["e5", "e4"],
        light_tiles_left=0,
    ),
    "4x4 decline with tiles left but no legal pair": _stuck_with_tiles(4),
    "5x5 crowded late position": _crowded(5, seed=11),
    "4x4 crowded late position": _crowded(4, seed=5),
}

# Positions where some slots hold illegal moves, so drawing again is exercised. In the other
# two every slot is legal: only legal bridges (one tile left), only decline.
REFUSING = [name for name in POSITIONS if not name.startswith("5x5 only")]


def _chi_square_limit(categories: int) -> float:
    """A generous upper limit for the chi-square statistic: mean plus eight standard deviations."""
    df = categories - 1
    return df + 8 * math.sqrt(2 * df) + 8


def _assert_uniform(samples: list[ir.ponte.Move], moves: tuple[ir.ponte.Move, ...]) -> None:
    counts = Counter(samples)
    assert set(counts) == set(moves)
    expected = len(samples) / len(moves)
    chi_square = sum((counts[move] - expected) ** 2 / expected for move in moves)
    assert chi_square < _chi_square_limit(len(moves))


def test_reference_positions_cover_the_cases_they_are_named_for() -> None:
    kinds = {name: {type(move) for move in ir.legal_moves(state)} for name, state in POSITIONS.items()}
    assert ir.ponte.Swap in kinds["4x4 colour choice with swap"]
    assert {ir.ponte.PlaceTiles, ir.ponte.BuildBridge} <= kinds["5x5 pairs and bridges"]
    assert kinds["5x5 only bridges or decline (one tile left)"] == {ir.ponte.BuildBridge, ir.ponte.Decline}
    assert kinds["5x5 only decline (no tiles, no bridges)"] == {ir.ponte.Decline}
    assert ir.ponte.Decline in kinds["4x4 decline with tiles left but no legal pair"]
    refused = POSITIONS["5x5 pairs refused by R10 near a group of three"]
    assert not ir.is_legal(
        refused, ir.ponte.parse_move("a2,b1")
    )  # each cell alone is fine, together a group of 5
    closed = POSITIONS["5x5 cells next to an island and cells too crowded alone"]
    assert not ir.is_legal(closed, ir.ponte.parse_move("c3,e1"))  # c3 touches the island a1 b1 a2 b2
    assert not ir.is_legal(closed, ir.ponte.parse_move("d4,a5"))  # the island d2 d3 e3 d4 would touch d5
    assert ir.is_legal(closed, ir.ponte.parse_move("e1,a5"))


@pytest.mark.parametrize("name", POSITIONS)
def test_exact_draw_number_k_is_the_kth_legal_move(name: str) -> None:
    """The exact fallback asks for randrange(len(legal_moves)) and maps k to move k."""
    state = POSITIONS[name]
    moves = ir.legal_moves(state)
    drawn = []
    for k in range(len(moves)):
        rng = _FixedDraw(k)
        drawn.append(_exact_move(state, rng))
        assert rng.asked == [len(moves)]
    assert drawn == list(moves)


@given(size=st.integers(4, 5), seed=st.integers(0, 2**32 - 1))
def test_exact_draw_numbers_map_onto_legal_moves_throughout_random_games(size: int, seed: int) -> None:
    for state in _random_game(size, seed)[:-1]:
        moves = ir.legal_moves(state)
        assert [_exact_move(state, _FixedDraw(k)) for k in range(len(moves))] == list(moves)


@pytest.mark.parametrize("name", POSITIONS)
def test_every_legal_move_stands_in_exactly_two_slots_and_nothing_else_is_taken(name: str) -> None:
    """The heart of the rejection method: a uniform slot, taken only if legal, is a uniform move."""
    state = POSITIONS[name]
    assert _slot_moves(_Game(state)) == dict.fromkeys(ir.legal_moves(state), 2)


@pytest.mark.parametrize("name", POSITIONS)
def test_samples_hit_every_legal_move_and_fit_uniform(name: str) -> None:
    state = POSITIONS[name]
    moves = ir.legal_moves(state)
    rng = random.Random(20240501)
    _assert_uniform([ir.random_move(state, rng) for _ in range(60 * len(moves))], moves)


@pytest.mark.parametrize("name", REFUSING)
def test_positions_with_illegal_slots_make_random_move_draw_again(name: str) -> None:
    state = POSITIONS[name]
    rng = _CountedDraws(7)
    samples = 40 * len(ir.legal_moves(state))
    for _ in range(samples):
        ir.random_move(state, rng)
    assert rng.draws > samples


@pytest.mark.parametrize("tries", [0, 1, 3])
@pytest.mark.parametrize("name", POSITIONS)
def test_falling_back_to_the_exact_count_after_few_refusals_stays_uniform(
    name: str, tries: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(PLAYOUT, "_TRIES", tries)
    state = POSITIONS[name]
    moves = ir.legal_moves(state)
    rng = random.Random(tries)
    _assert_uniform([ir.random_move(state, rng) for _ in range(60 * len(moves))], moves)


def test_refused_pairs_reach_the_exact_count_when_tries_run_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused R10 pairs are drawn again (they may pair up otherwise later), so they count."""
    exact_draws: list[ir.ponte.GameState] = []

    def counted(state: ir.ponte.GameState, rng: random.Random) -> ir.ponte.Move:
        exact_draws.append(state)
        return _exact_move(state, rng)

    monkeypatch.setattr(PLAYOUT, "_TRIES", 1)
    monkeypatch.setattr(PLAYOUT, "_exact_move", counted)
    state = POSITIONS["5x5 pairs refused by R10 near a group of three"]
    rng = random.Random(5)
    for _ in range(500):
        ir.random_move(state, rng)
    assert exact_draws
    assert all(seen == state for seen in exact_draws)


def test_with_no_tries_left_random_move_is_the_exact_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PLAYOUT, "_TRIES", 0)
    state = POSITIONS["5x5 crowded late position"]
    moves = ir.legal_moves(state)
    for k in range(len(moves)):
        rng = _FixedDraw(k)
        assert ir.random_move(state, rng) == moves[k]
        assert rng.asked == [len(moves)]


def _carried_game(size: int, seed: int) -> _Game:
    """A game played by its own draws from the empty board, its lists carried from turn to turn,
    stopped at the last turn with at least 8 legal moves and some pairs among them."""

    def turns() -> list[_Game]:
        rng, game = random.Random(seed), _Game(ir.new_game(ir.ponte.Rules(board_size=size)))
        games = []
        while game.position.phase is not ir.ponte.Phase.OVER:
            games.append(_copy(game))
            game.apply(game.draw(rng))
        return games

    for game in reversed(turns()):
        moves = ir.legal_moves(game.state())
        if len(moves) >= 8 and isinstance(moves[0], ir.ponte.PlaceTiles):
            return game
    raise AssertionError("the game never allowed a placement")  # pragma: no cover


@pytest.mark.parametrize(("size", "seed"), [(4, 1), (5, 2), (5, 3), (6, 4)])
def test_draws_with_lists_carried_through_a_game_fit_uniform(size: int, seed: int) -> None:
    """Late in a playout the lists hold dropped, reordered and added entries: still uniform."""
    game = _carried_game(size, seed)
    moves = ir.legal_moves(game.state())
    rng = random.Random(seed)
    samples = []
    for _ in range(60 * len(moves)):
        fresh = _copy(game)
        samples.append(fresh.move(fresh.draw(rng)))
    _assert_uniform(samples, moves)


def _check_slots_to_the_end(game: _Game, rng: random.Random) -> None:
    while game.position.phase is not ir.ponte.Phase.OVER:
        assert _slot_moves(game) == dict.fromkeys(ir.legal_moves(game.state()), 2)
        game.apply(game.draw(rng))


@given(rules=rules_options(4, 5), seed=st.integers(0, 2**32 - 1))
def test_slots_stay_exact_with_lists_carried_through_whole_games(rules: ir.ponte.Rules, seed: int) -> None:
    _check_slots_to_the_end(_Game(ir.new_game(rules)), random.Random(seed))


@given(size=st.integers(4, 5), seed=st.integers(0, 2**32 - 1), share=st.floats(0, 1))
def test_slots_stay_exact_from_the_middle_of_a_game(size: int, seed: int, share: float) -> None:
    """The second colour's lists are made from the start position after the first has moved."""
    states = _random_game(size, seed)
    _check_slots_to_the_end(_Game(states[int(share * (len(states) - 1))]), random.Random(seed))


def test_random_move_refuses_a_finished_game() -> None:
    final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=4)), random.Random(1))
    with pytest.raises(ir.IslandsRulesError, match="game is over"):
        ir.random_move(final, random.Random(1))


@given(rules=rules_options(4, 7), seed=st.integers(0, 2**32 - 1))
def test_playout_plays_legal_moves_to_its_final_state(rules: ir.ponte.Rules, seed: int) -> None:
    start = ir.new_game(rules)
    final = ir.playout(start, random.Random(seed))
    assert final.is_over
    # The same draws, with each move written down, replayed through play (which checks each).
    played: list[ir.ponte.Move] = []
    assert _playout(start, random.Random(seed), played) == final
    state = start
    for move in played:
        assert ir.is_legal(state, move)
        state = ir.play(state, move)
    assert state == final
    assert ir.legal_moves(final) == ()


def test_playout_from_the_middle_of_a_game_keeps_the_board() -> None:
    middle = _random_game(6, seed=3)[12]
    final = ir.playout(middle, random.Random(9))
    for colour in ir.ponte.Colour:
        assert middle.tiles(colour) <= final.tiles(colour)
    assert final.is_over


def test_playout_returns_a_finished_game_unchanged() -> None:
    final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=5)), random.Random(2))
    assert ir.playout(final, random.Random(3)) is final


def test_playout_leaves_its_start_alone() -> None:
    start = _random_game(5, seed=8)[6]
    before = (hash(start), repr(start), ir.legal_moves(start))
    ir.playout(start, random.Random(1))
    assert before == (hash(start), repr(start), ir.legal_moves(start))
