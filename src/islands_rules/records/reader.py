"""Reading records: whole games as text, strictly or leniently, for every game of the library.

A record (format 2) is optional tag pairs, then the turns, one token each::

    [Format "2"]
    [Game "ponte"]
    [Size "6"]
    [Light "Ann"]
    [Dark "Bob"]
    [Result "*"]

    1. c3,e5 2. swap {Bob takes light} 3. a1,f6 *

``[Game]`` names the game; without it the game is Ponte del Diavolo, so every record of
format 1 reads unchanged. The rule options are the game's own tags (each declared once on
its ``Rules``), absent ones keep their default. The grammar knows no game: a turn is a word,
which the game's ``parse_move`` reads. Move numbers (``12.``) are optional; when given, each
must be the number of the turn it precedes, counting every turn. ``{comments}`` may stand
anywhere in the turns and span lines. The turns may end with the result, as PGN's game
termination marker: a player's name, ``draw``, or ``*`` while the game is not over; it is
checked like ``[Result]``. A tag after turns, or anything after the result, starts the next
game, so one text may hold several games. The docs page "Game records" gives the grammar
and says exactly what the reader accepts, normalises and rejects.

:func:`read_record` and :func:`read_records` are strict: the first problem raises a
:class:`~islands_rules.RecordError` naming the line, column, ply and token.
:func:`check_records` is lenient: it never raises, and reports every problem it finds
with the game as far as it could be played.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Any

from ..core.data import FORMAT_VERSION
from ..core.errors import (
    IllegalMoveError,
    InvalidRulesError,
    NotationError,
    RecordError,
    UnknownGameError,
    quote,
)
from ..core.options import count, options, rules_from_tags
from ..core.protocol import Game
from ..core.registry import DEFAULT_GAME, load_game
from .decode import decode
from .problems import MAX_PROBLEMS, Problem, ProblemKind, RecordCheck
from .record import Record, comment_problem, known_tags, tag_problem
from .writer import result_text

__all__ = ["check_records", "iter_checks", "read_record", "read_records"]

_TAG = re.compile(r'\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n\r]|\\["\\])*)"[ \t]*\]')
_BAD_TAG = re.compile(r"\[[^\]\n]*\]?")  # what a malformed tag spans: up to its ] or the end of its line
_ESCAPED = re.compile(r"\\([\"\\])")
Place = tuple[int, int]  # a line and a column in the text, from 1


@cache
def _tokens(game: Game[Any, Any, Any]) -> re.Pattern[str]:
    """The tokens of ``game``'s records: one at a time, and every character is matched by some
    alternative, so reading never stalls. Only the move and result words depend on the game."""
    results = "|".join(re.escape(word) for word in _results(game) if word != "*")
    return re.compile(
        rf"""
          (?P<space>\s+)
        | (?P<comment>\{{[^}}]*\}})
        | (?P<open>\{{)
        | (?P<tag>\[)
        | (?P<number>[0-9]+\.(?![0-9.]))
        | (?P<end>(?:\*|{results})(?![^\s\[\]{{}}]))
        | (?P<move>{game.token_pattern}(?![^\s\[\]{{}}]))
        | (?P<word>[^\s\[\]{{}}]+)
        | (?P<stray>[\]}}])
        """,
        re.VERBOSE | re.IGNORECASE | re.ASCII,  # ASCII: no look-alike letters such as the Kelvin sign
    )


@cache
def _results(game: Game[Any, Any, Any]) -> tuple[str, ...]:
    """The results a record of ``game`` may claim: a player's name, ``draw`` or ``*``."""
    names: list[str] = []
    for count_ in game.player_counts:
        for name in game.player_names(_rules_for(game, count_)):
            if name not in names:
                names.append(name)
    return (*names, "draw", "*")


