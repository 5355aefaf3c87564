"""JSON (placeholder)."""

from __future__ import annotations

from typing import Any

from .state import State


def state_to_dict(state: State) -> dict[str, Any]:
    return {}


def state_from_dict(data: Any) -> State:
    raise NotImplementedError
