"""What a solve found: :class:`SolveResult`, and :class:`Opening` for each first move.

>>> opening = Opening(move="a1,b2", value=-1, images=4, best_reply="swap")
>>> opening.result, opening.to_dict()["images"]
('loss', 4)
"""

from __future__ import annotations

from typing import Any

import attrs

from .table import TranspositionTable
from .values import value_word

__all__ = ["Opening", "SolveResult"]


@attrs.frozen
class Opening:
    """One first move, standing for its ``images`` symmetric images (itself included), its
    value for the player who plays it, and the best reply to it (``None`` if it ends the game).

    >>> Opening("a1,b2", 0, 4, "c3,d4").result
    'draw'
    """

    move: str
    """The move's token."""
    value: int
    """1, 0 or -1: a win, draw or loss for the player who plays it, with best play after."""
    images: int
    """How many legal first moves are this one turned or mirrored (itself included)."""
    best_reply: str | None
    """The first move of best play after it (a reply, or the same player's next move)."""

    @property
    def result(self) -> str:
        """The value in words: ``win``, ``draw`` or ``loss``."""
        return value_word(self.value)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe data: the fields, and ``result``."""
        return {**attrs.asdict(self), "result": self.result}


@attrs.frozen
class SolveResult:
    """The exact value of a position, and how it was found.

    >>> import islands_rules as ir
    >>> from islands_rules.solve import solve
    >>> state = ir.ponte.setup_position(
    ...     rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["c3", "d3", "c4", "a4"]
    ... )
    >>> result = solve("ponte", state)
    >>> result.result, result.to_move, result.principal_variation[0]
    ('win', 'light', 'a3,d4')
    """

    game: str
    """The game's name."""
    position: str | None
    """The position's string, ``None`` for a game without position strings."""
    to_move: str
    """The name of the player to move."""
    value: int
    """1, 0 or -1: the player to move wins, draws or loses with best play on both sides."""
    principal_variation: tuple[str, ...]
    """Best play to the end of the game, move by move."""
    nodes: int
    """Positions searched, over every run of a resumed solve."""
    table_size: int
    """Positions in the transposition table at the end."""
    seconds: float
    """Processor time, over every run of a resumed solve."""
    openings: tuple[Opening, ...] = ()
    """With ``openings=True``: every first move up to symmetry, best first."""
    table: TranspositionTable | None = attrs.field(default=None, eq=False, repr=False)
    """The table the search filled (the perfect bot plays from it)."""

    @property
    def result(self) -> str:
        """The value in words, for the player to move: ``win``, ``draw`` or ``loss``."""
        return value_word(self.value)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe data: every field but the table, the openings as dictionaries, ``result``."""
        data = attrs.asdict(self, recurse=False, filter=lambda field, _: field.name != "table")
        data["principal_variation"] = list(self.principal_variation)
        data["openings"] = [opening.to_dict() for opening in self.openings]
        return {**data, "result": self.result}

    def lines(self) -> list[str]:
        """The result in words, as ``islands-rules solve`` prints it.

        >>> from islands_rules.solve import SolveResult
        >>> print("\\n".join(SolveResult("ponte", None, "light", 1, ("a1,b2",), 10, 4, 0.25).lines()))
        ponte: a win for light, the player to move
        best play: a1,b2
        10 nodes, 4 positions in the table, 0.25 s processor time
        """
        lines = [
            f"{self.game}: a {self.result} for {self.to_move}, the player to move",
            f"best play: {' '.join(self.principal_variation)}",
            f"{self.nodes:,} nodes, {self.table_size:,} positions in the table, "
            f"{self.seconds:.2f} s processor time",
        ]
        if self.openings:
            lines.append(f"{len(self.openings)} openings up to symmetry (move, images, result, best reply):")
            width = max(len(opening.move) for opening in self.openings)
            for opening in self.openings:
                reply = opening.best_reply or "(the game is over)"
                lines.append(f"  {opening.move:<{width}}  x{opening.images:<2}  {opening.result:<4}  {reply}")
        return lines
