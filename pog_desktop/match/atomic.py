"""Atomic file writes: a reader sees the old file or the new one, never a partial one.

The text goes to a temporary file in the same folder (so ``os.replace`` is a rename on
one file system), is flushed and fsynced, then replaces the target in one step. If
anything fails before the rename, the temporary file is removed and the old file is
left exactly as it was.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_text(path: Path | str, text: str) -> None:
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        # BaseException too: a Ctrl-C mid-write must not leave a stray temporary file.
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    _fsync_folder(path.parent)


def atomic_write_json(path: Path | str, doc: Any) -> None:
    atomic_write_text(path, json.dumps(doc, indent=1, ensure_ascii=False, sort_keys=True) + "\n")


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open a folder, nothing to do."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
