"""The players, the phases and the immutable game state.

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
from ._geometry import Geometry, geometry
from .moves import Place, cell_point
from .rules import Rules

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["GameState", "Phase", "Player", "counter_square", "new_game"]


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
        from .render_text import render_text

        return render_text(self)

    def __repr__(self) -> str:
        return f"<isaac GameState ply {self.ply}, {self.phase.value}, to move {self.to_move}>"

    def _repr_svg_(self) -> str:
        from .render_svg import svg

        return str(svg(self))


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
