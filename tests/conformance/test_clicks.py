"""Clicks to moves, for every registered game: walking the click tree from the first click
reaches every legal move, and every complete click sequence enters exactly one legal move.

The tree is walked through the public functions alone (``next_inputs``, ``move_for_inputs``),
and what it reaches is compared with ``legal_moves``, which knows nothing about clicks.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import islands_rules as ir

GAMES = ir.available_games()
POSITIONS = 12  # positions checked per game, spread over one seeded random game


def player_positions(name: str, seed: int) -> list[Any]:
    """Every position of a seeded random game where a player (not chance) is to move. At a
    chance node only the outcome is drawn (``draw_chance``), so that the player's own choice
    after it is a position too (a game's ``random_move`` may play the whole turn there)."""
    rng, state, seen = random.Random(seed), ir.new_game(name), []
    while (turn := ir.to_move(state)) is not None:
        if isinstance(turn, int):
            seen.append(state)
        state = ir.play(
            state, ir.random_move(state, rng) if isinstance(turn, int) else ir.draw_chance(state, rng)
        )
    return seen


def positions(name: str, seed: int = 0) -> list[Any]:
    """Some of :func:`player_positions`, spread over the game."""
    states = player_positions(name, seed)
    step = max(1, len(states) // POSITIONS)
    assert states
    return states[::step][:POSITIONS]


def walk(state: Any) -> dict[tuple[ir.Input, ...], Any]:
    """Every complete click sequence reachable from the first click, with the move it enters."""
    reached: dict[tuple[ir.Input, ...], Any] = {}
    pending: list[tuple[ir.Input, ...]] = [()]
    while pending:
        chosen = pending.pop()
        offered = ir.next_inputs(state, chosen)
        assert len(set(offered)) == len(offered), "an input is offered twice"
        for click in offered:
            longer = (*chosen, click)
            move = ir.move_for_inputs(state, longer)
            if move is None:
                pending.append(longer)
            else:
                assert ir.next_inputs(state, longer) == (), "a complete sequence offers more clicks"
                reached[longer] = move
    return reached


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_move_is_reachable_and_every_click_sequence_is_one_legal_move(name: str) -> None:
    game = ir.load_game(name)
    for state in positions(name):
        legal = game.legal_moves(state)
        reached = walk(state)
        assert set(reached.values()) == set(legal), (name, game.ply(state))
        for move in legal:
            sequences = game.move_inputs(state, move)
            assert sequences, f"{move} has no click sequence"
            for sequence in sequences:
                assert reached[sequence] == move
        assert dict(ir.input_sequences(state)) == reached


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", GAMES)
def test_at_every_position_no_click_sequence_enters_two_moves_or_starts_another(name: str, seed: int) -> None:
    game, rng = ir.load_game(name), random.Random(seed)
    for state in player_positions(name, seed):
        table = ir.input_sequences(state)
        listed = sum(len(game.move_inputs(state, move)) for move in game.legal_moves(state))
        assert len(table) == listed, (name, game.ply(state), "two moves share a click sequence")
        for clicks, move in rng.sample(table, min(len(table), 20)):
            assert ir.next_inputs(state, clicks) == (), (name, clicks, "a sequence starts a longer one")
            assert ir.move_for_inputs(state, clicks) == move


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_click_is_explained_and_makes_no_move(name: str) -> None:
    rng = random.Random(5)
    for state in positions(name, seed=1):
        sequences = [clicks for clicks, _ in ir.input_sequences(state)]
        chosen = list(rng.choice(sequences)[:-1])
        offered = set(ir.next_inputs(state, chosen))
        cells = {click for clicks in sequences for click in clicks if click.is_cell}
        for click in [*sorted(cells - offered)[:10], ir.Input("action", "fly")]:
            reason = ir.why_input_refused(state, chosen, click)
            assert isinstance(reason, str), (name, chosen, click)
            assert reason, (name, chosen, click)
            with pytest.raises(ir.IllegalMoveError, match=re.escape(reason)):
                ir.move_for_inputs(state, [*chosen, click])
        for click in offered:
            assert ir.why_input_refused(state, chosen, click) is None


def test_ponte_names_the_rule_that_refuses_a_first_click() -> None:
    for state in positions("ponte", seed=2):
        cells = [f"{column}{row}" for column in "abcdefghij" for row in range(1, 11)]
        offered = {str(click) for click in ir.next_inputs(state)}
        for cell in cells:
            if f"cell:{cell}" not in offered:
                assert re.search(r"\bR\d+\)", ir.why_input_refused(state, [], f"cell:{cell}") or ""), cell
        assert ir.why_input_refused(state, [], "cell:k1") == "k1 is off the 10x10 board (R1)"


def test_nothing_may_be_clicked_at_a_chance_node_or_once_the_game_is_over() -> None:
    state = ir.new_game("islands")
    assert ir.to_move(state) is ir.CHANCE
    assert ir.next_inputs(state) == ()
    assert ir.why_input_refused(state, [], "cell:0,0") == "a chance outcome is drawn now, not chosen"
    final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=4)), random.Random(3))
    assert ir.next_inputs(final) == ()
    with pytest.raises(ir.IllegalMoveError, match="game is over"):
        ir.move_for_inputs(final, ["cell:a1"])


