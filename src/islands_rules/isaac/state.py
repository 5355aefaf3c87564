"""The rule options, the players, the phases and the immutable game state.

:class:`Rules` declares each option once with :func:`~islands_rules.core.options.option`,
which gives its record tag (``Size``, ``Pieces``, ``Target``), command-line flag, JSON key
and check (R1, R2, R4).

A :class:`GameState` is a frozen value: equal positions compare and hash equal, whatever
order the tiles were placed in, and no function of the library ever changes one. Get one
from :func:`new_game` and the next one from :func:`~islands_rules.isaac.play`. Per-player
data is held in pairs indexed by seat: Dark (0), then Light (1).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from ..core.errors import InvalidRulesError, NotationError, PositionError
from ..core.options import option, whole
from ._geometry import Geometry, geometry
from ._options import (
    DEFAULT_PIECES,
    MAX_SIZE,
    MIN_SIZE,
    parse_pieces,
    piece_problem,
    pieces_from_json,
    pieces_text,
    pieces_to_json,
    track_length,
)
from .moves import Place, cell_point

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..core.values import Chance

__all__ = [
    "GameState",
    "Phase",
    "Player",
    "Rules",
    "counter_square",
    "new_game",
    "player_names",
    "ply",
    "seat_names",
    "to_move",
]


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options: board size N (R1), the piece set each player owns (R2) and the target (R4).

    ``pieces`` holds one ``(length, value, count)`` triple per kind of tile; it is kept in
    increasing length whatever order it is given in. ``target`` defaults to N², the
    squares of the score track.

    >>> Rules()
    Rules(pieces=((3, 1, 5), (4, 2, 4), (5, 3, 3), (6, 4, 2), (7, 6, 1)), size=10, target=100)
    >>> Rules(size=5, pieces=((4, 3, 1), (2, 1, 3), (3, 2, 2))).pieces
    ((2, 1, 3), (3, 2, 2), (4, 3, 1))
    >>> Rules(size=8, target=65)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: target must be an int from 1 to 64 (Size²) (R4), got 65

    :raises InvalidRulesError: for a size outside 3-26 (R1), a piece set breaking R2 (a
        length over the size, repeated lengths, a value or count below 1) or holding more
        tiles of a kind than the empty board has room for (N² // length), or a target
        outside 1..N² (R4).
    """

    game_name: ClassVar[str] = "isaac"

    # Pieces comes first: records' option tags are checked one at a time, each with the
    # ones before it, and Size 5 alone would be refused beside the default pieces (length 7).
    pieces: tuple[tuple[int, int, int], ...] = option(
        default=DEFAULT_PIECES,
        tag="Pieces",
        help="piece set, length:value:count entries (R2)",
        check=piece_problem,
        parse=parse_pieces,
        write=pieces_text,
        to_json=pieces_to_json,
        from_json=pieces_from_json,
    )
    size: int = option(default=10, tag="Size", help="board size N (R1)", check=whole(MIN_SIZE, MAX_SIZE))
    target: int = option(
        default=attrs.Factory(track_length, takes_self=True),
        tag="Target",
        help="score that wins at once (R4)",
        derived="Size²",
        check=whole(1, MAX_SIZE**2),
    )

    _values: tuple[int, ...] = attrs.field(init=False, default=(), eq=False, repr=False)
    """Each length's value, indexed by length (for the engine's hot loop)."""

    def __attrs_post_init__(self) -> None:
        # The options' own checks saw each value alone; these need the board size.
        longest = max(kind[0] for kind in self.pieces)
        if longest > self.size:
            raise InvalidRulesError(
                f"pieces: length {longest} is longer than the board (at most {self.size}, R2)"
            )
        for length, _, count in self.pieces:
            if count > self.size**2 // length:  # more than the board holds: hands stay small
                raise InvalidRulesError(
                    f"pieces: {count} tiles of length {length} do not fit on the board "
                    f"(at most {self.size**2 // length} on {self.size}×{self.size}, R2)"
                )
        if self.target > self.size**2:
            raise InvalidRulesError(
                f"target must be an int from 1 to {self.size**2} (Size²) (R4), got {self.target}"
            )
        normal = tuple(sorted(tuple(kind) for kind in self.pieces))
        if normal != self.pieces:
            object.__setattr__(self, "pieces", normal)  # one value per piece set, so equal rules are equal
        values = [0] * (longest + 1)
        for length, value, _ in self.pieces:
            values[length] = value
        object.__setattr__(self, "_values", tuple(values))


