"""The rule options and the frozen, hashable position (R4, R5).

A :class:`State` holds what the rules need: the laid tiles, the pieces on the map, the
supply as a count per type (never an order, so nothing can peek at the next tile), the
tile drawn (if any), pieces in hand and points. The engine's objects (R10) ride along in
a private board that equality and hashing ignore: equal positions are equal states
whatever order their tiles were laid in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from ..core.errors import InvalidRulesError, shown
from ..core.options import option, whole
from ..core.values import CHANCE, Chance
from ._engine import Board
from ._tiles import LETTERS, TILE_TYPES, TileType
from ._tileset import DEFAULT_START, DEFAULT_TILE_SET, MAX_TILES, TileSet, tile_set_from_json

__all__ = [
    "KINDS",
    "SEAT_NAMES",
    "Rules",
    "State",
    "new_game",
    "player_names",
    "ply",
    "seat_names",
    "to_move",
]

SEAT_NAMES = ("red", "blue", "green", "yellow", "black")
"""Every seat's name, in turn order (R5); a game of ``n`` players uses the first ``n``."""
KINDS = ("bridges", "islands", "lighthouses", "water")
"""The kinds of points, in the order :attr:`State.points` keeps them."""


def _check_tile_set(value: Any) -> str | None:
    if isinstance(value, TileSet):
        return None
    return f"must be a TileSet such as TileSet('D:1 V:9'), got {type(value).__name__}"


def _check_start(value: Any) -> str | None:
    if isinstance(value, str) and len(value) == 1 and value in LETTERS:
        return None
    return f"must be a tile type A to X, got {shown(value)}"


def _check_small_island(value: Any) -> str | None:
    if type(value) is int and value in (1, 2):
        return None
    return f"must be 2 (points per tile, the default) or 1, got {shown(value)}"


def _letter(text: str) -> str:
    word = text.strip()
    if _check_start(word) is not None:
        raise InvalidRulesError(f"start_tile {_check_start(word)}")
    return word


