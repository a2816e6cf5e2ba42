"""Unhandled errors: a crash report in the log folder, and the player told where it is.

An error that escapes a slot or event handler reaches ``sys.excepthook``. The handler writes
``crash-<time>-<n>.txt`` (the traceback, versions, command line, the log's last lines) into
the log folder ``places`` gives, and shows a message naming that file. The application keeps
running: the game was autosaved after its last action, so quitting and starting again resumes
it. Only one message is on screen at a time; later errors while it is up get their own reports.
"""
from __future__ import annotations

import logging
import platform
import sys
import traceback
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType

from .. import __version__
from ..match.places import places
from .logfile import log_tail
from .translate import translate

KEEP_REPORTS = 20
_log = logging.getLogger(__name__)


def write_report(etype: type[BaseException], value: BaseException, tb: TracebackType | None,
                 folder: Path | None = None, now: datetime | None = None) -> Path:
    """Write one crash report and return its path; the oldest beyond ``KEEP_REPORTS`` are removed."""
    from PySide6 import __version__ as pyside_version
    folder = folder or places().logs
    folder.mkdir(parents=True, exist_ok=True)
    now = now or datetime.now(timezone.utc)
    stamp = now.strftime("%Y%m%d-%H%M%S")
    n = 1 + max((int(p.stem.rsplit("-", 1)[1]) for p in folder.glob(f"crash-{stamp}-[0-9]*.txt")), default=0)
    path = folder / f"crash-{stamp}-{n:02d}.txt"
    lines = [f"pog-desktop {__version__} crash report, {now.isoformat(timespec='seconds')}",
             f"Python {platform.python_version()}, PySide6 {pyside_version}, {platform.platform()}",
             f"command line: {sys.argv}",
             f"autosaves: {places().autosaves}", "",
             *traceback.format_exception(etype, value, tb)]
    tail = log_tail(folder)
    if tail:
        lines += ["", "the log's last lines:", *tail]
    path.write_text("\n".join(line.rstrip("\n") for line in lines) + "\n", encoding="utf-8")
    for old in sorted(folder.glob("crash-*.txt"))[:-KEEP_REPORTS]:
        old.unlink(missing_ok=True)
    return path


class CrashHandler:
    """``sys.excepthook`` for the running application (see the module's docstring)."""

    def __init__(self, parent=None, folder: Path | None = None):
        self.parent = parent
        self.folder = folder
        self.box = None
        self.reports: list[Path] = []

    def install(self) -> CrashHandler:
        sys.excepthook = self
        return self

    def __call__(self, etype, value, tb) -> None:
        if issubclass(etype, KeyboardInterrupt):
            sys.__excepthook__(etype, value, tb)
            return
        try:
            path = write_report(etype, value, tb, self.folder)
        except OSError as e:
            print("pog-desktop: " + translate("Crash", "could not write a crash report ({error})").format(error=e), file=sys.stderr)
            sys.__excepthook__(etype, value, tb)
            return
        self.reports.append(path)
        _log.error("unexpected error, report %s", path.name, exc_info=(etype, value, tb))
        print("pog-desktop: " + translate("Crash", "unexpected error {error}; report written to {report}").format(
            error=f"{etype.__name__}: {value}", report=path), file=sys.stderr)
        self.tell(path, value)

    def tell(self, path: Path, value: BaseException) -> None:
        from PySide6.QtCore import QCoreApplication, Qt
        from PySide6.QtWidgets import QApplication, QMessageBox
        if QApplication.instance() is None or (self.box is not None and self.box.isVisible()):
            return
        text = QCoreApplication.translate(
            "Crash", "Something went wrong: {error}\n\nA report was written to:\n{report}\n\n"
                     "Your game is safe: it was saved after your last action and is resumed "
                     "the next time you start the application.")
        self.box = QMessageBox(QMessageBox.Critical, QCoreApplication.translate("Crash", "Unexpected error"),
                               text.format(error=f"{type(value).__name__}: {value}", report=path),
                               QMessageBox.Ok, self.parent)
        self.box.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.box.open()   # not exec(): the event loop, and the game, go on
