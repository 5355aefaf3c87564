"""The examples in ``examples/`` loaded as modules, so their tests can call their functions."""

from __future__ import annotations

import importlib.util
from types import ModuleType

from paths import ROOT

EXAMPLES = ROOT / "examples"


def load_example(relative: str, name: str) -> ModuleType:
    """The example file ``examples/<relative>`` run as a module called ``name``."""
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / relative)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
