"""The ``fuzz-table`` directive: the result of a ``tests/fuzz_readers.py --json`` run.

.. code-block:: rst

   .. fuzz-table:: _static/fuzz.json

renders when and on what the run was made, and a table with one row per reader (inputs,
failures, seconds), whatever the file says. A failure is set in bold. The page is rebuilt
when the file changes.
"""

from __future__ import annotations

from bench_table import load_report, table
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import ExtensionMetadata


class FuzzTable(SphinxDirective):
    """``.. fuzz-table:: PATH`` (relative to the page) renders a fuzz run's JSON result."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        report = load_report(self, "the fuzz result")
        commit = f" (commit {report['commit']})" if report.get("commit") else ""
        about = (
            f"Run on {report['date']} with islands_rules {report['library']}{commit}, Python "
            f"{report['python']}, seed {report['seed']}, over the games {', '.join(report['games'])}."
        )
        rows = [["reader", "inputs", "failures", "seconds"]]
        for reader in report["readers"]:
            failures = str(reader["failures"]) if reader["failures"] == 0 else "FAIL"
            rows.append([reader["reader"], f"{reader['inputs']:,}", failures, f"{reader['seconds']:,}"])
        return [nodes.paragraph("", about), table(rows)]


def setup(app: Sphinx) -> ExtensionMetadata:
    app.add_directive("fuzz-table", FuzzTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
