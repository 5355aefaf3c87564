"""A whole game as one frozen value: the rules, the tags, the moves, comments, every position.

A :class:`Game` is what a record holds (see :mod:`islands_rules.records`): it is checked
move by move when it is built, so a ``Game`` always contains a legal game, and it keeps
the position after every ply so front-ends can step back and forth for free.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar

import attrs

from .core.errors import RecordError
from .moves import Move, parse_move
from .rules import new_game, play
from .state import GameState, Rules

__all__ = ["DERIVED_TAGS", "KNOWN_TAGS", "Game"]

KNOWN_TAGS: tuple[str, ...] = ("Light", "Dark", "Date", "Event", "Site", "Round")
"""The descriptive tags the record format defines, in the order records list them.

``Light`` and ``Dark`` name the players of each colour from the colour choice on (after
a swap, ``Light`` is the second player, R5). ``Date`` is ``YYYY.MM.DD`` or ``YYYY-MM-DD``
(``?`` for unknown digits, as ``2026.??.??``). Any other tag name is kept as it is."""

DERIVED_TAGS: tuple[str, ...] = ("Format", "Size", "Tiles", "Bridges", "Result")
"""Tags a record writes from the game itself (its format version, rules and result),
so they are never among :attr:`Game.tags`."""

_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_DATE = re.compile(r"(?:[0-9]{4}|\?{4})([.-])(?:0[1-9]|1[0-2]|\?\?)\1(?:0[1-9]|[12][0-9]|3[01]|\?\?)")
_RESERVED = {name.lower(): name for name in (*KNOWN_TAGS, *DERIVED_TAGS)}

K = TypeVar("K")
V = TypeVar("V")


class _FrozenMapping(Mapping[K, V]):
    """A read-only mapping that is hashable, so a :class:`Game` holding one stays a value."""

    __slots__ = ("_items",)

    def __init__(self, items: Iterable[tuple[K, V]]) -> None:
        self._items = dict(items)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(frozenset(self._items.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and self._items == dict(other.items())

    def __repr__(self) -> str:
        return repr(self._items)


def tag_problem(name: object, value: object) -> str | None:
    """Why ``[name "value"]`` cannot be a descriptive tag of a game, or ``None`` if it can."""
    if not isinstance(name, str) or not _TAG_NAME.fullmatch(name):
        return f"tag name {name!r} must be a letter followed by letters, digits or _"
    if not isinstance(value, str):
        return f"tag [{name}] must have a str value, got {type(value).__name__}"
    known = _RESERVED.get(name.lower())
    if known is not None and known != name:
        return f"tag names are case-sensitive: write [{known}], not [{name}]"
    if known in DERIVED_TAGS:
        return f"[{known}] is written from the game itself, not kept as a tag"
    if "\n" in value or "\r" in value:
        return f"tag [{name}] must fit on one line"
    unwritable = _unwritable(value)
    if unwritable is not None:
        return f"tag [{name}] holds {unwritable}"
    if name == "Date" and not _DATE.fullmatch(value):
        return f"[Date {value!r}] must look like 2026.11.23 or 2026-11-23 (? for unknown digits)"
    return None


def comment_problem(text: object) -> str | None:
    """Why ``text`` cannot be a comment of a record, or ``None`` if it can."""
    if not isinstance(text, str):
        return f"a comment must be a str, got {type(text).__name__}"
    if "}" in text:
        return "a comment may not contain '}', which ends it in a record"
    unwritable = _unwritable(text)
    return None if unwritable is None else f"the comment holds {unwritable}"


def _unwritable(text: str) -> str | None:
    """What in ``text`` a record (UTF-8 text, which never holds NUL) cannot hold, or ``None``."""
    if "\x00" in text:
        return "a NUL character, which a record cannot"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "characters that cannot be written as UTF-8"
    return None


def _to_tags(given: Mapping[str, str] | Iterable[tuple[str, str]]) -> _FrozenMapping[str, str]:
    if isinstance(given, _FrozenMapping):
        return given  # only this function makes one, so it is checked already
    pairs = list(given.items() if isinstance(given, Mapping) else given)
    names = set()
    for pair in pairs:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise RecordError(
                f"tags must be a mapping of name to value, or (name, value) pairs; got {pair!r}"
            )
        name, value = pair
        reason = tag_problem(name, value)
        if reason is not None:
            raise RecordError(reason)
        if name in names:
            raise RecordError(f"tag [{name}] is given twice")
        names.add(name)
    return _FrozenMapping(pairs)


def _to_comments(given: Mapping[int, str]) -> _FrozenMapping[int, str]:
    if isinstance(given, _FrozenMapping):
        return given  # only this function makes one, so it is checked already
    if not isinstance(given, Mapping):
        raise RecordError(f"comments must be a mapping of ply to text, got {type(given).__name__}")
    for ply, text in given.items():
        if type(ply) is not int or ply < 0:
            raise RecordError(f"a comment's ply must be an int of at least 0, got {ply!r}")
        reason = comment_problem(text)
        if reason is not None:
            raise RecordError(f"comment at ply {ply}: {reason}")
    # Surrounding space is not kept in a record, so it is not kept here either.
    return _FrozenMapping(sorted((ply, text.strip()) for ply, text in given.items() if text.strip()))


def _to_moves(given: Iterable[Move | str]) -> tuple[Move, ...]:
    if isinstance(given, str):
        raise RecordError(f"moves must be an iterable of moves, got the str {given!r}")
    return tuple(parse_move(move) if isinstance(move, str) else move for move in given)


def _to_rules(given: Rules | None) -> Rules:
    return Rules() if given is None else given


@attrs.frozen(repr=False)
class Game:
    """A complete or unfinished game: rules, tags, moves, comments and every position.

    ``moves`` may be moves or their notation. The game is replayed from a new game when
    it is built, so it always holds legal moves; ``states[n]`` is the position after
    ``n`` plies (``states[0]`` the empty board) and :attr:`final` the last one.

    ``tags`` are the descriptive tags of a record (:data:`KNOWN_TAGS` and any others):
    the rules and the result are not tags here, they come from ``rules`` and the moves.
    ``comments`` maps a ply to the comment after it (``0``: before the first turn).

    >>> import islands_rules as ir
    >>> game = ir.Game(["c3,e5", "swap"], rules=ir.Rules(board_size=6), tags={"Light": "Ann"})
    >>> game.plies, game.final.to_move, game.states[1].phase
    (2, <Colour.DARK: 'dark'>, <Phase.CHOICE: 'choice'>)
    >>> game = game.play("a1,f6", comment="dark opens in the corners")
    >>> game.moves[-1], game.comments[3]
    (PlaceTiles('a1', 'f6'), 'dark opens in the corners')
    >>> game == ir.read_record(str(game))  # a record holds exactly this game
    True

    :raises IllegalMoveError: if a move is not legal where it is played (``ply`` says which).
    :raises NotationError: if a move given as text cannot be read.
    :raises RecordError: for a tag a record could not hold (a derived tag such as
        ``Size``, a bad name, a line break) or a comment at a ply the game does not have.
    """

    moves: tuple[Move, ...] = attrs.field(converter=_to_moves, default=())
    """The moves, in the order played (text is read with :func:`~islands_rules.parse_move`)."""
    rules: Rules = attrs.field(converter=_to_rules, default=None, kw_only=True)
    """The rule options (the default rules if ``None`` is given)."""
    tags: Mapping[str, str] = attrs.field(converter=_to_tags, factory=dict, kw_only=True)
    """The descriptive tags, by name: a read-only mapping that compares equal whatever its order."""
    comments: Mapping[int, str] = attrs.field(converter=_to_comments, factory=dict, kw_only=True)
    """The comment after each ply (``0``: before the first turn), trimmed; plies without one are absent."""
    _states: tuple[GameState, ...] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise RecordError(f"rules must be an islands_rules.Rules, got {type(self.rules).__name__}")
        state = new_game(self.rules)
        states = [state]
        for move in self.moves:
            state = play(state, move)
            states.append(state)
        late = [ply for ply in self.comments if ply > len(self.moves)]
        if late:
            raise RecordError(f"comment at ply {late[0]}, but the game has {len(self.moves)} plies")
        object.__setattr__(self, "_states", tuple(states))

    @classmethod
    def _replayed(
        cls,
        rules: Rules,
        moves: tuple[Move, ...],
        states: tuple[GameState, ...],
        *,
        tags: Mapping[str, str],
        comments: Mapping[int, str],
    ) -> Game:
        """A game whose ``states`` are already known to be the replay of ``moves``."""
        game = cls.__new__(cls)
        for name, value in (
            ("moves", moves),
            ("rules", rules),
            ("tags", _to_tags(tags)),
            ("comments", _to_comments(comments)),
            ("_states", states),
        ):
            object.__setattr__(game, name, value)
        return game

    @property
    def states(self) -> tuple[GameState, ...]:
        """The position after each ply: ``states[0]`` is the new game, ``states[-1]`` the last.

        >>> import islands_rules as ir
        >>> [state.ply for state in ir.Game(["a1,b2", "swap"], rules=ir.Rules(board_size=4)).states]
        [0, 1, 2]
        """
        return self._states

    @property
    def final(self) -> GameState:
        """The position after the last move.

        >>> import islands_rules as ir
        >>> ir.Game().final == ir.new_game()
        True
        """
        return self._states[-1]

    @property
    def plies(self) -> int:
        """How many turns have been played (a swap and a decline count as turns)."""
        return len(self.moves)

    def play(self, move: Move | str, *, comment: str | None = None) -> Game:
        """This game with ``move`` (and a comment after it) appended; ``self`` is unchanged.

        >>> import islands_rules as ir
        >>> game = ir.Game(rules=ir.Rules(board_size=5))
        >>> longer = game.play("a1,c3")
        >>> game.plies, longer.plies, str(longer.moves[0])
        (0, 1, 'a1,c3')

        :raises IllegalMoveError: if the move is not legal in :attr:`final`.
        :raises NotationError: if ``move`` is a str that cannot be read.
        """
        move = parse_move(move) if isinstance(move, str) else move
        state = play(self.final, move)
        comments: Mapping[int, str] = self.comments
        if comment is not None:
            comments = {**self.comments, self.plies + 1: comment}
        return Game._replayed(
            self.rules, (*self.moves, move), (*self._states, state), tags=self.tags, comments=comments
        )

    def to_dict(self) -> dict[str, Any]:
        """The game as JSON-safe data, with the format version inside; see :meth:`from_dict`.

        >>> import islands_rules as ir
        >>> data = ir.Game(["a1,b2"], rules=ir.Rules(board_size=4), comments={1: "hi"}).to_dict()
        >>> data["format"], data["type"], data["moves"], data["comments"], data["result"]
        (1, 'game', ['a1,b2'], [{'ply': 1, 'text': 'hi'}], '*')
        """
        from .jsondata import game_to_dict  # jsondata builds on this module

        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        """The game that :meth:`to_dict` described, checked move by move.

        >>> import islands_rules as ir
        >>> game = ir.Game(["a1,b2", "swap"], rules=ir.Rules(board_size=4, bridges=None))
        >>> ir.Game.from_dict(game.to_dict()) == game
        True

        :raises RecordError: if ``data`` is not a game of a format this library reads, or
            a move in it is illegal; the message names the key.
        """
        from .jsondata import game_from_dict

        return game_from_dict(data)

    def __str__(self) -> str:
        """The game as a record: see :func:`~islands_rules.write_record`."""
        from .records import write_record  # records builds on this module

        return write_record(self)

    def __repr__(self) -> str:
        parts = [repr([str(move) for move in self.moves]), f"rules={self.rules!r}"]
        if self.tags:
            parts.append(f"tags={self.tags!r}")
        if self.comments:
            parts.append(f"comments={self.comments!r}")
        return f"Game({', '.join(parts)})"
