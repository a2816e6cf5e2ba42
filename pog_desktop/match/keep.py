"""No lost positions: an autosave is replaced only by a position that continues it.

Each match has one rolling autosave, ``<game id>.pog``, rewritten after every action. When
the position about to be written does not continue the one on disk (an older save of the
same game was opened, or a branch is being played from it), the position on disk is
first copied to ``<game id>~<actions>-<hash>.pog`` next to it. At most ``KEPT_PER_GAME``
such positions are kept per game, the oldest copy going first. ``autosaved_positions``
lists the autosaves and kept positions for the UI (*Game ▸ Recover*).

Undo is the exception: the game a session played, or loaded from this very autosave,
takes its own actions back without keeping copies (``owned_by``).
"""
from __future__ import annotations

import logging
import re
import weakref
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from .atomic import atomic_write_bytes
from .engine import GameLike
from .errors import SaveError
from .places import places
from .safejson import read_document

KEPT_PER_GAME = 5
_HASH = re.compile(r"[0-9a-f]{64}")
KEPT_MARK = "~"
_owners: dict[Path, weakref.ref] = {}
_log = logging.getLogger(__name__)


def owned_by(path: Path, game: GameLike) -> None:
    """``game`` holds (at least) the position in ``path``: its later writes may rewind it."""
    _owners[path.resolve()] = weakref.ref(game)


def keep_later_position(path: Path, game: GameLike, trail: Sequence[str | None]) -> Path | None:
    """Before ``game`` (with hash trail ``trail``) is written to ``path``: copy the position
    on disk aside unless ``game`` continues it or already owns it. Returns the copy."""
    owner = _owners.get(path.resolve())
    if owner is not None and owner() is game:
        return None
    doc = _read(path)
    tip = _tip_of(doc) if doc is not None else None
    if tip is None:
        return None
    count, last = tip
    if count < len(trail) and (trail[count] == last or trail[count] is None and doc.get("actions") ==
                               list(game.actions[doc["base"]["actions"]:count])):
        return None   # the new position continues the one on disk (a hash not verified here: by its actions)
    kept = path.with_name(f"{path.stem}{KEPT_MARK}{count}-{last[:8]}{path.suffix}")
    if not kept.exists():
        atomic_write_bytes(kept, path.read_bytes())
        _log.info("kept the position of %s (%d actions) as %s before writing another one", path.name, count,
                  kept.name)
    _rotate(path)
    return kept


def _read(path: Path) -> dict[str, Any] | None:
    """The file on disk as JSON; None if none or unreadable."""
    if not path.is_file():
        return None
    try:
        doc = read_document(path)
    except SaveError as exc:
        _log.warning("autosave %s is unreadable and will be replaced: %s", path.name, exc)
        return None
    return doc if isinstance(doc, dict) else None


def _tip_of(doc: dict[str, Any]) -> tuple[int, str] | None:
    base, hashes = doc.get("base"), doc.get("hashes")
    if not (isinstance(base, dict) and isinstance(base.get("actions"), int) and isinstance(hashes, list)
            and all(h is None or isinstance(h, str) for h in hashes) and isinstance(base.get("hash"), str)):
        return None
    last = hashes[-1] if hashes else base["hash"]
    if not isinstance(last, str):
        return None
    # the hash names the copy: only a real one (a damaged file must not put "../" in a name)
    return (base["actions"] + len(hashes), last) if _HASH.fullmatch(last) else None


def _rotate(path: Path) -> None:
    copies = sorted(path.parent.glob(f"{path.stem}{KEPT_MARK}*{path.suffix}"), key=_mtime, reverse=True)
    for old in copies[KEPT_PER_GAME:]:
        try:
            old.unlink()
        except OSError as exc:
            _log.warning("could not remove the old kept position %s: %s", old.name, exc)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


@dataclass(frozen=True)
class Autosaved:
    """One autosave or kept position, as *Game ▸ Recover* lists it."""

    path: Path
    scenario: str
    actions: int
    saved: str          # local time of the file, "2026-11-25 18:02"
    kept: bool          # a kept earlier branch, not the game's current autosave
    players: dict[str, Any]

    @property
    def label(self) -> str:
        kind = "kept position" if self.kept else "autosave"
        return f"{self.scenario}, {self.actions} actions — {self.saved} ({kind})"


def autosaved_positions(limit: int = 20) -> list[Autosaved]:
    """The autosaves and kept positions, newest first (unreadable files left out)."""
    folder = places().autosaves
    try:
        files = sorted(folder.glob("*.pog"), key=_mtime, reverse=True)[:limit]
    except OSError:
        return []
    out = []
    for path in files:
        try:
            doc = read_document(path)
        except SaveError:
            continue
        tip = _tip_of(doc)
        scenario, players = doc.get("scenario"), doc.get("players")
        if tip is None or not isinstance(scenario, str):
            continue
        saved = datetime.fromtimestamp(_mtime(path), timezone.utc).astimezone().strftime("%Y-%m-%d %H:%M")
        out.append(Autosaved(path, scenario, tip[0], saved, KEPT_MARK in path.stem,
                             players if isinstance(players, dict) else {}))
    return out
