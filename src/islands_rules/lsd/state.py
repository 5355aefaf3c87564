"""The rule options and the immutable game state.

A :class:`GameState` is a frozen value: equal positions compare and hash equal, and no
function of the library ever changes one. Get one from :func:`new_game` and the next one
from :func:`~islands_rules.lsd.play`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from ..core.errors import InvalidRulesError, PositionError, shown
from ..core.options import option, whole
from . import _engine
from ._tiles import ICONS, MAX_TILES, PLAYER_NAMES, TYPES, Tile, TileSet, sides_text, tile_set_from_json

if TYPE_CHECKING:
    from ..core.values import Chance

__all__ = ["GameState", "Rules", "new_game", "player_index", "player_names", "ply", "seat_names", "to_move"]


def _check_players(value: Any) -> str | None:
    if type(value) is int and value in (2, 4):
        return None
    shown = repr(value) if type(value) is int and abs(value) < 10**9 else type(value).__name__
    return f"must be 2 or 4 (R1), got {shown}"


def _check_tile_set(value: Any) -> str | None:
    if isinstance(value, TileSet):
        return None
    return f"must be a TileSet such as TileSet('n+:2 ns+:1'), got {type(value).__name__}"


DEFAULT_TILE_SET = TileSet()
"""The default tile set: 2 of each of the ten types, 20 tiles (**a library choice**, R5)."""


def _default_line(rules: Rules) -> int:
    return 3 if rules.players == 4 else 4


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options: players (R1), the line that wins (R16) and the tile set (R5).

    The default tile set, 2 of each of the ten types, is **the library's own choice**
    (the seed says only "20 tiles"). ``line`` defaults to 4 with 2 players and 3 with 4.

    >>> Rules()
    Rules(players=2, line=4, tile_set=TileSet('n+:2 nx:2 ne+:2 nex:2 ns+:2 nsx:2
    nes+:2 nesx:2 nesw+:2 neswx:2'))
    >>> Rules(players=4).line, Rules(tile_set=TileSet("n+:2")).tile_set.total
    (3, 2)
    >>> Rules(players=3)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: players must be 2 or 4 (R1), got 3

    :raises InvalidRulesError: for players other than 2 or 4, a line below 2 or of more
        than 9 digits, or a tile set that is not a :class:`TileSet`.
    """

    game_name: ClassVar[str] = "lsd"

    players: int = option(default=2, tag="Players", help="number of players: 2 or 4", check=_check_players)
    line: int = option(
        default=attrs.Factory(_default_line, takes_self=True),
        derived="4 with 2 players, 3 with 4",
        tag="Line",
        help="tiles in a row or column that win",
        check=whole(2, MAX_TILES),  # a longer line than a player's tiles cannot be made
    )
    tile_set: TileSet = option(  # noqa: RUF009 -- a frozen TileSet is shared safely
        default=DEFAULT_TILE_SET,
        tag="TileSet",
        flag="--tile-set",
        help="each player's tiles, as 'type:count' entries; the default, 2 of each type, is a library choice",
        check=_check_tile_set,
        parse=TileSet,
        write=str,
        to_json=str,
        from_json=tile_set_from_json,
    )

    @property
    def player_names(self) -> tuple[str, ...]:
        """The players in turn order (R1).

        >>> Rules(players=4).player_names
        ('red', 'blue', 'green', 'yellow')
        """
        return PLAYER_NAMES[: self.players]


def player_index(rules: Rules, player: int | str) -> int:
    """The seat of ``player``, given by seat or by name.

    :raises PositionError: if there is no such player under ``rules``.
    """
    if type(player) is int and 0 <= player < rules.players:
        return player
    if isinstance(player, str) and player in rules.player_names:
        return rules.player_names.index(player)
    raise PositionError(f"no player {shown(player)}; the players are {', '.join(rules.player_names)}")


def tile_of(code: int) -> Tile:
    """The :class:`Tile` of an engine tile code."""
    return Tile(PLAYER_NAMES[code >> 5], sides_text(code & 15), ICONS[code >> 4 & 1])