class Player(enum.Enum):
    """The two players; Dark moves first (R6) and names the squares (Dark's frame).

    >>> Player.DARK.seat, Player.LIGHT.other
    (0, <Player.DARK: 'dark'>)
    """

    DARK = "dark"
    LIGHT = "light"

    @property
    def seat(self) -> int:
        """0 for Dark, 1 for Light."""
        return 0 if self is Player.DARK else 1

    @property
    def other(self) -> Player:
        """The opponent."""
        return Player.LIGHT if self is Player.DARK else Player.DARK

    def __str__(self) -> str:
        return self.value


PLAYERS = (Player.DARK, Player.LIGHT)


class Phase(enum.Enum):
    """Where the game stands (R5, R10, R19).

    >>> new_game().phase
    <Phase.PLACEMENT: 'placement'>
    """

    PLACEMENT = "placement"
    """Players lay tiles (R7-R10)."""
    SCORING = "scoring"
    """Players take their own tiles off for points (R11-R19)."""
    OVER = "over"
    """The game has ended (R19)."""


def counter_square(score: int, player: Player, size: int) -> int | None:
    """The square (``row * N + column``, Dark's frame) a counter at ``score`` stands on (R11),
    ``None`` once the score is N² or more (the counter has left the track).

    >>> counter_square(45, Player.DARK, 10), counter_square(45, Player.LIGHT, 10)  # f5, e6
    (45, 54)
    >>> counter_square(100, Player.DARK, 10) is None
    True
    """
    if not isinstance(player, Player) or type(score) is not int or score < 0 or type(size) is not int:
        raise NotationError("counter_square takes a score (an int of at least 0), a Player and a size")
    area = size * size
    if score >= area:
        return None
    return score if player is Player.DARK else area - 1 - score


