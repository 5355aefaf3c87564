"""Hypothesis strategies for Isaac: rule options on small boards and random legal games."""

from __future__ import annotations

import attrs
from hypothesis import strategies as st

from islands_rules import isaac


@attrs.frozen
class PlayedGame:
    """A game reached by random legal play: its rules, moves and every state on the way."""

    rules: isaac.Rules
    moves: tuple[isaac.Move, ...]
    states: tuple[isaac.GameState, ...]  # states[0] is the new game, states[-1] the last

    @property
    def final(self) -> isaac.GameState:
        return self.states[-1]


@st.composite
def rules_options(draw: st.DrawFn, min_size: int = 3, max_size: int = 8) -> isaac.Rules:
    """Rules on small boards with a random piece set (a few kinds, few tiles, no more of a
    kind than the board has room for, as R2's bound says) and target."""
    size = draw(st.integers(min_size, max_size))
    lengths = draw(st.lists(st.integers(2, min(size, 7)), min_size=1, max_size=4, unique=True))
    pieces = tuple(
        (length, draw(st.integers(1, 6)), draw(st.integers(1, min(4, size * size // length))))
        for length in lengths
    )
    target = draw(st.none() | st.integers(1, size * size))
    if target is None:
        return isaac.Rules(size=size, pieces=pieces)
    return isaac.Rules(size=size, pieces=pieces, target=target)


@st.composite
def played_games(
    draw: st.DrawFn, rules: st.SearchStrategy[isaac.Rules] | None = None, *, to_the_end: bool = False
) -> PlayedGame:
    """A random legal game: each turn picks an index into ``legal_moves``; with ``to_the_end``
    it goes on until the game is over, otherwise it stops at a drawn turn, half the time
    counted from the start of the scoring phase (which random play keeps short)."""
    chosen = draw(rules_options() if rules is None else rules)
    state = isaac.new_game(chosen)
    moves: list[isaac.Move] = []
    states = [state]
    limit = 10_000 if to_the_end else draw(st.integers(0, 80))
    scoring_turns = None if to_the_end else draw(st.none() | st.integers(0, 12))
    while not state.is_over and (len(moves) < limit or scoring_turns is not None):
        if scoring_turns is not None and state.phase is isaac.Phase.SCORING:
            if scoring_turns == 0:
                break
            scoring_turns -= 1
        options = isaac.legal_moves(state)
        move = options[draw(st.integers(0, len(options) - 1))]
        state = isaac.play(state, move)
        moves.append(move)
        states.append(state)
    return PlayedGame(chosen, tuple(moves), tuple(states))
