"""Reading JSON-safe data back, key by key: every check names the path of the value at fault
(``moves[1]``, ``rules.board_size``), and never echoes a long value in full.

The data of states and records carries ``"format"`` (the version, the same as the record
format's) and ``"type"``; :func:`fields` checks both and the keys present.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import RecordError
from .errors import shown as errors_shown

__all__ = [
    "FORMAT_VERSION",
    "READABLE_FORMATS",
    "boolean",
    "choice",
    "fail",
    "fields",
    "kind",
    "natural",
    "same",
    "shown",
    "strings",
]

FORMAT_VERSION = 2
"""The version of the record format and of the JSON data this library writes. Version 2
added the ``Game`` tag (``"game"`` in JSON); version 1 data is Ponte del Diavolo's and reads
unchanged."""

READABLE_FORMATS = (1, 2)
"""The versions this library reads."""


def fail(path: str, reason: str) -> RecordError:
    """The error for the value at ``path`` (both cut short if long).

    >>> from islands_rules.core.data import fail
    >>> fail("moves[1]", "must be a string, got int")
    RecordError('moves[1]: must be a string, got int')
    """
    if not isinstance(path, str) or not isinstance(reason, str):
        raise RecordError(f"fail takes a path and a reason as text, got {kind(path)} and {kind(reason)}")
    if len(path) > _PATH_LIMIT:
        path = path[:_PATH_LIMIT] + "…"
    if len(reason) > _REASON_LIMIT:
        reason = reason[:_REASON_LIMIT] + "…"
    return RecordError(f"{path}: {reason}")


_PATH_LIMIT = 80
_REASON_LIMIT = 300


def kind(value: object) -> str:
    """The type of ``value`` for a message, in JSON's words where it has them (``null``)."""
    return "null" if value is None else type(value).__name__


def shown(value: object) -> str:
    """``value`` for a message, in JSON's words (``null``, ``true``); see
    :func:`~islands_rules.core.errors.shown`."""
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    return errors_shown(value)


def fields(
    data: object, what: str, required: set[str], optional: frozenset[str] = frozenset()
) -> Mapping[str, Any]:
    """``data`` checked to be a dict of ``what`` (its ``type``) in a readable format, with
    exactly the keys allowed."""
    if not isinstance(what, str) or not what.isidentifier():
        raise RecordError(f"fields' what must be a type's name, got {shown(what)}")
    if not isinstance(required, set | frozenset) or not all(isinstance(name, str) for name in required):
        raise RecordError(f"fields' required must be a set of strings, got {kind(required)}")
    if not isinstance(optional, set | frozenset):
        raise RecordError(f"fields' optional must be a set of keys, got {kind(optional)}")
    if not isinstance(data, Mapping):
        raise RecordError(f"{what} data must be a dict, got {kind(data)}")
    version = data.get("format")
    if type(version) is not int or version not in READABLE_FORMATS:
        readable = " or ".join(map(str, READABLE_FORMATS))
        raise fail("format", f"must be {readable}, a version this library reads; got {shown(version)}")
    if data.get("type") != what:
        raise fail("type", f"must be {what!r}, got {shown(data.get('type'))}")
    keys = set(data)
    missing, unknown = required - keys, keys - required - optional - {"format", "type"}
    if missing:
        raise RecordError(f"{what} data lacks the key(s) {', '.join(sorted(missing))}")
    if unknown:
        names = ", ".join(sorted(shown(key) for key in unknown)[:5])
        raise RecordError(f"{what} data has unknown key(s) {names}")
    return data


def natural(path: str, value: object, *, optional: bool = False) -> Any:
    """``value`` checked to be an int of at least 0 (or ``None`` if ``optional``)."""
    if (value is None and optional) or (type(value) is int and 0 <= value < 10**9):
        return value
    wanted = "an int from 0 to 999999999" + (" or null" if optional else "")
    raise fail(path, f"must be {wanted}, got {shown(value)}")


def boolean(path: str, value: object) -> bool:
    """``value`` checked to be true or false."""
    if type(value) is not bool:
        raise fail(path, f"must be true or false, got {shown(value)}")
    return value


def strings(path: str, value: object) -> list[str]:
    """``value`` checked to be a list of strings."""
    if not isinstance(path, str):
        raise fail(path, "")  # refuses the path itself
    if not isinstance(value, list):
        raise fail(path, f"must be a list of strings, got {kind(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise fail(f"{path}[{index}]", f"must be a string, got {kind(item)}")
    return value


def choice(path: str, value: object, allowed: list[str]) -> str:
    """``value`` checked to be one of ``allowed``."""
    if not isinstance(allowed, list | tuple) or not all(isinstance(item, str) for item in allowed):
        raise RecordError(f"choice's allowed must be a list of strings, got {kind(allowed)}")
    if not isinstance(value, str) or value not in allowed:
        names = ", ".join(shown(item) for item in allowed[:10]) + (", ..." if len(allowed) > 10 else "")
        raise fail(path, f"must be one of {names}, got {shown(value)}")
    return value


def same(value: object, expected: object) -> bool:
    """Whether JSON data ``value`` equals ``expected`` as JSON sees it: ``true`` is not ``1``
    and ``1.0`` is not ``1`` (Python's ``==`` says they are), and no number is ever written
    out, so a number of any size compares in no time.

    >>> same([1, {"a": 2}], (1, {"a": 2})), same(True, 1), same(1.0, 1), same({"a": 1}, {"b": 1})
    (True, False, False, False)
    """
    if isinstance(value, list | tuple) and isinstance(expected, list | tuple):  # both a JSON array
        return len(value) == len(expected) and all(map(same, value, expected))
    if type(value) is not type(expected):
        return False
    if isinstance(value, dict) and isinstance(expected, dict):
        return value.keys() == expected.keys() and all(same(value[key], expected[key]) for key in value)
    return value == expected
