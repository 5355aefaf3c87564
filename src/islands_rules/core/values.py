"""The values every game shares: who is to move at a chance node, and how a game ended."""

from __future__ import annotations

import enum
from typing import Any

import attrs

__all__ = ["CHANCE", "Chance", "Outcome"]


class Chance(enum.Enum):
    """The type of :data:`CHANCE`, who is to move at a chance node.

    >>> import islands_rules as ir
    >>> ir.CHANCE, ir.CHANCE is ir.Chance.CHANCE
    (CHANCE, True)
    """

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "CHANCE"


CHANCE = Chance.CHANCE
"""Who is to move at a chance node: the draw of a random outcome, such as a tile from a
face-down supply. :meth:`Game.chance_outcomes` gives each outcome with its weight."""


@attrs.frozen
class Outcome:
    """How a finished game ended: the winner (or a draw), what decided it, and the returns.

    ``winner`` is the winning player's name (``None`` for a draw, or a victory shared by
    several players); ``decided_by`` names the rule or tie-break that decided (each game
    lists its words); ``returns`` holds one value per seat: 1 for the sole winner, -1 for
    a player who lost, 0 for a draw or a shared victory.

    >>> ended = Outcome(winner="light", decided_by="points", returns=(1.0, -1.0))
    >>> ended.result, ended.is_draw
    ('light', False)
    >>> Outcome(winner=None, decided_by="draw", returns=(0.0, 0.0)).result
    'draw'
    """

    winner: str | None
    decided_by: str
    returns: tuple[float, ...]

    @property
    def result(self) -> str:
        """The result as records write it: the winner's name, or ``draw``."""
        return "draw" if self.winner is None else str(self.winner)

    @property
    def is_draw(self) -> bool:
        """Whether nobody won alone."""
        return self.winner is None

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-safe data, with its ``result`` as records write it.

        >>> Outcome(winner="light", decided_by="points", returns=(1.0, -1.0)).to_dict()
        {'winner': 'light', 'result': 'light', 'decided_by': 'points', 'returns': [1.0, -1.0]}
        """
        return {
            "winner": self.winner,
            "result": self.result,
            "decided_by": self.decided_by,
            "returns": list(self.returns),
        }
