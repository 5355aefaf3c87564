"""The game protocol: what every game of the library implements, and the values it shares.

A game is one object, a subclass of :class:`Game` with no state of its own: the rules
live in frozen state values and pure methods, in the spirit of OpenSpiel's Game/State
but immutable. Records, JSON, the command line, pictures, random play, the bots and the
conformance tests use games only through this protocol, so a new game is one package.

Players sit in **seats** ``0 .. n-1``; seat 0 makes the first move. Per-seat data is
held in tuples indexed by seat. A seat's *name* is what records and JSON call the player
(``light``, ``red``); in Ponte del Diavolo the swap exchanges the seats' colours, so
:meth:`Game.seat_names` depends on the state.
"""

from __future__ import annotations

import abc
import enum
import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

import attrs

from .chance import draw_outcome
from .errors import IllegalMoveError, IslandsRulesError, RenderError, UnknownGameError
from .inputs import Input
from .svg_grid import SvgGrid

__all__ = [
    "CHANCE",
    "Chance",
    "Game",
    "Outcome",
    "expect_rng",
    "expect_state",
]

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
RulesT = TypeVar("RulesT")


class Chance(enum.Enum):
    """The type of :data:`CHANCE`, who is to move at a chance node.

    >>> import islands_rules as ir
    >>> ir.CHANCE, ir.CHANCE is ir.Chance.CHANCE
    (CHANCE, True)
    """

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "CHANCE"


CHANCE = Chance.CHANCE
"""Who is to move at a chance node: the draw of a random outcome, such as a tile from a
face-down supply. :meth:`Game.chance_outcomes` gives each outcome with its weight."""


