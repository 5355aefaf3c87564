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

from ..core.options import option, whole
from ..core.values import CHANCE, Chance
from ._engine import Board
from ._tiles import LETTERS, START, SUPPLY, TILE_TYPES, TileType

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


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options of Islands (the page's table): 2-5 players, pieces per player.

    The tile set is not an option: :attr:`tiles` is the package's ``tiles.json`` (R2).

    >>> Rules()
    Rules(players=2, pieces=7)
    >>> Rules(players=6)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: players must be an int from 2 to 5, got 6

    :raises InvalidRulesError: for a value of the wrong type or out of range.
    """

    game_name: ClassVar[str] = "islands"

    players: int = option(default=2, tag="Players", check=whole(2, 5), help="number of players (R5)")
    # A piece goes only on the tile just placed (R9): no player can use more than the supply.
    pieces: int = option(default=7, tag="Pieces", check=whole(1, sum(SUPPLY)), help="pieces per player (R5)")

    @property
    def tiles(self) -> Mapping[str, TileType]:
        """The tile types by letter (R2)."""
        return TILE_TYPES

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The players' names in seat order: ``red``, ``blue``, ... (R5)."""
        return SEAT_NAMES[: self.players]


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


def start_board() -> Board:
    """The map before play: the start tile (R4)."""
    letter, x, y, rotation = START
    board, _ = Board().place((x, y), LETTERS.index(letter) * 4 + rotation, -1, 0)
    return board


_START_BOARD = start_board()


def new_game(rules: Rules | None = None) -> State:
    """The position before the first draw: the start tile on (0, 0), 71 tiles face down (R4).

    >>> new_game(Rules(players=3)).hands
    (7, 7, 7)

    :raises InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    from ..core.errors import InvalidRulesError

    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules must be islands Rules, got {type(rules).__name__}")
    letter, x, y, rotation = START
    return State(
        rules=rules,
        ply=0,
        seat=0,
        drawn=None,
        supply=SUPPLY,
        tiles=((x, y, letter, rotation),),
        pieces=(),
        hands=(rules.pieces,) * rules.players,
        points=((0, 0, 0, 0),) * rules.players,
        discarded=(),
        history=(),
        board=_START_BOARD,
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
