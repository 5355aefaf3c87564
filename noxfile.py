"""Developer tasks. ``nox`` runs tests, lint and typecheck; ``nox -s docs`` and ``nox -s bench`` on demand."""

from __future__ import annotations

import os

import nox

nox.options.sessions = ["tests", "lint", "typecheck"]
nox.options.reuse_existing_virtualenvs = True
nox.options.error_on_missing_interpreters = False

PYPROJECT = nox.project.load_toml("pyproject.toml")


def install_group(session: nox.Session, group: str, *, package: bool = True) -> None:
    """Install a PEP 735 dependency group (read here, so any pip version works)."""
    session.install(*nox.project.dependency_groups(PYPROJECT, group))
    if package:
        session.install("-e", ".")


@nox.session
def tests(session: nox.Session) -> None:
    """The whole test suite: pytest, Hypothesis (``ci`` profile under CI) and doctests."""
    install_group(session, "test")
    profile = "ci" if os.environ.get("CI") else "dev"
    session.run("pytest", f"--hypothesis-profile={profile}", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """Ruff lint and format check."""
    install_group(session, "lint", package=False)
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def typecheck(session: nox.Session) -> None:
    """mypy --strict over the package, the tests, the benchmarks and this file."""
    install_group(session, "typecheck")
    session.install("nox")
    session.run("mypy")


@nox.session
def bench(session: nox.Session) -> None:
    """The speed benchmarks against the targets (opt-in): ``nox -s bench -- --json bench.json``."""
    session.install("-e", ".")
    session.run("python", "benchmarks/bench.py", *session.posargs)
