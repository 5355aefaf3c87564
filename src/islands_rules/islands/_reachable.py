"""The one check of a position built from its parts: position strings, positions set up by
hand and JSON data all build states here, so all three accept exactly the same positions.

What a game can reach:

- the start tile lies on (0, 0), turned 0 (R4), and every other tile was laid next to the
  map with every touching side of the same kind (R7), so the map is joined up and every
  touching pair of sides matches;
- every tile of the tile set is on the map, discarded (R8), drawn or face down (R2, R6);
- a piece is only ever put on the tile just laid (R9): at most one per tile, none on the
  start tile, on a segment the tile has; no two on tiles side by side whose segments meet
  across that side (the second would have joined a held object); no completed island,
  bridge or lighthouse holds one, since completing it returned them (R13); each player's
  pieces in hand and on the map make the ``pieces`` option;
- a token is a placement or a discard, so the ply is the tiles laid (the start tile aside)
  plus the discards, and the seat to move has made one placement fewer than the seats
  before it (R6, R8);
- a seat has no more pieces on the map than tiles it laid (the k-th tile laid is seat k's
  turn, counting round the seats; a discard keeps the seat, R6, R8, R9);
- during play, water has not scored (R15), lighthouses scored 9 each and islands an even
  number (2 a tile and anchor; a two-tile island 4 or 2, R12).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.words import counted
from ._engine import Board
from ._tiles import FITS, LETTERS, SEG_INDEX
from .state import Rules, State, start_board

Fail = Callable[[str, str], Exception]
"""The error for a part of the position (``tiles``, ``tiles@x,y``, ``pieces``, ``supply``,
``drawn``, ``discarded``, ``hands``, ``points``, ``ply``, ``to_move``) and its reason."""

Tile = tuple[int, int, str, int]
Piece = tuple[int, int, str, int]


def checked_state(
    rules: Rules,
    tiles: list[Tile],
    pieces: list[Piece],
    supply: tuple[int, ...],
    drawn: str | None,
    discarded: tuple[str, ...],
    hands: tuple[int, ...],
    points: tuple[tuple[int, int, int, int], ...],
    ply: int,
    fail: Fail,
    *,
    seat: int | None = None,
    history: tuple[str, ...] = (),
) -> State:
    """The state of these parts if a game could have reached it; else ``fail(part, reason)``
    is raised. ``seat`` (the seat to move) is checked if given."""
    players, names = rules.players, rules.seat_names
    at: dict[tuple[int, int], Tile] = {}
    for tile in tiles:
        x, y = tile[0], tile[1]
        if (x, y) in at:
            raise fail(f"tiles@{x},{y}", f"a second tile on ({x}, {y})")
        if abs(x) + abs(y) >= len(tiles):
            raise fail(
                f"tiles@{x},{y}", f"({x}, {y}) is farther from (0, 0) than {len(tiles)} tiles reach (R7)"
            )
        at[(x, y)] = tile
    start = at.get((0, 0))
    if start is None or start[2:] != (rules.start_tile, 0):
        raise fail("tiles", f"the start tile, {rules.start_tile} turned 0, lies on (0, 0) (R4)")
    used = [0] * len(LETTERS)
    for _, _, letter, _ in tiles:
        used[LETTERS.index(letter)] += 1
    for letter in discarded:
        used[LETTERS.index(letter)] += 1
    if drawn is not None:
        used[LETTERS.index(drawn)] += 1
    for t, letter in enumerate(LETTERS):
        if used[t] + supply[t] != rules.tile_set.counts[t]:
            what = "more" if used[t] + supply[t] > rules.tile_set.counts[t] else "fewer"
            raise fail(
                "supply",
                f"{what} {letter} tiles on the map, discarded, drawn and face down ({used[t] + supply[t]}) "
                f"than the tile set holds ({rules.tile_set.counts[t]}) (R2, R6)",
            )
    on: dict[tuple[int, int], tuple[int, int]] = {}
    for x, y, segment, owner in pieces:
        where = f"pieces@{x},{y}"
        under = at.get((x, y))
        if under is None or (x, y) == (0, 0):
            raise fail(where, f"a piece goes on the tile just laid (R9); no such tile on ({x}, {y})")
        k = SEG_INDEX[LETTERS.index(under[2])].get(segment)
        if k is None:
            raise fail(where, f"{under[2]} has no segment {segment} (R9)")
        if (x, y) in on:
            raise fail(where, f"a second piece on the tile on ({x}, {y}): a turn puts one piece (R9)")
        if not 0 <= owner < players:
            raise fail(where, f"no seat {owner}")
        on[(x, y)] = (k, owner)
    board = _laid(start_board(rules), at, on, fail)
    for seat_number, name in enumerate(names):
        placed = sum(1 for _, owner in on.values() if owner == seat_number)
        if hands[seat_number] + placed != rules.pieces:
            raise fail(
                "hands",
                f"{name} has {counted(hands[seat_number], 'piece')} in hand and {placed} on the map; "
                f"the rules give {rules.pieces} (R5)",
            )
    _check_neighbours(at, on, fail)
    for root in board.held:
        facts = board.facts[root]
        done = facts.kind in "ib" and not facts.open
        if facts.kind == "l":
            done = board.surrounded(board.order[root >> 3]) == 8
        if done:
            x, y = board.order[root >> 3]
            raise fail(
                f"pieces@{x},{y}", "a completed object holds a piece: completing it returned them (R13)"
            )
    laid = len(tiles) - 1
    if ply != laid + len(discarded):
        raise fail(
            "ply", f"must be {laid + len(discarded)}: {laid} tiles laid and {len(discarded)} discarded"
        )
    if seat is not None and seat != laid % players:
        raise fail("to_move", f"after {counted(laid, 'placement')} {names[laid % players]} moves (R6)")
    for seat_number, name in enumerate(names):
        turns = len(range(seat_number, laid, players))
        placed = sum(1 for _, owner in on.values() if owner == seat_number)
        if placed > turns:
            raise fail(
                "pieces",
                f"{name} has {counted(placed, 'piece')} on the map but laid {counted(turns, 'tile')}: "
                "a piece goes only on the tile its player just laid (R6, R9)",
            )
    over = drawn is None and not any(supply)
    for seat_number, kinds in enumerate(points):
        if not over and (kinds[3] or kinds[2] % 9 or kinds[1] % 2):
            raise fail(
                "points",
                f"{names[seat_number]}: water scores only at the end; during play a lighthouse scores "
                "9 and an island an even number (2 a tile and anchor, a two-tile one 4 or 2) (R12, R15)",
            )
    return State(
        rules=rules,
        ply=ply,
        seat=laid % players,
        drawn=drawn,
        supply=supply,
        tiles=tuple(at[cell] for cell in board.order),
        pieces=tuple(pieces),
        hands=hands,
        points=points,
        discarded=discarded,
        history=history,
        board=board,
    )


def _check_neighbours(
    at: dict[tuple[int, int], Tile], on: dict[tuple[int, int], tuple[int, int]], fail: Fail
) -> None:
    """R9: two tiles side by side whose pieces' segments meet across that side cannot both
    hold them: whichever was laid second joined an object holding the other's piece."""
    for (x, y), (k, _) in on.items():
        for near in ((x + 1, y), (x, y + 1)):
            if near not in on:
                continue
            pair = Board()
            for n, cell in enumerate(((x, y), near)):
                _, _, letter, r = at[cell]
                pair, _ = pair.place(cell, LETTERS.index(letter) * 4 + r, (k, on[near][0])[n], n)
            if pair.find(k) == pair.find(8 + on[near][0]):
                raise fail(
                    f"pieces@{near[0]},{near[1]}",
                    f"the pieces on ({x}, {y}) and {near} are on one object joined across their shared side: "
                    "the second was put on an object that held the first (R9)",
                )


def _laid(
    board: Board,
    at: dict[tuple[int, int], Tile],
    on: dict[tuple[int, int], tuple[int, int]],
    fail: Fail,
) -> Board:
    """``board`` with every tile of ``at`` laid, the start tile first, each next to the map
    (R7), breadth first; refused if the map is not joined up or sides do not match."""
    queue = [(0, 0)]
    seen = {(0, 0)}
    for cell in queue:
        x, y = cell
        for near in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
            if near in at and near not in seen:
                seen.add(near)
                queue.append(near)
    if len(seen) < len(at):
        x, y = min(set(at) - seen)
        raise fail(
            f"tiles@{x},{y}", f"({x}, {y}) is not joined to the map: every tile is laid next to it (R7)"
        )
    for cell in queue[1:]:
        x, y, letter, r = at[cell]
        t = LETTERS.index(letter)
        need = board.frontier[cell]
        if r not in FITS[t][need]:
            raise fail(
                f"tiles@{x},{y}", f"{letter} turned {r} on ({x}, {y}) meets a side of another kind (R7)"
            )
        k, owner = on.get(cell, (-1, 0))
        board, _ = board.place(cell, t * 4 + r, k, owner)
    return board
