"""What every game's pictures share: the picture options, checked once for every picture of
every game (:mod:`~islands_rules.render.options`), the SVG string Jupyter shows
(:mod:`~islands_rules.render.pictures`), the marks of a text picture
(:mod:`~islands_rules.render.text_marks`) and the map between cells and pixels
(:mod:`~islands_rules.render.svg_grid`)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .svg_grid import SvgGrid

if TYPE_CHECKING:
    from .options import PictureOptions, picture_options
    from .pictures import Picture

__all__ = ["Picture", "PictureOptions", "SvgGrid", "picture_options"]

# Imported on first use: ``import islands_rules`` needs only SvgGrid from here.
_LAZY = {"PictureOptions": "options", "picture_options": "options", "Picture": "pictures"}


def __getattr__(name: str) -> Any:
    """A name of the package's modules, imported when first asked for."""
    if name not in _LAZY:
        raise AttributeError(f"module 'islands_rules.render' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    globals()[name] = value
    return value
