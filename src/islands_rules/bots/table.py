"""A game at the table: its positions, the moves played, chance draws made by their
weights, and the moves as the game's records write them.

Bots, matches and the terminal game all play through a :class:`Table`, so a chance node
is handled one way everywhere: the outcome is drawn from
:meth:`~islands_rules.Game.chance_outcomes` by its exact weight, and the player to move
then sees it and chooses. Only the counts a game shows are used (Islands' face-down
supply is counts), so nothing here can read the order of a supply.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..core.chance import draw_outcome
from ..core.errors import IslandsRulesError
from ..core.protocol import CHANCE, Game, expect_rng
from ..core.registry import game_of_state
from ..records import Record
from ..records.record import written_back
from .base import given

__all__ = ["Table"]


class Table:
    """A game being played from ``start``: every position so far and the moves between
    them, including chance outcomes.

    :meth:`record_moves` gives the moves as a record holds them: a chance outcome folds
    into the player's move after it when that move, played at the chance node itself,
    leads to the same position (an Islands turn names the tile drawn, so its records
    hold turns, never draws); otherwise the outcome is a move of its own, except a last
    one that the notation cannot write (a tile drawn in a game stopped before its turn).

    >>> import random
    >>> import islands_rules as ir
    >>> table = Table(ir.new_game(ir.ponte.Rules(board_size=5)))
    >>> table.play("a1,b2")
    >>> table.deal(random.Random(1)) is None  # Ponte has no chance nodes
    True
    >>> table.plies, [str(move) for move in table.record_moves()]
    (1, ['a1,b2'])

    :raises UnknownGameError: if ``start`` is no state of a game of the library.
    """

    def __init__(self, start: Any) -> None:
        self.game: Game[Any, Any, Any] = game_of_state(start)
        self.states: list[Any] = [start]
        self.moves: list[Any] = []

    @property
    def state(self) -> Any:
        """The position now."""
        return self.states[-1]

    @property
    def plies(self) -> int:
        """How many moves were played, chance outcomes included."""
        return len(self.moves)

    def play(self, move: Any) -> None:
        """Play ``move`` (a move value or its notation).

        :raises IllegalMoveError: if it is not legal now.
        :raises NotationError: if it is text that is no move of the game.
        """
        self._push(self.game.parse_move(move) if isinstance(move, str) else move)

    def _push(self, move: Any) -> None:
        self.states.append(self.game.play(self.state, move))  # raises before anything changes
        self.moves.append(move)

    def deal(self, rng: random.Random) -> Any:
        """At a chance node, draw an outcome by its exact weight with ``rng``, play it and
        return it; elsewhere do nothing and return ``None``.

        :raises IslandsRulesError: if ``rng`` is no :class:`random.Random`.
        """
        expect_rng(rng)
        outcomes = self.game.chance_outcomes(self.state)
        if not outcomes:
            return None
        move = draw_outcome(outcomes, rng)
        self._push(move)  # an outcome as the game gives it, which its notation may not write
        return move

    def take_back(self, plies: int) -> None:
        """Take back the last ``plies`` moves (chance outcomes count as moves).

        :raises IslandsRulesError: if fewer moves were played.
        """
        if isinstance(plies, bool) or not isinstance(plies, int) or not 0 <= plies <= self.plies:
            raise IslandsRulesError(f"can take back 0 to {self.plies} moves, not {given(plies)}")
        if plies:
            del self.states[-plies:], self.moves[-plies:]

    def record_moves(self) -> list[Any]:
        """The moves as a record of the game holds them, chance outcomes folded into the
        moves that carry them (see the class)."""
        kept, index = [], 0
        while index < len(self.moves):
            if index + 1 < len(self.moves) and self._carries(index):
                kept.append(self.moves[index + 1])
                index += 2
            else:
                if index + 1 < len(self.moves) or self._written(index):
                    kept.append(self.moves[index])
                index += 1
        return kept

    def record(self, tags: Mapping[str, str] | None = None) -> Record:
        """The game so far as a :class:`~islands_rules.Record` of :meth:`record_moves`, under
        the rules of its first position, with ``tags`` (such as the players' names).

        >>> import islands_rules as ir
        >>> table = Table(ir.new_game(ir.ponte.Rules(board_size=5)))
        >>> table.play("a1,b2")
        >>> record = table.record({"Light": "Ann"})
        >>> record.plies, record.tags["Light"], record.final == table.state
        (1, 'Ann', True)

        :raises IslandsRulesError: if the table did not start at the beginning of a game,
            where every record starts.
        :raises RecordError: if a tag is not one a record can hold.
        """
        if tags is not None and (
            not isinstance(tags, Mapping) or not all(isinstance(t, str) for t in (*tags, *tags.values()))
        ):
            raise IslandsRulesError(f"tags must map names to text, got {given(tags)}")
        rules = self.game.rules_of(self.states[0])
        if self.states[0] != self.game.new_game(rules):
            raise IslandsRulesError("a record starts at the beginning of a game, and this table did not")
        return Record(self.record_moves(), rules=rules, tags=dict(tags or {}))

    def _written(self, index: int) -> bool:
        """Whether move ``index`` is one the game's notation writes and reads back."""
        if self.game.to_move(self.states[index]) is not CHANCE:
            return True
        return written_back(self.game, self.moves[index])

    def _carries(self, index: int) -> bool:
        """Whether move ``index`` is a chance outcome that the next move carries: played at
        the chance node itself, the next move is legal and leads to the same position."""
        game, chance_node, move = self.game, self.states[index], self.moves[index + 1]
        if game.to_move(chance_node) is not CHANCE or game.why_illegal(chance_node, move) is not None:
            return False
        return bool(game.play(chance_node, move) == self.states[index + 2])
