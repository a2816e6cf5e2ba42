"""Tests that register stand-in events must not lose the real
card events for the tests after them: the registry is restored around every test."""
import pytest

from pog_desktop.rules.core import effects


@pytest.fixture(autouse=True)
def _restore_event_registry():
    saved = dict(effects.REGISTRY)
    yield
    effects.REGISTRY.clear()
    effects.REGISTRY.update(saved)
