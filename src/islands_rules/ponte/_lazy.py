"""The legal moves of a position as a lazy sequence: counted at once, each move built on demand.

Like python-chess's ``LegalMoveGenerator``, but over an immutable state, so the sequence never
goes stale.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from ..core.checks import expect_state
from ..core.errors import IslandsRulesError, shown
from ._choices import Choices
from ._engine import bridge_moves, place_move
from ._geometry import bits
from .moves import Move
from .rules import judge
from .state import GameState, Phase

__all__ = ["LegalMoves"]


class LegalMoves(Sequence[Move]):
    """The legal moves of ``state``, in the order of :func:`~islands_rules.ponte.legal_moves`,
    without building them all: ``len`` counts them (as
    :func:`~islands_rules.ponte.count_legal_moves`), indexing builds one move, iteration builds
    them one by one, and ``in`` asks :func:`~islands_rules.ponte.is_legal`.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(), "c3,e5")
    >>> moves = ir.ponte.LegalMoves(state)
    >>> len(moves), moves[0], moves[-1]  # every pair of the 98 empty cells, then swap
    (4754, PlaceTiles('a1', 'a2'), Swap())
    >>> ir.ponte.PlaceTiles("a1", "b2") in moves, ir.ponte.PlaceTiles("a1", "c3") in moves
    (True, False)
    >>> tuple(moves) == ir.legal_moves(state)
    True

    :raises PositionError: if ``state`` is not a Ponte del Diavolo state.
    """

    __slots__ = ("_choices", "_state")

    def __init__(self, state: GameState) -> None:
        self._state = expect_state(state, GameState)
        self._choices = None if state.phase is Phase.OVER else Choices(state)

    def __len__(self) -> int:
        return 0 if self._choices is None else self._choices.total

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Move, ...]: ...

    def __getitem__(self, index: int | slice) -> Move | tuple[Move, ...]:
        """The move at ``index`` (negative counts from the end), or a slice's moves as a tuple.

        :raises IslandsRulesError: for an index out of range or one that is no int or slice.
        """
        if isinstance(index, slice):
            try:
                picked = range(*index.indices(len(self)))
            except (TypeError, ValueError) as error:  # a step of 0, bounds that are no ints
                raise IslandsRulesError(f"bad slice of the legal moves: {error}") from None
            return tuple(self[i] for i in picked)
        if type(index) is not int:
            raise IslandsRulesError(f"a move's index is an int or a slice, got {shown(index)}")
        count = len(self)
        if not -count <= index < count or self._choices is None:
            raise IslandsRulesError(f"index {index} is out of range for {count} legal moves")
        return self._choices.move(index % count)

    def __iter__(self) -> Iterator[Move]:
        choices = self._choices
        if choices is None:
            return
        size = choices.size
        for x in choices.cells:
            # The later legal-alone cells, less those R10 refuses with x.
            for y in bits(choices.alone & ~((2 << x) - 1) & ~choices.refused[x]):
                yield place_move(size, x, y)
        moves = bridge_moves(size)
        for number in choices.bridges:
            yield moves[number]
        yield from choices.tail

    def __contains__(self, move: object) -> bool:
        return (
            isinstance(move, Move)
            and self._choices is not None
            and not isinstance(judge(self._state, move), str)
        )

    def __repr__(self) -> str:
        return f"<LegalMoves: {len(self)} moves at ply {self._state.ply}>"
