"""Developer tasks. ``nox`` runs tests, tests_native, example_game, rl, lint, typecheck, docs,
package and browser;
``nox -s bench``, ``-s web`` and ``-s fuzz`` on demand."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
import sysconfig

import nox

nox.options.sessions = [
    "tests",
    "tests_native",
    "example_game",
    "rl",
    "lint",
    "typecheck",
    "docs",
    "package",
    "browser",
]
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


def missing_c_compiler() -> str | None:
    """Why no C compiler can build the native extension, or ``None`` if one is on the PATH.

    On Windows setuptools finds MSVC itself, so the build is simply tried there.
    """
    if sys.platform == "win32":
        return None
    command = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    program = shlex.split(command)[0] if command.strip() else "cc"
    return None if shutil.which(program) else f"no C compiler ({program!r} is not on the PATH)"


@nox.session
def tests_native(session: nox.Session) -> None:
    """The whole test suite with the optional C extension from ``native/`` installed, so that
    every game's native engine is checked against its pure-Python engine.

    ``tests`` runs everything without it. Skipped, saying why, where no C compiler is found.
    """
    missing = missing_c_compiler()
    if missing:
        session.skip(f"{missing}: the native engines cannot be built here")
    install_group(session, "test")
    session.install("./native")
    for game in ("ponte", "isaac", "lsd", "islands"):
        session.run(
            "python",
            "-c",
            f"from islands_rules.{game} import native; assert native.available(), native.why_unavailable()",
        )
    profile = "ci" if os.environ.get("CI") else "dev"
    session.run(
        "pytest",
        f"--hypothesis-profile={profile}",
        *session.posargs,
    )


@nox.session
def example_game(session: nox.Session) -> None:
    """The example game of the "Adding a game" guide, installed as a user would install a game:
    its own distribution from examples/tictactoe (not editable), found through its entry point
    alone. The conformance suite then runs over every registered game, the example included.
    """
    install_group(session, "test", package=False)
    session.install(".", "./examples/tictactoe")
    profile = "ci" if os.environ.get("CI") else "dev"
    session.run(
        "pytest",
        "-p",
        "no:cacheprovider",
        f"--hypothesis-profile={profile}",
        "tests/conformance",
        *session.posargs,
    )
    # The example's own doctests, from the installed copy (--pyargs): the source folder would be
    # a second copy of the package beside the one the entry point loads.
    session.run("pytest", "-p", "no:cacheprovider", "--pyargs", "islands_rules_tictactoe")
    session.run(
        "python",
        "-c",
        "import islands_rules as ir; games = ir.available_games(); "
        "assert 'tictactoe' in games, games; print('registered games:', ', '.join(games))",
    )


@nox.session
def rl(session: nox.Session) -> None:
    """The reinforcement-learning adapters with the ``rl`` extra installed (numpy, PettingZoo,
    Gymnasium, OpenSpiel): both frameworks' API tests for every game, the action-id property
    tests, and the RL guide's examples (tests/rl). ``tests`` skips them without the extra."""
    session.install(*nox.project.dependency_groups(PYPROJECT, "test"))
    session.install("-e", ".[rl]")
    profile = "ci" if os.environ.get("CI") else "dev"
    session.run(
        "pytest", f"--hypothesis-profile={profile}", "tests/rl", "src/islands_rules/rl", *session.posargs
    )


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
    session.install("nox", "-e", ".[rl]")  # islands_rules.rl is checked against numpy's own types
    session.run("mypy")


@nox.session
def docs(session: nox.Session) -> None:
    """The documentation site into docs/_build/html, then every example of every page as a doctest.

    Warnings are errors and every cross-reference must resolve (``-W -n``). Intersphinx reads
    the committed inventories in docs/_inventories, so the build needs no network.
    """
    install_group(session, "docs")
    # The "Adding a game" guide loads the example game: installed here, its doctests always run.
    session.install("./examples/tictactoe")
    session.install("-e", ".[rl]")  # the RL guide's examples and API page run islands_rules.rl
    session.run("python", "docs/_inventories/make_inventories.py", "--check")
    strict = ["-W", "--keep-going", "-n", "-d", "docs/_build/doctrees"]
    session.run("sphinx-build", *strict, "-b", "html", "docs", "docs/_build/html")
    session.run("sphinx-build", *strict, "-b", "doctest", "docs", "docs/_build/doctest")
    session.log("the site is docs/_build/html/index.html")


