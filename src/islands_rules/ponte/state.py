"""The rule options, the immutable game state, the start of a game and who is to move.

A :class:`GameState` is a frozen value: equal positions compare and hash equal, and no
function of the library ever changes one. Build one with :func:`new_game` or
:func:`~islands_rules.ponte.setup_position`; get the next one from
:func:`~islands_rules.play`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from ..core.errors import PositionError, shown
from ..core.options import option, whole
from ..core.values import Chance
from ._cells import MAX_BOARD_SIZE, Cell, Colour, ColourName
from ._geometry import Geometry, bits, geometry
from .moves import BuildBridge

__all__ = ["GameState", "Phase", "Rules", "new_game", "player_names", "ply", "seat_names", "to_move"]


class Phase(enum.Enum):
    """Where the game stands (R4-R6, R18).

    >>> import islands_rules as ir
    >>> ir.new_game().phase
    <Phase.OPENING: 'opening'>
    """

    OPENING = "opening"
    """Light places the first two tiles (R4)."""
    CHOICE = "choice"
    """Dark's first turn: swap or place two dark tiles (R5)."""
    PLAY = "play"
    """Ordinary turns (R7)."""
    OVER = "over"
    """The game has ended (R18); see :func:`~islands_rules.outcome`."""


@attrs.frozen(kw_only=True)
class Rules:
    """The rule options (R1, R2): board size, tiles per colour and the shared bridge pool.

    ``None`` means unlimited (as Board Game Arena plays). The defaults are the printed
    game: a 10×10 board, 40 tiles per colour and 15 bridges shared by both colours. Each
    option is declared once (:func:`~islands_rules.core.options.option`): its record tag,
    command-line flag and JSON key come from the declaration.

    >>> Rules()
    Rules(board_size=10, tiles_per_colour=40, bridges=15)
    >>> Rules(board_size=6, tiles_per_colour=None, bridges=None).board_size
    6

    :raises InvalidRulesError: for a board size outside 4-26, fewer than 2 tiles per
        colour, or a negative number of bridges.
    """

    game_name: ClassVar[str] = "ponte"

    board_size: int = option(
        default=10, tag="Size", flag="--size", help="board size N, for N×N", check=whole(4, MAX_BOARD_SIZE)
    )
    tiles_per_colour: int | None = option(
        default=40,
        tag="Tiles",
        flag="--tiles",
        help="tiles per colour, or unlimited",
        check=whole(2, MAX_BOARD_SIZE**2, unlimited=True),  # no more than the largest board holds
        unlimited=True,
    )
    bridges: int | None = option(
        default=15,
        tag="Bridges",
        flag="--bridges",
        help="bridges in the pool both colours share, or unlimited",
        check=whole(0, MAX_BOARD_SIZE**2, unlimited=True),  # each bridge spans a cell of its own
        unlimited=True,
    )


