"""The ``benchmark-table`` directive: the figures of a ``benchmarks/bench.py --json`` file.

.. code-block:: rst

   .. benchmark-table:: ../benchmarks/results.json

renders the machine, the command that made the file, and for each game a table with one row
per figure (engine, reference, ratio, target, pass or fail, and with an earlier version measured
in the same run both versions' figures and the speed-up), whatever the file says. The page is
rebuilt when the file changes.
"""

from __future__ import annotations

import json
from typing import Any

import harness
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import ExtensionMetadata


def table(rows: list[list[str]]) -> nodes.table:
    """A table node with ``rows[0]`` as its header; a FAIL cell is set in bold."""
    group = nodes.tgroup(cols=len(rows[0]))
    group += [nodes.colspec(colwidth=1) for _ in rows[0]]
    parts = [nodes.thead(), nodes.tbody()]
    for number, texts in enumerate(rows):
        line = nodes.row()
        for text in texts:
            content = nodes.strong(text=text) if text == "FAIL" else nodes.Text(text)
            line += nodes.entry("", nodes.paragraph("", "", content))
        parts[min(number, 1)] += line
    group += parts
    return nodes.table("", group, classes=["benchmark-table"])


def load_report(directive: SphinxDirective, what: str) -> Any:
    """The JSON file a directive names (relative to its page); the page is rebuilt when it changes."""
    relative, path = directive.env.relfn2path(directive.arguments[0], directive.env.docname)
    directive.env.note_dependency(relative)
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        raise directive.error(f"cannot read {what} {directive.arguments[0]}: {error}") from None


class BenchmarkTable(SphinxDirective):
    """``.. benchmark-table:: PATH`` (relative to the page) renders a bench.py JSON report."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        report = load_report(self, "the benchmark report")
        command = report["command"]
        found: list[nodes.Node] = [
            nodes.paragraph("", harness.about(report)),
            nodes.literal_block(command, command, language="sh"),
        ]
        label = harness.baseline_label(report)
        for game in report["games"]:  # one table per game, each under the game's title
            found.append(nodes.rubric("", game["title"]))
            rows = [harness.cells(figure, label is not None) for figure in game["figures"]]
            found.append(table([list(harness.header(label)), *rows]))
            notes = nodes.bullet_list()
            for figure in game["figures"]:
                if figure["note"]:
                    notes += nodes.list_item("", nodes.paragraph("", f"{figure['figure']}: {figure['note']}"))
            if notes.children:
                found.append(notes)
        return found


def setup(app: Sphinx) -> ExtensionMetadata:
    app.add_directive("benchmark-table", BenchmarkTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
