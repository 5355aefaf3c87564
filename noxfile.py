"""Developer tasks. ``nox`` runs tests, lint, typecheck and docs; ``nox -s bench``, ``browser`` and ``web``
on demand."""

from __future__ import annotations

import os
import shutil

import nox

nox.options.sessions = ["tests", "lint", "typecheck", "docs"]
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
    """mypy --strict over the package, the tests, the benchmarks, the docs' Python and this file."""
    install_group(session, "typecheck")
    session.install("nox")
    session.run("mypy")


@nox.session
def docs(session: nox.Session) -> None:
    """The documentation site into docs/_build/html, then every example of every page as a doctest.

    Warnings are errors and every cross-reference must resolve (``-W -n``). Intersphinx reads
    the committed inventories in docs/_inventories, so the build needs no network.
    """
    install_group(session, "docs")
    session.run("python", "docs/_inventories/make_inventories.py", "--check")
    strict = ["-W", "--keep-going", "-n", "-d", "docs/_build/doctrees"]
    session.run("sphinx-build", *strict, "-b", "html", "docs", "docs/_build/html")
    session.run("sphinx-build", *strict, "-b", "doctest", "docs", "docs/_build/doctest")
    session.log("the site is docs/_build/html/index.html")


@nox.session
def bench(session: nox.Session) -> None:
    """The speed benchmarks against the targets (opt-in): ``nox -s bench -- --json bench.json``."""
    session.install("-e", ".")
    session.run("python", "benchmarks/bench.py", *session.posargs)


@nox.session
def fuzz(session: nox.Session) -> None:
    """The long fuzz run of every reader (opt-in, not in CI): 10**6 inputs each by default.

    ``nox -s fuzz -- --inputs 10000`` for a short run; ``--json FILE`` writes the result that
    the promises page publishes (docs/_static/fuzz.json).
    """
    session.install("-e", ".")
    session.run("python", "tests/fuzz_readers.py", *session.posargs)


def ensure_chromium(session: nox.Session) -> None:
    """Chromium and chromedriver on the PATH; as root with apt-get, install the Debian
    packages when either is missing (a fresh CI machine), else stop and say what to install."""

    def missing() -> bool:
        browser = shutil.which("chromium") or shutil.which("chromium-browser")
        return browser is None or shutil.which("chromedriver") is None

    if not missing():
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        session.run("apt-get", "update", external=True)
        session.run("apt-get", "install", "-y", "chromium", "chromium-driver", external=True)
    if missing():
        session.error(
            "the browser test needs Chromium and chromedriver on the PATH: "
            "on Debian or Ubuntu run `apt-get install -y chromium chromium-driver` as root"
        )


@nox.session
def browser(session: nox.Session) -> None:
    """The web example played in headless Chromium (opt-in): build the page, serve it on
    127.0.0.1 and play every game to its end by clicks (tests/browser). Screenshots go to
    build/browser/. Needs npm once, for the ``pyodide`` package (or ``$PYODIDE_NPM``)."""
    ensure_chromium(session)
    install_group(session, "browser")
    env = {"IR_BROWSER_TEST": "1"}
    session.run("pytest", "-p", "no:cacheprovider", "tests/browser", *session.posargs, env=env)


@nox.session
def web(session: nox.Session) -> None:
    """Build the web example (examples/web) and serve it on http://127.0.0.1:8000 until Ctrl-C."""
    session.run("python", "examples/web/build.py", "--serve", *session.posargs)
