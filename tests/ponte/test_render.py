"""Pictures of the board: the text diagram, the SVG document and its raster image."""

from __future__ import annotations

import importlib
import random
import xml.etree.ElementTree as ET
from collections.abc import Iterable

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from islands_rules.ponte.render import DEFAULT_COLOURS
from png import Image, read_png
from ponte.examples import EXAMPLES, position

NS = "{http://www.w3.org/2000/svg}"

S1_DIAGRAM = """\
10 . . . . . . . . . .
 9 D D . D + D D . D D
 8 D D + D . D D . D D
 7 . . . . . . . . . .
 6 . . . . D D . . . .
 5 L L . . D D . . . .
 4 L L . . . . . . . .
 3 + . . . . . . . . .
 2 L L . L L + L L . .
 1 L L + L L . L L . .
   a b c d e f g h i j"""


# ------------------------------------------------------------------------------ helpers


def parse(picture: str) -> ET.Element:
    return ET.fromstring(picture)


def classes(element: ET.Element) -> list[str]:
    return element.get("class", "").split()


def with_class(root: ET.Element, *wanted: str) -> list[ET.Element]:
    """The elements whose classes include all of ``wanted``, each with the picture's ``ir-``
    prefix, in document order."""
    prefixed = {f"ir-{name}" for name in wanted}
    return [element for element in root.iter() if prefixed <= set(classes(element))]


def by_cell(root: ET.Element, cls: str) -> dict[str, ET.Element]:
    return {element.get("data-cell", ""): element for element in with_class(root, cls)}


def number(element: ET.Element, name: str) -> float:
    return float(element.get(name, "nan"))


def rect_centre(element: ET.Element) -> tuple[float, float]:
    return (
        number(element, "x") + number(element, "width") / 2,
        number(element, "y") + number(element, "height") / 2,
    )


def view_box(root: ET.Element) -> list[float]:
    return [float(part) for part in root.get("viewBox", "").split()]


def names(cells: Iterable[object]) -> set[str]:
    return {str(cell) for cell in cells}


def random_position(seed: int, size: int, plies: int) -> ir.ponte.GameState:
    rng = random.Random(seed)
    state = ir.ponte.new_game(ir.ponte.Rules(board_size=size))
    for _ in range(plies):
        if state.is_over:
            break
        moves = ir.legal_moves(state)
        bridges = [move for move in moves if isinstance(move, ir.ponte.BuildBridge)]
        # Bridges are rare among the moves; favour them so positions show some.
        state = ir.ponte.play(state, rng.choice(bridges if bridges and rng.random() < 0.5 else moves))
    return state


S1 = position("S1")


# ------------------------------------------------------------------------------ text


def test_text_diagram_of_s1_is_the_rules_page_diagram() -> None:
    lines = ir.render_text(S1).splitlines()
    assert "\n".join(lines[:-1]) == S1_DIAGRAM


def test_text_diagram_lists_the_bridges_of_each_colour_in_cell_order() -> None:
    assert ir.render_text(S1).splitlines()[-1] == "bridges: light a2-a4 b1-d1 e2-g2; dark b8-d8 d9-f9"


def test_text_diagram_marks_a_colour_without_bridges_with_a_dash() -> None:
    state = ir.ponte.setup_position(light=["j1", "j3", "j5", "j7"], dark=["a1", "a3"], dark_bridges=["a1-a3"])
    assert ir.render_text(state).splitlines()[-1] == "bridges: light -; dark a1-a3"


def test_str_of_a_state_is_its_text_diagram() -> None:
    assert str(S1) == ir.render_text(S1)


def test_unicode_diagram_uses_one_distinct_glyph_per_kind_of_cell() -> None:
    ascii_lines = ir.render_text(S1).splitlines()
    unicode_lines = ir.render_text(S1, unicode=True).splitlines()
    table = str.maketrans({"L": "○", "D": "●", "+": "×", ".": "·"})
    assert unicode_lines[:-2] == [line.translate(table) for line in ascii_lines[:-2]]
    assert unicode_lines[-2:] == ascii_lines[-2:]


def test_row_numbers_are_right_aligned_and_letters_run_to_the_board_edge() -> None:
    lines = ir.render_text(ir.new_game(ir.ponte.Rules(board_size=26))).splitlines()
    assert lines[0].startswith("26 . ")
    assert lines[25] == " 1 " + " ".join("." * 26)
    assert lines[26] == "   " + " ".join("abcdefghijklmnopqrstuvwxyz")


