"""What a move did (ir.effects): the worked game G, and the score events add up to the change
of each seat's points on every move of random games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

import islands_rules as ir
from isaac.strategies import PlayedGame, played_games
from islands_rules.isaac import Pass, Place, Rules

GAME = ir.load_game("isaac")
G_RULES = Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)), target=25)
G_TURNS = "a1-a2 b1-e1 a3-a4 e2-e4 d5-e5 b2-b4 d2-d4 c4-c5 pass a5-b5 c2-c3 pass xa3-a4+4 xe2-e4+16 xd5-e5+0"


def game_g(turns: int, rules: Rules = G_RULES) -> ir.isaac.GameState:
    state: ir.isaac.GameState = ir.new_game(rules)
    for turn in G_TURNS.split()[:turns]:
        state = ir.play(state, turn)
    return state


def seat_points(state: ir.isaac.GameState) -> list[int]:
    figures, names = ir.summary(state), GAME.seat_names(state)
    return [figures[names[seat]]["points"] for seat in (0, 1)]


def assert_scores_add_up(state: ir.isaac.GameState, move: ir.isaac.Move) -> tuple[ir.Event, ...]:
    events = ir.effects(state, move)
    after = ir.play(state, move)
    scored = [sum(e.points or 0 for e in events if e.kind == "score" and e.seat == seat) for seat in (0, 1)]
    assert scored == [a - b for a, b in zip(seat_points(after), seat_points(state), strict=True)]
    first = {Place: "place", Pass: "pass"}.get(type(move), "remove")
    assert (events[0].kind, events[0].seat) == (first, GAME.to_move(state))
    assert any(event.kind == "end" for event in events) == after.is_over
    assert any(event.kind == "target" for event in events) == (max(after.scores) >= after.rules.target)
    return events


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(size=5, pieces=((2, 1, 3), (3, 2, 2)), target=6),
        Rules(size=4, pieces=((2, 1, 2), (4, 1, 1))),
    ],
    ids=str,
)
def test_the_score_events_of_every_move_add_up_to_the_change_of_each_seats_points(rules: Rules) -> None:
    kinds: set[str] = set()
    games = settings().max_examples * (1 if rules.size == 10 else 3) // 2
    for number in range(games):
        rng, state = random.Random(number), ir.new_game(rules)
        while not state.is_over:
            move = ir.random_move(state, rng)
            kinds |= {event.kind for event in assert_scores_add_up(state, move)}
            state = ir.play(state, move)
    expected = {"place", "pass", "phase", "remove", "score", "counter", "end"}
    assert expected | ({"target"} if rules.target < rules.size**2 else set()) <= kinds


@given(played_games(to_the_end=True))
def test_the_effects_property_holds_under_random_rule_options(game: PlayedGame) -> None:
    for state, move in zip(game.states, game.moves, strict=False):
        assert_scores_add_up(state, move)


def dicts(state: ir.isaac.GameState, move: str) -> list[dict[str, object]]:
    return [event.to_dict() for event in ir.effects(state, move)]


def test_g_the_second_pass_opens_the_scoring_with_dark() -> None:
    assert dicts(game_g(11), "pass") == [
        {"kind": "pass", "seat": 1, "detail": {"phase": "placement"}},
        {"kind": "phase", "detail": {"phase": "scoring", "seat": 0}},
    ]


def test_g6_dark_removes_a3_a4_for_4_and_advances_onto_e1() -> None:
    assert dicts(game_g(12), "xa3-a4+4") == [
        {
            "kind": "remove",
            "seat": 0,
            "cells": ["a3", "a4"],
            "detail": {
                "tile": "a3-a4",
                "length": 2,
                "value": 1,
                "line": "column a",
                "count": 2,
                "counters": 1,
                "worth": 4,
            },
        },
        {"kind": "score", "seat": 0, "points": 4, "feature": "column", "cells": ["a3", "a4"]},
        {"kind": "counter", "seat": 0, "cells": ["a1", "e1"], "detail": {"from": 0, "to": 4}},
    ]


def test_g8_both_counters_on_the_line_quadruple() -> None:
    events = dicts(game_g(13), "xe2-e4+16")
    assert events[0]["detail"] == {
        "tile": "e2-e4", "length": 3, "value": 2, "line": "column e", "count": 2, "counters": 2, "worth": 16
    }  # fmt: skip
    assert events[1:] == [
        {"kind": "score", "seat": 1, "points": 16, "feature": "column", "cells": ["e2", "e3", "e4"]},
        {"kind": "counter", "seat": 1, "cells": ["e5", "d2"], "detail": {"from": 0, "to": 16}},
    ]


def test_g10_a_removal_without_advance_scores_nothing() -> None:
    events = dicts(game_g(14), "xd5-e5+0")
    assert [event["kind"] for event in events] == ["remove"]
    assert events[0]["detail"]["worth"] == 2  # type: ignore[index]


def test_g14_reaching_the_target_ends_the_game() -> None:
    rules = Rules(size=5, pieces=G_RULES.pieces, target=20)
    events = dicts(game_g(15, rules), "xb2-b4+4")
    assert events[1:] == [
        {"kind": "score", "seat": 1, "points": 4, "feature": "column", "cells": ["b2", "b3", "b4"]},
        {"kind": "counter", "seat": 1, "cells": ["d2"], "detail": {"from": 16, "to": 20}},
        {"kind": "target", "seat": 1, "detail": {"score": 20, "target": 20}},
        {"kind": "end", "detail": {"winner": 1, "decided_by": "target", "scores": [4, 20]}},
    ]
