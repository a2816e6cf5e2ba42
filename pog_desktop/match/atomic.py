"""Atomic file writes: a reader sees the old file or the new one, never a partial one.

The text goes to a temporary file in the same folder (so ``os.replace`` is a rename on
one file system), is flushed and fsynced, then replaces the target in one step. If
anything fails before the rename, the temporary file is removed and the old file is
left exactly as it was.

A process killed in the middle of a write cannot remove its temporary file. The name
says whose it is, ``.<target>.<pid>.<random>.tmp``, so that the next start removes the
ones whose writer is gone (``remove_stale_temp_files``) and no other file.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable

# Our temporary files: a hidden name ending ".tmp", the target (a .pog or .json file), the
# writer's process id, mkstemp's random part.
_TEMP_NAME = re.compile(r"\.(?P<target>.+\.(?:pog|json))\.(?P<pid>[0-9]{1,10})\.[A-Za-z0-9_]{4,}\.tmp")
# The writer of an older-style name (no process id), or one on a system where we cannot ask
# whether a process runs, has surely finished after this long.
STALE_AFTER = 3600.0


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
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


def atomic_write_text(path: Path | str, text: str) -> None:
    # Encoded before anything touches the disk: text that cannot be written leaves no trace.
    atomic_write_bytes(path, text.encode("utf-8"))


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


def remove_stale_temp_files(folders: Iterable[Path | str]) -> list[Path]:
    """Remove the temporary files our writes left in ``folders`` when their process died:
    those of a process that no longer runs, and any older than ``STALE_AFTER``. Files of
    other naming, and those of a writer still running, are left alone. Returns the removed."""
    removed = []
    now = time.time()
    for folder in dict.fromkeys(Path(f) for f in folders):
        try:
            names = [p for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp")]
        except OSError:
            continue
        for path in names:
            m = _TEMP_NAME.fullmatch(path.name)
            if m is None:
                continue
            try:
                old = now - path.stat().st_mtime > STALE_AFTER
                if old or not _running(int(m["pid"])):
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


def _running(pid: int) -> bool:
    """Whether a process ``pid`` runs (POSIX). Elsewhere we cannot ask cheaply: assume so,
    and let the age limit clean up."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:   # PermissionError: it runs, as another user
        return True
    return True
