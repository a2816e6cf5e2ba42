import pytest


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    """Tests click as fast as they like: the guard against a double click reaching the next
    prompt (``click_guard``) is off except where a test turns it on."""
    from pog_desktop.ui.table import click_guard
    monkeypatch.setattr(click_guard, "GUARD_MS", 0)
