"""Cells and the move notation: parsing, canonical output, round trips and rejections."""

from __future__ import annotations

import pytest
from hypothesis import given

import islands_rules as ir
from ponte.strategies import any_moves, cells


@pytest.mark.parametrize(
    ("text", "column", "row"), [("a1", 0, 0), ("c3", 2, 2), ("J10", 9, 9), (" z26 ", 25, 25)]
)
def test_cell_names_are_column_letter_then_row_from_the_bottom(text: str, column: int, row: int) -> None:
    cell = ir.ponte.Cell.parse(text)
    assert (cell.column, cell.row) == (column, row)
    assert str(cell) == text.strip().lower()


@pytest.mark.parametrize("text", ["", "c", "3", "c0", "c27", "aa1", "c-1", "1c", "c3 d4", "ç3", "c١"])
def test_bad_cell_names_raise_notation_error(text: str) -> None:
    with pytest.raises(ir.NotationError, match="cannot read cell"):
        ir.ponte.Cell.parse(text)


@given(cells(26))
def test_cell_round_trips_through_its_name_and_repr(cell: ir.ponte.Cell) -> None:
    assert ir.ponte.Cell.parse(str(cell)) == cell
    assert eval(repr(cell), {"Cell": ir.ponte.Cell}) == cell


def test_cells_order_column_by_column() -> None:
    names = ["b1", "a2", "a10", "a1", "c1"]
    assert [str(c) for c in sorted(map(ir.ponte.Cell.parse, names))] == ["a1", "a2", "a10", "b1", "c1"]


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("c3,e5", "c3,e5"),
        ("E5,C3", "c3,e5"),
        ("  e5 ,  c3 ", "c3,e5"),
        ("a3-a1", "a1-a3"),
        ("B3 - a1", "a1-b3"),
        ("SWAP", "swap"),
        (" pass ", "pass"),
    ],
)
def test_notation_accepts_either_order_any_case_and_spaces(text: str, canonical: str) -> None:
    assert str(ir.ponte.parse_move(text)) == canonical


@given(any_moves(26))
def test_every_move_round_trips_through_its_notation_and_repr(move: ir.ponte.Move) -> None:
    assert ir.ponte.parse_move(str(move)) == move
    namespace = {
        "PlaceTiles": ir.ponte.PlaceTiles,
        "BuildBridge": ir.ponte.BuildBridge,
        "Swap": ir.ponte.Swap,
        "Decline": ir.ponte.Decline,
    }
    assert eval(repr(move), namespace) == move


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("c3;e5", "cannot read move"),
        ("c3,e5,f6", "cannot read move"),
        ("c3", "cannot read move"),
        ("", "cannot read move"),
        ("decline", "cannot read move"),
        ("c3,c3", "two different cells"),
        ("a1-a4", "is not a bridge"),
        ("a1-a2", "is not a bridge"),
        ("a1-c4", "is not a bridge"),
        ("k0,a1", "cannot read cell"),
    ],
)
def test_bad_moves_raise_notation_error_naming_the_text(text: str, why: str) -> None:
    with pytest.raises(ir.NotationError, match=why):
        ir.ponte.parse_move(text)


def test_tile_pair_equality_ignores_order_and_hash_agrees() -> None:
    one, two = ir.ponte.PlaceTiles("a1", "c3"), ir.ponte.PlaceTiles("c3", "a1")
    assert one == two
    assert hash(one) == hash(two)
    assert ir.ponte.BuildBridge("a1", "c2") == ir.ponte.parse_move("c2-a1")


@pytest.mark.parametrize("value", [None, 3, b"c3,e5", ["c3", "e5"]])
def test_non_text_is_rejected_with_notation_error(value: object) -> None:
    with pytest.raises(ir.NotationError):
        ir.ponte.parse_move(value)  # type: ignore[arg-type]
    with pytest.raises(ir.NotationError):
        ir.ponte.Cell.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text", ["\u212a1,a1", "a1,\u212a1", "\u212a1-a2", "\xa0c3,e5", "c3,e5\u3000", "c3\u2028,e5"]
)
def test_look_alike_letters_and_other_spaces_are_not_the_notation(text: str) -> None:
    with pytest.raises(ir.NotationError, match="cannot read move"):
        ir.ponte.parse_move(text)
    # The record reader refuses them too: one notation, whichever way a move is read.
    assert not ir.check_records(f"1. {text}")[0].valid


def test_a_look_alike_letter_is_not_a_cell() -> None:
    with pytest.raises(ir.NotationError, match="cannot read cell"):
        ir.ponte.Cell.parse("\u212a1")


def test_is_legal_reads_the_notation_as_play_does() -> None:
    state = ir.ponte.setup_position(light=["a1", "b1", "a2", "j1"], dark=["e5", "e7", "g5", "g7"])
    assert ir.is_legal(state, "B2 , j10") is True
    assert ir.is_legal(state, "b2,c1") is False
    with pytest.raises(ir.NotationError, match="cannot read move 'b2;c1'"):
        ir.is_legal(state, "b2;c1")
