"""The text diagram and the SVG picture: what they show, how they are marked up, how they fail."""

from __future__ import annotations

import importlib
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import PlayedGame, play_tokens, played_games
from png import read_png

SVG = "{http://www.w3.org/2000/svg}"
K8 = "neswx@0,0 new+@1,0 nwx@2,0 nes+@0,1 esx@0,2 nesw+@2,1 nswx@2,2 nesw+@1,2"


def parse(picture: str) -> ET.Element:
    return ET.fromstring(picture)


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in e.get("class", "").split()]


def test_text_diagram_is_the_rules_page_k8_diagram_with_its_half_dots() -> None:
    # every side with a half-dot shows an o: between two tiles a whole dot, towards an empty
    # cell an open one (the empty 1,1 is ringed by four, so only a four-dot tile fits there)
    assert lsd.render_text(play_tokens(K8), status=False) == "\n".join(
        [
            "     0   1   2",
            "        o   o",
            "2   Rxo B+o Rx",
            "    o   o   o",
            "1   B+o ..o B+o",
            "    o   o   o",
            "0 o Rxo B+o Rx",
            "    o",
            "     0   1   2",
        ]
    )


def test_text_diagram_of_a_new_game_and_its_status_lines() -> None:
    lines = str(lsd.new_game()).splitlines()
    assert lines[:3] == ["     0", "0   ..", "     0"]
    assert lines[3].split() == ["supply", *lsd.TYPES, "captured"]
    assert lines[4].split() == ["red", *["2"] * 10, "0"]
    assert lines[-1] == "red to move: the first tile goes on 0,0 (R8)"
    assert str(play_tokens("e+@0,0 wx@1,0")).endswith("drawn: no player can place a tile (R18)")
    won = play_tokens("nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0 w+@3,0")
    assert str(won).endswith("red won with a line of 4 or more (R16)")


def test_captures_show_in_the_status_lines() -> None:
    captured = play_tokens("ew+@0,0 ewx@-1,0 ew+@-2,0")  # red's + pair takes blue's x between
    lines = str(captured).splitlines()
    assert lines[-3].split()[0] == "red"
    assert lines[-3].split()[-1] == "1"
    assert lines[-2].split()[-1] == "0"


def test_the_legend_says_what_every_glyph_means() -> None:
    state = play_tokens("ew+@0,0 ewx@-1,0")
    plain = lsd.render_text(state)
    legend = lsd.render_text(state, legend=True)
    assert legend.startswith(plain)
    added = legend[len(plain) :]
    for needed in ("R red", "B blue", "half-dot", "whole dot", "(R13)", "(R14)", "icon colours"):
        assert needed in added, needed
    assert "●" in lsd.render_text(state, legend=True, unicode=True).split("legend:")[1]


def test_text_diagram_border_and_wide_coordinates() -> None:
    text = lsd.render_text(play_tokens("ew+@0,0 ewx@-1,0 ew+@-2,0"), border=1, status=False).splitlines()
    assert text[1] == " 1   ..  ..  ..  ..  .."
    assert text[2] == " 0   ..o R+o ..o R+o .."
    assert text[0] == text[-1] == "     -3  -2  -1   0   1"


def test_svg_shows_every_tile_with_its_half_dots_icon_and_whole_dots() -> None:
    state = play_tokens(K8)
    root = parse(lsd.svg(state))
    tiles = with_class(root, "ir-tile")
    assert len(tiles) == 8
    assert {t.get("data-cell") for t in tiles} == {f"{x},{y}" for (x, y) in state.tiles()}
    by_cell = {t.get("data-cell"): t for t in tiles}
    corner = by_cell["0,0"]
    assert "ir-red" in corner.get("class", "").split()
    assert corner.get("data-tile") == "neswx"
    assert [d.get("data-side") for d in with_class(corner, "ir-half-dot")] == list("nesw")
    icon = with_class(corner, "ir-icon")
    assert len(icon) == 1
    assert "ir-white" in icon[0].get("class", "")
    blue_icon = with_class(by_cell["1,0"], "ir-icon")[0]
    assert "ir-black" in blue_icon.get("class", "")
    half_dots = sum(len(tile.sides) for tile in state.tiles().values())
    assert len(with_class(root, "ir-half-dot")) == half_dots
    # Around the empty centre: 0,0-1,0, 1,0-2,0, 0,0-0,1, ... every side of the ring is a whole dot.
    assert len(with_class(root, "ir-dot")) == 8


def test_svg_shows_the_last_move_and_its_captures_as_ghosts() -> None:
    state = lsd.play(play_tokens(K8), "neswx@1,1")
    root = parse(lsd.svg(state, last_move="neswx@1,1"))
    ghosts = with_class(root, "ir-ghost")
    assert {g.get("data-cell") for g in ghosts} == {"1,0", "0,1", "2,1", "1,2"}
    assert all("ir-blue" in g.get("class", "").split() for g in ghosts)
    assert [e.get("data-cell") for e in with_class(root, "ir-last-move")] == ["1,1"]


def test_svg_highlights_and_grows_to_include_them() -> None:
    root = parse(lsd.svg(lsd.new_game(), highlight=[(5, -3), "0,1"]))
    assert sorted(str(e.get("data-cell")) for e in with_class(root, "ir-highlight")) == ["0,1", "5,-3"]
    cells = {e.get("data-cell") for e in with_class(root, "ir-cell")}
    assert {"5,-3", "6,-4", "-1,2"} <= cells


