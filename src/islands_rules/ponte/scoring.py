"""Groups, islands, networks, the score and the winner (R9, R20-R22), and the figures shown
beside the board (:func:`summary`, :func:`describe`, :func:`report`).

All functions are pure functions of a :class:`~islands_rules.ponte.GameState`.
"""

from __future__ import annotations

import enum
import functools
from typing import Any

import attrs

from ..core.checks import expect_state
from ..core.errors import PositionError, shown
from ..core.values import Outcome
from ..core.words import counted
from ._cells import Cell, Colour, ColourName
from ._geometry import bits
from .moves import BuildBridge
from .rules import blocked_cells
from .state import GameState

__all__ = [
    "ColourScore",
    "Group",
    "Network",
    "Score",
    "TieBreak",
    "describe",
    "groups",
    "network_points",
    "networks",
    "outcome",
    "report",
    "score",
    "summary",
]


@attrs.frozen(order=False)
class Group:
    """Orthogonally connected tiles of one colour (R9): an island if exactly four tiles,
    otherwise a sandbank.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     light=["a1", "b1", "a2", "b2", "d1", "d2"], dark=["j7", "j8", "j9", "j10"])
    >>> [(g.is_island, sorted(map(str, g.cells))) for g in ir.ponte.groups(state, ir.ponte.Colour.LIGHT)]
    [(True, ['a1', 'a2', 'b1', 'b2']), (False, ['d1', 'd2'])]
    """

    colour: Colour
    cells: frozenset[Cell]

    @property
    def is_island(self) -> bool:
        """Whether the group has exactly four tiles (R9)."""
        return len(self.cells) == 4

    @property
    def is_sandbank(self) -> bool:
        """Whether the group has one to three tiles (R9)."""
        return len(self.cells) < 4


def network_points(islands: int) -> int:
    """The points of a network of ``islands`` islands: n(n+1)/2 (R21).

    >>> [network_points(n) for n in range(1, 11)]
    [1, 3, 6, 10, 15, 21, 28, 36, 45, 55]

    :raises PositionError: if ``islands`` is not a whole number of at least 0.
    """
    if not isinstance(islands, int) or isinstance(islands, bool) or islands < 0:
        raise PositionError(f"a network has a whole number of islands, got {shown(islands)} (R21)")
    return islands * (islands + 1) // 2


@attrs.frozen
class Network:
    """Groups of one colour joined by that colour's bridges (R20); sandbanks pass the
    connection on but score nothing.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     light=["a1", "b1", "a2", "b2", "a4", "a5", "a6", "b6"], light_bridges=["a2-a4"],
    ...     dark=["j1", "j2", "j4", "j5", "j7", "j8", "h10", "j10"])
    >>> [(n.islands, n.points) for n in ir.ponte.networks(state, ir.ponte.Colour.LIGHT)]
    [(2, 3)]
    """

    colour: Colour
    groups: tuple[Group, ...]
    bridges: tuple[BuildBridge, ...]

    @property
    def islands(self) -> int:
        """How many of the groups are islands."""
        return sum(group.is_island for group in self.groups)

    @property
    def points(self) -> int:
        """What the network scores (R21)."""
        return network_points(self.islands)


def _group_masks(state: GameState, colour: Colour) -> list[int]:
    return state.geometry.groups(state.tile_mask(colour))


def groups(state: GameState, colour: ColourName) -> tuple[Group, ...]:
    """The groups of ``colour``, ordered by their first cell (R9).

    >>> import islands_rules as ir
    >>> ir.ponte.groups(ir.new_game(), ir.ponte.Colour.DARK)
    ()
    """
    state = expect_state(state, GameState)
    geo = state.geometry
    colour = Colour.of(colour)
    return tuple(Group(colour, frozenset(geo.mask_cells(g))) for g in _group_masks(state, colour))


