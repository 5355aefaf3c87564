"""The SVG frame of an LSD field: where each cell lies, and how a tile, a whole dot, the
coordinates and the winning line are drawn. Private to :mod:`islands_rules.lsd.render`."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping

from ._marks import Frame
from ._tiles import ICON_COLOURS, PLAYER_NAMES, Tile

CELL = 40  # user units per cell; the viewBox scales them to ``size`` pixels
_INSET = 2  # tiles sit inside their cell, so the seam between neighbours shows
_DOT = 6.5  # radius of a half-dot
MARGIN = 22  # room for the coordinates


def number(value: float) -> str:
    """A coordinate for the document: short, no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


class Drawing:
    """An SVG document being drawn, and where each cell of the field lies in it."""

    def __init__(self, frame: Frame, paint: Mapping[str, str], margin: int) -> None:
        self.frame, self.paint, self.margin = frame, paint, margin
        self.scale = 1.0  # pixels per unit: the picture's size over its longer side
        self.width = len(frame.columns) * CELL + 2 * margin
        self.height = len(frame.rows) * CELL + 2 * margin
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "version": "1.1",
                "class": "ir-lsd",
                "viewBox": f"0 0 {self.width} {self.height}",
            },
        )

    def corner(self, x: int, y: int) -> tuple[int, int]:
        """The top left corner of cell ``(x, y)``; north is up."""
        return (
            self.margin + (x - self.frame.left) * CELL,
            self.margin + (self.frame.top - y) * CELL,
        )

    def add(self, parent: ET.Element | None, tag: str, attributes: dict[str, str]) -> ET.Element:
        return ET.SubElement(self.root if parent is None else parent, tag, attributes)

    def square(
        self, parent: ET.Element | None, cls: str, cell: tuple[int, int], inset: float, **extra: str
    ) -> None:
        left, top = self.corner(*cell)
        side = CELL - 2 * inset
        place = {
            "x": number(left + inset),
            "y": number(top + inset),
            "width": number(side),
            "height": number(side),
        }
        self.add(parent, "rect", {"class": cls, "data-cell": f"{cell[0]},{cell[1]}", **place, **extra})

    def table(self) -> None:
        paint = self.paint
        self.add(
            None,
            "rect",
            {
                "class": "ir-table",
                "x": "0",
                "y": "0",
                "width": str(self.width),
                "height": str(self.height),
                "fill": paint["table"],
            },
        )
        for y in self.frame.rows:
            for x in self.frame.columns:
                self.square(None, "ir-cell", (x, y), 0.5, fill="none", stroke=paint["grid"])

    def tile(self, cell: tuple[int, int], tile: Tile, *, ghost: bool) -> None:
        """A tile: its body in the owner's colour, its half-dots, its icon in the icon colour."""
        paint = self.paint
        cls = f"ir-ghost ir-{tile.owner}" if ghost else f"ir-tile ir-{tile.owner}"
        group = self.add(
            None,
            "g",
            {
                "class": cls,
                "data-cell": f"{cell[0]},{cell[1]}",
                "data-tile": tile.type,
                "data-sides": tile.sides,
            },
        )
        if ghost:
            group.set("opacity", "0.45")
        body = {
            "rx": "5",
            "fill": paint[tile.owner],
            "stroke": paint["ghost" if ghost else "edge"],
            "stroke-width": "1.5",
        }
        if ghost:
            body["stroke-dasharray"] = "4 3"
        self.square(group, "ir-body", cell, _INSET, **body)
        left, top = self.corner(*cell)
        middle = CELL / 2
        centres = {
            "n": (middle, _INSET),
            "e": (CELL - _INSET, middle),
            "s": (middle, CELL - _INSET),
            "w": (_INSET, middle),
        }
        sweeps = {"n": (-1, 0, 1, 0), "e": (0, -1, 0, 1), "s": (1, 0, -1, 0), "w": (0, 1, 0, -1)}
        for side in tile.sides:
            cx, cy = left + centres[side][0], top + centres[side][1]
            ax, ay, bx, by = sweeps[side]
            # A half-disc standing on the side, bulging into the tile.
            path = (
                f"M{number(cx + ax * _DOT)} {number(cy + ay * _DOT)}A{number(_DOT)} {number(_DOT)} 0 0 0 "
                f"{number(cx + bx * _DOT)} {number(cy + by * _DOT)}Z"
            )
            self.add(
                group,
                "path",
                {
                    "class": "ir-half-dot",
                    "data-side": side,
                    "d": path,
                    "fill": paint["dot"],
                    "stroke": paint["dot edge"],
                    "stroke-width": "1",
                },
            )
        colour = ICON_COLOURS[PLAYER_NAMES.index(tile.owner) % 2]
        arm = 9.0
        cx, cy = left + middle, top + middle
        if tile.icon == "+":
            strokes = (
                f"M{number(cx - arm)} {number(cy)}H{number(cx + arm)}"
                f"M{number(cx)} {number(cy - arm)}V{number(cy + arm)}"
            )
        else:
            d = arm * 0.8
            strokes = (
                f"M{number(cx - d)} {number(cy - d)}L{number(cx + d)} {number(cy + d)}"
                f"M{number(cx - d)} {number(cy + d)}L{number(cx + d)} {number(cy - d)}"
            )
        self.add(
            group,
            "path",
            {
                "class": f"ir-icon ir-{colour}",
                "d": strokes,
                "stroke": paint[colour],
                "stroke-width": "4.5",
                "stroke-linecap": "round",
                "fill": "none",
            },
        )

    def whole_dot(self, one: tuple[int, int], two: tuple[int, int]) -> None:
        """A whole dot on the side two tiles share, where their half-dots meet (R9)."""
        (x1, y1), (x2, y2) = self.corner(*one), self.corner(*two)
        cx, cy = (x1 + x2) / 2 + CELL / 2, (y1 + y2) / 2 + CELL / 2
        self.add(
            None,
            "circle",
            {
                "class": "ir-dot",
                "data-cells": f"{one[0]},{one[1]} {two[0]},{two[1]}",
                "cx": number(cx),
                "cy": number(cy),
                "r": number(_DOT),
                "fill": self.paint["dot"],
                "stroke": self.paint["dot edge"],
                "stroke-width": "1",
            },
        )

    def coordinates(self) -> None:
        text = {
            "fill": self.paint["coord"],
            "font-family": "sans-serif",
            "font-size": "12",
            "text-anchor": "middle",
        }
        near_x, far_x = self.margin / 2, self.width - self.margin / 2
        near_y, far_y = self.margin / 2, self.height - self.margin / 2
        for x in self.frame.columns:
            cx = self.corner(x, 0)[0] + CELL / 2
            for spot in (near_y, far_y):
                self.add(
                    None, "text", {"class": "ir-coord ir-x", "x": number(cx), "y": number(spot + 4), **text}
                ).text = str(x)
        for y in self.frame.rows:
            cy = self.corner(0, y)[1] + CELL / 2
            for spot in (near_x, far_x):
                self.add(
                    None, "text", {"class": "ir-coord ir-y", "x": number(spot), "y": number(cy + 4), **text}
                ).text = str(y)

    def win_line(self, cells: list[tuple[int, int]], colour: str) -> None:
        """A frame around a winning row or column of tiles (R16)."""
        corners = [self.corner(*cell) for cell in cells]
        left, top = min(x for x, _ in corners), min(y for _, y in corners)
        right, bottom = max(x for x, _ in corners) + CELL, max(y for _, y in corners) + CELL
        named = " ".join(f"{x},{y}" for x, y in cells)
        self.add(
            None,
            "rect",
            {
                "class": "ir-win-line",
                "data-cells": named,
                "x": number(left - 1),
                "y": number(top - 1),
                "width": number(right - left + 2),
                "height": number(bottom - top + 2),
                "rx": "8",
                "fill": "none",
                "stroke": colour,
                "stroke-width": "4",
            },
        )
