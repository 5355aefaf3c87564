"""What a lenient reading of records finds: :class:`Problem` values, and one
:class:`RecordCheck` per game.

The same data model serves the API and ``islands-rules validate --json``:
:meth:`Problem.to_dict` and :meth:`RecordCheck.to_dict` are exactly what the command prints,
one check per line. Their keys are versioned with the record format
(:data:`~islands_rules.FORMAT_VERSION`): the docs page "Game records" lists them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from ..core.data import FORMAT_VERSION
from ..core.errors import RecordError, locate
from ..core.protocol import Outcome
from .record import FrozenMapping, Record

__all__ = ["MAX_PROBLEMS", "Problem", "ProblemKind", "RecordCheck"]

MAX_PROBLEMS = 100
"""The most problems :func:`~islands_rules.check_records` lists for one game before it stops listing."""


class ProblemKind(enum.Enum):
    """What kind of problem :func:`check_records` found. All are errors but three: an
    :attr:`UNKNOWN_TAG` and :attr:`NO_TURNS` are warnings (the record stays valid) and
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
    NO_TURNS = "no-turns"
    """A game of tags with no turn and no result, as a file cut at a line boundary leaves it
    (a warning: a game that has not begun is written with the result ``*``)."""
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
    UNREADABLE = "unreadable"
    """A file that cannot be read: missing, not a file, no permission, too large
    (:func:`~islands_rules.records.check_file`)."""
    NO_GAME = "no-game"
    """A file that holds no game: no tags and no turns (:func:`~islands_rules.records.check_file`)."""

    @property
    def is_error(self) -> bool:
        """Whether a problem of this kind makes a record invalid."""
        return self not in (ProblemKind.UNKNOWN_TAG, ProblemKind.NO_TURNS, ProblemKind.TOO_MANY)


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

    @property
    def move(self) -> str | None:
        """The turn's text when the problem is a turn's (an unreadable or illegal move, a turn
        after the end), else ``None``: the ``move`` of the rules pages' ``validate --json``.

        >>> import islands_rules as ir
        >>> [(p.token, p.move) for p in ir.check_records("1. a1,b2 3. a1,c3")[0].problems]
        [('3.', None)]
        """
        return self.token if self.kind in _TURN_KINDS and self.ply is not None else None

    def __str__(self) -> str:
        return locate(self.reason, line=self.line, column=self.column, ply=self.ply, token=self.token)

    def to_dict(self) -> dict[str, object]:
        """The problem as JSON-safe data, as ``islands-rules validate --json`` prints it: each
        attribute and property under its own name, the kind as its value.

        >>> import islands_rules as ir
        >>> data = ir.check_records("1. a1,b2 2. a1,c3")[0].problems[0].to_dict()
        >>> data["kind"], data["is_error"], data["line"], data["column"], data["ply"], data["move"]
        ('illegal-move', True, 1, 13, 2, 'a1,c3')
        >>> list(data)
        ['kind', 'is_error', 'reason', 'line', 'column', 'ply', 'move', 'token']
        """
        return {
            "kind": self.kind.value,
            "is_error": self.is_error,
            "reason": self.reason,
            "line": self.line,
            "column": self.column,
            "ply": self.ply,
            "move": self.move,
            "token": self.token,
        }


def _frozen_tags(tags: Mapping[str, str] | Iterable[tuple[str, str]]) -> FrozenMapping[str, str]:
    if isinstance(tags, FrozenMapping):
        return tags
    given: object = tags  # typed, but given by whoever calls
    pairs = list(tags.items()) if isinstance(tags, Mapping) else given
    if isinstance(pairs, str) or not isinstance(pairs, Iterable):
        raise RecordError(f"text_tags must be a mapping of tag names to values, got {type(pairs).__name__}")
    listed = list(pairs)
    if not all(
        isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(p, str) for p in pair)
        for pair in listed
    ):
        raise RecordError("text_tags must be a mapping of tag names to values (str to str)")
    return FrozenMapping(listed)


