"""The pictures :mod:`islands_rules.lsd` exports: the core's, keeping LSD's promise that a
picture of anything but an LSD state is a :class:`~islands_rules.RenderError`, as every
other argument a picture cannot draw is (the generic :func:`islands_rules.svg` says
:class:`~islands_rules.UnknownGameError`, as it has no game to name)."""

from __future__ import annotations

from typing import Any

from ..core.errors import RenderError, UnknownGameError
from ..render.svg_grid import SvgGrid
from .game import GAME
from .state import GameState

__all__ = ["render_text", "svg", "svg_grid"]


def _picture_state(state: object) -> GameState:
    try:
        return GAME.check_state(state)
    except UnknownGameError as error:  # reported as the picture's
        raise RenderError(str(error)) from None


def render_text(state: GameState, **options: Any) -> str:
    """The field as a text diagram, as on the rules page (``str(state)``); the options are
    those of :data:`islands_rules.lsd.text.TEXT_OPTIONS`, drawn by
    :func:`islands_rules.lsd.text.render_text`.

    >>> from islands_rules import lsd
    >>> print(lsd.render_text(lsd.play(lsd.new_game(), "e+@0,0"), status=False))
    0 R+
       0

    :raises RenderError: if ``state`` is not an LSD state, an option is of the wrong type or
        one it does not take, or a cell cannot be read.
    """
    return GAME.render_text(_picture_state(state), **options)


def svg(state: GameState, **options: Any) -> str:
    """The field as a standalone SVG document (``_repr_svg_`` in Jupyter); the options are
    those of :data:`islands_rules.lsd.render.SVG_OPTIONS`, drawn by
    :func:`islands_rules.lsd.render.svg`.

    >>> from islands_rules import lsd
    >>> lsd.svg(lsd.new_game(), size=200).startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True

    :raises RenderError: if ``state`` is not an LSD state, an option is of the wrong type or
        out of range, an unknown colour key, or a cell that cannot be read.
    """
    return GAME.svg(_picture_state(state), **options)


def svg_grid(state: GameState, **options: Any) -> SvgGrid:
    """Where :func:`svg` drawn with the same options puts each cell of the field: the
    smallest rectangle holding every tile, the last captures and the marked cells, with
    ``border`` cells around, north up; ask again after every move, as the field grows.

    >>> from islands_rules import lsd
    >>> lsd.svg_grid(lsd.play(lsd.new_game(), "e+@0,0"), size=None).cell_at(85, 85)
    '0,0'

    :raises RenderError: if ``state`` is not an LSD state, or for an option :func:`svg` refuses.
    """
    return GAME.svg_grid(_picture_state(state), **options)
