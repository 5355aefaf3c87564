"""A game with its history, for a front-end: play, undo, truncate, and the outcome.

A :class:`History` is a frozen value like the states it holds: :meth:`History.play` and
:meth:`History.undo` return a new history, so keeping the previous one is a redo.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..core.api import new_game
from ..core.errors import PositionError, UnknownGameError, shown
from ..core.protocol import CHANCE, Chance, Game, Outcome
from ..core.registry import game_of_state

__all__ = ["History"]


def _check_states(_instance: Any, _attribute: Any, value: Any) -> None:
    if not isinstance(value, tuple) or not value:
        raise PositionError(f"a history holds a tuple of one state or more, got {shown(value)}")
    game_of_state(value[0])


@attrs.frozen
class History:
    """The states of one game from its start, and the moves between them: ``states[n]`` is
    the position after ``n`` moves (chance outcomes count as moves here).

    >>> import islands_rules as ir
    >>> history = ir.History.start("ponte").play("a1,b1").play("h8,h9")
    >>> history.ply, str(history.moves[-1]), history.outcome
    (2, 'h8,h9', None)
    >>> history.undo().state == history.states[1]
    True

    :raises PositionError: if ``states`` is empty or ``moves`` does not hold one move fewer.
    :raises UnknownGameError: if ``states[0]`` is no game's state.
    """

    states: tuple[Any, ...] = attrs.field(validator=_check_states)
    moves: tuple[Any, ...] = ()

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.moves, tuple) or len(self.moves) != len(self.states) - 1:
            raise PositionError("a history holds one move fewer than it holds states")

    @classmethod
    def start(cls, game: Any = None) -> History:
        """A history of one state: a new game (a game's name or ``Rules``, as
        :func:`~islands_rules.new_game` takes) or a state to start from.

        >>> import islands_rules as ir
        >>> ir.History.start(ir.ponte.Rules(board_size=6)).state.rules.board_size
        6

        :raises UnknownGameError: if ``game`` is none of these.
        """
        try:
            game_of_state(game)
        except UnknownGameError:  # not a state: a name or rules, which new_game checks
            return cls((new_game(game),))
        return cls((game,))

    @property
    def game(self) -> Game[Any, Any, Any]:
        """The game played."""
        return game_of_state(self.states[0])

    @property
    def state(self) -> Any:
        """The position now, after every move."""
        return self.states[-1]

    @property
    def ply(self) -> int:
        """How many moves the history holds."""
        return len(self.moves)

    @property
    def to_move(self) -> int | Chance | None:
        """The seat to move now, :data:`~islands_rules.CHANCE`, or ``None`` once the game is over."""
        return self.game.to_move(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on.

        >>> import islands_rules as ir
        >>> import random
        >>> final = ir.playout(ir.new_game(ir.ponte.Rules(board_size=4)), random.Random(1))
        >>> ir.History.start(final).outcome is not None
        True
        """
        return self.game.outcome(self.state)

    @property
    def last_move(self) -> Any:
        """The last move a player made, passing over chance draws (what a picture's
        ``last_move`` marks), or ``None`` before any.

        >>> import islands_rules as ir
        >>> history = ir.History.start("islands").play("E@0,1r2:w1")
        >>> history = history.play(ir.islands.Draw("V"))  # chance draws a V
        >>> history.moves[-1], str(history.last_move)
        (Draw('V'), 'E@0,1r2:w1')
        >>> ir.History.start("islands").play(ir.islands.Draw("V")).last_move is None
        True
        """
        game = self.game
        for before, move in zip(reversed(self.states[:-1]), reversed(self.moves), strict=True):
            drawn = game.to_move(before) is CHANCE and any(
                move == outcome for outcome, _ in game.chance_outcomes(before)
            )
            if not drawn:  # a player's move (in Islands' records a turn may carry its draw)
                return move
        return None

    def play(self, move: Any) -> History:
        """This history with ``move`` (a move or its notation) played on.

        >>> import islands_rules as ir
        >>> ir.History.start("isaac").play("c3-g3").ply
        1

        :raises IllegalMoveError: if the move is not legal; its ``reason`` names the rule.
        :raises NotationError: if ``move`` is text that is no move of the game.
        """
        game = self.game
        chosen = game.parse_move(move) if isinstance(move, str) else move
        after = game.play(self.state, chosen)
        return History((*self.states, after), (*self.moves, chosen))

    def undo(self, count: int = 1) -> History:
        """This history without its last ``count`` moves.

        >>> import islands_rules as ir
        >>> ir.History.start("ponte").play("a1,b1").play("h8,h9").undo(2).ply
        0

        :raises PositionError: if ``count`` is not an int from 0 to :attr:`ply`.
        """
        if type(count) is not int or not 0 <= count <= self.ply:
            raise PositionError(f"can undo 0 to {self.ply} moves, not {shown(count)}")
        return self.truncate(self.ply - count)

    def truncate(self, ply: int) -> History:
        """This history cut after its first ``ply`` moves.

        >>> import islands_rules as ir
        >>> history = ir.History.start("ponte").play("a1,b1").play("h8,h9")
        >>> [str(move) for move in history.truncate(1).moves]
        ['a1,b1']

        :raises PositionError: if ``ply`` is not an int from 0 to :attr:`ply`.
        """
        if type(ply) is not int or not 0 <= ply <= self.ply:
            raise PositionError(
                f"a history of {self.ply} moves can be cut after 0 to {self.ply}, not {shown(ply)}"
            )
        return History(self.states[: ply + 1], self.moves[:ply])