@attrs.frozen
class Outcome:
    """How a finished game ended: the winner (or a draw), what decided it, and the returns.

    ``winner`` is the winning player's name (``None`` for a draw, or a victory shared by
    several players); ``decided_by`` names the rule or tie-break that decided (each game
    lists its words); ``returns`` holds one value per seat: 1 for the sole winner, -1 for
    a player who lost, 0 for a draw or a shared victory.

    >>> ended = Outcome(winner="light", decided_by="points", returns=(1.0, -1.0))
    >>> ended.result, ended.is_draw
    ('light', False)
    >>> Outcome(winner=None, decided_by="draw", returns=(0.0, 0.0)).result
    'draw'
    """

    winner: str | None
    decided_by: str
    returns: tuple[float, ...]

    @property
    def result(self) -> str:
        """The result as records write it: the winner's name, or ``draw``."""
        return "draw" if self.winner is None else str(self.winner)

    @property
    def is_draw(self) -> bool:
        """Whether nobody won alone."""
        return self.winner is None

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-safe data, with its ``result`` as records write it.

        >>> Outcome(winner="light", decided_by="points", returns=(1.0, -1.0)).to_dict()
        {'winner': 'light', 'result': 'light', 'decided_by': 'points', 'returns': [1.0, -1.0]}
        """
        return {
            "winner": self.winner,
            "result": self.result,
            "decided_by": self.decided_by,
            "returns": list(self.returns),
        }


def _counted(count: int, thing: str) -> str:
    """``1 point``, ``3 points``, ``2 islands``: a figure as a person would say it."""
    if count == 1 and thing.endswith("s"):
        thing = thing.removesuffix("es") if thing.endswith("ches") else thing[:-1]
    return f"{count} {thing}"


class Game(abc.ABC, Generic[StateT, MoveT, RulesT]):
    """One game's rules behind the common protocol. Get one with
    :func:`~islands_rules.load_game`; each game has exactly one instance.

    Every method is a pure function of its arguments: states and moves are frozen values,
    and nothing passed in is ever changed. Methods that take a move also take its
    notation as text.

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
    """

    name: ClassVar[str]
    """The game's id in records (``[Game "ponte"]``) and on the command line."""
    title: ClassVar[str]
    """The game's name for people."""
    player_counts: ClassVar[tuple[int, ...]]
    """The numbers of players the game allows."""
    rules_class: ClassVar[type]
    """The game's ``Rules``: a frozen attrs class of :func:`~islands_rules.core.options.option` fields."""
    state_class: ClassVar[type]
    """The class of the game's states."""
    token_pattern: ClassVar[str] = r"[^\s\[\]{}]+"
    """A regular expression matching one move token in a record (case is ignored when
    matching; the game's :meth:`parse_move` decides what it accepts)."""
    notation_hint: ClassVar[str] = "see the game's notation"
    """A few example moves, for messages about text that is no move (``c3,e5 c3-e5 swap pass``)."""

    # ------------------------------------------------------------------ the players

    @abc.abstractmethod
    def player_names(self, rules: RulesT) -> tuple[str, ...]:
        """Every name a player of this game can have under ``rules``, lower case, in seat
        order at the start. They are the record's result words and, capitalised, its
        player tags (``[Light "Ann"]``)."""

    def every_player_name(self) -> tuple[str, ...]:
        """Every name a player can have under any number of players the game allows (by its
        ``players`` option, where it has one), in seat order: the result words of its records,
        and, capitalised, their player tags.

        >>> import islands_rules as ir
        >>> ir.load_game("lsd").every_player_name()
        ('red', 'blue', 'green', 'yellow')
        """
        fields = attrs.fields_dict(self.rules_class)
        names: list[str] = []
        for count in self.player_counts:
            rules = self.rules_class(players=count) if "players" in fields else self.rules_class()
            names += [name for name in self.player_names(rules) if name not in names]
        return tuple(names)

    def seat_names(self, state: StateT) -> tuple[str, ...]:
        """The name each seat goes by in ``state``; by default :meth:`player_names`."""
        return self.player_names(self.rules_of(state))

    def rules_of(self, state: StateT) -> RulesT:
        """The rules ``state`` is played under."""
        rules: RulesT = getattr(state, "rules")  # noqa: B009 -- every state has its rules
        return rules

    # ------------------------------------------------------------------ the game

    @abc.abstractmethod
    def new_game(self, rules: RulesT | None = None) -> StateT:
        """The position before the first move (default rules if ``None``)."""

    @abc.abstractmethod
    def ply(self, state: StateT) -> int:
        """How many moves (record tokens) led to ``state``."""

    @abc.abstractmethod
    def to_move(self, state: StateT) -> int | Chance | None:
        """The seat to move, :data:`CHANCE` at a chance node, ``None`` once the game is over."""

    def chance_outcomes(self, state: StateT) -> tuple[tuple[MoveT, int], ...]:
        """At a chance node, each outcome (a move for :meth:`play`) with its exact
        positive integer weight; elsewhere ``()``. The default: no chance in this game."""
        return ()

    @abc.abstractmethod
    def legal_moves(self, state: StateT) -> tuple[MoveT, ...]:
        """Every legal move (at a chance node: every outcome), each once, in the game's
        documented order; ``()`` once the game is over."""

    @abc.abstractmethod
    def why_illegal(self, state: StateT, move: MoveT | str) -> str | None:
        """Why ``move`` may not be played in ``state``, naming the rule; ``None`` if it may.

        :raises NotationError: if ``move`` is text that is not a move of the game.
        """

    @abc.abstractmethod
    def play(self, state: StateT, move: MoveT | str) -> StateT:
        """The position after ``move``.

        :raises IllegalMoveError: if the move is not legal (its ``reason`` names the rule).
        :raises NotationError: if ``move`` is text that is not a move of the game.
        """

    @abc.abstractmethod
    def parse_move(self, text: str) -> MoveT:
        """The move a token of the notation names (what a record holds).

        :raises NotationError: if ``text`` is not a move of the game.
        """

    def move_text(self, move: MoveT) -> str:
        """The move's token as records write it; by default ``str(move)``."""
        return str(move)

    @abc.abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    @abc.abstractmethod
    def summary(self, state: StateT) -> dict[str, dict[str, int]]:
        """Each player's score as JSON-safe data, keyed by player name in seat order:
        at least ``points``, plus the game's own figures."""

    def describe(self, state: StateT) -> list[str]:
        """Lines under the picture of ``islands-rules show``: by default one per player,
        its figures from :meth:`summary` (``light: 3 points, 2 islands, 1 bridge``)."""
        lines = []
        for name, figures in self.summary(state).items():
            parts = [_counted(value, key) for key, value in figures.items()]
            lines.append(f"{name}: {', '.join(parts)}")
        return lines

    def report(self, state: StateT) -> dict[str, Any]:
        """Fields the game adds to its ``validate --json`` report (such as ``phase``)."""
        return {}

    # ------------------------------------------------------------------ clicks (a front-end's inputs)

    def move_inputs(self, state: StateT, move: MoveT) -> tuple[tuple[Input, ...], ...]:
        """Every sequence of clicks that enters the legal ``move`` in ``state``, each an ordered
        tuple of :class:`~islands_rules.Input`. By default one choice, the move's
        token (``action:pass``); a game with a board says which cells and choices make its moves.

        :mod:`islands_rules.core.clicks` derives what may be clicked from these; no complete
        sequence may enter two moves, nor start a longer one.
        """
        return ((Input("action", self.move_text(move)),),)

    def inputs_move(self, state: StateT, inputs: tuple[Input, ...]) -> MoveT | None:
        """The move, legal or not, that ``inputs`` describe (a placement once its cell is
        clicked), or ``None`` if they describe none; the core asks :meth:`why_illegal` about it
        to explain a refused click. By default ``None``."""
        return None

    def why_input_refused(self, state: StateT, chosen: tuple[Input, ...], refused: Input) -> str | None:
        """Why no legal move goes on from the inputs ``chosen`` with ``refused``, in the game's
        words and naming the rule, or ``None`` to let the core say so in general terms.
        Only asked about an input that no legal move allows."""
        return None

    def cell_contents(self, state: StateT) -> dict[str, str | None]:
        """Every cell of the board, named as :meth:`move_inputs` names cells, with what is on it
        in the game's words (``None`` if empty), in the game's order; where the board grows
        without bounds, the cells with tiles and the empty cells beside them. By default
        none: a game without a board."""
        return {}

    # ------------------------------------------------------------------ pictures and data

    @abc.abstractmethod
    def render_text(
        self,
        state: StateT,
        *,
        highlight: Iterable[Any] = (),
        selected: Iterable[Any] = (),
        last_move: MoveT | str | None = None,
        unicode: bool = False,
        **options: Any,
    ) -> str:
        """A text picture of the position, ASCII unless ``unicode``, marking the cells of
        ``highlight``, ``selected`` and ``last_move`` as the SVG does (cells named as clicks
        name them, or the game's own cell values); the other options are the game's own. See
        :mod:`islands_rules.core.text_marks` for the marks and the legend line.

        :raises RenderError: for an option of the wrong type, or a cell off the board.
        :raises NotationError: for a cell or move notation that cannot be read.
        """

    @abc.abstractmethod
    def svg(self, state: StateT, **options: Any) -> str:
        """An SVG picture of the position (options as the game's own ``svg``)."""

    def svg_grid(self, state: StateT, **options: Any) -> SvgGrid:
        """Where :meth:`svg` drawn with the same ``options`` puts each cell (options that
        move no cell change nothing): the :class:`~islands_rules.SvgGrid` between cells and pixels.

        :raises RenderError: for options :meth:`svg` refuses; by default, as there is no board.
        """
        raise RenderError(f"the picture of {self.title} has no board of cells")

    @abc.abstractmethod
    def state_to_dict(self, state: StateT) -> dict[str, Any]:
        """``state`` as JSON-safe data; :meth:`state_from_dict` reads it back."""

    @abc.abstractmethod
    def state_from_dict(self, data: Mapping[str, Any]) -> StateT:
        """The state :meth:`state_to_dict` described.

        :raises RecordError: if ``data`` is not such a state; the message names the key.
        """

    # ------------------------------------------------------------------ random play

    def random_move(self, state: StateT, rng: random.Random) -> MoveT:
        """A legal move drawn uniformly at random (at a chance node: an outcome drawn by
        its weight). A game may override this with a faster draw of the same law.

        :raises IllegalMoveError: if the game is over.
        """
        if self.to_move(state) is CHANCE:
            return draw_outcome(self.chance_outcomes(state), rng)
        moves = list(self.legal_moves(state))
        if not moves:
            raise IllegalMoveError(None, "the game is over: there is no move to draw", self.ply(state) + 1)
        return rng.choice(moves)

    def playout(self, state: StateT, rng: random.Random) -> StateT:
        """The end of a game played on from ``state`` with :meth:`random_move` at every turn.
        A game may override this with a faster loop that draws from the same law."""
        while self.to_move(state) is not None:
            state = self.play(state, self.random_move(state, rng))
        return state

    def __repr__(self) -> str:
        return f"load_game({self.name!r})"


