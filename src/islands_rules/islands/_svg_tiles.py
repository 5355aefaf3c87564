"""How one tile and a piece are drawn, from the tile's segment data (R3): the shapes in the
tile's own frame. Private to :mod:`.render`, which places and turns these shapes in the
frame of :mod:`._svg_layout`. A tile is drawn in rotation 0, centred on the origin, ``H``
units from the centre to each side, north up (SVG's y grows downwards, so north is ``-H``);
the caller turns it ``90 * r`` degrees, which in SVG is clockwise, as R1 turns tiles.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping

from ._svg_layout import H, Svg
from ._tiles import TILE_TYPES, Segment

__all__ = ["bridge_path", "draw_tile", "island_shape", "meeple", "piece_point", "turn_point"]

_MID = ((0, -H), (H, 0), (0, H), (-H, 0))
"""The middle of each side: N, E, S, W."""
_SLOT = ((-15, -26), (15, -26), (26, -15), (26, 15), (15, 26), (-15, 26), (-26, 15), (-26, -15))
"""A point of the water near each half-side (slot 0-7)."""

# Island outlines for the patterns of sides they touch, drawn for the first rotation
# below; each bulges a little so that the land reads as an island, not a triangle.
_CAP = (f"M {-H} {-H} L {H} {-H} Q 0 6 {-H} {-H} Z", f"M {H} {-H} Q 0 6 {-H} {-H}")
_CORNER = (f"M {-H} {-H} L {H} {-H} L {H} {H} Q -12 12 {-H} {-H} Z", f"M {H} {H} Q -12 12 {-H} {-H}")
_BAND = (
    f"M {-H} {-H} L {H} {-H} Q 6 0 {H} {H} L {-H} {H} Q -6 0 {-H} {-H} Z",
    f"M {H} {-H} Q 6 0 {H} {H} M {-H} {H} Q -6 0 {-H} {-H}",
)
_THREE = (f"M {-H} {-H} L {H} {-H} L {H} {H} Q 0 -6 {-H} {H} Z", f"M {H} {H} Q 0 -6 {-H} {H}")
_FULL = (f"M {-H} {-H} L {H} {-H} L {H} {H} L {-H} {H} Z", "")
_PATTERNS: dict[tuple[int, ...], tuple[tuple[str, str], tuple[int, int], tuple[int, int]]] = {
    (0,): (_CAP, (0, -20), (0, -20)),
    (0, 1): (_CORNER, (9, -9), (19, -19)),
    (0, 2): (_BAND, (0, 9), (0, -14)),
    (0, 1, 3): (_THREE, (9, -4), (-13, -14)),
    (0, 1, 2, 3): (_FULL, (8, 8), (-11, -11)),
}
"""Sides (turned to start at N) -> (outline, coast: its edges that are not tile sides),
piece point, anchor point."""


def _pattern(sides: tuple[int, ...]) -> tuple[int, tuple[str, str], tuple[int, int], tuple[int, int]]:
    """The outline fitting ``sides``, the quarter turns that bring it there, and its points."""
    for turn in range(4):
        canonical = tuple(sorted((s - turn) % 4 for s in sides))
        if canonical in _PATTERNS:
            outline, piece, anchor = _PATTERNS[canonical]
            return turn, outline, piece, anchor
    raise AssertionError(f"no island outline for sides {sides}")  # pragma: no cover - the data has none


def turn_point(point: tuple[float, float], quarter_turns: int) -> tuple[float, float]:
    """``point`` turned clockwise on the screen (y downwards) by ``quarter_turns``."""
    x, y = point
    for _ in range(quarter_turns % 4):
        x, y = -y, x
    return x, y


def island_shape(segment: Segment) -> tuple[tuple[str, str], int, tuple[float, float] | None]:
    """The outline and coast of an island segment, the quarter turns to draw them with, and
    where its anchor goes (``None`` without one), in the tile's frame."""
    turn, outline, _, anchor = _pattern(segment.sides)
    return outline, turn, turn_point(anchor, turn) if segment.anchor else None


