"""What a lenient reading of records finds: :class:`Problem` values, and one
:class:`RecordCheck` per game.

The same data model serves the API and ``islands-rules validate --json``:
:meth:`Problem.to_dict` and :meth:`RecordCheck.to_dict` are what the command prints.
"""

from __future__ import annotations

import enum

import attrs

from ..core.errors import locate
from .record import Record

__all__ = ["MAX_PROBLEMS", "Problem", "ProblemKind", "RecordCheck"]

MAX_PROBLEMS = 100
"""The most problems :func:`~islands_rules.check_records` lists for one game before it stops listing."""


class ProblemKind(enum.Enum):
    """What kind of problem :func:`check_records` found. All are errors but two: an
    :attr:`UNKNOWN_TAG` is a warning (the tag is kept and the record stays valid) and
    :attr:`TOO_MANY` a note that the list was cut short.

    >>> import islands_rules as ir
    >>> [p.kind for p in ir.check_records('[Seat "north"] c3,e5')[0].problems]
    [<ProblemKind.UNKNOWN_TAG: 'unknown-tag'>]
    """

    ENCODING = "encoding"
    """The bytes are not UTF-8 text, or the text holds a NUL character (binary data, UTF-16)."""
    SYNTAX = "syntax"
    """Text that is not a tag, a move, a move number or a comment, or an unclosed comment."""
    TAG = "tag"
    """A malformed tag, a bad value, a tag given twice or a known tag in the wrong case."""
    UNKNOWN_TAG = "unknown-tag"
    """A tag the format does not define (a warning: it is kept)."""
    MOVE_NUMBER = "move-number"
    """A move number that is not the number of the turn after it, or with no turn after it."""
    ILLEGAL_MOVE = "illegal-move"
    """A move the rules do not allow where it is played."""
    AFTER_END = "after-end"
    """A turn after the end of the game."""
    RESULT = "result"
    """A ``[Result]`` tag or a result after the turns that is not the result of the turns."""
    LIMIT = "limit"
    """A game beyond one of the reader's bounds (:data:`~islands_rules.records.MAX_TAGS` and the
    others): more tags, tag text, comment text or turns than it reads, or a text of more games;
    the excess is not read."""
    TOO_MANY = "too-many"
    """More than :data:`~islands_rules.records.MAX_PROBLEMS` problems in one game: the rest are not
    listed, but for the game's first error if it comes later."""

    @property
    def is_error(self) -> bool:
        """Whether a problem of this kind makes a record invalid."""
        return self not in (ProblemKind.UNKNOWN_TAG, ProblemKind.TOO_MANY)


@attrs.frozen
class Problem:
    """One problem found in a record: what kind, why, and where.

    ``line`` and ``column`` count from 1; ``ply`` is the number of the turn concerned and
    ``token`` the text found there (each ``None`` where it does not apply).

    >>> import islands_rules as ir
    >>> problem = ir.check_records("1. a1,b2 2. a1,c3")[0].problems[0]
    >>> problem.kind, problem.ply, problem.token, problem.line, problem.column
    (<ProblemKind.ILLEGAL_MOVE: 'illegal-move'>, 2, 'a1,c3', 1, 13)
    >>> print(problem)
    line 1, column 13: ply 2 'a1,c3': a1 is taken by a light tile (R8)
    """

    kind: ProblemKind
    reason: str
    line: int | None = None
    column: int | None = None
    ply: int | None = None
    token: str | None = None

    @property
    def is_error(self) -> bool:
        """Whether the problem makes the record invalid (see :attr:`ProblemKind.is_error`)."""
        return self.kind.is_error

    def __str__(self) -> str:
        return locate(self.reason, line=self.line, column=self.column, ply=self.ply, token=self.token)

    def to_dict(self) -> dict[str, object]:
        """The problem as JSON-safe data, as ``islands-rules validate --json`` prints it.

        >>> import islands_rules as ir
        >>> ir.check_records("1. a1,b2 2. a1,c3")[0].problems[0].to_dict()["move"]
        'a1,c3'
        """
        return {
            "kind": self.kind.value,
            "is_error": self.is_error,
            "ply": self.ply,
            "move": self.token,
            "reason": self.reason,
            "line": self.line,
            "column": self.column,
        }


@attrs.frozen
class RecordCheck:
    """What :func:`check_records` found in one game of a text.

    ``game`` is the game as far as it could be played (up to the first turn that could
    not be), ``problems`` every problem found, in the order of the text but for the
    ``[Result]`` check, which comes last, and ``line`` the line the game starts on.

    >>> import islands_rules as ir
    >>> check = ir.check_records("1. a1,b2 2. swap 3. a1,c3 4. d4,e5")[0]
    >>> check.valid, check.game.plies, check.error.reason
    (False, 2, 'a1 is taken by a light tile (R8)')
    """

    record: Record
    """The game as far as it could be played."""
    problems: tuple[Problem, ...]
    """Every problem found, in the order of the text (the ``[Result]`` check last)."""
    line: int
    """The line the game starts on."""

    @property
    def game(self) -> Record:
        """The same as :attr:`~islands_rules.RecordCheck.record` (the name release 0.1 used)."""
        return self.record

    @property
    def valid(self) -> bool:
        """Whether the game's record has no error (warnings allowed)."""
        return not any(problem.is_error for problem in self.problems)

    @property
    def error(self) -> Problem | None:
        """The first error, or ``None`` if the record is valid."""
        return next((problem for problem in self.problems if problem.is_error), None)

    def to_dict(self) -> dict[str, object]:
        """The check as JSON-safe data: what ``islands-rules validate --json`` prints for
        one game, but for the ``file`` and ``game`` (its number in the file) the command adds.

        >>> import islands_rules as ir
        >>> data = ir.check_records("1. a1,b2 2. swap 3. a1,c3")[0].to_dict()
        >>> data["valid"], data["plies"], data["error"]["kind"], data["to_move"], data["winner"]
        (False, 2, 'illegal-move', 'dark', None)
        """
        from ..core.options import rules_to_dict

        record = self.record
        game, final = record.game, record.final
        ended = game.outcome(final)
        seat = game.to_move(final)
        return {
            "name": game.name,
            "line": self.line,
            "valid": self.valid,
            "plies": record.plies,
            "error": None if self.error is None else self.error.to_dict(),
            "problems": [problem.to_dict() for problem in self.problems],
            "score": game.summary(final),
            "over": seat is None,
            "winner": None if ended is None else ended.result,
            "to_move": game.seat_names(final)[seat] if isinstance(seat, int) else None,
            "rules": rules_to_dict(record.rules),
            "tags": dict(record.tags),
            **game.report(final),
        }
