"""Game records: whole games as text, read strictly or leniently, and written back.

A record (format 1) is optional tag pairs, then the turns in the move notation::

    [Format "1"]
    [Size "6"]
    [Tiles "40"]
    [Bridges "15"]
    [Light "Ann"]
    [Dark "Bob"]
    [Result "*"]

    1. c3,e5 2. swap {Bob takes light} 3. a1,f6 *

Move numbers (``12.``) are optional; when given, each must be the number of the turn it
precedes, counting every turn (the opening, a swap and a decline too). ``{comments}`` may
stand anywhere in the turns and span lines. The turns may end with the result, as PGN's
game termination marker: ``light``, ``dark``, ``draw``, or ``*`` while the game is not
over; it is checked like ``[Result]``. A tag after turns, or anything after the result,
starts the next game, so one text may hold several games. The docs page "Game records" gives the grammar and
says exactly what the reader accepts, normalises and rejects.

:func:`read_record` and :func:`read_records` are strict: the first problem raises a
:class:`~islands_rules.RecordError` naming the line, column, ply and token.
:func:`check_records` is lenient: it never raises, and reports every problem it finds
with the game as far as it could be played.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import attrs

from .core.errors import IllegalMoveError, InvalidRulesError, NotationError, RecordError, locate, quote
from .game import KNOWN_TAGS, Game, comment_problem, tag_problem
from .moves import Move, parse_move
from .rules import new_game, play
from .scoring import outcome
from .state import GameState, Rules, count_text, parse_count

__all__ = [
    "FORMAT_VERSION",
    "MAX_PROBLEMS",
    "Problem",
    "ProblemKind",
    "RecordCheck",
    "check_records",
    "read_record",
    "read_records",
    "write_record",
    "write_records",
]

FORMAT_VERSION = 1
"""The version of the record format (and of the JSON data) this library reads and writes."""

MAX_PROBLEMS = 100
"""The most problems :func:`~islands_rules.check_records` lists for one game before it stops listing."""


def result_text(state: GameState) -> str:
    """The result as records write it: ``light``, ``dark``, ``draw``, or ``*`` while the game runs."""
    ended = outcome(state)
    return "*" if ended is None else ended.result


# One token at a time; every character is matched by some alternative, so reading never stalls.
_TOKEN = re.compile(
    r"""
      (?P<space>\s+)
    | (?P<comment>\{[^}]*\})
    | (?P<open>\{)
    | (?P<tag>\[)
    | (?P<number>[0-9]+\.(?![0-9.]))
    | (?P<end>(?:\*|light|dark|draw)(?![^\s\[\]{}]))
    | (?P<move>(?:[a-z][0-9]+[ \t]*[,-][ \t]*[a-z][0-9]+|swap|pass)(?![^\s\[\]{}]))
    | (?P<word>[^\s\[\]{}]+)
    | (?P<stray>[\]}])
    """,
    re.VERBOSE | re.IGNORECASE | re.ASCII,  # ASCII: no look-alike letters such as the Kelvin sign
)
_TAG = re.compile(r'\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n\r]|\\["\\])*)"[ \t]*\]')
_BAD_TAG = re.compile(r"\[[^\]\n]*\]?")  # what a malformed tag spans: up to its ] or the end of its line
_ESCAPED = re.compile(r"\\([\"\\])")
_RESULTS = ("light", "dark", "draw", "*")
Place = tuple[int, int]  # a line and a column in the text, from 1
_RULE_TAGS = ("Size", "Tiles", "Bridges")


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

    game: Game
    problems: tuple[Problem, ...]
    line: int

    @property
    def valid(self) -> bool:
        """Whether the game's record has no error (warnings allowed)."""
        return not any(problem.is_error for problem in self.problems)

    @property
    def error(self) -> Problem | None:
        """The first error, or ``None`` if the record is valid."""
        return next((problem for problem in self.problems if problem.is_error), None)


# ------------------------------------------------------------------------------- reading


