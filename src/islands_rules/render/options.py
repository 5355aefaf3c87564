"""The options of a picture, checked once for every picture of every game.

Each game's ``text.py`` and ``render.py`` declare the options their pictures take, with
their defaults (``TEXT_OPTIONS``, ``SVG_OPTIONS``); :func:`picture_options` checks what a
caller gave against that declaration and hands the picture one frozen
:class:`PictureOptions`. The options every game shares are checked here, the same way for
all: ``highlight`` and ``selected`` (lists of cells), ``last_move``, ``unicode``, ``size``,
``flipped``, ``coordinates`` and ``colours``. A game's own option is checked by the type of
its default (a flag must be a ``bool``, a number an ``int``); what its value means (a cell on
the board, a border in range) is the game's to check.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import attrs

from ..core.errors import RenderError, shown
from .pictures import check_size, listed_cells, refuse_unknown_options

__all__ = ["SHARED_OPTIONS", "SVG_SHARED", "TEXT_SHARED", "PictureOptions", "picture_options"]

SHARED_OPTIONS: Mapping[str, Any] = MappingProxyType(
    {
        "highlight": (),
        "selected": (),
        "last_move": None,
        "unicode": False,
        "size": 400,
        "flipped": False,
        "coordinates": True,
        "colours": None,
    }
)
"""The options every game spells and checks the same way, with their usual defaults (a game
may declare another default, such as a larger ``size``)."""

TEXT_SHARED: Mapping[str, Any] = MappingProxyType(
    {name: SHARED_OPTIONS[name] for name in ("highlight", "selected", "last_move", "unicode")}
)
"""What every game's text picture takes: a game's ``TEXT_OPTIONS`` is ``{**TEXT_SHARED, ...its own}``."""

SVG_SHARED: Mapping[str, Any] = MappingProxyType(
    {name: SHARED_OPTIONS[name] for name in ("size", "highlight", "selected", "last_move")}
)
"""What every game's SVG picture takes: a game's ``SVG_OPTIONS`` is ``{**SVG_SHARED, ...its own}``
(``flipped``, ``coordinates`` and ``colours`` where the game draws them; a larger ``size``)."""


@attrs.frozen
class PictureOptions:
    """The checked options of one picture: the shared ones as attributes, the game's own
    in :attr:`own` (read with ``options["islands"]``).

    >>> options = picture_options("render_text", {"unicode": False, "islands": False}, {"islands": True})
    >>> options.unicode, options["islands"], options.highlight
    (False, True, ())
    """

    highlight: tuple[Any, ...] = ()
    """Cells to mark as choosable (still to be read by the game: ``"c3"``, ``(2, 0)``)."""
    selected: tuple[Any, ...] = ()
    """Cells to mark as chosen so far."""
    last_move: Any = None
    """The move (or its notation) to outline, or ``None``."""
    unicode: bool = False
    """Text pictures: Unicode glyphs rather than ASCII."""
    size: int | None = 400
    """SVG pictures: the width in pixels, or ``None`` for the picture's natural size."""
    flipped: bool = False
    """SVG pictures: the board turned half round."""
    coordinates: bool = True
    """SVG pictures: the coordinates drawn around the board."""
    colours: Mapping[str, str] | None = None
    """SVG pictures: colours to use instead of the defaults, by part (the game checks the parts)."""
    own: Mapping[str, Any] = attrs.field(factory=dict)
    """The game's own options, by name, defaults filled in."""

    def __getitem__(self, name: str) -> Any:
        """An option by name, shared or the game's own.

        :raises KeyError: for an option the picture does not take (a programming error of
            the game, never of a caller: callers' options are checked by :func:`picture_options`).
        """
        if name in self.own:
            return self.own[name]
        if name in SHARED_OPTIONS:
            return getattr(self, name)
        raise KeyError(name)


def _check_flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise RenderError(f"{name} must be True or False, got {shown(value)}")
    return value


def _check_int(name: str, value: object) -> int:
    if type(value) is not int:
        raise RenderError(f"{name} must be an int, got {shown(value)}")
    return value


def _check_colours(value: object) -> Mapping[str, str] | None:
    if value is not None and not isinstance(value, Mapping):
        raise RenderError(f"colours must be a mapping of part to colour, got {type(value).__name__}")
    return None if value is None else dict(value)


def picture_options(picture: str, declared: Mapping[str, Any], given: Mapping[str, Any]) -> PictureOptions:
    """The options ``given`` to the picture called ``picture``, checked against the options it
    ``declared`` (each name with its default), defaults filled in.

    >>> picture_options("svg", {"size": 600, "legal": True}, {"legal": False}).size
    600
    >>> picture_options("svg", {"size": 600}, {"size": 0})
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: size must be None or an int from 1 to 100000 (pixels), got 0
    >>> picture_options("svg", {"size": 600}, {"zoom": 2})
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: svg has no option zoom; the options are size

    :raises RenderError: for an option the picture does not take, or a value of the wrong kind.
    """
    for what, mapping in (("declared", declared), ("given", given)):
        if not isinstance(mapping, Mapping) or not all(isinstance(name, str) for name in mapping):
            raise RenderError(
                f"{what} must be a mapping of option name to value, got {type(mapping).__name__}"
            )
    refuse_unknown_options(
        picture, {name: value for name, value in given.items() if name not in declared}, ", ".join(declared)
    )
    values = {**declared, **given}
    shared: dict[str, Any] = {}
    own: dict[str, Any] = {}
    for name, value in values.items():
        if name in ("highlight", "selected"):
            shared[name] = tuple(listed_cells(value, name))
        elif name == "size":
            shared[name] = check_size(value)
        elif name == "colours":
            shared[name] = _check_colours(value)
        elif name == "last_move":
            shared[name] = value
        elif name in SHARED_OPTIONS:
            shared[name] = _check_flag(name, value)
        elif isinstance(declared[name], bool):
            own[name] = _check_flag(name, value)
        elif isinstance(declared[name], int):
            own[name] = _check_int(name, value)
        else:
            own[name] = value
    return PictureOptions(**shared, own=MappingProxyType(own))
