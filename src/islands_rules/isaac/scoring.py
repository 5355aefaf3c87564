"""The end of the game: who won and why (R19-R21), and each player's figures (R23)."""

from __future__ import annotations

from typing import Any

from ..core.checks import expect_state
from ..core.values import Outcome
from ..core.words import counted
from .state import PLAYERS, GameState, Phase, Player

__all__ = ["DECIDED_BY", "describe", "outcome", "report", "summary"]

DECIDED_BY = ("target", "points", "length", "count", "starter")
"""What can decide a game (R23's ``decided_by``), in the order R19-R21 apply them."""


def summary(state: GameState) -> dict[str, dict[str, int]]:
    """Each player's figures, Dark first (R23): ``points`` (the score), ``on_board`` (own tiles
    on the board), ``unplaced`` (own tiles never placed) and ``unplaced_length`` (their total length).

    >>> from islands_rules.isaac import new_game
    >>> summary(new_game())["dark"]
    {'points': 0, 'on_board': 0, 'unplaced': 15, 'unplaced_length': 65}
    """
    state = expect_state(state, GameState)
    figures = {}
    for player in PLAYERS:
        count, length = _hand(state, player)
        figures[player.value] = {
            "points": state.scores[player.seat],
            "on_board": len(state._tiles[player.seat]),
            "unplaced": count,
            "unplaced_length": length,
        }
    return figures


def _hand(state: GameState, player: Player) -> tuple[int, int]:
    """How many tiles ``player`` has unplaced, and their total length: from the counts per
    kind the state keeps, never a tile at a time."""
    hand = state.hands[player.seat]
    count = sum(hand)
    length = sum(kind[0] * n for kind, n in zip(state.rules.pieces, hand, strict=True))
    return count, length


def _won(winner: Player, decided_by: str) -> Outcome:
    returns = (1.0, -1.0) if winner is Player.DARK else (-1.0, 1.0)
    return Outcome(winner=winner.value, decided_by=decided_by, returns=returns)


def outcome(state: GameState) -> Outcome | None:
    """How the game ended, or ``None`` while it goes on. There are no draws (R21).

    - R19, R20: a player who reached the target wins (``target``); else the higher score (``points``).
    - R21: equal scores: the greater total length of unplaced tiles (``length``); equal
      lengths, fewer unplaced tiles (``count``); still equal, Dark, who started (``starter``).

    >>> from islands_rules.isaac import new_game, play, Rules
    >>> state = new_game(Rules(size=3, pieces=((2, 1, 1), (3, 1, 1))))
    >>> for move in "b3-c3 a1-a2 pass pass pass pass".split():
    ...     state = play(state, move)
    >>> outcome(state)
    Outcome(winner='dark', decided_by='starter', returns=(1.0, -1.0))
    """
    state = expect_state(state, GameState)
    if state.phase is not Phase.OVER:
        return None
    dark, light = state.scores
    target = state.rules.target
    if max(dark, light) >= target:
        return _won(Player.DARK if dark >= target else Player.LIGHT, "target")
    if dark != light:
        return _won(Player.DARK if dark > light else Player.LIGHT, "points")
    (dark_count, dark_length), (light_count, light_length) = (
        _hand(state, Player.DARK),
        _hand(state, Player.LIGHT),
    )
    if dark_length != light_length:
        return _won(Player.DARK if dark_length > light_length else Player.LIGHT, "length")
    if dark_count != light_count:
        return _won(Player.DARK if dark_count < light_count else Player.LIGHT, "count")
    return _won(Player.DARK, "starter")


def describe(state: GameState) -> list[str]:
    """Each player's figures in words, one line each, Dark first (``islands-rules show``).

    >>> from islands_rules.isaac import new_game
    >>> describe(new_game())[0]
    'dark: 0 points, 0 on the board, 15 unplaced (total length 65)'
    """
    return [
        f"{name}: {counted(f['points'], 'point')}, {f['on_board']} on the board, "
        f"{f['unplaced']} unplaced (total length {f['unplaced_length']})"
        for name, f in summary(state).items()
    ]


def report(state: GameState) -> dict[str, Any]:
    """What a ``validate --json`` report adds for Isaac: what decided the game (R23) and the
    phase it is in (``None`` once over).

    >>> from islands_rules.isaac import new_game
    >>> report(new_game())
    {'decided_by': None, 'phase': 'placement'}
    """
    ended = outcome(state)
    return {
        "decided_by": None if ended is None else ended.decided_by,
        "phase": None if state.phase is Phase.OVER else state.phase.value,
    }