class _Stop(Exception):
    """Raised inside the reader to stop at the first error in strict mode."""

    def __init__(self, error: RecordError) -> None:
        self.error = error


@lru_cache(maxsize=8192)
def _move(token: str) -> Move:
    """A move token's move: records repeat the same few thousand tokens, so they are read once."""
    return parse_move(token)


class _Reader:
    """Reads a text one token at a time, game by game, collecting problems or stopping at one."""

    # What the reader knows of the game being read; reset by _begin_game. Places in the text
    # are kept as (line, column), taken when their token is read (see ``where``).
    start: int | None
    tags: dict[str, str]
    seen: dict[str, int]
    rule_tags: dict[str, tuple[str, Place]]
    result: tuple[str, Place] | None
    state: GameState | None
    rules: Rules
    moves: list[Move]
    states: list[GameState]
    comments: dict[int, list[str]]
    stopped: bool
    turns: int
    number: tuple[str, Place] | None
    ended: bool
    final_result: tuple[GameState, str] | None
    problems: list[Problem]
    muted: bool
    erred: bool

    def __init__(self, text: str, *, strict: bool) -> None:
        self.text, self.strict = text, strict
        self._cursor, self._line, self._line_start = 0, 1, 0  # the last place asked for
        self._begin_game()

    # ----------------------------------------------------------------- where and what

    def where(self, offset: int) -> Place:
        """The line and column (from 1) of a character offset.

        Reading asks for places in text order, so only the text since the last place asked
        for is scanned: linear in the text, in constant memory, however many lines it has.
        """
        if offset < self._cursor:  # never, as the reader asks; still right if it did
            self._cursor, self._line, self._line_start = 0, 1, 0
        text = self.text
        newlines = text.count("\n", self._cursor, offset)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._cursor, offset) + 1
        self._cursor = offset
        return self._line, offset - self._line_start + 1

    def report(
        self, kind: ProblemKind, reason: str, offset: int, *, ply: int | None = None, token: str | None = None
    ) -> None:
        """A problem at ``offset``, the token being read."""
        self.report_at(kind, reason, self.where(offset), ply=ply, token=token)

    def report_at(
        self,
        kind: ProblemKind,
        reason: str,
        place: Place,
        *,
        ply: int | None = None,
        token: str | None = None,
    ) -> None:
        """A problem at ``place``, kept from a token read before."""
        line, column = place
        if self.start is None:
            self.start = line  # a problem always belongs to a game, even one of only comments
        if self.strict:
            if kind.is_error:
                raise _Stop(RecordError(reason, line=line, column=column, ply=ply, token=token))
            return
        if len(self.problems) >= MAX_PROBLEMS:
            if not self.muted:
                self.muted = True
                note = f"more than {MAX_PROBLEMS} problems: the rest are not listed, but for a first error"
                self.problems.append(Problem(ProblemKind.TOO_MANY, note, line, column))
            if self.erred or not kind.is_error:
                return  # the game's first error is always listed, so valid and error stay true
        self.erred |= kind.is_error
        self.problems.append(Problem(kind, reason, line, column, ply, token))

    # ------------------------------------------------------------------------ one game

    def _begin_game(self) -> None:
        self.start = None  # the line of the game's first token
        self.tags, self.seen, self.rule_tags, self.result = {}, {}, {}, None
        self.state = None  # set when the turns begin
        self.rules, self.moves, self.states, self.comments = Rules(), [], [], {}
        self.stopped = False  # no more turns are played: one could not be
        self.turns = 0  # turns read, played or not: the ply of the last one
        self.number = None  # a move number waiting for its turn
        self.ended = False  # the turns ended with the result: what follows is the next game
        self.final_result = None  # the result of the last state checked, as text
        self.problems, self.muted, self.erred = [], False, False

    def _begin_turns(self) -> GameState:
        if self.state is None:
            self.rules = self._rules()
            self.state = new_game(self.rules)
            self.states = [self.state]
        return self.state

    def _end_game(self) -> RecordCheck | None:
        if self.start is None:
            return None  # only space or comments: no game
        state = self._end_turns()
        if self.result is not None and not self.stopped:
            claimed, place = self.result
            self._check_result(state, claimed, place, f'[Result "{claimed}"]')
        comments = {ply: " ".join(texts) for ply, texts in self.comments.items()}
        game = Game._replayed(
            self.rules, tuple(self.moves), tuple(self.states), tags=self.tags, comments=comments
        )
        return RecordCheck(game, tuple(self.problems), self.start)

    # ---------------------------------------------------------------------------- tags

    def _tag(self, offset: int) -> int:
        """Read the tag starting at ``offset``; return where reading goes on."""
        match = _TAG.match(self.text, offset)
        if match is None:
            bad = _BAD_TAG.match(self.text, offset)
            assert bad is not None  # it matches any "["
            shape = 'a tag must look like [Name "value"] on one line'
            self.report(ProblemKind.TAG, shape, offset, token=bad.group())
            return bad.end()
        name, value = match[1], _ESCAPED.sub(r"\1", match[2])
        if name in self.seen:
            first = self.seen[name]
            self.report(ProblemKind.TAG, f"tag [{name}] is given twice (first on line {first})", offset)
            return match.end()
        self.seen[name] = self.where(offset)[0]
        if name in _RULE_TAGS:
            self.rule_tags[name] = (value, self.where(offset))
        elif name == "Format":
            self._check_format(value, offset)
        elif name == "Result":
            if value.lower() in _RESULTS:
                self.result = (value.lower(), self.where(offset))
            else:
                self.report(
                    ProblemKind.TAG, f"[Result {quote(value)}] must be light, dark, draw or *", offset
                )
        else:
            reason = tag_problem(name, value)
            if reason is not None:
                self.report(ProblemKind.TAG, reason, offset)
                return match.end()
            if name not in KNOWN_TAGS:
                self.report(ProblemKind.UNKNOWN_TAG, f"unknown tag [{name}], kept as it is", offset)
            self.tags[name] = value
        return match.end()

    def _check_format(self, value: str, offset: int) -> None:
        try:
            version = parse_count(value, unlimited=False)
        except InvalidRulesError:
            version = 0
        if not version:
            reason = f"[Format {quote(value)}] must be a version number such as {FORMAT_VERSION}"
            self.report(ProblemKind.TAG, reason, offset)
        elif version > FORMAT_VERSION:
            reason = f"record format {version} is newer than this library reads ({FORMAT_VERSION})"
            self.report(ProblemKind.TAG, reason, offset)

    def _rules(self) -> Rules:
        """The rules the tags give; each bad option is reported and left at its default."""
        rules = Rules()
        for name, option in zip(_RULE_TAGS, ("board_size", "tiles_per_colour", "bridges"), strict=True):
            if name not in self.rule_tags:
                continue
            value, place = self.rule_tags[name]
            try:
                change: dict[str, Any] = {option: parse_count(value, unlimited=name != "Size")}
                rules = attrs.evolve(rules, **change)
            except InvalidRulesError as error:
                self.report_at(ProblemKind.TAG, f"[{name}]: {error}", place)
        return rules

    def _check_result(self, state: GameState, claimed: str, place: Place, given: str) -> None:
        if self.final_result is None or self.final_result[0] is not state:
            self.final_result = (state, result_text(state))  # scoring is the costly part: once a game
        actual = self.final_result[1]
        if claimed != actual:
            said = "the game is not over" if actual == "*" else f"the result is {actual}"
            self.report_at(ProblemKind.RESULT, f"{given}, but after the turns {said}", place)

    # --------------------------------------------------------------------------- turns

    def _end_turns(self) -> GameState:
        """The turns are over: a move number left without its turn is a problem."""
        state = self._begin_turns()
        if self.number is not None:
            token, place = self.number
            self.number = None
            self.report_at(ProblemKind.MOVE_NUMBER, "a move number with no turn after it", place, token=token)
        return state

    def _end(self, token: str, offset: int) -> None:
        """The result after the turns (PGN's game termination marker), checked like ``[Result]``."""
        state = self._end_turns()
        if not self.stopped:
            self._check_result(state, token.lower(), self.where(offset), f"the turns end with {token!r}")
        self.ended = True

    def _number(self, token: str, offset: int) -> None:
        self._begin_turns()
        self.number = (token, self.where(offset))
        expected = self.turns + 1
        if token[:-1].lstrip("0") != str(expected):  # as text: a number may be thousands of digits long
            reason = f"move number {quote(token)} where turn {expected} comes next"
            self.report(ProblemKind.MOVE_NUMBER, reason, offset, ply=expected, token=token)

    def _next_turn(self) -> int:
        """Count one more turn of the record, played or not; return its ply."""
        self._begin_turns()
        self.number = None
        self.turns += 1
        return self.turns

    def _turn(self, token: str, offset: int) -> None:
        ply = self._next_turn()
        try:
            move = _move(token)
        except NotationError as error:
            self._stop(ProblemKind.SYNTAX, str(error), offset, ply, token)
            return
        state = self._begin_turns()
        if self.stopped:
            return
        if state.is_over:
            reason = f"the game is over after ply {state.ply}; no turn may follow"
            self._stop(ProblemKind.AFTER_END, reason, offset, ply, token)
            return
        try:
            state = play(state, move)
        except IllegalMoveError as error:
            self._stop(ProblemKind.ILLEGAL_MOVE, error.reason, offset, ply, token)
            return
        self.state = state
        self.moves.append(move)
        self.states.append(state)

    def _stop(self, kind: ProblemKind, reason: str, offset: int, ply: int, token: str) -> None:
        """Report a turn that cannot be played; later turns of the game are read but not played."""
        self.report(kind, reason, offset, ply=ply, token=token)
        self.stopped = True

    def _comment(self, text: str, offset: int) -> None:
        reason = comment_problem(text)
        if reason is not None:
            self.report(ProblemKind.SYNTAX, reason, offset)
        elif not self.stopped and text.strip():
            self.comments.setdefault(len(self.moves), []).append(text.strip())

    # -------------------------------------------------------------------------- the text

    def read(self) -> Iterator[RecordCheck]:
        """Each game of the text as soon as it ends, so a long text is read in little memory."""
        text, offset, size = self.text, 0, len(self.text)
        while offset < size:
            match = _TOKEN.match(text, offset)
            assert match is not None  # the last alternatives match any character
            kind, token, end = match.lastgroup, match.group(), match.end()
            if kind == "space":
                offset = end
                continue
            if self.ended or (kind == "tag" and self.state is not None):
                # A tag after turns, or anything after the result, starts the next game.
                finished = self._end_game()
                if finished is not None:
                    yield finished
                self._begin_game()
            if self.start is None and kind != "comment":
                self.start = self.where(offset)[0]
            if kind == "tag":
                end = self._tag(offset)
            elif kind == "move":
                self._turn(token, offset)
            elif kind == "end":
                self._end(token, offset)
            elif kind == "number":
                self._number(token, offset)
            elif kind == "comment":
                self._comment(token[1:-1], offset)
            elif kind == "open":
                self.report(ProblemKind.SYNTAX, "this comment is never closed with '}'", offset)
                end = size
            elif kind == "word":  # an unreadable turn is still a turn: its number comes before it
                reason = "not a move (c3,e5 c3-e5 swap pass), a move number (12.), tag or comment"
                self._stop(ProblemKind.SYNTAX, reason, offset, self._next_turn(), token)
            else:  # a stray ] or }
                self.report(ProblemKind.SYNTAX, f"{token!r} closes nothing", offset)
            offset = end
        finished = self._end_game()
        if finished is not None:
            yield finished


