"""A sandbox position kept in a file (issue 15 defect 8): the units, markers and tracks of a
``BoardPosition`` as JSON, read back whole or refused with the reason (a broken file never
half-loads). Qt-free."""
from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from ..said import said
from ..translate import QT_TRANSLATE_NOOP
from .position import BoardPosition, Marker, Placement, PositionError, RoundPlay, Tracks

FORMAT = "pog-desktop board position 1"
B = "BoardFile"


def to_json(position: BoardPosition) -> str:
    doc = {"format": FORMAT, "units": {u: asdict(p) for u, p in sorted(position.units.items())},
           "markers": {s: [asdict(m) for m in ms] for s, ms in sorted(position.markers.items())},
           "tracks": asdict(position.tracks)}
    return json.dumps(doc, indent=1)


def from_json(text: str, units, locations) -> BoardPosition:
    """Raises PositionError naming what is wrong."""
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "not a position file: {detail}"), detail=str(e))) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "not a position file (format should be {format!r})"), format=FORMAT))
    try:
        t = dict(doc["tracks"])
        t["rounds"] = {side: tuple(RoundPlay(**r) for r in plays) for side, plays in t["rounds"].items()}
        position = BoardPosition(
            units={u: Placement(**p) for u, p in doc["units"].items()},
            markers={s: tuple(Marker(**m) for m in ms) for s, ms in doc["markers"].items()},
            tracks=Tracks(**t))
    except (KeyError, TypeError, AttributeError) as e:
        raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "position file: missing or wrong field ({detail})"), detail=str(e))) from None
    position.validate(units, locations)
    return position


def save(path: Path | str, position: BoardPosition) -> None:
    from ...match.atomic import atomic_write_text
    atomic_write_text(Path(path), to_json(position))


def load(path: Path | str, units, locations) -> BoardPosition:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "cannot read {path}: {detail}"), path=str(path), detail=e.strerror or str(e))) from None
    return from_json(text, units, locations)
