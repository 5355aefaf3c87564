"""The ``board`` directive: a doctest that sets up a position, shown next to the board it draws.

The directive's content is a doctest. At build time the extension runs it (after
``doctest_global_setup``, with ``doctest_default_flags``), draws the position it leaves
in a variable with :func:`islands_rules.svg` and puts the picture beside the code. The
same code goes into the page as a doctest block, which the doctest builder checks
again, so the picture and the test cannot disagree. A failing example, or a missing
variable, is a build error.

.. code-block:: rst

   .. board:: P4: sandbanks may touch diagonally
      :last-move: move

      >>> state = ir.ponte.setup_position(light=["a1"])
      >>> move = ir.ponte.parse_move("b2,j10")
      >>> ir.is_legal(state, move)
      True

The optional argument is a caption. ``:game:`` names the game the board belongs to (the
build fails if the example draws another game's position); it is drawn with that game's
own picture, through :func:`islands_rules.svg`. The other options name variables the example
sets: ``:state:`` the position to draw (default ``state``), ``:highlight:`` cells to tint and
``:last-move:`` a move to outline. Each board runs on its own, so it must not rely on
earlier examples of the page. The layout is in ``_static/boards.css``.
"""

from __future__ import annotations

import doctest
import html
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import ExtensionMetadata

import islands_rules as ir


class BoardDirective(SphinxDirective):
    """``.. board:: [caption]`` with a doctest as content."""

    has_content = True
    optional_arguments = 1
    final_argument_whitespace = True
    option_spec: ClassVar[dict[str, Any]] = {
        "state": directives.unchanged,
        "highlight": directives.unchanged,
        "last-move": directives.unchanged,
        "game": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        code = "\n".join(self.content)
        namespace = self.run_example(code)
        state = self.variable(namespace, "state", "state")
        game = ir.game_of_state(state)
        if self.options.get("game", game.name) != game.name:  # a board of the wrong game's section
            raise self.error(
                f"the example draws a {game.title} position, not one of {self.options['game']!r}"
            )
        picture = ir.svg(
            state,
            size=None,  # the style sheet sets the width
            highlight=self.variable(namespace, "highlight", None) or (),
            last_move=self.variable(namespace, "last-move", None),
        )
        caption = self.arguments[0] if self.arguments else ""
        label = html.escape(caption or "the board of the example", quote=True)
        picture = picture.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)

        figure = nodes.container(classes=["board-picture"])
        figure += nodes.raw("", picture, format="html")
        if caption:
            figure += nodes.paragraph("", caption, classes=["board-caption"])
        # The same node the ``doctest`` directive makes, so the doctest builder runs it.
        test = nodes.literal_block(code, code, testnodetype="doctest", groups=["default"])
        test["language"] = "pycon"
        test["options"] = {}
        self.set_source_info(test)
        example = nodes.container(classes=["board-example"])
        example += [figure, test]
        return [example]

    def run_example(self, code: str) -> dict[str, Any]:
        """Run the doctest in a fresh namespace and return the names it set."""
        config = self.env.config
        namespace: dict[str, Any] = {}
        exec(config.doctest_global_setup, namespace)
        name = f"{self.env.docname}:{self.lineno}"
        source = self.get_source_info()[0]
        test = doctest.DocTestParser().get_doctest(code, namespace, name, source, self.content_offset)
        report: list[str] = []
        runner = doctest.DocTestRunner(optionflags=config.doctest_default_flags)
        runner.run(test, out=report.append, clear_globs=False)
        if runner.failures:
            raise self.error(f"board example failed:\n{''.join(report)}")
        return test.globs  # the test ran in a copy of ``namespace``

    def variable(self, namespace: dict[str, Any], option: str, default: str | None) -> Any:
        """The value of the variable that ``option`` names (``default`` if not given)."""
        name = self.options.get(option, default)
        if name is None:
            return None
        if name not in namespace:
            raise self.error(f"board example sets no variable {name!r} (option :{option}:)")
        return namespace[name]


def setup(app: Sphinx) -> ExtensionMetadata:
    app.setup_extension("sphinx.ext.doctest")
    app.add_directive("board", BoardDirective)
    app.add_css_file("boards.css")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
