"""Objects, majorities and points: scoring during play (R12, R13), final scoring (R15) and
the winner (R16).

>>> from islands_rules import islands
>>> state = islands.play(islands.new_game(), "E@0,1r2:i1")
>>> islands.summary(state)["red"]
{'points': 4, 'bridge_points': 0, 'island_points': 4, 'lighthouse_points': 0, 'water_points': 0,
 'pieces_in_hand': 7}
"""

from __future__ import annotations

from typing import Any

import attrs

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError, shown
from ..core.events import Event
from ..core.values import Outcome
from ..core.words import counted
from ._engine import Board, Completed
from ._tiles import SEG_NAMES
from .state import KINDS, Rules, State

__all__ = ["Feature", "describe", "features", "final_scoring", "majority", "outcome", "report", "summary"]

POINT_KEYS = ("bridge_points", "island_points", "lighthouse_points", "water_points")
"""The keys of the points by kind in :func:`summary`, in the order of :data:`~islands_rules.islands.KINDS`."""
"""The keys of :func:`summary` for the points of each kind of object, in the order of
:data:`~islands_rules.islands.KINDS`."""
_KIND_NAMES = {"i": "island", "b": "bridge", "w": "water", "l": "lighthouse"}
_KIND_COLUMN = {"b": 0, "i": 1, "l": 2, "w": 3}


def majority(pieces: tuple[int, ...]) -> tuple[int, ...]:
    """The seats with the most pieces on an object; every tied seat scores in full (R13).

    >>> majority((1, 2, 2, 0, 0)), majority((0, 0, 0, 0, 0))
    ((1, 2), ())

    :raises IslandsRulesError: if ``pieces`` is not a tuple of counts, one per seat.
    """
    if not (isinstance(pieces, tuple) and pieces and all(type(n) is int and n >= 0 for n in pieces)):
        raise IslandsRulesError(f"pieces must be a tuple of piece counts, one per seat, got {shown(pieces)}")
    most = max(pieces)
    if not most:
        return ()
    return tuple(seat for seat, count in enumerate(pieces) if count == most)


def award(points: list[list[int]], kind: str, value: int, pieces: tuple[int, ...]) -> None:
    """Add ``value`` to the kind column of every majority seat of ``pieces`` (R13)."""
    for seat in majority(pieces):
        points[seat][_KIND_COLUMN[kind]] += value


def completed_value(board: Board, item: Completed, rules: Rules) -> int:
    """What the completed object ``item`` scores during play (R12): its value, or for an
    island of two tiles under ``small_island=1``, 1 per tile and anchor."""
    if item.kind == "i" and rules.small_island == 1 and board.facts[item.root].tiles.bit_count() == 2:
        return item.value // 2
    return item.value


def score_completed(points: list[list[int]], done: list[Completed], board: Board, rules: Rules) -> None:
    """R12-R13 for the objects a placement completed."""
    for item in done:
        award(points, item.kind, completed_value(board, item, rules), item.pieces)


def final_value(board: Board, root: int) -> int:
    """What the object at ``root`` is worth at the end (R15).

    A bridge 1 per tile; an island 1 per tile + 1 per anchor; a lighthouse 1 + its
    surrounding tiles; water 3 per completed island it borders, each island once.
    """
    facts = board.facts[root]
    if facts.kind == "b":
        return facts.tiles.bit_count()
    if facts.kind == "i":
        return facts.tiles.bit_count() + facts.anchors
    if facts.kind == "l":
        return 1 + board.surrounded(board.order[root >> 3])
    islands = {board.find(node) for node in facts.borders}
    return 3 * sum(1 for island in islands if not board.facts[island].open)


def final_objects(board: Board) -> list[Completed]:
    """R15: every object still holding pieces with its final value, in the order the map
    keeps them (the final scoring, object by object)."""
    return [
        Completed(facts.kind, final_value(board, root), facts.pieces, root)
        for root, facts in board.facts.items()
        if any(facts.pieces)
    ]


def add_final_scoring(board: Board, points: list[list[int]]) -> None:
    """R15: every object still holding pieces scores for its majority; pieces stay."""
    for item in final_objects(board):
        award(points, item.kind, item.value, item.pieces)


def object_cells(board: Board, root: int) -> list[str]:
    """The cells the object at ``root`` covers, as ``x,y``, in order of ``x``, then ``y``."""
    cells = set()
    for (x, y), (n, turned) in board.at.items():
        for k in range(len(SEG_NAMES[turned >> 2])):
            if board.find(n * 8 + k) == root:
                cells.add((x, y))
    return [f"{x},{y}" for x, y in sorted(cells)]


def score_events(board: Board, item: Completed, value: int, *, final: bool) -> list[Event]:
    """The score events of ``item`` worth ``value``: one per majority seat (R13, R15)."""
    cells = object_cells(board, item.root)
    return [
        Event(
            "score",
            seat=seat,
            points=value,
            feature=_KIND_NAMES[item.kind],
            cells=cells,
            detail={"final": final},
        )
        for seat in majority(item.pieces)
    ]


def final_scoring(state: State) -> tuple[Event, ...]:
    """The final scoring (R15) of the map as it stands, object by object: a score event for
    each majority seat of each object still holding pieces, with the object's cells and
    ``detail["final"]`` true. Once the game is over its points include these.

    >>> from islands_rules import islands
    >>> state = islands.play(islands.new_game(), "M@0,1r2:i1")
    >>> [(e.seat, e.points, e.feature, e.cells) for e in islands.final_scoring(state)]
    [(0, 3, 'island', ('0,0', '0,1'))]

    :raises UnknownGameError: if ``state`` is not an Islands state.
    """
    board = expect_state(state, State).board
    return tuple(
        event for item in final_objects(board) for event in score_events(board, item, item.value, final=True)
    )


