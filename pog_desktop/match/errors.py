"""The one error the match layer raises for a save, autosave or PBEM turn file it refuses."""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Callable, TypeVar

# Marks a refusal that no check of ours foresaw (the fuzz test counts them as failures).
UNEXPECTED = "an unexpected error while reading it"
_F = TypeVar("_F", bound=Callable[..., Any])


class SaveError(ValueError):
    """A game file was refused. ``str()`` reads ``file: where: what is wrong``.

    ``where`` is a field (``field 'seed'``) or an action (``action 12 of 40``); ``action``
    holds the 0-based index of the first diverging action when the replay was refused, so
    the UI can show the position just before it.
    """

    def __init__(self, file: str, message: str, where: str | None = None, action: int | None = None):
        self.file = file
        self.message = message
        self.where = where
        self.action = action
        parts = [file] + ([where] if where else []) + [message]
        super().__init__(": ".join(parts))


def refusing(read: _F) -> _F:
    """For readers of untrusted files (first argument the path): whatever else goes wrong
    becomes a ``SaveError`` too, so a damaged file never crashes the application."""
    @functools.wraps(read)
    def wrapper(path: Any, *args: Any, **kw: Any) -> Any:
        try:
            return read(path, *args, **kw)
        except SaveError:
            raise
        except Exception as exc:
            raise SaveError(Path(path).name, f"refused after {UNEXPECTED} ({type(exc).__name__}: {exc})") from exc
    return wrapper  # type: ignore[return-value]