def test_small_board_needs_one_column_for_row_numbers() -> None:
    lines = ir.render_text(ir.new_game(ir.ponte.Rules(board_size=4))).splitlines()
    assert lines == [
        "4 . . . .",
        "3 . . . .",
        "2 . . . .",
        "1 . . . .",
        "  a b c d",
        "bridges: light -; dark -",
    ]


@pytest.mark.parametrize("flag", [1, "yes", None])
def test_text_unicode_option_must_be_a_bool(flag: object) -> None:
    with pytest.raises(ir.RenderError, match="unicode must be True or False"):
        ir.render_text(S1, unicode=flag)


def test_text_refuses_what_is_not_a_state() -> None:
    # One state check for every function of every game (the core's): a picture is no exception.
    with pytest.raises(ir.UnknownGameError, match="expected a state of the game 'ponte', got str"):
        ir.ponte.render_text("a1")  # type: ignore[arg-type]
    with pytest.raises(ir.UnknownGameError, match="got str"):
        ir.render_text("a1")


# ------------------------------------------------------------------------------ SVG structure


def test_svg_is_an_svg_document_that_scales() -> None:
    root = parse(ir.svg(S1, size=320))
    assert root.tag == f"{NS}svg"
    assert view_box(root)[:2] == [0, 0]
    assert view_box(root)[2] == view_box(root)[3] > 0
    assert (root.get("width"), root.get("height")) == ("320", "320")


def test_svg_without_size_has_no_fixed_width() -> None:
    root = parse(ir.svg(S1, size=None))
    assert root.get("width") is None
    assert root.get("height") is None
    assert root.get("viewBox")


def test_svg_every_element_carries_a_class() -> None:
    root = parse(ir.svg(S1, highlight=["c4"], last_move="d9-f9"))
    assert [element.tag for element in root.iter() if not classes(element)] == []


def test_svg_has_one_cell_per_cell_on_a_regular_grid() -> None:
    root = parse(ir.svg(S1))
    cells = by_cell(root, "cell")
    assert len(with_class(root, "cell")) == 100
    assert set(cells) == {f"{letter}{row}" for letter in "abcdefghij" for row in range(1, 11)}
    side = number(cells["a1"], "width")
    left, top = number(cells["a10"], "x"), number(cells["a10"], "y")
    for name, element in cells.items():
        cell = ir.ponte.Cell.parse(name)
        assert number(element, "x") == left + cell.column * side
        assert number(element, "y") == top + (9 - cell.row) * side
    _, _, width, height = view_box(root)
    assert left + 10 * side <= width
    assert top + 10 * side <= height


def test_svg_has_exactly_one_tile_per_tile_centred_on_its_cell() -> None:
    root = parse(ir.svg(S1))
    cells = by_cell(root, "cell")
    for colour in ir.ponte.Colour:
        tiles = with_class(root, "tile", colour.value)
        assert len(tiles) == len(S1.tiles(colour))
        assert {tile.get("data-cell") for tile in tiles} == names(S1.tiles(colour))
        for tile in tiles:
            assert rect_centre(tile) == rect_centre(cells[tile.get("data-cell", "")])
    assert len(with_class(root, "tile")) == 34


def test_svg_has_one_bridge_per_bridge_between_the_centres_of_its_ends() -> None:
    root = parse(ir.svg(S1))
    cells = by_cell(root, "cell")
    for colour in ir.ponte.Colour:
        drawn = {element.get("data-bridge"): element for element in with_class(root, "bridge", colour.value)}
        assert len(with_class(root, "bridge", colour.value)) == len(S1.bridges(colour))
        assert set(drawn) == {str(bridge) for bridge in S1.bridges(colour)}
        for bridge in S1.bridges(colour):
            line = drawn[str(bridge)]
            assert line.tag == f"{NS}line"
            ends = [(number(line, "x1"), number(line, "y1")), (number(line, "x2"), number(line, "y2"))]
            assert ends == [rect_centre(cells[str(cell)]) for cell in bridge.cells]
    assert len(with_class(root, "bridge")) == 5


def test_svg_bridge_crosses_the_cells_it_blocks() -> None:
    root = parse(ir.svg(S1))
    line = next(e for e in with_class(root, "bridge") if e.get("data-bridge") == "b1-d1")
    blocked = by_cell(root, "blocked")["c1"]
    middle = ((number(line, "x1") + number(line, "x2")) / 2, (number(line, "y1") + number(line, "y2")) / 2)
    assert middle == rect_centre(blocked)


def test_svg_marks_every_blocked_cell() -> None:
    root = parse(ir.svg(S1))
    assert (
        set(by_cell(root, "blocked")) == {"c1", "f2", "a3", "c8", "e9"} == names(ir.ponte.blocked_cells(S1))
    )


