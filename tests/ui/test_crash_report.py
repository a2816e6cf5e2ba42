"""Issue 16: an unhandled error writes a crash report into the log folder and says where,
and the application (with its autosaved game) goes on."""
from __future__ import annotations

import logging
import sys
from datetime import datetime, timezone

import pytest
from PySide6.QtWidgets import QMessageBox

from pog_desktop.match.places import places
from pog_desktop.ui import crash
from pog_desktop.ui.crash import CrashHandler, write_report
from pog_desktop.ui.logfile import LOG_NAME, LOGGER, start_log


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _raised():
    try:
        {}["no such space"]
    except KeyError:
        return sys.exc_info()


def test_a_report_holds_the_traceback_and_goes_into_the_log_folder(home):
    path = write_report(*_raised(), now=datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc))
    assert path == places().logs / "crash-20260102-030405-01.txt"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("pog-desktop ")
    assert "KeyError: 'no such space'" in text and "in _raised" in text
    assert f"autosaves: {places().autosaves}" in text


def test_two_errors_in_one_second_get_two_reports_and_old_ones_are_pruned(home, monkeypatch):
    monkeypatch.setattr(crash, "KEEP_REPORTS", 3)
    when = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    made = [write_report(*_raised(), now=when) for _ in range(5)]
    assert len(set(made)) == 5
    assert sorted(p.name for p in places().logs.iterdir()) == sorted(p.name for p in made[2:])


def test_the_handler_tells_the_player_where_and_does_not_block(home, qtbot):
    handler = CrashHandler()
    handler(*_raised())
    handler(*_raised())          # a second error while the message is up: reported, no second box
    assert len(handler.reports) == 2 and all(p.parent == places().logs for p in handler.reports)
    box = handler.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert str(handler.reports[0]) in box.text() and "KeyError" in box.text()
    box.close()


def test_the_log_file_gets_the_error_and_the_report_ends_with_the_log(home):
    logger = logging.getLogger(LOGGER)
    before, level = list(logger.handlers), logger.level
    try:
        assert start_log() == places().logs / LOG_NAME
        logging.getLogger("pog_desktop.match.settings").warning("settings file kept aside")
        handler = CrashHandler()
        handler(*_raised())
        handler.box.close()
        text = handler.reports[0].read_text(encoding="utf-8")
        assert text.index("KeyError") < text.index("the log's last lines:") < text.index("settings file kept aside")
        logged = (places().logs / LOG_NAME).read_text(encoding="utf-8")
        assert f"unexpected error, report {handler.reports[0].name}" in logged and "KeyError" in logged
    finally:
        for h in set(logger.handlers) - set(before):
            logger.removeHandler(h)
            h.close()
        logger.setLevel(level)


def test_install_replaces_the_excepthook(home, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    handler = CrashHandler().install()
    assert sys.excepthook is handler


def test_the_console_line_is_in_the_chosen_language(home, qapp, capsys):
    """Issue 16: the crash's console line follows the interface's language (English stays English)."""
    from pog_desktop.ui.i18n import install
    handler = CrashHandler()
    handler.tell = lambda path, value: None     # the dialog is another test's
    handler(*_raised())
    assert "pog-desktop: unexpected error KeyError: 'no such space'; report written to " in capsys.readouterr().err
    translators = install(qapp, "it")
    try:
        handler(*_raised())
    finally:
        for t in translators:
            qapp.removeTranslator(t)
        install(qapp, "en")
    assert "pog-desktop: errore imprevisto KeyError: 'no such space'; rapporto scritto in " in capsys.readouterr().err
