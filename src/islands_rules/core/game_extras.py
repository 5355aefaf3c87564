"""The optional and front-end parts of the game protocol: clicks, position strings and move
effects, symmetries, the native engine. :class:`~islands_rules.Game` inherits them from
:class:`GameExtras`, which holds the steps that only forward to a game's optional modules (or
its front-end module), so that ``protocol.py`` keeps the steps every game must provide.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable
from typing import TYPE_CHECKING, Generic, TypeVar

from .errors import NativeUnavailableError, NotationError, PositionError, shown

if TYPE_CHECKING:  # the hooks only type the declaration: not imported at run time
    from ..frontend.inputs import Input
    from .events import Event
    from .hooks import (
        EffectsModule,
        FrontendModule,
        NativeModule,
        PlayoutModule,
        PositionModule,
        SymmetryModule,
    )

__all__ = ["GameExtras"]

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")


class GameExtras(Generic[StateT, MoveT]):
    """The part of :class:`~islands_rules.Game` that forwards to a game's front-end module and
    its optional modules (``position``, ``effects``, ``symmetry``, ``native``); not used alone.

    >>> import islands_rules as ir
    >>> isinstance(ir.load_game("lsd"), GameExtras)
    True
    """

    title: str
    _frontend: FrontendModule[StateT, MoveT]
    _position: PositionModule[StateT] | None
    _effects: EffectsModule[StateT, MoveT] | None
    _symmetry: SymmetryModule[StateT, MoveT] | None
    _native_path: str | None
    _native: tuple[NativeModule[StateT] | None, str] | None
    _playout: PlayoutModule[StateT, MoveT]

    if TYPE_CHECKING:  # provided by Game

        def check_state(self, state: object) -> StateT: ...

        def read_move(self, move: MoveT | str) -> MoveT: ...

        def play(self, state: StateT, move: MoveT | str) -> StateT: ...

    # ------------------------------------------------------------------ clicks (a front-end's inputs)

    def move_inputs(self, state: StateT, move: MoveT) -> tuple[tuple[Input, ...], ...]:
        """Every sequence of clicks that enters the legal ``move`` in ``state``, each an ordered
        tuple of :class:`~islands_rules.Input`. :mod:`islands_rules.frontend.clicks` derives
        what may be clicked from these; no complete sequence may enter two moves, nor start a
        longer one."""
        return self._frontend.move_inputs(self.check_state(state), self.read_move(move))

    def inputs_move(self, state: StateT, inputs: tuple[Input, ...]) -> MoveT | None:
        """The move, legal or not, that ``inputs`` describe, or ``None`` if they describe none;
        the front-end kit asks :meth:`why_illegal` about it to explain a refused click."""
        return self._frontend.inputs_move(self.check_state(state), _inputs(inputs, "inputs"))

    def why_input_refused(self, state: StateT, chosen: tuple[Input, ...], refused: Input) -> str | None:
        """Why no legal move goes on from the inputs ``chosen`` with ``refused``, in the game's
        words and naming the rule, or ``None`` to let the front-end kit say so in general terms."""
        (click,) = _inputs((refused,), "refused")
        return self._frontend.why_input_refused(self.check_state(state), _inputs(chosen, "chosen"), click)

    def cell_contents(self, state: StateT) -> dict[str, str | None]:
        """Every cell of the board, named as :meth:`move_inputs` names cells, with what is on it
        in the game's words (``None`` if empty), in the game's order; where the board grows
        without bounds, the cells with tiles and the empty cells beside them."""
        return self._frontend.cell_contents(self.check_state(state))

    # ------------------------------------------------------------------ positions and effects

    def position_text(self, state: StateT) -> str:
        """The whole position as one line of printable ASCII (like chess's FEN): equal
        positions give equal strings, and :meth:`read_position` reads it back.

        :raises PositionError: if the game has no position strings.
        """
        return self._positions().position_text(self.check_state(state))

    def read_position(self, text: str) -> StateT:
        """The position a string of :meth:`position_text` describes.

        :raises PositionError: if ``text`` is no position string of the game, or describes a
            position that cannot occur; the message says what and where in the text.
        """
        if not isinstance(text, str):
            raise PositionError(f"a position string is text, got {type(text).__name__}")
        return self._positions().read_position(text)

    def _positions(self) -> PositionModule[StateT]:
        if self._position is None:
            raise PositionError(f"{self.title} has no position strings")
        return self._position

    def effects(self, state: StateT, move: MoveT | str) -> tuple[Event, ...]:
        """What playing ``move`` in ``state`` does, as :class:`~islands_rules.Event` values in
        the order it happens, the end-of-game scoring included when the move ends the game.

        :raises IllegalMoveError: if the move is not legal (its ``reason`` names the rule).
        :raises NotationError: if ``move`` is text that is not a move of the game.
        :raises PositionError: if the game does not say what its moves do.
        """
        move = self.read_move(move)
        after = self.play(state, move)  # an illegal move is refused first, naming its rule
        if self._effects is None:
            raise PositionError(f"{self.title} does not describe what its moves do")
        return self._effects.effects(state, move, after)

    # ------------------------------------------------------------------ symmetries

    def symmetry_count(self, state: StateT) -> int:
        """How many symmetries the board of ``state`` has (1, the identity, for a game that
        declares none); see :class:`~islands_rules.core.hooks.SymmetryModule`.

        >>> import islands_rules as ir
        >>> ir.load_game("ponte").symmetry_count(ir.new_game("ponte"))
        8
        """
        state = self.check_state(state)
        return 1 if self._symmetry is None else self._symmetry.symmetry_count(state)

    def map_state(self, state: StateT, symmetry: int) -> StateT:
        """The image of ``state`` under symmetry number ``symmetry`` (0 is the identity).

        :raises PositionError: if the board has no such symmetry.
        """
        state = self._check_symmetry(state, symmetry)
        return state if self._symmetry is None else self._symmetry.map_state(state, symmetry)

    def map_move(self, state: StateT, move: MoveT | str, symmetry: int) -> MoveT:
        """The image of ``move``, played in ``state``, under symmetry number ``symmetry``: a
        legal move of :meth:`map_state`'s image.

        >>> import islands_rules as ir
        >>> ponte = ir.load_game("ponte")
        >>> str(ponte.map_move(ponte.new_game(), "a1,b3", 1))
        'h2,j1'

        :raises PositionError: if the board has no such symmetry.
        :raises NotationError: if ``move`` is text that is no move of the game.
        """
        state, move = self._check_symmetry(state, symmetry), self.read_move(move)
        return move if self._symmetry is None else self._symmetry.map_move(state, move, symmetry)

    def canonical_key(self, state: StateT) -> Hashable:
        """One hashable key for ``state`` and all its symmetric images; states with equal keys
        have the same value for the player to move (the state itself where the game declares
        no symmetries).

        >>> import islands_rules as ir
        >>> ponte = ir.load_game("ponte")
        >>> a, b = (ponte.play(ponte.new_game(), move) for move in ("a1,b2", "j10,i9"))
        >>> ponte.canonical_key(a) == ponte.canonical_key(b)
        True
        """
        state = self.check_state(state)
        return state if self._symmetry is None else self._symmetry.canonical_key(state)

    def _check_symmetry(self, state: object, symmetry: object) -> StateT:
        checked = self.check_state(state)
        if type(symmetry) is not int or not 0 <= symmetry < self.symmetry_count(checked):
            raise PositionError(
                f"{self.title}: the board has symmetries 0 to {self.symmetry_count(checked) - 1}, "
                f"got {shown(symmetry)}"
            )
        return checked

    # ------------------------------------------------------------------ speed (optional)

    @property
    def draws_by_choice(self) -> bool:
        """Whether :meth:`~islands_rules.Game.random_move` draws at a player's turn exactly as
        ``rng.choice(legal_moves(state))`` does: the same move, and the same numbers taken from
        ``rng``. A game's ``playout`` module promises it with ``DRAWS_BY_CHOICE = True`` (the
        conformance tests hold it to that), so a search that keeps a position's listed moves
        may draw from them itself and find what ``random_move`` would have found.

        >>> import islands_rules as ir
        >>> ir.load_game("lsd").draws_by_choice, ir.load_game("ponte").draws_by_choice
        (True, False)
        """
        return getattr(self._playout, "DRAWS_BY_CHOICE", False) is True

    def has_native(self) -> bool:
        """Whether this game declares a native engine and its compiled core is installed
        (``python3 -m pip install ./native`` from a checkout). Nothing in the library uses it
        unless asked (``MCTSBot(native=True)``, :meth:`native_playout_returns`).

        >>> import islands_rules as ir
        >>> ponte = ir.load_game("ponte")
        >>> ponte.has_native() == ir.ponte.native.available()
        True
        """
        return self._native_engine()[0] is not None

    def native_playout_returns(self, state: StateT, seed: int) -> tuple[float, ...]:
        """The returns per seat (as :class:`Outcome.returns <islands_rules.Outcome>`)
        of the game played on from ``state`` to its end by the native engine, every move
        drawn uniformly (chance by its weights) from its own generator seeded with ``seed``:
        what a search's random playout needs, without building the states.

        >>> import islands_rules as ir
        >>> ponte = ir.load_game("ponte")
        >>> state = ponte.new_game(ir.ponte.Rules(board_size=6))
        >>> if ponte.has_native():
        ...     assert ponte.native_playout_returns(state, 5) == ponte.native_playout_returns(state, 5)

        :raises NativeUnavailableError: if the game has no native engine or the extension is
            not installed; the message says which, and how to install it.
        :raises IslandsRulesError: if ``seed`` is not an int.
        """
        state = self.check_state(state)
        module, why = self._native_engine()
        if module is None:
            raise NativeUnavailableError(why)
        return module.playout_returns(state, seed)

    def _native_engine(self) -> tuple[NativeModule[StateT] | None, str]:
        """The native module (imported on first use) and ``""``, or ``None`` and why not."""
        if self._native is None:
            self._native = self._find_native()
        return self._native

    def _find_native(self) -> tuple[NativeModule[StateT] | None, str]:
        if self._native_path is None:
            return None, f"{self.title} has no native engine"
        try:
            module: NativeModule[StateT] = importlib.import_module(self._native_path)
        except ImportError as error:
            return None, f"{self.title}'s native engine cannot be imported ({error})"
        if not module.available():
            return None, module.why_unavailable() or f"{self.title}'s native engine is not available"
        return module, ""


def _inputs(value: object, name: str) -> tuple[Input, ...]:
    """``value`` as a tuple of clicks, once checked to be a sequence of them.

    :raises NotationError: otherwise.
    """
    from ..frontend.inputs import Input  # the front-end kit imports the core: not at import time

    if isinstance(value, tuple | list) and all(isinstance(click, Input) for click in value):
        return tuple(value)
    raise NotationError(f"{name} must be a tuple of Input clicks, got {type(value).__name__}")