_WIDE = {
    b"\xff\xfe\x00\x00": "UTF-32",  # before UTF-16, whose mark it starts with
    b"\x00\x00\xfe\xff": "UTF-32",
    b"\xff\xfe": "UTF-16",
    b"\xfe\xff": "UTF-16",
}


def _decode(data: object) -> tuple[str, RecordError | None]:
    """The text of ``data`` and, if it is not UTF-8 text, the error saying where it stops being so."""
    if isinstance(data, bytes):
        for mark, name in _WIDE.items():
            if data.startswith(mark):
                return "", RecordError(f"the text is {name}; records are UTF-8 text", line=1, column=1)
        data = data.removeprefix(b"\xef\xbb\xbf")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            text = data[: error.start].decode("utf-8")
            reason = f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot start or continue a character"
            return "", _at_end_of(text, reason)
    elif isinstance(data, str):
        text = data.removeprefix("\ufeff")
    else:
        return "", RecordError(f"a record must be a str or bytes, got {type(data).__name__}")
    nul = text.find("\x00")
    if nul >= 0:  # text holds none: this is binary data, or UTF-16 or UTF-32 without a mark
        return "", _at_end_of(
            text[:nul], "a NUL character: records are UTF-8 text, not binary data or UTF-16"
        )
    return text, None


