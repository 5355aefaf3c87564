"""The SVG document of a Ponte del Diavolo picture, and where each cell of the board lies in it
(the drawing primitives of :mod:`~islands_rules.ponte.render`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping

from ._cells import Cell, Colour
from .moves import BuildBridge
from .scoring import Group

__all__ = ["CELL", "INSET", "MARGIN", "Drawing", "classes"]

CELL = 40  # user units per cell; the viewBox scales them to ``size`` pixels
MARGIN = 20
INSET = 3  # tiles sit inside their cell, so neighbouring tiles stay tellable apart


def classes(names: str) -> str:
    """``names`` with the ``ir-`` prefix on each, so no page's style sheet can reach them."""
    return " ".join(f"ir-{name}" for name in names.split())


class Drawing:
    """An SVG document being drawn, and where each cell of the board lies in it."""

    def __init__(self, size: int, *, flipped: bool, margin: int) -> None:
        self.size, self.flipped, self.margin = size, flipped, margin
        self.extent = size * CELL + 2 * margin
        self.root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "version": "1.1",
                "class": "ir-board ir-ponte",
                "viewBox": f"0 0 {self.extent} {self.extent}",
            },
        )

    def corner(self, cell: Cell) -> tuple[int, int]:
        """The top left corner of ``cell``; row 1 is at the bottom unless flipped."""
        last = self.size - 1
        column = last - cell.column if self.flipped else cell.column
        row = cell.row if self.flipped else last - cell.row
        return self.margin + column * CELL, self.margin + row * CELL

    def centre(self, cell: Cell) -> tuple[int, int]:
        x, y = self.corner(cell)
        return x + CELL // 2, y + CELL // 2

    def add(self, tag: str, attributes: dict[str, str]) -> ET.Element:
        return ET.SubElement(self.root, tag, attributes)

    def rect(self, cls: str, x: int, y: int, side: int, attributes: dict[str, str]) -> None:
        place = {"x": str(x), "y": str(y), "width": str(side), "height": str(side)}
        self.add("rect", {"class": classes(cls), **place, **attributes})

    def square(self, cls: str, cell: Cell, attributes: dict[str, str], *, inset: int = 0) -> None:
        x, y = self.corner(cell)
        side = CELL - 2 * inset
        self.rect(cls, x + inset, y + inset, side, {"data-cell": str(cell), **attributes})

    def water(self, paint: Mapping[str, str], *, frame: bool) -> None:
        """The frame, then the water under the whole board, then one square per cell."""
        if frame:
            self.rect("margin", 0, 0, self.extent, {"fill": paint["margin"]})
        # Under the cells too, so no frame colour shows through the seams between them.
        self.rect("water", self.margin, self.margin, self.size * CELL, {"fill": paint["water"]})
        grid = {"fill": paint["water"], "stroke": paint["grid"], "stroke-width": "1"}
        for column in range(self.size):
            for row in range(self.size):
                self.square("cell", Cell(column, row), grid)

    def ground(self, group: Group, paint: Mapping[str, str]) -> None:
        """The ground under a group, one path over all its cells, coloured by its kind (R9)."""
        kind = "island" if group.is_island else "sandbank"
        cells = sorted(group.cells)
        squares = "".join(f"M{x} {y}h{CELL}v{CELL}h-{CELL}z" for x, y in map(self.corner, cells))
        cells_named = " ".join(map(str, cells))
        self.add(
            "path",
            {
                "class": classes(f"{kind} {group.colour}"),
                "data-cells": cells_named,
                "d": squares,
                "fill": paint[kind],
            },
        )

    def bridge(self, bridge: BuildBridge, colour: Colour, paint: Mapping[str, str]) -> None:
        """A bridge from centre to centre of its end tiles, over a darker casing."""
        (x1, y1), (x2, y2) = self.centre(bridge.first), self.centre(bridge.second)
        line = {"data-bridge": str(bridge), "x1": str(x1), "y1": str(y1), "x2": str(x2), "y2": str(y2)}
        for cls, stroke, width in (
            ("bridge-casing", paint["bridge casing"], "14"),
            (f"bridge {colour}", paint[f"bridge {colour}"], "9"),
        ):
            self.add(
                "line",
                {
                    "class": classes(cls),
                    **line,
                    "stroke": stroke,
                    "stroke-width": width,
                    "stroke-linecap": "round",
                },
            )

    def coordinates(self, paint: Mapping[str, str]) -> None:
        """Column letters above and below the board, row numbers left and right of it."""
        text = {
            "fill": paint["coord"],
            "font-family": "sans-serif",
            "font-size": "13",
            "text-anchor": "middle",
        }
        near, far = self.margin // 2, self.extent - self.margin // 2
        for index in range(self.size):
            x, y = self.centre(Cell(index, index))
            for cls, label, spots in (
                ("coord column", chr(ord("a") + index), ((x, near), (x, far))),
                ("coord row", str(index + 1), ((near, y), (far, y))),
            ):
                for spot_x, spot_y in spots:
                    # 5 units puts the middle of a digit, not its baseline, on the spot.
                    place = {"x": str(spot_x), "y": str(spot_y + 5)}
                    self.add("text", {"class": classes(cls), **place, **text}).text = label
