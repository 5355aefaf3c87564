"""Cell <-> pixel for every game's SVG, through one function: for random cells, the pixel of a
cell maps back to the cell and lies inside the element the SVG draws for that cell (read from
the SVG's own ``data-cell`` rectangles), and a random point maps to the cell drawn under it."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import islands_rules as ir

SVG = "{http://www.w3.org/2000/svg}"

# Per game: the class of the square the SVG draws for every cell, and option sets to draw with.
CELL_CLASS = {"ponte": "ir-cell", "isaac": "ir-square", "lsd": "ir-cell"}
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "ponte": [{}, {"size": None}, {"size": 333, "flipped": True}, {"coordinates": False, "size": 250}],
    "isaac": [{}, {"size": None, "flipped": True}, {"size": 517, "coordinates": False, "caption": False}],
    "lsd": [{}, {"size": None, "border": 3}, {"size": 250, "coordinates": False}],
    "islands": [{}, {"size": None}, {"size": 450, "panel": False, "legal": False}],
}


def positions(name: str) -> list[Any]:
    rng, state = random.Random(21), ir.new_game(name)
    seen = [state]
    while ir.to_move(state) is not None and len(seen) < 50:
        state = ir.play(state, ir.random_move(state, rng))
        seen.append(state)
    return seen[::12]


def pixels_per_unit(root: ET.Element) -> float:
    width = root.get("width")
    return 1.0 if width is None else float(width) / float(root.get("viewBox", "").split()[2])


def rectangles(root: ET.Element, cls: str) -> dict[str, tuple[float, float, float, float]]:
    """The rectangles of class ``cls`` by their ``data-cell``, as left, top, right, bottom units."""
    found = {}
    for rect in root.iter(f"{SVG}rect"):
        if rect.get("class") == cls:
            x, y, w, h = (float(rect.get(key, "")) for key in ("x", "y", "width", "height"))
            found[rect.get("data-cell", "")] = (x, y, x + w, y + h)
    return found


def rings(root: ET.Element, cls: str) -> dict[str, tuple[float, float]]:
    """The centres of the circles of class ``cls`` by their ``data-cell``, in units."""
    return {
        circle.get("data-cell", ""): (float(circle.get("cx", "")), float(circle.get("cy", "")))
        for circle in root.iter(f"{SVG}circle")
        if circle.get("class") == cls
    }


def inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


@pytest.mark.parametrize("name", ["ponte", "isaac", "lsd"])
def test_a_cells_pixel_maps_back_and_lies_in_the_square_drawn_for_it(name: str) -> None:
    rng = random.Random(4)
    for state in positions(name):
        for options in OPTIONS[name]:
            root = ET.fromstring(ir.svg(state, **options))
            scale = pixels_per_unit(root)
            squares = rectangles(root, CELL_CLASS[name])
            grid = ir.svg_grid(state, **options)
            assert sorted(grid.cells) == sorted(squares)  # the grid is the board the SVG draws
            for cell in rng.sample(sorted(squares), min(12, len(squares))):
                x, y = grid.centre(cell)
                assert grid.cell_at(x, y) == cell
                assert inside((x / scale, y / scale), squares[cell]), (name, options, cell)
                left, top, side = grid.box(cell)
                assert (left / scale, top / scale) == pytest.approx(squares[cell][:2], abs=0.6)
                assert side / scale == pytest.approx(squares[cell][2] - squares[cell][0], abs=1.1)


@pytest.mark.parametrize("name", ["ponte", "isaac", "lsd"])
def test_a_random_point_maps_to_the_square_under_it(name: str) -> None:
    rng = random.Random(9)
    for state in positions(name)[-2:]:
        for options in OPTIONS[name]:
            root = ET.fromstring(ir.svg(state, **options))
            scale = pixels_per_unit(root)
            _, _, width, height = map(float, root.get("viewBox", "").split())
            squares = rectangles(root, CELL_CLASS[name])
            grid = ir.svg_grid(state, **options)
            for _ in range(200):
                x, y = rng.uniform(-5, width * scale + 5), rng.uniform(-5, height * scale + 5)
                under = grid.cell_at(x, y)
                point = (x / scale, y / scale)
                if under is not None:
                    # Drawn squares may be inset a little from the grid: allow that much.
                    box = squares[under]
                    assert inside(point, (box[0] - 0.6, box[1] - 0.6, box[2] + 0.6, box[3] + 0.6))
                else:
                    assert not any(inside(point, box) for box in squares.values())


def test_islands_cells_map_back_to_their_highlight_and_tile() -> None:
    """Islands draws no square for an empty cell: highlight some cells to have one drawn."""
    rng = random.Random(6)
    for state in positions("islands"):
        for options in OPTIONS["islands"]:
            grid = ir.svg_grid(state, **options)
            chosen = rng.sample(grid.cells, min(6, len(grid.cells)))
            drawn = {**options, "highlight": chosen}
            root = ET.fromstring(ir.svg(state, **drawn))
            scale = pixels_per_unit(root)
            grid = ir.svg_grid(state, **drawn)
            marked = rings(root, "ir-highlight")
            assert sorted(marked) == sorted(chosen)
            for cell in chosen:
                x, y = grid.centre(cell)
                assert grid.cell_at(x, y) == cell
                ring_x, ring_y = marked[cell]
                assert (x, y) == pytest.approx((ring_x * scale, ring_y * scale), abs=0.01)
            for group in root.iter(f"{SVG}g"):
                if group.get("class") == "ir-tile":
                    cx, cy = map(float, re.findall(r"-?[\d.]+", group.get("transform", ""))[:2])
                    cell = group.get("data-cell", "")
                    assert grid.centre(cell) == pytest.approx((cx * scale, cy * scale), abs=0.01)
                    assert grid.cell_at(cx * scale, cy * scale) == cell


def test_one_function_for_every_game_refuses_what_the_svg_refuses() -> None:
    for name in ir.available_games():
        state = ir.new_game(name)
        with pytest.raises(ir.RenderError, match="size"):
            ir.svg_grid(state, size=0)
        grid = ir.svg_grid(state)
        with pytest.raises(ir.RenderError, match="draws no cell"):
            grid.box("nowhere")
        for bad in ("3", None, float("nan"), True):
            with pytest.raises(ir.RenderError, match="a point is two numbers"):
                grid.cell_at(bad, 3)  # type: ignore[arg-type]
        assert grid.cell_at(float("inf"), 0) is None
        assert grid.cell_at(-(10**400), 0) is None
    for name in ir.available_games():
        with pytest.raises(ir.RenderError, match="no option"):
            ir.svg_grid(ir.new_game(name), colour="red")
        with pytest.raises(ir.RenderError, match="no option"):
            ir.svg(ir.new_game(name), colour="red")


def test_a_game_without_a_board_has_no_grid() -> None:
    from bots.toy import GAME  # a game of the test suite with no board

    with pytest.raises(ir.RenderError, match="no board of cells"):
        GAME.svg_grid(GAME.new_game())


@pytest.mark.parametrize(
    "fields",
    [
        {"rows": None},
        {"rows": (("a1", 3),)},
        {"rows": ["a1"]},
        {"cell": 0},
        {"scale": -1.0},
        {"left": float("nan")},
        {"top": "0"},
    ],
)
def test_a_grid_of_bad_fields_is_refused(fields: dict[str, Any]) -> None:
    good: dict[str, Any] = {"rows": (("a1",),), "left": 0, "top": 0, "cell": 40, "scale": 1.0}
    with pytest.raises(ir.RenderError):
        ir.SvgGrid(**{**good, **fields})
    assert ir.SvgGrid(**good).cells == ("a1",)
