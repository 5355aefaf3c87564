"""Reading records: whole games as text, strictly or leniently, for every game of the library.

A record (format 2) is optional tag pairs, then the turns, one token each::

    [Format "2"]
    [Game "ponte"]
    [Size "6"]
    [Light "Bob"]
    [Dark "Ann"]
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

from collections.abc import Iterator

from ..core.errors import RecordError
from .decode import decode
from .problems import Problem, ProblemKind, RecordCheck
from .reader import Reader, Stop
from .record import Record

__all__ = ["check_records", "iter_checks", "read_record", "read_records"]


def _read_strictly(data: str | bytes) -> list[RecordCheck]:
    text, error = decode(data)
    if error is not None:
        raise error
    try:
        return list(Reader(text, strict=True).read())
    except Stop as stop:
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


def iter_checks(text: str | bytes, *, file: str | None = None) -> Iterator[RecordCheck]:
    """:func:`~islands_rules.check_records`, one game at a time: each is given as soon as it is
    read, so a long archive is checked in little memory. The command line reads files this way.
    ``file`` names the text's file in each check (see :func:`~islands_rules.records.check_file`).

    >>> import islands_rules.records
    >>> [check.game.plies for check in islands_rules.records.iter_checks("a1,c3 * b2,b3 swap *")]
    [1, 2]
    """
    decoded, error = decode(text)
    if error is not None:
        problem = Problem(ProblemKind.ENCODING, error.reason, error.line, error.column)
        yield RecordCheck(Record(), (problem,), 1, file=file, played_through=False)
        return
    yield from Reader(decoded, strict=False, file=file).read()
