"""Positions this app has verified, kept so that a long game opens without replaying it all.

Opening a save replays every action from the scenario's start and checks it (``replay.py``):
for a 3,000-action campaign that is about half a second. Once a checked replay of a sealed
file (or play itself) has reached a position, the position is kept here, in the user's
data folder (``positions/``, zlib-compressed JSON); the next opening of any file of the same
game that starts with the same actions starts from it and replays only the rest.

An entry is named by the sha256 of what it stands for: the app version, the rules in force
(rules version, scenario, every resolved option), the seed, the number of actions ``k``,
the state hash after them and a digest of the actions themselves and of the state hashes
at every checkpoint before (those a replay from the entry does not compare again). It is used only when all
of these are the file's, for a file whose seal fits; and what it holds must hash (sha256)
to the digest in its first line. The last ``UNDO_WINDOW`` or more actions of the file are
still replayed with every check (they take the undo snapshots) and its position compared
at every checkpoint and at the end, as a cold replay does. So an edited action, hash,
option, seed or scenario changes the seal or the name looked up and the file gets the
whole checked replay; a damaged entry is dropped. What an entry adds to trust is only that
this app, on this machine, once replayed (or played) those exact actions under those exact
rules and reached that position; like the autosave, it is as safe as the user's own folder.
Every failure here is silent: the file is then replayed from the start.
"""
from __future__ import annotations

import json
import logging
import os
import zlib
from hashlib import sha256
from pathlib import Path
from typing import Any, Iterator, Sequence

from pog_desktop import __version__

from .atomic import atomic_write_bytes
from .engine import GameLike
from .places import places
from .seal import CANONICAL, CHECK_EVERY

STRIDE = CHECK_EVERY    # positions are kept after a multiple of this many actions (a checkpoint)
UNDO_WINDOW = 100       # the file's last actions are always replayed: they take undo snapshots
MIN_ACTIONS = 500       # a shorter game replays in a few tens of ms: nothing to keep
KEEP = 24               # entries kept in all (a long game writes one per STRIDE actions of play)
# 2: log entries that move VP carry their change (the Standing panel reads it), so a position
# kept by an earlier build, whose log lacks it, is not found under the new names.
# 3: the digest in the name covers the state hash at every checkpoint up to the entry too.
_FORMAT = "pog-position/3"
# A position keeps its dicts' order: the engine lists legal actions in it.
_ORDERED = json.JSONEncoder(ensure_ascii=True, allow_nan=False, separators=(",", ":"))
_log = logging.getLogger(__name__)


def folder() -> Path:
    return places().autosaves.parent / "positions"