def _at_end_of(before: str, reason: str) -> RecordError:
    """``reason`` as an error at the character after the text ``before``."""
    line = before.count("\n") + 1
    return RecordError(reason, line=line, column=len(before) - before.rfind("\n"))


def _read_strictly(data: str | bytes) -> list[RecordCheck]:
    text, error = _decode(data)
    if error is not None:
        raise error
    try:
        return list(_Reader(text, strict=True).read())
    except _Stop as stop:
        raise stop.error from None


def read_record(text: str | bytes) -> Game:
    """The one game in a record, every turn checked against the rules.

    ``bytes`` are read as UTF-8 (a byte order mark is skipped). A text with only turns
    and no tags is a game with the default rules.

    >>> import islands_rules as ir
    >>> game = ir.read_record('[Size "6"]\\n1. a1,c3 2. swap {a swap} 3. f6,f5')
    >>> game.rules.board_size, game.plies, game.comments[2], game.final.to_move
    (6, 3, 'a swap', <Colour.LIGHT: 'light'>)
    >>> ir.read_record("1. a1,c3 2. a1,b2")
    Traceback (most recent call last):
    ...
    islands_rules.errors.RecordError: line 1, column 13: ply 2 'a1,b2': a1 is taken by a light tile (R8)

    :raises RecordError: at the first problem (syntax, tags, move numbers, an illegal
        move, a turn after the end, a wrong ``[Result]``), or if the text does not hold
        exactly one game; the message names the line, column, ply and token.
    """
    checks = _read_strictly(text)
    if not checks:
        raise RecordError("the text holds no game: no tags and no turns")
    if len(checks) > 1:
        second = checks[1].line
        reason = f"the text holds {len(checks)} games, the second from line {second}; use read_records"
        raise RecordError(reason, line=second)
    return checks[0].game


