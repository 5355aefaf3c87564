"""Whole games of Isaac as a Hypothesis state machine: every invariant after every turn."""

from __future__ import annotations

import pytest
from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from isaac.invariants import check_position, check_turn
from isaac.strategies import rules_options
from islands_rules import IllegalMoveError, isaac

_LETTERS = "abcdefghi"


@st.composite
def any_moves(draw: st.DrawFn) -> isaac.Move:
    """Well-formed moves, legal or not, on and just off small boards."""
    if draw(st.integers(0, 9)) == 0:
        return isaac.Pass()
    column, row = draw(st.integers(0, 8)), draw(st.integers(1, 9))
    span = draw(st.integers(1, 7))
    if draw(st.booleans()):
        end = f"{_LETTERS[column]}{row + span}"
    else:
        end = f"{_LETTERS[min(column + span, 8)] if column + span <= 8 else 'z'}{row}"
    start = f"{_LETTERS[column]}{row}"
    if start == end:
        return isaac.Pass()
    if draw(st.booleans()):
        return isaac.Remove(start, end, draw(st.integers(0, 30)))
    return isaac.Place(start, end)


class WholeGames(RuleBasedStateMachine):
    """Plays games to the end on small boards, restarting when one is over."""

    def __init__(self) -> None:
        super().__init__()
        self.game_rules = isaac.Rules()
        self.state = isaac.new_game()
        self.history: list[isaac.GameState] = []

    @initialize(rules=rules_options(3, 7))
    def start(self, rules: isaac.Rules) -> None:
        self.game_rules = rules
        self.state = isaac.new_game(rules)
        self.history = [self.state]

    def _play(self, move: isaac.Move) -> None:
        before = self.state
        after = isaac.play(before, move)
        assert before == self.history[-1]  # play left its input alone
        check_turn(before, move, after)
        if before.phase is not after.phase:
            event(f"{before.phase.value} -> {after.phase.value}")
        self.state = after
        self.history.append(after)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def play_a_legal_move(self, data: st.DataObject) -> None:
        self._play(data.draw(st.sampled_from(isaac.legal_moves(self.state))))

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def take_the_largest_advance(self, data: st.DataObject) -> None:
        """Big advances reach the target and the other counter's square more often."""
        moves = isaac.legal_moves(self.state)
        self._play(moves[-1] if data.draw(st.booleans()) else moves[len(moves) // 2])

    @rule(move=any_moves())
    def try_any_move(self, move: isaac.Move) -> None:
        if isaac.is_legal(self.state, move):
            assert move in isaac.legal_moves(self.state)
            self._play(move)
            return
        assert move not in isaac.legal_moves(self.state)
        with pytest.raises(IllegalMoveError, match=r"illegal move .* at ply \d+: .*\(R\d+\)"):
            isaac.play(self.state, move)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def next_game(self) -> None:
        ended = isaac.outcome(self.state)
        assert ended is not None
        event(f"decided by {ended.decided_by}")
        self.state = isaac.new_game(self.game_rules)
        self.history = [self.state]

    @invariant()
    def every_invariant_holds(self) -> None:
        check_position(self.state)


WholeGames.TestCase.settings = settings(max_examples=25, stateful_step_count=100, deadline=None)
test_whole_games = WholeGames.TestCase