def _rules_for(game: Game[Any, Any, Any], players: int) -> Any:
    """Default rules of ``game`` with ``players`` players, where the game has such an option."""
    if any(o.name == "players" for o in options(game.rules_class)):
        return game.rules_class(players=players)
    return game.rules_class()


@lru_cache(maxsize=8192)
def _move(game: Game[Any, Any, Any], token: str) -> Any:
    """A move token's move: records repeat the same few thousand tokens, so they are read once."""
    return game.parse_move(token)


class _Stop(Exception):
    """Raised inside the reader to stop at the first error in strict mode."""

    def __init__(self, error: RecordError) -> None:
        self.error = error


class _Reader:
    """Reads a text one token at a time, game by game, collecting problems or stopping at one."""

    # What the reader knows of the game being read; reset by _begin_game. Places in the text
    # are kept as (line, column), taken when their token is read (see ``where``).
    start: int | None
    game: Game[Any, Any, Any]
    tags: dict[str, str]
    seen: dict[str, int]
    rule_tags: dict[str, tuple[str, Place]]
    descriptive: list[tuple[str, str, Place]]
    result: tuple[str, Place] | None
    state: Any
    rules: Any
    moves: list[Any]
    states: list[Any]
    comments: dict[int, list[str]]
    stopped: bool
    turns: int
    number: tuple[str, Place] | None
    ended: bool
    final_result: tuple[Any, str] | None
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
        self.game = load_game(DEFAULT_GAME)  # until a [Game] tag names another
        self.tags, self.seen, self.rule_tags, self.result = {}, {}, {}, None
        self.descriptive = []  # checked when the game is known: which tags are known depends on it
        self.state = None  # set when the turns begin
        self.rules, self.moves, self.states, self.comments = None, [], [], {}
        self.stopped = False  # no more turns are played: one could not be
        self.turns = 0  # turns read, played or not: the ply of the last one
        self.number = None  # a move number waiting for its turn
        self.ended = False  # the turns ended with the result: what follows is the next game
        self.final_result = None  # the result of the last state checked, as text
        self.problems, self.muted, self.erred = [], False, False

    def _begin_turns(self) -> Any:
        if self.state is None:
            self._check_descriptive()
            self.rules = self._rules()
            self.state = self.game.new_game(self.rules)
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
        record = Record._replayed(
            self.rules, tuple(self.moves), tuple(self.states), tags=self.tags, comments=comments
        )
        return RecordCheck(record, tuple(self.problems), self.start)

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
        place = self.where(offset)
        self.seen[name] = place[0]
        if name == "Format":
            self._check_format(value, offset)
        elif name == "Game":
            self._check_game(value, offset)
        elif name == "Result":
            self.result = (value, place)  # checked once the game is known
        elif name in _option_tags():
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

    def _check_descriptive(self) -> None:
        """The descriptive tags and the claimed result, judged once the game is known."""
        game = self.game
        known = known_tags(game)
        for name, value, place in self.descriptive:
            reason = tag_problem(name, value, game)
            if reason is not None:
                self.report_at(ProblemKind.TAG, reason, place)
                continue
            if name not in known:
                self.report_at(ProblemKind.UNKNOWN_TAG, f"unknown tag [{name}], kept as it is", place)
            self.tags[name] = value
        self.descriptive = []
        if self.result is not None:
            claimed, place = self.result
            if claimed.lower() in _results(game):
                self.result = (claimed.lower(), place)
            else:
                words = ", ".join(_results(game))
                self.report_at(ProblemKind.TAG, f"[Result {quote(claimed)}] must be one of {words}", place)
                self.result = None

    def _check_format(self, value: str, offset: int) -> None:
        try:
            version = count(value)
        except InvalidRulesError:
            version = 0
        if not version:
            reason = f"[Format {quote(value)}] must be a version number such as {FORMAT_VERSION}"
            self.report(ProblemKind.TAG, reason, offset)
        elif version > FORMAT_VERSION:
            reason = f"record format {version} is newer than this library reads ({FORMAT_VERSION})"
            self.report(ProblemKind.TAG, reason, offset)

    def _rules(self) -> Any:
        """The rules the tags give; each bad option is reported and left at its default, and
        an option of another game is reported and left out."""
        game = self.game
        own = {o.tag for o in options(game.rules_class)}
        given = {}
        for name, (value, place) in self.rule_tags.items():
            if name in own:
                given[name] = value
            else:
                owners = ", ".join(load_game(g).title for g in _option_tags()[name])
                reason = f"[{name}] is an option of {owners}, not of {game.title}"
                self.report_at(ProblemKind.TAG, reason, place)

        def report(tag: str, reason: str) -> None:
            self.report_at(ProblemKind.TAG, reason, self.rule_tags[tag][1])

        return rules_from_tags(game.rules_class, given, report=report)

    def _check_result(self, state: Any, claimed: str, place: Place, given: str) -> None:
        if self.final_result is None or self.final_result[0] is not state:
            self.final_result = (state, result_text(self.game, state))  # scoring is costly: once a game
        actual = self.final_result[1]
        if claimed != actual:
            said = "the game is not over" if actual == "*" else f"the result is {actual}"
            self.report_at(ProblemKind.RESULT, f"{given}, but after the turns {said}", place)

    # --------------------------------------------------------------------------- turns

    def _end_turns(self) -> Any:
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
            move = _move(self.game, token)
        except NotationError as error:
            self._stop(ProblemKind.SYNTAX, str(error), offset, ply, token)
            return
        state = self._begin_turns()
        if self.stopped:
            return
        if self.game.to_move(state) is None:
            reason = f"the game is over after ply {self.game.ply(state)}; no turn may follow"
            self._stop(ProblemKind.AFTER_END, reason, offset, ply, token)
            return
        try:
            state = self.game.play(state, move)
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
            match = _tokens(self.game).match(text, offset)
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
                reason = f"not a move ({self.game.notation_hint}), a move number (12.), tag or comment"
                self._stop(ProblemKind.SYNTAX, reason, offset, self._next_turn(), token)
            else:  # a stray ] or }
                self.report(ProblemKind.SYNTAX, f"{token!r} closes nothing", offset)
            offset = end
        finished = self._end_game()
        if finished is not None:
            yield finished


