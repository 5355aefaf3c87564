"""The exception hierarchy.

Every error the library raises on bad input is an :class:`~islands_rules.IslandsRulesError`, which is
a :class:`ValueError`, so callers can catch one class. Each subclass names what went
wrong; its message says what and where (cell, move, ply).
"""

from __future__ import annotations

from functools import partial

__all__ = [
    "IllegalMoveError",
    "InvalidRulesError",
    "IslandsRulesError",
    "NativeUnavailableError",
    "NotationError",
    "PositionError",
    "RecordError",
    "RenderError",
    "UnknownGameError",
]


class IslandsRulesError(ValueError):
    """Base class of every error raised by :mod:`islands_rules`.

    >>> import islands_rules as ir
    >>> issubclass(ir.IllegalMoveError, ir.IslandsRulesError)
    True
    """


class NotationError(IslandsRulesError):
    """Text that is not a cell or a move in the notation, or a move of an impossible shape.

    >>> import islands_rules as ir
    >>> ir.ponte.parse_move("c3;e5")
    Traceback (most recent call last):
    ...
    islands_rules.NotationError: cannot read move 'c3;e5': ...
    """


class InvalidRulesError(IslandsRulesError):
    """Rule options that do not make a playable game.

    >>> import islands_rules as ir
    >>> ir.ponte.Rules(board_size=3)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: board_size must be an int from 4 to 26, got 3
    """


class UnknownGameError(InvalidRulesError):
    """A game name that is not one of the library's games, or a value that is no game's state.

    >>> import islands_rules as ir
    >>> ir.load_game("go")
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: no game 'go'; the games are ...
    """


