"""The audit of a PBEM game (issue 12, guarantee 6); ``verify.py`` runs it for ``pog-desktop --verify FILE.pogturn``.

At the end (or whenever both agree) each player sends its lock key and share seed. They must
match what was published at creation (``check_secrets``). With both, ``audit`` opens every slot
of every pool: each locking pass must be exactly the batch's cards under the passer's key (not
only the product the proofs covered), and every draw is read; the whole game is then replayed
from the first action with the true hands, checking every public hash again.

``verify.verify_file(path)`` runs all of it offline from the turn files in the file's folder: the
chain of files up to it (signatures, hashes, rules, every action and die); the hands too once
both players have revealed their secrets.
"""
from __future__ import annotations

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
