"""Shared Hypothesis strategies and helpers for Islands: rules, and positions reached by
seeded random play (every draw and turn legal by construction)."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from islands_rules import islands
from islands_rules.islands import Draw, Rules, State


def rules_options() -> st.SearchStrategy[Rules]:
    """Every player count, and piece counts from scarce (1) to the real game's 7."""
    return st.builds(Rules, players=st.integers(2, 5), pieces=st.sampled_from([1, 2, 3, 7]))


def random_game(rules: Rules, seed: int, turns: int = 71) -> list[State]:
    """The states of a seeded random game up to ``turns`` tokens (draws included as states)."""
    rng = random.Random(seed)
    state = islands.new_game(rules)
    states = [state]
    while not state.is_over and state.ply < turns:
        draw = state.drawn is None
        state = islands.play(
            state, islands.random_draw(state, rng) if draw else islands.random_move(state, rng)
        )
        states.append(state)
    return states


@st.composite
def positions(draw: st.DrawFn, *, drawn: bool | None = None) -> State:
    """A position of a random game: any rules, any ply; ``drawn`` True for a position with a
    tile drawn, False for a chance node, None for either (or the end)."""
    rules = draw(rules_options())
    seed = draw(st.integers(0, 2**32 - 1))
    turns = draw(st.integers(0, 71))
    state = random_game(rules, seed, turns)[-1]
    if drawn and not state.is_over and state.drawn is None:
        state = islands.play(state, islands.random_draw(state, random.Random(seed)))
    if drawn is False and state.drawn is not None:
        state = islands.play(state, islands.legal_moves(state)[0])
    return state


def draws(state: State) -> list[Draw]:
    """Every draw possible at a chance node."""
    found: list[Draw] = []
    for move, _ in islands.chance_outcomes(state):
        assert isinstance(move, Draw)  # a chance outcome of Islands is a draw (R6)
        found.append(move)
    return found