def test_clicks_are_inputs_or_their_text_in_a_list() -> None:
    state = ir.new_game(ir.ponte.Rules(board_size=4))
    bad: Any
    for bad in ("cell:a1", None, [3], ["a1"], ["cell:"]):
        with pytest.raises(ir.NotationError):
            ir.next_inputs(state, bad)


@pytest.mark.parametrize("name", ["lsd", "islands"])
def test_a_refused_cell_for_a_placement_names_its_rule(name: str) -> None:
    checked = 0
    for state in positions(name, seed=3):
        clicks = next((c for c, _ in ir.input_sequences(state) if any(click.is_cell for click in c)), None)
        if clicks is None:
            continue
        chosen = list(clicks[: [click.is_cell for click in clicks].index(True)])
        offered = set(ir.next_inputs(state, chosen))
        for cell in ir.board_cells(state):
            click = ir.Input("cell", cell)
            if click not in offered:
                reason = ir.why_input_refused(state, chosen, click) or ""
                assert re.search(r"\bR\d+\)", reason), (name, chosen, cell, reason)
                checked += 1
    assert checked > 10


def test_isaac_explains_a_bar_that_may_not_go_between_two_squares() -> None:
    state = ir.new_game("isaac")
    assert (
        ir.why_input_refused(state, ["cell:c3"], "cell:c4")
        == "there is no tile of length 2 in the piece set (R7)"
    )
    assert ir.why_input_refused(state, ["cell:c3"], "cell:c5") is None


RULE = re.compile(r"\(R\d+")


def _off_board(state: Any) -> ir.Input:
    """A cell beyond every board: far out on a map without bounds, past the last column
    and row on a square board."""
    named = ir.board_cells(state)
    return ir.Input("cell", "999,-999" if all("," in cell for cell in named) else "z26")


Clicks = list[tuple[ir.Input, ...]]


def _out_of_order(state: Any, sequences: Clicks) -> tuple[list[ir.Input], ir.Input] | None:
    """A click that belongs later in a move clicked first, or, in a game whose every click may
    come first, a one-click choice (an action) clicked in the middle of a longer move."""
    first = set(ir.next_inputs(state))
    later = [click for clicks in sequences for click in clicks[1:] if click not in first]
    if later:
        return [], later[0]
    longer = next((clicks for clicks in sequences if len(clicks) > 1), None)
    single = next((clicks[0] for clicks in sequences if len(clicks) == 1), ir.Input("action", "pass"))
    return ([longer[0]], single) if longer is not None else None


@pytest.mark.parametrize("name", ir.builtin_games())
def test_off_board_occupied_and_out_of_order_clicks_are_refused_naming_a_rule(name: str) -> None:
    kinds: dict[str, int] = {"off board": 0, "occupied": 0, "out of order": 0}
    for state in positions(name, seed=4):
        sequences = [clicks for clicks, _ in ir.input_sequences(state)]
        with_cell = next((c for c in sequences if any(click.is_cell for click in c)), None)
        tried: list[tuple[str, list[ir.Input], ir.Input]] = []
        if with_cell is not None:
            chosen = list(with_cell[: [click.is_cell for click in with_cell].index(True)])
            offered = set(ir.next_inputs(state, chosen))
            tried.append(("off board", chosen, _off_board(state)))
            taken = [cell for cell, held in ir.cell_contents(state).items() if held is not None]
            tried += [("occupied", chosen, ir.Input("cell", cell)) for cell in taken[:3]]
            tried = [(kind, c, click) for kind, c, click in tried if click not in offered]
        disorder = _out_of_order(state, sequences)
        if disorder is not None:
            tried.append(("out of order", *disorder))
        for kind, chosen, click in tried:
            reason = ir.why_input_refused(state, chosen, click)
            assert reason is not None, (name, kind, chosen, click)
            assert RULE.search(reason), (name, kind, chosen, click, reason)
            assert f"{click.kind}:" not in reason, (name, kind, reason)
            kinds[kind] += 1
    assert all(kinds.values()), (name, kinds)