def _network_masks(state: GameState, colour: Colour) -> list[tuple[list[int], list[int]]]:
    """Each network as (its group masks, its bridge numbers), by union-find over groups."""
    geo = state.geometry
    masks = _group_masks(state, colour)
    group_at = {i: n for n, mask in enumerate(masks) for i in bits(mask)}
    parent = list(range(len(masks)))

    def root(n: int) -> int:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    numbers = list(bits(state.bridge_mask(colour)))
    for number in numbers:
        a, b = geo.bridge_ends[number]
        parent[root(group_at[a])] = root(group_at[b])
    found: dict[int, tuple[list[int], list[int]]] = {}
    for n, mask in enumerate(masks):
        found.setdefault(root(n), ([], []))[0].append(mask)
    for number in numbers:
        found[root(group_at[geo.bridge_ends[number][0]])][1].append(number)
    return list(found.values())


def networks(state: GameState, colour: ColourName) -> tuple[Network, ...]:
    """The networks of ``colour`` (R20), ordered by their first cell.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "c1"], dark=["j9", "j10"])
    >>> len(ir.ponte.networks(state, ir.ponte.Colour.LIGHT))
    2
    """
    state = expect_state(state, GameState)
    colour = Colour.of(colour)
    geo, cells = state.geometry, state.geometry.cells
    return tuple(
        Network(
            colour,
            tuple(Group(colour, frozenset(geo.mask_cells(g))) for g in group_masks),
            tuple(BuildBridge(*(cells[i] for i in geo.bridge_ends[n])) for n in numbers),
        )
        for group_masks, numbers in _network_masks(state, colour)
    )


@attrs.frozen
class ColourScore:
    """One colour's points (R21), islands and bridges: the three things R22 compares.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     light=["a1", "b1", "a2", "b2", "a4", "a5"], dark=["j1", "j2", "j4", "j5", "j7", "j8"],
    ...     light_bridges=["a2-a4"])
    >>> ir.ponte.score(state).light
    ColourScore(points=1, islands=1, bridges=1)
    """

    points: int
    islands: int
    bridges: int


@attrs.frozen
class Score:
    """Both colours' scores; index by colour.

    >>> import islands_rules as ir
    >>> ir.ponte.score(ir.new_game())[ir.ponte.Colour.LIGHT]
    ColourScore(points=0, islands=0, bridges=0)
    """

    light: ColourScore
    dark: ColourScore

    def __getitem__(self, colour: ColourName) -> ColourScore:
        return self.light if Colour.of(colour) is Colour.LIGHT else self.dark


def _colour_score(state: GameState, colour: Colour) -> ColourScore:
    points = islands = 0
    for group_masks, _ in _network_masks(state, colour):
        count = sum(mask.bit_count() == 4 for mask in group_masks)
        islands += count
        points += network_points(count)
    return ColourScore(points, islands, state.bridge_mask(colour).bit_count())


def score(state: GameState) -> Score:
    """Points, islands and bridges of each colour in the position (R20, R21).

    Defined for any position, running or over.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "a2", "b2"], dark=["j8", "j10"])
    >>> ir.ponte.score(state).light.points, ir.ponte.score(state).dark.points
    (1, 0)
    """
    return _score(expect_state(state, GameState))


@functools.lru_cache(maxsize=64)
def _score(state: GameState) -> Score:
    # Kept for the last few positions: a record's check asks for the final position's score
    # through the outcome, the summary and the report, and each should not score it again.
    return Score(_colour_score(state, Colour.LIGHT), _colour_score(state, Colour.DARK))


class TieBreak(enum.StrEnum):
    """What decided a finished game (R22): points, then islands, then bridges, else a draw.
    A str, so it is the ``decided_by`` word of :class:`~islands_rules.Outcome` itself.

    >>> from islands_rules import ponte
    >>> rules = ponte.Rules(tiles_per_colour=2)  # dark cannot place, so declined: the game is over
    >>> state = ponte.setup_position(
    ...     rules=rules, light=["a1", "a3"], dark=["j9", "j10"], light_bridges=["a1-a3"],
    ...     phase=ponte.Phase.OVER)
    >>> ponte.outcome(state).decided_by
    <TieBreak.BRIDGES: 'bridges'>
    """

    POINTS = "points"
    """The higher score."""
    ISLANDS = "islands"
    """Equal points; more islands."""
    BRIDGES = "bridges"
    """Equal points and islands; more bridges."""
    DRAW = "draw"
    """All three equal: both players have won."""


