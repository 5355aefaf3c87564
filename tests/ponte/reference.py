"""Reference implementation of the rules of Ponte del Diavolo (R1-R22).

This module is the slow, obviously-correct model that the test suite compares
the real engine against.  It is written from the rules page
(``/work/shared/rules/ponte-del-diavolo.md``) alone and shares no code with the
engine.  Plain sets, tuples and loops only: clarity over speed.

Data model
----------
* A cell is ``(column, row)``, 0-based: ``(0, 0)`` is ``a1``, ``(2, 2)`` is ``c3``.
* Colours are the strings ``"light"`` and ``"dark"``.
* A bridge is ``(colour, frozenset({end_a, end_b}))``.
* A move is ``("place", frozenset({a, b}))``, ``("bridge", frozenset({a, b}))``,
  ``("swap",)`` or ``("pass",)`` (pass = decline, R17).
* Phases: ``"opening"`` (R4), ``"choice"`` (R5), ``"play"`` and ``"over"``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

Cell = tuple[int, int]
Bridge = tuple[str, frozenset[Cell]]
Move = tuple[str] | tuple[str, frozenset[Cell]]

COLOURS: tuple[str, str] = ("light", "dark")
PHASES: tuple[str, str, str, str] = ("opening", "choice", "play", "over")
MIN_SIZE = 4
MAX_SIZE = 26
ISLAND_SIZE = 4

# R11: the offsets a bridge may span.
BRIDGE_OFFSETS: frozenset[Cell] = frozenset(
    {
        (2, 0), (-2, 0), (0, 2), (0, -2),
        (2, 2), (2, -2), (-2, 2), (-2, -2),
        (1, 2), (1, -2), (-1, 2), (-1, -2),
        (2, 1), (2, -1), (-2, 1), (-2, -1),
    }
)  # fmt: skip

ORTHOGONAL: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
AROUND: tuple[Cell, ...] = (
    (-1, -1), (0, -1), (1, -1),
    (-1, 0),           (1, 0),
    (-1, 1),  (0, 1),  (1, 1),
)  # fmt: skip


@dataclass(frozen=True)
class RefPosition:
    """A complete game state (R1-R3: pieces are only ever added)."""

    size: int
    light: frozenset[Cell]
    dark: frozenset[Cell]
    bridges: frozenset[Bridge]
    to_move: str
    phase: str
    light_tiles_left: int | None
    dark_tiles_left: int | None
    bridges_left: int | None
    light_declined: bool

    def __post_init__(self) -> None:
        """Reject malformed states (R1: an N x N board, 4 <= N; letters stop at z)."""
        if not MIN_SIZE <= self.size <= MAX_SIZE:
            raise ValueError(f"board size {self.size} is outside 4..26")
        if self.to_move not in COLOURS:
            raise ValueError(f"unknown colour {self.to_move!r}")
        if self.phase not in PHASES:
            raise ValueError(f"unknown phase {self.phase!r}")
        for cell in self.light | self.dark:
            if not on_board(self.size, cell):
                raise ValueError(f"cell {cell} is off the board")
        if self.light & self.dark:
            raise ValueError("a cell holds both a light and a dark tile")
        for colour, ends in self.bridges:
            if colour not in COLOURS:
                raise ValueError(f"unknown bridge colour {colour!r}")
            if len(ends) != 2 or not ends <= tiles_of(self, colour):
                raise ValueError(f"bridge {sorted(ends)} does not join two {colour} tiles")
        for left in (self.light_tiles_left, self.dark_tiles_left, self.bridges_left):
            if left is not None and left < 0:
                raise ValueError("a supply is negative")


# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------


def other(colour: str) -> str:
    """The opponent's colour (R6: the rules speak of colours, not seats)."""
    return "dark" if colour == "light" else "light"


def on_board(size: int, cell: Cell) -> bool:
    """True when the cell lies on the size x size board (R1)."""
    column, row = cell
    return 0 <= column < size and 0 <= row < size


def tiles_of(pos: RefPosition, colour: str) -> frozenset[Cell]:
    """The cells holding a tile of ``colour`` (R9)."""
    return pos.light if colour == "light" else pos.dark


def tiles_left(pos: RefPosition, colour: str) -> int | None:
    """The tiles ``colour`` still has in supply, None = unlimited (R2)."""
    return pos.light_tiles_left if colour == "light" else pos.dark_tiles_left


