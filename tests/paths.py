"""Where the project's folders are, for tests in any folder of tests/."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The project's root: README.md, docs/, examples/, benchmarks/."""