def test_svg_draws_islands_apart_from_sandbanks() -> None:
    root = parse(ir.svg(S1))
    for colour in ir.ponte.Colour:
        for kind, is_island in (("island", True), ("sandbank", False)):
            drawn = {element.get("data-cells") for element in with_class(root, kind, colour.value)}
            expected = {
                " ".join(sorted((str(c) for c in group.cells), key=ir.ponte.Cell.parse))
                for group in ir.ponte.groups(S1, colour)
                if group.is_island == is_island
            }
            assert drawn == expected
    assert len(with_class(root, "island")) == 8
    assert {e.get("data-cells") for e in with_class(root, "sandbank")} == {"d8 d9"}
    island, sandbank = with_class(root, "island")[0], with_class(root, "sandbank")[0]
    assert island.get("fill") != sandbank.get("fill")


def test_svg_coordinates_name_every_column_and_row_on_the_border() -> None:
    root = parse(ir.svg(S1))
    letters = [e.text or "" for e in with_class(root, "coord", "column")]
    rows = [e.text or "" for e in with_class(root, "coord", "row")]
    assert sorted(set(letters)) == list("abcdefghij")
    assert sorted(set(rows), key=int) == [str(n) for n in range(1, 11)]
    cells = by_cell(root, "cell")
    left, right = number(cells["a1"], "x"), number(cells["j1"], "x") + number(cells["j1"], "width")
    assert all(not left < number(e, "x") < right for e in with_class(root, "row"))
    bottom = number(cells["a1"], "y") + number(cells["a1"], "height")
    top = number(cells["a10"], "y")
    assert all(not top < number(e, "y") < bottom for e in with_class(root, "column"))


def test_svg_without_coordinates_is_just_the_board() -> None:
    root = parse(ir.svg(S1, coordinates=False))
    assert with_class(root, "coord") == []
    assert with_class(root, "margin") == []
    cells = by_cell(root, "cell")
    side = number(cells["a1"], "width")
    assert view_box(root) == [0, 0, 10 * side, 10 * side]
    assert (number(cells["a10"], "x"), number(cells["a10"], "y")) == (0, 0)


def test_svg_flipped_puts_a1_at_the_top_right() -> None:
    root = parse(ir.svg(S1, flipped=True))
    cells = by_cell(root, "cell")
    assert number(cells["a1"], "x") > number(cells["j1"], "x")
    assert number(cells["a1"], "y") < number(cells["a10"], "y")
    assert rect_centre(cells["a1"]) == rect_centre(by_cell(parse(ir.svg(S1)), "cell")["j10"])
    line = next(e for e in with_class(root, "bridge") if e.get("data-bridge") == "a2-a4")
    assert (number(line, "x1"), number(line, "y1")) == rect_centre(cells["a2"])
    columns = with_class(root, "coord", "column")
    assert [e.text for e in sorted(columns, key=lambda e: number(e, "x"))][:2] == ["j", "j"]


def test_svg_highlights_each_given_cell_once() -> None:
    root = parse(ir.svg(S1, highlight=["c4", ir.ponte.Cell.parse("h5"), "C4"]))
    marked = by_cell(root, "highlight")
    assert len(with_class(root, "highlight")) == 2
    cells = by_cell(root, "cell")
    # a small ring at the cell's centre (issue 30): it never hides or recolours what the cell holds
    assert {name: (number(e, "cx"), number(e, "cy")) for name, e in marked.items()} == {
        "c4": rect_centre(cells["c4"]),
        "h5": rect_centre(cells["h5"]),
    }
    assert all(element.tag.endswith("circle") for element in marked.values())
    assert all(2 * number(e, "r") < number(cells["c4"], "width") / 2 for e in marked.values())


def test_svg_highlights_the_legal_targets_of_a_position() -> None:
    state = ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["d4", "c4", "d2", "a4"]
    )
    targets = {
        cell for move in ir.legal_moves(state) if isinstance(move, ir.ponte.PlaceTiles) for cell in move.cells
    }
    root = parse(ir.svg(state, highlight=targets))
    assert set(by_cell(root, "highlight")) == names(targets)


@pytest.mark.parametrize(
    ("move", "cells"),
    [
        ("c4,h5", {"c4", "h5"}),
        (ir.ponte.PlaceTiles("c4", "h5"), {"c4", "h5"}),
        ("d9-f9", {"d9", "f9"}),
        (ir.ponte.Swap(), set()),
        ("pass", set()),
        (None, set()),
    ],
)
def test_svg_last_move_outlines_its_cells(move: ir.ponte.Move | str | None, cells: set[str]) -> None:
    root = parse(ir.svg(S1, last_move=move))
    assert set(by_cell(root, "last-move")) == cells
    assert len(with_class(root, "last-move")) == len(cells)


