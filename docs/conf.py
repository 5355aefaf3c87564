"""Sphinx configuration of the islands_rules documentation.

``python3 -m nox -s docs`` builds the HTML site into ``docs/_build/html`` (warnings are
errors, every reference must resolve) and runs every example of every page as a doctest.
"""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

import islands_rules

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(DOCS.parent / "benchmarks"))  # bench_table draws with bench.py's own table

project = "islands_rules"
author = "islands_rules developers"
copyright = "islands_rules developers"
version = release = islands_rules.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinx.ext.viewcode",
    "sphinx.ext.doctest",
    "myst_parser",
    "anchors",  # _ext/anchors.py: every internal #anchor must resolve (and viewcode links do)
    "cli_reference",  # _ext/cli_reference.py: the CLI reference, from the parser
    "board",  # _ext/board.py: a doctest and the board it draws, side by side
    "bench_table",  # _ext/bench_table.py: the benchmark figures of benchmarks/results.json
    "fuzz_table",  # _ext/fuzz_table.py: the result of the long fuzz run, docs/_static/fuzz.json
]

exclude_patterns = ["_build"]
nitpicky = True  # every cross-reference must resolve
# ...but the builtin ``type`` in an annotation (``ClassVar[type]``) also finds the ``type``
# attributes of LSD's tiles and moves, and Sphinx warns that it found more than one target;
# it still links the builtin. Nothing else is ambiguous.
suppress_warnings = ["ref.python"]

# -- API reference ------------------------------------------------------------------------

autodoc_typehints = "signature"
autodoc_member_order = "bysource"
python_use_unqualified_type_names = True
python_display_short_literal_types = True
napoleon_google_docstring = False  # docstrings use reST fields (:raises:, :param:)
napoleon_numpy_docstring = False
# setup_position's supply counts default to a private marker, shown as Unset.FROM_RULES:
# "what the rules hold, minus what is on the board". It is not part of the API.
nitpick_ignore = [
    # Python's inventory has no entry for the class of ``A | B`` (core.expect takes one).
    ("py:class", "types.UnionType"),
    # Nor for these, which the solver's signatures name (the local inventory lists few classes).
    ("py:class", "collections.abc.Hashable"),
    ("py:class", "pathlib.Path"),
    ("py:class", "islands_rules.ponte._setup.Unset"),
    ("py:class", "islands_rules.isaac._setup._Unset"),
    # The protocol's type variables: a game's own state, move and rules classes.
    ("py:class", "islands_rules.core.protocol.StateT"),
    ("py:class", "islands_rules.core.protocol.MoveT"),
    ("py:class", "islands_rules.core.protocol.RulesT"),
    ("py:class", "islands_rules.core.protocol.PlanT"),
    ("py:class", "islands_rules.core.checks.StateT"),
    ("py:class", "islands_rules.core.game_extras.StateT"),
    ("py:class", "islands_rules.core.game_extras.MoveT"),
    ("py:class", "islands_rules.core.native_playout.S"),
    ("py:class", "islands_rules.core.native_playout.M"),
    # The type variables of the protocol, as the signatures of its methods and modules name them.
    *(
        ("py:class", name)
        for name in ("StateT", "MoveT", "RulesT", "PlanT", "S", "S_in", "M", "M_co", "M_in", "P", "R_in")
    ),
    ("py:class", "islands_rules.core.hooks.S"),
    ("py:class", "islands_rules.core.hooks.M"),
    ("py:class", "islands_rules.core.hooks.P"),
    ("py:class", "islands_rules.core.hooks.S_in"),
    ("py:class", "islands_rules.core.hooks.R_in"),
    ("py:class", "islands_rules.core.hooks.M_co"),
    ("py:class", "islands_rules.core.chance.MoveT"),  # a chance outcome: a game's own move
    ("py:class", "islands_rules.render.text_marks.CellT"),  # a game's own cell values
    ("py:class", "collections.abc.Callable"),  # not in the committed Python inventory
    ("py:class", "islands_rules.isaac._geometry.Geometry"),  # a state's private board tables
]
# islands_rules.rl's signatures name numpy's and Gymnasium's types; neither inventory is committed.
nitpick_ignore_regex = [("py:class", r"(numpy|gymnasium)\..*")]

# -- Links to Python and attrs, without the network -----------------------------------------
# The inventories are small local files written by _inventories/make_inventories.py; the
# links in the pages go to the real sites.

intersphinx_mapping = {
    "python": ("https://docs.python.org/3", "_inventories/python.inv"),
    "attrs": ("https://www.attrs.org/en/stable", "_inventories/attrs.inv"),
}

# -- Doctests -------------------------------------------------------------------------------
# Every ">>>" block of every page runs, in page order, with ``ir`` already imported.

doctest_global_setup = "import islands_rules as ir"
doctest_default_flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.DONT_ACCEPT_TRUE_FOR_1

# -- HTML -----------------------------------------------------------------------------------

html_theme = "furo"
html_title = f"islands_rules {release}"
html_static_path = ["_static"]
