"""A PBEM game on one player's machine (issue 12, docs/pbem.md): create or join, act, send a
turn file, open the opponent's. The game's folder holds every file of the match in order,
``secret.json`` (this player's keys) and ``game.json`` (seat, opponent, what is not sent yet).

Every file, the player's own included, goes through ``_accept``: the header must continue
this match (game id, rules in force, sequence, hash of the previous file, alternating sender,
the established players) and the signature must be the sender's; then its messages are fed
to a copy of the table, which must hold together; only then does the copy replace the table.
"""
from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from ...data.scenarios import game_of
from ...rules.core.actions import Action
from ...rules.core.errors import IllegalAction
from ...rules.core.messages import msg
from ...rules.game import RULES_VERSION
from ...rules.public_record import hand_changes
from ..atomic import atomic_write_json
from ..errors import SaveError
from . import kept, orders as orders_mod, turnfile
from .group import GROUPS, REAL
from .keys import Keys
from .pools import ProtocolError, lock_pass
from .receive import accept, feed, summary
from .table import DICE_PER_EVENT, Table


def _empty_outbox() -> dict:
    return {"actions": [], "shares": [], "locks": [], "unlocks": [], "hands": [], "orders": None, "audit": None}


@dataclass
class Opened:
    before: object                      # the game before the file (a copy)
    steps: list = field(default_factory=list)     # (entry, game after it) per action
    summary: list = field(default_factory=list)


