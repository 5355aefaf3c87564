"""What every game's pictures share: the SVG string Jupyter shows as the picture, and the
checks of the options every ``svg`` takes (its size in pixels and its colour table)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..core.errors import RenderError, shown

__all__ = [
    "MAX_PIXELS",
    "Picture",
    "check_colours",
    "check_size",
    "highlight_mark",
    "listed_cells",
    "refuse_unknown_options",
]

MAX_PIXELS = 100_000
"""The largest ``size`` a picture may be drawn at, in pixels."""

_COLOUR_VALUE = re.compile(r"#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]+", re.IGNORECASE)


class Picture(str):
    """An SVG document as a ``str`` that Jupyter displays as the picture itself.

    >>> from islands_rules.render.pictures import Picture
    >>> Picture("<svg/>")._repr_svg_()
    '<svg/>'
    """

    __slots__ = ()

    def __new__(cls, document: str) -> Picture:
        if not isinstance(document, str):
            raise RenderError(f"a Picture is an SVG document as text, got {type(document).__name__}")
        return super().__new__(cls, document)

    def _repr_svg_(self) -> str:
        return str(self)


def check_size(size: object) -> int | None:
    """``size`` if it is ``None`` (the picture's natural size) or a width of 1 to
    :data:`MAX_PIXELS` pixels.

    >>> from islands_rules.render.pictures import check_size
    >>> check_size(400), check_size(None)
    (400, None)
    >>> check_size(0)
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: size must be None or an int from 1 to 100000 (pixels), got 0

    :raises RenderError: otherwise.
    """
    if size is not None and (type(size) is not int or not 1 <= size <= MAX_PIXELS):
        raise RenderError(f"size must be None or an int from 1 to {MAX_PIXELS} (pixels), got {shown(size)}")
    return size


def check_colours(colours: object, defaults: Mapping[str, str]) -> dict[str, str]:
    """The colour table a picture is drawn with: ``defaults``, with the parts ``colours`` names
    set to its colours (``'#4f8fc9'``, ``'#4f8fc980'`` or a name such as ``'navy'``).

    >>> from islands_rules.render.pictures import check_colours
    >>> check_colours({"water": "navy"}, {"water": "#4f8fc9", "grid": "#2f6f99"})
    {'water': 'navy', 'grid': '#2f6f99'}
    >>> check_colours({"sky": "blue"}, {"water": "#4f8fc9"})
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: colours: unknown part 'sky'; the parts are 'water'

    :raises RenderError: for a part the picture does not have, or a value that is no colour.
    """
    if not isinstance(defaults, Mapping) or not all(isinstance(part, str) for part in defaults):
        raise RenderError(f"defaults must be a mapping of part to colour, got {type(defaults).__name__}")
    chosen = dict(defaults)
    if colours is None:
        return chosen
    if not isinstance(colours, Mapping):
        raise RenderError(f"colours must be a mapping of part to colour, got {type(colours).__name__}")
    for part, value in colours.items():
        if part not in defaults:
            known = ", ".join(shown(name) for name in defaults)
            raise RenderError(f"colours: unknown part {shown(part)}; the parts are {known}")
        if not isinstance(value, str) or not _COLOUR_VALUE.fullmatch(value):
            raise RenderError(
                f"colours[{shown(part)}] must be a colour like '#4f8fc9', '#4f8fc980' or 'navy', "
                f"got {shown(value)}"
            )
        chosen[part] = value
    return chosen


def refuse_unknown_options(picture: str, unknown: Mapping[str, object], known: str) -> None:
    """Refuse the options a picture function does not take (``unknown``, the rest of its
    keyword arguments), with the library's error rather than Python's ``TypeError``.

    >>> from islands_rules.render.pictures import refuse_unknown_options
    >>> refuse_unknown_options("render_text", {}, "unicode")
    >>> refuse_unknown_options("render_text", {"size": 3}, "unicode, highlight")
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: render_text has no option size; the options are unicode, highlight

    :raises RenderError: if ``unknown`` names any option.
    """
    picture, known = _label(picture, "picture"), _label(known, "known")
    if not isinstance(unknown, Mapping):
        raise RenderError(f"unknown must be a mapping of option to value, got {type(unknown).__name__}")
    if unknown:
        names = sorted(
            name if isinstance(name, str) and name.isidentifier() else shown(name) for name in unknown
        )
        listed = ", ".join(names[:5]) + (", ..." if len(names) > 5 else "")
        raise RenderError(f"{picture} has no option {_label(listed, 'names')}; the options are {known}")


def _label(text: object, name: str) -> str:
    """``text``, a name the library puts in a message, checked to be text and cut if long."""
    if not isinstance(text, str):
        raise RenderError(f"{name} must be text, got {type(text).__name__}")
    return text if len(text) <= 120 else text[:120] + "…"


def listed_cells(given: object, what: str, things: str = "cells") -> list[Any]:
    """The items of a picture option that lists cells (``highlight``, ``selected``), each
    still to be read by the game; a lone string is refused, as it is no list of cells.

    >>> from islands_rules.render.pictures import listed_cells
    >>> listed_cells(("c3", "e5"), "highlight")
    ['c3', 'e5']
    >>> listed_cells("c3", "highlight")
    Traceback (most recent call last):
    ...
    islands_rules.RenderError: highlight must be an iterable of cells such as ['c3', 'e5'], got the str 'c3'

    :raises RenderError: if ``given`` is a string or not iterable.
    """
    what, things = _label(what, "what"), _label(things, "things")
    if isinstance(given, str):
        raise RenderError(
            f"{what} must be an iterable of {things} such as ['c3', 'e5'], got the str {shown(given)}"
        )
    try:
        items: list[Any] = list(given)  # type: ignore[call-overload]
    except TypeError:
        raise RenderError(f"{what} must be an iterable of {things}, got {type(given).__name__}") from None
    return items


def highlight_mark(left: float, top: float, side: float, colour: str) -> dict[str, str]:
    """The attributes of the ``circle`` that marks a highlighted cell whose box is ``side``
    wide from (``left``, ``top``): a small ring at its centre, filled with ``colour`` and
    edged dark, so that a highlight shows on water, land and tiles alike and never recolours
    what the cell holds, however many cells are highlighted.

    >>> from islands_rules.render.pictures import highlight_mark
    >>> highlight_mark(0, 40, 40, "#ffd83d")
    {'cx': '20', 'cy': '60', 'r': '6.4', 'fill': '#ffd83d', 'stroke': '#222222', 'stroke-width': '1.6'}
    """
    for name, number in (("left", left), ("top", top), ("side", side)):
        if type(number) not in (int, float) or not -MAX_PIXELS * 100 <= number <= MAX_PIXELS * 100:
            raise RenderError(f"{name} must be a number of pixels, got {shown(number)}")
    if not isinstance(colour, str) or not _COLOUR_VALUE.fullmatch(colour):
        raise RenderError(f"colour must be a colour like '#4f8fc9' or 'navy', got {shown(colour)}")
    centre_x, centre_y = left + side / 2, top + side / 2
    return {
        "cx": f"{centre_x:g}",
        "cy": f"{centre_y:g}",
        "r": f"{side * 0.16:g}",
        "fill": colour,
        "stroke": "#222222",
        "stroke-width": f"{side * 0.04:g}",
    }
