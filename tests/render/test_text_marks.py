"""Text pictures take the SVG's marks through one signature for every game: a highlighted,
selected or last-move cell is marked at its own row and column (found here from the cell's
coordinates and the picture's documented layout, not from the library's own lookups), the
ASCII picture is pure ASCII, and a picture drawn without the options is the plain diagram."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import islands_rules as ir
from strategies import OWN_GAMES

GAMES = OWN_GAMES  # the layouts their docs describe


def positions(name: str, seed: int) -> list[Any]:
    """A few positions of a random game of ``name``, each with the move that led to it."""
    rng, state, last = random.Random(seed), ir.new_game(name), None
    found = []
    for ply in range(60):
        if ir.to_move(state) is None:
            break
        chance = ir.to_move(state) is ir.CHANCE
        move = ir.random_move(state, rng)
        state = ir.play(state, move)
        if not chance:  # a draw is no one's move: the last move is the last player's
            last = move
        if ply % 7 == 3:
            found.append((state, last))
    return found


def placed_cells(name: str, move: Any) -> set[str]:
    """The cells the move put something on, named as clicks name them, from its notation."""
    text = ir.load_game(name).move_text(move)
    if name == "ponte":
        return set(re.findall(r"[a-z]\d+", text)) if ("," in text or "-" in text) else set()
    if name == "isaac":
        ends = re.findall(r"([a-z])(\d+)", text)
        if len(ends) != 2:
            return set()
        (c1, r1), (c2, r2) = ((ord(c) - 97, int(r)) for c, r in ends)
        return {f"{chr(97 + c)}{r}" for c in range(c1, c2 + 1) for r in range(r1, r2 + 1)}
    found = re.search(r"@(-?\d+),(-?\d+)", text)
    return {f"{found[1]},{found[2]}"} if found else set()


def mark_at(name: str, state: Any, text: str, cell: str) -> str | None:
    """The character the picture ``text`` of ``state`` shows where ``cell``'s mark belongs,
    worked out from the cell's coordinates and the layout each game's docs describe (Ponte,
    Isaac and LSD; Islands in :func:`islands_mark`); ``None`` for a cell LSD's field leaves out."""
    lines = text.splitlines()
    if name in ("ponte", "isaac"):
        size: int = state.rules.board_size if name == "ponte" else state.rules.size
        column, row = ord(cell[0]) - 97, int(cell[1:])
        label = len(str(size))
        # Top row first; each cell is one glyph after one gap, the gap right after the label.
        # Isaac joins the squares of a tile, so a line for the joins between rows follows
        # each row but the last.
        pitch = 2 if name == "isaac" else 1
        return lines[pitch * (size - row)][label + 2 * column]
    x, y = map(int, cell.split(","))
    # LSD: the column numbers stand on the first line (and again under the field); each row's
    # line starts with its number, and the lines of half-dots between rows hold no number.
    numbers = re.compile(r" +[\d -]+")
    assert numbers.fullmatch(lines[0]), text
    ends = {int(m[0]): m.end() for m in re.finditer(r"-?\d+", lines[0])}
    rows = {
        int(found[1]): i
        for i, line in enumerate(lines[1:], start=1)
        if (found := re.match(r" *(-?\d+) ", line)) and not numbers.fullmatch(line)
    }
    width = max(2, *(len(str(v)) for v in ends))
    if x not in ends or y not in rows:
        return None
    # A field is right-aligned under its column's number, its mark just left of it.
    return lines[rows[y]][ends[x] - width - 1]


def _point(cell: str) -> tuple[int, int]:
    x, y = cell.split(",")
    return int(x), int(y)


def islands_mark(lines: list[str], frame: set[tuple[int, int]], x: int, y: int) -> str | None:
    """Where Islands' picture puts the mark of cell ``x, y``: the top left corner of its cell.
    Under the header and the line of column numbers, each row of the map spanning ``frame`` is
    a line of sides then a line of cells, every cell 4 characters wide (a side and 3
    characters); the corner starts the line of sides above the cell."""
    xs, ys = [c[0] for c in frame], [c[1] for c in frame]
    if not (min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys)):
        return None  # outside the map shown
    label = max(len(str(v)) for v in ys)
    line = lines[2 + 2 * (max(ys) - y)]
    column = label + 1 + 4 * (x - min(xs))
    return line[column] if column < len(line) else " "


