"""Reading an untrusted game file into JSON: every way it can be damaged is a ``SaveError``.

A file bigger than any real game, text that is not UTF-8, JSON nested deeper than a game
file ever is, a number too long for Python's integer conversion, ``NaN`` or an infinite
number, and strings holding an unpaired surrogate (which JSON can spell as ``"\\ud800"``
but no file can be written with) are all refused here, before anything else reads the file.
"""
from __future__ import annotations

import json
import math
import os
import re
from itertools import compress
from pathlib import Path
from typing import Any

from .errors import SaveError

# A real game is a few thousand actions of about 100 bytes: 16 MiB is over 100,000 actions.
MAX_FILE_BYTES = 16 * 1024 * 1024
# The deepest real value is an action's unit list inside the action list inside the file.
MAX_DEPTH = 6
# A lone surrogate can only come in as an escape; real text (even an emoji escaped as a
# pair) is confirmed by the slower check below.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def read_document(path: Path) -> dict[str, Any]:
    """The file's top-level JSON object; ``SaveError`` naming the file and what is wrong."""
    name = path.name
    raw = _read_bounded(path)
    if not raw or raw.isspace():   # only whitespace (strip() would copy the file)
        raise SaveError(name, "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(name, f"not a pog-desktop save file (not UTF-8 text, byte {exc.start})") from exc
    try:
        doc = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveError(name, f"the file is truncated (it ends early, line {exc.lineno})") from exc
        raise SaveError(name, f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from exc
    except RecursionError as exc:
        raise SaveError(name, "not a pog-desktop save file (JSON nested far too deeply)") from exc
    except ValueError as exc:  # an integer beyond Python's digit limit, NaN, an infinite number
        raise SaveError(name, f"not a pog-desktop save file (a number it cannot hold: {exc})") from exc
    if not isinstance(doc, dict):
        raise SaveError(name, "not a pog-desktop save file (the top level is not a JSON object)")
    _check_depth(name, doc)
    if _SURROGATE_ESCAPE.search(text):
        _check_text(name, doc)
    return doc


def _read_bounded(path: Path) -> bytes:
    """The file's bytes; one larger than ``MAX_FILE_BYTES`` is refused without reading it
    (and the read itself is bounded, should the file grow meanwhile)."""
    name = path.name
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            raw = f.read(MAX_FILE_BYTES + 1) if size <= MAX_FILE_BYTES else None
    except OSError as exc:
        raise SaveError(name, f"cannot read the file ({exc.strerror or exc})") from exc
    if raw is None or len(raw) > MAX_FILE_BYTES:
        raise SaveError(name, f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB, far more than any "
                              "game: not a pog-desktop save file")
    return raw


def _no_constant(word: str) -> Any:
    raise ValueError(f"{word} is not a number JSON allows")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is out of range")
    return value


def _check_depth(name: str, doc: dict[str, Any]) -> None:
    """No value nested deeper than ``MAX_DEPTH`` (iterative, one level at a time: a deep file
    cannot overflow it). Of several fields too deep, the last is named. ``doc`` is what
    ``json.loads`` made (its containers are exactly dicts and lists): a level's containers
    are picked by their type in one pass of the interpreter's C loops."""
    for field in reversed(doc):
        level, depth = [doc[field]], 1
        while True:
            nested = list(compress(level, map(_IS_CONTAINER, map(type, level))))
            if not nested:
                break
            if depth >= MAX_DEPTH:
                raise SaveError(name, "nested deeper than any game file", f"field {field!r}")
            level = []
            for v in nested:
                level.extend(v.values() if type(v) is dict else v)
            depth += 1


_IS_CONTAINER = {dict: True, list: True}.get


def _check_text(name: str, doc: dict[str, Any]) -> None:
    """Every string (and key) must be writable as UTF-8: refuse unpaired surrogates by field."""
    for field, value in doc.items():
        try:
            json.dumps([field, value], ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise SaveError(name, "holds text that is not valid Unicode (an unpaired surrogate "
                                  f"{exc.object[exc.start:exc.end]!r})", f"field {field!r}") from None
