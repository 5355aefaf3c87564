"""Where a game's SVG picture draws its cells, for turning a click on the picture into a cell.

Every game draws its board as a grid of equal squares. Each game says, for a picture drawn
with given options, where that grid lies (:meth:`~islands_rules.Game.svg_grid`); this module
does the arithmetic once for all of them. Positions are in the picture's pixels from its top
left corner, ``x`` to the right and ``y`` down; a picture drawn with ``size=None`` has no
pixels of its own, and its positions are in the units of its ``viewBox``.
"""

from __future__ import annotations

import math

import attrs

from ..core.errors import RenderError, shown

__all__ = ["SvgGrid"]

_FAR = 1e9  # pixels: a point further out than this is off any picture


@attrs.frozen
class SvgGrid:
    """The cells of one SVG picture as a grid: which cell each square is, and where the
    squares lie.

    ``rows`` names the cells as clicks name them (:class:`~islands_rules.Input`), the top
    row first, each left to right; ``None`` where the grid has a square but the board no
    cell. The grid's top left corner is ``left, top`` units from the picture's top left,
    each square ``cell`` units wide, and the picture shows ``scale`` pixels per unit.

    >>> grid = SvgGrid(rows=(("a2", "b2"), ("a1", "b1")), left=10, top=10, cell=40, scale=0.5)
    >>> grid.box("a1"), grid.centre("a1")
    ((5.0, 25.0, 20.0), (15.0, 35.0))
    >>> grid.cell_at(15, 35), grid.cell_at(44, 10), grid.cell_at(2, 2)
    ('a1', 'b2', None)
    >>> grid.box("c1")
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: the picture draws no cell c1

    :raises RenderError: if ``rows`` is not rows of names, or a number is not finite (``cell``
        and ``scale`` positive).
    """

    rows: tuple[tuple[str | None, ...], ...]
    left: float
    top: float
    cell: float
    scale: float
    _where: dict[str, tuple[int, int]] = attrs.field(init=False, repr=False, eq=False)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.rows, tuple) or not all(
            isinstance(row, tuple) and all(name is None or isinstance(name, str) for name in row)
            for row in self.rows
        ):
            raise RenderError(
                f"rows must be a tuple of rows, each a tuple of cell names or None, got {shown(self.rows)}"
            )
        for name in ("left", "top", "cell", "scale"):
            value = getattr(self, name)
            positive = name in ("cell", "scale")
            if type(value) not in (int, float) or not math.isfinite(value) or (positive and value <= 0):
                kind = "a positive number" if positive else "a number"
                raise RenderError(f"{name} must be {kind}, got {shown(value)}")
        where = {
            name: (column, row)
            for row, names in enumerate(self.rows)
            for column, name in enumerate(names)
            if name is not None
        }
        object.__setattr__(self, "_where", where)

    @property
    def cells(self) -> tuple[str, ...]:
        """Every cell the picture draws, top row first, each left to right.

        >>> SvgGrid(rows=(("a2", None), ("a1", "b1")), left=0, top=0, cell=1, scale=1).cells
        ('a2', 'a1', 'b1')
        """
        return tuple(self._where)

    def box(self, cell: str) -> tuple[float, float, float]:
        """Where the picture draws ``cell``: its square's top left ``x, y`` and its side, in
        pixels (rounded to hundredths).

        :raises RenderError: if the picture draws no such cell.
        """
        if not isinstance(cell, str) or cell not in self._where:
            raise RenderError(f"the picture draws no cell {cell if isinstance(cell, str) else shown(cell)}")
        column, row = self._where[cell]
        scale = self.scale
        x, y = self.left + column * self.cell, self.top + row * self.cell
        return round(x * scale, 2), round(y * scale, 2), round(self.cell * scale, 2)

    def centre(self, cell: str) -> tuple[float, float]:
        """The centre of ``cell``'s square, in pixels (rounded to hundredths).

        :raises RenderError: if the picture draws no such cell.
        """
        self.box(cell)  # refuses a cell the picture does not draw
        column, row = self._where[cell]
        half = self.cell / 2  # from the exact corner, not the rounded one: rounded once
        x, y = self.left + column * self.cell + half, self.top + row * self.cell + half
        return round(x * self.scale, 2), round(y * self.scale, 2)

    def cell_at(self, x: float, y: float) -> str | None:
        """The cell whose square holds the point ``x, y`` (in pixels), or ``None`` if no
        cell's does: what a click there chose.

        :raises RenderError: if ``x`` or ``y`` is not a number.
        """
        for value in (x, y):
            if type(value) not in (int, float) or value != value:  # NaN is no point
                raise RenderError(f"a point is two numbers of pixels, got {shown(value)}")
        if abs(x) > _FAR or abs(y) > _FAR:  # far off any picture (and no float could hold it)
            return None
        column = math.floor((x / self.scale - self.left) / self.cell)
        row = math.floor((y / self.scale - self.top) / self.cell)
        if not (0 <= row < len(self.rows) and 0 <= column < len(self.rows[row])):
            return None
        return self.rows[row][column]