def read_records(text: str | bytes) -> tuple[Game, ...]:
    """Every game in a text, one after another, each checked as :func:`read_record` does.

    A tag after turns starts the next game. An empty text holds no games.

    >>> import islands_rules as ir
    >>> games = ir.read_records('[Size "4"] a1,b2 swap [Size "5"] a1,e5')
    >>> [(game.rules.board_size, game.plies) for game in games]
    [(4, 2), (5, 1)]

    :raises RecordError: at the first problem in any game.
    """
    return tuple(check.game for check in _read_strictly(text))


def check_records(text: str | bytes) -> tuple[RecordCheck, ...]:
    """Read every game leniently: each as far as it can be played, with every problem found.

    Never raises. A game is played up to its first turn that cannot be (an illegal move,
    an unreadable token, a turn after the end); later turns are still read for syntax
    errors and move numbers. ``[Result]`` is checked when every turn could be played.

    >>> import islands_rules as ir
    >>> check, = ir.check_records('[Size "4"] [Result "dark"] 1. a1,b2 2. c3;d4 3. swap 4. a1,a1')
    >>> check.valid, check.game.plies
    (False, 1)
    >>> for problem in check.problems:
    ...     print(problem)
    line 1, column 40: ply 2 'c3;d4': not a move (c3,e5 c3-e5 swap pass), a move number (12.), tag or comment
    line 1, column 57: ply 4 'a1,a1': cannot read move 'a1,a1': ... two different cells (R8)
    """
    return tuple(iter_checks(text))


