"""Per-player figures (R20), how a game ended (R16, R18), and the words shown beside the field."""

from __future__ import annotations

from typing import Any

import attrs

from ..core.checks import expect_state
from ..core.values import Outcome
from . import _engine
from .state import GameState, Rules, player_index

__all__ = ["PlayerScore", "describe", "longest_line", "outcome", "report", "score", "summary"]


@attrs.frozen
class PlayerScore:
    """One player's figures (R20).

    ``points`` is their longest gap-free row or column on the field (0 with no tile
    there), ``tiles`` their tiles on the field, ``supply`` the tiles left in their supply,
    ``captures`` the tiles their placements captured, whoever owned them.
    """

    points: int
    tiles: int
    supply: int
    captures: int


def score(state: GameState) -> dict[str, PlayerScore]:
    """Each player's :class:`PlayerScore`, by name in turn order (R20).

    >>> from islands_rules import lsd
    >>> state = lsd.new_game()
    >>> for token in ["e+@0,0", "ewx@1,0", "w+@2,0"]:
    ...     state = lsd.play(state, token)
    >>> lsd.score(state)
    {'red': PlayerScore(points=1, tiles=2, supply=18, captures=1),
     'blue': PlayerScore(points=0, tiles=0, supply=19, captures=0)}

    :raises UnknownGameError: if ``state`` is not an LSD state.
    """
    state = expect_state(state, GameState)
    players = state.rules.players
    lines = _engine.longest_lines(state._field, players)
    on_field = [0] * players
    for code in state._field.values():
        on_field[code >> 5] += 1
    return {
        name: PlayerScore(lines[seat], on_field[seat], sum(state._supply[seat]), state._captures[seat])
        for seat, name in enumerate(state.rules.player_names)
    }


def longest_line(state: GameState, player: int | str) -> int:
    """``player``'s longest gap-free row or column of their own tiles (R16, R20 ``points``).

    >>> from islands_rules import lsd
    >>> lsd.longest_line(lsd.play(lsd.new_game(), "e+@0,0"), "red")
    1

    :raises UnknownGameError: if ``state`` is not an LSD state.
    :raises PositionError: if there is no such player.
    """
    state = expect_state(state, GameState)
    return _engine.longest_lines(state._field, state.rules.players)[player_index(state.rules, player)]


def outcome(state: GameState) -> Outcome | None:
    """How the game ended, ``None`` while it goes on.

    A win by a line (R16) is decided by ``"line"``: the winner's return is 1, every other
    player's -1. A draw (R18) is decided by ``"draw"``, every return 0.

    >>> from islands_rules import lsd
    >>> state = lsd.play(lsd.play(lsd.new_game(), "e+@0,0"), "wx@1,0")  # nothing fits any more
    >>> lsd.outcome(state)
    Outcome(winner=None, decided_by='draw', returns=(0.0, 0.0))
    """
    if not state.is_over:
        return None
    return ended(state.rules, state.winner)


def ended(rules: Rules, winner: int | None) -> Outcome:
    """The outcome of a game under ``rules`` won by the seat ``winner`` (R16), or drawn (R18)
    with ``None``: what :func:`outcome` says of a finished game, and the native playout of
    its end (not exported).

    >>> from islands_rules import lsd
    >>> ended(lsd.Rules(), 1).returns
    (-1.0, 1.0)
    """
    if winner is None:
        return Outcome(winner=None, decided_by="draw", returns=(0.0,) * rules.players)
    returns = tuple(1.0 if seat == winner else -1.0 for seat in range(rules.players))
    return Outcome(winner=rules.player_names[winner], decided_by="line", returns=returns)


def summary(state: GameState) -> dict[str, dict[str, int]]:
    """Each player's :class:`PlayerScore` as JSON-safe data, by name in turn order (R20).

    >>> from islands_rules import lsd
    >>> summary(lsd.play(lsd.new_game(), "e+@0,0"))["red"]
    {'points': 1, 'tiles': 1, 'supply': 19, 'captures': 0}
    """
    return {name: attrs.asdict(figures) for name, figures in score(state).items()}


def describe(state: GameState) -> list[str]:
    """One line per player under ``islands-rules show``: their R20 figures in words.

    >>> from islands_rules import lsd
    >>> describe(lsd.play(lsd.new_game(), "e+@0,0"))[0]
    'red: longest line 1, 1 on the field, 19 in supply, 0 captured'
    """
    return [
        f"{name}: longest line {s.points}, {s.tiles} on the field, {s.supply} in supply, "
        f"{s.captures} captured"
        for name, s in score(state).items()
    ]


def report(state: GameState) -> dict[str, Any]:
    """Nothing: LSD adds no field to a ``validate --json`` report (it has no phases).

    >>> from islands_rules import lsd
    >>> report(lsd.new_game())
    {}
    """
    return {}