@attrs.frozen(eq=False, repr=False)
class GameState:
    """A position and everything needed to go on from it.

    Do not call the constructor (nor :func:`attrs.evolve`): use :func:`new_game` and
    :func:`~islands_rules.lsd.play`. The field is held as ints keyed by cell; read it
    through :meth:`tiles` and :meth:`tile_at`.

    >>> from islands_rules import lsd
    >>> state = lsd.play(lsd.new_game(), "ne+@0,0")
    >>> state.ply, state.to_move, state.player_to_move, state.tile_at((0, 0))
    (1, 1, 'blue', Tile('red', 'ne', '+'))
    >>> state.supply("red")["ne+"], state.captures("red")
    (1, 0)
    >>> state == lsd.play(lsd.new_game(), "ne+@0,0")
    True
    """

    game_name: ClassVar[str] = "lsd"

    rules: Rules
    """The rule options of the game."""
    ply: int
    """How many turns have been played, passes included."""
    to_move: int
    """The seat to move (R1); once the game is over, the seat that would have been next."""
    is_over: bool
    """Whether a line (R16) or the draw (R18) ended the game."""
    winner: int | None
    """The seat that won (R16), or ``None`` (a draw, or the game goes on)."""
    _supply: tuple[tuple[int, ...], ...]
    _captures: tuple[int, ...]
    _field: dict[int, int]
    _open: dict[int, int]
    _last_captured: tuple[tuple[int, int], ...]
    _hash: int

    def _key(self) -> tuple[Any, ...]:
        return (self.rules, self.ply, self.to_move, self.is_over, self.winner, self._supply, self._captures)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._hash == other._hash and self._key() == other._key() and self._field == other._field

    def __hash__(self) -> int:
        return hash((self._hash, self._key()))

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in turn order (R1)."""
        return self.rules.player_names

    @property
    def player_to_move(self) -> str | None:
        """The name of the player to move, ``None`` once the game is over."""
        return None if self.is_over else self.rules.player_names[self.to_move]

    def tiles(self) -> dict[tuple[int, int], Tile]:
        """Every tile on the field by cell, cells in order of ``x``, then ``y``.

        >>> from islands_rules import lsd
        >>> lsd.play(lsd.play(lsd.new_game(), "e+@0,0"), "wx@1,0").tiles()
        {(0, 0): Tile('red', 'e', '+'), (1, 0): Tile('blue', 'w', 'x')}
        """
        return {_engine.cell(k): tile_of(self._field[k]) for k in sorted(self._field)}

    def tile_codes(self) -> list[tuple[int, int, int]]:
        """Every tile on the field as ``(x, y, code)``, in no set order, for fast callers (the
        observation of :mod:`islands_rules.rl`): ``code`` holds the tile's sides in bits 0-3
        (n, e, s, w), its icon in bit 4 (0 for ``+``, 1 for ``x``) and its owner's seat from
        bit 5 on.

        >>> from islands_rules import lsd
        >>> lsd.play(lsd.play(lsd.new_game(), "ne+@0,0"), "swx@0,1").tile_codes()
        [(0, 0, 3), (0, 1, 60)]
        """
        cell = _engine.cell
        return [(*cell(k), code) for k, code in self._field.items()]

    def tile_at(self, cell: tuple[int, int]) -> Tile | None:
        """The tile on ``cell``, or ``None`` if it is empty.

        :raises PositionError: if ``cell`` is not a pair of ints.
        """
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(type(c) is int for c in cell)):
            raise PositionError(f"a cell must be a pair of ints (x, y), got {shown(cell)}")
        if not _engine.in_range(*cell):
            return None
        code = self._field.get(_engine.key(*cell))
        return None if code is None else tile_of(code)

    def supply(self, player: int | str) -> dict[str, int]:
        """The tiles ``player`` (a seat or a name) still has, by type, every type listed (R5, R11)."""
        return dict(zip(TYPES, self._supply[player_index(self.rules, player)], strict=True))

    def captures(self, player: int | str) -> int:
        """How many tiles ``player``'s placements have captured, whoever owned them (R20)."""
        return self._captures[player_index(self.rules, player)]

    @property
    def last_captured(self) -> dict[tuple[int, int], Tile]:
        """The tiles the last placement captured (R12-R15), by the cell they stood on.

        Not part of the position: equal positions may differ here.
        """
        return {_engine.cell(k): tile_of(code) for k, code in self._last_captured}

    def __str__(self) -> str:
        """The field as a text diagram: see :func:`~islands_rules.lsd.render_text`."""
        from ..render.options import picture_options
        from .text import TEXT_OPTIONS, render_text  # the pictures build on the state

        return render_text(self, picture_options("render_text", TEXT_OPTIONS, {}))

    def _repr_svg_(self) -> str:
        """The field as an SVG picture, which Jupyter shows: see :func:`~islands_rules.lsd.svg`."""
        from ..render.options import picture_options
        from .render import SVG_OPTIONS, svg

        return svg(self, picture_options("svg", SVG_OPTIONS, {}))

    def __repr__(self) -> str:
        field = " ".join(
            f"{tile.owner[0].upper()}{tile.sides}{tile.icon}@{x},{y}" for (x, y), tile in self.tiles().items()
        )
        turn = "over" if self.is_over else f"{self.player_to_move} to move"
        return f"<lsd.GameState ply {self.ply}, {turn}; {field or 'empty field'}>"


