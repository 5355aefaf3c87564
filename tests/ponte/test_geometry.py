"""The engine's bridge-conflict table (R14) against the reference's geometry, pair by pair."""

from __future__ import annotations

import pytest

from islands_rules.ponte._geometry import geometry
from ponte.reference import ref_cells_under, ref_segments_meet


@pytest.mark.parametrize("size", [4, 5, 7])
def test_conflict_table_is_shared_cells_or_meeting_segments(size: int) -> None:
    geo = geometry(size)
    ends = [(divmod(a, size), divmod(b, size)) for a, b in geo.bridge_ends]
    assert len(ends) > 8 * (size - 2) ** 2 // 2  # every shape, across the board
    for one, (a, b) in enumerate(ends):
        for two, (c, d) in enumerate(ends):
            if one == two:
                continue
            expected = bool(ref_cells_under(a, b) & ref_cells_under(c, d)) or ref_segments_meet(a, b, c, d)
            assert bool(geo.bridge_conflicts[one] >> two & 1) == expected, (a, b, c, d)
