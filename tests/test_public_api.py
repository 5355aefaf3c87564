"""The public API: every exported name is documented with an example, and the package is typed."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

import islands_rules as ir

DOCUMENTED = [
    name for name in ir.__all__ if inspect.isclass(getattr(ir, name)) or callable(getattr(ir, name))
]


def test_all_names_exist_once() -> None:
    assert len(set(ir.__all__)) == len(ir.__all__)
    for name in ir.__all__:
        assert hasattr(ir, name), name


@pytest.mark.parametrize("name", DOCUMENTED)
def test_every_public_name_has_a_docstring_with_an_example(name: str) -> None:
    doc = inspect.getdoc(getattr(ir, name)) or ""
    assert doc.strip(), f"{name} has no docstring"
    assert ">>>" in doc, f"{name}'s docstring has no example"


def test_package_ships_py_typed() -> None:
    assert (Path(ir.__file__).parent / "py.typed").is_file()
