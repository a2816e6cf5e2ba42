"""Issue 16: the application's icon, and files the system asks it to open (macOS sends them
as QFileOpenEvent; Linux and Windows start the program with the file, see test_single_instance)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMainWindow

from pog_desktop.ui.desktop import FileOpenFilter, app_icon, bring_to_front


def test_the_icon_comes_from_the_package_in_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    for n in (16, 48, 256):
        assert icon.pixmap(QSize(n, n)).width() == n


def test_a_file_opened_in_the_finder_is_handed_to_the_window(qapp, qtbot, tmp_path):
    opener = FileOpenFilter(qapp)
    try:
        with qtbot.waitSignal(opener.open_requested, timeout=2000) as got:
            QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "game.pog")))
        assert got.args == [str(tmp_path / "game.pog")]
    finally:
        qapp.removeEventFilter(opener)
        opener.deleteLater()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support setting window state")
def test_a_minimised_window_is_brought_back(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.showMinimized()
    bring_to_front(window)
    assert not window.isMinimized() and window.isVisible()
