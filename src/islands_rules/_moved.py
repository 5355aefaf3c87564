"""Modules that moved in release 0.2, still importable by their old names until release 0.3,
with a :class:`DeprecationWarning` naming the new home.

An old name is a small module of its own that hands every attribute on to the new module, so
the classes and functions are the very same objects. Only the import by the old name is
looked after here; nothing imports it otherwise.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import types
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

__all__ = ["MOVED", "deprecated_names", "install"]

MOVED: dict[str, str] = {
    "islands_rules.cli_files": "islands_rules.cli.files",
    "islands_rules.cli_match": "islands_rules.cli.match",
    "islands_rules.cli_play": "islands_rules.cli.play",
    "islands_rules.cli_random": "islands_rules.cli.random_games",
    "islands_rules.cli_validate": "islands_rules.cli.validate",
    "islands_rules.core.clicks": "islands_rules.frontend.clicks",
    "islands_rules.core.history": "islands_rules.frontend.history",
    "islands_rules.core.inputs": "islands_rules.frontend.inputs",
    "islands_rules.core.view": "islands_rules.frontend.view",
    "islands_rules.core.pictures": "islands_rules.render.pictures",
    "islands_rules.core.svg_grid": "islands_rules.render.svg_grid",
    "islands_rules.core.text_marks": "islands_rules.render.text_marks",
    # Isaac's legality (engine, movegen) is rules.py now, its pictures text.py and render.py; the
    # old modules' names are the package's, whose names are the same objects.
    "islands_rules.isaac.engine": "islands_rules.isaac",
    "islands_rules.isaac.movegen": "islands_rules.isaac",
    "islands_rules.isaac.render_text": "islands_rules.isaac",
    "islands_rules.isaac.render_svg": "islands_rules.isaac",
    # Ponte's cells, lazy legal moves and set-up are private modules now (_cells, _lazy, _setup,
    # new_game in state.py); every name they exported is the package's.
    "islands_rules.ponte.cells": "islands_rules.ponte",
    "islands_rules.ponte.lazy": "islands_rules.ponte",
    "islands_rules.ponte.setup": "islands_rules.ponte",
    # LSD's tile types and its pictures' frame are private modules now; the names are the package's.
    "islands_rules.lsd.tiles": "islands_rules.lsd",
    "islands_rules.lsd.diagram": "islands_rules.lsd",
}
"""Old module name -> new module name."""


class _Forward:  # a loader (importlib.abc.Loader's two methods; importing abc costs 20 ms)
    def __init__(self, new: str) -> None:
        self.new = new

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        target = importlib.import_module(self.new)
        module = types.ModuleType(spec.name, f"Moved to :mod:`{self.new}` (deprecated name).")

        def forward(name: str) -> Any:
            return getattr(target, name)

        module.__getattr__ = forward  # type: ignore[method-assign]
        module.__all__ = list(getattr(target, "__all__", ()))  # type: ignore[attr-defined]
        return module

    def exec_module(self, module: types.ModuleType) -> None:
        warnings.warn(
            f"{module.__name__} is deprecated; import {self.new} instead (until release 0.3)",
            DeprecationWarning,
            stacklevel=2,
        )


class _MovedFinder:  # a meta path finder (importlib.abc.MetaPathFinder's one method)
    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        new = MOVED.get(fullname)
        if new is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, cast("Loader", _Forward(new)))


def install() -> None:
    """Let the old module names be imported (done once, by ``import islands_rules``)."""
    if not any(isinstance(finder, _MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(_MovedFinder())


def deprecated_names(module: str, names: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``module`` that answers each old name of ``names`` with the
    object at its new dotted path, and a :class:`DeprecationWarning` naming it.

    >>> import warnings
    >>> getter = deprecated_names("islands_rules.ponte", {"PonteGame": "islands_rules.Game"})
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     getter("PonteGame").__name__, str(caught[0].message)
    ('Game', 'islands_rules.ponte.PonteGame is deprecated and goes in release 0.3: use islands_rules.Game')
    """

    def __getattr__(name: str) -> Any:
        new = names.get(name)
        if new is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        warnings.warn(
            f"{module}.{name} is deprecated and goes in release 0.3: use {new}",
            DeprecationWarning,
            stacklevel=2,
        )
        home, _, attribute = new.rpartition(".")
        return getattr(importlib.import_module(home), attribute)

    return __getattr__
