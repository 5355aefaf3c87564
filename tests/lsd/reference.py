"""Reference implementation of the rules of LSD (R1-R20), for the tests.

The slow, obviously correct model the engine is compared against. It is written from the
rules page (``/work/shared/rules/lsd.md``) alone and shares no code with the engine:
plain dicts, sets and loops, clarity over speed.

Data model
----------
* A cell is ``(x, y)``; x grows to the east, y to the north (R6).
* A player is a seat number 0-3; names are ``red blue green yellow`` (R1).
* A tile is ``(owner, sides, icon)``: ``sides`` a frozenset of the letters ``n e s w``
  after turning, ``icon`` ``"+"`` or ``"x"`` (R3).
* A move is its token, a string: ``"ne+@2,-1"`` or ``"pass"``.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, replace

NAMES = ("red", "blue", "green", "yellow")
LETTERS = "nesw"
BASE_PATTERNS = {"n": "n", "ne": "ne", "ns": "ns", "nes": "nes", "nesw": "nesw"}
TYPE_ORDER = [p + i for p in ("n", "ne", "ns", "nes", "nesw") for i in "+x"]
CLOCKWISE = {"n": "e", "e": "s", "s": "w", "w": "n"}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
OFFSET = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}

Tile = tuple[int, frozenset[str], str]
Cell = tuple[int, int]


def write_sides(sides: frozenset[str]) -> str:
    return "".join(letter for letter in LETTERS if letter in sides)


def pattern(sides: frozenset[str]) -> str:
    """The dot pattern of a turned tile (R4): turn it until it matches a base pattern."""
    current = set(sides)
    for _ in range(4):
        name = write_sides(frozenset(current))
        if name in BASE_PATTERNS:
            return name
        current = {CLOCKWISE[s] for s in current}
    raise AssertionError(f"no pattern for {sides}")


def all_side_sets() -> list[frozenset[str]]:
    """The 15 non-empty sets of sides."""
    found = []
    for bits in range(1, 16):
        found.append(frozenset(LETTERS[i] for i in range(4) if bits >> i & 1))
    return found


def icon_colour(owner: int) -> str:
    return "white" if owner % 2 == 0 else "black"  # R2


def parse_tile_set(text: str) -> dict[str, int]:
    counts = dict.fromkeys(TYPE_ORDER, 0)
    for entry in text.split():
        name, count = entry.split(":")
        counts[name] = int(count)
    return counts


@dataclass(frozen=True)
class Position:
    players: int
    line: int
    field: dict[Cell, Tile]
    supply: tuple[dict[str, int], ...]
    captures: tuple[int, ...]
    to_move: int = 0
    ply: int = 0
    over: bool = False
    winner: int | None = None
    last_captured: dict[Cell, Tile] = dataclasses.field(default_factory=dict)


def start(players: int = 2, line: int | None = None, tile_set: str | None = None) -> Position:
    if tile_set is None:
        tile_set = " ".join(f"{name}:2" for name in TYPE_ORDER)
    if line is None:
        line = 4 if players == 2 else 3
    counts = parse_tile_set(tile_set)
    return Position(players, line, {}, tuple(dict(counts) for _ in range(players)), (0,) * players)


def neighbour(cell: Cell, side: str) -> Cell:
    return (cell[0] + OFFSET[side][0], cell[1] + OFFSET[side][1])


def fits(position: Position, cell: Cell, sides: frozenset[str]) -> bool:
    """R8-R10 for a tile showing ``sides`` on ``cell`` (the supply is not looked at)."""
    if not position.field:
        return cell == (0, 0)  # R8
    if cell in position.field:
        return False  # R9: empty cells only
    whole_dots = 0
    for side in LETTERS:
        other = position.field.get(neighbour(cell, side))
        if other is None:
            continue
        mine = side in sides
        theirs = OPPOSITE[side] in other[1]
        if mine != theirs:
            return False  # R9: a half-dot facing an empty side
        if mine and theirs:
            whole_dots += 1
    return whole_dots > 0  # R10


def candidate_cells(position: Position) -> set[Cell]:
    if not position.field:
        return {(0, 0)}
    cells = set()
    for x, y in position.field:
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if (x + dx, y + dy) not in position.field:
                cells.add((x + dx, y + dy))
    return cells


def placements(position: Position, player: int) -> set[str]:
    """Every placement token ``player`` could play here (R8-R11)."""
    found = set()
    for cell in candidate_cells(position):
        for sides in all_side_sets():
            if not fits(position, cell, sides):
                continue
            for icon in "+x":
                if position.supply[player][pattern(sides) + icon] > 0:  # R11
                    found.add(f"{write_sides(sides)}{icon}@{cell[0]},{cell[1]}")
    return found


def legal_moves(position: Position) -> set[str]:
    if position.over:
        return set()
    found = placements(position, position.to_move)
    return found or {"pass"}  # R17


TOKEN = re.compile(r"([nesw]+)([+x])@(-?\d+),(-?\d+)")


def captured_cells(position: Position, cell: Cell, tile: Tile) -> set[Cell]:
    """R12-R14 for the new tile ``tile`` on ``cell`` (already on the field)."""
    owner, _, icon = tile
    colour = icon_colour(owner)
    victims: set[Cell] = set()
    x, y = cell

    def pairs_with(other: Cell) -> bool:
        partner = position.field.get(other)
        return partner is not None and partner[2] == icon and icon_colour(partner[0]) == colour

    def take(victim: Cell) -> None:
        target = position.field.get(victim)
        if target is not None and icon_colour(target[0]) != colour:
            victims.add(victim)

    if icon == "+":  # R13
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if pairs_with((x + 2 * dx, y + 2 * dy)):
                take((x + dx, y + dy))
    else:  # R14
        for dx in (1, -1):
            for dy in (1, -1):
                if pairs_with((x + dx, y + dy)):
                    take((x + dx, y))
                    take((x, y + dy))
    return victims


def longest_line(board: dict[Cell, Tile], player: int) -> int:
    mine = {cell for cell, tile in board.items() if tile[0] == player}
    best = 0
    for x, y in mine:
        for dx, dy in ((1, 0), (0, 1)):
            length = 0
            while (x + length * dx, y + length * dy) in mine:
                length += 1
            best = max(best, length)
    return best


def play(position: Position, move: str) -> Position:
    assert move in legal_moves(position), move
    nxt = (position.to_move + 1) % position.players
    if move == "pass":
        return replace(position, to_move=nxt, ply=position.ply + 1, last_captured={})
    match = TOKEN.fullmatch(move)
    assert match is not None
    sides = frozenset(match[1])
    cell = (int(match[3]), int(match[4]))
    mover = position.to_move
    tile = (mover, sides, match[2])
    board = dict(position.field)
    board[cell] = tile
    after_placing = replace(position, field=board)
    victims = captured_cells(after_placing, cell, tile)
    taken = {victim: board.pop(victim) for victim in victims}
    supply = [dict(s) for s in position.supply]
    supply[mover][pattern(sides) + match[2]] -= 1
    captures = list(position.captures)
    captures[mover] += len(victims)
    result = replace(
        position,
        field=board,
        supply=tuple(supply),
        captures=tuple(captures),
        to_move=nxt,
        ply=position.ply + 1,
        last_captured=taken,
    )
    if longest_line(board, mover) >= position.line:  # R16
        return replace(result, over=True, winner=mover)
    if not any(placements(result, p) for p in range(position.players)):  # R18
        return replace(result, over=True)
    return result


def score(position: Position) -> dict[str, dict[str, int]]:
    """R20 per player name."""
    return {
        NAMES[p]: {
            "points": longest_line(position.field, p),
            "tiles": sum(1 for tile in position.field.values() if tile[0] == p),
            "supply": sum(position.supply[p].values()),
            "captures": position.captures[p],
        }
        for p in range(position.players)
    }


def outcome(position: Position) -> str | None:
    """The result word: a player's name, ``draw``, or ``None`` while the game goes on."""
    if not position.over:
        return None
    return "draw" if position.winner is None else NAMES[position.winner]


def perft(position: Position, depth: int) -> int:
    """The number of move sequences of exactly ``depth`` turns (games that end earlier stop counting)."""
    moves = legal_moves(position)
    if depth == 1:
        return len(moves)
    return sum(perft(play(position, move), depth - 1) for move in moves)


def count_positions(position: Position, depth: int) -> list[int]:
    """The number of distinct positions after exactly 1..``depth`` turns."""
    counts = []
    layer = {_identity(position): position}
    for _ in range(depth):
        nxt: dict[object, Position] = {}
        for pos in layer.values():
            for move in legal_moves(pos):
                after = play(pos, move)
                nxt.setdefault(_identity(after), after)
        counts.append(len(nxt))
        layer = nxt
    return counts


def _identity(position: Position) -> object:
    return (
        frozenset(position.field.items()),
        tuple(tuple(sorted(s.items())) for s in position.supply),
        position.captures,
        position.to_move,
        position.ply,
        position.over,
        position.winner,
    )