@nox.session
def package(session: nox.Session) -> None:
    """The distributions as the package index gets them: build the sdist and the wheel, check
    that their metadata and README render (``twine check --strict``), then install the wheel
    into a new virtual environment of its own (no source tree, no editable install) and play
    one random game of every game the package declares, validating each record.
    """
    from pathlib import Path

    install_group(session, "package", package=False)
    tmp = Path(session.create_tmp()).resolve()
    dist = tmp / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    session.run("python", "-m", "build", "--outdir", str(dist), ".")
    built = sorted(str(path) for path in dist.iterdir())
    session.run("twine", "check", "--strict", *built)
    wheel = next(path for path in built if path.endswith(".whl"))
    venv = tmp / "fresh"
    shutil.rmtree(venv, ignore_errors=True)
    session.run(sys.executable, "-m", "venv", str(venv), external=True)
    scripts = venv / ("Scripts" if sys.platform == "win32" else "bin")
    session.run(str(scripts / "python"), "-m", "pip", "install", "-q", wheel, external=True)
    command = str(scripts / "islands-rules")
    for game in PYPROJECT["project"]["entry-points"]["islands_rules.games"]:
        record = str(tmp / f"{game}.txt")
        play = ["play", "--game", game, "--random", "--seed", "1", "--out", record]
        session.run(command, *play, external=True)
        session.run(command, "validate", record, external=True)


@nox.session
def bench(session: nox.Session) -> None:
    """The speed benchmarks against the targets (opt-in): ``nox -s bench -- --json bench.json``.

    With a C compiler the native Ponte engine is installed too, so its rows are measured
    beside the pure-Python engine's; without one they are left out, saying why.
    """
    session.install("-e", ".")
    missing = missing_c_compiler()
    if missing:
        session.log(f"{missing}: the native Ponte rows are left out")
    else:
        session.install("./native")
    session.run("python", "benchmarks/bench.py", *session.posargs)


@nox.session
def fuzz(session: nox.Session) -> None:
    """The long fuzz run of every reader (opt-in, not in CI): 10**6 inputs each by default.

    ``nox -s fuzz -- --inputs 10000`` for a short run; ``--json FILE`` writes the result that
    the promises page publishes (docs/_static/fuzz.json), after every reader, and ``--resume``
    goes on with it (over the same library source only)."""
    session.install("-e", ".")
    session.run("python", "tests/fuzz_readers.py", *session.posargs)


@nox.session
def web(session: nox.Session) -> None:
    """The web example: build it (Pyodide from npm, the wheels) and serve it on
    http://127.0.0.1:8000 until Ctrl-C. Needs npm; then it runs offline."""
    session.run("python", "examples/web/build.py", "--serve", *session.posargs)


def system_browser(session: nox.Session) -> dict[str, str]:
    """Chromium and its driver from Debian: installed with apt-get when missing and root."""
    import shutil

    wanted = {"CHROMIUM": "chromium", "CHROMEDRIVER": "chromedriver"}
    if shutil.which("npm") is None:
        session.skip("the web example is built with npm (its Pyodide runtime), and there is no npm here")
    if not all(shutil.which(program) for program in wanted.values()):
        if shutil.which("apt-get") is None or os.geteuid() != 0:
            # Skipped, not failed, so that `nox` stays green on a machine without them; CI runs as root.
            session.skip(
                "the browser test needs Debian's chromium and chromium-driver packages: "
                "run `apt-get install -y chromium chromium-driver` as root, then `nox -s browser`"
            )
        session.run("apt-get", "update", "-q", external=True)
        session.run("apt-get", "install", "-y", "-q", "chromium", "chromium-driver", external=True)
    return {name: str(shutil.which(program)) for name, program in wanted.items()}


@nox.session
def browser(session: nox.Session) -> None:
    """The web example in headless Chromium: build and serve the page on 127.0.0.1, then
    play every game on it by clicking (tests/browser). Screenshots go to build/browser/."""
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    programs = system_browser(session)
    install_group(session, "browser")
    session.run("python", "examples/web/build.py")
    with socket.socket() as probe:  # a free port: a fixed one may be taken on a shared machine
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    server = subprocess.Popen(
        [sys.executable, "examples/web/build.py", "--no-build", "--serve", "--port", port]
    )
    try:
        url = f"http://127.0.0.1:{port}/"
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        env = {**programs, "IR_WEB_URL": url}
        session.run("pytest", "-p", "no:cacheprovider", "tests/browser", *session.posargs, env=env)
    finally:
        server.terminate()
        server.wait()
