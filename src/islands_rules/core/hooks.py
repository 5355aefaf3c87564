"""What each module of a game package provides: one protocol per concern, named as the module.

A game is declared in its ``game.py`` by handing its modules to
:class:`~islands_rules.Game`: ``Game(state=state, rules=rules, moves=moves, ...)``. Each
parameter is typed with the protocol below of the same name, so ``mypy --strict`` checks
that the module has every function with the right signature, and every game package has
the same files for the same concerns:

========== ===================================================================
module     provides
========== ===================================================================
state      ``new_game``, ``ply``, ``to_move``, ``player_names``, ``seat_names``
rules      ``legal_moves``, ``judge`` (R1..Rn: the reason or a plan), ``apply``,
           ``chance_outcomes``
moves      ``parse_move``
scoring    ``outcome``, ``summary``, ``describe``, ``report``
playout    ``random_move``, ``playout``
jsondata   ``state_to_dict``, ``state_from_dict``
frontend   ``cell_contents``, ``move_inputs``, ``inputs_move``, ``why_input_refused``
text       ``TEXT_OPTIONS``, ``render_text``
render     ``SVG_OPTIONS``, ``svg``, ``svg_grid``
position   ``position_text``, ``read_position`` (a one-line position string)
effects    ``effects`` (what a move did, as :class:`~islands_rules.Event` values)
native     ``available``, ``why_unavailable``, ``playout_returns`` (the optional
           compiled engine; named by its dotted path and imported on first use)
symmetry   ``symmetry_count``, ``map_state``, ``map_move``, ``canonical_key`` (optional)
========== ===================================================================

``position`` and ``effects`` may be left out by a game defined elsewhere; every game of the
library has them. ``native`` is optional: a game without a native engine leaves it out.
``symmetry`` is optional: a game declares it where its board has
symmetries (the solver, :mod:`islands_rules.solve`, keys its table by the canonical form).

The core writes the steps every game shares once (check the state, read the move, judge,
raise with the rule, apply; check the picture options), as OpenSpiel's game base class owns
``apply_action`` and calls the game's ``_apply_action``.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from ..frontend.inputs import Input
    from ..render.options import PictureOptions
    from ..render.svg_grid import SvgGrid
    from .events import Event
    from .values import Chance, Outcome

__all__ = [
    "EffectsModule",
    "FrontendModule",
    "JsonModule",
    "MovesModule",
    "NativeModule",
    "PlayoutModule",
    "PositionModule",
    "RenderModule",
    "RulesModule",
    "ScoringModule",
    "StateModule",
    "SymmetryModule",
    "TextModule",
]

S = TypeVar("S")
M = TypeVar("M")
R = TypeVar("R")
P = TypeVar("P")
S_in = TypeVar("S_in", contravariant=True)
R_in = TypeVar("R_in", contravariant=True)
M_co = TypeVar("M_co", covariant=True)
M_in = TypeVar("M_in", contravariant=True)


class StateModule(Protocol[S, R_in]):
    """``state.py``: the game's ``Rules``, its state class, and who is to move."""

    def new_game(self, rules: R_in | None = None, /) -> S:
        """The position before the first move (default rules if ``None``)."""

    def ply(self, state: S, /) -> int:
        """How many moves (record tokens) led to ``state``."""

    def to_move(self, state: S, /) -> int | Chance | None:
        """The seat to move, :data:`~islands_rules.CHANCE` at a chance node, ``None`` once over."""

    def player_names(self, rules: R_in, /) -> tuple[str, ...]:
        """Every player's name under ``rules``, lower case, in seat order at the start."""

    def seat_names(self, state: S, /) -> tuple[str, ...]:
        """The name each seat goes by in ``state``."""


class RulesModule(Protocol[S, M, P]):
    """``rules.py``: every numbered rule of a turn, judged in one place."""

    def legal_moves(self, state: S, /) -> tuple[M, ...]:
        """Every legal move (at a chance node: every outcome), each once, in the game's order."""

    def judge(self, state: S, move: M, /) -> str | P:
        """Why ``move`` may not be played, naming the rule (a ``str``); if it may, whatever
        :meth:`apply` needs besides the move (a plan: what judging found, never found twice)."""

    def apply(self, state: S, move: M, plan: P, /) -> S:
        """The position after the legal ``move``, given the plan :meth:`judge` made."""

    def chance_outcomes(self, state: S, /) -> tuple[tuple[M, int], ...]:
        """At a chance node, each outcome with its positive integer weight; elsewhere ``()``."""


class MovesModule(Protocol[M_co]):
    """``moves.py``: the move values and their notation."""

    def parse_move(self, text: str, /) -> M_co:
        """The move a token of the notation names.

        :raises NotationError: if ``text`` is no move of the game.
        """


class ScoringModule(Protocol[S_in]):
    """``scoring.py``: points, the result and the figures shown beside the board."""

    def outcome(self, state: S_in, /) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    def summary(self, state: S_in, /) -> dict[str, dict[str, int]]:
        """Each player's figures keyed by player name in seat order: ``points`` first."""

    def describe(self, state: S_in, /) -> list[str]:
        """The lines ``islands-rules show`` prints under the picture."""

    def report(self, state: S_in, /) -> dict[str, Any]:
        """Fields the game adds to a ``validate --json`` report (such as ``phase``)."""


class PlayoutModule(Protocol[S, M_co]):
    """``playout.py``: random play, as fast as the game can draw it."""

    def random_move(self, state: S, rng: random.Random, /) -> M_co:
        """A legal move drawn uniformly (at a chance node: an outcome by its weight)."""

    def playout(self, state: S, rng: random.Random, /) -> S:
        """The end of the game played on from ``state`` with random moves."""


