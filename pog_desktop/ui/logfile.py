"""The program's log file: what the ``pog_desktop`` loggers say (a settings file set aside, an
unexpected error) goes to ``pog-desktop.log`` in the log folder ``places`` gives, rotated at
1 MB with three old files kept. A crash report ends with the log's last lines."""
from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from ..match.places import places

LOG_NAME = "pog-desktop.log"
LOGGER = "pog_desktop"


def start_log(folder: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send the program's log records to the log file; None (and no file) when the folder
    cannot be written: a log is never a reason not to start."""
    path = (folder or places().logs) / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=1 << 20, backupCount=3, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger(LOGGER)
    logger.addHandler(handler)
    logger.setLevel(level)
    return path


def log_tail(folder: Path | None = None, lines: int = 40) -> list[str]:
    """The last ``lines`` lines of the current log file (none when there is no log)."""
    try:
        text = ((folder or places().logs) / LOG_NAME).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    return text.splitlines()[-lines:]
