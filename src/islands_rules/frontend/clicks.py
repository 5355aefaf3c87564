"""Clicks to moves, for any game: what may be clicked first, what next, and the move made.

Each game says how its moves are entered, as ordered sequences of
:class:`~islands_rules.Input` (:meth:`Game.move_inputs
<islands_rules.Game.move_inputs>`); everything here is derived from the legal moves and
those sequences, so it never disagrees with the rules. At a chance node and once the game
is over nothing may be clicked: the front-end draws the chance outcome
(:func:`~islands_rules.random_move`) or shows the end.

>>> import islands_rules as ir
>>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,c3")
>>> ir.next_inputs(state)[:3]
(Input('cell', 'a2'), Input('cell', 'a3'), Input('cell', 'a4'))
>>> ir.move_for_inputs(state, ["cell:e5"]) is None  # not yet: a pair needs its second cell
True
>>> ir.move_for_inputs(state, ["cell:e5", "cell:d5"])
PlaceTiles('d5', 'e5')
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import attrs

from ..core.errors import IllegalMoveError, IslandsRulesError, NotationError, shown
from ..core.protocol import Game
from ..core.registry import game_of_state
from .inputs import Input, as_input

__all__ = ["input_sequences", "move_for_inputs", "next_inputs", "why_input_refused"]


@attrs.frozen
class _Table:
    """The legal moves of one state indexed by their input sequences."""

    moves: dict[tuple[Input, ...], Any]
    """Each complete sequence and the move it enters."""
    following: dict[tuple[Input, ...], dict[Input, None]]
    """Each proper prefix of a sequence and the inputs that may follow it, in move order."""
    ambiguous: frozenset[tuple[Input, ...]]
    """Complete sequences that enter two moves or start a longer one: a game's mistake,
    which the conformance tests look for; refused rather than guessed at."""


@lru_cache(maxsize=8)
def _table(game: Game[Any, Any, Any], state: Any) -> _Table:
    moves: dict[tuple[Input, ...], Any] = {}
    following: dict[tuple[Input, ...], dict[Input, None]] = {}
    ambiguous: set[tuple[Input, ...]] = set()
    if isinstance(game.to_move(state), int):
        for move in game.legal_moves(state):
            for sequence in game.move_inputs(state, move):
                if moves.setdefault(sequence, move) != move:
                    ambiguous.add(sequence)
                for length in range(len(sequence)):
                    following.setdefault(sequence[:length], {})[sequence[length]] = None
    ambiguous.update(sequence for sequence in moves if sequence in following)
    return _Table(moves, following, frozenset(ambiguous))


def _chosen(chosen: Iterable[Input | str]) -> tuple[Input, ...]:
    if isinstance(chosen, (str, Input)) or not isinstance(chosen, (list, tuple)):
        raise NotationError(f"the inputs chosen must be a list or tuple of inputs, got {shown(chosen)}")
    return tuple(as_input(value) for value in chosen)


def next_inputs(state: Any, chosen: Iterable[Input | str] = ()) -> tuple[Input, ...]:
    """The inputs that may be clicked after those ``chosen`` (from the first click if none),
    each once, in the order of the legal moves they lead to; ``()`` when ``chosen`` already
    makes a move, leads to none, or nobody is to move.

    >>> import islands_rules as ir
    >>> rules = ir.ponte.Rules(board_size=5)
    >>> state = ir.ponte.setup_position(rules=rules, light=["a1", "c3"], dark=["e1", "e2"])
    >>> ir.next_inputs(state, ["cell:a1"])  # a light tile: the other ends of its bridges
    (Input('cell', 'c3'),)
    >>> len(ir.next_inputs(state, ["cell:e5"]))  # an empty cell: the partners of a pair
    20

    :raises NotationError: if ``chosen`` is not a list or tuple of inputs or their text.
    """
    game = game_of_state(state)
    return tuple(_table(game, state).following.get(_chosen(chosen), ()))


def move_for_inputs(state: Any, chosen: Iterable[Input | str]) -> Any:
    """The legal move the inputs ``chosen`` enter, or ``None`` while they are the start of
    one or more moves and more must be clicked.

    >>> import islands_rules as ir
    >>> rules = ir.ponte.Rules(board_size=5)
    >>> state = ir.ponte.setup_position(rules=rules, light=["a1", "c3"], dark=["e1", "e2"])
    >>> ir.move_for_inputs(state, ["cell:c3", "cell:a1"])  # the clicks decide: a bridge
    BuildBridge('a1', 'c3')

    :raises IllegalMoveError: if no legal move starts with ``chosen``; the reason says why.
    :raises NotationError: if ``chosen`` is not a list or tuple of inputs or their text.
    """
    game = game_of_state(state)
    inputs = _chosen(chosen)
    table = _table(game, state)
    if inputs in table.ambiguous:
        raise IslandsRulesError(f"{_words(inputs)} enters more than one move of {game.title}")
    if inputs in table.moves:
        return table.moves[inputs]
    if inputs in table.following:
        return None
    reason = why_input_refused(state, inputs[:-1], inputs[-1]) if inputs else None
    raise IllegalMoveError(_words(inputs), reason or "nothing may be clicked now", game.ply(state) + 1)


def why_input_refused(state: Any, chosen: Iterable[Input | str], refused: Input | str) -> str | None:
    """Why ``refused`` may not be clicked after the inputs ``chosen``, in words and naming the
    rule where the game can, or ``None`` if it may.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     light=["a1", "a2", "b1", "c3"], dark=["e1", "e2", "d4", "d5"], rules=ir.ponte.Rules(board_size=5)
    ... )
    >>> ir.why_input_refused(state, [], "cell:b2")
    'b2: the new island a1 a2 b1 b2 would touch c3 diagonally (distance rule, R9)'
    >>> ir.why_input_refused(state, [], "cell:e5") is None
    True

    :raises NotationError: if an input is neither an :class:`~islands_rules.Input`
        nor its text.
    """
    game = game_of_state(state)
    inputs, click = _chosen(chosen), as_input(refused)
    table = _table(game, state)
    if click in table.following.get(inputs, ()):
        return None
    if game.to_move(state) is None:
        return "the game is over"
    if not isinstance(game.to_move(state), int):
        return "a chance outcome is drawn now, not chosen"
    if inputs and inputs not in table.following:
        return f"no legal move of {game.title} starts with {_words(inputs)}"
    reason = game.why_input_refused(state, inputs, click)
    if reason is not None:
        return reason
    described = game.inputs_move(state, (*inputs, click))
    reason = None if described is None else game.why_illegal(state, described)
    if reason is not None:
        return reason
    after = f" after {_words(inputs)}" if inputs else ""
    return f"no legal move of {game.title} goes on with {_words((click,))}{after}"


def _words(inputs: tuple[Input, ...]) -> str:
    """Clicks as a player names them: a cell by its name (``c3``), an action by its word
    (``pass``), any other choice as its kind and value (``advance 3``), joined by commas."""
    return ", ".join(
        click.value if click.is_cell or click.kind == "action" else f"{click.kind} {click.value}"
        for click in inputs
    )


def input_sequences(state: Any) -> tuple[tuple[tuple[Input, ...], Any], ...]:
    """Every complete input sequence of ``state`` with the legal move it enters, in the order
    of the legal moves: the whole table a client needs to turn clicks into moves itself.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(ir.ponte.Rules(board_size=4)), "a1,c3")
    >>> inputs, move = ir.input_sequences(state)[-1]
    >>> [str(click) for click in inputs], move
    (['action:swap'], Swap())
    """
    game = game_of_state(state)
    return tuple(_table(game, state).moves.items())
