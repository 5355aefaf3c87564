"""The game protocol: one :class:`Game` object per game, declared from the game's modules.

A game is a package with the same files for the same concerns (see
:mod:`islands_rules.core.hooks`); its ``game.py`` declares the game's facts and hands its
modules to :class:`Game`. The steps every game shares are written here once: check the
state, read the move, judge it, raise naming the rule, apply it; check a picture's options.
Records, JSON, the command line, pictures, random play, the bots and the conformance tests
use games only through this object, so a new game is one package (the "Adding a game" guide).

Players sit in **seats** ``0 .. n-1``; seat 0 makes the first move. Per-seat data is held in
tuples indexed by seat. A seat's *name* is what records and JSON call the player (``light``,
``red``); in Ponte del Diavolo the swap exchanges the seats' colours, so
:meth:`Game.seat_names` depends on the state.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from .checks import expect_rng, expect_state
from .errors import (
    IllegalMoveError,
    InvalidRulesError,
    NotationError,
    UnknownGameError,
    shown,
)
from .game_extras import GameExtras
from .values import CHANCE, Chance, Outcome

if TYPE_CHECKING:  # the hooks only type the declaration: not imported at run time
    from ..render.svg_grid import SvgGrid
    from .hooks import (
        EffectsModule,
        FrontendModule,
        JsonModule,
        MovesModule,
        NativeModule,
        PlayoutModule,
        PositionModule,
        RenderModule,
        RulesModule,
        ScoringModule,
        StateModule,
        SymmetryModule,
        TextModule,
    )

__all__ = ["CHANCE", "Chance", "Game", "Outcome", "expect_rng", "expect_state"]

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
RulesT = TypeVar("RulesT")
PlanT = TypeVar("PlanT")

_NAME = re.compile(r"[a-z][a-z0-9_]*")
_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


class Game(GameExtras[StateT, MoveT], Generic[StateT, MoveT, RulesT]):
    """One game's rules behind the common protocol. Get one with
    :func:`~islands_rules.load_game`; each game has exactly one, declared in its ``game.py``.

    Every method is a pure function of its arguments: states and moves are frozen values,
    and nothing passed in is ever changed. Methods that take a move also take its
    notation as text. Every method that takes a state checks it first.

    >>> import islands_rules as ir
    >>> ponte = ir.load_game("ponte")
    >>> ponte.name, ponte.title, ponte.player_counts
    ('ponte', 'Ponte del Diavolo', (2,))
    >>> state = ponte.new_game()
    >>> ponte.to_move(state), ponte.seat_names(state)
    (0, ('light', 'dark'))
    >>> state = ponte.play(ponte.play(state, "c3,e5"), "swap")
    >>> ponte.to_move(state), ponte.seat_names(state)  # the second player took light
    (0, ('dark', 'light'))

    :raises InvalidRulesError: if a declaration is malformed (a name that is no lower-case
        word, no player count, a token pattern that is no regular expression).
    """

    name: str
    """The game's id in records (``[Game "ponte"]``), on the command line and in the registry."""
    title: str
    """The game's name for people."""
    player_counts: tuple[int, ...]
    """The numbers of players the game allows."""
    rules_class: type[RulesT]
    """The game's ``Rules``: a frozen attrs class of :func:`~islands_rules.core.options.option` fields."""
    state_class: type[StateT]
    """The class of the game's states."""
    move_types: tuple[type, ...]
    """The classes of the game's moves (a move given as a value must be one of them)."""
    token_pattern: str
    """A regular expression matching one move token in a record (case is ignored)."""
    notation_hint: str
    """A few example moves, for messages about text that is no move (``c3,e5 swap pass``)."""

    def __init__(
        self,
        *,
        name: str,
        title: str,
        player_counts: tuple[int, ...],
        rules_class: type[RulesT],
        state_class: type[StateT],
        move_types: tuple[type, ...],
        token_pattern: str = r"[^\s\[\]{}]+",
        notation_hint: str = "see the game's notation",
        state: StateModule[StateT, RulesT],
        rules: RulesModule[StateT, MoveT, PlanT],
        moves: MovesModule[MoveT],
        scoring: ScoringModule[StateT],
        playout: PlayoutModule[StateT, MoveT],
        jsondata: JsonModule[StateT],
        frontend: FrontendModule[StateT, MoveT],
        text: TextModule[StateT],
        render: RenderModule[StateT],
        position: PositionModule[StateT] | None = None,
        effects: EffectsModule[StateT, MoveT] | None = None,
        native: str | None = None,
        symmetry: SymmetryModule[StateT, MoveT] | None = None,
    ) -> None:
        if not isinstance(name, str) or len(name) > 40 or not _NAME.fullmatch(name):
            raise InvalidRulesError(f"a game's name is a lower-case word such as 'ponte', got {shown(name)}")
        if (
            not isinstance(player_counts, tuple | list)
            or not player_counts
            or not all(type(n) is int and 1 <= n <= 1000 for n in player_counts)
        ):
            raise InvalidRulesError(
                f"{name}: player_counts must list numbers of players, got {shown(player_counts)}"
            )
        for label, words in (
            ("title", title),
            ("token_pattern", token_pattern),
            ("notation_hint", notation_hint),
        ):
            if not isinstance(words, str):
                raise InvalidRulesError(f"{name}: {label} must be text, got {shown(words)}")
        try:
            re.compile(token_pattern)
        except re.error as error:
            raise InvalidRulesError(f"{name}: token_pattern is no regular expression: {error}") from None
        for label, kind in (("rules_class", rules_class), ("state_class", state_class)):
            if not isinstance(kind, type):
                raise InvalidRulesError(f"{name}: {label} must be a class, got {shown(kind)}")
        if not isinstance(move_types, tuple | list) or not all(isinstance(kind, type) for kind in move_types):
            raise InvalidRulesError(f"{name}: move_types must list the move classes, got {shown(move_types)}")
        modules = {"state": state, "rules": rules, "moves": moves, "scoring": scoring, "playout": playout}
        modules |= {"jsondata": jsondata, "frontend": frontend, "text": text, "render": render}
        for label, module in modules.items():
            if module is None or isinstance(module, str | int | float | bytes | list | dict | tuple):
                raise InvalidRulesError(
                    f"{name}: {label} must be the game's {label} module, got {shown(module)}"
                )
        self.name, self.title, self.player_counts = name, title, tuple(player_counts)
        self.rules_class, self.state_class, self.move_types = rules_class, state_class, tuple(move_types)
        self.token_pattern, self.notation_hint = token_pattern, notation_hint
        self._state, self._rules, self._moves = state, rules, moves
        self._scoring, self._playout, self._jsondata = scoring, playout, jsondata
        self._frontend, self._text, self._render = frontend, text, render
        self._position, self._effects = position, effects
        if native is not None and not (
            isinstance(native, str) and len(native) <= 200 and _DOTTED.fullmatch(native)
        ):
            raise InvalidRulesError(
                f"{name}: native must be a module's dotted path such as 'islands_rules.ponte.native', "
                f"got {shown(native)}"
            )
        self._native_path = native
        self._native: tuple[NativeModule[StateT] | None, str] | None = None  # found on first use
        self._position, self._effects, self._symmetry = position, effects, symmetry

    # ------------------------------------------------------------------ the players

    def player_names(self, rules: RulesT) -> tuple[str, ...]:
        """Every name a player of this game can have under ``rules``, lower case, in seat
        order at the start. They are the record's result words and, capitalised, its
        player tags (``[Light "Ann"]``).

        >>> import islands_rules as ir
        >>> ir.load_game("lsd").player_names(ir.lsd.Rules(players=4))
        ('red', 'blue', 'green', 'yellow')
        """
        return self._state.player_names(self._check_rules(rules))

    def every_player_name(self) -> tuple[str, ...]:
        """Every name a player can have under any number of players the game allows (by its
        ``players`` option, where it has one), in seat order: the result words of its records,
        and, capitalised, their player tags.

        >>> import islands_rules as ir
        >>> ir.load_game("lsd").every_player_name()
        ('red', 'blue', 'green', 'yellow')
        """
        make: Any = self.rules_class
        fields = attrs.fields_dict(make)
        names: list[str] = []
        for count in self.player_counts:
            rules = make(players=count) if "players" in fields else make()
            names += [name for name in self.player_names(rules) if name not in names]
        return tuple(names)

    def seat_names(self, state: StateT) -> tuple[str, ...]:
        """The name each seat goes by in ``state``.

        :raises UnknownGameError: if ``state`` is no state of this game (so for every method
            that takes a state).
        """
        return self._state.seat_names(self.check_state(state))

    def rules_of(self, state: StateT) -> RulesT:
        """The rules ``state`` is played under."""
        rules: RulesT = getattr(self.check_state(state), "rules")  # noqa: B009 -- every state has its rules
        return rules

    # ------------------------------------------------------------------ the game

    def check_state(self, state: object) -> StateT:
        """``state`` itself, once checked to be a state of this game: the one state check.

        >>> import islands_rules as ir
        >>> ir.load_game("isaac").check_state(ir.new_game("ponte"))
        Traceback (most recent call last):
        ...
        islands_rules.UnknownGameError: expected a state of the game 'isaac', got GameState

        :raises UnknownGameError: otherwise.
        """
        if type(state) is self.state_class:  # the common case, asked on every call
            return state
        return expect_state(state, self.state_class)

    def _check_rules(self, rules: object) -> RulesT:
        if not isinstance(rules, self.rules_class):
            raise UnknownGameError(f"expected the Rules of {self.title}, got {type(rules).__name__}")
        return rules

    def new_game(self, rules: RulesT | None = None) -> StateT:
        """The position before the first move (default rules if ``None``).

        :raises UnknownGameError: if ``rules`` is no ``Rules`` of this game.
        """
        return self._state.new_game(None if rules is None else self._check_rules(rules))

    def ply(self, state: StateT) -> int:
        """How many moves (record tokens) led to ``state``."""
        return self._state.ply(self.check_state(state))

    def to_move(self, state: StateT) -> int | Chance | None:
        """The seat to move, :data:`~islands_rules.CHANCE` at a chance node, ``None`` once over."""
        return self._state.to_move(self.check_state(state))

    def chance_outcomes(self, state: StateT) -> tuple[tuple[MoveT, int], ...]:
        """At a chance node, each outcome (a move for :meth:`play`) with its exact
        positive integer weight; elsewhere ``()``."""
        return self._rules.chance_outcomes(self.check_state(state))

    def legal_moves(self, state: StateT) -> tuple[MoveT, ...]:
        """Every legal move (at a chance node: every outcome), each once, in the game's
        documented order; ``()`` once the game is over."""
        return self._rules.legal_moves(self.check_state(state))

    def read_move(self, move: MoveT | str) -> MoveT:
        """``move`` as a move value: text is read with :meth:`parse_move`.

        >>> import islands_rules as ir
        >>> ir.load_game("ponte").read_move(3)
        Traceback (most recent call last):
        ...
        islands_rules.NotationError: a move of Ponte del Diavolo is ... or its notation, got int

        :raises NotationError: if ``move`` is text that is no move, or neither text nor a move.
        """
        if isinstance(move, self.move_types):  # first: a game may take plain text as its moves
            return move  # type: ignore[return-value]
        if isinstance(move, str):
            return self._moves.parse_move(move)
        kinds = ", ".join(kind.__name__ for kind in self.move_types)
        raise NotationError(f"a move of {self.title} is {kinds} or its notation, got {type(move).__name__}")

    def why_illegal(self, state: StateT, move: MoveT | str) -> str | None:
        """Why ``move`` may not be played in ``state``, naming the rule; ``None`` if it may.

        :raises NotationError: if ``move`` is text that is not a move of the game.
        """
        verdict = self._rules.judge(self.check_state(state), self.read_move(move))
        return verdict if isinstance(verdict, str) else None

    def is_legal(self, state: StateT, move: MoveT | str) -> bool:
        """Whether ``move`` may be played in ``state``.

        :raises NotationError: if ``move`` is text that is not a move of the game: text that
            is no move is a mistake to report, not an illegal move.
        """
        return self.why_illegal(state, move) is None

    def play(self, state: StateT, move: MoveT | str) -> StateT:
        """The position after ``move``; ``state`` itself is unchanged.

        :raises IllegalMoveError: if the move is not legal (its ``reason`` names the rule).
        :raises NotationError: if ``move`` is text that is not a move of the game.
        """
        state, move = self.check_state(state), self.read_move(move)
        verdict = self._rules.judge(state, move)
        if isinstance(verdict, str):
            raise IllegalMoveError(move, verdict, self._state.ply(state) + 1, str(move))
        return self._rules.apply(state, move, verdict)

    def parse_move(self, text: str) -> MoveT:
        """The move a token of the notation names (what a record holds).

        :raises NotationError: if ``text`` is not a move of the game.
        """
        if not isinstance(text, str):
            raise NotationError(f"a move's notation is text, got {type(text).__name__}")
        return self._moves.parse_move(text)

    def move_text(self, move: MoveT) -> str:
        """The move's token as records write it."""
        return str(self.read_move(move))

    def outcome(self, state: StateT) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        return self._scoring.outcome(self.check_state(state))

    def summary(self, state: StateT) -> dict[str, dict[str, int]]:
        """Each player's score as JSON-safe data, keyed by player name in seat order:
        ``points``, then the game's own figures."""
        return self._scoring.summary(self.check_state(state))

    def describe(self, state: StateT) -> list[str]:
        """Lines under the picture of ``islands-rules show``."""
        return self._scoring.describe(self.check_state(state))

    def report(self, state: StateT) -> dict[str, Any]:
        """Fields the game adds to its ``validate --json`` report (such as ``phase``)."""
        return self._scoring.report(self.check_state(state))

    # ------------------------------------------------------------------ pictures and data

    @property
    def text_options(self) -> Mapping[str, Any]:
        """The options :meth:`render_text` takes, with their defaults (the game's
        ``TEXT_OPTIONS``): a front-end asks for ``legend`` only where the game has one.

        >>> import islands_rules as ir
        >>> ir.load_game("lsd").text_options["legend"]
        False
        """
        return self._text.TEXT_OPTIONS

    def render_text(self, state: StateT, **options: Any) -> str:
        """A text picture of the position, ASCII unless ``unicode``, marking the cells of
        ``highlight``, ``selected`` and ``last_move`` as the SVG does; the other options are
        the game's own (its ``TEXT_OPTIONS``). See :mod:`islands_rules.render.text_marks`.

        :raises RenderError: for an option the picture does not take or of the wrong kind,
            or a cell off the board.
        :raises NotationError: for a cell or move notation that cannot be read.
        """
        from ..render.options import picture_options

        state = self.check_state(state)
        return self._text.render_text(state, picture_options("render_text", self._text.TEXT_OPTIONS, options))

    def svg(self, state: StateT, **options: Any) -> str:
        """An SVG picture of the position (the options are the game's ``SVG_OPTIONS``).

        :raises RenderError: for an option the picture does not take or of the wrong kind.
        """
        from ..render.options import picture_options

        state = self.check_state(state)
        return self._render.svg(state, picture_options("svg", self._render.SVG_OPTIONS, options))

    def svg_grid(self, state: StateT, **options: Any) -> SvgGrid:
        """Where :meth:`svg` drawn with the same ``options`` puts each cell (options that
        move no cell change nothing): the :class:`~islands_rules.SvgGrid` between cells and pixels.

        :raises RenderError: for options :meth:`svg` refuses.
        """
        from ..render.options import picture_options

        state = self.check_state(state)
        return self._render.svg_grid(state, picture_options("svg_grid", self._render.SVG_OPTIONS, options))

    def state_to_dict(self, state: StateT) -> dict[str, Any]:
        """``state`` as JSON-safe data; :meth:`state_from_dict` reads it back."""
        return self._jsondata.state_to_dict(self.check_state(state))

    def state_from_dict(self, data: Mapping[str, Any]) -> StateT:
        """The state :meth:`state_to_dict` described.

        :raises RecordError: if ``data`` is not such a state; the message names the key.
        """
        return self._jsondata.state_from_dict(data)

    # ------------------------------------------------------------------ random play

    def random_move(self, state: StateT, rng: random.Random) -> MoveT:
        """A legal move drawn uniformly at random (at a chance node: an outcome drawn by
        its weight).

        :raises IllegalMoveError: if the game is over.
        """
        state, rng = self.check_state(state), expect_rng(rng)
        if self._state.to_move(state) is None:
            raise IllegalMoveError(
                None, "the game is over: there is no move to draw", self._state.ply(state) + 1
            )
        return self._playout.random_move(state, rng)

    def playout(self, state: StateT, rng: random.Random) -> StateT:
        """The end of a game played on from ``state`` with random moves at every turn."""
        return self._playout.playout(self.check_state(state), expect_rng(rng))

    def __repr__(self) -> str:
        return f"load_game({self.name!r})"