@attrs.frozen
class Feature:
    """An object on the map (R10): its kind, segments, pieces and worth.

    ``segments`` are ``(x, y, segment id)``; ``tiles`` counts distinct cells; ``complete``
    follows R11 (water never); ``pieces`` has one count per seat; ``value`` is what it
    would score at the end now (R15), whoever holds it.
    """

    kind: str
    segments: frozenset[tuple[int, int, str]]
    tiles: int
    anchors: int
    complete: bool
    pieces: tuple[int, ...]
    value: int


def features(state: State) -> tuple[Feature, ...]:
    """Every object on the map, islands first, then bridges, lighthouses and water.

    >>> from islands_rules import islands
    >>> [f.kind for f in islands.features(islands.new_game())]
    ['island', 'bridge', 'water', 'water']

    :raises UnknownGameError: if ``state`` is not an Islands state.
    """
    board = expect_state(state, State).board
    members: dict[int, set[tuple[int, int, str]]] = {}
    for (x, y), (n, turned) in board.at.items():
        for k, name in enumerate(SEG_NAMES[turned >> 2]):
            members.setdefault(board.find(n * 8 + k), set()).add((x, y, name))
    found = []
    seats = state.rules.players
    for root, segments in members.items():
        facts = board.facts[root]
        if facts.kind == "l":
            complete = board.surrounded(board.order[root >> 3]) == 8
        else:
            complete = facts.kind != "w" and not facts.open
        found.append(
            Feature(
                kind=_KIND_NAMES[facts.kind],
                segments=frozenset(segments),
                tiles=facts.tiles.bit_count(),
                anchors=facts.anchors,
                complete=complete,
                pieces=facts.pieces[:seats],
                value=final_value(board, root),
            )
        )
    order = {"island": 0, "bridge": 1, "lighthouse": 2, "water": 3}
    found.sort(key=lambda f: (order[f.kind], min(f.segments)))
    return tuple(found)


def summary(state: State) -> dict[str, dict[str, int]]:
    """Each player's score as ``validate --json`` reports it, in seat order: ``points``
    (earned so far; once over, final scoring included), the points by kind of object
    (``bridge_points``, ``island_points``, ``lighthouse_points``, ``water_points``), and
    ``pieces_in_hand`` (unused pieces).

    >>> from islands_rules import islands
    >>> list(islands.summary(islands.new_game(islands.Rules(players=3))))
    ['red', 'blue', 'green']
    """
    result: dict[str, dict[str, int]] = {}
    for seat, name in enumerate(state.rules.seat_names):
        kinds = state.points[seat]
        entry: dict[str, Any] = {"points": sum(kinds)}
        entry.update(zip(POINT_KEYS, kinds, strict=True))
        entry["pieces_in_hand"] = state.hands[seat]
        result[name] = entry
    return result


def outcome(state: State) -> Outcome | None:
    """How the game ended (R16), or ``None`` while it runs: the top scorer wins; equal top
    totals share the victory (``winner`` is ``None``, ``decided_by`` is ``"draw"``).

    Returns are 1 for a sole winner, 0 for each player sharing the top, -1 for the rest.

    >>> from islands_rules import islands
    >>> outcome(islands.new_game()) is None
    True
    """
    if not state.is_over:
        return None
    return ended(state.rules, state.total)


def ended(rules: Rules, totals: tuple[int, ...]) -> Outcome:
    """The outcome of a finished game under ``rules`` whose seats scored ``totals`` (R16):
    what :func:`outcome` says, and the native playout of its end (not exported).

    >>> ended(Rules(players=3), (10, 12, 12)).returns
    (-1.0, 0.0, 0.0)
    """
    best = max(totals)
    top = [seat for seat, total in enumerate(totals) if total == best]
    names = rules.seat_names
    if len(top) == 1:
        returns = tuple(1.0 if seat in top else -1.0 for seat in range(len(totals)))
        return Outcome(winner=names[top[0]], decided_by="points", returns=returns)
    returns = tuple(0.0 if seat in top else -1.0 for seat in range(len(totals)))
    return Outcome(winner=None, decided_by="draw", returns=returns)


def describe(state: State) -> list[str]:
    """The lines ``islands-rules show`` prints under the picture: each player's points, by
    kind as well (R12, R15), and the pieces in hand (R5).

    >>> from islands_rules import islands
    >>> describe(islands.play(islands.new_game(), "E@0,1r2:i1"))[0]
    'red: 4 points (bridges 0, islands 4, lighthouses 0, water 0), 7 pieces in hand'
    """
    lines = []
    for seat, name in enumerate(state.rules.seat_names):
        kinds = state.points[seat]
        by_kind = ", ".join(f"{kind} {value}" for kind, value in zip(KINDS, kinds, strict=True))
        pieces = counted(state.hands[seat], "piece")
        lines.append(f"{name}: {counted(sum(kinds), 'point')} ({by_kind}), {pieces} in hand")
    return lines


def report(state: State) -> dict[str, Any]:
    """What a ``validate --json`` report adds for Islands: the tiles left face down, the tile
    drawn and the tiles discarded (R6, R8).

    >>> from islands_rules import islands
    >>> report(islands.new_game())
    {'tiles_left': 71, 'drawn': None, 'discarded': []}
    """
    return {"tiles_left": sum(state.supply), "drawn": state.drawn, "discarded": list(state.discarded)}
