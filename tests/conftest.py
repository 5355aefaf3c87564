"""Shared test configuration: Hypothesis profiles (``dev`` locally, ``ci`` under CI)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile("dev")
