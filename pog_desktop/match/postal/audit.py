"""The audit of a PBEM game (issue 12, guarantee 6) and ``pog-desktop --verify FILE.pogturn``.

At the end (or whenever both agree) each player sends its lock key and share seed. They must
match what was published at creation (``check_secrets``). With both, ``audit`` opens every slot
of every pool: each locking pass must be exactly the batch's cards under the passer's key (not
only the product the proofs covered), and every draw is read; the whole game is then replayed
from the first action with the true hands, checking every public hash again.

``verify_file(path)`` runs all of it offline from the turn files in the file's folder: the
chain of files up to it (signatures, hashes, rules, every action and die); the hands too once
both players have revealed their secrets.
"""
from __future__ import annotations

from pathlib import Path

from ..errors import SaveError
from . import turnfile
from .group import GROUPS
from .pools import ProtocolError
from .shares import ShareChain


def check_secrets(t, seat: str, audit) -> None:
    if not isinstance(audit, dict) or not isinstance(audit.get("lock"), int) or not isinstance(audit.get("seed"), str):
        raise ProtocolError("the audit must reveal the lock key and the share seed")
    p = t.players[seat]
    if t.group.public(audit["lock"]) != p["lock"]:
        raise ProtocolError(f"seat {seat!r} reveals a lock key that is not the one it published")
    if ShareChain(audit["seed"]).tip != p["tip"]:
        raise ProtocolError(f"seat {seat!r} reveals a share seed that does not give its chain")
    t.revealed[seat] = dict(audit)


def open_pools(t) -> dict:
    """With both secrets revealed: side -> the card of every draw, checking every locking pass."""
    g = t.group
    out = {}
    for side, pool in t.pools.items():
        owner = t.owner(side)
        other = t.other(owner)
        eo, en = t.revealed[owner]["lock"], t.revealed[other]["lock"]
        for b, batch in enumerate(pool.batches):
            if batch.pass1 is not None and sorted(batch.pass1) != sorted(g.lock(g.card(c), eo) for c in batch.cards):
                raise ProtocolError(f"{side.upper()} batch {b}: the owner's locking pass is not the batch's cards")
            if batch.pass2 is not None and sorted(batch.pass2) != sorted(g.lock(v, en) for v in batch.pass1):
                raise ProtocolError(f"{side.upper()} batch {b}: the second locking pass is not the first one locked")
        cards = []
        for d in pool.draws:
            if d.slot is None:
                cards.append(None)
                continue
            card = t._residue.get(g.unlock(g.unlock(d.slot, en), eo))
            if card is None:
                raise ProtocolError(f"{side.upper()} draw {d.j}: the slot holds no card")
            if d.card is not None and d.card != card:
                raise ProtocolError(f"{side.upper()} draw {d.j}: shown as {d.card}, the slot holds {card}")
            cards.append(card)
        out[side] = cards
    return out


def chain_files(path) -> list[tuple[dict, str]]:
    """The files of the match of ``path`` in its folder, from the invitation up to it."""
    path = Path(path)
    target = turnfile.read(path)
    found = {}
    for p in sorted(path.parent.glob(f"*{turnfile.SUFFIX}")):
        try:
            doc = turnfile.read(p)
        except SaveError:
            continue
        if doc["game_id"] == target["game_id"] and doc["seq"] <= target["seq"]:
            found.setdefault(doc["seq"], (doc, p.name))
    missing = [i for i in range(target["seq"] + 1) if i not in found]
    if missing:
        raise SaveError(path.name, f"the files #{', #'.join(map(str, missing))} of this game are not in its folder",
                        "chain")
    return [found[i] for i in range(target["seq"] + 1)]


def verify_file(path) -> str:
    """The verdict on a turn file and the match before it (``SaveError`` when refused)."""
    from .receive import accept
    from .table import Table
    files = chain_files(path)
    first = files[0][0]
    group = GROUPS.get(first["rules"].get("group"))
    if group is None:
        raise SaveError(files[0][1], f"unknown cipher group {first['rules'].get('group')!r}", "field 'rules'")
    t = Table(first["game_id"], first["rules"], group, None)
    info = {"game_id": first["game_id"], "rules": first["rules"], "files": []}
    for doc, name in files:
        t = accept(t, info, doc, name)
        info["files"].append({"hash": turnfile.file_hash(doc), "sender": doc["sender"]})
    text = (f"{Path(path).name}: sound: {len(files)} file(s) of game {first['game_id'][:8]}, {t.applied} action(s), "
            f"{len(t.events)} random event(s); signatures, chain, rules, dice, proofs and public hashes checked")
    if len(t.revealed) == len(t.seats):
        try:
            cards = open_pools(t)
            replay_true(files, cards, group)
        except ProtocolError as e:
            raise SaveError(Path(path).name, f"audit: {e}", "audit") from None
        text += f"; audit complete: {sum(len(v) for v in cards.values())} draws opened, the hands replayed"
    else:
        text += "; hands not audited yet (the secrets are revealed at the end)"
    return text


def replay_true(files, cards: dict, group) -> None:
    """The whole game again with every hand true (both secrets known)."""
    from .receive import feed
    from .table import Table

    first = files[0][0]
    t = Table(first["game_id"], first["rules"], group, None)
    t.oracle = cards
    for doc, _ in files:
        for seat, p in doc["players"].items():
            if seat not in t.players:
                t.add_player(seat, p)
        feed(t, doc["sender"], doc["body"])
        t.settle()
