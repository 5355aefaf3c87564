"""The docs' board pictures are shown wide enough to be read (docs/_ext/board.py)."""

from __future__ import annotations

import re
import sys

import pytest

import islands_rules as ir
from paths import ROOT

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
pytest.importorskip("sphinx")  # the extension runs inside Sphinx (the test group installs it)

from board import READABLE_PX, WIDTHS_REM, shown_width


def smallest_text_px(picture: str, rem: int) -> float:
    width = float(re.search(r'viewBox="0 0 ([\d.]+)', picture)[1])  # type: ignore[index]
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', picture)]
    return min(sizes) * rem * 16 / width


@pytest.mark.parametrize("game", ir.builtin_games())
def test_every_games_start_picture_is_shown_with_readable_words(game: str) -> None:
    picture = ir.svg(ir.new_game(game), size=None)
    rem = shown_width(picture)
    assert rem in WIDTHS_REM
    assert smallest_text_px(picture, rem) >= READABLE_PX or rem == WIDTHS_REM[-1]
    if rem > WIDTHS_REM[0]:  # and no wider than needed
        assert smallest_text_px(picture, rem - 2) < READABLE_PX


def test_isaacs_score_track_gets_a_wide_picture_and_a_small_lsd_field_a_small_one() -> None:
    assert shown_width(ir.svg(ir.new_game("isaac"), size=None)) >= 30
    assert shown_width(ir.svg(ir.new_game("lsd"), size=None)) <= 14