def iter_checks(text: str | bytes) -> Iterator[RecordCheck]:
    """:func:`~islands_rules.check_records`, one game at a time: each is given as soon as it is read, so a
    long archive is checked in little memory. The command line reads files this way.

    >>> import islands_rules.records
    >>> [check.game.plies for check in islands_rules.records.iter_checks("a1,c3 * b2,b3 swap *")]
    [1, 2]
    """
    decoded, error = _decode(text)
    if error is not None:
        yield RecordCheck(Game(), (Problem(ProblemKind.ENCODING, error.reason, error.line, error.column),), 1)
        return
    yield from _Reader(decoded, strict=False).read()


# ------------------------------------------------------------------------------- writing


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _tag_lines(game: Game) -> list[str]:
    rules = game.rules

    derived = {
        "Format": str(FORMAT_VERSION),
        "Size": str(rules.board_size),
        "Tiles": count_text(rules.tiles_per_colour),
        "Bridges": count_text(rules.bridges),
        "Result": result_text(game.final),
    }
    # The format's tags in the order of the docs' table, then the others by name.
    named = {**derived, **game.tags}
    order = [*(name for name in ("Format", *_RULE_TAGS, *KNOWN_TAGS, "Result") if name in named)]
    order += sorted(name for name in game.tags if name not in KNOWN_TAGS)
    return [f'[{name} "{_escape(named[name])}"]' for name in order]


def write_record(game: Game, *, width: int = 79) -> str:
    """The game as a record: its tags, then its numbered turns, comments and result, wrapped at ``width``.

    Every tag the reader needs is written (format, rules, result), so reading the text
    back gives an equal game.

    >>> import islands_rules as ir
    >>> game = ir.Game(["a1,c3", "swap"], rules=ir.Rules(board_size=6, bridges=None),
    ...                tags={"Dark": "Bob"}, comments={2: "Bob takes light"})
    >>> print(ir.write_record(game))
    [Format "1"]
    [Size "6"]
    [Tiles "40"]
    [Bridges "unlimited"]
    [Dark "Bob"]
    [Result "*"]
    <BLANKLINE>
    1. a1,c3 2. swap {Bob takes light} *
    <BLANKLINE>

    :raises RecordError: if ``game`` is not a :class:`~islands_rules.Game` or ``width``
        is not a positive int.
    """
    if not isinstance(game, Game):
        raise RecordError(f"write_record needs a Game, got {type(game).__name__}")
    if type(width) is not int or width < 1:
        raise RecordError(f"width must be an int of at least 1, got {width!r}")
    pieces = [f"{{{game.comments[0]}}}"] if 0 in game.comments else []
    for ply, move in enumerate(game.moves, start=1):
        pieces.append(f"{ply}. {move}")
        if ply in game.comments:
            pieces.append(f"{{{game.comments[ply]}}}")
    pieces.append(result_text(game.final))  # ends the game, so games without turns follow each other too
    lines: list[str] = []
    for piece in pieces:
        if lines and len(lines[-1]) + 1 + len(piece) <= width:
            lines[-1] += " " + piece
        else:
            lines.append(piece)
    return "\n".join([*_tag_lines(game), "", *lines]) + "\n"


def write_records(games: Iterable[Game], *, width: int = 79) -> str:
    """Several games as one text, a blank line between them; :func:`read_records` reads it.

    >>> import islands_rules as ir
    >>> games = [ir.Game(["a1,b2"], rules=ir.Rules(board_size=4)), ir.Game()]
    >>> ir.read_records(ir.write_records(games)) == tuple(games)
    True

    :raises RecordError: as :func:`write_record` does.
    """
    return "\n".join(write_record(game, width=width) for game in games)