def _points_per_tile(text: str) -> int:
    if text.strip() not in ("1", "2"):
        raise InvalidRulesError(
            f"small_island must be 2 (points per tile, the default) or 1, got {text!r}"[:90]
        )
    return int(text)


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options of Islands (the page's table): 2-5 players, pieces per player, the
    tile set and the start tile (R2, R4), and what a completed island of two tiles scores
    during play (R12).

    >>> Rules()
    Rules(players=2, pieces=7, tile_set=TileSet('A:2 B:4 C:1 D:4 E:5 F:2 G:1 H:3 I:2 J:3 K:3
    L:3 M:2 N:3 O:2 P:3 Q:1 R:3 S:2 T:1 U:8 V:9 W:4 X:1'), start_tile='D', small_island=2)
    >>> Rules(tile_set=TileSet("D:1 E:2")).supply_counts[3:5]
    (0, 2)
    >>> Rules(players=6)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: players must be an int from 2 to 5, got 6

    :raises InvalidRulesError: for a value of the wrong type or out of range, or a tile set
        without a tile of the start tile's type.
    """

    game_name: ClassVar[str] = "islands"

    players: int = option(default=2, tag="Players", check=whole(2, 5), help="number of players (R5)")
    # A piece goes only on the tile just placed (R9): no player can use more than the largest supply.
    pieces: int = option(default=7, tag="Pieces", check=whole(1, MAX_TILES), help="pieces per player (R5)")
    tile_set: TileSet = option(  # noqa: RUF009 -- a frozen TileSet is shared safely
        default=DEFAULT_TILE_SET,
        tag="TileSet",
        flag="--tile-set",
        help="the tiles, start tile included, as 'type:count' entries; the default: the base game's 72",
        check=_check_tile_set,
        parse=TileSet,
        write=str,
        to_json=str,
        from_json=tile_set_from_json,
    )
    start_tile: str = option(
        default=DEFAULT_START,
        tag="StartTile",
        flag="--start-tile",
        help="the type of the tile on (0, 0) before play, turned 0, taken from the tile set (R4)",
        check=_check_start,
        parse=_letter,
    )
    small_island: int = option(
        default=2,
        tag="SmallIsland",
        flag="--small-island",
        help="points per tile (and anchor) of an island of 2 tiles completed during play: 2, or 1 as "
        "the first editions",
        check=_check_small_island,
        parse=_points_per_tile,
    )

    def __attrs_post_init__(self) -> None:
        if not self.tile_set[self.start_tile]:
            raise InvalidRulesError(
                f"tile_set has no {self.start_tile}, the start tile (R4): add one or choose another"
            )

    @property
    def tiles(self) -> Mapping[str, TileType]:
        """The tile types by letter (R2)."""
        return TILE_TYPES

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The players' names in seat order: ``red``, ``blue``, ... (R5)."""
        return SEAT_NAMES[: self.players]

    @property
    def supply_counts(self) -> tuple[int, ...]:
        """The face-down supply before play, a count per type A-X: the tile set less the
        start tile (R4)."""
        start = LETTERS.index(self.start_tile)
        counts = self.tile_set.counts
        return (*counts[:start], counts[start] - 1, *counts[start + 1 :])


def _as_set(items: tuple[Any, ...]) -> frozenset[Any]:
    return frozenset(items)


def _as_counter(items: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(items).items()))


@attrs.frozen(kw_only=True)
class State:
    """A position of Islands. Get one from :func:`new_game` and
    :func:`~islands_rules.islands.play`; never build one by hand.

    >>> from islands_rules import islands
    >>> state = islands.new_game()
    >>> state.tiles, state.drawn, sum(state.supply), state.hands
    (((0, 0, 'D', 0),), None, 71, (7, 7))
    >>> state = islands.play(state, "E@0,1r2:i1")
    >>> state.ply, state.points[0], state.hands  # R12: the island of 2 tiles scored 4
    (1, (0, 4, 0, 0), (7, 7))
    """

    game_name: ClassVar[str] = "islands"

    rules: Rules
    ply: int
    """Tokens played (a draw alone adds none)."""
    seat: int
    """The seat that draws next, or must place the tile drawn."""
    drawn: str | None
    """The tile drawn and not yet placed, or ``None`` at a chance node (and at the end)."""
    supply: tuple[int, ...]
    """Copies of each type A-X left face down (R4, R6)."""
    tiles: tuple[tuple[int, int, str, int], ...] = attrs.field(eq=_as_set)
    """The laid tiles, ``(x, y, type, rotation)``, in laying order (the start tile first)."""
    pieces: tuple[tuple[int, int, str, int], ...] = attrs.field(eq=_as_set)
    """The pieces on the map, ``(x, y, segment, seat)``, in the order they were put there (R9)."""
    hands: tuple[int, ...]
    """Unused pieces per seat (R5, R13)."""
    points: tuple[tuple[int, int, int, int], ...]
    """Points per seat, by kind: bridges, islands, lighthouses, water (final scoring
    included once the game is over)."""
    discarded: tuple[str, ...] = attrs.field(eq=_as_counter)
    """The tiles put out of the game (R8), in order."""
    history: tuple[str, ...] = attrs.field(eq=False)
    """The tokens that led here, as a record holds them."""
    board: Board = attrs.field(eq=False, repr=False)

    @property
    def is_over(self) -> bool:
        """Whether the supply is empty and the last tile dealt with (R14)."""
        return self.drawn is None and not any(self.supply)

    @property
    def total(self) -> tuple[int, ...]:
        """Each seat's points, all kinds together."""
        return tuple(sum(kinds) for kinds in self.points)

    def tile_at(self, x: int, y: int) -> tuple[str, int] | None:
        """The type and rotation of the tile on ``(x, y)``, or ``None``.

        >>> from islands_rules import islands
        >>> islands.new_game().tile_at(0, 0)
        ('D', 0)
        """
        there = self.board.at.get((x, y))
        if there is None:
            return None
        return LETTERS[there[1] >> 2], there[1] & 3

    def __str__(self) -> str:
        from ..render.options import picture_options
        from .text import TEXT_OPTIONS, render_text

        return render_text(self, picture_options("render_text", TEXT_OPTIONS, {}))

    def _repr_svg_(self) -> str:
        from ..render.options import picture_options
        from .render import SVG_OPTIONS, svg

        return svg(self, picture_options("svg", SVG_OPTIONS, {}))


def start_board(rules: Rules) -> Board:
    """The map before play: the start tile on (0, 0), turned 0 (R4)."""
    board = _START_BOARDS.get(rules.start_tile)
    if board is None:
        board, _ = Board().place((0, 0), LETTERS.index(rules.start_tile) * 4, -1, 0)
        _START_BOARDS[rules.start_tile] = board
    return board


_START_BOARDS: dict[str, Board] = {}


def new_game(rules: Rules | None = None) -> State:
    """The position before the first draw: the start tile on (0, 0), the rest of the tile
    set face down (R4).

    >>> new_game(Rules(players=3)).hands, sum(new_game().supply)
    ((7, 7, 7), 71)

    :raises InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules must be islands Rules, got {type(rules).__name__}")
    return State(
        rules=rules,
        ply=0,
        seat=0,
        drawn=None,
        supply=rules.supply_counts,
        tiles=((0, 0, rules.start_tile, 0),),
        pieces=(),
        hands=(rules.pieces,) * rules.players,
        points=((0, 0, 0, 0),) * rules.players,
        discarded=(),
        history=(),
        board=start_board(rules),
    )


def ply(state: State) -> int:
    """How many turns (record tokens) led to ``state``; a draw alone adds none (R6).

    >>> from islands_rules import islands
    >>> ply(islands.play(islands.new_game(), "E@0,1r2:i1"))
    1
    """
    return state.ply


def to_move(state: State) -> int | Chance | None:
    """The seat to place the drawn tile, :data:`~islands_rules.CHANCE` before a draw, or
    ``None`` once the game is over (R14).

    >>> from islands_rules import islands
    >>> state = islands.new_game()
    >>> islands.to_move(state), islands.to_move(islands.play(state, islands.Draw("V")))
    (CHANCE, 0)
    """
    if state.is_over:
        return None
    return CHANCE if state.drawn is None else state.seat


def player_names(rules: Rules) -> tuple[str, ...]:
    """The players' names under ``rules``, in seat order (R5).

    >>> player_names(Rules(players=3))
    ('red', 'blue', 'green')
    """
    return rules.seat_names


def seat_names(state: State) -> tuple[str, ...]:
    """The name of each seat in ``state``: seats keep their colour all game (R5).

    >>> seat_names(new_game())
    ('red', 'blue')
    """
    return state.rules.seat_names
