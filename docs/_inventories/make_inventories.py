"""Write the intersphinx inventories of the Python and attrs objects the documentation links to.

Sphinx's intersphinx normally downloads each project's ``objects.inv``; the build here
has no network, so ``docs/conf.py`` points intersphinx at the two small inventories
this script writes beside it instead. They list only the objects the pages and the
docstrings refer to, with their real addresses under the real base URLs, so every
link goes to the official documentation. When the docs refer to a new outside object,
the nitpicky build names it: add it below and run, from the repository root::

    python docs/_inventories/make_inventories.py          # rewrite python.inv, attrs.inv
    python docs/_inventories/make_inventories.py --check  # fail if they are out of date

The files use Sphinx's inventory format version 2: four header lines, then zlib-compressed
lines ``name domain:role priority uri display-name``, where a ``uri`` ending in ``$``
stands for the name and a display name ``-`` for the name itself.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Where each kind of object lives in the Python documentation (https://docs.python.org/3):
# built-in functions and the classes documented with them in library/functions.html, the
# built-in types in library/stdtypes.html, exceptions in library/exceptions.html,
# constants in library/constants.html, and anything else on its module's page with the
# dotted name as anchor (a module itself would be at "module-<name>").
PYTHON = {
    "py:class": {
        "bool": "library/functions.html#$",
        "int": "library/functions.html#$",
        "object": "library/functions.html#$",
        "frozenset": "library/stdtypes.html#$",
        "str": "library/stdtypes.html#$",
        "tuple": "library/stdtypes.html#$",
        "collections.abc.Iterable": "library/collections.abc.html#$",
        "collections.abc.Iterator": "library/collections.abc.html#$",
        "collections.abc.Mapping": "library/collections.abc.html#$",
        "collections.abc.Sequence": "library/collections.abc.html#$",
        "random.Random": "library/random.html#$",
        "argparse.ArgumentParser": "library/argparse.html#$",
        "enum.IntEnum": "library/enum.html#$",
    },
    "py:exception": {
        "ValueError": "library/exceptions.html#$",
    },
    "py:function": {
        "isinstance": "library/functions.html#$",
        "random.choice": "library/random.html#$",
    },
    "py:data": {
        "None": "library/constants.html#$",
    },
}

# The attrs API page (https://www.attrs.org/en/stable/api.html) documents the ``attrs``
# namespace under ``.. module:: attrs``, so every anchor is the dotted name.
ATTRS = {
    "py:function": {
        "attrs.evolve": "api.html#$",
        "attrs.frozen": "api.html#$",
    },
}

INVENTORIES = {
    "python.inv": ("Python", "3", PYTHON),
    "attrs.inv": ("attrs", "stable", ATTRS),
}


def inventory(project: str, version: str, objects: dict[str, dict[str, str]]) -> bytes:
    """The bytes of an inventory (format version 2) listing ``objects`` by kind and name."""
    header = (
        "# Sphinx inventory version 2\n"
        f"# Project: {project}\n"
        f"# Version: {version}\n"
        "# The remainder of this file is compressed using zlib.\n"
    )
    lines = []
    for kind, names in sorted(objects.items()):
        # Sphinx ranks modules below other objects when it writes an inventory.
        priority = 0 if kind == "py:module" else 1
        for name, uri in sorted(names.items()):
            if uri.endswith(name) and not uri.endswith("$"):
                uri = uri[: -len(name)] + "$"
            lines.append(f"{name} {kind} {priority} {uri} -\n")
    return header.encode() + zlib.compress("".join(lines).encode(), 9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check the files are up to date")
    args = parser.parse_args(argv)
    stale = []
    for filename, (project, version, objects) in INVENTORIES.items():
        path = HERE / filename
        data = inventory(project, version, objects)
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(filename)
        else:
            path.write_bytes(data)
    if stale:
        print(f"out of date: {', '.join(stale)}; run python docs/_inventories/make_inventories.py")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
