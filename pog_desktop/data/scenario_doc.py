"""Typed reads from one section of a scenario document, failing with file, entry and field."""
from __future__ import annotations

from typing import Any

from .errors import DataError


class _Doc:
    """Typed reads from one section of the document, failing with file, entry and field."""

    def __init__(self, file: str, raw: dict[str, Any], entry: str | None = None):
        self.file, self.raw, self.entry = file, raw, entry

    def error(self, field: str | None, message: str, entry: str | None = ...) -> DataError:
        return DataError(self.file, message, entry=self.entry if entry is ... else entry, field=field)

    def get(self, field: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if field not in self.raw or self.raw[field] is None:
            if default is ...:
                raise self.error(field, "missing")
            return default
        value = self.raw[field]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            raise self.error(field, f"must be {' or '.join(k.__name__ for k in kinds)}, got {value!r}")
        return value

    def choice(self, field: str, choices: tuple, default: Any = ...) -> Any:
        value = self.get(field, (str, type(None)) if None in choices else str, default)
        if value not in choices:
            raise self.error(field, f"{value!r} is not one of {', '.join(str(c) for c in choices if c is not None)}")
        return value

    def part(self, field: str, entry: str | None = ...) -> "_Doc":
        return _Doc(self.file, self.get(field, dict, {}), self.entry if entry is ... else entry)

    def only(self, known: set[str]) -> None:
        extra = sorted(set(self.raw) - known)
        if extra:
            raise self.error(extra[0], "unknown field")
