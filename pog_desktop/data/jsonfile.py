"""Reading our JSON data files with errors that name the file, entry and field."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterable

from .errors import DataError


def read_json(path: Path, expected_format: str | None = None) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(path.name, f"cannot read the file ({exc.strerror or exc})") from exc
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(path.name, f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from exc
    if not isinstance(doc, dict):
        raise DataError(path.name, "the top level must be a JSON object")
    if expected_format is not None and doc.get("format") != expected_format:
        raise DataError(path.name, f"format is {doc.get('format')!r}, expected {expected_format!r}", field="format")
    return doc


class Entry:
    """Typed access to one entry of a data file; every failure names file, entry and field."""

    def __init__(self, file: str, raw: Any, index: int):
        self.file = file
        if not isinstance(raw, dict):
            raise DataError(file, "each entry must be a JSON object", entry=f"#{index}")
        self.raw = raw
        self.name = str(raw.get("id", f"#{index}"))

    def error(self, field: str | None, message: str) -> DataError:
        return DataError(self.file, message, entry=self.name, field=field)

    def get(self, field: str, kind: type | tuple[type, ...], default: Any = ..., check: Callable[[Any], bool] | None = None,
            expect: str = "") -> Any:
        if field not in self.raw:
            if default is ...:
                raise self.error(field, "missing")
            return default
        value = self.raw[field]
        # bool is an int in Python: do not let true pass for a number or 1 for a flag.
        kinds = kind if isinstance(kind, tuple) else (kind,)
        ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
        if not ok:
            names = " or ".join(k.__name__ for k in kinds)
            raise self.error(field, f"must be {names}, got {value!r}")
        if check is not None and not check(value):
            raise self.error(field, f"{value!r} is not {expect or 'allowed'}")
        return value

    def choice(self, field: str, choices: Iterable[Any], default: Any = ...) -> Any:
        choices = tuple(choices)
        value = self.get(field, (str, type(None)) if None in choices else str, default)
        if value not in choices:
            raise self.error(field, f"{value!r} is not one of {', '.join(map(str, (c for c in choices if c is not None)))}")
        return value

    def int_list(self, field: str, length: int, default: Any = ...) -> tuple[int, ...]:
        value = self.get(field, list, default)
        if value is default:
            return value
        if len(value) != length or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise self.error(field, f"must be a list of {length} whole numbers, got {value!r}")
        return tuple(value)

    def unknown_fields(self, known: set[str]) -> None:
        extra = set(self.raw) - known
        if extra:
            raise self.error(sorted(extra)[0], "unknown field")


def entries(file: str, doc: dict[str, Any], section: str, ids: bool = True) -> list[Entry]:
    raw = doc.get(section)
    if not isinstance(raw, list):
        raise DataError(file, "missing or not a list", field=section)
    out = [Entry(file, r, i) for i, r in enumerate(raw)]
    if not ids:
        return out
    seen: set[str] = set()
    for e in out:
        ident = e.get("id", str)
        if ident in seen:
            raise e.error("id", "duplicate id")
        seen.add(ident)
    return out
