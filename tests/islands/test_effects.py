"""What a turn did (issue 24): the events of the rules page's worked examples, scenarios from
small tile sets, and the property that score events add up to the change in points."""

from __future__ import annotations

import itertools
import json

import pytest

import islands_rules as ir
from islands.strategies import random_game
from islands.test_examples import G1 as G1_TOKENS
from islands_rules import islands
from islands_rules.islands import Rules, TileSet

G1 = G1_TOKENS.split()


def _after(tokens: list[str], rules: Rules | None = None) -> islands.State:
    state = islands.new_game(rules)
    for token in tokens:
        state = islands.play(state, token)
    return state


def _scores(events: tuple[ir.Event, ...]) -> list[tuple[int | None, int | None, str | None]]:
    return [(event.seat, event.points, event.feature) for event in events if event.kind == "score"]


def test_x4_an_island_of_two_tiles_completes_scores_and_returns_the_piece() -> None:
    events = ir.effects(islands.new_game(), "E@0,1r2:i1")
    assert [event.kind for event in events] == ["draw", "place", "piece", "complete", "score", "return"]
    assert events[3].cells == ("0,0", "0,1")
    assert events[3].detail_dict() == {"value": 4}
    assert _scores(events) == [(0, 4, "island")]
    assert (events[5].seat, events[5].detail_dict()) == (0, {"pieces": 1})


def test_x4_under_the_first_editions_two_tiles_score_2() -> None:
    events = ir.effects(islands.new_game(Rules(small_island=1)), "E@0,1r2:i1")
    assert _scores(events) == [(0, 2, "island")]


def test_x6_a_bridge_completed_scores_for_the_piece_on_it() -> None:
    state = _after(["A@1,0r1:b1"])
    events = ir.effects(state, "A@-1,0r3")
    assert _scores(events) == [(0, 3, "bridge")]
    assert [e.cells for e in events if e.kind == "complete"] == [("-1,0", "0,0", "1,0")]


def test_x7_tied_majorities_both_score_in_full() -> None:
    state = _after(["V@1,0r0:b1", "V@0,-1r3:b1", "A@-1,0r3", "A@0,-2r2"])
    assert sorted(_scores(ir.effects(state, "V@1,-1r1"))) == [(0, 6, "bridge"), (1, 6, "bridge")]


def test_x8_four_islands_joined_score_for_the_majority_and_every_piece_returns() -> None:
    tokens = [
        "V@1,0r0",
        "V@-1,0r3",
        "E@1,1r3:i1",
        "E@-1,1r1:i1",
        "B@1,2r0",
        "B@-1,2r0",
        "E@0,2r2:i1",
        "A@2,0r0",
    ]
    events = ir.effects(_after(tokens), "C@0,1r0")
    assert _scores(events) == [(0, 12, "island")]
    returned = {event.seat: event.detail_dict()["pieces"] for event in events if event.kind == "return"}
    assert returned == {0: 2, 1: 1}


def test_x9_a_lighthouse_scores_9() -> None:
    tokens = ["B@0,-1r0:l", "A@1,0r1", "A@-1,0r3", "B@1,-1r0", "B@-1,-1r0", "B@0,-2r0", "E@-1,-2r2"]
    assert _scores(ir.effects(_after(tokens), "E@1,-2r2")) == [(0, 9, "lighthouse")]


def test_x5_a_discard_and_the_draw_again() -> None:
    state = _after(["E@0,1r2"])
    assert [event.kind for event in ir.effects(state, "C-")] == ["draw", "discard"]
    drawn = islands.play(state, islands.Draw("C"))
    assert [(event.kind, event.seat) for event in ir.effects(drawn, "C-")] == [("discard", 1)]


def test_g1_the_last_turn_brings_the_final_scoring_object_by_object() -> None:
    before = _after(G1[:-1])
    events = ir.effects(before, G1[-1])
    final = [event for event in events if event.kind == "score" and event.detail_dict()["final"]]
    assert final
    assert list(islands.final_scoring(islands.play(before, G1[-1]))) == final
    assert events[-1].kind == "end"
    assert events[-1].detail_dict() == {"result": "draw"}  # 16 each
    for seat, name in enumerate(("red", "blue")):
        points = sum(event.points or 0 for event in events if event.kind == "score" and event.seat == seat)
        assert points == 16 - islands.summary(before)[name]["points"]


def test_x10_final_values_now() -> None:
    state = _after(["M@0,1r2:i1", "B@0,-1r0:l", "U@1,0r1:b1"])
    assert sorted(_scores(islands.final_scoring(state))) == [
        (0, 2, "bridge"),
        (0, 3, "island"),
        (1, 3, "lighthouse"),
    ]


SCENARIOS = [
    Rules(),
    Rules(players=3, pieces=2, small_island=1),
    Rules(players=5),
    Rules(tile_set=TileSet("D:1 E:2 V:1")),
    Rules(players=4, tile_set=TileSet("A:3 B:3 D:2 E:4 L:2 M:2 U:4 V:5"), start_tile="U"),
]


@pytest.mark.parametrize("rules", SCENARIOS, ids=lambda rules: f"{rules.players}p-{rules.tile_set.total}t")
def test_score_events_add_up_to_the_change_in_points(rules: Rules) -> None:
    for seed in range(4):
        states = random_game(rules, 500 + seed, turns=999)
        assert states[-1].is_over
        for before, after in itertools.pairwise(states):
            move = after.history[-1] if after.ply > before.ply else islands.Draw(after.drawn or "")
            events = ir.effects(before, move)
            assert all(json.loads(json.dumps(event.to_dict())) == event.to_dict() for event in events)
            for seat, name in enumerate(rules.seat_names):
                scored = sum(e.points or 0 for e in events if e.kind == "score" and e.seat == seat)
                assert (
                    scored == islands.summary(after)[name]["points"] - islands.summary(before)[name]["points"]
                )
            assert (events[-1].kind == "end") == after.is_over


def test_a_game_from_a_small_tile_set_ends_and_scores() -> None:
    rules = Rules(tile_set=TileSet("D:1 E:2 V:1"))
    state = _after(["E@0,1r2", "V@1,0r0:b1", "E@0,-1r2:w1"], rules)
    assert state.is_over
    assert islands.summary(state)["blue"]["points"] == 2
    assert islands.outcome(state).winner == "blue"  # type: ignore[union-attr]
    record = ir.Record(state.history, game="islands", rules=rules)
    assert ir.read_record(ir.write_record(record)) == record