def outcome(state: GameState, totals: Score | None = None) -> Outcome | None:
    """The winner of a finished game and what decided it (R22); ``None`` while it runs.

    The winner is a :class:`~islands_rules.ponte.Colour` (a str: ``"light"``) and
    ``decided_by`` a :class:`TieBreak`; ``returns`` are by seat (seat 0 made the opening).
    ``totals``, if given, is ``score(state)``, so a caller that has it scores only once.

    >>> from islands_rules import ponte
    >>> ponte.outcome(ponte.new_game()) is None
    True
    >>> rules = ponte.Rules(tiles_per_colour=2)  # both have placed their two; light declined
    >>> state = ponte.setup_position(rules=rules, light=["a1", "d1"], dark=["a4", "d4"], light_declined=True)
    >>> state = ponte.play(state, "pass")
    >>> ponte.outcome(state)
    Outcome(winner=None, decided_by=<TieBreak.DRAW: 'draw'>, returns=(0.0, 0.0))
    """
    state = expect_state(state, GameState)
    if totals is not None and not isinstance(totals, Score):
        raise PositionError(f"totals must be the state's Score, got {type(totals).__name__}")
    if not state.is_over:
        return None
    totals = score(state) if totals is None else totals
    for rule, light, dark in (
        (TieBreak.POINTS, totals.light.points, totals.dark.points),
        (TieBreak.ISLANDS, totals.light.islands, totals.dark.islands),
        (TieBreak.BRIDGES, totals.light.bridges, totals.dark.bridges),
    ):
        if light != dark:
            winner = Colour.LIGHT if light > dark else Colour.DARK
            returns = [-1.0, -1.0]
            returns[state.seat_of(winner)] = 1.0
            return Outcome(winner, rule, tuple(returns))
    return Outcome(None, TieBreak.DRAW, (0.0, 0.0))


def summary(state: GameState) -> dict[str, dict[str, int]]:
    """Each colour's score as JSON-safe data, light first: ``points``, ``islands``, ``bridges``.

    >>> import islands_rules as ir
    >>> summary(ir.ponte.setup_position(light=["a1", "b1", "a2", "b2"], dark=["j9", "j10"]))["light"]
    {'points': 1, 'islands': 1, 'bridges': 0}
    """
    totals = score(state)
    return {colour.value: attrs.asdict(totals[colour]) for colour in Colour}


def describe(state: GameState) -> list[str]:
    """The lines ``islands-rules show`` prints under the board: the cells under bridges, each
    colour's score and supply (with the room left on the board where the supply holds more
    than fits), and the bridges left in the pool.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "a3"], dark=["j9", "j10"], light_bridges=["a1-a3"])
    >>> for line in describe(state):
    ...     print(line)
    blocked: a2
    light: 0 points, 0 islands, 1 bridge; 38 tiles left
    dark: 0 points, 0 islands, 0 bridges; 38 tiles left
    bridges left: 14
    """
    totals, lines = score(state), []
    blocked = blocked_cells(state)
    lines.append(f"blocked: {' '.join(map(str, sorted(blocked))) or '-'}")
    size = state.rules.board_size
    taken = len(state.tiles(Colour.LIGHT)) + len(state.tiles(Colour.DARK))
    room = size * size - taken - len(blocked)  # the empty cells a tile may still go on (R12)
    for colour in Colour:
        part, left = totals[colour], state.tiles_left(colour)
        tiles = ("unlimited tiles" if left is None else counted(left, "tile")) + " left"
        if left is None or left > room:
            tiles += f" (room for {room} on the board)"
        lines.append(
            f"{colour}: {counted(part.points, 'point')}, {counted(part.islands, 'island')}, "
            f"{counted(part.bridges, 'bridge')}; {tiles}"
        )
    pool = state.bridges_left
    lines.append(f"bridges left: {'unlimited' if pool is None else pool}")
    return lines


def report(state: GameState) -> dict[str, Any]:
    """What decided the game, for a ``validate --json`` report: a :class:`TieBreak` word, or
    ``None`` while it goes on.

    >>> import islands_rules as ir
    >>> report(ir.new_game())
    {'decided_by': None}
    """
    ended = outcome(state)
    return {"decided_by": None if ended is None else str(ended.decided_by)}
