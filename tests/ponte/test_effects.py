"""What a move did (ir.effects): the worked examples, and the score events add up to the
change of each seat's points on every move of random games."""

from __future__ import annotations

import random

import pytest
from hypothesis import settings

import islands_rules as ir
from islands_rules.ponte import Colour, Phase, Rules, setup_position

GAME = ir.load_game("ponte")


def seat_points(state: ir.ponte.GameState) -> list[int]:
    figures, names = ir.summary(state), GAME.seat_names(state)
    return [figures[names[seat]]["points"] for seat in (0, 1)]


def scored(events: tuple[ir.Event, ...]) -> list[int]:
    return [sum(e.points or 0 for e in events if e.kind == "score" and e.seat == seat) for seat in (0, 1)]


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(board_size=5, tiles_per_colour=None, bridges=None), Rules(board_size=6, bridges=2)],
    ids=str,
)
def test_the_score_events_of_every_move_add_up_to_the_change_of_each_seats_points(rules: Rules) -> None:
    kinds: set[str] = set()
    for number in range(settings().max_examples // 2):
        rng, state = random.Random(number), ir.new_game(rules)
        while not state.is_over:
            move = ir.random_move(state, rng)
            events = ir.effects(state, move)
            after = ir.play(state, move)
            assert scored(events) == [
                a - b for a, b in zip(seat_points(after), seat_points(state), strict=True)
            ]
            assert events
            assert all(event.kind for event in events)
            assert (events[0].kind, events[0].seat) == (
                {"PlaceTiles": "place", "BuildBridge": "bridge", "Swap": "swap", "Decline": "decline"}[
                    type(move).__name__
                ],
                state.seat_of(state.to_move),
            )
            assert any(event.kind == "end" for event in events) == after.is_over
            kinds |= {event.kind for event in events}
            state = after
    assert {"place", "island", "bridge", "score", "end", "network"} <= kinds


def dicts(state: ir.ponte.GameState, move: str) -> list[dict[str, object]]:
    return [event.to_dict() for event in ir.effects(state, move)]


def test_a_completed_island_scores_one_point() -> None:
    state = setup_position(light=["a1", "b1", "a2", "j10"], dark=["e5", "e6", "h8", "h9"])
    assert dicts(state, "b2,d4") == [
        {"kind": "place", "seat": 0, "cells": ["b2", "d4"], "detail": {"colour": "light"}},
        {"kind": "island", "seat": 0, "cells": ["a1", "a2", "b1", "b2"], "detail": {"colour": "light"}},
        {"kind": "score", "seat": 0, "points": 1, "feature": "island", "cells": ["a1", "a2", "b1", "b2"]},
    ]


def test_a_bridge_joining_two_islands_names_both_networks_and_scores_their_gain() -> None:
    state = setup_position(
        light=["a1", "b1", "a2", "b2", "a4", "b4", "a5", "b5"],
        dark=["j9", "j10", "j6", "j7", "j3", "j4", "g1", "g10"],
    )
    events = dicts(state, "a2-a4")
    assert events[0] == {
        "kind": "bridge",
        "seat": 0,
        "cells": ["a2", "a4"],
        "detail": {
            "colour": "light",
            "joins": [["a1", "a2", "b1", "b2"], ["a4", "a5", "b4", "b5"]],
            "islands": [1, 1],
        },
    }
    # Two networks of one island (1 + 1) become one of two (3): 1 point more.
    assert events[1] == {
        "kind": "score",
        "seat": 0,
        "points": 1,
        "feature": "bridge",
        "cells": ["a1", "a2", "a4", "a5", "b1", "b2", "b4", "b5"],
    }
    assert len(events) == 2


def test_the_swap_and_a_bridge_between_sandbanks_score_nothing() -> None:
    opened = ir.play(ir.new_game(), "a1,c3")
    assert dicts(opened, "swap") == [{"kind": "swap", "seat": 1, "detail": {"colour": "light"}}]
    state = setup_position(light=["a1", "a3"], dark=["j9", "j7"], to_move=Colour.LIGHT)
    assert dicts(state, "a1-a3") == [
        {
            "kind": "bridge",
            "seat": 0,
            "cells": ["a1", "a3"],
            "detail": {"colour": "light", "joins": [["a1"], ["a3"]], "islands": [0, 0]},
        }
    ]


def test_dark_declining_ends_the_game_with_the_final_tally_network_by_network() -> None:
    # Six tiles a colour, all placed: light declined, and dark cannot place either.
    state = setup_position(
        rules=Rules(tiles_per_colour=6),
        light=["a1", "b1", "a2", "b2", "d5", "h8"],
        dark=["e5", "f5", "e6", "f6", "h5", "h6"],
        dark_tiles_left=0,
        light_declined=True,
        to_move=Colour.DARK,
    )
    assert dicts(state, "pass") == [
        {"kind": "decline", "seat": 1, "detail": {"colour": "dark"}},
        {"kind": "end", "detail": {"winner": None, "decided_by": "draw", "points": [1, 1]}},
        {"kind": "network", "seat": 0, "points": 1, "feature": "network", "cells": ["a1", "a2", "b1", "b2"]},
        {"kind": "network", "seat": 1, "points": 1, "feature": "network", "cells": ["e5", "e6", "f5", "f6"]},
    ]
    assert ir.play(state, "pass").phase is Phase.OVER


def test_effects_refuse_an_illegal_move_naming_the_rule() -> None:
    with pytest.raises(ir.IllegalMoveError, match="R9"):
        ir.effects(
            setup_position(light=["a1", "b1", "c1", "d1"], dark=["a10", "c10", "e10", "g10"]), "e1,j10"
        )
