"""The engine's values in the reference's terms, to compare the two: the objects on the
map and the position after every turn."""

from __future__ import annotations

from islands.reference import KINDS, RefPosition, complete, kind_of, objects
from islands_rules import islands
from islands_rules.islands import State


def engine_objects(state: State) -> set[tuple[str, frozenset[tuple[tuple[int, int], str]], bool]]:
    """Every object on the engine's map: its kind, its segments and whether it is complete."""
    return {
        (f.kind, frozenset(((x, y), sid) for x, y, sid in f.segments), f.complete)
        for f in islands.features(state)
    }


def reference_objects(pos: RefPosition) -> set[tuple[str, frozenset[tuple[tuple[int, int], str]], bool]]:
    """The same as :func:`engine_objects`, for the reference's position."""
    return {
        (kind_of(pos.tiles, next(iter(g))).kind, frozenset(g), complete(pos.tiles, g))
        for g in objects(pos.tiles)
    }


def assert_same(state: State, pos: RefPosition) -> None:
    """The engine's state and the reference's position are the same position."""
    assert state.ply == pos.plies
    assert {(x, y): (t, r) for x, y, t, r in state.tiles} == pos.tiles
    assert {((x, y), sid): seat for x, y, sid, seat in state.pieces} == pos.pieces
    assert list(state.hands) == pos.hands
    assert [list(p) for p in state.points] == [[p[k] for k in KINDS] for p in pos.points]
    assert state.seat == pos.seat
    assert state.is_over == pos.over