def expect_state(value: object, state_class: type[StateT]) -> StateT:
    """``value`` itself, once checked to be a state of the game whose states are ``state_class``.

    Every public function of a game that takes a state asks this first, so that a wrong
    argument is answered with the library's error rather than an ``AttributeError`` from
    deep inside, and never with an answer to a question that was not asked.

    >>> from islands_rules import ponte
    >>> from islands_rules.core import expect_rng, expect_state
    >>> expect_state(ponte.new_game(), ponte.GameState).ply
    0
    >>> expect_state(None, ponte.GameState)
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: expected a state of the game 'ponte', got NoneType

    :raises UnknownGameError: if ``value`` is not an instance of ``state_class``.
    """
    if not isinstance(value, state_class):
        game = getattr(state_class, "game_name", state_class.__name__)
        raise UnknownGameError(f"expected a state of the game {game!r}, got {type(value).__name__}")
    return value


def expect_rng(value: object) -> random.Random:
    """``value`` itself, once checked to be a :class:`random.Random` (what random play draws from).

    >>> from islands_rules.core import expect_rng
    >>> expect_rng(None)
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: rng must be a random.Random, got NoneType

    :raises IslandsRulesError: otherwise.
    """
    if not isinstance(value, random.Random):
        raise IslandsRulesError(f"rng must be a random.Random, got {type(value).__name__}")
    return value
