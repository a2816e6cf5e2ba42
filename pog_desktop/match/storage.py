"""The autosave, "resume last game" and the recent-games list, in the folders of ``places``.

A file that fails to load changes nothing here: no autosave, no "last game" pointer,
no recent-list entry. An autosave is never replaced by a position that does not continue
it (an older save of the same game opened, a branch played from it) without the later
position being kept first (``keep.py``).
"""
from __future__ import annotations

import errno
import json
import logging
import re
from hashlib import sha256
from pathlib import Path
from typing import Sequence

from . import positions
from .atomic import atomic_write_json, remove_stale_temp_files
from .engine import Engine, GameLike, default_engine
from .keep import keep_later_position, owned_by
from .meta import MatchMeta
from .places import places
from .replay import rebuild_trail
from .savefile import Later, load_game_from_save, write_save
from .session import Match

RECENT_LIMIT = 10
_log = logging.getLogger(__name__)


def _folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


# -- autosave ------------------------------------------------------------------------------

def autosave_path(game_id: str) -> Path:
    """The rolling autosave of one match. A game id read from someone else's PBEM file could
    hold ``../``: anything but letters, digits, ``-`` and ``_`` is replaced by its hash."""
    safe = game_id if re.fullmatch(r"[A-Za-z0-9_-]{1,64}", game_id) else sha256(game_id.encode()).hexdigest()
    return places().autosaves / f"{safe}.pog"


def autosave(game: GameLike, meta: MatchMeta, trail: Sequence[str] | None = None,
             engine: Engine | None = None) -> Path:
    """Write the match's autosave (call after every action and every undo) and point
    "resume last" at it. Pass ``Match.trail``: without it every autosave replays the game."""
    path = autosave_path(meta.game_id)
    _folder(path.parent)
    if trail is None:
        trail = rebuild_trail(game, meta, engine or default_engine())
    keep_later_position(path, game, trail)
    write_save(path, game, meta, trail)
    positions.keep(game, meta.seed, trail[1:])   # every STRIDE actions: reopens without replaying it all
    owned_by(path, game)
    atomic_write_json(places().last_game, {"game_id": meta.game_id, "file": path.name})
    return path


def write_problem(exc: OSError) -> str:
    """A failed write in words for the status bar: a full disk is named as such."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "the disk is full"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "no permission to write the autosave folder"
    return exc.strerror or str(exc)


def clean_on_start() -> list[Path]:
    """Remove the temporary files that writes killed midway left behind (in our folders and
    in the folders of the recent games); returns what was removed."""
    p = places()
    folders = [p.autosaves, p.saves, p.recent.parent, p.settings.parent, positions.folder()]
    folders += [path.parent for path in recent_games()]
    removed = remove_stale_temp_files(folders)
    for path in removed:
        _log.info("removed %s, left by a write that was cut short", path)
    return removed


def resume_last(engine: Engine | None = None, later: Later | None = None) -> Match | None:
    """The last autosaved match, or None when there is none (or its pointer is unusable).
    A damaged autosave raises ``SaveError``, so the UI can say why it cannot resume.
    ``later``: as for ``load_game_from_save``."""
    pointer = places().last_game
    try:
        doc = json.loads(pointer.read_text(encoding="utf-8"))
        name = doc["file"]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):   # no pointer, or a damaged one
        return None
    # The pointer may only name a file in the autosave folder.
    if not isinstance(name, str) or Path(name).name != name or not (pointer.parent / name).is_file():
        return None
    match = load_game_from_save(pointer.parent / name, engine, later=later)
    owned_by(pointer.parent / name, match.game)   # its undo may take back what the file holds
    return match


# -- saves the user names ------------------------------------------------------------------

def suggested_save_path(meta: MatchMeta) -> Path:
    """A free file name in the saves folder for "Save as": ``<scenario>-<date>[-n].pog``."""
    folder = _folder(places().saves)
    # The header may come from someone else's file: keep the name a plain file name.
    stem = re.sub(r"[^A-Za-z0-9_-]", "_", f"{meta.scenario_id}-{meta.created[:10]}")
    path, n = folder / f"{stem}.pog", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.pog"
    return path


def save_as(path: Path | str, match: Match) -> None:
    """Save a match where the user chose, and put the file first on the recent list."""
    write_save(path, match.game, match.meta, match.trail)
    add_recent(path)


def open_game(path: Path | str, engine: Engine | None = None) -> Match:
    """Load a save; only when it loads cleanly does it become the recent file and the last game."""
    match = load_game_from_save(path, engine)
    remember_opened(path, match)
    return match


def remember_opened(path: Path | str, match: Match) -> None:
    """A cleanly loaded file goes first on the recent list and becomes the game's autosave
    (the autosave it replaces is kept when the file does not continue it). ``OSError``
    when the disk refuses: the match itself is fine."""
    add_recent(path)
    autosave(match.game, match.meta, match.trail)


# -- recent games --------------------------------------------------------------------------

def recent_games() -> list[Path]:
    """Most recent first; files that no longer exist are left out. A damaged list reads as empty."""
    try:
        doc = json.loads(places().recent.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError, RecursionError) as exc:
        _log.warning("recent-games list unreadable, starting a new one: %s", exc)
        return []
    entries = doc.get("recent") if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        _log.warning("recent-games list has no 'recent' list, starting a new one")
        return []
    return [Path(e) for e in entries if isinstance(e, str) and Path(e).is_file()][:RECENT_LIMIT]


def add_recent(path: Path | str) -> list[Path]:
    path = Path(path).resolve()
    paths = [path] + [p for p in recent_games() if p.resolve() != path]
    paths = paths[:RECENT_LIMIT]
    _folder(places().recent.parent)
    atomic_write_json(places().recent, {"recent": [str(p) for p in paths]})
    return paths


def forget_recent(path: Path | str) -> list[Path]:
    path = Path(path).resolve()
    paths = [p for p in recent_games() if p.resolve() != path]
    if places().recent.exists():
        atomic_write_json(places().recent, {"recent": [str(p) for p in paths]})
    return paths
