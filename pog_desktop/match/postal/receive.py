"""Receiving a turn file (issue 12): ``accept`` checks the header against the match (game id,
rules in force, sequence, previous file's hash, alternating sender, established players, the
sender's signature) and feeds the body to a copy of the table, which must hold together;
``summary`` is the "since your last turn" text."""
from __future__ import annotations

from ...rules.core.messages import msg
from ..errors import SaveError
from . import orders as orders_mod, turnfile
from .pools import ProtocolError
from .signing import verify
from .table import Table


def feed(t: Table, sender: str, body: dict) -> None:
    for item in body["shares"]:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)):
            raise ProtocolError("a dice share must be [event, share]")
        t.add_share(sender, *item)
    for item in body["locks"]:
        t.add_lock(sender, item)
    for item in body["unlocks"]:
        t.add_unlock(sender, item)
    if body.get("orders") is not None:
        why = orders_mod.check(body["orders"])
        if why:
            raise ProtocolError(f"standing orders: {why}")
        t.orders[sender] = dict(body["orders"])
    for e in body["actions"]:
        if not (isinstance(e, dict) and isinstance(e.get("n"), int) and isinstance(e.get("seat"), str)
                and isinstance(e.get("action"), dict) and isinstance(e.get("reveal", []), list)
                and (e.get("hash") is None or isinstance(e.get("hash"), str))):
            raise ProtocolError(f"a malformed action entry {str(e)[:80]}")
        if e["seat"] not in t.seats:
            raise ProtocolError(f"action #{e['n']}: no seat {e['seat']!r}")
        t.add_action(e, sender)
    if not isinstance(body.get("hands", []), list):
        raise ProtocolError("the hands shown must be a list")
    for item in body.get("hands", []):
        t.add_hand(sender, item)


def accept(table: Table, info: dict, doc: dict, name: str, trace: bool = False) -> Table:
    """The table after file ``doc``, on a copy; ``SaveError`` naming what is wrong if refused."""
    files = info["files"]
    if doc["game_id"] != info["game_id"]:
        raise SaveError(name, msg("postal.receive.another_game",
                                  "this file belongs to another game ({theirs}..., this game is {ours}...)",
                                  theirs=doc['game_id'][:8], ours=info['game_id'][:8]), "field 'game_id'")
    if doc["rules"] != info["rules"]:
        diff = sorted(k for k in set(doc["rules"]) | set(info["rules"]) if doc["rules"].get(k) != info["rules"].get(k))
        raise SaveError(name, msg("postal.receive.rules_differ",
                                  "the rules in force differ from those fixed when the game was created ({options})",
                                  options=", ".join(diff)), "field 'rules'")
    if doc["seq"] != len(files):
        what = (msg("postal.receive.old_file", "an old or repeated file") if doc["seq"] < len(files)
                else msg("postal.receive.file_missing", "a file from further on: one is missing"))
        raise SaveError(name, msg("postal.receive.wrong_seq", "{what} (file #{seq}; this game expects #{expected})",
                                  what=what, seq=doc['seq'], expected=len(files)), "field 'seq'")
    if doc["prev"] != (files[-1]["hash"] if files else None):
        raise SaveError(name, msg("postal.receive.not_continuing",
                                  "does not continue the last file of this game (made from an older copy, or edited)"),
                        "field 'prev'")
    if doc["sender"] not in table.seats:
        raise SaveError(name, msg("postal.receive.no_seat", "no seat {seat!r} in this game", seat=doc['sender']),
                        "field 'sender'")
    if files and doc["sender"] == files[-1]["sender"]:
        raise SaveError(name, msg("postal.receive.not_alternating", "seat {seat!r} sent the previous file too: files alternate",
                                  seat=doc['sender']), "field 'sender'")
    known = table.players
    players = doc["players"]
    for seat, p in known.items():
        if players.get(seat) != p:
            raise SaveError(name, msg("postal.receive.players_differ",
                                      "the players differ from this game's (seat {seat!r}: another key or name)",
                                      seat=seat), "field 'players'")
    new = [s for s in players if s not in known]
    if new and not (len(new) == 1 and new[0] == doc["sender"] and len(known) <= 1):
        raise SaveError(name, msg("postal.receive.adds_players",
                                  "adds the players {seats}: only the joining player may add itself, once",
                                  seats=new), "field 'players'")
    signer = players.get(doc["sender"])
    if not isinstance(signer, dict) or not verify(signer.get("key"), turnfile.canonical(doc), doc["sig"]):
        raise SaveError(name, msg("postal.receive.bad_signature",
                                  "the signature is not seat {seat!r}'s: the file was edited or written by someone else",
                                  seat=doc['sender']), "field 'sig'")
    t = table.copy()
    if trace:
        t.trace = []
    try:
        for seat in new:
            p = players[seat]
            if not (isinstance(p, dict) and isinstance(p.get("tip"), str) and isinstance(p.get("lock"), int)
                    and t.group.member(p["lock"])):
                raise ProtocolError(f"the player of seat {seat!r} is malformed")
            t.add_player(seat, p)
        feed(t, doc["sender"], doc["body"])
        t.settle()
        t.leftovers()
        if len(t.shares[doc["sender"]].shares) > len(t.events):
            raise ProtocolError("a dice share for a random event that has not happened yet")
        audit = doc["body"].get("audit")
        if audit is not None:
            from .audit import check_secrets
            check_secrets(t, doc["sender"], audit)
    except ProtocolError as e:
        raise SaveError(name, e.args[0] if e.args else str(e), "body") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
        raise SaveError(name, msg("postal.receive.malformed", "malformed content: {detail}",
                                  detail=f"{type(e).__name__}: {e}"), "body") from None
    return t


NOTABLE = frozenset({"play", "event", "event_effect", "combat", "fire", "eliminated", "retreat", "fort_destroyed",
                     "siege", "vp", "commitment", "war", "peace", "mo", "turn", "reshuffle", "end"})


def summary(before, after, seat: str, entries: list) -> list[str]:
    """A few lines "since your last turn": what was played, fought, lost and scored, read as
    this seat reads the log (no hidden card), then the decision that waits."""
    from ...rules.core.views import seat_log
    sides = after.seat_map.sides_of(seat)
    lines = [f"{len(entries)} action(s) of the opponent replayed and checked"]
    new_log = seat_log(after.log[len(before.log):], sides)
    notable = [e.get("text", "") for e in new_log if e.get("kind") in NOTABLE]
    lines += notable[:14] + ([f"... and {len(notable) - 14} more in the log"] if len(notable) > 14 else [])
    p = after.prompt
    lines.append("your decision: " + p.text if p is not None and p.seat == seat else "no decision of yours yet")
    return lines
