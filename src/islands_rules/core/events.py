"""What a move did, as frozen, JSON-safe events: :func:`~islands_rules.effects` gives them in
the order they happen.

Every event has a ``kind`` in the game's own words (``place``, ``capture``, ``bridge``,
``draw``, ...). Scoring events have ``kind == "score"``, the ``seat`` that scores, its
``points`` and the ``feature`` that scored (Islands: ``island``, ``bridge``, ``lighthouse``,
``water``); the points of the score events of a move add up to the change in each seat's
points. The cells (or tiles) involved are named as clicks name them; anything else the game
says about the event is in ``detail``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from .errors import IslandsRulesError, shown

__all__ = ["Event"]

_KIND = re.compile(r"[a-z][a-z_]*")
_SCALARS = (str, int, float, bool, type(None))


def _check_kind(_instance: Any, _attribute: Any, value: Any) -> None:
    if not isinstance(value, str) or not _KIND.fullmatch(value):
        raise IslandsRulesError(f"an event's kind is a lower-case word such as 'score', got {shown(value)}")


def _json_value(value: Any, where: str) -> Any:
    """``value`` as an event holds it: a JSON scalar, or a tuple of them (lists become tuples)."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, list | tuple):
        return tuple(_json_value(item, where) for item in value)
    raise IslandsRulesError(f"{where} must be JSON-safe (text, numbers, lists of them), got {shown(value)}")


def _detail(value: Mapping[str, Any] | Iterable[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    given: object = value  # as the caller passed it, whatever the annotation says
    if isinstance(given, str) or not isinstance(given, Mapping | Iterable):
        raise IslandsRulesError(f"an event's detail is a dict or (key, value) pairs, got {shown(given)}")
    pairs = value.items() if isinstance(value, Mapping) else value
    found = []
    for pair in pairs:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise IslandsRulesError(
                f"an event's detail is a dict or (key, value) pairs, got a pair {shown(pair)}"
            )
        key, item = pair
        if not isinstance(key, str):
            raise IslandsRulesError(f"an event's detail is keyed by text, got {shown(key)}")
        found.append((key, _json_value(item, f"detail[{shown(key)}]")))
    return tuple(found)


def _cells(value: Iterable[Any]) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise IslandsRulesError(f"an event's cells are a list of cell names, got {shown(value)}")
    return tuple(shown(cell) if type(cell) is int else str(cell) for cell in value)


def _optional(kind: type) -> Any:
    """A validator: ``None`` or a ``kind`` (not a bool where an int is wanted)."""

    def check(_instance: Any, attribute: Any, value: Any) -> None:
        if value is not None and (type(value) is bool or not isinstance(value, kind)):
            raise IslandsRulesError(
                f"an event's {attribute.name} must be None or a {kind.__name__}, got {shown(value)}"
            )

    return check


@attrs.frozen
class Event:
    """One thing a move did.

    >>> event = Event("score", seat=0, points=8, feature="island", cells=("0,0", "1,0"))
    >>> event.to_dict()
    {'kind': 'score', 'seat': 0, 'points': 8, 'feature': 'island', 'cells': ['0,0', '1,0']}
    >>> Event("capture", seat=1, cells=["2,0"], detail={"with": "pair"}).detail_dict()
    {'with': 'pair'}

    :raises IslandsRulesError: for a kind that is no lower-case word, or detail that is not
        JSON-safe.
    """

    kind: str = attrs.field(validator=_check_kind)
    """What happened, in the game's own words."""
    seat: int | None = attrs.field(default=None, validator=_optional(int))
    """The seat it happened to or for, if any."""
    points: int | None = attrs.field(default=None, validator=_optional(int))
    """Score events: the points scored."""
    feature: str | None = attrs.field(default=None, validator=_optional(str))
    """Score events: what scored, in the game's words."""
    cells: tuple[str, ...] = attrs.field(default=(), converter=_cells)
    """The cells or tiles involved, named as clicks name them."""
    detail: tuple[tuple[str, Any], ...] = attrs.field(default=(), converter=_detail)
    """Anything else the game says about it, as (key, JSON-safe value) pairs."""

    def detail_dict(self) -> dict[str, Any]:
        """:attr:`detail` as a dict (tuples as lists)."""
        return {key: _as_json(value) for key, value in self.detail}

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON-safe data; only the fields that are set, ``kind`` first."""
        data: dict[str, Any] = {"kind": self.kind}
        for name in ("seat", "points", "feature"):
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        if self.cells:
            data["cells"] = list(self.cells)
        if self.detail:
            data["detail"] = self.detail_dict()
        return data


def _as_json(value: Any) -> Any:
    return [_as_json(item) for item in value] if isinstance(value, tuple) else value