def test_svg_colours_option_repaints_a_part() -> None:
    root = parse(ir.svg(S1, colours={"water": "#000080", "tile light": "white"}))
    assert {e.get("fill") for e in with_class(root, "cell")} == {"#000080"}
    assert {e.get("fill") for e in with_class(root, "tile", "light")} == {"white"}
    assert {e.get("fill") for e in with_class(root, "tile", "dark")} == {DEFAULT_COLOURS["tile dark"]}


def test_svg_default_colours_cannot_be_changed_by_callers() -> None:
    with pytest.raises(TypeError):
        DEFAULT_COLOURS["water"] = "red"  # type: ignore[index]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size": 0}, "size must be None or an int from 1 to 100000"),
        ({"size": 12.5}, "size must be None or an int"),
        ({"size": True}, "size must be None or an int"),
        ({"flipped": "yes"}, "flipped must be True or False"),
        ({"coordinates": 0}, "coordinates must be True or False"),
        ({"highlight": "c3"}, "highlight must be an iterable of cells such as"),
        ({"highlight": 3}, "highlight must be an iterable of cells, got int"),
        ({"highlight": ["c3", "k1"]}, "highlight: k1 is off the 10x10 board"),
        ({"last_move": "k1,k2"}, "last_move: k1 is off the 10x10 board"),
        ({"last_move": 42}, "last_move must be None, a move or its notation, got int"),
        ({"colours": {"sea": "#000000"}}, "colours: unknown part 'sea'; the parts are 'margin', "),
        ({"colours": {"water": "#12"}}, r"colours\['water'\] must be a colour"),
        ({"colours": {"water": "red;x"}}, r"colours\['water'\] must be a colour"),
        ({"colours": {"water": 3}}, r"colours\['water'\] must be a colour"),
        ({"colours": ["water"]}, "colours must be a mapping of part to colour, got list"),
    ],
)
def test_svg_bad_options_raise_the_library_error(options: dict[str, object], message: str) -> None:
    with pytest.raises(ir.RenderError, match=message):
        ir.svg(S1, **options)


@pytest.mark.parametrize("options", [{"highlight": ["c0"]}, {"last_move": "c3;e5"}, {"highlight": [7]}])
def test_svg_unreadable_cells_and_moves_raise_a_notation_error(options: dict[str, object]) -> None:
    with pytest.raises(ir.NotationError):
        ir.svg(S1, **options)


def test_svg_refuses_what_is_not_a_state() -> None:
    with pytest.raises(ir.UnknownGameError, match="got NoneType"):
        ir.ponte.svg(None)  # type: ignore[arg-type]
    with pytest.raises(ir.UnknownGameError, match="got NoneType"):
        ir.svg(None)


def test_jupyter_shows_a_state_and_an_svg_as_the_picture() -> None:
    assert S1._repr_svg_() == ir.svg(S1)
    picture = ir.svg(S1, size=200)
    assert isinstance(picture, str)
    assert picture._repr_svg_() == picture  # type: ignore[attr-defined]


def test_svg_of_every_worked_example_draws_its_tiles_and_bridges() -> None:
    for example in EXAMPLES.values():
        root = parse(ir.svg(example.state))
        assert len(with_class(root, "tile")) == len(example.state.tiles(ir.ponte.Colour.LIGHT)) + len(
            example.state.tiles(ir.ponte.Colour.DARK)
        ), example.name
        assert len(with_class(root, "bridge")) == len(example.state.bridges()), example.name


@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([4, 5, 6]), plies=st.integers(0, 30))
def test_svg_draws_each_tile_bridge_and_blocked_cell_of_any_game_once(
    seed: int, size: int, plies: int
) -> None:
    state = random_position(seed, size, plies)
    root = parse(ir.svg(state, flipped=bool(seed & 1)))
    cells = by_cell(root, "cell")
    assert len(cells) == len(with_class(root, "cell")) == size * size
    for colour in ir.ponte.Colour:
        tiles = with_class(root, "tile", colour.value)
        assert sorted(t.get("data-cell", "") for t in tiles) == sorted(names(state.tiles(colour)))
        bridges = with_class(root, "bridge", colour.value)
        assert sorted(b.get("data-bridge", "") for b in bridges) == sorted(map(str, state.bridges(colour)))
        for line in bridges:
            first, second = line.get("data-bridge", "").split("-")
            assert (number(line, "x1"), number(line, "y1")) == rect_centre(cells[first])
            assert (number(line, "x2"), number(line, "y2")) == rect_centre(cells[second])
    assert set(by_cell(root, "blocked")) == names(ir.ponte.blocked_cells(state))
    assert len(with_class(root, "island")) + len(with_class(root, "sandbank")) == sum(
        len(ir.ponte.groups(state, colour)) for colour in ir.ponte.Colour
    )


