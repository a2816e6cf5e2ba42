"""PBEM tables this machine has checked, kept so that opening a long PBEM game does not
replay every turn file again (issue 10; the same idea as ``match/positions.py`` for saves).

``PbemGame.load`` accepts every file of the game's folder from the invitation on (signature,
chain, rules, dice, proofs, every action replayed): in a long game that is seconds. Once it
has, the table after the last file is kept (``positions.folder()/pbem``, through the same
storage as the kept positions of saves); the next ``load`` starts from it and accepts only
the files after it.

An entry is named by the sha256 of what it stands for: the app version, the game id, the
rules in force, this seat and a digest of its keys (the table knows this seat's own hand),
the number of files and the hash of the last of them (``turnfile.file_hash``; each file
names the previous one's hash, so the last hash stands for the whole chain). It is used
only when the files on disk chain up to that hash (each one's ``prev`` is the hash of the
one before, numbered in order), when its content has the digest of its first line, and
when the restored game has the public hash the files record after the last action applied.
A refusal of a later file after a kept table is given again by a load from the start, so
the verdict and its message are always those of a replay from the invitation.
``--verify`` (``verify.py``) replays from the start on purpose. Every failure here is silent.
"""
from __future__ import annotations

import json
import logging
from dataclasses import asdict
from hashlib import sha256
from typing import Callable

from pog_desktop import __version__

from ...rules.core.views import public_hash
from .. import positions
from . import turnfile
from .pools import Batch, Draw, SidePool
from .shares import ShareCheck
from .table import Table

_FORMAT = "pog-pbem-table/1"
KEEP = 8                 # entries in all (one per PBEM game opened recently is enough)
_log = logging.getLogger(__name__)


def _folder():
    return positions.folder() / "pbem"


def _name(table: Table, keys, docs: list) -> str:
    key = {"format": _FORMAT, "app": __version__, "game": table.game_id, "rules": table.rules, "seat": keys.seat,
           "keys": sha256(json.dumps(keys.to_json(), sort_keys=True).encode()).hexdigest(),
           "files": len(docs), "last": turnfile.file_hash(docs[-1])}
    return sha256(json.dumps(key, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:40] + ".json"


# -- the table as plain JSON data ---------------------------------------------------------

def dump(t: Table) -> dict:
    """Everything of ``t`` a later file can depend on (not ``keys``, ``group``: given again)."""
    return {
        "game": {"actions": list(t.game.actions), "position": t.game.position()},
        "players": t.players, "ledger": t.ledger, "applied": t.applied, "hashes": t.hashes,
        "dice_used": t.dice_used, "events": t.events,
        "shares": {s: c.to_json() for s, c in t.shares.items()},
        "pools": {s: {"batches": [asdict(b) for b in p.batches], "draws": [asdict(d) for d in p.draws],
                      "timeline": [list(x) for x in p.timeline], "cursor": p.cursor, "pool": p.pool}
                  for s, p in t.pools.items()},
        "pending_admit": {s: sorted(v) for s, v in t.pending_admit.items()},
        "orders": t.orders, "inbox": [list(m) for m in t.inbox], "revealed": t.revealed,
        "hands": [[n, h] for n, h in t.hands.items()], "hands_due": t.hands_due, "blocked": t.blocked,
    }


def restore(t: Table, doc: dict) -> Table:
    """``t`` (a new table of the same game and keys) set to ``doc`` (from ``dump``)."""
    g = t.game.restored(doc["game"]["actions"], doc["game"]["position"])
    g._undo = []
    t.game = g
    for name in ("players", "ledger", "applied", "hashes", "dice_used", "events", "orders", "revealed", "hands_due",
                 "blocked"):
        setattr(t, name, doc[name])
    t.shares = {s: ShareCheck.from_json(c) for s, c in doc["shares"].items()}
    t.pools = {s: SidePool(s, [Batch(**b) for b in p["batches"]], [Draw(**d) for d in p["draws"]],
                           [tuple(x) for x in p["timeline"]], p["cursor"], p["pool"])
               for s, p in doc["pools"].items()}
    t.pending_admit = {s: set(v) for s, v in doc["pending_admit"].items()}
    t.inbox = [tuple(m) for m in doc["inbox"]]
    t.hands = {n: h for n, h in doc["hands"]}
    return t


# -- finding and keeping ---------------------------------------------------------------------

def _chained(docs: list) -> bool:
    return all(d["seq"] == i and d["prev"] == (turnfile.file_hash(docs[i - 1]) if i else None)
               for i, d in enumerate(docs))


def _recorded(docs: list, n: int) -> str | None:
    """The public hash the files record after action ``n`` (its sender's), or None."""
    for d in docs:
        for e in d["body"]["actions"]:
            if isinstance(e, dict) and e.get("n") == n:
                return e.get("hash") if isinstance(e.get("hash"), str) else None
    return None


def find(new_table: Callable[[], Table], keys, docs: list) -> tuple[Table, int] | None:
    """The latest kept table of these files, as ``(table, files it has taken)``; ``new_table()``
    makes a new table of the game. None when there is none that fits."""
    try:
        if not docs or not _chained(docs):
            return None
        fresh = new_table()
        for s in range(len(docs), 0, -1):
            path = _folder() / _name(fresh, keys, docs[:s])
            if not path.is_file():
                continue
            t = restore(fresh, positions.read_entry(path, _FORMAT))
            got = public_hash(t.game)
            recorded = _recorded(docs[:s], t.applied) if t.applied else None
            if (t.hashes[-1:] or [got])[-1] == got and recorded in (None, got):
                return t, s
            positions.drop(path, "its table does not have the public hash the files record")
            return None
    except Exception as exc:    # a damaged entry, an unreadable folder: load from the invitation
        _log.warning("kept PBEM tables not used: %s: %s", type(exc).__name__, exc)
    return None


def keep(t: Table, keys, docs: list) -> None:
    """Keep ``t``, the table after a checked acceptance of ``docs`` (all the game's files so far)."""
    if not docs:
        return
    try:
        positions.write_entry(_folder() / _name(t, keys, docs), dump(t), _FORMAT, KEEP)
    except Exception as exc:    # a full disk: the game is fine, the next opening replays more
        _log.warning("PBEM table after %d files not kept: %s: %s", len(docs), type(exc).__name__, exc)
