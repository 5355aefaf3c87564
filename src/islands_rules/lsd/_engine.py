"""The field as ints, shared by the rules, the scoring and the fast playout: openly private.

A cell ``(x, y)`` is the int key ``x * STRIDE + y``, so its neighbours are ``key ± 1``
(north, south) and ``key ± STRIDE`` (east, west), and keys sort as cells do, by ``x`` then
``y``. Keys are exact for ``|y| < 2**31``: farther cells are never next to the field,
which holds at most a few billion tiles (R5), so callers reject them first (:func:`in_range`).

A tile is the int code ``owner << 5 | icon << 4 | sides``: the owner's seat (R1), the
icon (0 for ``+``, 1 for ``x``), and the 4-bit mask of its half-dot sides after turning.
Its icon colour is ``owner & 1`` (R2).

The *open* cells are the empty cells next to a tile; each holds ``need | forbid << 4``:
the sides a tile put there must have a half-dot on (a half-dot faces them) and the sides
it must leave empty (an empty side faces them). R9 and R10 for a tile with sides ``s``
there then read ``s & forbid == 0 and s & need == need != 0``: :data:`FITS` lists those
``s`` for every constraint, once.
"""

from __future__ import annotations

from ._tiles import ORIENTATIONS, PATTERN_OF

STRIDE = 1 << 32
LIMIT = 1 << 31
STEPS = (1, STRIDE, -1, -STRIDE)
"""The key offset to the neighbour on side n, e, s, w (side ``d`` is bit ``1 << d``)."""
OPPOSITE = (4, 8, 1, 2)
"""The bit of the side facing back: the n side of a tile faces the s side of its neighbour."""


def in_range(x: int, y: int) -> bool:
    """Whether ``(x, y)`` has an exact key (every cell a game can reach has)."""
    return -LIMIT < x < LIMIT and -LIMIT < y < LIMIT


def key(x: int, y: int) -> int:
    """The key of cell ``(x, y)``.

    >>> key(0, 0), key(0, -1), key(1, 0) == STRIDE
    (0, -1, True)
    """
    return x * STRIDE + y


def cell(k: int) -> tuple[int, int]:
    """The cell of key ``k``.

    >>> cell(key(-3, 5)), cell(key(2, -7))
    ((-3, 5), (2, -7))
    """
    x = (k + LIMIT) >> 32
    return x, k - x * STRIDE


def _fits() -> tuple[tuple[int, ...], ...]:
    table = []
    for constraint in range(256):
        need, forbid = constraint & 15, constraint >> 4
        table.append(
            tuple(
                s
                for masks in ORIENTATIONS
                for s in masks
                if need and not need & forbid and s & need == need and not s & forbid
            )
        )
    return tuple(table)


FITS: tuple[tuple[int, ...], ...] = _fits()
"""For ``need | forbid << 4``, the side masks a tile may show there (R9, R10), in pattern order."""
FIT_PATTERNS: tuple[int, ...] = tuple(sum({1 << PATTERN_OF[s] for s in masks}) for masks in FITS)
"""For ``need | forbid << 4``, a 5-bit mask of the patterns that can be turned to fit there."""


def constraint(field: dict[int, int], k: int) -> int:
    """``need | forbid << 4`` for the empty cell ``k``: 0 if no tile shares a side with it."""
    found = 0
    for d in range(4):
        code = field.get(k + STEPS[d])
        if code is not None:  # its side facing ``k`` is the opposite of side ``d``
            found |= 1 << d if code & OPPOSITE[d] else 16 << d
    return found


def put(field: dict[int, int], open_cells: dict[int, int], k: int, code: int) -> None:
    """Put tile ``code`` on the empty cell ``k`` of the (copied) ``field``, keeping ``open_cells``."""
    field[k] = code
    open_cells.pop(k, None)
    sides = code & 15
    for d, step, bit in _AROUND:
        n = k + step
        if n not in field:
            open_cells[n] = open_cells.get(n, 0) | (bit if sides >> d & 1 else bit << 4)