@attrs.frozen(repr=False)
class GameState:
    """A position and everything needed to go on from it.

    Do not call the constructor: use :func:`~islands_rules.new_game`,
    :func:`~islands_rules.ponte.setup_position` or :func:`~islands_rules.play`. The board is
    held in integer bitmasks; read it through :meth:`tiles`, :meth:`tile_at` and
    :meth:`bridges`. Nor change the board with :func:`attrs.evolve`: the cells under
    bridges and around islands are kept beside it, derived once, and would not follow.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(), ir.ponte.parse_move("c3,e5"))
    >>> state.to_move, state.phase, state.ply
    (<Colour.DARK: 'dark'>, <Phase.CHOICE: 'choice'>, 1)
    >>> light = ir.ponte.Colour.LIGHT
    >>> sorted(str(cell) for cell in state.tiles(light)), state.tiles_left(light)
    (['c3', 'e5'], 38)
    >>> state == ir.play(ir.new_game(), ir.ponte.parse_move("e5,c3"))
    True
    """

    game_name: ClassVar[str] = "ponte"

    rules: Rules
    """The rule options of the game."""
    to_move: Colour
    """The colour whose turn it is (meaningless once the game is over)."""
    phase: Phase
    """Opening, colour choice, play or over."""
    ply: int
    """How many turns have been played (a swap and a decline count as turns)."""
    light_tiles_left: int | None
    """Light tiles still in the supply, ``None`` if unlimited."""
    dark_tiles_left: int | None
    """Dark tiles still in the supply, ``None`` if unlimited."""
    bridges_left: int | None
    """Bridges still in the shared pool, ``None`` if unlimited (R2, R15)."""
    light_declined: bool
    """Whether light has declined, so dark has one last turn (R18)."""
    swapped: bool
    """Whether the second player swapped and now plays light (R5). Informs seats only."""
    _light: int
    _dark: int
    _light_bridges: int
    _dark_bridges: int
    # Derived from the bridges, kept because every legality check needs them.
    _blocked: int = attrs.field(eq=False)
    _bridge_ends: int = attrs.field(eq=False)
    # Derived from the groups: the cells around each colour's islands, where R9 (ii) keeps that
    # colour's tiles out. Kept so a placement is judged without regrouping the whole board.
    _light_island_halo: int = attrs.field(eq=False)
    _dark_island_halo: int = attrs.field(eq=False)
    # Derived from the tiles and bridges, as masks over bridge numbers: the bridges whose lower
    # end holds a tile of each colour, those whose higher end does, and the bridges no one may
    # ever build (R12-R14), so that the buildable bridges are two ``&``. Kept up move by move.
    _light_low_ends: int = attrs.field(eq=False)
    _light_high_ends: int = attrs.field(eq=False)
    _dark_low_ends: int = attrs.field(eq=False)
    _dark_high_ends: int = attrs.field(eq=False)
    _dead_bridges: int = attrs.field(eq=False)
    # The tables of the board size, looked up once per state rather than at every rule check.
    _geometry: Geometry = attrs.field(eq=False)
    # The native engine's packed form of the position (islands_rules.ponte.native), made on its
    # first use and kept: not compared, shown or pickled, and unset until then, so building a
    # state costs nothing more.
    _packed: bytes = attrs.field(init=False, eq=False, repr=False)

    def __getstate__(self) -> dict[str, Any]:
        # Every field but the packed form, which is remade where it is needed.
        return {name: getattr(self, name) for name in _PICKLED}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)

    @property
    def geometry(self) -> Geometry:
        # The tables of this board size, for the engine (undocumented, as before: private type).
        return self._geometry

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (R18).

        >>> import islands_rules as ir
        >>> ir.new_game().is_over
        False
        """
        return self.phase is Phase.OVER

    def colour_of(self, seat: int) -> Colour:
        """The colour seat ``seat`` plays: seat 0 made the opening with light, and the swap
        (R5) exchanges the seats' colours.

        >>> import islands_rules as ir
        >>> state = ir.play(ir.play(ir.new_game(), "c3,e5"), "swap")
        >>> state.colour_of(0), state.colour_of(1)
        (<Colour.DARK: 'dark'>, <Colour.LIGHT: 'light'>)

        :raises PositionError: if ``seat`` is not 0 or 1.
        """
        if seat not in (0, 1) or type(seat) is not int:
            raise PositionError(f"a seat of Ponte del Diavolo is 0 or 1, got {shown(seat)}")
        return Colour.LIGHT if (seat == 0) != self.swapped else Colour.DARK

    def seat_of(self, colour: ColourName) -> int:
        """The seat that plays ``colour`` (0: the player who made the opening).

        >>> import islands_rules as ir
        >>> ir.new_game().seat_of(ir.ponte.Colour.DARK)
        1
        """
        return int((Colour.of(colour) is Colour.LIGHT) == self.swapped)

    def tiles_left(self, colour: ColourName) -> int | None:
        """The tiles of ``colour`` still in the supply, ``None`` if unlimited.

        >>> import islands_rules as ir
        >>> ir.new_game().tiles_left(ir.ponte.Colour.DARK)
        40
        """
        return self.light_tiles_left if Colour.of(colour) is Colour.LIGHT else self.dark_tiles_left

    def tiles(self, colour: ColourName) -> frozenset[Cell]:
        """The cells holding a tile of ``colour``.

        >>> import islands_rules as ir
        >>> ir.new_game().tiles(ir.ponte.Colour.LIGHT)
        frozenset()
        """
        return frozenset(self.geometry.mask_cells(self.tile_mask(colour)))

    def tile_at(self, cell: Cell | str) -> Colour | None:
        """The colour of the tile on ``cell``, or ``None`` if it is empty.

        >>> import islands_rules as ir
        >>> state = ir.ponte.setup_position(light=["a1", "j10"], dark=["b2", "j8"])
        >>> state.tile_at("a1"), state.tile_at("b2"), state.tile_at("c3")
        (<Colour.LIGHT: 'light'>, <Colour.DARK: 'dark'>, None)
        >>> state.tile_at("k1")
        Traceback (most recent call last):
        ...
        islands_rules.PositionError: k1 is off the 10x10 board (R1)

        :raises NotationError: if ``cell`` is no cell's name.
        :raises PositionError: if ``cell`` is off the board (R1).
        """
        cell = cell if isinstance(cell, Cell) else Cell.parse(cell)
        index = self.geometry.index_of.get(cell)
        if index is None:
            size = self.rules.board_size
            raise PositionError(f"{cell} is off the {size}x{size} board (R1)")
        if self._light >> index & 1:
            return Colour.LIGHT
        if self._dark >> index & 1:
            return Colour.DARK
        return None

    def bridges(self, colour: ColourName | None = None) -> tuple[BuildBridge, ...]:
        """The bridges of ``colour`` on the board (both colours' if ``None``), in cell order.

        >>> import islands_rules as ir
        >>> ir.ponte.setup_position(light=["a1", "a3"], dark=["j9", "j10"], light_bridges=["a1-a3"]).bridges()
        (BuildBridge('a1', 'a3'),)
        """
        numbers = self._light_bridges | self._dark_bridges if colour is None else self.bridge_mask(colour)
        ends, cells = self.geometry.bridge_ends, self.geometry.cells
        return tuple(sorted(BuildBridge(cells[ends[n][0]], cells[ends[n][1]]) for n in bits(numbers)))

    def tile_mask(self, colour: ColourName) -> int:
        """The bitmask of ``colour``'s tiles (bit ``column * size + row``); for fast callers."""
        if colour is Colour.LIGHT:
            return self._light
        if colour is Colour.DARK:
            return self._dark
        return self.tile_mask(Colour.of(colour))  # "light" and "dark" are colours too

    def bridge_mask(self, colour: ColourName) -> int:
        """The bitmask over bridge numbers of ``colour``'s bridges; for fast callers."""
        return self._light_bridges if Colour.of(colour) is Colour.LIGHT else self._dark_bridges

    def island_halo_mask(self, colour: ColourName) -> int:
        """The bitmask of the cells around ``colour``'s islands (R9 ii); for fast callers."""
        return self._light_island_halo if Colour.of(colour) is Colour.LIGHT else self._dark_island_halo

    @property
    def blocked_mask(self) -> int:
        """The bitmask of the cells under bridges; for fast callers."""
        return self._blocked

    @property
    def bridge_end_mask(self) -> int:
        """The bitmask of the tiles carrying a bridge end; for fast callers."""
        return self._bridge_ends

    def to_dict(self) -> dict[str, Any]:
        """The state as JSON-safe data, with the format version inside; see :meth:`from_dict`.

        >>> import islands_rules as ir
        >>> data = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,b2").to_dict()
        >>> data["format"], data["type"], data["light"], data["to_move"], data["phase"]
        (2, 'state', ['a1', 'b2'], 'dark', 'choice')
        """
        from .jsondata import state_to_dict  # jsondata builds on this module

        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        """The state that :meth:`to_dict` described, checked as
        :func:`~islands_rules.ponte.setup_position` does.

        >>> import islands_rules as ir
        >>> state = ir.play(ir.new_game(), "c3,e5")
        >>> ir.ponte.GameState.from_dict(state.to_dict()) == state
        True

        :raises RecordError: if ``data`` is not a state of a format this library reads, or
            not a position :func:`~islands_rules.ponte.setup_position` accepts (the rules hold on
            the board, the supplies add up, the ply counts the turns); the message names the key.
        """
        from .jsondata import state_from_dict

        return state_from_dict(data)

    def __str__(self) -> str:
        """The board as a text diagram: see :func:`~islands_rules.render_text`.

        >>> import islands_rules as ir
        >>> print(ir.ponte.setup_position(rules=ir.ponte.Rules(board_size=4), light=["b2", "d4"]))
        4 . . . L
        3 . . . .
        2 . L . .
        1 . . . .
          a b c d
        bridges: light -; dark -
        """
        from ..render.options import picture_options
        from .text import TEXT_OPTIONS, render_text  # the picture builds on state: imported late

        return render_text(self, picture_options("render_text", TEXT_OPTIONS, {}))

    def _repr_svg_(self) -> str:
        """The board as an SVG picture, which Jupyter shows: see :func:`~islands_rules.svg`."""
        from ..render.options import picture_options
        from .render import SVG_OPTIONS, svg

        return svg(self, picture_options("svg", SVG_OPTIONS, {}))

    def __repr__(self) -> str:
        def cells(mask: int) -> str:
            return " ".join(map(str, self.geometry.mask_cells(mask))) or "-"

        bridges = " ".join(map(str, self.bridges())) or "-"
        turn = "over" if self.is_over else f"{self.to_move} to move ({self.phase.value})"
        return (
            f"<GameState {self.rules.board_size}x{self.rules.board_size} ply {self.ply}, {turn}; "
            f"light {cells(self._light)}; dark {cells(self._dark)}; bridges {bridges}>"
        )


_PICKLED = tuple(field.name for field in attrs.fields(GameState) if field.init)
"""The fields a pickled (or copied) state keeps: all but the packed form."""

_MASKS = (
    "light dark light_bridges dark_bridges blocked bridge_ends light_island_halo dark_island_halo"
    " light_low_ends light_high_ends dark_low_ends dark_high_ends dead_bridges"
)
"""GameState's bitmask fields, as its constructor names them: all 0 on the empty board."""


def new_game(rules: Rules | None = None) -> GameState:
    """The empty board, light to place the two opening tiles (R4).

    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=6, bridges=None))
    >>> state.to_move, state.phase, state.light_tiles_left, state.bridges_left
    (<Colour.LIGHT: 'light'>, <Phase.OPENING: 'opening'>, 40, None)

    :raises PositionError: if ``rules`` is no :class:`Rules`.
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise PositionError(f"rules must be an islands_rules.ponte.Rules, got {type(rules).__name__}")
    supply = rules.tiles_per_colour
    # An empty board: no tiles, bridges, islands or bridge ends, so every mask is 0.
    masks = dict.fromkeys(_MASKS.split(), 0)
    return GameState(
        rules=rules,
        to_move=Colour.LIGHT,
        phase=Phase.OPENING,
        ply=0,
        light_tiles_left=supply,
        dark_tiles_left=supply,
        bridges_left=rules.bridges,
        light_declined=False,
        swapped=False,
        geometry=geometry(rules.board_size),
        **masks,
    )


def ply(state: GameState) -> int:
    """How many turns led to ``state`` (a swap and a decline count).

    >>> import islands_rules as ir
    >>> ply(ir.play(ir.new_game(), "c3,e5"))
    1
    """
    return state.ply


def to_move(state: GameState) -> int | Chance | None:
    """The seat to move (not the colour: after a swap, seat 0 plays dark), ``None`` once over.

    >>> import islands_rules as ir
    >>> to_move(ir.play(ir.play(ir.new_game(), "c3,e5"), "swap"))  # seat 0 now plays dark
    0
    """
    return None if state.is_over else state.seat_of(state.to_move)


def player_names(rules: Rules) -> tuple[str, ...]:
    """The players' names, as records and JSON call them: their colours, light first.

    >>> player_names(Rules())
    ('light', 'dark')
    """
    return (Colour.LIGHT.value, Colour.DARK.value)


def seat_names(state: GameState) -> tuple[str, ...]:
    """The colour each seat plays in ``state``: the swap (R5) exchanges them.

    >>> import islands_rules as ir
    >>> seat_names(ir.play(ir.play(ir.new_game(), "c3,e5"), "swap"))
    ('dark', 'light')
    """
    return (state.colour_of(0).value, state.colour_of(1).value)