@attrs.frozen(repr=False)
class GameState:
    """A position of Isaac and everything needed to go on from it.

    Do not call the constructor: use :func:`new_game` and
    :func:`~islands_rules.isaac.play`. Tiles are held as keys of the board tables; read
    them through :meth:`tiles`.

    >>> state = new_game(Rules(size=7))
    >>> state.to_move, state.phase, state.ply, state.scores
    (<Player.DARK: 'dark'>, <Phase.PLACEMENT: 'placement'>, 0, (0, 0))
    """

    game_name: ClassVar[str] = "isaac"

    rules: Rules
    """The rule options."""
    ply: int
    """How many turns have been played, passes included."""
    phase: Phase
    """Placement, scoring, or over."""
    to_move: Player | None
    """Whose turn it is; ``None`` once the game is over."""
    scores: tuple[int, int]
    """Each player's score (R3), Dark's first."""
    passed: tuple[bool, bool]
    """Whether each player has passed in the current phase (R9, R18)."""
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """Each player's unplaced tiles: a count per kind of ``rules.pieces``."""
    last_removed: tuple[int, int]
    """The length of each player's last removal, 0 before the first (R13)."""
    _tiles: tuple[tuple[int, ...], tuple[int, ...]]
    """Each player's tiles on the board, as sorted keys of the board tables."""
    _masks: tuple[int, int, int, int] = attrs.field(eq=False)
    """Bitmasks that follow from ``_tiles``: the squares under horizontal tiles, under
    vertical ones, and the lower ends of each (so a line's tile count is two popcounts, R15)."""

    @property
    def _occupied(self) -> int:
        return self._masks[0] | self._masks[1]

    @property
    def geometry(self) -> Geometry:
        """The board tables (openly private)."""
        return geometry(self.rules.size)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (R19)."""
        return self.phase is Phase.OVER

    def tiles(self, player: Player) -> tuple[Place, ...]:
        """``player``'s tiles on the board, ordered by their lower end (along row 1, then row 2...).

        >>> from islands_rules.isaac import play
        >>> play(new_game(), "g3-c3").tiles(Player.DARK)
        (Place('c3', 'g3'),)
        """
        shapes = self.geometry.shapes
        return tuple(shapes[key].place for key in self._tiles[_seat(player)])

    def unplaced(self, player: Player) -> tuple[int, ...]:
        """The lengths of ``player``'s unplaced tiles, shortest first.

        >>> new_game(Rules(size=5, pieces=((2, 1, 2), (3, 1, 1)))).unplaced(Player.LIGHT)
        (2, 2, 3)
        """
        hand = self.hands[_seat(player)]
        return tuple(kind[0] for kind, n in zip(self.rules.pieces, hand, strict=True) for _ in range(n))

    def counter(self, player: Player) -> str | None:
        """The name of the square ``player``'s counter stands on (R11); ``None`` once it has
        reached the target and left the board (R19).

        >>> state = new_game()
        >>> state.counter(Player.DARK), state.counter(Player.LIGHT)
        ('a1', 'j10')
        """
        seat = _seat(player)
        score = self.scores[seat]
        if score >= self.rules.target:
            return None  # R19: it has left the board
        square = counter_square(score, PLAYERS[seat], self.rules.size)
        return None if square is None else self.geometry.names[square]

    def owner(self, square: str) -> Player | None:
        """Who owns the tile covering ``square``, or ``None`` if it is empty.

        >>> from islands_rules.isaac import play
        >>> state = play(new_game(), "c3-g3")
        >>> state.owner("e3"), state.owner("e4")
        (<Player.DARK: 'dark'>, None)

        :raises NotationError: if ``square`` is no square's name.
        :raises PositionError: if it is off the board.
        """
        column, row = cell_point(square)
        size = self.rules.size
        if column >= size or row >= size:
            raise PositionError(f"{square} is off the {size}×{size} board")
        bit = 1 << (row * size + column)
        shapes = self.geometry.shapes
        for player in PLAYERS:
            if any(shapes[key].mask & bit for key in self._tiles[player.seat]):
                return player
        return None

    def placed(self) -> Iterator[tuple[Player, Place]]:
        """Every tile on the board with its owner, Dark's first.

        >>> from islands_rules.isaac import play
        >>> [(str(player), str(tile)) for player, tile in play(play(new_game(), "c3-g3"), "a1-a4").placed()]
        [('dark', 'c3-g3'), ('light', 'a1-a4')]
        """
        for player in PLAYERS:
            for place in self.tiles(player):
                yield player, place

    def __str__(self) -> str:
        # Lazily: the picture modules import this one.
        from ..render.options import picture_options
        from .text import TEXT_OPTIONS, render_text

        return render_text(self, picture_options("render_text", TEXT_OPTIONS, {}))

    def __repr__(self) -> str:
        return f"<isaac GameState ply {self.ply}, {self.phase.value}, to move {self.to_move}>"

    def _repr_svg_(self) -> str:
        from ..render.options import picture_options
        from .render import SVG_OPTIONS, svg

        return str(svg(self, picture_options("svg", SVG_OPTIONS, {})))


def _seat(player: Any) -> int:
    if isinstance(player, Player):
        return player.seat
    if player in ("dark", "light"):
        return 0 if player == "dark" else 1
    shown = repr(player)[:40] if isinstance(player, str) else type(player).__name__
    raise NotationError(f"expected an isaac Player, 'dark' or 'light', got {shown}")


def new_game(rules: Rules | None = None) -> GameState:
    """The position before the first turn: an empty board, full hands, both scores 0.

    >>> state = new_game()
    >>> state.rules.size, state.unplaced(Player.DARK)
    (10, (3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7))

    :raises InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules must be isaac Rules, got {type(rules).__name__}")
    hand = tuple(kind[2] for kind in rules.pieces)
    return GameState(
        rules=rules,
        ply=0,
        phase=Phase.PLACEMENT,
        to_move=Player.DARK,
        scores=(0, 0),
        passed=(False, False),
        hands=(hand, hand),
        last_removed=(0, 0),
        tiles=((), ()),
        masks=(0, 0, 0, 0),
    )


def ply(state: GameState) -> int:
    """How many turns led to ``state``, passes included.

    >>> ply(new_game())
    0
    """
    return state.ply


def to_move(state: GameState) -> int | Chance | None:
    """The seat to move: 0 for Dark, 1 for Light; ``None`` once the game is over (Isaac has
    no chance node).

    >>> to_move(new_game())
    0
    """
    return None if state.to_move is None else state.to_move.seat


def player_names(rules: Rules) -> tuple[str, ...]:
    """The players' names in seat order, whatever the rules.

    >>> player_names(Rules())
    ('dark', 'light')
    """
    return (Player.DARK.value, Player.LIGHT.value)


def seat_names(state: GameState) -> tuple[str, ...]:
    """The name each seat goes by: Dark is always seat 0.

    >>> seat_names(new_game())
    ('dark', 'light')
    """
    return player_names(state.rules)