_AROUND = tuple(zip(range(4), STEPS, OPPOSITE, strict=True))
"""Each side ``d`` with its key offset and the bit of the side facing back, for :func:`put`."""


def lift(field: dict[int, int], open_cells: dict[int, int], k: int) -> None:
    """Take the tile off cell ``k`` of the (copied) ``field`` (a capture, R15), keeping ``open_cells``."""
    del field[k]
    for n in (k, k + 1, k - 1, k + STRIDE, k - STRIDE):
        if n in field:
            continue
        found = constraint(field, n)
        if found:
            open_cells[n] = found
        else:
            open_cells.pop(n, None)


def captured(field: dict[int, int], k: int, code: int) -> list[int]:
    """The cells the tile ``code`` just put on ``k`` captures (R12-R15), each once, in key order.

    A pair is the new tile and a tile with the same icon and the same icon colour; the
    victims are tiles of the other icon colour between them (``+``, R13) or on the two cells
    touching both (``x``, R14).
    """
    match = code >> 4 & 3  # icon colour (bit 5: owner parity, R2) and icon (bit 4)
    colour = code >> 5 & 1
    victims: set[int] = set()
    if not code >> 4 & 1:  # a + tile
        for step in STEPS:
            partner = field.get(k + 2 * step)
            if partner is not None and partner >> 4 & 3 == match:
                between = field.get(k + step)
                if between is not None and between >> 5 & 1 != colour:
                    victims.add(k + step)
    else:
        for dx in (STRIDE, -STRIDE):
            for dy in (1, -1):
                partner = field.get(k + dx + dy)
                if partner is not None and partner >> 4 & 3 == match:
                    for side in (k + dx, k + dy):
                        between = field.get(side)
                        if between is not None and between >> 5 & 1 != colour:
                            victims.add(side)
    return sorted(victims) if victims else []


def run_through(field: dict[int, int], k: int, owner: int) -> int:
    """The longest gap-free row or column of ``owner``'s tiles through cell ``k`` (R16)."""
    best = 0
    for step in (1, STRIDE):
        length = 1
        for way in (step, -step):
            n = k + way
            while field.get(n, -1) >> 5 == owner:
                length += 1
                n += way
        best = max(best, length)
    return best


def longest_lines(field: dict[int, int], players: int) -> list[int]:
    """Each player's longest gap-free row or column of their own tiles (R20 ``points``)."""
    best = [0] * players
    for k, code in field.items():
        owner = code >> 5
        for step in (1, STRIDE):
            if field.get(k - step, -1) >> 5 == owner:
                continue  # not the start of a run
            length, n = 1, k + step
            while field.get(n, -1) >> 5 == owner:
                length += 1
                n += step
            if length > best[owner]:
                best[owner] = length
    return best


def runs(field: dict[int, int], owner: int, length: int) -> list[list[int]]:
    """``owner``'s gap-free rows and columns of at least ``length`` tiles, each as its keys (R16)."""
    found = []
    for k, code in sorted(field.items()):
        if code >> 5 != owner:
            continue
        for step in (1, STRIDE):
            if field.get(k - step, -1) >> 5 == owner:
                continue  # not the start of a run
            run, n = [k], k + step
            while field.get(n, -1) >> 5 == owner:
                run.append(n)
                n += step
            if len(run) >= length:
                found.append(run)
    return found


def fitting_patterns(open_cells: dict[int, int]) -> int:
    """The 5-bit mask of patterns that fit on at least one open cell (R9, R10)."""
    found = 0
    for c in open_cells.values():
        found |= FIT_PATTERNS[c]
        if found == 31:
            break
    return found


def patterns_left(supply: tuple[int, ...]) -> int:
    """The 5-bit mask of patterns with at least one tile in ``supply`` (either icon, R11)."""
    # Written out: it is asked for every player after every placement (R18).
    return (
        (1 if supply[0] or supply[1] else 0)
        | (2 if supply[2] or supply[3] else 0)
        | (4 if supply[4] or supply[5] else 0)
        | (8 if supply[6] or supply[7] else 0)
        | (16 if supply[8] or supply[9] else 0)
    )
