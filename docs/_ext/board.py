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

Each picture is as wide as it needs to be read: wide enough that its smallest words and
numbers (a score track's, the coordinates) are at least ``READABLE_PX`` pixels tall, between
12 and 36 rem (a 5×5 Ponte board stays small; Isaac's 10×10 board with its score track, or a
large Islands map, gets the width of the page, and its code goes below it). A click on the
picture opens it alone, full size, from ``_boards/`` of the built site.
"""

from __future__ import annotations

import doctest
import hashlib
import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import ExtensionMetadata

import islands_rules as ir

READABLE_PX = 10.0
"""The height in pixels of the smallest words of a picture at the width it is shown."""
WIDTHS_REM = range(12, 37, 2)
"""The widths a picture may be shown at."""
_REM_PX = 16.0
BOARDS = "_boards"  # the folder of the built site that holds each picture alone


def shown_width(picture: str) -> int:
    """The width in rem to show ``picture`` at: the narrowest of :data:`WIDTHS_REM` at which
    its smallest text (font sizes times the scale of the groups they are in) is
    :data:`READABLE_PX` tall, or the widest.

    >>> shown_width('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 440">'
    ...             '<text font-size="8">1</text></svg>')
    36
    >>> shown_width('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">'
    ...             '<g transform="translate(5 5) scale(2)"><text font-size="6">1</text></g></svg>')
    12
    """
    root = ET.fromstring(picture)
    width = float(root.get("viewBox", "0 0 1 1").split()[2])
    smallest = min(_font_sizes(root, 1.0), default=None)
    if smallest is None:
        return WIDTHS_REM[0]
    needed = width * READABLE_PX / smallest / _REM_PX
    return next((rem for rem in WIDTHS_REM if rem >= needed), WIDTHS_REM[-1])


def _font_sizes(element: ET.Element, scale: float) -> list[float]:
    found = re.search(r"scale\(([\d.]+)", element.get("transform", ""))
    scale *= float(found[1]) if found else 1.0
    sizes = [float(element.get("font-size", "0")) * scale] if element.get("font-size") else []
    for child in element:
        sizes += _font_sizes(child, scale)
    return sizes


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
        width = shown_width(picture)
        name = hashlib.sha1(picture.encode()).hexdigest()[:16] + ".svg"
        _pictures(self.env).setdefault(self.env.docname, {})[name] = picture
        link = "../" * self.env.docname.count("/") + f"{BOARDS}/{name}"
        picture = picture.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
        enlarge = f'<a class="board-enlarge" href="{link}" title="open the picture alone, full size">'

        said = f'<p class="board-caption">{html.escape(caption)}</p>' if caption else ""
        figure = nodes.raw(
            "",
            f'<div class="board-picture" style="flex-basis: {width}rem">{enlarge}{picture}</a>{said}</div>',
            format="html",
        )
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


def _pictures(env: Any) -> dict[str, dict[str, str]]:
    """The pictures of each page, by file name (kept in the environment, so that a page read
    in an earlier build still has its pictures written)."""
    if not hasattr(env, "ir_board_pictures"):
        env.ir_board_pictures = {}
    pictures: dict[str, dict[str, str]] = env.ir_board_pictures
    return pictures


def _purge(app: Sphinx, env: Any, docname: str) -> None:
    _pictures(env).pop(docname, None)


def _merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    _pictures(env).update((name, found) for name, found in _pictures(other).items() if name in docnames)


def _write(app: Sphinx, error: Exception | None) -> None:
    """Each picture alone, where its link points."""
    if error is not None or app.builder.format != "html":
        return
    folder = Path(app.outdir) / BOARDS
    folder.mkdir(exist_ok=True)
    for pictures in _pictures(app.env).values():
        for name, picture in pictures.items():
            (folder / name).write_text(picture, encoding="utf-8")


def setup(app: Sphinx) -> ExtensionMetadata:
    app.setup_extension("sphinx.ext.doctest")
    app.add_directive("board", BoardDirective)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("build-finished", _write)
    app.add_css_file("boards.css")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
