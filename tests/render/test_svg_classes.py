"""The SVG kit for front-ends: every class and id of every game's picture is ``ir-`` prefixed,
Ponte's ``selected`` cells are framed apart from the highlight, and the documented geometry
helpers agree with where the picture really draws each cell."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import islands_rules as ir
from islands_rules.ponte import svg_cell_at, svg_cell_box
from png import read_png

SVG = "{http://www.w3.org/2000/svg}"


def positions(name: str) -> list[object]:
    rng, state = random.Random(8), ir.new_game(name)
    seen = [state]
    while ir.to_move(state) is not None and len(seen) < 40:
        state = ir.play(state, ir.random_move(state, rng))
        seen.append(state)
    return [*seen[:: max(1, len(seen) // 4)], seen[-1]]


@pytest.mark.parametrize("name", ir.available_games())
def test_every_class_and_id_of_every_picture_is_prefixed(name: str) -> None:
    for state in positions(name):
        root = ET.fromstring(ir.svg(state))
        for element in root.iter():
            for value in element.get("class", "").split():
                assert value.startswith("ir-"), (name, element.tag, value)
            assert element.get("id", "ir-").startswith("ir-"), (name, element.tag)
        # References to ids (clip paths, gradients) point at prefixed ids too.
        assert not re.search(r"url\(#(?!ir-)", ir.svg(state)), name


def test_ponte_selected_cells_are_framed_apart_from_the_highlight() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=6)), "a1,c3")
    root = ET.fromstring(ir.ponte.svg(state, highlight=["b2", "d4"], selected=["c3", "b2"]))
    selected = [e for e in root.iter(f"{SVG}rect") if e.get("class") == "ir-selected"]
    highlighted = [e for e in root.iter(f"{SVG}circle") if e.get("class") == "ir-highlight"]
    assert sorted(e.get("data-cell", "") for e in selected) == ["b2", "c3"]
    assert sorted(e.get("data-cell", "") for e in highlighted) == ["b2", "d4"]
    assert {e.get("stroke") for e in selected} == {ir.ponte.DEFAULT_COLOURS["selected"]}
    assert {e.get("fill") for e in selected} == {"none"}
    with pytest.raises(ir.RenderError, match="selected: g1 is off the 6x6 board"):
        ir.ponte.svg(state, selected=["g1"])
    with pytest.raises(ir.RenderError, match="selected must be an iterable"):
        ir.ponte.svg(state, selected="c3")


@pytest.mark.parametrize(
    ("name", "first", "cells", "selected"),
    [
        ("isaac", "c3-g3", ["a5", "b5"], ["a5"]),
        ("lsd", "e+@0,0", ["1,0", "0,1"], ["1,0"]),
        ("islands", "V@1,0r1", ["2,0", "1,1"], ["2,0"]),
    ],
)
def test_the_other_games_frame_selected_cells_apart_from_the_highlight(
    name: str, first: str, cells: list[str], selected: list[str]
) -> None:
    state = ir.play(ir.new_game(name), first)
    root = ET.fromstring(ir.svg(state, highlight=cells, selected=selected))
    framed = [e.get("data-cell", "") for e in root.iter(f"{SVG}rect") if e.get("class") == "ir-selected"]
    # highlights are small rings (issue 30), never a tint over the cell
    rings = [e for e in root.iter() if e.get("class") == "ir-highlight"]
    assert framed == selected
    assert sorted(e.get("data-cell", "") for e in rings) == sorted(cells)
    assert {e.tag for e in rings} == {f"{SVG}circle"}
    assert {e.get("fill-opacity") for e in rings} == {None}
    with pytest.raises(ir.RenderError, match=r"selected must be an? (iterable|collection) of"):
        ir.svg(state, selected=selected[0])


def test_ponte_selected_frame_shows_in_the_raster() -> None:
    cairosvg = pytest.importorskip("cairosvg", exc_type=ImportError)
    state = ir.new_game(ir.ponte.Rules(board_size=4))
    plain = read_png(cairosvg.svg2png(bytestring=ir.ponte.svg(state, size=200).encode()))
    framed = read_png(cairosvg.svg2png(bytestring=ir.ponte.svg(state, size=200, selected=["b2"]).encode()))
    x, y, side = svg_cell_box(state, "b2", size=200)
    edge = (int(x + 0.1 * side), int(y + side / 2))  # on the frame, inside the cell
    middle = (int(x + side / 2), int(y + side / 2))
    assert framed.pixel(*edge) != plain.pixel(*edge)
    assert framed.pixel(*middle) == plain.pixel(*middle)


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("coordinates", [False, True])
@pytest.mark.parametrize("size", [None, 400, 333])
def test_ponte_geometry_helpers_match_the_drawn_cells(
    size: int | None, flipped: bool, coordinates: bool
) -> None:
    state = ir.new_game(ir.ponte.Rules(board_size=7))
    root = ET.fromstring(ir.ponte.svg(state, size=size, flipped=flipped, coordinates=coordinates))
    extent = float(root.get("viewBox", "").split()[2])
    scale = 1.0 if size is None else size / extent
    cells = [e for e in root.iter(f"{SVG}rect") if e.get("class") == "ir-cell"]
    assert len(cells) == 49
    options: dict[str, Any] = {"size": size, "flipped": flipped, "coordinates": coordinates}
    for rect in cells:
        name = rect.get("data-cell", "")
        x, y, side = (float(rect.get(key, "")) * scale for key in ("x", "y", "width"))
        assert svg_cell_box(state, name, **options) == pytest.approx((x, y, side), abs=0.01)
        assert str(svg_cell_at(state, x + side / 2, y + side / 2, **options)) == name
        assert str(svg_cell_at(state, x + 0.01, y + side - 0.01, **options)) == name
    assert svg_cell_at(state, -1, -1, **options) is None
    top_right = svg_cell_at(state, extent * scale - 0.5, 0.5, **options)
    expected = None if coordinates else "a1" if flipped else "g7"  # the corner is the frame, or a cell
    assert (top_right if top_right is None else str(top_right)) == expected


def test_ponte_geometry_helpers_refuse_bad_input() -> None:
    state = ir.new_game()
    with pytest.raises(ir.RenderError, match="off the 10x10 board"):
        svg_cell_box(state, "k1")
    with pytest.raises(ir.NotationError):
        svg_cell_box(state, "11")
    for bad in ("3", None, float("nan"), True):
        with pytest.raises(ir.RenderError, match="a point is two numbers"):
            svg_cell_at(state, bad, 3)  # type: ignore[arg-type]
    with pytest.raises(ir.RenderError, match="size"):
        svg_cell_at(state, 3, 3, size=0)
    for far in (10**400, -(10**400), float("inf"), 1e300):
        assert svg_cell_at(state, far, 3) is None
        assert svg_cell_at(state, 3, far) is None
