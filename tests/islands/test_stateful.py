"""Whole games as a Hypothesis state machine: every invariant after every move."""

from __future__ import annotations

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from islands.invariants import check_move, check_position
from islands.strategies import rules_options
from islands_rules import IllegalMoveError, NotationError, islands
from islands_rules.core import CHANCE
from islands_rules.islands import Draw, Rules, State


class WholeGames(RuleBasedStateMachine):
    """Draws, turns, whole tokens at chance nodes and refused moves, until games end."""

    def __init__(self) -> None:
        super().__init__()
        self.state: State = islands.new_game()
        self.history: list[State] = [self.state]

    @initialize(rules=rules_options())
    def start(self, rules: Rules) -> None:
        self.state = islands.new_game(rules)
        self.history = [self.state]

    def _play(self, move: islands.Move) -> None:
        before = self.state
        after = islands.play(before, move)
        assert before == self.history[-1]  # play left its input alone
        if isinstance(move, Draw):
            assert after.ply == before.ply
            assert after.drawn == move.tile
        else:
            assert after.ply == before.ply + 1
            assert after.history[-1] == str(move)
            check_move(before, after, str(move))
        self.state = after
        self.history.append(after)

    @precondition(lambda self: islands.to_move(self.state) is CHANCE)
    @rule(data=st.data())
    def draw(self, data: st.DataObject) -> None:
        self._play(data.draw(st.sampled_from(islands.legal_moves(self.state))))

    @precondition(lambda self: islands.to_move(self.state) is CHANCE)
    @rule(data=st.data())
    def whole_token_at_a_chance_node(self, data: st.DataObject) -> None:
        draw = data.draw(st.sampled_from(islands.legal_moves(self.state)))
        assert isinstance(draw, Draw)
        turns = islands.legal_moves(islands.play(self.state, draw))
        self._play(data.draw(st.sampled_from(turns)))

    @precondition(lambda self: self.state.drawn is not None)
    @rule(data=st.data())
    def turn(self, data: st.DataObject) -> None:
        self._play(data.draw(st.sampled_from(islands.legal_moves(self.state))))

    @precondition(lambda self: not self.state.is_over)
    @rule(
        tile=st.sampled_from(islands.LETTERS),
        x=st.integers(-4, 4),
        y=st.integers(-4, 4),
        r=st.integers(0, 3),
        segment=st.sampled_from([None, "i1", "i2", "b1", "b3", "w1", "w3", "l"]),
    )
    def any_placement_is_played_or_refused_with_a_rule(
        self, tile: str, x: int, y: int, r: int, segment: str | None
    ) -> None:
        move = islands.Place(tile, x, y, r, segment)
        reason = islands.why_illegal(self.state, move)
        if reason is None:
            self._play(move)
            return
        assert reason.endswith(")")
        assert "(R" in reason
        with pytest.raises(IllegalMoveError) as caught:
            islands.play(self.state, move)
        assert caught.value.reason == reason
        assert caught.value.ply == self.state.ply + 1

    @rule(text=st.text(max_size=12))
    def garbage_text_is_a_notation_error_or_a_turn(self, text: str) -> None:
        try:
            move = islands.parse_move(text)
        except NotationError:
            return
        assert str(move) == text

    @rule()
    def the_state_reads_back_from_its_json(self) -> None:
        again = islands.state_from_dict(islands.state_to_dict(self.state))
        assert again == self.state
        assert hash(again) == hash(self.state)

    @precondition(lambda self: self.state.is_over)
    @rule()
    def restart(self) -> None:
        ended = islands.outcome(self.state)
        assert ended is not None
        assert islands.legal_moves(self.state) == ()
        assert len(self.state.tiles) + len(self.state.discarded) == 72
        self.state = islands.new_game(self.state.rules)
        self.history = [self.state]

    @invariant()
    def every_invariant_holds(self) -> None:
        check_position(self.state)


# Whole games are long: fewer, longer runs keep the file at seconds under the "ci" profile too.
WholeGames.TestCase.settings = settings(
    WholeGames.TestCase.settings, stateful_step_count=100, max_examples=min(settings().max_examples, 40)
)
TestWholeGames = WholeGames.TestCase