def bridge_path(segment: Segment, letter: str) -> str:
    """A bridge from the middle of its side(s): two sides are joined by a curve through
    the centre; one side runs to the centre (a junction, a lighthouse or an island)."""
    ends = [_MID[s] for s in segment.sides]
    if len(ends) == 2:
        (ax, ay), (bx, by) = ends
        return f"M {ax} {ay} Q 0 0 {bx} {by}"
    (ax, ay) = ends[0]
    tile = TILE_TYPES[letter]
    stop = 0.3 if tile.lighthouse else 0.0  # stop at the lighthouse's foot
    return f"M {ax} {ay} L {ax * stop:g} {ay * stop:g}"


# Water points the average of the slots would put on a bridge or an island.
_WATER_POINT = {
    ("D", "w1"): (18, -11),
    ("J", "w1"): (-14, 8),
    ("K", "w1"): (14, 8),
    ("L", "w1"): (18, -11),
    ("O", "w1"): (-7, 7),
    ("P", "w1"): (-7, 7),
    ("S", "w1"): (18, 25),
    ("S", "w2"): (-18, 25),
    ("T", "w1"): (18, 25),
    ("T", "w2"): (-18, 25),
    ("W", "w1"): (0, -14),
    ("A", "w1"): (-17, -17),
    ("B", "w1"): (-17, -17),
}


PIECE_SCALE = 0.8
"""The size of a piece on the map, as a fraction of the panel's pieces."""
_PIECE_HALF = 10 * PIECE_SCALE  # half the width (and about half the height) of a piece on the map
_PIECE_REACH = H - _PIECE_HALF - 1.5  # so far from its tile's centre may a piece stand


def piece_point(letter: str, segment: Segment) -> tuple[float, float]:
    """Where a piece on ``segment`` of ``letter`` stands, in the tile's frame: near the
    segment's own part of the tile, and wholly inside the tile, so that a piece never sits on
    the seam between two tiles (a water segment in a corner, ``V``'s ``w2``, reaches to
    the tile's edge).

    >>> from islands_rules.islands._tiles import TILE_TYPES
    >>> piece_point("V", TILE_TYPES["V"].segment("w2"))  # the corner inside the bridge's bend
    (-20.5, 20.5)
    >>> piece_point("F", TILE_TYPES["F"].segment("w1"))  # the water along the north side
    (0.0, -20.5)
    """
    x, y = _piece_point(letter, segment)
    return (max(-_PIECE_REACH, min(x, _PIECE_REACH)), max(-_PIECE_REACH, min(y, _PIECE_REACH)))


def _piece_point(letter: str, segment: Segment) -> tuple[float, float]:
    if segment.kind == "island":
        turn, _, piece, _ = _pattern(segment.sides)
        return turn_point(piece, turn)
    if segment.kind == "lighthouse":
        return (13, -8)
    if segment.kind == "bridge":
        ends = [_MID[s] for s in segment.sides]
        if len(ends) == 2:
            return ((ends[0][0] + ends[1][0]) / 4, (ends[0][1] + ends[1][1]) / 4)
        reach = 0.75 if TILE_TYPES[letter].lighthouse else 0.55  # beside the lighthouse's foot
        return (ends[0][0] * reach, ends[0][1] * reach)
    special = _WATER_POINT.get((letter, segment.id))
    if special is not None:
        return special
    xs = [_SLOT[q][0] for q in segment.slots]
    ys = [_SLOT[q][1] for q in segment.slots]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


_MEEPLE = (
    "M 0 -9 C 3 -9 4 -6 3 -4 L 8 -2 C 10 -1 10 2 8 2 L 4 2 L 8 9 L 2 9 L 0 5 L -2 9 L -8 9 "
    "L -4 2 L -8 2 C -10 2 -10 -1 -8 -2 L -3 -4 C -4 -6 -3 -9 0 -9 Z"
)
_ANCHOR = "M 0 -5 L 0 5 M -3.5 -2 L 3.5 -2 M -5 2 Q 0 8 5 2"


