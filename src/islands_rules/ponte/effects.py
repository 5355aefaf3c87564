"""What a move of Ponte del Diavolo did, as :class:`~islands_rules.Event` values in the order
it happened (:func:`islands_rules.effects` asks for them).

=========== =========================================================================
kind        when, and what it holds
=========== =========================================================================
``place``   two tiles placed: the mover's ``seat``, the two ``cells``, the colour
``island``  an island completed (R9): its four ``cells``
``bridge``  a bridge built: its two end ``cells``; ``detail`` names the networks it
            joins (``joins``: each network's cells; ``islands``: each one's islands)
``swap``    the second player took light's tiles (R5)
``decline`` a player declined (R17, R18)
``score``   the mover's points changed: ``points`` (the change), ``feature``
            (``island``: a completed island; ``bridge``: a bridge joined networks;
            ``network``: a placement joined networks without completing an island)
            and the ``cells`` of the network that scores
``end``     the game is over (R18): ``detail`` holds the ``winner`` (a seat, or
            ``None`` for a draw), what ``decided_by`` (R22) and each seat's ``points``
``network`` after ``end``, the final tally network by network (R20, R21): the
            ``seat`` that owns it, its ``points`` and ``cells``
=========== =========================================================================

The score is kept as the game goes (:func:`~islands_rules.summary`), so the ``score``
events of a move add up to the change of each seat's points; the final tally restates it
and adds nothing.
"""

from __future__ import annotations

from ..core.checks import expect, expect_state
from ..core.events import Event
from ._cells import Cell, Colour
from .moves import BuildBridge, Decline, Move, PlaceTiles, Swap
from .scoring import Network, groups, networks, outcome, score
from .state import GameState

__all__ = ["effects"]


def _cells(network: Network) -> list[str]:
    return sorted((str(cell) for group in network.groups for cell in group.cells), key=_order)


def _order(name: str) -> tuple[int, int]:
    return (ord(name[0]), int(name[1:]))


def _holding(state: GameState, colour: Colour, cells: tuple[Cell, ...]) -> list[Network]:
    """The networks of ``colour`` holding any of ``cells``, each once, by first cell."""
    return [n for n in networks(state, colour) if any(c in group.cells for group in n.groups for c in cells)]


def _scoring(state: GameState, colour: Colour, cells: tuple[Cell, ...]) -> list[Network]:
    """The networks of ``colour`` holding any of ``cells`` that score."""
    return [network for network in _holding(state, colour, cells) if network.points]


def effects(before: GameState, move: Move, after: GameState) -> tuple[Event, ...]:
    """The events of the legal ``move`` from ``before`` to ``after``.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "a2", "j10"], dark=["e5", "e6", "h8", "h9"])
    >>> for event in ir.effects(state, "b2,d4"):
    ...     print(event.to_dict())
    {'kind': 'place', 'seat': 0, 'cells': ['b2', 'd4'], 'detail': {'colour': 'light'}}
    {'kind': 'island', 'seat': 0, 'cells': ['a1', 'a2', 'b1', 'b2'], 'detail': {'colour': 'light'}}
    {'kind': 'score', 'seat': 0, 'points': 1, 'feature': 'island', 'cells': ['a1', 'a2', 'b1', 'b2']}
    """
    before, after = expect_state(before, GameState), expect_state(after, GameState)
    expect(move, Move, "move")
    colour = before.to_move
    seat = before.seat_of(colour)
    tag = {"colour": colour.value}
    events: list[Event] = []
    feature, scoring = "", []
    if isinstance(move, PlaceTiles):
        events.append(Event("place", seat=seat, cells=map(str, move.cells), detail=tag))
        islands = [g for g in groups(after, colour) if g.is_island and set(move.cells) & g.cells]
        for island in islands:
            events.append(
                Event("island", seat=seat, cells=sorted(map(str, island.cells), key=_order), detail=tag)
            )
        feature, scoring = ("island" if islands else "network"), _scoring(after, colour, move.cells)
    elif isinstance(move, BuildBridge):
        joined = _holding(before, colour, move.cells)
        detail = {
            "colour": colour.value,
            "joins": [_cells(n) for n in joined],
            "islands": [n.islands for n in joined],
        }
        events.append(Event("bridge", seat=seat, cells=map(str, move.cells), detail=detail))
        feature, scoring = "bridge", _scoring(after, colour, move.cells)
    elif isinstance(move, Swap):
        events.append(Event("swap", seat=seat, detail={"colour": Colour.LIGHT.value}))
    elif isinstance(move, Decline):
        events.append(Event("decline", seat=seat, detail=tag))
    gained = score(after)[colour].points - score(before)[colour].points
    if gained:
        cells = [cell for network in scoring for cell in _cells(network)]
        events.append(Event("score", seat=seat, points=gained, feature=feature, cells=cells))
    if after.is_over:
        events.extend(_end(after))
    return tuple(events)


def _end(state: GameState) -> list[Event]:
    """The end of the game and its final tally, network by network (R20-R22)."""
    totals = score(state)
    result = outcome(state, totals)
    assert result is not None  # the game is over
    points = [totals[state.colour_of(seat)].points for seat in (0, 1)]
    winner = None if result.winner is None else state.seat_of(Colour.of(result.winner))
    events = [Event("end", detail={"winner": winner, "decided_by": str(result.decided_by), "points": points})]
    for seat in (0, 1):
        for network in networks(state, state.colour_of(seat)):
            if network.points:
                events.append(
                    Event(
                        "network", seat=seat, points=network.points, feature="network", cells=_cells(network)
                    )
                )
    return events