def ref_cell(text: str) -> Cell:
    """Parse a coordinate such as ``"c3"`` or ``"j10"`` (letter = column, number = row)."""
    text = text.strip().lower()
    if len(text) < 2 or not "a" <= text[0] <= "z" or not text[1:].isdigit():
        raise ValueError(f"bad cell name {text!r}")
    row = int(text[1:])
    if row < 1:
        raise ValueError(f"bad cell name {text!r}")
    return (ord(text[0]) - ord("a"), row - 1)


def ref_cell_name(cell: Cell) -> str:
    """The inverse of :func:`ref_cell`: ``(2, 2)`` -> ``"c3"``."""
    return f"{chr(ord('a') + cell[0])}{cell[1] + 1}"


# ---------------------------------------------------------------------------
# Construction
# ---------------------------------------------------------------------------


def ref_new_game(size: int = 10, tiles: int | None = 40, bridges: int | None = 15) -> RefPosition:
    """An empty board before the opening (R1, R2, R4): light to move, phase "opening"."""
    return RefPosition(
        size=size,
        light=frozenset(),
        dark=frozenset(),
        bridges=frozenset(),
        to_move="light",
        phase="opening",
        light_tiles_left=tiles,
        dark_tiles_left=tiles,
        bridges_left=bridges,
        light_declined=False,
    )


def _cells(names: str | Iterable[str]) -> frozenset[Cell]:
    """Parse cell names given as one space-separated string or an iterable of names."""
    if isinstance(names, str):
        names = names.split()
    return frozenset(ref_cell(name) for name in names)


def ref_position(
    size: int,
    light: str | Iterable[str] = (),
    dark: str | Iterable[str] = (),
    bridges: Iterable[tuple[str, str, str]] = (),
    to_move: str = "light",
    phase: str = "play",
    light_tiles_left: int | None = None,
    dark_tiles_left: int | None = None,
    bridges_left: int | None = None,
    light_declined: bool = False,
) -> RefPosition:
    """Build a position from cell names, e.g. ``light="a1 b1"``, ``bridges=[("light", "a1", "a3")]``.

    Convenience for writing the rules' examples (R1-R3); no legality is checked
    beyond what :class:`RefPosition` itself rejects.
    """
    return RefPosition(
        size=size,
        light=_cells(light),
        dark=_cells(dark),
        bridges=frozenset((colour, frozenset({ref_cell(a), ref_cell(b)})) for colour, a, b in bridges),
        to_move=to_move,
        phase=phase,
        light_tiles_left=light_tiles_left,
        dark_tiles_left=dark_tiles_left,
        bridges_left=bridges_left,
        light_declined=light_declined,
    )


# ---------------------------------------------------------------------------
# Bridges: cells under them and crossing (R11, R12, R14)
# ---------------------------------------------------------------------------