def test_every_class_and_id_is_prefixed() -> None:
    root = parse(lsd.svg(lsd.play(play_tokens(K8), "neswx@1,1"), last_move="neswx@1,1", highlight=[(3, 3)]))
    for element in root.iter():
        for name in element.get("class", "").split():
            assert name.startswith("ir-"), name
        assert element.get("id") is None or element.get("id", "").startswith("ir-")


def test_svg_size_keeps_the_aspect_ratio() -> None:
    root = parse(lsd.svg(play_tokens("ew+@0,0 ewx@1,0 ew+@2,0 ewx@3,0"), size=500))
    assert float(root.get("width", "0")) == 500
    assert float(root.get("height", "0")) < 500
    assert "width" not in parse(lsd.svg(lsd.new_game(), size=None)).attrib


def test_state_shows_itself_in_jupyter() -> None:
    state = play_tokens("e+@0,0")
    assert state._repr_svg_() == lsd.svg(state)
    assert lsd.svg(state)._repr_svg_() == lsd.svg(state)  # type: ignore[attr-defined]


def test_png_has_each_tile_in_its_owner_colour() -> None:
    try:
        cairosvg = importlib.import_module("cairosvg")
    except (ImportError, OSError) as error:  # OSError: cairosvg is there but the cairo library is not
        pytest.skip(f"cairosvg cannot draw here: {error}")
    state = play_tokens("nesw+@0,0 ns+@0,1")
    blob = cairosvg.svg2png(bytestring=lsd.svg(state, size=None, coordinates=False, border=0).encode())
    image = read_png(blob)
    # Two cells stacked: red at the bottom, blue on top; sample the left part of each body.
    assert image.width == 40
    assert image.height == 80
    red, _, _, _ = image.pixel(12, 50)
    _, _, blue, _ = image.pixel(12, 10)
    assert red > 180
    assert blue > 180
    assert image.pixel(12, 50)[2] < 100
    assert image.pixel(12, 10)[0] < 100


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size": 0}, "size must be"),
        ({"size": "big"}, "size must be"),
        ({"highlight": "0,1"}, "highlight must be an iterable"),
        ({"highlight": [(0, 1, 2)]}, "a cell must be a pair"),
        ({"highlight": ["a1"]}, "cannot read the cell"),
        ({"highlight": [(2**40, 0)]}, "too far out"),
        ({"last_move": "zz"}, "last_move"),
        ({"last_move": 3}, "last_move must be"),
        ({"coordinates": 1}, "coordinates must be True or False"),
        ({"border": -1}, "border must be"),
        ({"colours": {"red": "not a colour!"}}, "colours"),
        ({"colours": {"purple": "#fff"}}, "unknown part"),
        ({"highlight": [(10**4, 10**4)]}, "at most 10,000"),
    ],
)
def test_bad_svg_options_raise_render_error(options: dict[str, object], message: str) -> None:
    with pytest.raises(ir.RenderError, match=message):
        lsd.svg(lsd.new_game(), **options)


def test_pictures_of_something_else_raise_the_state_error_and_bad_options_render_error() -> None:
    # One state check for every function of every game (the core's): a picture is no exception.
    with pytest.raises(ir.UnknownGameError, match="state of the game 'lsd', got str"):
        lsd.svg("a state")  # type: ignore[arg-type]
    with pytest.raises(ir.UnknownGameError, match="state of the game 'lsd', got NoneType"):
        lsd.render_text(None)  # type: ignore[arg-type]
    with pytest.raises(ir.RenderError, match="status"):
        lsd.render_text(lsd.new_game(), status="yes")


@given(played_games())
def test_every_reachable_position_draws_as_well_formed_svg(game: PlayedGame) -> None:
    root = parse(lsd.svg(game.final, last_move=game.moves[-1] if game.moves else None))
    assert len(with_class(root, "ir-tile")) == len(game.final.tiles())
    text = lsd.render_text(game.final)
    assert sum(
        row.count("R") + row.count("B") + row.count("G") + row.count("Y")
        for row in text.split("\nsupply")[0].splitlines()
    ) == (len(game.final.tiles()))


def test_the_line_that_won_is_framed() -> None:
    won = play_tokens("nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0 w+@3,0")
    frames = with_class(parse(lsd.svg(won)), "ir-win-line")
    assert [f.get("data-cells") for f in frames] == ["0,0 1,0 2,0 3,0"]
    assert with_class(parse(lsd.svg(play_tokens("e+@0,0 wx@1,0"))), "ir-win-line") == []


def test_tile_svg_draws_a_tile_turned_as_its_sides_say() -> None:
    for sides in ("ne", "es", "sw", "nw"):
        root = ET.fromstring(lsd.tile_svg(lsd.Tile("red", sides, "x"), size=None))
        (group,) = [g for g in root.iter(f"{SVG}g") if "ir-tile" in g.get("class", "")]
        assert (group.get("data-tile"), group.get("data-sides")) == ("nex", sides)
        drawn = sorted(p.get("data-side", "") for p in group.iter(f"{SVG}path") if p.get("data-side"))
        assert drawn == sorted(sides)
    with pytest.raises(ir.RenderError, match=r"must be an islands_rules\.lsd\.Tile"):
        lsd.tile_svg("ne+")  # type: ignore[arg-type]