# ------------------------------------------------------------------------------ raster


def rasterise(picture: str) -> tuple[Image, ET.Element, float]:
    """The picture as pixels, its parsed SVG, and pixels per SVG unit."""
    try:
        cairosvg = importlib.import_module("cairosvg")
    except (ImportError, OSError) as error:  # OSError: cairosvg is there but the cairo library is not
        pytest.skip(f"no SVG rasteriser: {error}")
    image = read_png(cairosvg.svg2png(bytestring=picture.encode()))
    root = parse(picture)
    return image, root, image.width / view_box(root)[2]


def colour_at(
    image: Image, root: ET.Element, scale: float, cell: str, dx: float = 0, dy: float = 0
) -> tuple[int, ...]:
    """The colour at the centre of ``cell``, moved by ``dx``, ``dy`` SVG units."""
    x, y = rect_centre(by_cell(root, "cell")[cell])
    return image.pixel(int((x + dx) * scale), int((y + dy) * scale))[:3]


def hex_colour(text: str) -> tuple[int, int, int]:
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


def near(pixel: tuple[int, ...], expected: str, tolerance: int = 10) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, hex_colour(expected), strict=True))


def brightness(pixel: tuple[int, ...]) -> float:
    return sum(pixel) / 3


def test_raster_of_s1_shows_tiles_water_and_bridges_where_they_are() -> None:
    image, root, scale = rasterise(ir.svg(S1, size=300))
    assert (image.width, image.height) == (300, 300)
    light, dark = colour_at(image, root, scale, "a1"), colour_at(image, root, scale, "a9")
    assert brightness(light) > 220
    assert brightness(dark) < 80
    for water in ("j10", "c5", "i1"):
        red, green, blue = colour_at(image, root, scale, water)
        assert blue > red + 60, water
        assert near((red, green, blue), DEFAULT_COLOURS["water"])
    # Straight bridges run over the centre of the cell they block.
    assert near(colour_at(image, root, scale, "c1"), DEFAULT_COLOURS["bridge light"])
    assert near(colour_at(image, root, scale, "a3"), DEFAULT_COLOURS["bridge light"])
    assert near(colour_at(image, root, scale, "c8"), DEFAULT_COLOURS["bridge dark"])
    assert near(colour_at(image, root, scale, "e9"), DEFAULT_COLOURS["bridge dark"])


def test_raster_of_s1_shows_islands_apart_from_sandbanks() -> None:
    image, root, scale = rasterise(ir.svg(S1, size=800))
    # The ground shows in the gap between a tile and its cell's corner.
    assert near(colour_at(image, root, scale, "g9", -18.5, -18.5), DEFAULT_COLOURS["island"])
    assert near(colour_at(image, root, scale, "d9", -18.5, -18.5), DEFAULT_COLOURS["sandbank"])


@pytest.mark.parametrize(("bridge", "blocked"), [("a1-b3", ("a2", "b2")), ("a1-c2", ("b1", "b2"))])
def test_raster_of_a_knight_bridge_shades_both_blocked_cells(bridge: str, blocked: tuple[str, str]) -> None:
    state = ir.play(position(f"B2 {bridge}"), bridge)
    image, root, scale = rasterise(ir.svg(state, size=300))
    for cell in blocked:
        assert near(colour_at(image, root, scale, cell), DEFAULT_COLOURS["blocked"]), cell
    assert near(colour_at(image, root, scale, "d4"), DEFAULT_COLOURS["water"])
    # The bridge passes over the shared edge of the two blocked cells.
    (x1, y1), (x2, y2) = (rect_centre(by_cell(root, "cell")[end]) for end in bridge.split("-"))
    middle = image.pixel(int((x1 + x2) / 2 * scale), int((y1 + y2) / 2 * scale))[:3]
    assert near(middle, DEFAULT_COLOURS["bridge light"])


def test_raster_of_a_flipped_board_draws_a1_at_the_top_right() -> None:
    state = ir.ponte.setup_position(light=["a1", "a3"], dark=["j10", "j8"])
    image, _, _ = rasterise(ir.svg(state, size=200, flipped=True, coordinates=False))
    assert brightness(image.pixel(190, 10)[:3]) > 220
    assert brightness(image.pixel(10, 190)[:3]) < 80
