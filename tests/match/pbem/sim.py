"""Two simulated PBEM players who only exchange files (issue 12), and the hotseat game that
the same decisions, dice and cards make, to compare views with."""
from __future__ import annotations

import json
import random
from pathlib import Path

from pog_desktop.data import load_game
from pog_desktop.match.postal.group import SMALL
from pog_desktop.match.postal.player import PbemGame
from pog_desktop.rules.core import options as options_mod, setup
from pog_desktop.rules.turn import sequence
from pog_desktop.rules.core.actions import Action
from pog_desktop.rules.game import Game
from pog_desktop.rules.selfplay import pick


def new_match(tmp: Path, group=SMALL, creator: str = "ap", orders=None):
    a = PbemGame.create(tmp / "creator", creator, "Anna", "Carl", "carl@example.org", group=group)
    b = PbemGame.join(tmp / "creator" / a.files[-1]["name"], tmp / "joiner", "Carl", orders=orders)
    return a, b


def play_until_send(p: PbemGame, rnd: random.Random, limit: int = 400) -> int:
    n = 0
    while p.my_move() and n < limit:
        legal = [a for a in p.legal_actions() if a.type != "offer_peace"]
        p.act(pick(p.game, legal, rnd))
        n += 1
    return n


class Hotseat:
    """The plain engine game both machines stand for: the ledger's actions with the dice the
    protocol gave, each card drawn set to the card its owner read."""

    def __init__(self, rules: dict):
        su = setup.load_setup(load_game("pog"), rules["scenario"], options_mod.setup_variants(rules["options"]))
        self.game = Game.from_setup(su, 99, rules["options"], start=False)
        self.game.scenario_id = rules["scenario"]
        self.counts = {"ap": 0, "cp": 0}
        self.at = 0
        self._run(lambda: sequence.start_game(self.game.ctx, self.game.state), None)

    def _run(self, do, owners) -> None:
        st = self.game.state
        before = {s: list(st.hand[s]) for s in st.hand}
        do()
        st = self.game.state
        for side in st.hand:
            new = [c for c in st.hand[side] if c not in before[side]]
            named = {e.get("card") for e in st.log[-12:]} | {c for e in st.log[-12:] for c in e.get("cards") or ()}
            for guess in [c for c in new if c not in named]:
                self.pending.append((side, self.counts[side], guess))
                self.counts[side] += 1
        self.fix(owners)

    @property
    def pending(self) -> list:
        return self.__dict__.setdefault("_pending", [])

    def fix(self, owners) -> None:
        """Put the true card where each draw put a stand-in, once its owner has read it."""
        if owners is None:
            return
        st = self.game.state
        i = 0
        while i < len(self.pending):
            side, j, guess = self.pending[i]
            draws = owners[side].table.pools[side].draws
            true = draws[j].card if j < len(draws) else None
            if true is None:
                i += 1
                continue
            hand, pile = st.hand[side], st.draw[side]
            if true != guess:
                if true in pile:
                    hand[hand.index(guess)], pile[pile.index(true)] = true, guess
                else:   # the true card stands in for another pending draw: swap their stand-ins
                    other = next(k for k, it in enumerate(self.pending) if it[0] == side and it[2] == true)
                    s2, j2, _ = self.pending[other]
                    self.pending[other] = (s2, j2, guess)
            del self.pending[i]

    def advance(self, table, owners) -> None:
        """Apply the actions ``table`` has applied that this game has not."""
        while self.at < table.applied:
            e = table.ledger[self.at]
            self.game.state.dice_script = list(table.dice_used[self.at])
            self._run(lambda: self.game.apply(Action.from_json(e["action"]), e["seat"]), owners)
            assert not self.game.state.dice_script
            self.at += 1
        self.fix(owners)


def same_view(p: PbemGame, hot: Hotseat) -> bool:
    """The machine's view of its seat equals the hotseat game's view of that seat (checked
    whenever the machine can read its whole hand; False when it waits for an unlock)."""
    if p.table.unread_draws(p.seat) or hot.at != p.table.applied:
        return False
    mine, ref = _hand_as_set(p.game.view(p.seat)), _hand_as_set(hot.game.view(p.seat))
    assert mine == ref, _first_difference(mine, ref)
    return True


def _hand_as_set(view: dict) -> dict:
    """The order of the cards in a hand is the order they were read in, not information."""
    for entry in view["cards"].values():
        if "hand" in entry:
            entry["hand"] = sorted(entry["hand"])
    if view["prompt"] and isinstance(view["prompt"]["choices"].get("cards"), list):
        view["prompt"]["choices"]["cards"] = sorted(view["prompt"]["choices"]["cards"])
    view["legal"] = sorted(view["legal"], key=lambda a: json.dumps(a, sort_keys=True))   # listed in hand order
    return view


def _first_difference(a, b, path="view") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:300]} != {str(b)[:300]}"


def opening(tmp: Path, files: int):
    """A fixed position, the same whatever the deal: the CP (the joiner) declines Guns of August
    (4.3.1); the files then go back and forth with nothing decided until file ``files`` (2-4) is
    written: #1 CP's choice and its share, #2 the AP's share and locking pass (the deal is
    rolled: the CP's first action round is next, 8.1.2), #3 the CP's passes and unlocks, #4 the
    AP's pass and unlocks (the CP reads its hand). Returns (a, b, path, sender, receiver); the
    receiver has not opened ``path``."""
    a, b = new_match(tmp)
    b.act(next(x for x in b.legal_actions() if x.choice == "no"))
    path, sender, receiver = b.send(), b, a
    for _ in range(files - 1):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        path = sender.send()
    return a, b, path, sender, receiver
