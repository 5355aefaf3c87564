"""Whole games as a Hypothesis state machine: every invariant after every move."""

from __future__ import annotations

import pytest
from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import islands_rules as ir
from ponte.invariants import check_invariants
from ponte.strategies import any_moves, rules_options


class WholeGames(RuleBasedStateMachine):
    """Plays games to the end on small boards, restarting when one is over.

    Swaps and declines get rules of their own so the machine takes them whenever they are
    legal often enough to reach dark's extra turn after light declines (R18).
    """

    def __init__(self) -> None:
        super().__init__()
        self.game_rules = ir.ponte.Rules()
        self.state = ir.new_game()
        self.history: list[ir.ponte.GameState] = []
        self.games_finished = 0

    @initialize(rules=rules_options(4, 6))
    def start(self, rules: ir.ponte.Rules) -> None:
        self.game_rules = rules
        self.state = ir.new_game(rules)
        self.history = [self.state]

    def _play(self, move: ir.ponte.Move) -> None:
        before = self.state
        after = ir.play(before, move)
        assert after.ply == before.ply + 1
        assert before == self.history[-1]  # play left its input alone
        self.state = after
        self.history.append(after)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def play_a_legal_move(self, data: st.DataObject) -> None:
        self._play(data.draw(st.sampled_from(ir.legal_moves(self.state))))

    @precondition(lambda self: not self.state.is_over and ir.ponte.Swap() in ir.legal_moves(self.state))
    @rule()
    def swap(self) -> None:
        before = self.state
        self._play(ir.ponte.Swap())
        assert (self.state.to_move, self.state.swapped) == (before.to_move, True)

    @precondition(lambda self: not self.state.is_over and ir.ponte.Decline() in ir.legal_moves(self.state))
    @rule()
    def decline(self) -> None:
        declining = self.state.to_move
        last_turn = self.state.light_declined
        self._play(ir.ponte.Decline())
        event(f"{declining} declined" + (" on dark's extra turn" if last_turn else ""))
        if declining is ir.ponte.Colour.DARK or last_turn:
            assert self.state.is_over
        else:
            assert (self.state.light_declined, self.state.to_move) == (True, ir.ponte.Colour.DARK)

    @precondition(lambda self: not self.state.is_over and any(
        isinstance(m, ir.ponte.BuildBridge) for m in ir.legal_moves(self.state)))  # fmt: skip
    @rule(data=st.data())
    def build_a_bridge(self, data: st.DataObject) -> None:
        bridges = [m for m in ir.legal_moves(self.state) if isinstance(m, ir.ponte.BuildBridge)]
        self._play(data.draw(st.sampled_from(bridges)))

    @rule(move=any_moves(6))
    def try_any_move(self, move: ir.ponte.Move) -> None:
        if ir.is_legal(self.state, move):
            self._play(move)
            return
        with pytest.raises(ir.IllegalMoveError, match=r"illegal move .* at ply \d+: \S"):
            ir.play(self.state, move)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def next_game(self) -> None:
        assert ir.outcome(self.state) is not None
        event("a game was played to the end")
        self.games_finished += 1
        self.state = ir.new_game(self.game_rules)
        self.history = [self.state]

    @invariant()
    def every_invariant_holds(self) -> None:
        check_invariants(self.state)

    @invariant()
    def light_never_moves_after_declining(self) -> None:
        if self.state.light_declined and not self.state.is_over:
            assert self.state.to_move is ir.ponte.Colour.DARK


WholeGames.TestCase.settings = settings(max_examples=25, stateful_step_count=120, deadline=None)
test_whole_games = WholeGames.TestCase
