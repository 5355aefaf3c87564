"""The web example's Python (examples/web/app.py) in CPython: the functions the page calls
play a whole game of every game, refuse a click with its rule, undo, and write a record
that reads back to the page's position. The browser test (tests/browser) runs it in Pyodide."""

from __future__ import annotations

import json
import random
from types import ModuleType
from typing import Any

import pytest

import example_files
import islands_rules as ir


@pytest.fixture(scope="module")
def app() -> ModuleType:
    return example_files.load_example("web/app.py", "web_app")


def position(app: ModuleType) -> Any:
    return ir.state_from_dict(json.loads(app.client_view())["state"])


@pytest.mark.parametrize("game", ["ponte", "isaac", "lsd", "islands"])
def test_people_play_a_whole_game_by_clicks(app: ModuleType, game: str) -> None:
    rng = random.Random(7)
    view = json.loads(app.start(game, -1, 7))
    while view["result"] is None:
        assert view["to_move"] in view["seats"]
        assert not view["bot_to_move"]
        before = position(app)
        clicks, move = rng.choice([(m["inputs"], m["move"]) for m in ir.client_view(before)["moves"]])
        for click in clicks:
            if not click.startswith("cell:"):  # a choice the page shows as a button
                assert click in view["choices"]
            view = json.loads(app.click(click))
        assert view["message"].endswith(f"played {move}")
        after = position(app)
        drawn_from = ir.play(before, move)
        assert after == drawn_from or ir.to_move(drawn_from) is ir.CHANCE
    record = ir.read_record(app.record())
    assert record.final == position(app)
    outcome = ir.outcome(record.final)
    assert outcome is not None
    assert view["result"] == f"{outcome.result} ({outcome.decided_by})"


def test_a_refused_click_says_its_rule_and_undo_takes_back(app: ModuleType) -> None:
    app.start("ponte", -1, 1)
    app.click("cell:a1")
    view = json.loads(app.click("cell:b1"))
    assert view["plies"] == 1
    assert view["to_move"] == "dark"
    view = json.loads(app.click("cell:a1"))
    assert view["message"] == "no: a1 is taken by a light tile (R8)"
    view = json.loads(app.click("cell:e5"))
    assert view["chosen"] == ["cell:e5"]
    assert 'class="ir-selected"' in view["svg"]
    assert json.loads(app.undo())["chosen"] == []
    view = json.loads(app.undo())
    assert view["plies"] == 0
    assert view["to_move"] == "light"


def test_the_bot_answers_and_undo_takes_back_its_move_too(app: ModuleType) -> None:
    view = json.loads(app.start("lsd", 1, 2))
    app.click("tile:ne+")
    app.click("turn:ne")
    view = json.loads(app.click("cell:0,0"))
    assert view["bot_to_move"]
    assert view["plies"] == 1
    view = json.loads(app.bot_move())
    assert view["plies"] == 2
    assert view["message"].startswith("the bot played")
    view = json.loads(app.undo())
    assert view["plies"] == 0