class JsonModule(Protocol[S]):
    """``jsondata.py``: the state as JSON-safe data and back."""

    def state_to_dict(self, state: S, /) -> dict[str, Any]:
        """``state`` as JSON-safe data."""

    def state_from_dict(self, data: Mapping[str, Any], /) -> S:
        """The state that ``data`` describes.

        :raises RecordError: if ``data`` is no such state; the message names the key.
        """


class FrontendModule(Protocol[S_in, M]):
    """``frontend.py``: the game's clicks (the front-end kit derives the rest)."""

    def cell_contents(self, state: S_in, /) -> dict[str, str | None]:
        """Every cell named as clicks name it, with what is on it in the game's words."""

    def move_inputs(self, state: S_in, move: M, /) -> tuple[tuple[Input, ...], ...]:
        """Every sequence of clicks that enters the legal ``move``."""

    def inputs_move(self, state: S_in, inputs: tuple[Input, ...], /) -> M | None:
        """The move, legal or not, that ``inputs`` describe, or ``None``."""

    def why_input_refused(self, state: S_in, chosen: tuple[Input, ...], refused: Input, /) -> str | None:
        """Why no legal move goes on from ``chosen`` with ``refused``, naming the rule."""


class TextModule(Protocol[S_in]):
    """``text.py``: the text picture."""

    @property
    def TEXT_OPTIONS(self) -> Mapping[str, Any]:
        """The options ``render_text`` takes, each with its default (the shared ones included)."""

    def render_text(self, state: S_in, options: PictureOptions, /) -> str:
        """The text picture of ``state`` drawn with the checked ``options``."""


class RenderModule(Protocol[S_in]):
    """``render.py``: the SVG picture and where it puts each cell."""

    @property
    def SVG_OPTIONS(self) -> Mapping[str, Any]:
        """The options ``svg`` and ``svg_grid`` take, each with its default."""

    def svg(self, state: S_in, options: PictureOptions, /) -> str:
        """The SVG picture of ``state`` drawn with the checked ``options``."""

    def svg_grid(self, state: S_in, options: PictureOptions, /) -> SvgGrid:
        """Where :meth:`svg` with the same ``options`` puts each cell."""


class PositionModule(Protocol[S]):
    """``position.py``: the whole position as one line of printable ASCII, and back."""

    def position_text(self, state: S, /) -> str:
        """``state`` as its position string; equal positions give equal strings."""

    def read_position(self, text: str, /) -> S:
        """The position ``text`` describes.

        :raises PositionError: if ``text`` is no position string of the game, or describes a
            position that cannot occur; the message says what is wrong and where in the text.
        """


class EffectsModule(Protocol[S_in, M_in]):
    """``effects.py``: what a move did, in the order it happened."""

    def effects(self, before: S_in, move: M_in, after: S_in, /) -> tuple[Event, ...]:
        """The events of the legal ``move`` that led from ``before`` to ``after``, the
        end-of-game scoring included where ``move`` ends the game."""


class NativeModule(Protocol[S_in]):
    """``native.py``: the optional compiled engine (the distribution ``islands-rules-native``),
    a second implementation of the rules checked move for move against the pure-Python one.

    :class:`~islands_rules.Game` takes it as a dotted path (``native="islands_rules.ponte.native"``)
    and imports it on first use, since the module imports the game's ``game.py``. Nothing
    uses it unless asked: see :meth:`~islands_rules.Game.has_native` and
    :meth:`~islands_rules.Game.native_playout_returns`.
    """

    def available(self) -> bool:
        """Whether the compiled core is installed and matches this version of the library."""

    def why_unavailable(self) -> str | None:
        """Why the compiled core cannot be used, with how to install it; ``None`` if it can."""

    def playout_returns(self, state: S_in, seed: int, /) -> tuple[float, ...]:
        """The returns per seat (as :class:`Outcome.returns <islands_rules.Outcome>`) of
        the game played on from ``state`` to its end with uniformly random legal moves (chance
        by its weights), drawn from the compiled core's own generator seeded with ``seed``:
        the same state and seed give the same returns. A finished ``state`` gives its own.

        :raises NativeUnavailableError: if the compiled core is not installed.
        :raises UnknownGameError: if ``state`` is not a state of the game.
        :raises IslandsRulesError: if ``seed`` is not an int.
        """


class SymmetryModule(Protocol[S, M]):
    """``symmetry.py``: the symmetries of the board, each mapping a position to an equivalent one.

    Symmetry ``k`` (``0 <= k < symmetry_count(state)``, ``0`` the identity) maps every state
    to its image, and every legal move of a state to the legal move of the image that leads
    to the image of the move's result; the result rules give each player the same result in
    both. The count depends on the rules only (on a square board 8, fewer on a rectangle).
    """

    def symmetry_count(self, state: S, /) -> int:
        """How many symmetries the board of ``state`` has under its rules (at least 1)."""

    def map_state(self, state: S, symmetry: int, /) -> S:
        """The image of ``state`` under symmetry number ``symmetry``."""

    def map_move(self, state: S, move: M, symmetry: int, /) -> M:
        """The image of ``move`` (played in ``state``) under symmetry number ``symmetry``."""

    def canonical_key(self, state: S, /) -> Hashable:
        """One key for ``state`` and all its images: states with equal keys have the same
        value for the player to move (the key may leave out what cannot change the result)."""
