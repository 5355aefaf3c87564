"""Loading the optional compiled engines: the modules of the distribution
``islands-rules-native`` (built from ``native/`` in a checkout), each checked to speak the
calling convention its game's ``native`` module expects.

A game's ``native`` module (:class:`~islands_rules.core.hooks.NativeModule`) loads its
compiled core with :func:`load_extension` once, at import, and reports the reason it gives
when the core cannot be used; nothing falls back to the pure-Python engine silently.

>>> from islands_rules.core.native import load_extension
>>> core, why = load_extension("islands_rules_native._ponte", 2, "the native Ponte engine")
>>> (core is None) == bool(why)
True
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from .errors import InvalidRulesError, shown

__all__ = ["INSTALL", "load_extension"]

INSTALL = "install it from a checkout of islands-rules with: python3 -m pip install ./native"
"""How to install the compiled engines, as every reason they cannot be used ends."""

_MODULE = re.compile(r"islands_rules_native\._[a-z]+")


def load_extension(module: str, abi: int, engine: str) -> tuple[Any, str]:
    """The compiled ``module`` and ``""``, or ``None`` and why it cannot be used (not
    installed, or built for another version of its calling convention ``abi``), naming
    ``engine`` and saying how to install it.

    >>> load_extension("islands_rules_native._nothing", 1, "the native Nothing engine")[1]
    "the native Nothing engine (islands-rules-native) is not installed (No module named ...); install it ..."
    >>> load_extension("os", 1, "the shell")
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: a compiled engine is a module islands_rules_native._<name>, got 'os'

    :raises InvalidRulesError: if ``module`` is no module of ``islands_rules_native``, ``abi``
        no int or ``engine`` no short text.
    """
    if not isinstance(module, str) or not _MODULE.fullmatch(module):
        raise InvalidRulesError(
            f"a compiled engine is a module islands_rules_native._<name>, got {shown(module)}"
        )
    if type(abi) is not int or not isinstance(engine, str) or len(engine) > 100:
        raise InvalidRulesError(
            f"load_extension takes an int version and a name, got {shown(abi)}, {shown(engine)}"
        )
    try:
        core = importlib.import_module(module)
    except ImportError as error:
        return None, f"{engine} (islands-rules-native) is not installed ({error}); {INSTALL}"
    if getattr(core, "ABI_VERSION", None) != abi:
        return None, (
            f"the installed islands-rules-native speaks version {shown(getattr(core, 'ABI_VERSION', None))} "
            f"of {engine}'s calling convention, this islands-rules version {abi}; {INSTALL}"
        )
    return core, ""
