"""Build the web page into a folder ready to serve, and serve it on the loopback address.

    python examples/web/build.py [--out DIR] [--serve] [--port 8000]

The folder holds the page, the Pyodide runtime copied from the ``pyodide`` npm package,
and the two wheels the page installs: islands_rules built from this checkout and attrs
from PyPI. Nothing is loaded from elsewhere when the page runs. The npm package is taken
from ``$PYODIDE_NPM`` (a folder holding ``node_modules/pyodide``), from
``examples/web/node_modules`` or, failing both, installed there with npm.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYODIDE_VERSION = "314.0.7"  # CPython 3.14
# The runtime's files the page needs: its loader, the WebAssembly interpreter, the stdlib.
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PAGE = ("index.html", "main.js", "web_game.py")


def pyodide_package() -> Path:
    """The folder of the ``pyodide`` npm package, installed with npm if it is nowhere."""
    places = [Path(os.environ["PYODIDE_NPM"])] if os.environ.get("PYODIDE_NPM") else []
    for place in [*places, HERE]:
        package = place / "node_modules" / "pyodide"
        if (package / "package.json").is_file():
            found = json.loads((package / "package.json").read_text())["version"]
            if found == PYODIDE_VERSION:
                return package
            print(f"skipping pyodide {found} in {place}: the page wants {PYODIDE_VERSION}")
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed once, to install the pyodide package: install Node.js and npm")
    subprocess.run([npm, "install", "--no-save", f"pyodide@{PYODIDE_VERSION}"], cwd=HERE, check=True)
    return HERE / "node_modules" / "pyodide"


def build_wheels(wheels: Path) -> list[str]:
    """islands_rules's wheel from the checkout and attrs's from PyPI (kept once downloaded)."""
    for old in wheels.glob("islands_rules-*.whl"):
        old.unlink()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", str(ROOT), "-w", str(wheels)], check=True)
    if not list(wheels.glob("attrs-*.whl")):
        download = ["download", "attrs", "--no-deps", "--only-binary", ":all:", "-d", str(wheels)]
        subprocess.run([*pip, *download], check=True)
    names = sorted(path.name for path in wheels.glob("*.whl"))
    (wheels / "wheels.json").write_text(json.dumps(names))
    return names


def build(out: Path) -> Path:
    """Assemble the page in ``out``: the runtime, the wheels and the page's own files."""
    runtime = out / "pyodide"
    runtime.mkdir(parents=True, exist_ok=True)
    package = pyodide_package()
    for name in RUNTIME:
        shutil.copy2(package / name, runtime / name)
    names = build_wheels(out / "wheels")
    for name in PAGE:
        shutil.copy2(HERE / name, out / name)
    print(f"built {out} with pyodide {PYODIDE_VERSION} and {', '.join(names)}")
    return out


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a browser insists on for modules and WebAssembly."""

    extensions_map = {  # noqa: RUF012 (the base declares it a plain attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
    }

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: a page load fetches a dozen files."""


def serve(folder: Path, port: int) -> http.server.ThreadingHTTPServer:
    """Serve ``folder`` on http://127.0.0.1:``port`` (loopback only) from a thread."""
    handler = functools.partial(Handler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "dist", help="the folder to build (default: dist)")
    parser.add_argument("--serve", action="store_true", help="then serve it until Ctrl-C")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    folder = build(args.out.resolve())
    if args.serve:
        server = serve(folder, args.port)
        print(f"serving the page on http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)")
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
