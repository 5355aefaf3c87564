"""The text and SVG pictures of Isaac positions."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import cairosvg  # type: ignore[import-untyped]
import pytest

from islands_rules import IslandsRulesError, RenderError, isaac
from png import read_png

NS = "{http://www.w3.org/2000/svg}"
G_RULES = isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)), target=25)
G_TURNS = "a1-a2 b1-e1 a3-a4 e2-e4 d5-e5 b2-b4 d2-d4 c4-c5 pass a5-b5 c2-c3 pass xa3-a4+4 xe2-e4+16"


def game_g(turns: int = 14) -> isaac.GameState:
    state = isaac.new_game(G_RULES)
    for turn in G_TURNS.split()[:turns]:
        state = isaac.play(state, turn)
    return state


def parts(picture: str, cls: str) -> list[ET.Element]:
    root = ET.fromstring(picture)
    return [e for e in root.iter() if e.get("class") == cls]


def test_text_picture_after_turn_14_as_on_the_rules_page() -> None:
    # the squares of each tile are joined, so touching tiles (b2-b4 and c2-c5, a5-b5 and
    # b1-e1) read as separate pieces with their two ends; the hands list their lengths
    assert str(game_g()).splitlines() == [
        "5 L-L L D-D",
        "      |",
        "4 . L L D .",
        "    |   |",
        "3 . L L D .",
        "    | | |",
        "2 D L L D .",
        "  |",
        "1 D L-L-L-L",
        "  a b c d e",
        "dark 4 on e1, light 16 on d2; dark to move (scoring)",
        "unplaced: dark 3 4, light none",
    ]
    assert isaac.render_text(game_g(), bars=False).splitlines()[:5] == [
        "5 L L L D D",
        "4 . L L D .",
        "3 . L L D .",
        "2 D L L D .",
        "1 D L L L L",
    ]


def test_tiles_side_by_side_show_their_own_ends() -> None:
    state = isaac.new_game()
    for turn in ["a1-d1", "j10-j8", "a2-c2", "i10-i8", "a3-c3"]:
        state = isaac.play(state, turn)
    lines = str(state).splitlines()
    assert lines[-8] == " 3 D-D-D . . . . . . ."
    assert lines[-7] == ""
    assert lines[-6] == " 2 D-D-D . . . . . . ."
    assert lines[-5] == ""
    assert lines[-4] == " 1 D-D-D-D . . . . . ."


def test_the_legend_says_what_the_glyphs_and_joins_mean() -> None:
    plain = isaac.render_text(game_g())
    legend = isaac.render_text(game_g(), legend=True)
    assert legend.startswith(plain)
    assert "two ends" in legend[len(plain) :]
    assert "(R11)" in legend[len(plain) :]


def test_text_picture_of_a_big_board_aligns_row_numbers() -> None:
    lines = isaac.render_text(isaac.new_game(isaac.Rules(size=12)), bars=False).splitlines()
    assert lines[0].startswith("12 . .")
    assert lines[11].startswith(" 1 . .")
    assert lines[12] == "   a b c d e f g h i j k l"


def test_text_picture_of_a_finished_game_names_the_winner() -> None:
    state = isaac.new_game(isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    for turn in ["b3-c3", "a1-a2", "pass", "pass", "pass", "pass"]:
        state = isaac.play(state, turn)
    assert isaac.render_text(state).splitlines()[-2].endswith("over: dark wins (starter)")


def test_svg_shows_every_bar_with_its_value_and_both_counters() -> None:
    picture = isaac.svg(game_g())
    bars = {(e.get("class"), e.get("data-tile")) for e in ET.fromstring(picture).iter() if e.get("data-tile")}
    assert ("ir-bar ir-dark", "d2-d4") in bars
    assert ("ir-bar ir-light", "b1-e1") in bars
    assert len(parts(picture, "ir-bar ir-dark")) == 3
    assert len(parts(picture, "ir-bar ir-light")) == 5
    values = {e.get("data-tile"): e.text for e in parts(picture, "ir-value")}
    assert values["b1-e1"] == "3"
    assert values["d2-d4"] == "2"
    assert values["a5-b5"] == "1"
    (dark,) = parts(picture, "ir-counter ir-dark")
    (light,) = parts(picture, "ir-counter ir-light")
    assert (dark.get("data-cell"), dark.get("data-score")) == ("e1", "4")
    assert (light.get("data-cell"), light.get("data-score")) == ("d2", "16")


def test_svg_numbers_each_square_on_both_tracks() -> None:
    picture = isaac.svg(isaac.new_game())
    dark = {e.get("data-cell"): e.text for e in parts(picture, "ir-track ir-dark")}
    light = {e.get("data-cell"): e.text for e in parts(picture, "ir-track ir-light")}
    assert (dark["a1"], dark["j1"], dark["f5"], dark["j10"]) == ("0", "9", "45", "99")
    assert (light["j10"], light["a10"], light["e6"], light["a1"]) == ("0", "9", "45", "99")
    turned = [e.get("transform") or "" for e in parts(picture, "ir-track ir-light")]
    assert all(t.startswith("rotate(180") for t in turned)
    assert len(parts(picture, "ir-square")) == 100


def test_svg_last_move_outlines_a_placement_and_ghosts_a_removal() -> None:
    placed = isaac.svg(game_g(11), last_move="c2-c3")
    assert [e.get("data-tile") for e in parts(placed, "ir-last-move")] == ["c2-c3"]
    removed = isaac.svg(game_g(14), last_move="xe2-e4+16")
    assert [e.get("data-tile") for e in parts(removed, "ir-ghost ir-light")] == ["e2-e4"]
    assert parts(removed, "ir-last-move") == []
    assert parts(isaac.svg(game_g(12), last_move="pass"), "ir-last-move") == []


def test_svg_highlights_and_prefixes_every_class_and_id() -> None:
    picture = isaac.svg(game_g(), highlight=["C1", "e3", "c1"])
    assert [e.get("data-cell") for e in parts(picture, "ir-highlight")] == ["c1", "e3"]
    for element in ET.fromstring(picture).iter():
        words = (element.get("class") or "").split()
        words += [element.get("id") or "ir-"]
        assert all(word.startswith("ir-") for word in words), words


def test_svg_sizes_and_jupyter() -> None:
    state = game_g()
    assert isaac.svg(state, size=300).count('width="300"') == 1
    assert 'width="' not in isaac.svg(state, size=None).split(">")[0]
    assert state._repr_svg_() == isaac.svg(state)
    assert isaac.svg(state)._repr_svg_() == isaac.svg(state)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "options",
    [
        {"size": 0}, {"size": "400"}, {"size": 10**50}, {"highlight": "c3"}, {"highlight": ["k1"]},
        {"highlight": ["zz"]}, {"highlight": 3}, {"last_move": "xc3"}, {"last_move": 3},
        {"last_move": "a1-a9"}, {"flipped": 1}, {"coordinates": None}, {"colour": "red"},
    ],
)  # fmt: skip
def test_svg_refuses_bad_options(options: dict[str, Any]) -> None:
    with pytest.raises(IslandsRulesError):
        isaac.svg(game_g(), **options)


def test_text_picture_refuses_bad_options() -> None:
    with pytest.raises(RenderError):
        isaac.render_text(game_g(), unicode="yes")
    with pytest.raises(RenderError):
        isaac.render_text(game_g(), size=3)


def test_the_png_shows_bars_and_counters_in_their_colours() -> None:
    picture = isaac.svg(game_g(), size=None, coordinates=False, caption=False)
    image = read_png(cairosvg.svg2png(bytestring=picture.encode(), output_width=200, output_height=200))
    cell = image.width // 5

    def at(column: int, row: int, dx: float = 0.5, dy: float = 0.5) -> tuple[int, int, int, int]:
        return image.pixel(int((column + dx) * cell), int((4 - row + dy) * cell))

    assert sum(at(3, 2, 0.5, 0.15)[:3]) < 200  # d3: a dark bar
    assert sum(at(1, 2, 0.3, 0.5)[:3]) > 600  # b3: a light bar, beside its printed value
    assert sum(at(0, 3, 0.5, 0.5)[:3]) in range(500, 700)  # a4: the board's wood
    red, green, blue, _ = at(4, 0, 0.5, 0.2)  # e1: the ring of Dark's counter
    assert red > 150
    assert green < 100
    assert blue < 100


def test_text_picture_joins_each_bar_and_ghosts_a_removal() -> None:
    lines = isaac.render_text(game_g(14), bars=True, last_move="xe2-e4+16").splitlines()
    assert lines[:9] == [
        "5 L-L L D-D",
        "      |",
        "4 . L L D!l",
        "    |   |",
        "3 . L L D!l",
        "    | | |",
        "2 D L L D!l",
        "  |",
        "1 D L-L-L-L",
    ]
    ghost = isaac.render_text(game_g(14), unicode=True, bars=False, last_move="xe2-e4+16")
    assert ghost.splitlines()[1] == "4 · ○ ○ ●!◌"


@pytest.mark.parametrize("last_move", [3, "xk1-k3+0", "zz"])
def test_text_picture_refuses_a_bad_last_move(last_move: Any) -> None:
    with pytest.raises(IslandsRulesError):
        isaac.render_text(game_g(), last_move=last_move)
