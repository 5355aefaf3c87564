"""An independent, deliberately simple implementation of Isaac, to check the engine against.

Written from the rules page alone, sharing no code with ``islands_rules.isaac``: squares
are (column, row) pairs from 0 in Dark's frame, a tile is a frozenset of squares, moves
are tokens in the written notation, and everything is found by brute force over plain
sets and dicts. Slow and obviously correct is the point.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

Square = tuple[int, int]


def name(square: Square) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[square[0]] + str(square[1] + 1)


@dataclass(frozen=True)
class Tile:
    owner: str  # "dark" or "light"
    squares: frozenset[Square]

    @property
    def ends(self) -> tuple[Square, Square]:
        ordered = sorted(self.squares, key=lambda s: (s[1], s[0]))
        return ordered[0], ordered[-1]

    @property
    def horizontal(self) -> bool:
        return len({row for _, row in self.squares}) == 1

    @property
    def text(self) -> str:
        low, high = self.ends
        return f"{name(low)}-{name(high)}"


@dataclass(frozen=True)
class Position:
    size: int
    pieces: dict[int, tuple[int, int]]  # length -> (value, count)
    target: int
    tiles: tuple[Tile, ...] = ()
    hands: dict[str, dict[int, int]] = field(default_factory=dict)
    scores: dict[str, int] = field(default_factory=dict)
    last: dict[str, int] = field(default_factory=dict)
    passed: dict[str, bool] = field(default_factory=dict)
    phase: str = "placement"  # placement, scoring, over
    to_move: str | None = "dark"
    plies: int = 0


def other(player: str) -> str:
    return "light" if player == "dark" else "dark"


def ref_new(size: int, pieces: list[tuple[int, int, int]], target: int | None = None) -> Position:
    kinds = {length: (value, count) for length, value, count in pieces}
    hand = {length: count for length, (_, count) in kinds.items()}
    return Position(
        size=size,
        pieces=kinds,
        target=size * size if target is None else target,
        hands={"dark": dict(hand), "light": dict(hand)},
        scores={"dark": 0, "light": 0},
        last={"dark": 0, "light": 0},
        passed={"dark": False, "light": False},
    )


def counter_square(pos: Position, player: str) -> Square | None:
    """R11, read literally."""
    n, s = pos.size, pos.scores[player]
    if s >= n * n:
        return None
    column, row = s % n, s // n
    if player == "dark":
        return (column, row)
    return (n - 1 - column, n - 1 - row)


def covered(pos: Position) -> set[Square]:
    return {square for tile in pos.tiles for square in tile.squares}


def every_straight(size: int) -> list[frozenset[Square]]:
    """Every run of 2..size squares along a row or a column."""
    runs = []
    for a in range(size):
        for start in range(size):
            for end in range(start + 1, size):
                runs.append(frozenset((c, a) for c in range(start, end + 1)))
                runs.append(frozenset((a, r) for r in range(start, end + 1)))
    return runs


def placements(pos: Position) -> set[str]:
    assert pos.to_move is not None
    taken = covered(pos)
    found = set()
    for run in every_straight(pos.size):
        if pos.hands[pos.to_move].get(len(run), 0) > 0 and not run & taken:
            found.add(Tile(pos.to_move, run).text)
    return found


def line_of(pos: Position, tile: Tile) -> set[Square]:
    (column, row), _ = tile.ends
    if tile.horizontal:
        return {(c, row) for c in range(pos.size)}
    return {(column, r) for r in range(pos.size)}


def points(pos: Position, tile: Tile) -> int:
    """R15, R16."""
    line = line_of(pos, tile)
    count = sum(1 for t in pos.tiles if t != tile and t.squares & line)
    counters = [counter_square(pos, p) for p in ("dark", "light")]
    on_line = sum(1 for square in counters if square in line)
    return count * pos.pieces[len(tile.squares)][0] * [1, 2, 4][on_line]


def removable(pos: Position, player: str) -> list[Tile]:
    counters = {counter_square(pos, p) for p in ("dark", "light")}
    return [
        t
        for t in pos.tiles
        if t.owner == player and len(t.squares) >= pos.last[player] and not t.squares & counters
    ]


def removals(pos: Position) -> set[str]:
    assert pos.to_move is not None
    me = pos.to_move
    found = set()
    for tile in removable(pos, me):
        worth = points(pos, tile)
        for k in range(worth + 1):
            moved = replace(pos, scores={**pos.scores, me: pos.scores[me] + k})
            if moved.scores[me] < pos.target and counter_square(moved, me) == counter_square(pos, other(me)):
                continue
            found.add(f"x{tile.text}+{k}")
    return found


def ref_legal_moves(pos: Position) -> set[str]:
    if pos.phase == "over":
        return set()
    found = placements(pos) if pos.phase == "placement" else removals(pos)
    return found or {"pass"}


def _turn_after(pos: Position, mover: str, passed: dict[str, bool]) -> str:
    return mover if passed[other(mover)] else other(mover)


def ref_play(pos: Position, token: str, *, checked: bool = True) -> Position:
    """The position after ``token``, which must be one of :func:`ref_legal_moves`."""
    if checked:
        assert token in ref_legal_moves(pos), (token, sorted(ref_legal_moves(pos)))
    assert pos.to_move is not None
    me = pos.to_move
    plies = pos.plies + 1
    if token == "pass":
        passed = {**pos.passed, me: True}
        if not passed[other(me)]:
            return replace(pos, passed=passed, to_move=other(me), plies=plies)
        if pos.phase == "placement":
            return replace(
                pos, passed={"dark": False, "light": False}, phase="scoring", to_move=other(me), plies=plies
            )
        return replace(pos, passed=passed, phase="over", to_move=None, plies=plies)
    if not token.startswith("x"):
        run = next(r for r in every_straight(pos.size) if Tile(me, r).text == token)
        hand = {**pos.hands[me], len(run): pos.hands[me][len(run)] - 1}
        return replace(
            pos,
            tiles=(*pos.tiles, Tile(me, run)),
            hands={**pos.hands, me: hand},
            to_move=_turn_after(pos, me, pos.passed),
            plies=plies,
        )
    text, advance = token[1:].split("+")
    tile = next(t for t in pos.tiles if t.owner == me and t.text == text)
    score = pos.scores[me] + int(advance)
    after = replace(
        pos,
        tiles=tuple(t for t in pos.tiles if t != tile),
        scores={**pos.scores, me: score},
        last={**pos.last, me: len(tile.squares)},
        plies=plies,
    )
    if score >= pos.target:
        return replace(after, phase="over", to_move=None)
    return replace(after, to_move=_turn_after(pos, me, pos.passed))


def unplaced(pos: Position, player: str) -> list[int]:
    return sorted(length for length, n in pos.hands[player].items() for _ in range(n))


def ref_summary(pos: Position) -> dict[str, dict[str, int]]:
    return {
        p: {
            "points": pos.scores[p],
            "on_board": sum(1 for t in pos.tiles if t.owner == p),
            "unplaced": len(unplaced(pos, p)),
            "unplaced_length": sum(unplaced(pos, p)),
        }
        for p in ("dark", "light")
    }


def ref_outcome(pos: Position) -> tuple[str, str] | None:
    """(winner, decided_by), or None while the game goes on (R19-R21)."""
    if pos.phase != "over":
        return None
    d, li = pos.scores["dark"], pos.scores["light"]
    if d >= pos.target:
        return ("dark", "target")
    if li >= pos.target:
        return ("light", "target")
    if d != li:
        return ("dark" if d > li else "light", "points")
    dark_hand, light_hand = unplaced(pos, "dark"), unplaced(pos, "light")
    if sum(dark_hand) != sum(light_hand):
        return ("dark" if sum(dark_hand) > sum(light_hand) else "light", "length")
    if len(dark_hand) != len(light_hand):
        return ("dark" if len(dark_hand) < len(light_hand) else "light", "count")
    return ("dark", "starter")


def ref_perft(pos: Position, depth: int) -> int:
    """The number of move sequences of exactly ``depth`` turns (games that end early stop counting)."""
    if depth == 0:
        return 1
    return sum(ref_perft(ref_play(pos, move, checked=False), depth - 1) for move in ref_legal_moves(pos))


def ref_key(pos: Position) -> tuple[object, ...]:
    """What makes two positions the same (the number of turns aside)."""
    return (
        frozenset(pos.tiles),
        tuple(sorted((p, tuple(sorted(h.items()))) for p, h in pos.hands.items())),
        tuple(sorted(pos.scores.items())),
        tuple(sorted(pos.last.items())),
        tuple(sorted(pos.passed.items())),
        pos.phase,
        pos.to_move,
    )


def ref_positions(pos: Position, depth: int) -> list[int]:
    """The number of distinct positions after exactly 1..``depth`` turns."""
    layer = {ref_key(pos): pos}
    counts = []
    for _ in range(depth):
        layer = {
            ref_key(after): after
            for before in layer.values()
            for move in ref_legal_moves(before)
            for after in [ref_play(before, move, checked=False)]
        }
        counts.append(len(layer))
    return counts
