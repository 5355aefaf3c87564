"""The web example's Python (examples/web/app.py and viewer.py) in CPython: the functions the
page's worker calls play a whole game of every game, refuse a click with its rule, let the
bot think in steps (and drop its search on a take-back), write a record that reads back to
the page's position, and show a record, its problems at their ply and its text as text.
The browser test (tests/browser) runs the same files in Pyodide, in a Web Worker."""

from __future__ import annotations

import json
import random
import sys
from types import ModuleType
from typing import Any

import pytest

import example_files
import islands_rules as ir


@pytest.fixture(scope="module")
def app() -> ModuleType:
    # app.py imports viewer.py from beside it, as the worker's Pyodide does from its folder.
    folder = str(example_files.EXAMPLES / "web")
    sys.path.insert(0, folder)
    try:
        return example_files.load_example("web/app.py", "web_app")
    finally:
        sys.path.remove(folder)


@pytest.fixture(scope="module")
def viewer() -> ModuleType:
    return example_files.load_example("web/viewer.py", "web_viewer")


def position(app: ModuleType) -> Any:
    return ir.state_from_dict(json.loads(app.client_view())["state"])


def bot_moves(app: ModuleType) -> dict[str, Any]:
    """Run the bot's steps as the worker does, until it has moved; the view after its move."""
    assert app.think_start()
    while True:
        step = json.loads(app.think_step(50))
        if not step["thinking"]:
            return step["view"]  # type: ignore[no-any-return]
        assert step["analysis"]


@pytest.mark.parametrize("game", ["ponte", "isaac", "lsd", "islands"])
def test_people_play_a_whole_game_by_clicks(app: ModuleType, viewer: ModuleType, game: str) -> None:
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
        # the page announces what the move did, as the viewer says it
        said = [viewer.describe_event(event, tuple(view["seats"])) for event in ir.effects(before, move)]
        assert view["effects"] == said
        assert said
        after = position(app)
        drawn_from = ir.play(before, move)
        assert after == drawn_from or ir.to_move(drawn_from) is ir.CHANCE
    record = ir.read_record(app.record())
    assert record.final == position(app)
    outcome = ir.outcome(record.final)
    assert outcome is not None
    # the result in a sentence, with every seat's points
    assert view["result"].startswith(
        f"{outcome.winner.capitalize()} wins by {outcome.decided_by}." if outcome.winner else "A draw"
    )
    for name, figures in ir.summary(record.final).items():
        assert f"{name} {figures['points']}" in view["result"]


def test_the_options_make_a_smaller_board_and_more_players(app: ModuleType) -> None:
    offered = json.loads(app.options())
    assert offered["ponte"]["boards"] == ["", "small"]
    assert offered["islands"]["players"] == [2, 3, 4, 5]
    app.start("ponte", -1, 1, "small", 2)
    assert position(app).rules.board_size == 6
    app.start("lsd", -1, 1, "", 4)
    assert len(ir.load_game("lsd").seat_names(position(app))) == 4


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


def test_the_bot_thinks_in_steps_and_undo_takes_back_its_move_too(app: ModuleType) -> None:
    view = json.loads(app.start("lsd", 0, 2))
    assert view["to_move"] == "you (red)"
    app.click("tile:ne+")
    app.click("turn:ne")
    view = json.loads(app.click("cell:0,0"))
    assert view["bot_to_move"]
    assert view["to_move"] == "the bot (blue)"
    assert view["plies"] == 1
    # a click while the bot thinks is refused, in words
    assert json.loads(app.click("tile:n+"))["message"] == "wait: it is the bot's turn"
    view = bot_moves(app)
    assert view["plies"] == 2
    assert view["message"].startswith("the bot (blue) played")
    # the analysis after its move: the top moves' visit shares, the move played first
    shares = [entry["share"] for entry in view["analysis"]]
    assert shares == sorted(shares, reverse=True)
    assert 0 < sum(shares) <= 1
    assert ir.read_record(app.record()).moves[-1] == ir.load_game("lsd").read_move(
        view["analysis"][0]["move"]
    )
    view = json.loads(app.undo())
    assert view["plies"] == 0


def test_a_take_back_while_the_bot_thinks_drops_its_search(app: ModuleType) -> None:
    app.start("ponte", 0, 3, "small")
    app.click("cell:a1")
    app.click("cell:b1")
    assert app.think_start()
    assert json.loads(app.think_step(5))["thinking"]
    view = json.loads(app.undo())
    assert (view["plies"], view["bot_to_move"], view["analysis"]) == (0, False, [])
    assert not json.loads(app.think_step(5))["thinking"]  # nothing to think about now
    assert json.loads(app.view())["plies"] == 0


def test_the_tile_choices_come_with_their_pictures(app: ModuleType) -> None:
    view = json.loads(app.start("lsd", -1, 1))
    assert set(view["pictures"]) == set(view["choices"])
    view = json.loads(app.click("tile:ne+"))
    assert view["choices"] == ["turn:ne", "turn:es", "turn:sw", "turn:nw"]
    assert 'data-sides="es"' in view["pictures"]["turn:es"]
    view = json.loads(app.start("islands", -1, 1))
    assert view["choices"] == ["turn:0", "turn:1", "turn:2", "turn:3"]
    assert 'data-rotation="3"' in view["pictures"]["turn:3"]


def test_the_viewer_shows_a_problem_at_its_ply(viewer: ModuleType) -> None:
    text = "1. a1,b2 2. c3,d4 3. a1,e5"
    summary = json.loads(viewer.open_record(text))
    assert summary["steps"] == 3  # two plies played, and the turn that could not be
    assert summary["moves"] == ["a1,b2", "c3,d4", "a1,e5"]
    step = json.loads(viewer.record_step(3))
    assert step["problems"] == [
        {
            "ply": 3,
            "text": f"line 1, column {text.index('a1,e5') + 1}: ply 3 'a1,e5': "
            "a1 is taken by a light tile (R8)",
            "error": True,
        }
    ]
    assert json.loads(viewer.record_step(2))["problems"] == []
    assert json.loads(viewer.record_step(99))["step"] == 3


def test_the_viewer_hands_back_markup_as_plain_text(viewer: ModuleType) -> None:
    text = '[Event "<img src=x onerror=alert(1)>"] 1. a1,b2 {<script>window.owned = 1</script>} 2. c3,d4'
    summary = json.loads(viewer.open_record(text))
    assert ["Event", "<img src=x onerror=alert(1)>"] in summary["tags"]
    assert json.loads(viewer.record_step(1))["comment"] == "<script>window.owned = 1</script>"


@pytest.mark.parametrize("text", ["", "[Game", "\x00" * 100, "1. " + "(" * 50_000])
def test_the_viewer_gives_the_librarys_error_for_a_text_it_cannot_show(viewer: ModuleType, text: str) -> None:
    summary = json.loads(viewer.open_record(text))
    assert set(summary) == {"error"} or summary["problems"]
    assert "error" in json.loads(viewer.open_record("x" * (viewer.MAX_CHARACTERS + 1)))
