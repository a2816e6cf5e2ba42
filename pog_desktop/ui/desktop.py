"""The application among the desktop's others: its icon, files the system asks it to open,
and coming to the front when a second start hands over."""
from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QIcon

ICON = "pog-desktop"


def app_icon() -> QIcon:
    """The window icon, from the package's assets (drawn by packaging/make_icon.py)."""
    assets = files("pog_desktop") / "assets"
    icon = QIcon()
    for name in (f"{ICON}.svg", f"{ICON}.png"):
        if (assets / name).is_file():
            icon.addFile(str(assets / name))
    return icon


def bring_to_front(window) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


class FileOpenFilter(QObject):
    """Turns ``QFileOpenEvent`` (macOS: a file opened in the Finder, or dropped on the Dock icon)
    into ``open_requested``. Installed on the application."""
    open_requested = Signal(str)

    def __init__(self, app):
        super().__init__(app)
        app.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.FileOpen and event.file():
            self.open_requested.emit(event.file())
            return True
        return super().eventFilter(watched, event)
