"""The record reader's tags: each ``[Name "value"]`` line as it is read, the ``[Game]`` tag that
says whose rules the turns follow, and the tags judged once the game is known (the rule
options, the descriptive tags, the claimed result).

:class:`TagReading` is a part of :class:`~islands_rules.records.reader.Reader`, kept in a
module of its own so that each reads in one sitting: it keeps what it reads on the reader,
and reports its problems through the reader's ``report`` and ``report_at``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.errors import UnknownGameError
from ..core.protocol import Game, Outcome
from ..core.registry import load_game
from .decode import BAD_BYTE, bad_byte
from .grammar import BAD_TAG, ESCAPED, TAG, Place, format_problem, option_tags
from .limits import MAX_TAG_TEXT, MAX_TAGS
from .problems import ProblemKind
from .tagjudge import claimed_result, descriptive_tags, rules_of

__all__ = ["TagReading"]


class TagReading:
    """The tag-reading part of the record reader (see the module's text)."""

    # What the tags of the game being read say; reset by the reader's _begin_game.
    text: str
    where: Callable[[int], Place]
    game: Game[Any, Any, Any]
    tags: dict[str, str]
    seen: dict[str, int]
    rule_tags: dict[str, tuple[str, Place]]
    descriptive: list[tuple[str, str, Place]]
    result: tuple[str, Place] | None
    position: tuple[str, Place, Place | None] | None
    rules: Any
    stopped: bool
    text_tags: dict[str, str]
    claimed: str | None
    final_outcome: tuple[Any, Outcome | None] | None
    tag_text: int

    if TYPE_CHECKING:  # the reader's own: where the problems go

        def report(
            self,
            kind: ProblemKind,
            reason: str,
            offset: int,
            *,
            ply: int | None = None,
            token: str | None = None,
        ) -> None: ...

        def report_at(
            self,
            kind: ProblemKind,
            reason: str,
            place: Place,
            *,
            ply: int | None = None,
            token: str | None = None,
        ) -> None: ...

        def _beyond(self, bound: str, offset: int, *, ply: int | None = None) -> None: ...

    def _tag(self, offset: int) -> int:
        """Read the tag starting at ``offset``; return where reading goes on."""
        match = TAG.match(self.text, offset)
        if match is None:
            malformed = BAD_TAG.match(self.text, offset)
            assert malformed is not None  # it matches any "["
            byte = BAD_BYTE.search(malformed.group())
            if byte is not None:
                reason = f"{bad_byte(byte.group())}; the tag is left out"
                self.report(ProblemKind.ENCODING, reason, offset + byte.start(), token=malformed.group())
            else:
                shape = 'a tag must look like [Name "value"] on one line'
                self.report(ProblemKind.TAG, shape, offset, token=malformed.group())
            return malformed.end()
        if len(self.seen) >= MAX_TAGS:
            self._beyond("tags", offset)
            return match.end()
        self.tag_text += len(match[2])
        if self.tag_text > MAX_TAG_TEXT:
            self._beyond("tag text", offset)
            return match.end()
        name, value = match[1], ESCAPED.sub(r"\1", match[2])
        bad = BAD_BYTE.search(self.text, match.start(2), match.end(2))
        if bad is not None:  # the value is lost, the game is not
            reason = f"{bad_byte(bad.group())}; the tag [{name}] is left out"
            self.report(ProblemKind.ENCODING, reason, bad.start())
            return match.end()
        if name in self.seen:
            first = self.seen[name]
            self.report(ProblemKind.TAG, f"tag [{name}] is given twice (first on line {first})", offset)
            return match.end()
        place = self.where(offset)
        self.seen[name] = place[0]
        self.text_tags[name] = value
        if name == "Format":
            bad_format = format_problem(value)
            if bad_format is not None:
                self.report(ProblemKind.TAG, bad_format, offset)
        elif name == "Game":
            self._check_game(value, offset)
        elif name == "Result":
            self.result = (value, place)  # checked once the game is known
            self.claimed = value
        elif name == "Position":  # read once the game is known; unescaped, columns match the text
            inside = self.where(match.start(2)) if value == match[2] else None
            self.position = (value, place, inside)
        elif name in option_tags():
            self.rule_tags[name] = (value, place)
        else:
            self.descriptive.append((name, value, place))
        return match.end()

    def _check_game(self, value: str, offset: int) -> None:
        try:
            self.game = load_game(value.strip())
        except UnknownGameError as error:
            self.report(ProblemKind.TAG, f"[Game]: {error}", offset)
            self.stopped = True  # the turns of an unknown game cannot be played

    def _judge_tags(self) -> None:
        """The descriptive tags, the claimed result and the rule options, once the game is known."""
        self.rules, most = rules_of(self.game, self.rule_tags)
        self.tags, found = descriptive_tags(self.game, self.descriptive, self.rules)
        self.descriptive = []
        self.result, more = claimed_result(self.game, self.result)
        for kind, reason, place in (*found, *more, *most):
            self.report_at(kind, reason, place)

    def _check_result(self, state: Any, claimed: str, place: Place, given: str) -> None:
        if self.final_outcome is None or self.final_outcome[0] is not state:
            self.final_outcome = (state, self.game.outcome(state))  # scoring is costly: once a game
        ended = self.final_outcome[1]
        actual = "*" if ended is None else ended.result
        if claimed != actual:
            said = "the game is not over" if actual == "*" else f"the result is {actual}"
            self.report_at(ProblemKind.RESULT, f"{given}, but after the turns {said}", place)
