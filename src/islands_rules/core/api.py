"""One call, any game: the generic functions find a state's game and ask it.

>>> import islands_rules as ir
>>> state = ir.play(ir.new_game("ponte"), "c3,e5")
>>> ir.to_move(state), ir.is_legal(state, "swap")
(1, True)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .chance import draw_outcome
from .errors import IllegalMoveError, UnknownGameError
from .protocol import Chance, Outcome, expect_rng
from .registry import DEFAULT_GAME, game_of, game_of_state, load_game

if TYPE_CHECKING:
    from ..render.svg_grid import SvgGrid
    from .events import Event

__all__ = [
    "draw_chance",
    "effects",
    "is_legal",
    "legal_moves",
    "new_game",
    "outcome",
    "play",
    "playout",
    "position_text",
    "random_move",
    "read_position",
    "render_text",
    "summary",
    "svg",
    "svg_grid",
    "to_move",
    "why_illegal",
]


def new_game(game: Any = None) -> Any:
    """A new game: ``game`` is a game's name (its default rules), a game's ``Rules``, or
    ``None`` for Ponte del Diavolo with its default rules.

    >>> import islands_rules as ir
    >>> ir.new_game().rules
    Rules(board_size=10, tiles_per_colour=40, bridges=15)
    >>> ir.new_game(ir.ponte.Rules(board_size=6)).rules.board_size
    6

    :raises UnknownGameError: for a name that is no game, or a value that is no game's rules.
    """
    if game is None or isinstance(game, str):
        return load_game(DEFAULT_GAME if game is None else game).new_game()
    owner = game_of(game)
    if not isinstance(game, owner.rules_class):
        raise UnknownGameError(f"expected a game's name or Rules, got {type(game).__name__}")
    return owner.new_game(game)


def to_move(state: Any) -> int | Chance | None:
    """The seat to move (seat 0 moved first), :data:`~islands_rules.CHANCE` at a chance
    node, or ``None`` once the game is over.

    >>> import islands_rules as ir
    >>> ir.to_move(ir.new_game())
    0
    """
    return game_of_state(state).to_move(state)


def legal_moves(state: Any) -> tuple[Any, ...]:
    """Every legal move in ``state``, each once, in its game's documented order.

    >>> import islands_rules as ir
    >>> len(ir.legal_moves(ir.new_game(ir.ponte.Rules(board_size=4))))
    120
    """
    return game_of_state(state).legal_moves(state)


def why_illegal(state: Any, move: Any) -> str | None:
    """Why ``move`` (a move or its notation) may not be played in ``state``, naming the
    rule; ``None`` if it may.

    >>> import islands_rules as ir
    >>> ir.why_illegal(ir.new_game(), "swap")
    "swap is only allowed on dark's first turn, right after light's opening (R5)"

    :raises NotationError: if ``move`` is text that is no move of the game.
    """
    return game_of_state(state).why_illegal(state, move)


def is_legal(state: Any, move: Any) -> bool:
    """Whether ``move`` (a move or its notation) may be played in ``state``.

    >>> import islands_rules as ir
    >>> ir.is_legal(ir.new_game(), "c3,e5"), ir.is_legal(ir.new_game(), "pass")
    (True, False)

    :raises NotationError: if ``move`` is text that is no move of the game.
    """
    return game_of_state(state).why_illegal(state, move) is None


def play(state: Any, move: Any) -> Any:
    """The position after ``move`` (a move or its notation); ``state`` itself is unchanged.

    >>> import islands_rules as ir
    >>> ir.play(ir.new_game(), "c3,e5").ply
    1

    :raises IllegalMoveError: if the move is not legal; its ``reason`` names the rule.
    :raises NotationError: if ``move`` is text that is no move of the game.
    """
    return game_of_state(state).play(state, move)


def outcome(state: Any) -> Outcome | None:
    """How the game ended, or ``None`` while it goes on.

    >>> import islands_rules as ir
    >>> ir.outcome(ir.new_game()) is None
    True
    """
    return game_of_state(state).outcome(state)


def summary(state: Any) -> dict[str, dict[str, int]]:
    """Each player's score as JSON-safe data, keyed by player name: ``points`` and the
    game's own figures.

    >>> import islands_rules as ir
    >>> ir.summary(ir.new_game())
    {'light': {'points': 0, 'islands': 0, 'bridges': 0}, 'dark': {'points': 0, 'islands': 0, 'bridges': 0}}
    """
    return game_of_state(state).summary(state)


def random_move(state: Any, rng: random.Random) -> Any:
    """A legal move drawn uniformly at random with ``rng`` (at a chance node: an outcome by
    its weight), as fast as the game can draw it.

    >>> import random
    >>> import islands_rules as ir
    >>> state = ir.new_game(ir.ponte.Rules(board_size=6))
    >>> ir.random_move(state, random.Random(7)) in ir.legal_moves(state)
    True

    :raises IslandsRulesError: if the game is over, so no move is legal.
    """
    return game_of_state(state).random_move(state, expect_rng(rng))


def draw_chance(state: Any, rng: random.Random) -> Any:
    """At a chance node, one outcome drawn with ``rng`` by its weight, and nothing more: the
    draw a front-end makes before the player chooses what to do with it. (A game's
    :func:`random_move` may play a whole turn from a chance node, as Islands does.)

    >>> import random
    >>> import islands_rules as ir
    >>> state = ir.new_game("islands")
    >>> drawn = ir.draw_chance(state, random.Random(2))
    >>> drawn in ir.legal_moves(state), ir.to_move(ir.play(state, drawn))
    (True, 0)

    :raises IllegalMoveError: if ``state`` is no chance node.
    """
    game = game_of_state(state)
    outcomes = game.chance_outcomes(state)
    if not outcomes:
        raise IllegalMoveError(None, "nothing is drawn now: this is no chance node", game.ply(state) + 1)
    return draw_outcome(outcomes, expect_rng(rng))


def playout(state: Any, rng: random.Random) -> Any:
    """The final state of the game played on from ``state`` with :func:`random_move` at every turn.

    >>> import random
    >>> import islands_rules as ir
    >>> ir.to_move(ir.playout(ir.new_game(), random.Random(1))) is None
    True
    """
    return game_of_state(state).playout(state, expect_rng(rng))


def render_text(state: Any, **options: Any) -> str:
    """A text picture of ``state``. Every game takes ``highlight``, ``selected``,
    ``last_move`` and ``unicode`` (see :meth:`~islands_rules.Game.render_text`); the other
    options are its game's (see each game's ``render_text``).

    >>> import islands_rules as ir
    >>> print(ir.render_text(ir.new_game(ir.ponte.Rules(board_size=4))))
    4 . . . .
    3 . . . .
    2 . . . .
    1 . . . .
      a b c d
    bridges: light -; dark -
    >>> print(ir.render_text(ir.new_game(ir.ponte.Rules(board_size=4)), highlight=["b3"], selected=["c1"]))
    4 . . . .
    3 .*. . .
    2 . . . .
    1 . .>. .
      a b c d
    bridges: light -; dark -
    marks left of a cell: > selected, * highlighted

    :raises RenderError: for options the picture cannot honour.
    """
    return game_of_state(state).render_text(state, **options)


def svg(state: Any, **options: Any) -> str:
    """An SVG picture of ``state`` (Jupyter shows it); the options are its game's (see each
    game's ``svg``).

    >>> import islands_rules as ir
    >>> ir.svg(ir.new_game()).startswith("<svg")
    True

    :raises RenderError: for options the picture cannot honour.
    """
    return game_of_state(state).svg(state, **options)


def svg_grid(state: Any, **options: Any) -> SvgGrid:
    """Where :func:`svg` drawn with the same ``options`` puts each cell of ``state``'s board:
    the square of a cell in pixels, and the cell under a point of the picture (what a click
    there chose), the same way for every game.

    >>> import islands_rules as ir
    >>> grid = ir.svg_grid(ir.new_game(), size=400)
    >>> grid.box("a1"), grid.cell_at(30, 370), grid.cell_at(5, 5)
    ((18.18, 345.45, 36.36), 'a1', None)
    >>> ir.svg_grid(ir.new_game("lsd"), size=None).box("0,0")
    (62.0, 62.0, 40.0)

    :raises RenderError: for options the picture cannot honour.
    """
    return game_of_state(state).svg_grid(state, **options)


def position_text(state: Any) -> str:
    """The whole position as one line of printable ASCII, like chess's FEN: the board, what
    is in hand or in the supply, the scores, whose turn, the ply. Each game's notation page
    documents its form; :func:`read_position` reads it back.

    >>> import islands_rules as ir
    >>> ir.position_text("c3,e5")
    Traceback (most recent call last):
    ...
    islands_rules.UnknownGameError: expected a state of a game of islands_rules, got str

    :raises PositionError: if the game has no position strings.
    :raises UnknownGameError: if ``state`` is no state of a registered game.
    """
    return game_of_state(state).position_text(state)


def read_position(text: str, game: str = DEFAULT_GAME) -> Any:
    """The position of the game called ``game`` that ``text`` describes.

    >>> import islands_rules as ir
    >>> ir.read_position(42, game="lsd")
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: a position string is text, got int

    :raises PositionError: if ``text`` is no position string of the game, or describes a
        position that cannot occur; the message says what is wrong and where in the text.
    :raises UnknownGameError: if there is no game called ``game``.
    """
    return load_game(game).read_position(text)


def effects(state: Any, move: Any) -> tuple[Event, ...]:
    """What playing ``move`` (a move or its notation) in ``state`` does, as frozen
    :class:`~islands_rules.Event` values in the order it happens: tiles placed, captures,
    points scored (``kind == "score"``), the end of the game and its final scoring.

    >>> import islands_rules as ir
    >>> ir.effects(ir.new_game(), "pass")
    Traceback (most recent call last):
    ...
    islands_rules.IllegalMoveError: illegal move pass at ply 1: light can still place two tiles, ...

    :raises IllegalMoveError: if the move is not legal; its ``reason`` names the rule.
    :raises NotationError: if ``move`` is text that is no move of the game.
    """
    return game_of_state(state).effects(state, move)