def ref_cells_under(a: Cell, b: Cell) -> frozenset[Cell]:
    """The cells under a bridge from ``a`` to ``b`` (R12).

    Straight and diagonal bridges cover their midpoint.  A knight bridge from
    (x, y) to (x+dx, y+dy) covers, when |dy| = 2, the cells (x, y+dy/2) and
    (x+dx, y+dy/2); when |dx| = 2, the cells (x+dx/2, y) and (x+dx/2, y+dy).
    """
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    if (dx, dy) not in BRIDGE_OFFSETS:
        raise ValueError(f"{a} and {b} are not a bridge apart (R11)")
    x, y = a
    if abs(dx) != 1 and abs(dy) != 1:  # straight or diagonal: the midpoint
        return frozenset({(x + dx // 2, y + dy // 2)})
    if abs(dy) == 2:  # knight, long in the row direction
        return frozenset({(x, y + dy // 2), (x + dx, y + dy // 2)})
    return frozenset({(x + dx // 2, y), (x + dx // 2, y + dy)})  # knight, long in columns


def ref_blocked(pos: RefPosition) -> frozenset[Cell]:
    """All cells under any bridge of either colour (R12: blocked for both colours forever)."""
    blocked: set[Cell] = set()
    for _colour, ends in pos.bridges:
        a, b = sorted(ends)
        blocked |= ref_cells_under(a, b)
    return frozenset(blocked)


def _cross(o: Cell, p: Cell, q: Cell) -> int:
    """Twice the signed area of triangle o, p, q (exact integer orientation test)."""
    return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])


def _within_box(p: Cell, q: Cell, r: Cell) -> bool:
    """For r collinear with p and q: True when r lies on the closed segment p-q."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def ref_segments_meet(p1: Cell, p2: Cell, q1: Cell, q2: Cell) -> bool:
    """True when the closed segments p1-p2 and q1-q2 share at least one point (R14).

    Cell centres are the integer points (column, row) -- a common shift by
    one half does not change whether segments meet -- so the classic
    orientation test is exact in integers.  Touching at one point (an end, or
    a grid corner) and collinear overlap both count as meeting.
    """
    d1 = _cross(q1, q2, p1)
    d2 = _cross(q1, q2, p2)
    d3 = _cross(p1, p2, q1)
    d4 = _cross(p1, p2, q2)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True  # proper crossing
    if d1 == 0 and _within_box(q1, q2, p1):
        return True
    if d2 == 0 and _within_box(q1, q2, p2):
        return True
    if d3 == 0 and _within_box(p1, p2, q1):
        return True
    return d4 == 0 and _within_box(p1, p2, q2)


def ref_bridge_ok(pos: RefPosition, colour: str, a: Cell, b: Cell) -> bool:
    """Is a bridge of ``colour`` from ``a`` to ``b`` legal, ignoring the pool and the turn?

    R11: both ends are tiles of ``colour`` at a bridge offset.
    R12: the cells under it hold no tile of either colour.
    R13: neither end already carries a bridge end.
    R14: no cell under it is already under a bridge, and its segment meets no
    existing bridge's segment (bridges of both colours count).
    """
    own = tiles_of(pos, colour)
    if a not in own or b not in own:
        return False
    if (b[0] - a[0], b[1] - a[1]) not in BRIDGE_OFFSETS:
        return False
    under = ref_cells_under(a, b)
    if under & (pos.light | pos.dark):
        return False
    if under & ref_blocked(pos):
        return False
    for _other_colour, ends in pos.bridges:
        if a in ends or b in ends:
            return False
        c, d = sorted(ends)
        if ref_segments_meet(a, b, c, d):
            return False
    return True


def ref_legal_bridges(pos: RefPosition, colour: str) -> frozenset[frozenset[Cell]]:
    """Every legal bridge for ``colour`` (R11-R15); empty when the shared pool is empty (R15)."""
    if pos.bridges_left is not None and pos.bridges_left < 1:
        return frozenset()
    result: set[frozenset[Cell]] = set()
    own = sorted(tiles_of(pos, colour))
    for i, a in enumerate(own):
        for b in own[i + 1 :]:
            if ref_bridge_ok(pos, colour, a, b):
                result.add(frozenset({a, b}))
    return frozenset(result)


# ---------------------------------------------------------------------------
# Groups and tile placement (R8-R10, R17)
# ---------------------------------------------------------------------------


def groups_of(tiles: frozenset[Cell]) -> frozenset[frozenset[Cell]]:
    """Split a set of tiles into orthogonally connected groups by breadth-first search (R9)."""
    groups: set[frozenset[Cell]] = set()
    seen: set[Cell] = set()
    for start in sorted(tiles):
        if start in seen:
            continue
        group: set[Cell] = {start}
        frontier: list[Cell] = [start]
        while frontier:
            x, y = frontier.pop()
            for dx, dy in ORTHOGONAL:
                neighbour = (x + dx, y + dy)
                if neighbour in tiles and neighbour not in group:
                    group.add(neighbour)
                    frontier.append(neighbour)
        seen |= group
        groups.add(frozenset(group))
    return frozenset(groups)


def ref_groups(pos: RefPosition, colour: str) -> frozenset[frozenset[Cell]]:
    """The groups of ``colour``: orthogonally connected tiles (R9)."""
    return groups_of(tiles_of(pos, colour))


def groups_ok(tiles: frozenset[Cell]) -> bool:
    """R9 for one colour's tiles: no group above 4, and no island touches another own tile.

    An island (exactly 4 tiles) may have no tile of its colour on any of the 8
    cells around any of its tiles, apart from its own tiles.
    """
    for group in groups_of(tiles):
        if len(group) > ISLAND_SIZE:
            return False
        if len(group) == ISLAND_SIZE:
            for x, y in group:
                for dx, dy in AROUND:
                    neighbour = (x + dx, y + dy)
                    if neighbour in tiles and neighbour not in group:
                        return False
    return True


def ref_tiles_legal(pos: RefPosition, colour: str, cells: frozenset[Cell]) -> bool:
    """May the tiles ``cells`` (one or two) of ``colour`` be added together? (R8-R10)

    R8: each cell is on the board, empty and not under a bridge.
    R9/R10: judged on the position with all new tiles added, for ``colour`` only
    (the other colour never restricts).  Supply and turn are ignored.
    """
    blocked = ref_blocked(pos)
    for cell in cells:
        if not on_board(pos.size, cell):
            return False
        if cell in pos.light or cell in pos.dark or cell in blocked:
            return False
    return groups_ok(tiles_of(pos, colour) | cells)


def ref_legal_pairs(pos: RefPosition, colour: str) -> frozenset[frozenset[Cell]]:
    """Every legal pair of distinct cells for two tiles of ``colour`` (R8-R10), ignoring supply and turn."""
    blocked = ref_blocked(pos)
    free = [
        (x, y)
        for x in range(pos.size)
        for y in range(pos.size)
        if (x, y) not in pos.light and (x, y) not in pos.dark and (x, y) not in blocked
    ]
    result: set[frozenset[Cell]] = set()
    for i, a in enumerate(free):
        for b in free[i + 1 :]:
            pair = frozenset({a, b})
            if ref_tiles_legal(pos, colour, pair):
                result.add(pair)
    return frozenset(result)


def ref_can_place_two(pos: RefPosition, colour: str) -> bool:
    """R17: at least 2 tiles left (or unlimited) and at least one legal pair exists."""
    left = tiles_left(pos, colour)
    if left is not None and left < 2:
        return False
    return len(ref_legal_pairs(pos, colour)) > 0


# ---------------------------------------------------------------------------
# Moves and game flow (R4-R7, R17-R19)
# ---------------------------------------------------------------------------


def _placements(pos: RefPosition, colour: str) -> set[Move]:
    """Placement moves for ``colour`` (R7a, R8-R10), respecting its supply (R2)."""
    left = tiles_left(pos, colour)
    if left is not None and left < 2:
        return set()
    return {("place", pair) for pair in ref_legal_pairs(pos, colour)}


def _ordinary_moves(pos: RefPosition, colour: str) -> set[Move]:
    """An ordinary turn (R7): two tiles, one bridge, or a decline when R17 allows it."""
    moves = _placements(pos, colour)
    moves |= {("bridge", ends) for ends in ref_legal_bridges(pos, colour)}
    if not ref_can_place_two(pos, colour):
        moves.add(("pass",))
    return moves


def ref_legal_moves(pos: RefPosition) -> frozenset[Move]:
    """All legal moves of the side to move.

    R4: in the opening light places two tiles (nothing else).
    R5/R6: in the choice phase dark may swap or take an ordinary turn.
    R7/R17: otherwise an ordinary turn.  Nothing is legal once the game is over.
    """
    if pos.phase == "over":
        return frozenset()
    if pos.phase == "opening":
        return frozenset(_placements(pos, pos.to_move))
    moves = _ordinary_moves(pos, pos.to_move)
    if pos.phase == "choice":
        moves.add(("swap",))
    return frozenset(moves)


def _move_cells(move: Move) -> frozenset[Cell]:
    """The two cells of a place or bridge move."""
    cells = move[-1]
    if not isinstance(cells, frozenset):
        raise TypeError(f"move {move!r} names no cells")
    return cells


def _apply(pos: RefPosition, move: Move) -> RefPosition:
    """Play a move already known to be legal (R4-R7, R15, R17, R18); no checking here."""
    mover = pos.to_move
    kind = move[0]
    if kind == "swap":  # R5/R6: nothing changes hands but the seats; dark moves next
        return replace(pos, phase="play")

    light = pos.light
    dark = pos.dark
    bridges = pos.bridges
    light_left = pos.light_tiles_left
    dark_left = pos.dark_tiles_left
    bridges_left = pos.bridges_left
    if kind == "place":
        cells = _move_cells(move)
        if mover == "light":
            light = light | cells
            light_left = None if light_left is None else light_left - 2
        else:
            dark = dark | cells
            dark_left = None if dark_left is None else dark_left - 2
    elif kind == "bridge":
        bridges = bridges | {(mover, _move_cells(move))}
        bridges_left = None if bridges_left is None else bridges_left - 1

    light_declined = pos.light_declined
    if mover == "dark" and (kind == "pass" or pos.light_declined):
        # R18: dark declines (the game ends at once), or dark's one extra turn is done
        phase, to_move = "over", mover
    elif kind == "pass":  # R18: light declines, dark gets exactly one more turn
        phase, to_move, light_declined = "play", "dark", True
    elif pos.phase == "opening":  # R4 -> R5
        phase, to_move = "choice", "dark"
    else:  # R6: turns alternate
        phase, to_move = "play", other(mover)

    return RefPosition(
        size=pos.size,
        light=light,
        dark=dark,
        bridges=bridges,
        to_move=to_move,
        phase=phase,
        light_tiles_left=light_left,
        dark_tiles_left=dark_left,
        bridges_left=bridges_left,
        light_declined=light_declined,
    )


def ref_play(pos: RefPosition, move: Move) -> RefPosition:
    """Return the position after ``move``; ValueError if it is not legal (R4-R18)."""
    if move not in ref_legal_moves(pos):
        raise ValueError(f"illegal move {move!r}")
    return _apply(pos, move)


def ref_perft(pos: RefPosition, depth: int) -> int:
    """The number of legal move sequences of exactly ``depth`` plies (game flow R4-R18)."""
    if depth == 0:
        return 1
    moves = ref_legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(ref_perft(_apply(pos, move), depth - 1) for move in moves)


# ---------------------------------------------------------------------------
# Scoring and outcome (R20-R22)
# ---------------------------------------------------------------------------


def ref_networks(pos: RefPosition, colour: str) -> list[tuple[frozenset[Cell], int]]:
    """Networks of ``colour`` (R20): groups are nodes, that colour's bridges are edges.

    Returns each network as (all its cells, number of islands in it), sorted by
    their smallest cell.  Sandbanks pass connections on but are not islands.
    """
    groups = list(ref_groups(pos, colour))
    edges: list[tuple[int, int]] = []
    for bridge_colour, ends in pos.bridges:
        if bridge_colour != colour:
            continue
        a, b = sorted(ends)
        ga = next(i for i, group in enumerate(groups) if a in group)
        gb = next(i for i, group in enumerate(groups) if b in group)
        edges.append((ga, gb))

    networks: list[tuple[frozenset[Cell], int]] = []
    seen: set[int] = set()
    for start in range(len(groups)):
        if start in seen:
            continue
        component: set[int] = {start}
        frontier: list[int] = [start]
        while frontier:
            node = frontier.pop()
            for ga, gb in edges:
                for here, there in ((ga, gb), (gb, ga)):
                    if here == node and there not in component:
                        component.add(there)
                        frontier.append(there)
        seen |= component
        cells: set[Cell] = set()
        islands = 0
        for index in component:
            cells |= groups[index]
            if len(groups[index]) == ISLAND_SIZE:
                islands += 1
        networks.append((frozenset(cells), islands))
    networks.sort(key=lambda network: min(network[0]))
    return networks


def ref_score(pos: RefPosition) -> dict[str, tuple[int, int, int]]:
    """Per colour: (points, islands, bridges of that colour) (R20, R21: n islands score n(n+1)/2)."""
    score: dict[str, tuple[int, int, int]] = {}
    for colour in COLOURS:
        points = 0
        islands = 0
        for _network_cells, n in ref_networks(pos, colour):
            points += n * (n + 1) // 2
            islands += n
        bridges = sum(1 for bridge_colour, _ends in pos.bridges if bridge_colour == colour)
        score[colour] = (points, islands, bridges)
    return score


def ref_outcome(pos: RefPosition) -> tuple[str, str] | None:
    """(winner, decided_by) once the game is over, else None (R22).

    Higher score wins; tie -> more islands; tie -> more bridges; tie -> a draw.
    """
    if pos.phase != "over":
        return None
    score = ref_score(pos)
    for index, criterion in enumerate(("points", "islands", "bridges")):
        light_value = score["light"][index]
        dark_value = score["dark"][index]
        if light_value > dark_value:
            return ("light", criterion)
        if dark_value > light_value:
            return ("dark", criterion)
    return ("draw", "draw")
