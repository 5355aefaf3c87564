"""The record reader: one pass over a text, token by token, game by game, collecting the
problems it finds (lenient) or stopping at the first error (strict).

The public functions that drive it are in :mod:`~islands_rules.records.read`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from ..core.errors import (
    IllegalMoveError,
    NotationError,
    RecordError,
    quote,
)
from ..core.protocol import Game
from ..core.registry import DEFAULT_GAME, load_game
from .decode import BAD_BYTE, bad_byte, unbyted
from .grammar import Place, Places, tokens
from .limits import BEYOND, MAX_COMMENT_TEXT, MAX_GAMES, MAX_TURNS
from .numbering import Finding, Numbering
from .problems import MAX_PROBLEMS, Problem, ProblemKind, RecordCheck
from .record import Record
from .tag_reading import TagReading
from .tagjudge import game_of_turn, start_position
from .tags import comment_problem

__all__ = ["Reader", "Stop"]


@lru_cache(maxsize=8192)
def _move(game: Game[Any, Any, Any], token: str) -> Any:
    """A move token's move: records repeat the same few thousand tokens, so they are read once."""
    return game.parse_move(token)


class Stop(Exception):
    """Raised inside the reader to stop at the first error in strict mode."""

    def __init__(self, error: RecordError) -> None:
        self.error = error


