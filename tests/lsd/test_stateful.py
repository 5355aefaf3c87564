"""Whole games as a Hypothesis state machine: every invariant after every move."""

from __future__ import annotations

import pytest
from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import islands_rules as ir
from islands_rules import lsd
from lsd.invariants import check_invariants
from lsd.strategies import rules_options

tokens = st.one_of(
    st.just("pass"),
    st.builds(
        lambda sides, icon, x, y: f"{sides}{icon}@{x},{y}",
        st.sampled_from(
            ["n", "e", "s", "w", "ne", "es", "sw", "nw", "ns", "ew", "nes", "esw", "nsw", "new", "nesw"]
        ),
        st.sampled_from("+x"),
        st.integers(-4, 4),
        st.integers(-4, 4),
    ),
)


class WholeGames(RuleBasedStateMachine):
    """Plays games to the end under random rules, restarting when one is over."""

    def __init__(self) -> None:
        super().__init__()
        self.game_rules = lsd.Rules()
        self.state = lsd.new_game()
        self.history: list[lsd.GameState] = []

    @initialize(rules=rules_options())
    def start(self, rules: lsd.Rules) -> None:
        self.game_rules = rules
        self.state = lsd.new_game(rules)
        self.history = [self.state]

    def _play(self, move: lsd.Move | str) -> None:
        before = self.state
        after = lsd.play(before, move)
        assert after.ply == before.ply + 1
        assert before == self.history[-1]  # play left its input alone
        self.state = after
        self.history.append(after)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def play_a_legal_move(self, data: st.DataObject) -> None:
        self._play(data.draw(st.sampled_from(lsd.legal_moves(self.state))))

    @precondition(lambda self: not self.state.is_over and lsd.legal_moves(self.state) == (lsd.Pass(),))
    @rule()
    def pass_when_nothing_fits(self) -> None:
        event("a player passed")
        self._play("pass")

    @rule(token=tokens)
    def try_any_token(self, token: str) -> None:
        if lsd.is_legal(self.state, token):
            self._play(token)
            return
        with pytest.raises(ir.IllegalMoveError, match=r"illegal move .* at ply \d+: .*\(R\d+\)"):
            lsd.play(self.state, token)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def next_game(self) -> None:
        outcome = lsd.outcome(self.state)
        assert outcome is not None
        event(f"a game ended by {outcome.decided_by}")
        self.state = lsd.new_game(self.game_rules)
        self.history = [self.state]

    @invariant()
    def every_invariant_holds(self) -> None:
        check_invariants(self.state)

    @invariant()
    def the_state_reads_back_from_json(self) -> None:
        assert lsd.state_from_dict(lsd.state_to_dict(self.state)) == self.state


WholeGames.TestCase.settings = settings(max_examples=25, stateful_step_count=80, deadline=None)
test_whole_games = WholeGames.TestCase
