"""Collection for the whole checkout: islands_rules.rl's doctests need the ``rl`` extra
(``pip install -e .[rl]``; ``nox -s rl``), so without it they are left out, as tests/rl skips."""

from __future__ import annotations

import importlib.util

_EXTRA = ("numpy", "pettingzoo", "gymnasium", "pyspiel")

collect_ignore_glob = (
    [] if all(importlib.util.find_spec(name) for name in _EXTRA) else ["src/islands_rules/rl/*"]
)
