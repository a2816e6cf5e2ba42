"""Tests that register stand-in events must not lose the real
card events for the tests after them: the registry is restored around every test."""
import pytest

from pog_desktop.rules import events


@pytest.fixture(autouse=True)
def _restore_event_registry():
    saved = dict(events.REGISTRY)
    yield
    events.REGISTRY.clear()
    events.REGISTRY.update(saved)
