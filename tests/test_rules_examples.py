"""The worked examples of the rules page, as built in rules_examples.py, say what the page says."""

from __future__ import annotations

import pytest

import islands_rules as ir
from rules_examples import EXAMPLES, position


@pytest.mark.parametrize("name", [name for name, example in EXAMPLES.items() if example.move is not None])
def test_worked_example_move_is_legal_exactly_when_the_rules_page_says(name: str) -> None:
    example = EXAMPLES[name]
    assert example.move is not None
    assert ir.is_legal(example.state, example.move) is example.legal


def test_s1_scores_as_the_rules_page_says() -> None:
    result = ir.score(position("S1"))
    assert result.light == ir.ColourScore(points=10, islands=4, bridges=3)
    assert result.dark == ir.ColourScore(points=5, islands=4, bridges=2)


def test_s1_lists_its_bridges_in_cell_order() -> None:
    state = position("S1")
    assert [str(b) for b in state.bridges()] == ["a2-a4", "b1-d1", "b8-d8", "d9-f9", "e2-g2"]
    assert [str(b) for b in state.bridges(ir.Colour.DARK)] == ["b8-d8", "d9-f9"]
