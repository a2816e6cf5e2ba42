import pytest


@pytest.fixture
def language(qapp, request):
    """The interface in ``request.param`` for one test (Qt's catalog, the interface's and the
    engine's), English after it. Parametrize with ``indirect=True``."""
    from PySide6.QtCore import QLocale

    from pog_desktop.ui.i18n import install
    translators = install(qapp, request.param)
    assert len(translators) == (0 if request.param == "en" else 3)
    yield request.param
    for t in translators:
        qapp.removeTranslator(t)
    QLocale.setDefault(QLocale("en"))
    install(qapp, "en")


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    """Tests click as fast as they like: the guard against a double click reaching the next
    prompt (``click_guard``) is off except where a test turns it on."""
    from pog_desktop.ui.table import click_guard
    monkeypatch.setattr(click_guard, "GUARD_MS", 0)
