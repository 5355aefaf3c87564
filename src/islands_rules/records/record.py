"""A whole game as one frozen value: the game, its rules, the tags, the moves, comments and
every position.

A :class:`Record` is what a record's text holds (see :mod:`islands_rules.records`): it is
checked move by move when it is built, so a ``Record`` always contains a legal game, and it
keeps the position after every ply so front-ends can step back and forth for free.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar

import attrs

from ..core.errors import IslandsRulesError, NotationError, RecordError, UnknownGameError, quote, shown
from ..core.protocol import CHANCE, Game
from ..core.registry import DEFAULT_GAME, game_of, game_of_state, load_game
from .tags import comment_problem, tag_problem

__all__ = ["FrozenMapping", "Record"]


def written_back(game: Game[Any, Any, Any], move: Any) -> bool:
    """Whether ``game``'s notation writes ``move`` as a token that reads back as ``move``
    (an Islands tile drawn alone is no token: its records name it in the turn that lays it).

    >>> import islands_rules as ir
    >>> islands = ir.load_game("islands")
    >>> written_back(islands, islands.chance_outcomes(islands.new_game())[0][0])
    False
    """
    try:
        return bool(game.parse_move(game.move_text(move)) == move)
    except NotationError:
        return False


K = TypeVar("K")
V = TypeVar("V")


class FrozenMapping(Mapping[K, V]):
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


def _tags(given: object, game: Game[Any, Any, Any]) -> FrozenMapping[str, str]:
    if isinstance(given, FrozenMapping):
        return given  # only this function makes one, so it is checked already
    if not isinstance(given, Mapping | Iterable) or isinstance(given, str):
        raise RecordError(f"tags must be a mapping of name to value, got {type(given).__name__}")
    pairs = list(given.items() if isinstance(given, Mapping) else given)
    names = set()
    for pair in pairs:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise RecordError(
                "tags must be a mapping of name to value, or (name, value) pairs; "
                f"got a {type(pair).__name__}"
            )
        name, value = pair
        reason = tag_problem(name, value, game)
        if reason is not None:
            raise RecordError(reason)
        if name in names:
            raise RecordError(f"tag [{name}] is given twice")
        names.add(name)
    return FrozenMapping(pairs)


def _comments(given: object) -> FrozenMapping[int, str]:
    if isinstance(given, FrozenMapping):
        return given  # only this function makes one, so it is checked already
    if not isinstance(given, Mapping):
        raise RecordError(f"comments must be a mapping of ply to text, got {type(given).__name__}")
    for ply, text in given.items():
        if type(ply) is not int or not 0 <= ply < 10**9:
            shown = ply if type(ply) is int and abs(ply) < 10**9 else type(ply).__name__
            raise RecordError(f"a comment's ply must be an int from 0 to 999999999, got {shown}")
        reason = comment_problem(text)
        if reason is not None:
            raise RecordError(f"comment at ply {ply}: {reason}")
    # Surrounding space is not kept in a record, so it is not kept here either.
    return FrozenMapping(sorted((ply, text.strip()) for ply, text in given.items() if text.strip()))


def _game_and_rules(game: object, rules: object, start: object = None) -> tuple[Game[Any, Any, Any], Any]:
    """The game (a name, a game, the one ``rules`` belong to, or ``start``'s) and its rules
    (``start``'s, or the default if ``None``)."""
    if start is not None:
        try:
            played = game_of_state(start)
        except UnknownGameError:
            raise RecordError(f"start must be a state of a game, got {type(start).__name__}") from None
        if game is not None and load_game(game) is not played:  # type: ignore[arg-type]
            raise RecordError(f"start is a position of {played.title}, not of the game {shown(game)}")
        if rules is not None and rules != played.rules_of(start):
            raise RecordError(f"rules {rules!r} given for a start position under {played.rules_of(start)!r}")
        return played, played.rules_of(start)
    if rules is not None:
        try:
            owner = game_of(rules)
        except UnknownGameError:
            owner = None
        if owner is None or not isinstance(rules, owner.rules_class):
            raise RecordError(f"rules must be the Rules of a game, got {type(rules).__name__}")
        if game is not None and load_game(game) is not owner:  # type: ignore[arg-type]
            raise RecordError(f"rules of {owner.title} given for the game {shown(game)}")
        return owner, rules
    found = load_game(DEFAULT_GAME if game is None else game)  # type: ignore[arg-type]
    return found, found.rules_class()


@attrs.frozen(init=False, repr=False)
class Record:
    """A complete or unfinished game of any game of the library: the game, its rules, the
    tags, the moves, comments and every position.

    ``moves`` may be moves or their notation. The game is replayed from ``start`` (a
    position of the game, say from :func:`~islands_rules.read_position`; by default a new
    game) when the record is built, so it always holds legal moves; ``states[n]`` is the
    position after ``n`` plies (``states[0]`` the start) and :attr:`final` the last one. The
    game is ``start``'s, the one ``rules`` belong to, or ``game`` (a name, default Ponte del
    Diavolo) with its default rules. A record from a position writes it in a
    ``[Position "..."]`` tag.

    ``tags`` are the descriptive tags of a record (:func:`~islands_rules.records.known_tags` and any others):
    the rules and the result are not tags here, they come from ``rules`` and the moves.
    ``comments`` maps a ply to the comment after it (``0``: before the first turn).

    >>> import islands_rules as ir
    >>> record = ir.Record(["c3,e5", "swap"], rules=ir.ponte.Rules(board_size=6), tags={"Light": "Ann"})
    >>> record.game.name, record.plies, record.final.to_move
    ('ponte', 2, <Colour.DARK: 'dark'>)
    >>> record = record.play("a1,f6", comment="dark opens in the corners")
    >>> record.moves[-1], record.comments[3]
    (PlaceTiles('a1', 'f6'), 'dark opens in the corners')
    >>> record == ir.read_record(str(record))  # a record's text holds exactly this game
    True
    >>> puzzle = ir.read_position("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1", game="ponte")
    >>> ir.Record(["b2,d4"], start=puzzle).states[0] == puzzle
    True

    :raises IllegalMoveError: if a move is not legal where it is played (``ply`` says which).
    :raises NotationError: if a move given as text cannot be read.
    :raises UnknownGameError: if ``game`` is no game of the library.
    :raises RecordError: for rules that are no game's, a ``start`` that is no state of a
        game (or of another game or rules than those given), a tag a record could not hold (a
        derived tag such as ``Size``, a bad name, a line break) or a comment at a ply the
        game does not have.
    """

    moves: tuple[Any, ...]
    """The moves, in the order played (text is read with the game's ``parse_move``)."""
    rules: Any
    """The rule options (a game's ``Rules``)."""
    tags: Mapping[str, str]
    """The descriptive tags, by name: a read-only mapping that compares equal whatever its order."""
    comments: Mapping[int, str]
    """The comment after each ply (``0``: before the first turn), trimmed; plies without one are absent."""
    start: Any
    """The position before the first move: a new game unless the record starts from a position."""
    _states: tuple[Any, ...] = attrs.field(init=False, eq=False)

    def __init__(
        self,
        moves: Iterable[Any] = (),
        *,
        game: str | None = None,
        rules: Any = None,
        start: Any = None,
        tags: Mapping[str, str] | Iterable[tuple[str, str]] = (),
        comments: Mapping[int, str] | None = None,
    ) -> None:
        owner, rules = _game_and_rules(game, rules, start)
        if isinstance(moves, str):
            raise RecordError(f"moves must be an iterable of moves, got the str {quote(moves)}")
        if not isinstance(moves, Iterable):
            raise RecordError(f"moves must be an iterable of moves, got {type(moves).__name__}")
        parsed = tuple(owner.parse_move(move) if isinstance(move, str) else move for move in moves)
        state = owner.new_game(rules) if start is None else start
        if start is not None and start != owner.new_game(rules):
            try:
                owner.position_text(start)
            except IslandsRulesError as error:
                raise RecordError(f"a record cannot start from this position: {error}") from None
        states = [state]
        for ply, move in enumerate(parsed, 1):
            if owner.to_move(state) is CHANCE and not written_back(owner, move):
                raise RecordError(
                    f"the chance outcome {quote(owner.move_text(move))} is no token of a record of "
                    f"{owner.title}, whose records name the outcome in the move after it: play that "
                    "move at the chance node itself (bots.Table.record_moves folds outcomes so)",
                    ply=ply,
                )
            state = owner.play(state, move)
            states.append(state)
        checked = _comments({} if comments is None else comments)
        late = [ply for ply in checked if ply > len(parsed)]
        if late:
            raise RecordError(f"comment at ply {late[0]}, but the game has {len(parsed)} plies")
        self.__attrs_init__(parsed, rules, _tags(tags, owner), checked, states[0])
        object.__setattr__(self, "_states", tuple(states))

    @classmethod
    def _replayed(
        cls,
        rules: Any,
        moves: tuple[Any, ...],
        states: tuple[Any, ...],
        *,
        tags: Mapping[str, str],
        comments: Mapping[int, str],
    ) -> Record:
        """A record whose ``states`` are already known to be the replay of ``moves``."""
        record = cls.__new__(cls)
        record.__attrs_init__(moves, rules, _tags(tags, game_of(rules)), _comments(comments), states[0])
        object.__setattr__(record, "_states", states)
        return record

    @property
    def game(self) -> Game[Any, Any, Any]:
        """The game played (its protocol object).

        >>> import islands_rules as ir
        >>> ir.Record().game.title
        'Ponte del Diavolo'
        """
        return game_of(self.rules)

    @property
    def position(self) -> str | None:
        """The position string of :attr:`start` if the record starts from a position other
        than a new game (what its ``[Position]`` tag holds), else ``None``.

        >>> import islands_rules as ir
        >>> ir.Record().position is None
        True
        >>> start = ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,c3")
        >>> ir.Record(start=start).position
        '5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 1'
        """
        if self.start == self.game.new_game(self.rules):
            return None
        return str(self.game.position_text(self.start))

    @property
    def states(self) -> tuple[Any, ...]:
        """The position after each ply: ``states[0]`` is the :attr:`start`, ``states[-1]`` the last.

        >>> import islands_rules as ir
        >>> [state.ply for state in ir.Record(["a1,b2", "swap"], rules=ir.ponte.Rules(board_size=4)).states]
        [0, 1, 2]
        """
        return self._states

    @property
    def final(self) -> Any:
        """The position after the last move.

        >>> import islands_rules as ir
        >>> ir.Record().final == ir.new_game()
        True
        """
        return self._states[-1]

    @property
    def plies(self) -> int:
        """How many turns (record tokens) have been played."""
        return len(self.moves)

    def play(self, move: Any, *, comment: str | None = None) -> Record:
        """This record with ``move`` (and a comment after it) appended; ``self`` is unchanged.

        >>> import islands_rules as ir
        >>> record = ir.Record(rules=ir.ponte.Rules(board_size=5))
        >>> longer = record.play("a1,c3")
        >>> record.plies, longer.plies, str(longer.moves[0])
        (0, 1, 'a1,c3')

        :raises IllegalMoveError: if the move is not legal in :attr:`final`.
        :raises NotationError: if ``move`` is a str that cannot be read.
        """
        game = self.game
        move = game.parse_move(move) if isinstance(move, str) else move
        state = game.play(self.final, move)
        comments: Mapping[int, str] = self.comments
        if comment is not None:
            comments = {**self.comments, self.plies + 1: comment}
        return Record._replayed(
            self.rules, (*self.moves, move), (*self._states, state), tags=self.tags, comments=comments
        )

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-safe data, with the format version inside; see :meth:`from_dict`.

        >>> import islands_rules as ir
        >>> data = ir.Record(["a1,b2"], rules=ir.ponte.Rules(board_size=4), comments={1: "hi"}).to_dict()
        >>> data["format"], data["type"], data["game"], data["moves"], data["comments"], data["result"]
        (2, 'game', 'ponte', ['a1,b2'], [{'ply': 1, 'text': 'hi'}], '*')
        """
        from .jsondata import record_to_dict  # jsondata builds on this module

        return record_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Record:
        """The record that :meth:`to_dict` described, checked move by move.

        >>> import islands_rules as ir
        >>> record = ir.Record(["a1,b2", "swap"], rules=ir.ponte.Rules(board_size=4, bridges=None))
        >>> ir.Record.from_dict(record.to_dict()) == record
        True

        :raises RecordError: if ``data`` is not a game of a format this library reads, or
            a move in it is illegal; the message names the key.
        """
        from .jsondata import record_from_dict

        return record_from_dict(data)

    def __str__(self) -> str:
        """The record's text: see :func:`~islands_rules.write_record`."""
        from .writer import write_record  # writer builds on this module

        return write_record(self)

    def __repr__(self) -> str:
        game = self.game
        parts = [repr([game.move_text(move) for move in self.moves]), f"rules={self.rules!r}"]
        if self.position is not None:
            parts.append(f"start=read_position({self.position!r})")
        if self.tags:
            parts.append(f"tags={self.tags!r}")
        if self.comments:
            parts.append(f"comments={self.comments!r}")
        return f"Record({', '.join(parts)})"