def make_state(
    rules: Rules,
    *,
    ply: int,
    to_move: int,
    is_over: bool,
    winner: int | None,
    supply: tuple[tuple[int, ...], ...],
    captures: tuple[int, ...],
    field: dict[int, int],
    open_cells: dict[int, int],
    last_captured: tuple[tuple[int, int], ...] = (),
    zobrist: int | None = None,
) -> GameState:
    """A state from its parts (``field`` and ``open_cells`` are kept, never changed after).

    ``zobrist`` is the XOR of ``hash((key, code))`` over the field, if the caller kept it
    up to date; otherwise it is computed here.
    """
    if zobrist is None:
        zobrist = 0
        for item in field.items():
            zobrist ^= hash(item)
    return GameState(
        rules, ply, to_move, is_over, winner, supply, captures, field, open_cells, last_captured, zobrist
    )


def new_game(rules: Rules | None = None) -> GameState:
    """The position before the first turn: an empty field, every player with the full tile set.

    >>> from islands_rules import lsd
    >>> state = new_game(lsd.Rules(players=4))
    >>> state.players, state.player_to_move, state.supply("yellow")["nesw+"]
    (('red', 'blue', 'green', 'yellow'), 'red', 2)

    :raises InvalidRulesError: if ``rules`` is not a :class:`Rules`.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise InvalidRulesError(f"rules must be an islands_rules.lsd.Rules, got {type(rules).__name__}")
    counts = rules.tile_set.counts
    return make_state(
        rules,
        ply=0,
        to_move=0,
        is_over=False,
        winner=None,
        supply=(counts,) * rules.players,
        captures=(0,) * rules.players,
        field={},
        open_cells={},
    )


def ply(state: GameState) -> int:
    """How many turns led to ``state``, passes included.

    >>> from islands_rules import lsd
    >>> ply(lsd.play(lsd.new_game(), "e+@0,0"))
    1
    """
    return state.ply


def to_move(state: GameState) -> int | Chance | None:
    """The seat to move (R1), ``None`` once a line (R16) or the draw (R18) ended the game.

    >>> from islands_rules import lsd
    >>> to_move(lsd.new_game()), to_move(lsd.play(lsd.play(lsd.new_game(), "e+@0,0"), "wx@1,0"))
    (0, None)
    """
    return None if state.is_over else state.to_move


def player_names(rules: Rules) -> tuple[str, ...]:
    """The players in turn order under ``rules`` (R1).

    >>> player_names(Rules(players=4))
    ('red', 'blue', 'green', 'yellow')
    """
    return rules.player_names


def seat_names(state: GameState) -> tuple[str, ...]:
    """The name of each seat: the players never change seats (R1).

    >>> from islands_rules import lsd
    >>> seat_names(lsd.new_game())
    ('red', 'blue')
    """
    return state.rules.player_names


def supply_mapping(state: GameState) -> Mapping[str, tuple[int, ...]]:
    """Each player's supply counts by name (for pictures and data)."""
    return dict(zip(state.players, state._supply, strict=True))
