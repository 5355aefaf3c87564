"""Shared Hypothesis strategies and helpers for the LSD tests: rules, and games of random play."""

from __future__ import annotations

import random

import attrs
from hypothesis import strategies as st

from islands_rules import lsd

TILE_SETS = (
    None,  # the default: 2 of each type
    "n+:2 nx:2 ns+:2 nsx:2",
    "ne+:2 nex:2 nesw+:1 neswx:1",
    "nes+:3 nesx:3",
    "nesw+:4 neswx:4",
    "n+:1 ne+:1 ns+:1 nes+:1 nesw+:1 nx:1 nex:1 nsx:1 nesx:1 neswx:1",
    "ns+:3 nsx:3 nesw+:2",
    "n+:2 ns+:1",  # passes (R17) come often
    "n+:2 ns+:2 nesw+:1",  # passes, captures and lines with 4 players
)


def make_rules(players: int = 2, line: int | None = None, tile_set: str | None = None) -> lsd.Rules:
    options: dict[str, object] = {"players": players}
    if line is not None:
        options["line"] = line
    if tile_set is not None:
        options["tile_set"] = lsd.TileSet(tile_set)
    return lsd.Rules(**options)  # type: ignore[arg-type]


@st.composite
def rules_options(draw: st.DrawFn) -> lsd.Rules:
    """Rules with 2 or 4 players, a line of 2 to 5 (or the default), and one of :data:`TILE_SETS`."""
    players = draw(st.sampled_from((2, 4)))
    line = draw(st.one_of(st.none(), st.integers(2, 5)))
    return make_rules(players, line, draw(st.sampled_from(TILE_SETS)))


@attrs.frozen
class PlayedGame:
    """The states of one game of random play and the moves between them."""

    states: tuple[lsd.GameState, ...]
    moves: tuple[str, ...]

    @property
    def final(self) -> lsd.GameState:
        return self.states[-1]


def random_game(rules: lsd.Rules, seed: int, plies: int | None = None) -> PlayedGame:
    """A game of uniform random play, ``plies`` turns long (or to the end)."""
    rng = random.Random(seed)
    states, moves = [lsd.new_game(rules)], list[str]()
    while not states[-1].is_over and (plies is None or len(moves) < plies):
        move = rng.choice(lsd.legal_moves(states[-1]))
        moves.append(str(move))
        states.append(lsd.play(states[-1], move))
    return PlayedGame(tuple(states), tuple(moves))


@st.composite
def played_games(draw: st.DrawFn, *, to_the_end: bool = False) -> PlayedGame:
    rules = draw(rules_options())
    seed = draw(st.integers(0, 2**32 - 1))
    plies = None if to_the_end else draw(st.integers(0, 60))
    return random_game(rules, seed, plies)


def play_tokens(tokens: str, rules: lsd.Rules | None = None) -> lsd.GameState:
    """The position after the space-separated ``tokens`` from a new game."""
    state = lsd.new_game(rules)
    for token in tokens.split():
        state = lsd.play(state, token)
    return state
