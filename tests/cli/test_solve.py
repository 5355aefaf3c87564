"""``islands-rules solve``: the value and best play of a game's start or of a position string,
the openings, JSON, and bad input answered with the usage status."""

from __future__ import annotations

import json

import pytest

import islands_rules as ir
from islands_rules.cli import main
from islands_rules.solve import minimax_value

ISAAC = ["solve", "--game", "isaac", "--size", "3", "--pieces", "2:1:2 3:1:1"]


def test_solve_prints_the_value_and_best_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ISAAC) == 0
    lines = capsys.readouterr().out.splitlines()
    state = ir.new_game(ir.isaac.Rules(size=3, pieces=((2, 1, 2), (3, 1, 1))))
    word = {1: "win", 0: "draw", -1: "loss"}[minimax_value(ir.load_game("isaac"), state)]
    assert lines[0] == f"isaac: a {word} for dark, the player to move"
    assert lines[1].startswith("best play: ")
    assert "processor time" in lines[2]


def test_solve_a_position_with_its_openings_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    ponte = ir.load_game("ponte")
    state = ponte.new_game(ir.ponte.Rules(board_size=4))
    for move in ("a1,b2", "swap", "c3,d3", "a3,c1"):
        state = ponte.play(state, move)
    assert main(["solve", "--position", ponte.position_text(state), "--openings", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["position"] == ponte.position_text(state)
    assert data["to_move"] == "dark"
    assert data["value"] == minimax_value(ponte, state)
    assert sum(opening["images"] for opening in data["openings"]) == len(ponte.legal_moves(state))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["solve", "--position", "nonsense"], "position"),
        (["solve", "--game", "lsd", "--players", "4"], "two-player"),
        (["solve", "--game", "islands"], "chance"),
    ],
)
def test_what_cannot_be_solved_is_a_usage_error(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(arguments) == 2
    assert message in capsys.readouterr().err