class PbemGame:
    def __init__(self, folder: Path, keys: Keys, table: Table, info: dict):
        self.folder = Path(folder)
        self.keys = keys
        self.table = table
        self._undo: list = []     # (table, outbox) before each action not sent, back to the last random event
        self.info = info          # {"seat", "game_id", "opponent": {...}, "files": [{"name", "hash", "sender"}], "outbox"}

    # -- making and joining -------------------------------------------------------------
    @classmethod
    def create(cls, folder, seat: str, name: str, opponent: str, opponent_email: str, scenario: str = "campaign",
               options: dict | None = None, email: str = "", group=REAL, orders: dict | None = None) -> "PbemGame":
        """A new match; writes the invitation (file 0) into ``folder``."""
        if seat not in ("ap", "cp"):
            raise ValueError(f"choose the side 'ap' or 'cp', not {seat!r}")
        opts = {**(options or {}), "ask_all_card_stages": True, "seats": "two-player"}
        rules = {"game": game_of(scenario), "protocol": turnfile.FORMAT, "rules_version": RULES_VERSION, "scenario": scenario,
                 "options": opts, "group": group.name}
        keys = Keys.new(seat, group)
        game_id = secrets.token_hex(12)
        table = Table(game_id, rules, group, keys)
        table.add_player(seat, keys.public(group, name, email))
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        g = cls(folder, keys, table, {"seat": seat, "game_id": game_id, "rules": rules,
                                      "opponent": {"name": opponent, "email": opponent_email},
                                      "files": [], "outbox": _empty_outbox()})
        g.set_orders(orders or dict(orders_mod.DEFAULT))
        g.send()
        return g

    @classmethod
    def join(cls, invitation, folder, name: str, email: str = "", orders: dict | None = None) -> "PbemGame":
        """Join the match of an invitation file (file 0): this player takes the other side."""
        doc = turnfile.read(invitation)
        if doc["seq"] != 0:
            raise SaveError(Path(invitation).name, msg("postal.join.not_invitation",
                                                       "this is turn file #{seq}, not an invitation: open it from the "
                                                       "game it belongs to", seq=doc['seq']), "field 'seq'")
        group = GROUPS.get(doc["rules"].get("group"))
        if group is None:
            raise SaveError(Path(invitation).name, msg("postal.unknown_group", "unknown cipher group {group!r}",
                                                       group=doc['rules'].get('group')), "field 'rules'")
        creator = doc["sender"]
        seat = "cp" if creator == "ap" else "ap"
        keys = Keys.new(seat, group)
        table = Table(doc["game_id"], doc["rules"], group, keys)
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        info = doc["players"].get(creator, {})
        g = cls(folder, keys, table, {"seat": seat, "game_id": doc["game_id"], "rules": doc["rules"],
                                      "opponent": {"name": info.get("name", ""), "email": info.get("email", "")},
                                      "files": [], "outbox": _empty_outbox(), "name": name, "email": email})
        g._take_file(doc, Path(invitation).name)
        g._store_copy(doc, Path(invitation).read_text(encoding="utf-8"))
        table = g.table
        table.add_player(seat, keys.public(group, name, email))
        g.set_orders(orders or dict(orders_mod.DEFAULT))
        g._auto()
        g.save()
        return g

    # -- who and what -----------------------------------------------------------------------
    @property
    def seat(self) -> str:
        return self.keys.seat

    @property
    def opponent_seat(self) -> str:
        return "cp" if self.seat == "ap" else "ap"

    @property
    def game(self):
        return self.table.game

    @property
    def files(self) -> list:
        return self.info["files"]

    def legal_actions(self) -> list:
        """This seat's legal actions when it decides now (every action of the engine is carried)."""
        return self.game.legal_actions() if self.my_move() else []

    def my_move(self) -> bool:
        p = self.game.prompt
        return p is not None and p.seat == self.seat and self.table.waiting() is None

    def can_send(self) -> bool:
        return not self.files or self.files[-1]["sender"] != self.seat

    def status(self) -> str:
        """Whose turn it is, in words."""
        if self.game.is_over:
            return "the game is over"
        if self.my_move():
            return "your decision"
        if self.can_send():
            why = self.table.waiting()
            p = self.game.prompt
            if not why and p is not None and p.seat == self.opponent_seat:
                why = (f"{self.info['opponent']['name'] or 'the opponent'} decides next, which their standing "
                       f"orders do not cover: {p.text}")
            return f"send your turn ({why})" if why else "send your turn"
        return f"waiting for {self.info['opponent']['name'] or 'the opponent'}"

    # -- acting ---------------------------------------------------------------------------------
    def act(self, action) -> None:
        action = Action.from_json(action) if isinstance(action, dict) else action
        if not self.my_move():
            raise IllegalAction(f"not your decision now: {self.status()}")
        kept = (self.table.copy(), json.loads(json.dumps(self.info["outbox"])))
        t = self.table.copy()
        entry = {"n": len(t.ledger) + 1, "seat": self.seat, "action": action.to_json(), "hash": None,
                 "reveal": self._reveals(action)}
        try:
            t.add_action(entry, self.seat)
            t.settle()
        except ProtocolError as e:
            raise IllegalAction(str(e)) from None
        if t.applied == len(t.ledger):
            entry["hash"] = t.hashes[-1]
        self.table = t
        self.info["outbox"]["actions"].append(entry)
        self._auto()
        random_now = len(t.events) != len(kept[0].events) or sum(len(p.draws) for p in t.pools.values()) != \
            sum(len(p.draws) for p in kept[0].pools.values()) or t.applied < len(t.ledger)
        self._undo = [] if random_now else [*self._undo, kept]
        self.save()

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        """Take back this player's last action, if it is not sent and no die or card came after it."""
        if not self._undo:
            raise IllegalAction("nothing to undo: the action was sent, or a die was rolled or a card drawn since")
        self.table, self.info["outbox"] = self._undo.pop()
        self.save()

    def set_orders(self, orders: dict) -> None:
        why = orders_mod.check(orders)
        if why:
            raise ValueError(why)
        self.table.orders[self.seat] = dict(orders)
        self.info["outbox"]["orders"] = dict(orders)

    def _reveals(self, action: Action) -> list:
        """The cards of this player's hand the action shows, each with the proof of its draw."""
        g = self.game.clone()
        st = g.state
        before = {s: (list(st.hand[s]), list(st.draw[s])) for s in st.hand}
        logged = len(st.log)
        st.dice_script = [1] * DICE_PER_EVENT
        try:
            g.apply(action, self.seat)
        except IllegalAction:
            return []      # refused again, with its reason, when the table applies it
        shown, _ = hand_changes(before, g.state, g.state.log[logged:])
        side = self.table.side_of(self.seat)
        out = []
        pool = self.table.pools[side]
        group = self.table.group
        for card in shown.get(side, []):
            d = next((d for d in pool.draws if d.card == card and not d.opened), None)
            if d is None:
                out.append([side, card, None, None])
            else:
                out.append([side, card, d.j, group.prove(self.keys.lock, group.card(card), d.unlock)])
        return out

    def _auto(self) -> None:
        """What this machine does by itself: the opponent's standing orders, then its own part
        of the protocol (locking passes, unlocks of the opponent's draws, dice shares)."""
        t, me, box, group = self.table, self.seat, self.info["outbox"], self.table.group
        while True:
            changed = False
            p = t.game.prompt
            if p is not None and p.seat == self.opponent_seat and t.applied == len(t.ledger):
                a = orders_mod.decide(t.game, t.orders.get(p.seat))
                if a is not None:
                    entry = {"n": len(t.ledger) + 1, "seat": p.seat, "action": a.to_json(), "hash": None, "reveal": []}
                    t.add_action(entry, me)
                    t.settle()
                    if t.applied == len(t.ledger):
                        entry["hash"] = t.hashes[-1]
                    box["actions"].append(entry)
                    changed = True
            for side, pool in t.pools.items():
                mine = t.owner(side) == me
                for b, batch in enumerate(pool.batches):
                    if mine and batch.pass1 is None:
                        values, proof = lock_pass(group, self.keys.lock, [group.card(c) for c in batch.cards])
                        msg = [side, b, 1, values, proof]
                    elif not mine and batch.pass1 is not None and batch.pass2 is None:
                        values, proof = lock_pass(group, self.keys.lock, batch.pass1)
                        msg = [side, b, 2, values, proof]
                    else:
                        continue
                    t.add_lock(me, msg)
                    box["locks"].append(msg)
                    t.settle()
                    changed = True
                if not mine:
                    for d in pool.draws:
                        if d.slot is not None and d.unlock is None:
                            y = group.unlock(d.slot, self.keys.lock)
                            msg = [side, d.j, y, group.prove(self.keys.lock, y, d.slot)]
                            t.add_unlock(me, msg)
                            box["unlocks"].append(msg)
                            t.settle()
                            changed = True
            if t.hands_due:                 # AP 23 / CP 17: this hand, shown with its proofs (hands.py)
                box.setdefault("hands", []).extend(t.hands_due)
                for h in t.hands_due:
                    t.hands[h[0]].pop("local", None)
                t.hands_due.clear()
                changed = True
            for k in range(len(t.shares[me].shares), len(t.events)):
                share = self.keys.chain.share(k)
                t.add_share(me, k, share)
                box["shares"].append([k, share])
                changed = True
            t.settle()
            if not changed:
                return

    # -- files ------------------------------------------------------------------------------------
    def send(self, audit: bool = False) -> Path:
        """Write the next turn file (and keep it in the game's folder); returns its path."""
        if not self.can_send():
            raise IllegalAction("you sent the last file: wait for the opponent's")
        if audit:
            self.info["outbox"]["audit"] = {"lock": self.keys.lock, "seed": self.keys.chain.seed}
            self.table.revealed[self.seat] = dict(self.info["outbox"]["audit"])
        t = self.table
        doc = {"format": turnfile.FORMAT, "game_id": self.info["game_id"], "seq": len(self.files),
               "prev": self.files[-1]["hash"] if self.files else None, "sender": self.seat,
               "rules": self.info["rules"], "players": dict(t.players), "body": self.info["outbox"]}
        doc["sig"] = self.keys.signer.sign(turnfile.canonical(doc))
        name = f"{doc['seq']:03d}-{self.seat}{turnfile.SUFFIX}"
        path = self.folder / name
        turnfile.write(path, doc)
        self.files.append({"name": name, "hash": turnfile.file_hash(doc), "sender": self.seat, "at": time.time()})
        self.info["outbox"] = _empty_outbox()
        self._undo = []
        self.save()
        return path

    def open_turn(self, path) -> Opened:
        """Verify the opponent's file and bring the game up to date; the steps for the replay.
        Refused (``SaveError``) as a whole: the game stays as it was."""
        path = Path(path)
        doc = turnfile.read(path)
        text = path.read_text(encoding="utf-8")
        before = self.game.clone()
        n0 = self.table.applied
        kept = (self.table, json.loads(json.dumps(self.info["outbox"])), list(self.files))
        self._take_file(doc, path.name, trace=True)
        try:
            self._auto()          # this machine's share and unlocks: the file's last actions apply now
        except ProtocolError as e:
            self.table, self.info["outbox"], self.info["files"] = kept
            raise SaveError(path.name, e.args[0] if e.args else str(e), "body") from None
        self._store_copy(doc, text)
        self._undo = []
        opened = Opened(before, self.table.trace or [])
        self.table.trace = None
        opened.summary = summary(before, self.game, self.seat, self.table.ledger[n0:self.table.applied])
        self.save()
        return opened

    def _take_file(self, doc: dict, name: str, trace: bool = False) -> None:
        self.table = accept(self.table, self.info, doc, name, trace)
        self.files.append({"name": self._name(doc), "hash": turnfile.file_hash(doc), "sender": doc["sender"],
                           "at": time.time()})

    @staticmethod
    def _name(doc: dict) -> str:
        return f"{doc['seq']:03d}-{doc['sender']}{turnfile.SUFFIX}"

    def _store_copy(self, doc: dict, text: str) -> None:
        """Every file of the match is kept in the game's folder (the audit and --verify read them)."""
        target = self.folder / self._name(doc)
        if not target.exists():
            target.write_text(text, encoding="utf-8")

    # -- the folder -------------------------------------------------------------------------------
    def save(self) -> None:
        atomic_write_json(self.folder / "secret.json", self.keys.to_json())
        atomic_write_json(self.folder / "game.json", self.info)

    @classmethod
    def load(cls, folder, kept_tables: bool = True) -> "PbemGame":
        """The game of ``folder``: every file accepted again from the invitation, or from the
        table kept after them the last time (``kept.py``; ``kept_tables=False``: never). A
        refusal after a kept table is given again by a load from the invitation."""
        folder = Path(folder)
        try:
            info = json.loads((folder / "game.json").read_text(encoding="utf-8"))
            keys = Keys.from_json(json.loads((folder / "secret.json").read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise SaveError(folder.name, f"not a PBEM game folder: {e}") from None
        group = GROUPS[info["rules"]["group"]]
        docs = [turnfile.read(folder / f["name"]) for f in info["files"]]

        def new_table() -> Table:
            return Table(info["game_id"], info["rules"], group, keys)

        g = cls(folder, keys, new_table(), {**info, "files": [], "outbox": _empty_outbox()})
        found = kept.find(new_table, keys, docs) if kept_tables else None
        s = 0
        if found is not None:
            g.table, s = found
            for doc, f in zip(docs[:s], info["files"]):
                g.files.append({"name": cls._name(doc), "hash": turnfile.file_hash(doc), "sender": doc["sender"],
                                "at": f.get("at", 0)})
        try:
            g._take_files(docs[s:], info["files"][s:])
            if kept_tables and s < len(docs):
                kept.keep(g.table, keys, docs)
            g._take_outbox(info["outbox"])
        except Exception:
            if not s:
                raise
            return cls.load(folder, kept_tables=False)   # the verdict is that of a load from the invitation
        return g

    def _take_files(self, docs: list, files: list) -> None:
        keys, group, info = self.keys, self.table.group, self.info
        for doc, f in zip(docs, files):
            self._take_file(doc, f["name"])
            self.files[-1]["at"] = f.get("at", self.files[-1]["at"])
            if doc["seq"] == 0 and doc["sender"] != keys.seat:
                self.table.add_player(keys.seat, keys.public(group, info.get("name", ""), info.get("email", "")))

    def _take_outbox(self, box: dict) -> None:
        feed(self.table, self.keys.seat, box)
        self.table.settle()
        self.info["outbox"] = box
