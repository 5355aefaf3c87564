"""Islands positions as one line of text, and positions set up by hand.

A position string has nine fields separated by single spaces::

    D@0,0r0/E@0,1r2:w1=r A:2,B:4,C:1,D:3,E:4,... - - 6/7 0,0,0,0/0,0,0,0 blue 1 2

1. the **map**: each tile as a placement writes it (``E@0,1r2``), with the piece on it if
   any as ``:`` segment ``=`` the owner's initial (``r`` red, ``b`` blue, ``g`` green,
   ``y`` yellow, ``k`` black), tiles in order of ``x``, then ``y``, separated by ``/``;
   the start tile on (0, 0) included;
2. the **supply**: the tiles face down, as ``type:count`` entries A to X separated by
   ``,`` (the counts only: never an order), ``-`` if none is left;
3. the tile **drawn** and not yet placed, or ``-``;
4. the tiles **discarded** (R8), as the supply is written, or ``-``;
5. each player's **pieces** in hand, in seat order separated by ``/``;
6. each player's **points** by kind (bridges, islands, lighthouses, water), separated by
   ``,``, players separated by ``/``;
7. the **turn**: the player who draws next or places the tile drawn, or ``over``;
8. the **ply**: the tokens played;
9. the ``small_island`` option: what an island of two tiles completed during play scores
   per tile (R12).

The other rule options follow from the rest: the players from the pieces in hand, the
``pieces`` option from those in hand and on the map, the tile set from every tile
listed, and the start tile from the tile on (0, 0).

>>> from islands_rules import islands
>>> state = islands.play(islands.new_game(islands.Rules(tile_set=islands.TileSet("D:1 E:2"))), "E@0,1r2:w1")
>>> text = position_text(state)
>>> text
'D@0,0r0/E@0,1r2:w1=r E:1 - - 6/7 0,0,0,0/0,0,0,0 blue 1 2'
>>> read_position(text) == state
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..core.checks import expect_state
from ..core.errors import InvalidRulesError, PositionError, quote, shown
from ..core.positions import Field, split_fields
from ._reachable import Piece, Tile, checked_state
from ._tiles import LETTERS
from ._tileset import TileSet
from .state import SEAT_NAMES, Rules, State

__all__ = ["position_text", "read_position", "setup_position"]

_FIELDS = ("map", "supply", "drawn", "discarded", "pieces", "points", "turn", "ply", "small island")
_INITIALS = "rbgyk"
_INT = r"(0|-?[1-9][0-9]{0,8})"
_TILE = re.compile(rf"([A-X])@{_INT},{_INT}r([0-3])(?::([ibw][1-4]|l)=([{_INITIALS}]))?", re.ASCII)
_COUNT = re.compile(r"([A-X]):([1-9][0-9]{0,2})", re.ASCII)


def _counts(counts: Iterable[int]) -> str:
    return (
        ",".join(f"{letter}:{count}" for letter, count in zip(LETTERS, counts, strict=True) if count) or "-"
    )


def position_text(state: State) -> str:
    """The position string of ``state`` (see the module documentation).

    >>> from islands_rules import islands
    >>> position_text(islands.new_game()).split(" ")[2:]
    ['-', '-', '7/7', '0,0,0,0/0,0,0,0', 'red', '0', '2']

    :raises UnknownGameError: if ``state`` is no Islands state.
    """
    state = expect_state(state, State)
    pieces = {(x, y): f":{segment}={_INITIALS[seat]}" for x, y, segment, seat in state.pieces}
    tiles = "/".join(f"{t}@{x},{y}r{r}{pieces.get((x, y), '')}" for x, y, t, r in sorted(state.tiles))
    thrown = [0] * len(LETTERS)
    for letter in state.discarded:
        thrown[LETTERS.index(letter)] += 1
    return " ".join(
        (
            tiles,
            _counts(state.supply),
            state.drawn or "-",
            _counts(thrown),
            "/".join(map(str, state.hands)),
            "/".join(",".join(map(str, kinds)) for kinds in state.points),
            "over" if state.is_over else state.rules.seat_names[state.seat],
            str(state.ply),
            str(state.rules.small_island),
        )
    )


def _read_counts(field: Field) -> list[int]:
    counts = [0] * len(LETTERS)
    if field.text == "-":
        return counts
    last = -1
    for part in field.parts(","):
        match = _COUNT.fullmatch(part.text)
        if match is None:
            raise part.fail("expected type:count entries such as V:9 separated by ',', or -")
        t = LETTERS.index(match[1])
        if t <= last:
            raise part.fail("types are listed once each, A to X")
        counts[t], last = int(match[2]), t
    return counts


def _read_map(field: Field) -> tuple[list[Tile], list[Piece], dict[str, Field]]:
    tiles: list[Tile] = []
    pieces: list[Piece] = []
    where: dict[str, Field] = {}
    for part in field.parts("/", "tile"):
        match = _TILE.fullmatch(part.text)
        if match is None:
            raise part.fail("expected a tile such as E@0,1r2, with a piece such as E@0,1r2:i1=r")
        x, y = int(match[2]), int(match[3])
        if tiles and (x, y) <= tiles[-1][:2]:
            raise part.fail("tiles are listed once each, in order of x, then y")
        tiles.append((x, y, match[1], int(match[4])))
        if match[5]:
            pieces.append((x, y, match[5], _INITIALS.index(match[6])))
        where[f"{x},{y}"] = part
    return tiles, pieces, where


def read_position(text: str) -> State:
    """The position a string of :func:`position_text` describes, checked to be one a game
    can reach.

    >>> read_position("D@0,0r0/E@0,1r2:i1=r E:1 - - 6/7 0,0,0,0/0,0,0,0 blue 1 2")
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: tile 2 'E@0,1r2:i1=r' (column 9): a completed object holds a
    piece: completing it returned them (R13)

    :raises PositionError: if ``text`` is no position string, or one of a position no game
        can reach; the message names the field and its column.
    """
    fields = dict(zip(_FIELDS, split_fields(text, _FIELDS), strict=True))
    tiles, pieces, where = _read_map(fields["map"])
    supply = _read_counts(fields["supply"])
    drawn_field = fields["drawn"]
    if drawn_field.text != "-" and (len(drawn_field.text) != 1 or drawn_field.text not in LETTERS):
        raise drawn_field.fail("expected a tile type A to X, or -")
    drawn = None if drawn_field.text == "-" else drawn_field.text
    thrown = _read_counts(fields["discarded"])
    hand_fields = fields["pieces"].parts("/")
    if not 2 <= len(hand_fields) <= len(SEAT_NAMES):
        raise fields["pieces"].fail("expected the pieces in hand of 2 to 5 players, separated by '/'")
    hands = tuple(part.number() for part in hand_fields)
    point_fields = fields["points"].parts("/")
    if len(point_fields) != len(hands):
        raise fields["points"].fail(f"expected the points of {len(hands)} players, separated by '/'")
    points = []
    for part in point_fields:
        kinds = part.parts(",")
        if len(kinds) != 4:
            raise part.fail("expected four numbers: bridges, islands, lighthouses, water")
        b, i, lh, w = (kind.number() for kind in kinds)
        points.append((b, i, lh, w))
    totals = [supply[t] + thrown[t] + (drawn == letter) for t, letter in enumerate(LETTERS)]
    for _, _, letter, _ in tiles:
        totals[LETTERS.index(letter)] += 1
    start = next((tile[2] for tile in tiles if tile[:2] == (0, 0)), None)
    if start is None:
        raise fields["map"].fail("no tile on (0, 0): the start tile lies there (R4)")
    placed = sum(1 for piece in pieces if piece[3] == 0)
    small = fields["small island"]
    if small.text not in ("1", "2"):
        raise small.fail("expected 2 (points per tile, the default) or 1")
    try:
        tile_set = TileSet(dict(zip(LETTERS, totals, strict=True)))
        rules = Rules(
            players=len(hands),
            pieces=hands[0] + placed,
            tile_set=tile_set,
            start_tile=start,
            small_island=int(small.text),
        )
    except InvalidRulesError as error:
        raise fields["supply"].fail(str(error)) from None
    turn = fields["turn"]
    if turn.text != "over" and turn.text not in rules.seat_names:
        raise turn.fail(f"expected the player to move ({', '.join(rules.seat_names)}) or over")

    def fail(part: str, reason: str) -> PositionError:
        name, _, cell = part.partition("@")
        if cell and cell in where:
            return where[cell].fail(reason)
        field = {"tiles": "map", "to_move": "turn", "hands": "pieces"}.get(name, name)
        return fields[field].fail(reason)

    seat = None if turn.text == "over" else rules.seat_names.index(turn.text)
    discarded = tuple(letter for letter, count in zip(LETTERS, thrown, strict=True) for _ in range(count))
    state = checked_state(
        rules,
        tiles,
        pieces,
        tuple(supply),
        drawn,
        discarded,
        hands,
        tuple(points),
        fields["ply"].number(),
        fail,
        seat=seat,
    )
    if state.is_over != (turn.text == "over"):
        raise turn.fail("the game is over exactly when the supply is empty and no tile is drawn (R14)")
    return state


def setup_position(
    *,
    rules: Rules | None = None,
    tiles: Iterable[str] = (),
    drawn: str | None = None,
    discarded: Iterable[str] = (),
    points: Mapping[str, tuple[int, int, int, int]] | None = None,
) -> State:
    """A position set up by hand, for puzzles, tests and diagrams, checked like a position
    string (:func:`read_position`).

    ``tiles`` are the tiles laid besides the start tile, as the position string writes them
    (``"E@0,1r2"``, ``"V@1,0r1:w2=b"`` with a piece of blue's); the supply is the rest of the
    tile set, less the tile ``drawn`` and those ``discarded``; ``points`` by player name
    are (bridges, islands, lighthouses, water), 0 if not given.

    >>> from islands_rules import islands
    >>> state = islands.setup_position(tiles=["V@1,0r1:w2=r", "E@0,-1r2"], drawn="A")
    >>> state.ply, islands.to_move(state), state.hands, sum(state.supply)
    (2, 0, (6, 7), 68)

    :raises PositionError: if no game can reach the position, or a value cannot be read.
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise PositionError(f"rules must be islands Rules, got {type(rules).__name__}")
    listed = _texts("tiles", tiles)
    start = f"{rules.start_tile}@0,0r0"
    laid = "/".join(sorted([start, *listed], key=_cell_of))
    tile_list, pieces, _ = _read_map(_setup_field("tiles", laid))
    supply = list(rules.supply_counts)
    thrown = _texts("discarded", discarded)
    for letter in [*(tile[2] for tile in tile_list[:]), *thrown, *([drawn] if drawn is not None else [])]:
        if not (isinstance(letter, str) and len(letter) == 1 and letter in LETTERS):
            raise PositionError(f"expected a tile type A to X, got {shown(letter)}")
        supply[LETTERS.index(letter)] -= 1
    supply[LETTERS.index(rules.start_tile)] += 1  # the start tile is not from the supply
    if min(supply) < 0:
        letter = LETTERS[supply.index(min(supply))]
        raise PositionError(f"supply: more {letter} tiles are listed than the tile set holds (R2)")
    names = rules.seat_names
    if points is not None and (not isinstance(points, Mapping) or not set(points) <= set(names)):
        raise PositionError(
            f"points must map player names ({', '.join(names)}) to four numbers, got {shown(points)}"
        )
    kinds = []
    for name in names:
        value = (points or {}).get(name, (0, 0, 0, 0))
        if not (
            isinstance(value, tuple)
            and len(value) == 4
            and all(type(v) is int and 0 <= v < 10**9 for v in value)
        ):
            raise PositionError(f"points.{name}: expected four whole numbers, got {shown(value)}")
        kinds.append((value[0], value[1], value[2], value[3]))
    hands = tuple(rules.pieces - sum(1 for p in pieces if p[3] == seat) for seat in range(rules.players))

    def fail(part: str, reason: str) -> PositionError:
        return PositionError(f"{part.split('@')[0]}: {reason}")

    return checked_state(
        rules,
        tile_list,
        pieces,
        tuple(supply),
        drawn,
        tuple(thrown),
        hands,
        tuple(kinds),
        len(tile_list) - 1 + len(thrown),
        fail,
    )


def _texts(what: str, value: object) -> list[str]:
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise PositionError(f"{what} must be a list of text, got {shown(value)}")
    for item in value:
        if not isinstance(item, str):
            raise PositionError(f"{what}: expected text, got {shown(item)}")
    return list(value)


def _cell_of(token: str) -> tuple[int, int]:
    match = _TILE.fullmatch(token)
    if match is None:
        raise PositionError(
            f"tiles: cannot read {quote(token)}; expected a tile such as E@0,1r2 or V@1,0r1:w2=b"
        )
    return int(match[2]), int(match[3])


def _setup_field(name: str, text: str) -> Field:
    return Field(name, text, 1)
