"""A turn file checked with the whole match before it (``pog-desktop --verify FILE.pogturn``),
and, once every seat has revealed its secrets, the game replayed with the true hands. Apart
from ``audit.py`` (the secrets' own checks), which ``receive`` uses."""
from __future__ import annotations

from pathlib import Path

from ...rules.core.messages import msg
from ..errors import SaveError
from . import turnfile
from .audit import open_pools
from .group import GROUPS
from .pools import ProtocolError
from .receive import accept, feed
from .table import Table


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
    files = chain_files(path)
    first = files[0][0]
    group = GROUPS.get(first["rules"].get("group"))
    if group is None:
        raise SaveError(files[0][1], msg("postal.unknown_group", "unknown cipher group {group!r}",
                                         group=first['rules'].get('group')), "field 'rules'")
    t = Table(first["game_id"], first["rules"], group, None)
    info = {"game_id": first["game_id"], "rules": first["rules"], "files": []}
    for doc, name in files:
        t = accept(t, info, doc, name)
        info["files"].append({"hash": turnfile.file_hash(doc), "sender": doc["sender"]})
    text = msg("postal.verify.sound", "{file}: sound: {files} file(s) of game {game_id}, {actions} action(s), "
               "{events} random event(s); signatures, chain, rules, dice, proofs and public hashes checked",
               file=Path(path).name, files=len(files), game_id=first['game_id'][:8], actions=t.applied,
               events=len(t.events))
    if len(t.revealed) == len(t.seats):
        try:
            cards = open_pools(t)
            replay_true(files, cards, group)
        except ProtocolError as e:
            raise SaveError(Path(path).name, f"audit: {e}", "audit") from None
        return msg("postal.verify.audited", "{verdict}; audit complete: {draws} draws opened, the hands replayed",
                   verdict=text, draws=sum(len(v) for v in cards.values()))
    return msg("postal.verify.not_audited", "{verdict}; hands not audited yet (the secrets are revealed at the end)",
               verdict=text)


def replay_true(files, cards: dict, group) -> None:
    """The whole game again with every hand true (both secrets known)."""
    first = files[0][0]
    t = Table(first["game_id"], first["rules"], group, None)
    t.oracle = cards
    for doc, _ in files:
        for seat, p in doc["players"].items():
            if seat not in t.players:
                t.add_player(seat, p)
        feed(t, doc["sender"], doc["body"])
        t.settle()