@pytest.mark.parametrize("name", GAMES)
def test_marks_stand_at_their_cells_row_and_column(name: str) -> None:
    rng = random.Random(5)
    for state, last in positions(name, seed=11):
        cells = list(ir.cell_contents(state))
        highlight = rng.sample(cells, min(5, len(cells)))
        selected = rng.sample(cells, 2)
        moved = placed_cells(name, last) if last is not None else set()
        options: dict[str, Any] = {"highlight": highlight, "selected": selected, "last_move": last}
        if name == "islands":
            options["legal"] = False  # the map spans the tiles and the marked cells only
        text = ir.render_text(state, **options)
        for cell in cells:
            if name == "islands":
                frame = {(t[0], t[1]) for t in state.tiles}  # the laid tiles
                x, y = map(int, cell.split(","))
                marked = {*highlight, *selected, *moved}
                cells_shown = frame | {_point(c) for c in marked}
                found = islands_mark(text.splitlines(), cells_shown, x, y)
            else:
                found = mark_at(name, state, text, cell)
            expected = (
                ">" if cell in selected else "*" if cell in highlight else "!" if cell in moved else None
            )
            if expected is not None:  # a marked cell is always shown
                assert found == expected, (name, cell, text)
            else:
                assert found not in (">", "*", "!"), (name, cell, text)
        legend = text.splitlines()[-1]
        assert legend.startswith("marks ")
        assert "> selected" in legend
        assert "* highlighted" in legend
        assert ("! last move" in legend) == bool(moved)


@pytest.mark.parametrize("name", ir.available_games())
def test_ascii_pictures_are_pure_ascii_and_unicode_ones_differ(name: str) -> None:
    for state, last in positions(name, seed=3):
        cells = list(ir.cell_contents(state))[:6]
        options: dict[str, Any] = {"highlight": cells[1:], "selected": cells[:1], "last_move": last}
        if name == "ponte":
            options["islands"] = True
        ascii_text = ir.render_text(state, **options)
        assert ascii_text.isascii(), ascii_text
        assert ir.render_text(state).isascii()
        assert not ir.render_text(state, unicode=True, **options).isascii()


@pytest.mark.parametrize("name", ir.available_games())
def test_options_left_out_give_the_plain_picture(name: str) -> None:
    for state, _ in positions(name, seed=7):
        plain = ir.render_text(state)
        assert ir.render_text(state, highlight=[], selected=(), last_move=None) == plain
        assert not any(line.startswith("marks ") for line in plain.splitlines())
        assert not re.search(r"[>!]", plain.split("\n", 1)[-1] if name == "islands" else plain)


def test_a_selected_cell_shows_its_selection_before_its_highlight() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,b1")
    text = ir.render_text(state, highlight=["c2", "d4"], selected=["c2"], last_move="a1,b1")
    assert text.splitlines()[2] == "2 . .>. ."
    assert text.splitlines()[0] == "4 . . .*."
    assert text.splitlines()[3] == "1!L!L . ."


def test_ponte_tells_island_tiles_from_sandbank_tiles() -> None:
    state = ir.ponte.setup_position(
        rules=ir.ponte.Rules(board_size=5),
        light=["a1", "a2", "b1", "b2", "e5", "e3"],
        dark=["d1", "d2", "a4", "b4"],
    )
    lines = ir.render_text(state, islands=True).splitlines()
    assert lines[4] == "1 L L . d ."  # a1 b1: an island of four; d1: a sandbank of two
    assert lines[0] == "5 . . . . l"
    assert lines[-1] == "L D tiles of islands, l d of sandbanks"
    unicode_lines = ir.render_text(state, islands=True, unicode=True).splitlines()
    assert unicode_lines[4] == "1 ○ ○ · • ·"
    assert ir.render_text(state).splitlines()[4] == "1 L L . D ."


@pytest.mark.parametrize("name", ir.available_games())
@pytest.mark.parametrize(
    "options",
    [
        {"size": 300},
        {"highlight": "c3"},
        {"selected": 3},
        {"unicode": "yes"},
        {"highlight": [(1, 2, 3)]},
        {"last_move": 7},
    ],
)
def test_bad_text_options_raise_the_librarys_error(name: str, options: dict[str, Any]) -> None:
    with pytest.raises(ir.IslandsRulesError):
        ir.render_text(ir.new_game(name), **options)


@pytest.mark.parametrize(
    ("name", "cell"),
    [
        ("ponte", "k1"),
        ("isaac", "k1"),
        ("lsd", "99999999999,0"),
        ("lsd", "5000,5000"),  # the field shown would be too large to read
        ("islands", "20000,0"),
        ("islands", "5000,5000"),
    ],
)
def test_a_cell_off_the_board_is_refused(name: str, cell: str) -> None:
    with pytest.raises(ir.IslandsRulesError):
        ir.render_text(ir.new_game(name), highlight=[cell])
