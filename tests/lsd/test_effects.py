"""What a turn did (issue 24): the events of the rules page's worked examples, and the
property that score events add up to the change in each player's points."""

from __future__ import annotations

import json

import pytest

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import TILE_SETS, make_rules, play_tokens, random_game


def _kinds(state: lsd.GameState, move: str) -> list[tuple[str, int | None, tuple[str, ...]]]:
    return [(event.kind, event.seat, event.cells) for event in ir.effects(state, move)]


def test_k1_a_plus_pair_captures_the_tile_between() -> None:
    state = play_tokens("e+@0,0 ewx@1,0")
    events = ir.effects(state, "w+@2,0")
    assert [event.kind for event in events] == ["place", "capture", "score"]
    capture = events[1]
    assert (capture.seat, capture.cells) == (0, ("1,0",))
    assert capture.detail_dict() == {"owner": "blue", "tile": "nsx", "icon": "+", "pairs": ["0,0"]}
    assert (events[2].seat, events[2].points, events[2].feature) == (1, -1, "line")


def test_k2_no_pair_no_capture() -> None:
    events = ir.effects(play_tokens("ex@0,0 ewx@1,0"), "w+@2,0")
    assert [event.kind for event in events if event.kind in ("place", "capture")] == ["place"]


def test_k5_an_x_pair_captures_two_tiles() -> None:
    state = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1")
    captures = [event for event in ir.effects(state, "swx@1,1") if event.kind == "capture"]
    assert [event.cells for event in captures] == [("0,1",), ("1,0",)]
    assert all(event.detail_dict()["pairs"] == ["0,0"] and event.seat == 0 for event in captures)


def test_k8_four_captures_by_four_pairs() -> None:
    state = play_tokens("neswx@0,0 new+@1,0 nwx@2,0 nes+@0,1 esx@0,2 nesw+@2,1 nswx@2,2 nesw+@1,2")
    events = ir.effects(state, "neswx@1,1")
    assert sorted(event.cells[0] for event in events if event.kind == "capture") == [
        "0,1",
        "1,0",
        "1,2",
        "2,1",
    ]


def test_w1_a_line_wins_and_ends_the_game() -> None:
    state = play_tokens("nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0")
    events = ir.effects(state, "w+@3,0")
    assert [event.kind for event in events] == ["place", "score", "line", "end"]
    assert events[1].points == 1
    assert events[1].cells == ("0,0", "1,0", "2,0", "3,0")
    assert events[2].cells == ("0,0", "1,0", "2,0", "3,0")
    assert events[3].detail_dict() == {"result": "red"}
    assert events[3].seat == 0


def test_l1_a_capture_breaks_a_line() -> None:
    state = play_tokens("nesw+@0,0 s+@0,1 nesw+@1,0 ns+@1,1 ewx@2,0")
    events = ir.effects(state, "n+@1,-1")
    assert ("capture", 1, ("1,0",)) in [(e.kind, e.seat, e.cells) for e in events]
    red = [event for event in events if event.kind == "score" and event.seat == 0]
    assert [(event.points, event.cells) for event in red] == [(-2, ("0,0",))]  # from 3 to 1


def test_a_pass_and_a_draw() -> None:
    p2 = play_tokens("e+@0,0 ew+@1,0 w+@2,0", make_rules(tile_set="n+:2 ns+:1"))
    assert _kinds(p2, "pass") == [("pass", 1, ())]
    drawn = ir.effects(play_tokens("e+@0,0"), "wx@1,0")
    assert drawn[-1].kind == "end"
    assert drawn[-1].detail_dict() == {"result": "draw"}
    assert drawn[-1].seat is None


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("tiles", TILE_SETS)
def test_score_events_add_up_to_the_change_in_points(players: int, tiles: str | None) -> None:
    rules = make_rules(players, None, tiles)
    for seed in range(5):
        game = random_game(rules, 1000 + seed)
        for before, move, after in zip(game.states, game.moves, game.states[1:], strict=False):
            events = ir.effects(before, move)
            assert all(json.loads(json.dumps(event.to_dict())) == event.to_dict() for event in events)
            for seat, name in enumerate(before.players):
                scored = sum(e.points or 0 for e in events if e.kind == "score" and e.seat == seat)
                assert scored == ir.summary(after)[name]["points"] - ir.summary(before)[name]["points"]
            taken = sorted(event.cells[0] for event in events if event.kind == "capture")
            assert taken == sorted(f"{x},{y}" for x, y in after.last_captured)
            assert (events[-1].kind == "end") == after.is_over