class PositionError(IslandsRulesError):
    """A position set up by hand that no game could contain (for example a group of 5).

    >>> import islands_rules as ir
    >>> ir.ponte.setup_position(light=["a1", "b1", "c1", "d1", "e1"])
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: light group a1 b1 c1 d1 e1 has 5 tiles; at most 4 (R9)

    ``field``, if set, names what is at fault as the game's JSON data names it (``ply``,
    ``dark.tiles[0]``), so that each reader can point at it: a key of JSON data, a field of a
    position string.

    >>> PositionError("must be 3 for this position, got 4", field="ply").field
    'ply'

    ``column``, if set, is where in a position string the fault is (from 1), so that a
    record can point at it inside its ``[Position]`` tag.
    """

    def __init__(self, message: str, *, field: str | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.column = column

    def __reduce__(self) -> tuple[partial[PositionError], tuple[str]]:
        return (partial(PositionError, field=self.field, column=self.column), (str(self),))


class RenderError(IslandsRulesError):
    """Drawing options that cannot be honoured: a bad size, an unknown colour key, a cell
    off the board.

    >>> import islands_rules as ir
    >>> ir.svg(ir.new_game(), size=0)
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: size must be None or an int from 1 to 100000 (pixels), got 0
    """


class IllegalMoveError(IslandsRulesError):
    """A well-formed move that the rules do not allow in the given position.

    ``reason`` says which rule is broken, in a player's words; ``move`` is the move
    and ``ply`` the number of the turn it was tried at (1 for the first turn). The message
    writes the move as ``notation`` where the game gives it (a move of any registered game);
    otherwise a move of the library in its notation and anything else by its type.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(light=["a1", "b1", "c1", "d1"], dark=["a10", "c10", "e10", "g10"])
    >>> try:
    ...     ir.play(state, ir.ponte.parse_move("e1,j10"))
    ... except ir.IllegalMoveError as error:
    ...     print(error.reason)
    e1: the group a1 b1 c1 d1 e1 would have 5 tiles; a group has at most 4 (R9)
    """

    def __init__(self, move: object, reason: str, ply: int, notation: str | None = None) -> None:
        shown_move = _move_text(move) if notation is None else _move_text(notation)
        super().__init__(f"illegal move {shown_move} at ply {ply}: {reason}")
        self.move = move
        self.reason = reason
        self.ply = ply
        self.notation = notation

    def __reduce__(self) -> tuple[type[IllegalMoveError], tuple[object, str, int, str | None]]:
        return (type(self), (self.move, self.reason, self.ply, self.notation))


def quote(token: str, limit: int = 40) -> str:
    """``token`` quoted for a message, cut short if it is long (a bad record may be one huge line)."""
    if len(token) <= limit:
        return repr(token)
    return f"{token[:limit]!r}… ({len(token):,} characters)"


def shown(value: object, limit: int = 40) -> str:
    """Any value as a message shows it, never longer than about ``limit`` characters: a str
    quoted (and cut, see :func:`quote`), a number (or how long it is), ``None``, ``True`` and
    ``False`` as they are, and anything else by its type. The one rule for echoing input.

    >>> shown("c3"), shown(10**5000), shown(None), shown([1, 2])
    ("'c3'", 'a number of 5,001 digits', 'None', 'a list')
    """
    if isinstance(value, str):
        return quote(value, limit)
    if value is None or type(value) is bool:
        return repr(value)
    if type(value) is int:
        if -(10**limit) < value < 10**limit:
            return str(value)
        digits = value.bit_length() * 30103 // 100000 + 1  # about log10, without printing the number
        return f"a number of {digits:,} digits"
    return f"a {type(value).__name__}"


def _move_text(move: object) -> str:
    """A move as an error shows it: a move of the library in its notation, anything else by :func:`shown`."""
    if type(move).__module__.startswith("islands_rules.") or isinstance(move, str):
        text = str(move)
        return text if len(text) <= 40 else quote(text)
    return shown(move)


def locate(reason: str, *, line: int | None, column: int | None, ply: int | None, token: str | None) -> str:
    """``reason`` after where it happened: ``line 3, column 7: ply 12 'c3,e5': reason``."""
    where = []
    if line is not None:
        where.append(f"line {line}" if column is None else f"line {line}, column {column}")
    if ply is not None:
        where.append(f"ply {ply}" if token is None else f"ply {ply} {quote(token)}")
    elif token is not None:
        where.append(quote(token))
    return ": ".join([*where, reason])


class RecordError(IslandsRulesError):
    """A game record, or its JSON form, that cannot be read or breaks the rules.

    ``reason`` says what is wrong; ``line`` and ``column`` (from 1) where in the text,
    ``ply`` the number of the turn it concerns and ``token`` the text found there. Each is
    ``None`` when it does not apply (a tag has no ply, JSON data has no line).

    >>> import islands_rules as ir
    >>> ir.read_record("1. c3,e5 2. swap 3. c3,d4")
    Traceback (most recent call last):
    ...
    islands_rules.RecordError: line 1, column 21: ply 3 'c3,d4': c3 is taken by a light tile (R8)
    """

    def __init__(
        self,
        reason: str,
        *,
        line: int | None = None,
        column: int | None = None,
        ply: int | None = None,
        token: str | None = None,
    ) -> None:
        super().__init__(locate(reason, line=line, column=column, ply=ply, token=token))
        self.reason = reason
        self.line = line
        self.column = column
        self.ply = ply
        self.token = token

    def __reduce__(self) -> tuple[partial[RecordError], tuple[str]]:
        where = partial(type(self), line=self.line, column=self.column, ply=self.ply, token=self.token)
        return (where, (self.reason,))


class NativeUnavailableError(IslandsRulesError):
    """Native (compiled) speed was asked for but cannot be had: the game has no native engine,
    or the optional extension ``islands-rules-native`` is not installed (or was built for
    another version). The message says which, and how to install it. Nothing falls back to
    the pure-Python engine silently.

    >>> import islands_rules as ir
    >>> ponte = ir.load_game("ponte")
    >>> try:
    ...     returns = ponte.native_playout_returns(ponte.new_game(), seed=1)
    ... except ir.NativeUnavailableError as error:
    ...     assert "pip install ./native" in str(error)
    ... else:
    ...     assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    """


# The errors are imported from ``islands_rules``, so that is where tracebacks and pickles name them.
for _error in (
    IslandsRulesError,
    NotationError,
    InvalidRulesError,
    UnknownGameError,
    PositionError,
    RenderError,
    IllegalMoveError,
    RecordError,
    NativeUnavailableError,
):
    _error.__module__ = "islands_rules"
