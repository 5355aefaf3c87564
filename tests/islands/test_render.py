"""The pictures: the text map and the SVG (parts, classes, data attributes, options)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from islands.test_examples import G1, after
from islands_rules import NotationError, RenderError, UnknownGameError, islands
from islands_rules.islands import Draw, Place

NS = "{http://www.w3.org/2000/svg}"


def parts(picture: str, cls: str) -> list[ET.Element]:
    root = ET.fromstring(picture)
    return [e for e in root.iter() if cls in e.get("class", "").split()]


def test_every_class_and_id_is_prefixed() -> None:
    picture = islands.svg(islands.play(after(G1.split()[0] + " B- U@-1,0r1:w2"), Draw("V")))
    root = ET.fromstring(picture)
    classes = {c for e in root.iter() for c in e.get("class", "").split()}
    assert classes
    assert all(c.startswith("ir-") for c in classes)
    assert all(e.get("id", "ir-").startswith("ir-") for e in root.iter())


def test_one_group_per_tile_naming_its_cell_type_and_rotation() -> None:
    state = after("E@0,1r2:w1 V@1,0r1:w2")
    tiles = parts(islands.svg(state), "ir-tile")
    found = {(t.get("data-cell"), t.get("data-tile"), t.get("data-rotation")) for t in tiles}
    assert found == {("0,0", "D", "0"), ("0,1", "E", "2"), ("1,0", "V", "1")}


def test_pieces_are_drawn_in_their_players_colours() -> None:
    state = after("E@0,1r2:w1 V@1,0r1:w2 A@-1,0r3:l", players=3)
    pieces = parts(islands.svg(state), "ir-piece")
    found = {(p.get("data-cell"), p.get("data-segment"), p.get("data-player")) for p in pieces}
    assert found == {("0,1", "w1", "red"), ("1,0", "w2", "blue"), ("-1,0", "l", "green")}
    assert {p.get("fill") for p in pieces} == {islands.DEFAULT_COLOURS[n] for n in ("red", "blue", "green")}


def translation(element: ET.Element) -> tuple[float, float]:
    found = re.match(r"translate\((-?[\d.]+) (-?[\d.]+)\)", element.get("transform", ""))
    assert found is not None
    return float(found[1]), float(found[2])


def test_every_piece_stands_wholly_inside_its_own_tile() -> None:
    """Every tile type laid beside the start tile, in every rotation, with a piece on each
    segment that may take one: the piece (20 units wide at most, before its scale) never
    crosses the seam to the next tile (the index page's red piece on V's w2 did)."""
    start = islands.new_game()
    checked = set()
    for letter in islands.TILE_TYPES:
        drawn = islands.play(start, Draw(letter))
        for move in islands.legal_moves(drawn):
            if not isinstance(move, Place) or move.segment is None:
                continue
            root = ET.fromstring(islands.svg(islands.play(drawn, move), size=None, panel=False))
            tiles = {g.get("data-cell"): g for g in root.iter(f"{NS}g") if g.get("data-cell")}
            for piece in (e for e in root.iter() if "ir-piece" in e.get("class", "").split()):
                x, y = translation(piece)
                scaled = re.search(r"scale\(([\d.]+)\)", piece.get("transform", "") + "scale(1)")
                assert scaled is not None
                scale = float(scaled[1])
                cx, cy = translation(tiles[piece.get("data-cell")])
                half = 10 * scale
                assert max(abs(x - cx), abs(y - cy)) + half < 30, (str(move), x - cx, y - cy)
                checked.add((letter, move.rotation, move.segment))
    assert len({(letter, segment) for letter, _, segment in checked}) > 80


def test_islands_anchors_bridges_and_lighthouses_come_from_the_segments() -> None:
    state = after("M@0,1r2 B@0,-1r0 U@1,0r1")
    picture = islands.svg(state)
    assert len(parts(picture, "ir-island")) == 2  # D's and M's
    assert len(parts(picture, "ir-anchor")) == 1  # M has one (R3)
    assert len(parts(picture, "ir-lighthouse")) == 1
    assert len(parts(picture, "ir-bridge")) == 2


def test_the_cells_where_the_drawn_tile_fits_are_marked() -> None:
    state = islands.play(islands.new_game(), Draw("V"))
    marked = {e.get("data-cell") for e in parts(islands.svg(state), "ir-legal")}
    assert marked == {"1,0", "-1,0", "0,-1"}  # X3
    assert not parts(islands.svg(state, legal=False), "ir-legal")
    assert not parts(islands.svg(islands.new_game()), "ir-legal")  # nothing drawn


def test_the_last_tile_laid_is_outlined_unless_another_is_named() -> None:
    state = after("E@0,1r2 V@1,0r1")
    assert [e.get("data-cell") for e in parts(islands.svg(state), "ir-last-move")] == ["1,0"]
    named = islands.svg(state, last_move="E@0,1r2")
    assert [e.get("data-cell") for e in parts(named, "ir-last-move")] == ["0,1"]
    assert not parts(islands.svg(islands.new_game()), "ir-last-move")
    assert not parts(islands.svg(state, last_move="C-"), "ir-last-move")


def test_the_panel_shows_scores_and_the_supply() -> None:
    state = after("E@0,1r2:i1")
    picture = islands.svg(state)
    scores = [e.text for e in parts(picture, "ir-score")]
    assert scores == ["red 4", "blue 0"]
    assert [e.text for e in parts(picture, "ir-supply")] == ["70 tiles face down"]
    assert not parts(islands.svg(state, panel=False), "ir-panel")
    ended = islands.svg(after(G1))
    assert [e.text for e in parts(ended, "ir-result")] == ["shared victory:"]
    assert [e.text for e in parts(ended, "ir-winners")] == ["red, blue"]


def test_the_panel_says_when_the_tile_drawn_fits_nowhere() -> None:
    stuck = islands.play(after("E@0,1r2"), Draw("C"))  # X5: C fits nowhere (R8)
    assert [e.text for e in parts(islands.svg(stuck), "ir-discard")] == ["fits nowhere (R8)"]
    assert not parts(islands.svg(stuck), "ir-legal")
    fitting = islands.play(after("E@0,1r2"), Draw("V"))
    assert not parts(islands.svg(fitting), "ir-discard")


def test_the_panel_grows_with_a_large_map_so_its_words_stay_readable() -> None:
    def panel_share(picture: str) -> float:
        width = float(ET.fromstring(picture).get("viewBox", "").split()[2])
        (panel,) = parts(picture, "ir-panel")
        return float(panel.get("width", "0")) / width

    small, large = islands.svg(after("E@0,1r2")), islands.svg(after(G1))
    assert (
        panel_share(large) > 0.2
    )  # unscaled it would be 1/6; a whole game's map does not squeeze the scores away
    assert panel_share(small) > panel_share(large)


def test_highlight_and_size() -> None:
    picture = islands.svg(islands.new_game(), highlight=[(3, 4), "-2,0"], size=300)
    assert {e.get("data-cell") for e in parts(picture, "ir-highlight")} == {"3,4", "-2,0"}
    assert ET.fromstring(picture).get("width") == "300"
    assert ET.fromstring(islands.svg(islands.new_game(), size=None)).get("width") is None


@pytest.mark.parametrize(
    "options",
    [
        {"size": 0},
        {"size": "big"},
        {"legal": 1},
        {"panel": None},
        {"colours": {"nope": "#fff"}},
        {"colours": {"water": "<script>"}},
        {"colours": ["water"]},
        {"highlight": [(1, 2, 3)]},
        {"last_move": 3},
    ],
)
def test_bad_options_raise_render_errors(options: dict[str, object]) -> None:
    with pytest.raises(RenderError):
        islands.svg(islands.new_game(), **options)


def test_a_chance_draw_as_last_move_outlines_no_tile() -> None:
    state = islands.play(islands.new_game(), "V@1,0r1:w2")
    drawn = islands.svg(state, last_move=Draw("C"))
    assert 'class="ir-last-move"' not in drawn
    assert 'class="ir-last-move"' in islands.svg(state, last_move="V@1,0r1:w2")


def test_unreadable_cells_and_turns_are_notation_errors() -> None:
    with pytest.raises(NotationError):
        islands.svg(islands.new_game(), highlight=["a1"])
    with pytest.raises(NotationError):
        islands.svg(islands.new_game(), last_move="V@1,0")


def test_a_state_shows_itself_in_jupyter_and_prints_its_map() -> None:
    state = after("E@0,1r2:w1")
    assert state._repr_svg_() == islands.svg(state)
    assert str(state) == islands.render_text(state)
    assert islands.svg(state)._repr_svg_() == islands.svg(state)  # type: ignore[attr-defined]


def test_the_text_map_marks_pieces_and_the_cells_where_the_drawn_tile_fits() -> None:
    state = islands.play(after("E@0,1r2:w1", players=3), Draw("V"))
    text = islands.render_text(state)
    assert "blue to place V" in text
    assert text.count("?") == 6  # the six cells of X3
    assert "E2r" in text
    assert "?" not in islands.render_text(state, legal=False)
    assert "▓" in islands.render_text(state, unicode=True)
    with pytest.raises(UnknownGameError, match="expected a state of the game 'islands'"):
        islands.render_text("not a state")  # type: ignore[arg-type]


def test_the_tile_set_picture_draws_all_24_types() -> None:
    picture = islands.tiles_svg()
    tiles = parts(picture, "ir-tile")
    assert [t.get("data-tile") for t in tiles] == list(islands.LETTERS)
    assert re.search(r"V ×9", picture)
    with pytest.raises(RenderError):
        islands.tiles_svg(columns=0)
    with pytest.raises(RenderError, match="a number of"):
        islands.tiles_svg(columns=10**5000)


def test_cells_too_far_from_the_map_and_no_collection_of_cells_are_refused() -> None:
    state = islands.new_game()
    with pytest.raises(RenderError, match="too far"):
        islands.svg(state, highlight=[(10**5000, 0)])
    with pytest.raises(RenderError, match="too far"):
        islands.svg(state, last_move=f"V@{10**50},0r0")
    with pytest.raises(RenderError, match="highlight must be an iterable of cells"):
        islands.svg(state, highlight=None)
    assert 'data-cell="3,4"' in islands.svg(state, highlight=["3,4"])


def test_a_whole_game_renders_to_png() -> None:
    cairosvg = pytest.importorskip("cairosvg")
    png = cairosvg.svg2png(bytestring=islands.svg(after(G1)).encode())
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_drawn_tile_stands_beside_the_map_with_its_segment_ids() -> None:
    state = islands.play(after("E@0,1r2:w1"), Draw("X"))
    lines = islands.render_text(state).splitlines()
    assert lines[1].endswith("X, turned 0:")
    right = [line[lines[1].index("X, turned 0:") :] for line in lines[1:7]]
    assert right == [
        "X, turned 0:",
        "+  w1 b1 w2 +",
        "w1          w2",
        "b4          b2",
        "w4          w3",
        "+  w4 b3 w3 +",
    ]  # the four bridges on their sides, the four fields between them (R3)
    assert lines[-1] == "pieces: red w1 on (0, 1)"
    lighthouse = islands.text.drawn_tile("A")
    assert lighthouse[3].split() == ["w1", "l", "w1"]  # A's lighthouse in the middle
    island = islands.text.drawn_tile("E")  # the halves of an island side belong to the island
    assert island[1].split() == ["+", "##", "i1", "##", "+"]


def test_the_islands_legend_names_every_glyph() -> None:
    state = islands.play(after("E@0,1r2:w1"), Draw("X"))
    plain = islands.render_text(state)
    added = islands.render_text(state, legend=True)[len(plain) :]
    for needed in ("# island", "bridge", "~ water", "? an empty cell", "r red", "segments", "(R9)"):
        assert needed in added, needed


def test_tile_svg_draws_each_rotation_as_the_map_does() -> None:
    pictures = [islands.tile_svg("V", rotation) for rotation in range(4)]
    assert len(set(pictures)) == 4  # each rotation is its own picture
    for rotation, picture in enumerate(pictures):
        root = ET.fromstring(picture)
        (group,) = [g for g in root.iter(f"{NS}g") if g.get("class") == "ir-tile"]
        assert (group.get("data-tile"), group.get("data-rotation")) == ("V", str(rotation))
        assert group.get("transform", "").endswith(f"rotate({90 * rotation})")
    for letter, rotation, message in [("?", 0, "tile type"), ("V", 4, "rotation"), ("V", True, "rotation")]:
        with pytest.raises(RenderError, match=message):
            islands.tile_svg(letter, rotation)