def draw_tile(
    drawing: Svg, parent: ET.Element | None, letter: str, rotation: int, paint: Mapping[str, str]
) -> None:
    """One tile in its own frame (rotation 0), from its segments (R3); the lighthouse and
    anchors are turned back by ``rotation`` so that they stand upright on the map."""
    upright = f"rotate({-90 * rotation})"
    tile = TILE_TYPES[letter]
    add = drawing.add
    parent = add(parent, "g", {"clip-path": drawing.tile_clip()})
    add(
        parent,
        "rect",
        {
            "class": "ir-water",
            "x": str(-H),
            "y": str(-H),
            "width": str(2 * H),
            "height": str(2 * H),
            "fill": paint["water"],
        },
    )
    for segment in tile.segments:
        if segment.kind == "bridge":
            path = bridge_path(segment, letter)
            for cls, colour, width, extra in (
                ("ir-bridge-casing", paint["bridge casing"], "9", {}),
                ("ir-bridge", paint["bridge"], "6", {}),
                ("ir-planks", paint["bridge casing"], "6", {"stroke-dasharray": "1 2.6", "opacity": "0.45"}),
            ):
                add(
                    parent,
                    "path",
                    {
                        "class": cls,
                        "data-segment": segment.id,
                        "d": path,
                        "fill": "none",
                        "stroke": colour,
                        "stroke-width": width,
                        **extra,
                    },
                )
    if sum(1 for s in tile.segments if s.kind == "bridge") >= 3:
        add(
            parent,
            "rect",
            {
                "class": "ir-junction",
                "x": "-6",
                "y": "-6",
                "width": "12",
                "height": "12",
                "rx": "2",
                "fill": paint["junction"],
            },
        )
    for segment in tile.segments:
        if segment.kind != "island":
            continue
        (outline, coast), turn, anchor = island_shape(segment)
        group = add(
            parent,
            "g",
            {"class": "ir-island", "data-segment": segment.id, "transform": f"rotate({90 * turn})"},
        )
        add(group, "path", {"d": outline, "fill": paint["grass"]})
        if coast:
            add(group, "path", {"d": coast, "fill": "none", "stroke": paint["land"], "stroke-width": "6"})
            add(
                group, "path", {"d": coast, "fill": "none", "stroke": paint["land edge"], "stroke-width": "1"}
            )
        if anchor is not None:
            ax, ay = anchor
            mark = add(
                parent, "g", {"class": "ir-anchor", "transform": f"translate({ax:g} {ay:g}) {upright}"}
            )
            add(
                mark,
                "circle",
                {"r": "8", "fill": paint["lighthouse"], "stroke": paint["anchor"], "stroke-width": "1"},
            )
            add(
                mark,
                "circle",
                {"cy": "-4.6", "r": "1.5", "fill": "none", "stroke": paint["anchor"], "stroke-width": "1.2"},
            )
            add(
                mark,
                "path",
                {
                    "d": _ANCHOR,
                    "fill": "none",
                    "stroke": paint["anchor"],
                    "stroke-width": "1.6",
                    "stroke-linecap": "round",
                },
            )
    if tile.lighthouse:
        tower = add(parent, "g", {"class": "ir-lighthouse", "data-segment": "l", "transform": upright})
        add(
            tower,
            "ellipse",
            {
                "cx": "0",
                "cy": "9",
                "rx": "13",
                "ry": "8",
                "fill": paint["land"],
                "stroke": paint["land edge"],
            },
        )
        add(
            tower,
            "path",
            {
                "d": "M -6 12 L -3.5 -9 L 3.5 -9 L 6 12 Z",
                "fill": paint["lighthouse"],
                "stroke": paint["bridge casing"],
                "stroke-width": "1",
            },
        )
        for top in (-4.5, 3.5):
            add(
                tower,
                "path",
                {
                    "d": f"M -{4.6 + top / 8:.2f} {top + 4} L -{4 + top / 9:.2f} {top} "
                    f"L {4 + top / 9:.2f} {top} L {4.6 + top / 8:.2f} {top + 4} Z",
                    "fill": paint["lighthouse band"],
                },
            )
        add(
            tower,
            "circle",
            {
                "cx": "0",
                "cy": "-12",
                "r": "3.6",
                "fill": paint["light"],
                "stroke": paint["bridge casing"],
                "stroke-width": "0.8",
            },
        )


def meeple(
    drawing: Svg,
    x: float,
    y: float,
    colour: str,
    lying: bool,
    attributes: dict[str, str],
    parent: ET.Element | None = None,
    scale: float = 1.0,
) -> None:
    turn = (" rotate(90)" if lying else "") + (f" scale({scale:g})" if scale != 1 else "")
    drawing.add(
        parent,
        "path",
        {
            **attributes,
            "d": _MEEPLE,
            "transform": f"translate({x:g} {y:g}){turn}",
            "fill": colour,
            "stroke": "#111111",
            "stroke-width": "1.2",
        },
    )