class Reader(TagReading):
    """Reads a text one token at a time, game by game, collecting problems or stopping at one
    (its tags are read by the :class:`~.tag_reading.TagReading` part)."""

    # What the reader knows of the game being read; reset by _begin_game. Places in the text
    # are kept as (line, column), taken when their token is read (see ``where``).
    start: int | None
    state: Any
    moves: list[Any]
    states: list[Any]
    comments: dict[int, list[str]]
    numbering: Numbering
    ended: bool
    problems: list[Problem]
    held: list[RecordError]
    muted: bool
    erred: bool
    comment_text: int
    limited: set[str]

    def __init__(self, text: str, *, strict: bool, file: str | None = None) -> None:
        self.text, self.strict, self.file = text, strict, file
        self.games = 0  # games read so far
        self.where = Places(text).where
        self._begin_game()

    # ----------------------------------------------------------------- where and what

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
        if kind.is_error and kind is not ProblemKind.MOVE_NUMBER and self.numbering.jump is not None:
            self._report_numbers(self.numbering.flush())  # it comes before this error in the text
        line, column = place
        token = None if token is None else unbyted(token)
        if self.start is None:
            self.start = line  # a problem always belongs to a game, even one of only comments
        if self.strict:
            if kind.is_error:
                error = RecordError(reason, line=line, column=column, ply=ply, token=token)
                if self.state is None:  # the tags are judged together, once the game is known
                    self.held.append(error)
                    return
                raise Stop(error)
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
        self.position = None  # the [Position] tag: its value, its place and where its value starts
        self.descriptive = []  # checked when the game is known: which tags are known depends on it
        self.state = None  # set when the turns begin
        self.rules, self.moves, self.states, self.comments = None, [], [], {}
        self.stopped = False  # no more turns are played: one could not be
        self.numbering = Numbering()
        self.text_tags, self.claimed = {}, None  # as the text writes them
        self.ended = False  # the turns ended with the result: what follows is the next game
        self.foreign = False  # the turns are another game's: said once, not once a turn
        self.final_outcome = None  # the outcome of the last state checked, and that state
        self.problems, self.muted, self.erred, self.held = [], False, False, []
        self.tag_text, self.comment_text = 0, 0  # characters read, against the bounds
        self.limited = set()  # the bounds this game has hit: each is reported once

    def _beyond(self, bound: str, offset: int, *, ply: int | None = None) -> None:
        """The game went past one of the reader's bounds (see ``limits``): report it once."""
        if bound not in self.limited:
            self.limited.add(bound)
            self.report(ProblemKind.LIMIT, BEYOND[bound], offset, ply=ply)

    def _begin_turns(self) -> Any:
        if self.state is None:
            self._judge_tags()
            self.state = self._start()
            self.states = [self.state]
            # Some tags are judged only now, when the game is known: put their problems in the
            # order of the text, and in strict mode raise the first.
            self.problems.sort(key=lambda problem: (problem.line or 0, problem.column or 0))
            if self.held:
                raise Stop(min(self.held, key=lambda error: (error.line or 0, error.column or 0)))
        return self.state

    def _start(self) -> Any:
        """The position the turns start from: the ``[Position]`` tag's (see
        :func:`.tagjudge.start_position`), or a new game."""
        start, self.rules, found = start_position(self.game, self.rules, self.rule_tags, self.position)
        for kind, reason, place in found:
            self.report_at(kind, reason, place)
        if start is None:
            self.stopped = True  # the turns cannot be played from a position that cannot be read
            return self.game.new_game(self.rules)
        return start

    def _end_game(self) -> RecordCheck | None:
        if self.start is None:
            return None  # only space or comments: no game
        state = self._end_turns()
        if not self.moves and not (self.stopped or self.erred or self.ended):
            cut = "tags but no turn, and no result to end the game: a file cut short?"
            self.report_at(ProblemKind.NO_TURNS, f"{cut} A game not begun ends with '*'", (self.start, 1))
        if self.result is not None and not self.stopped:
            claimed, place = self.result
            self._check_result(state, claimed, place, f'[Result "{claimed}"]')
        comments = {ply: " ".join(texts) for ply, texts in self.comments.items()}
        record = Record._replayed(
            self.rules, tuple(self.moves), tuple(self.states), tags=self.tags, comments=comments
        )
        self.games += 1
        check = RecordCheck(
            record,
            tuple(self.problems),
            self.start,
            file=self.file,
            number=self.games,
            text_tags=self.text_tags,
            claimed_result=self.claimed,
            played_through=not self.stopped,
        )
        if self.final_outcome is not None and self.final_outcome[0] is record.final:
            check._know_outcome(self.final_outcome[1])  # scored for the result check: not again
        return check

    # --------------------------------------------------------------------------- turns

    def _end_turns(self) -> Any:
        """The turns are over: a move number left without its turn is a problem."""
        state = self._begin_turns()
        self._report_numbers(self.numbering.flush())
        if self.numbering.waiting is not None:
            token, place = self.numbering.waiting
            self.numbering.waiting = None
            self.report_at(ProblemKind.MOVE_NUMBER, "a move number with no turn after it", place, token=token)
        return state

    def _end(self, token: str, offset: int) -> None:
        """The result after the turns (PGN's game termination marker), checked like ``[Result]``."""
        state = self._end_turns()
        if self.claimed is None:
            self.claimed = token
        if not self.stopped:
            self._check_result(state, token.lower(), self.where(offset), f"the turns end with {quote(token)}")
        self.ended = True

    def _number(self, token: str, offset: int) -> None:
        self._begin_turns()
        self._report_numbers(self.numbering.number(token, self.where(offset), len(self.problems)))
        if self.numbering.jump is not None:
            self.stopped = True  # the number is held, but the turns after it are not the record's

    def _report_numbers(self, findings: list[Finding]) -> None:
        """Report move-number problems (see :mod:`.numbering`): each stops the game's play."""
        for finding in findings:
            self.stopped = True
            later = [] if finding.index is None else self.problems[finding.index :]
            del self.problems[len(self.problems) - len(later) :]
            self.report_at(
                ProblemKind.MOVE_NUMBER, finding.reason, finding.place, ply=finding.ply, token=finding.token
            )
            self.problems.extend(later)

    def _next_turn(self) -> int:
        """Count one more turn of the record, played or not; return its ply."""
        self._begin_turns()
        return self.numbering.next_turn()

    def _within_turns(self, ply: int, offset: int) -> bool:
        """Whether turn ``ply`` is within :data:`MAX_TURNS`; past it, turns are not played."""
        if ply <= MAX_TURNS:
            return True
        self._beyond("turns", offset, ply=ply)
        self.stopped = True
        return False

    def _turn(self, token: str, offset: int) -> None:
        ply = self._next_turn()
        if not self._within_turns(ply, offset):
            return
        try:
            move = _move(self.game, token)
        except NotationError as error:
            self._unreadable(str(error), token, offset, ply)
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

    def _comment(self, offset: int, end: int) -> None:
        """The comment ``{...}`` from ``offset`` to ``end``."""
        self.comment_text += end - offset - 2
        if self.comment_text > MAX_COMMENT_TEXT:
            self._beyond("comment text", offset)
            return
        text = self.text[offset + 1 : end - 1]
        bad = BAD_BYTE.search(text)
        if bad is not None:  # the comment is lost, the game is not
            lost = f"{bad_byte(bad.group())}; the comment is left out"
            self.report(ProblemKind.ENCODING, lost, offset + 1 + bad.start())
            return
        reason = comment_problem(text)
        if reason is not None:
            self.report(ProblemKind.SYNTAX, reason, offset)
        elif not self.stopped and text.strip():
            self.comments.setdefault(len(self.moves), []).append(text.strip())

    def _word(self, token: str, offset: int) -> None:
        """A word that is no move, number or result: an unreadable turn."""
        reason = f"not a move ({self.game.notation_hint}), a move number (12.), tag or comment"
        self._unreadable(reason, token, offset, self._next_turn())

    def _unreadable(self, reason: str, token: str, offset: int, ply: int) -> None:
        """A turn that cannot be read: an encoding error at its first bad byte, whatever the
        game's notation makes of the token, else a syntax error saying ``reason``."""
        bad = BAD_BYTE.search(token)
        if bad is not None:
            self._stop(ProblemKind.ENCODING, bad_byte(bad.group()), offset + bad.start(), ply, token)
            return
        if self.foreign:
            return
        tag = None if self.stopped or "Game" in self.seen else game_of_turn(token, self.game)
        if tag is not None:  # the first bad turn of a record that names no game
            self.foreign = True
            reason = f"{reason}; the turns look like another game's: name it with {tag}"
        self._stop(ProblemKind.SYNTAX, reason, offset, ply, token)

    # -------------------------------------------------------------------------- the text

    def read(self) -> Iterator[RecordCheck]:
        """Each game of the text as soon as it ends, so a long text is read in little memory."""
        text, offset, size = self.text, 0, len(self.text)
        while offset < size:
            match = tokens(self.game).match(text, offset)
            assert match is not None  # the last alternatives match any character
            kind, end = match.lastgroup, match.end()
            # A comment is taken from the text only if it is kept: it may be the whole file.
            token = "" if kind == "comment" else match.group()
            if kind == "space":
                offset = end
                continue
            if self.ended or (kind == "tag" and self.state is not None):
                # A tag after turns, or anything after the result, starts the next game.
                finished = self._end_game()
                if finished is not None:
                    yield finished
                self._begin_game()
                if self.games >= MAX_GAMES:
                    self.start = self.where(offset)[0]
                    self._beyond("games", offset)
                    yield from filter(None, [self._end_game()])  # a game of this one problem
                    return
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
                self._comment(offset, end)
            elif kind == "open":
                self.report(ProblemKind.SYNTAX, "this comment is never closed with '}'", offset)
                end = size
            elif kind == "word":  # an unreadable turn is still a turn: its number comes before it
                self._word(token, offset)
            else:  # a stray ] or }
                self.report(ProblemKind.SYNTAX, f"{quote(token)} closes nothing", offset)
            offset = end
        finished = self._end_game()
        if finished is not None:
            yield finished
