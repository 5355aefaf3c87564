"""What every game's pictures share: the picture options, checked once for every picture of
every game (:mod:`~islands_rules.render.options`), the SVG string Jupyter shows
(:mod:`~islands_rules.render.pictures`), the marks of a text picture
(:mod:`~islands_rules.render.text_marks`) and the map between cells and pixels
(:mod:`~islands_rules.render.svg_grid`)."""

from .options import PictureOptions, picture_options
from .pictures import Picture
from .svg_grid import SvgGrid

__all__ = ["Picture", "PictureOptions", "SvgGrid", "picture_options"]