def _check(kind: type | tuple[type, ...], name: str) -> Any:
    """An attrs validator: the field's value is a ``kind``, else a :class:`RecordError`."""

    def validate(_instance: object, _attribute: object, value: object) -> None:
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise RecordError(f"{name} has the wrong type: {type(value).__name__}")

    return validate


def _problems(_instance: object, _attribute: object, value: object) -> None:
    if not isinstance(value, tuple) or not all(isinstance(problem, Problem) for problem in value):
        raise RecordError(f"problems must be a tuple of Problem, got {type(value).__name__}")


# The kinds of problem that a turn's own text causes: its ``token`` is then a move (or a word
# standing where a move should).
_TURN_KINDS = frozenset(
    {ProblemKind.SYNTAX, ProblemKind.ILLEGAL_MOVE, ProblemKind.AFTER_END, ProblemKind.ENCODING}
)


@attrs.frozen
class RecordCheck:
    """What :func:`check_records` found in one game of a text.

    ``record`` is the game as far as it could be played (up to the first turn that could
    not be), ``problems`` every problem found, in the order of the text but for the
    ``[Result]`` check, which comes last, and ``line`` the line the game starts on. The
    text's own claims are kept as written: :attr:`text_tags` and :attr:`claimed_result`,
    which :attr:`result_agrees` compares with the :attr:`result` the turns give.

    >>> import islands_rules as ir
    >>> check = ir.check_records("1. a1,b2 2. swap 3. a1,c3 4. d4,e5")[0]
    >>> check.valid, check.record.plies, check.error.reason
    (False, 2, 'a1 is taken by a light tile (R8)')
    >>> check = ir.check_records('[Size "4"] [Result "Dark"] 1. a1,b2')[0]
    >>> check.claimed_result, check.result, check.result_agrees, dict(check.text_tags)
    ('Dark', '*', False, {'Size': '4', 'Result': 'Dark'})
    """

    record: Record = attrs.field(validator=_check(Record, "record"))
    """The game as far as it could be played."""
    problems: tuple[Problem, ...] = attrs.field(validator=_problems)
    """Every problem found, in the order of the text (the ``[Result]`` check last)."""
    line: int | None = attrs.field(validator=_check((int, type(None)), "line"))
    """The line the game starts on (``None`` for a file that holds no game)."""
    file: str | None = attrs.field(default=None, validator=_check((str, type(None)), "file"))
    """The file the game was read from, if it was read from one."""
    number: int | None = attrs.field(default=1, validator=_check((int, type(None)), "number"))
    """The game's number in its text, from 1 (``None`` for a file that holds no game)."""
    text_tags: Mapping[str, str] = attrs.field(factory=dict, converter=_frozen_tags)
    """Every well-formed tag of the text, as written (derived ones too: ``Format``, ``Game``, the
    options, ``Result``); a tag given twice keeps its first value."""
    claimed_result: str | None = attrs.field(
        default=None, validator=_check((str, type(None)), "claimed_result")
    )
    """The result the text claims, as written: the ``[Result]`` tag, else the result after
    the turns, else ``None``."""
    played_through: bool = attrs.field(default=True, validator=_check(bool, "played_through"))
    """Whether every turn of the text could be played."""
    _scored: dict[str, Any] = attrs.field(factory=dict, init=False, eq=False, repr=False)

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

    @property
    def outcome(self) -> Outcome | None:
        """How the game as played ended (``None`` while it goes on); scored once per check.

        >>> import islands_rules as ir
        >>> ir.check_records("a1,b2")[0].outcome is None
        True
        """
        if "outcome" not in self._scored:
            self._scored["outcome"] = self.record.game.outcome(self.record.final)
        return self._scored["outcome"]  # type: ignore[no-any-return]

    @property
    def result(self) -> str | None:
        """The result the turns give, as records write it (a player's name, ``draw``, ``*``), or
        ``None`` if some turn could not be played, so that the result is unknown.

        >>> import islands_rules as ir
        >>> ir.check_records("a1,b2")[0].result, ir.check_records("a1,b2 a1,c3")[0].result
        ('*', None)
        """
        if not self.played_through or self.number is None:
            return None
        ended = self.outcome
        return "*" if ended is None else ended.result

    @property
    def result_agrees(self) -> bool | None:
        """Whether :attr:`claimed_result` is :attr:`result` (in any case); ``None`` if the text
        claims none or the result is unknown.

        >>> import islands_rules as ir
        >>> ir.check_records("a1,b2 *")[0].result_agrees, ir.check_records("a1,b2")[0].result_agrees
        (True, None)
        """
        if self.claimed_result is None or self.result is None:
            return None
        return self.claimed_result.lower() == self.result

    def _score(self) -> dict[str, Any]:
        """What the final position gives, each worked out once: scoring can be the costliest step."""
        scored = self._scored
        if "summary" not in scored:
            game, final = self.record.game, self.record.final
            if "outcome" not in scored:
                scored["outcome"] = game.outcome(final)
            seat = game.to_move(final)
            scored.update(
                summary=game.summary(final),
                report=game.report(final),
                to_move=game.seat_names(final)[seat] if isinstance(seat, int) else None,
                over=seat is None,
            )
        return scored

    def _know_outcome(self, outcome: Outcome | None) -> None:
        """Keep the outcome of the final position, worked out already (the reader scores it to
        check a claimed result), so that it is not worked out again."""
        self._scored.setdefault("outcome", outcome)

    def to_dict(self) -> dict[str, object]:
        """The check as JSON-safe data: exactly what ``islands-rules validate --json`` prints for
        one game (the docs page "Game records" lists the keys).

        >>> import islands_rules as ir
        >>> data = ir.check_records("1. a1,b2 2. swap 3. a1,c3")[0].to_dict()
        >>> data["valid"], data["plies"], data["error"]["kind"], data["to_move"], data["winner"]
        (False, 2, 'illegal-move', 'dark', None)
        """
        head: dict[str, object] = {
            "format": FORMAT_VERSION,
            "file": self.file,
            "game": self.number,
            "line": self.line,
            "valid": self.valid,
            "error": None if self.error is None else self.error.to_dict(),
            "problems": [problem.to_dict() for problem in self.problems],
        }
        if self.number is None:  # a file with no game: nothing was played
            return head | dict.fromkeys(_GAME_KEYS)
        from ..core.options import rules_to_dict

        record, scored = self.record, self._score()
        ended = scored["outcome"]
        return head | {
            "name": record.game.name,
            "plies": record.plies,
            "played_through": self.played_through,
            "claimed_result": self.claimed_result,
            "result": self.result,
            "result_agrees": self.result_agrees,
            "score": scored["summary"],
            "over": scored["over"],
            "winner": None if ended is None else ended.result,
            "decided_by": None if ended is None else str(ended.decided_by),
            "to_move": scored["to_move"],
            "rules": rules_to_dict(record.rules),
            "position": record.position,
            "tags": dict(record.tags),
            "text_tags": dict(self.text_tags),
            **scored["report"],
        }

    @classmethod
    def of_file(cls, file: str, kind: ProblemKind, reason: str) -> RecordCheck:
        """The check of a file that holds no game to check (``kind``: unreadable, no-game).

        >>> RecordCheck.of_file("a.txt", ProblemKind.NO_GAME, "no game").to_dict()["plies"] is None
        True
        """
        return cls(Record(), (Problem(kind, reason),), None, file=file, number=None)


# What a check of a file with no game has no value for.
_GAME_KEYS = (
    "name", "plies", "played_through", "claimed_result", "result", "result_agrees", "score", "over", "winner",
    "decided_by", "to_move", "rules", "position", "tags", "text_tags",
)  # fmt: skip
