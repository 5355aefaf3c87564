"""The public API: every exported name is documented with an example, and the package is typed."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

import islands_rules as ir

DOCUMENTED = [
    (module.__name__, name)
    for module in (ir, ir.ponte, ir.records, importlib.import_module("islands_rules.solve"))
    for name in module.__all__
    if inspect.isclass(getattr(module, name)) or inspect.isfunction(getattr(module, name))
]


def test_all_names_exist_once() -> None:
    assert len(set(ir.__all__)) == len(ir.__all__)
    for name in ir.__all__:
        assert hasattr(ir, name), name


@pytest.mark.parametrize(("module", "name"), DOCUMENTED)
def test_every_public_name_has_a_docstring_with_an_example(module: str, name: str) -> None:
    doc = inspect.getdoc(getattr(importlib.import_module(module), name)) or ""
    assert doc.strip(), f"{name} has no docstring"
    assert ">>>" in doc, f"{name}'s docstring has no example"


def test_package_ships_py_typed() -> None:
    assert (Path(ir.__file__).parent / "py.typed").is_file()


OLD_NAMES = sorted(ir._DEPRECATED)


@pytest.mark.parametrize("name", OLD_NAMES)
def test_release_0_1s_names_still_work_with_a_deprecation_warning(name: str) -> None:
    module, new = ir._DEPRECATED[name]
    with pytest.warns(
        DeprecationWarning, match=rf"islands_rules\.{name} is deprecated .* use {module}\.{new}"
    ):
        old = getattr(ir, name)
    assert old is getattr(importlib.import_module(module), new)


def test_the_old_names_are_ponte_del_diavolos_and_nothing_else_warns() -> None:
    assert set(OLD_NAMES) - {"KNOWN_TAGS"} <= set(ir.ponte.__all__)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in ir.__all__:
            getattr(ir, name)
    with pytest.raises(AttributeError, match="no attribute 'Chess'"):
        ir.Chess  # noqa: B018


def test_every_game_package_is_an_attribute_from_a_plain_import() -> None:
    """``import islands_rules as ir`` then ``ir.lsd``: the games load on first use, in a fresh
    interpreter, where nothing else has imported them yet."""
    code = (
        "import islands_rules as ir, sys, importlib.metadata as md\n"
        "points = md.distribution('islands-rules').entry_points\n"
        "own = [p.name for p in points if p.group == 'islands_rules.games']\n"
        "assert sorted(own) == ['isaac', 'islands', 'lsd', 'ponte'], own\n"
        "for name in own:\n"
        "    assert getattr(ir, name) is sys.modules['islands_rules.' + name], name\n"
        "    assert getattr(ir, name).GAME is ir.load_game(name)\n"
    )
    _passes_in_a_fresh_interpreter(code)


def test_a_plain_import_loads_no_game_no_records_and_no_cli() -> None:
    """``import islands_rules`` is a cold start of the core alone: games, records, the CLI and
    the bots are imported when first used, and then every name is there."""
    code = (
        "import islands_rules as ir, sys\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('islands_rules.'))\n"
        "parts = ('ponte', 'isaac', 'lsd', 'islands', 'records', 'cli', 'bots')\n"
        "heavy = [m for m in loaded if m.split('.')[1] in parts]\n"
        "assert not heavy, heavy\n"
        "assert ir.read_record is sys.modules['islands_rules.records'].read_record\n"
        "assert ir.records is sys.modules['islands_rules.records']\n"
        "assert ir.FORMAT_VERSION == sys.modules['islands_rules.core.data'].FORMAT_VERSION\n"
        "assert {'read_record', 'ponte', 'records'} <= set(dir(ir))\n"
    )
    _passes_in_a_fresh_interpreter(code)


def _passes_in_a_fresh_interpreter(code: str) -> None:
    """Run ``code`` (its checks are ``assert`` statements) where nothing is imported yet."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
