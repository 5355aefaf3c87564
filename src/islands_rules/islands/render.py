"""Pictures (placeholder until written)."""

from __future__ import annotations

from typing import Any

from .state import State

DEFAULT_COLOURS: dict[str, str] = {}


def render_text(state: State, **options: Any) -> str:
    return ""


def svg(state: State, **options: Any) -> str:
    return ""
