"""What a front-end shows: the board's cells, the seats, and the client view payload, which
must be enough to draw and play a whole game of every game from it alone."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import islands_rules as ir

GAMES = ir.available_games()


def play_from_views(name: str, seed: int) -> list[dict[str, Any]]:
    """A whole game played by a client that reads only the payload: it picks one of the
    payload's click sequences and sends its move's text (chance is drawn by the library)."""
    rng = random.Random(seed)
    state = ir.new_game(name)
    views = []
    while True:
        view = json.loads(json.dumps(ir.client_view(state)))
        views.append(view)
        if view["to_move"] is None:
            return views
        if view["to_move"] == "chance":
            state = ir.play(state, ir.draw_chance(state, rng))
        else:
            state = ir.play(state, rng.choice(view["moves"])["move"])


@pytest.mark.parametrize("name", GAMES)
def test_a_client_plays_a_whole_game_from_the_payload_alone(name: str) -> None:
    views = play_from_views(name, seed=4)
    final = views[-1]
    assert final["outcome"] is not None
    assert final["outcome"]["result"] in [*final["seats"], "draw"]
    assert final["moves"] == []
    assert final["first_inputs"] == []
    for view in views:
        assert view["game"] == name
        firsts = {entry["inputs"][0] for entry in view["moves"]}
        assert set(view["first_inputs"]) == firsts
        assert set(view["scores"]) == set(view["seats"])
        state = ir.state_from_dict(view["state"])
        assert list(ir.board_cells(state)) == list(view["cells"])


def test_ponte_cells_say_what_the_state_holds() -> None:
    state = ir.ponte.setup_position(light=["a1", "a3"], dark=["j8", "j10"], light_bridges=["a1-a3"])
    cells = ir.cell_contents(state)
    assert len(cells) == 100
    assert {cell for cell, content in cells.items() if content} == {"a1", "a2", "a3", "j8", "j10"}
    assert (cells["a1"], cells["a2"], cells["j10"]) == ("light", "bridge", "dark")


def test_isaac_cells_name_the_bar_that_covers_them() -> None:
    state = ir.play(ir.play(ir.new_game("isaac"), "c3-g3"), "a1-a4")
    cells = ir.cell_contents(state)
    for square, content in cells.items():
        owner = state.owner(square)
        assert (content is None) == (owner is None)
        if owner is not None:
            assert content is not None
            assert content.split()[0] == str(owner)
    assert cells["a2"] == "light a1-a4"


def test_a_cell_off_the_ponte_board_is_refused() -> None:
    state = ir.new_game(ir.ponte.Rules(board_size=6))
    assert state.tile_at("f6") is None
    with pytest.raises(ir.PositionError, match=r"g1 is off the 6x6 board \(R1\)"):
        state.tile_at("g1")
    with pytest.raises(ir.NotationError):
        state.tile_at("1a")


def test_the_swap_gives_light_to_the_second_seat() -> None:
    state = ir.play(ir.new_game(), "c3,e5")
    assert (ir.seat_of(state, "light"), ir.seat_of(state, "dark")) == (0, 1)
    swapped = ir.play(state, "swap")
    assert (ir.seat_of(swapped, "light"), ir.seat_of(swapped, "dark")) == (1, 0)
    view = ir.client_view(swapped)
    assert view["seats"] == ["dark", "light"]
    assert (view["to_move"], view["to_move_name"]) == (0, "dark")
    with pytest.raises(ir.PositionError, match="no seat plays as 'red'"):
        ir.seat_of(state, "red")


def test_an_outcome_as_data_holds_its_fields() -> None:
    ended = ir.Outcome(winner=None, decided_by="draw", returns=(0.0, 0.0, 0.0))
    assert ended.to_dict() == {
        "winner": None,
        "result": "draw",
        "decided_by": "draw",
        "returns": [0.0, 0.0, 0.0],
    }


def test_a_chance_draw_is_an_outcome_alone_and_only_at_a_chance_node() -> None:
    state = ir.new_game("islands")
    counts: dict[Any, int] = {}
    rng = random.Random(6)
    for _ in range(300):
        drawn = ir.draw_chance(state, rng)
        counts[drawn] = counts.get(drawn, 0) + 1
    outcomes = dict(ir.load_game("islands").chance_outcomes(state))
    assert set(counts) <= set(outcomes)
    heaviest = max(outcomes, key=lambda move: outcomes[move])
    lightest = min(outcomes, key=lambda move: outcomes[move])
    assert counts.get(heaviest, 0) > counts.get(lightest, 0)
    assert isinstance(ir.to_move(ir.play(state, heaviest)), int)
    with pytest.raises(ir.IllegalMoveError, match="no chance node"):
        ir.draw_chance(ir.new_game(), rng)


@pytest.mark.parametrize("name", GAMES)
def test_the_view_holds_the_last_moves_effects_as_json(name: str) -> None:
    game = ir.load_game(name)
    rng = random.Random(7)
    state, scored = game.new_game(), 0
    while game.to_move(state) is not None:
        move = game.random_move(state, rng)
        after = game.play(state, move)
        view = json.loads(json.dumps(ir.client_view(after, previous=state, move=move)))
        last = view["last_move"]
        assert last["move"] == game.move_text(move)
        turn = game.to_move(state)
        assert last["seat"] == (turn if isinstance(turn, int) else None)
        if name in ir.builtin_games():
            assert last["events"] == [event.to_dict() for event in ir.effects(state, move)]
            scored += sum(event["kind"] == "score" for event in last["events"])
        else:
            assert last["events"] is None  # the example game does not say what its moves do
        state = after
    assert ir.client_view(state)["last_move"] is None
    if name in ir.builtin_games():
        assert scored > 0  # a whole game scores, so the view carries score events


def test_the_last_move_must_lead_to_the_state() -> None:
    start = ir.new_game(ir.ponte.Rules(board_size=4))
    after = ir.play(start, "a1,c3")
    with pytest.raises(ir.PositionError, match="give both the previous state and the move"):
        ir.client_view(after, previous=start)
    with pytest.raises(ir.PositionError, match="'a1,b3' in the previous state does not give this state"):
        ir.client_view(after, previous=start, move="a1,b3")
    with pytest.raises(ir.IllegalMoveError):
        ir.client_view(after, previous=start, move="swap")
