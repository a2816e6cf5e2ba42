"""The user's settings file: JSON with defaults, tolerant of damage.

A settings file is never worth refusing to start over: a file that is not JSON is moved
aside as ``settings.json.bak`` and the defaults are used; a field of the wrong type falls
back to its default (the file is copied aside first so nothing the user had is lost).
"""
from __future__ import annotations

import json
import logging
import os
import shutil
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

from .atomic import atomic_write_json
from .places import places

SETTINGS_FORMAT = "pog-settings/1"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Settings:
    window_geometry: str | None = None   # the UI's saved geometry, e.g. QWidget.saveGeometry() as base64
    zoom: float = 1.0
    player_names: dict[str, str] = field(default_factory=lambda: {"ap": "", "cp": ""})
    last_scenario: str = "campaign"
    options: dict[str, Any] = field(default_factory=dict)
    language: str = ""                   # "en", "it" or "es"; "" = the system's language


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and 0 < v < 100


_VALID: dict[str, Callable[[Any], bool]] = {
    "window_geometry": lambda v: v is None or isinstance(v, str),
    "zoom": _number,
    "player_names": lambda v: isinstance(v, dict) and all(isinstance(x, str) for x in v.values()),
    "last_scenario": lambda v: isinstance(v, str) and bool(v),
    "options": lambda v: isinstance(v, dict),
    "language": lambda v: v in ("", "en", "it", "es"),
}


def _default_path() -> Path:
    return places().settings


def load_settings(path: Path | str | None = None) -> Settings:
    path = Path(path) if path is not None else _default_path()
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, RecursionError) as exc:
        return _set_aside(path, f"unreadable ({exc})", move=True)
    if not isinstance(doc, dict) or doc.get("format") != SETTINGS_FORMAT:
        return _set_aside(path, "not a pog-desktop settings file", move=True)
    values, bad = {}, []
    for f in fields(Settings):
        if f.name in doc:
            if _VALID[f.name](doc[f.name]):
                values[f.name] = doc[f.name]
            else:
                bad.append(f.name)
    if bad:
        _set_aside(path, f"bad value for {', '.join(bad)}; using the default", move=False)
    return Settings(**values)


def save_settings(settings: Settings, path: Path | str | None = None) -> None:
    path = Path(path) if path is not None else _default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_json(path, {"format": SETTINGS_FORMAT, **asdict(settings)})


def _set_aside(path: Path, why: str, move: bool) -> Settings:
    backup = path.with_name(path.name + ".bak")
    _log.warning("settings file %s: %s; kept a copy as %s", path.name, why, backup.name)
    try:
        if move:
            os.replace(path, backup)
        else:
            shutil.copyfile(path, backup)
    except OSError as exc:
        _log.warning("could not keep %s aside: %s", path.name, exc)
    return Settings()