def _read_strictly(data: str | bytes) -> list[RecordCheck]:
    text, error = decode(data)
    if error is not None:
        raise error
    try:
        return list(_Reader(text, strict=True).read())
    except _Stop as stop:
        raise stop.error from None


def read_record(text: str | bytes) -> Record:
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
    islands_rules.RecordError: line 1, column 13: ply 2 'a1,b2': a1 is taken by a light tile (R8)

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
    return checks[0].record


def read_records(text: str | bytes) -> tuple[Record, ...]:
    """Every game in a text, one after another, each checked as :func:`read_record` does.

    A tag after turns starts the next game. An empty text holds no games.

    >>> import islands_rules as ir
    >>> games = ir.read_records('[Size "4"] a1,b2 swap [Size "5"] a1,e5')
    >>> [(game.rules.board_size, game.plies) for game in games]
    [(4, 2), (5, 1)]

    :raises RecordError: at the first problem in any game.
    """
    return tuple(check.record for check in _read_strictly(text))


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
    decoded, error = decode(text)
    if error is not None:
        problem = Problem(ProblemKind.ENCODING, error.reason, error.line, error.column)
        yield RecordCheck(Record(), (problem,), 1)
        return
    yield from _Reader(decoded, strict=False).read()


@cache
def _option_tags() -> dict[str, tuple[str, ...]]:
    """Each option tag of any game, with the games that have it."""
    from ..core.registry import available_games

    found: dict[str, tuple[str, ...]] = {}
    for name in available_games():
        for o in options(load_game(name).rules_class):
            found[o.tag] = (*found.get(o.tag, ()), name)
    return found
