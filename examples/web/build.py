"""Build the web example into examples/web/dist/ and, with ``--serve``, serve it on
http://127.0.0.1:8000 (loopback only):

    python examples/web/build.py --serve        # or: nox -s web

The folder holds everything the page loads, so it runs offline: the Pyodide runtime from
the ``pyodide`` npm package (installed into examples/web/node_modules/ by npm), the
islands_rules wheel built from this checkout, the attrs wheel from PyPI, and the page.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PAGE = ("index.html", "main.js", "worker.mjs", "style.css", "favicon.svg", "app.py", "viewer.py")
# The runtime files the page loads; the rest of the npm package (consoles, maps) is not served.
RUNTIME = (
    "pyodide.js",
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def runtime() -> Path:
    """The pyodide npm package, installed by npm from package.json on first use."""
    package = HERE / "node_modules" / "pyodide"
    if not (package / "pyodide.asm.wasm").exists():
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("the web example needs npm (Node.js) to install the pyodide package")
        subprocess.run([npm, "install", "--no-audit", "--no-fund"], cwd=HERE, check=True)
    return package


def wheels(into: Path) -> list[str]:
    """islands_rules built from the checkout and attrs (pure Python) downloaded from PyPI."""
    for old in into.glob("islands_rules-*.whl"):
        old.unlink()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", str(ROOT), "-w", str(into)], check=True)
    if not any(into.glob("attrs-*.whl")):
        download = ["download", "attrs", "--no-deps", "--only-binary", ":all:"]
        subprocess.run(
            [*pip, *download, "--platform", "any", "--python-version", "3.14", "-d", str(into)], check=True
        )
    return sorted(wheel.name for wheel in into.glob("*.whl"))


def build(dist: Path) -> Path:
    """Assemble the ready-to-serve folder ``dist`` and return it."""
    package = runtime()
    (dist / "pyodide").mkdir(parents=True, exist_ok=True)
    (dist / "wheels").mkdir(exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(package / name, dist / "pyodide" / name)
    for name in PAGE:
        shutil.copy2(HERE / name, dist / name)
    names = wheels(dist / "wheels")
    (dist / "wheels" / "wheels.json").write_text(json.dumps(names) + "\n")
    return dist


class Files(http.server.SimpleHTTPRequestHandler):
    """Static files, with the types a browser insists on for WebAssembly and modules."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
    }

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: a page load asks for a dozen files."""


def serve(dist: Path, port: int) -> None:
    """Serve ``dist`` on 127.0.0.1 until interrupted."""
    handler = functools.partial(Files, directory=str(dist))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving the web example on http://127.0.0.1:{port}/ (Ctrl-C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C is how a person stops it
            server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dist", type=Path, default=HERE / "dist", help="the folder to build into")
    parser.add_argument("--serve", action="store_true", help="then serve it on 127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve the folder as it was last built")
    options = parser.parse_args(argv)
    dist = options.dist
    if not options.no_build:
        build(dist)
        print(f"built the web example into {dist}")
    if options.serve:
        serve(dist, options.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