def _prefixes(actions: Sequence[Any], hashes: Sequence[str | None], last: int,
              pieces: Sequence[str] | None = None) -> Iterator[tuple[int, str]]:
    """``(k, digest of the first k actions and of the state hash at every checkpoint up to k)``
    for every multiple ``k`` of STRIDE up to ``last``. The checkpoint hashes are in it because
    a replay from the entry does not compare them again: they are those this app verified.
    ``pieces``: ``seal.canonical_pieces(actions, STRIDE)`` if the caller made them already."""
    h = sha256()
    for k in range(STRIDE, last + 1, STRIDE):
        h.update((pieces[k // STRIDE - 1] if pieces is not None else CANONICAL.encode(list(actions[k - STRIDE:k])))
                 .encode())
        h.update(f"\n{hashes[k - 1]}\n".encode())
        yield k, h.copy().hexdigest()


def _name(rules: dict[str, Any], seed: int, k: int, state_hash: str, digest: str) -> str:
    key = CANONICAL.encode({"format": _FORMAT, "app": __version__, "rules": rules, "seed": seed, "k": k,
                             "hash": state_hash, "actions": digest})
    return sha256(key.encode()).hexdigest()[:40] + ".json"


def latest_point(count: int) -> int:
    """Where a game of ``count`` actions keeps a position: the last checkpoint that leaves at
    least UNDO_WINDOW actions after it (0: too short to keep one)."""
    k = (count - UNDO_WINDOW) // STRIDE * STRIDE
    return k if k >= MIN_ACTIONS else 0


def find(start: GameLike, seed: int, actions: Sequence[Any], hashes: Sequence[str],
         pieces: Sequence[str] | None = None) -> tuple[GameLike, int] | None:
    """The latest kept position of this game, as ``(game at it, k)``, with at least UNDO_WINDOW
    actions after it; ``start`` is the game at its scenario's start. None when there is none.
    ``pieces``: as for ``_prefixes``."""
    last = latest_point(len(actions))
    if not last:
        return None
    where = folder()
    try:
        present = set(os.listdir(where))   # one look at the folder, not one per point
    except OSError:     # none kept yet, or not readable
        return None
    if not present:
        return None
    rules = start.rules_in_force()
    try:
        points = list(_prefixes(actions, hashes, last, pieces))
        for k, digest in reversed(points):
            name = _name(rules, seed, k, hashes[k - 1], digest)
            if name not in present:
                continue
            path = where / name
            game = start.restored(actions[:k], read_entry(path))   # type: ignore[attr-defined]
            if game.state_hash() == hashes[k - 1]:
                os.utime(path)   # used: the last to be trimmed
                return game, k
            drop(path, "its position does not have the state hash it is filed under")
    except Exception as exc:    # a damaged entry, an unreadable folder: replay from the start
        _log.warning("kept positions not used: %s: %s", type(exc).__name__, exc)
    return None


def due(count: int) -> bool:
    """Whether a game of ``count`` actions is at a position worth keeping (``keep``)."""
    return count >= MIN_ACTIONS and count % STRIDE == 0


def keep(game: GameLike, seed: int, hashes: Sequence[str], pieces: Sequence[str] | None = None) -> None:
    """Keep ``game``'s position (reached by a checked replay or by play; ``hashes[i]`` is the
    state hash after action ``i + 1``, as in a file) if it is ``due``. ``game.position()``
    may be None: an autosave's copy of the game carries the position only when it is due.
    ``pieces``: as for ``_prefixes``, of the actions that led to ``game`` (a file's)."""
    k = len(game.actions)
    if not due(k):
        return
    try:
        position = game.position()   # type: ignore[attr-defined]
        if position is None:
            return
        digest = list(_prefixes(game.actions, hashes, k, pieces))[-1][1]
        name = _name(game.rules_in_force(), seed, k, hashes[k - 1], digest)
        write_entry(folder() / name, position)
    except Exception as exc:    # a full disk: the game is fine, the next opening replays more
        _log.warning("position after %d actions not kept: %s: %s", k, type(exc).__name__, exc)


def write_entry(path: Path, doc: Any, fmt: str = _FORMAT, keep: int = KEEP) -> None:
    """Store ``doc`` (plain JSON data, dict order kept) at ``path``: a first line naming the
    format and the sha256 of the zlib-compressed rest; the ``keep`` newest entries of the
    folder stay. Shared with the PBEM tables kept (``postal/kept.py``)."""
    body = zlib.compress(_ORDERED.encode(doc).encode(), 1)
    head = json.dumps({"format": fmt, "digest": sha256(body).hexdigest()}).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, head + b"\n" + body)
    _trim(path.parent, keep)


def read_entry(path: Path, fmt: str = _FORMAT) -> Any:
    """What ``write_entry`` stored; a damaged entry is dropped (ValueError)."""
    data = path.read_bytes()
    head, _, body = data.partition(b"\n")
    doc = json.loads(head)
    if doc.get("format") != fmt or doc.get("digest") != sha256(body).hexdigest():
        drop(path, "damaged")
        raise ValueError(f"{path.name}: damaged kept position")
    return json.loads(zlib.decompress(body))


def drop(path: Path, why: str) -> None:
    _log.warning("dropping kept position %s: %s", path.name, why)
    try:
        path.unlink()
    except OSError:
        pass


def _trim(where: Path, keep: int) -> None:
    """Keep the ``keep`` newest entries of the folder ``where``."""
    entries = sorted(where.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in entries[keep:]:
        try:
            os.unlink(path)
        except OSError:
            pass
