"""The PBEM game as each machine holds it (issue 12, docs/pbem.md): the engine game rebuilt
from the turn files, with the public protocol state beside it.

``Table`` is the same on both machines and for an auditor, except for ``keys`` (the secrets of
the seat this machine plays, or None): with them the seat's own hand is read from the pools;
without them every hand is a stand-in (cards still possible), which changes nothing public.

An action is applied when everything it needs is there: if it rolls dice (a trial on a copy
says so), the shares of both players for that random event. The dice, the draws and every
public part of the state are thus worked out again here; the sender's claimed public hash
after each action it could apply is compared.
"""
from __future__ import annotations

import copy
import random

from ...data.scenarios import game_of
from ...rules.core import dice, setup
from ...rules.turn import sequence
from ...rules.core.actions import Action
from ...rules.core.errors import IllegalAction, RulesVersionError
from .refusal import refused
from ...rules.game import Game
from ...rules.public_record import hand_changes
from ...rules.core.state import SIDES
from ...rules.core.views import public_hash
from .pools import ProtocolError, SidePool, check_pass
from .shares import ShareCheck, dice_stream
from . import hands, orders as orders_mod
from .hands import shown_hand

DICE_PER_EVENT = 64


def _publicly_named(entries) -> set:
    out: set = set()
    for e in entries:
        if e.get("card"):
            out.add(e["card"])
        out.update(e.get("cards") or ())
    return out


def _as_played(rules: dict) -> dict:
    """The game's options with the switches that play it under the rules version it was
    started with (``Game.as_recorded``, which decides): a match begun before a rules change
    plays on as it began. A version this app cannot play so is refused by name."""
    version = rules.get("rules_version", Game.RULES_VERSION)
    try:
        return Game.as_recorded(version, rules["scenario"], rules["options"])
    except RulesVersionError as exc:
        raise ProtocolError(f"this game was started under {'newer' if exc.newer else 'other'} rules (rules version "
                            f"{version!r}); this pog-desktop plays rules version {Game.RULES_VERSION}") from exc


class Table:
    def __init__(self, game_id: str, rules: dict, group, keys=None, local_seed: int | None = None):
        self.game_id = game_id
        self.rules = rules
        self.group = group
        self.keys = keys                       # match.postal.keys.Keys of this seat, or None
        game = game_of(rules["scenario"])      # the scenario names its game
        if rules.get("game", game) != game:
            raise ProtocolError(f"the game's rules name the game {rules['game']!r}, but its scenario "
                                f"{rules['scenario']!r} belongs to {game!r}")
        options = _as_played(rules)
        su = setup.scenario_setup(rules["scenario"], options)
        seed = local_seed if local_seed is not None else random.SystemRandom().randrange(1 << 62)
        g = Game.from_setup(su, seed, options, start=False)
        g.scenario_id = rules["scenario"]
        self.game = g
        self.players: dict = {}                # seat -> {"name", "email", "key", "lock", "tip"}
        self.ledger: list[dict] = []           # {"n", "seat", "sender", "action", "hash", "reveal", "orders"}
        self.applied = 0
        self.hashes: list[str] = []            # public hash after each applied action
        self.dice_used: list[list] = []        # the dice each applied action rolled
        self.events: list[int] = []            # random event k -> ledger index
        self.shares: dict = {}                 # seat -> ShareCheck
        self.pools = {s: SidePool(s) for s in SIDES}
        self.pending_admit = {s: set() for s in SIDES}
        self.orders: dict = {}                 # seat -> standing orders
        self.inbox: list = []                  # locks and unlocks waiting for their batch or draw
        self.revealed: dict = {}               # seat -> its secrets, revealed for the audit
        self.hands: dict = {}                  # ledger n -> {"side", "items": [[card, draw, proof]], "sender"}
        self.hands_due: list = []              # hands this machine's seat must show (sent by PbemGame)
        self.blocked: str | None = None        # why the next action waits, when not for dice
        self.trace: list | None = None         # (entry, game copy) per action applied, while set
        self.oracle: dict | None = None        # the audit: side -> the card of every draw
        card_sides = g.ctx.game.cards
        self._residue = {self.group.card(c.id): c.id for c in card_sides.values()}
        before = self._snapshot()
        logged = len(g.state.log)
        sequence.start_game(g.ctx, g.state)
        self._track(before, logged)

    # -- who is who -------------------------------------------------------------------
    @property
    def seats(self) -> tuple:
        return self.game.seats

    def owner(self, side: str) -> str:
        return self.game.seat_map.seat_for(side)

    def other(self, seat: str) -> str:
        return next(s for s in self.seats if s != seat)

    def side_of(self, seat: str) -> str:
        return self.game.seat_map.sides_of(seat)[0]

    def add_player(self, seat: str, info: dict) -> None:
        self.players[seat] = dict(info)
        self.shares[seat] = ShareCheck(info["tip"])

    def copy(self) -> "Table":
        g = self.game
        self.game = None
        try:
            t = copy.deepcopy(self)
        finally:
            self.game = g
        t.game = g.clone()
        t.game._undo = []
        return t

    # -- state of play ------------------------------------------------------------------
    def unread_draws(self, seat: str) -> list:
        """Draws of this seat's side whose card it cannot read yet (it waits for the unlock)."""
        return [d for d in self.pools[self.side_of(seat)].draws if d.card is None]

    def waiting(self) -> str | None:
        """What the game waits for before the next decision, in words (None: nothing)."""
        if self.applied < len(self.ledger) and self.blocked:
            return self.blocked
        if self.applied < len(self.ledger):
            k = len(self.events) - 1
            missing = [s for s in self.seats if len(self.shares[s].shares) <= k] if self.events else []
            return f"the dice of action #{self.applied + 1}: waiting for the share of seat {', '.join(missing)}"
        p = self.game.prompt
        if p is not None and self.keys is not None and p.seat == self.keys.seat and self.unread_draws(p.seat):
            return "the cards just drawn: waiting for the opponent to unlock them"
        return None

    # -- receiving -----------------------------------------------------------------------
    def add_action(self, entry: dict, sender: str) -> None:
        if entry.get("n") != len(self.ledger) + 1:
            raise ProtocolError(f"action #{entry.get('n')}: expected action #{len(self.ledger) + 1} (a file is "
                                "missing, repeated or from an older copy)")
        self.ledger.append({**entry, "sender": sender})

    def add_share(self, seat: str, k: int, value) -> None:
        why = self.shares[seat].accept(k, value)
        if why:
            raise ProtocolError(f"seat {seat!r}: {why}")

    def settle(self) -> None:
        """Apply what can be applied and file the waiting locks and unlocks, until nothing moves."""
        while True:
            moved = self._take_inbox()
            while self.applied < len(self.ledger) and self._apply_next():
                moved = True
            for p in self.pools.values():
                p.place(self.game_id)
                if self.oracle is not None:
                    for d in p.draws:
                        if d.card is None and d.slot is not None:
                            self._put(p.side, d, self.oracle[p.side][d.j])
            if not moved:
                return

    def leftovers(self) -> None:
        if self.inbox:
            kind, side, i = self.inbox[0][:3]
            raise ProtocolError(f"{kind} for {side.upper()} {'batch' if kind == 'lock' else 'draw'} {i}, which "
                                "does not exist in this game")

    # -- one action ----------------------------------------------------------------------
    def needs_dice(self, action: Action, seat: str) -> bool:
        trial = self.game.clone()
        trial.state.dice_script = [1] * DICE_PER_EVENT
        with dice.tapped() as taken:
            trial.apply(action, seat, undoable=False)
        return bool(taken)

    def _apply_next(self) -> bool:
        i = self.applied
        e = self.ledger[i]
        name = f"action #{e['n']}"
        try:
            action = Action.from_json(e["action"])
        except (IllegalAction, KeyError, TypeError, ValueError) as err:
            raise ProtocolError(f"{name}: not an action: {err}") from None
        name = f"action #{e['n']} ({action}) by seat {e['seat']!r}"
        g = self.game
        p = g.prompt
        if p is None:
            raise ProtocolError(f"{name}: the game is over")
        if e["seat"] != p.seat:
            raise ProtocolError(f"{name}: it is seat {p.seat!r}'s decision ({p.text})")
        if e["seat"] != e["sender"]:
            expect = orders_mod.decide(g, self.orders.get(e["seat"]))
            if expect is None or expect.to_json() != action.to_json():
                raise ProtocolError(f"{name}: a decision for seat {e['seat']!r} sent by seat {e['sender']!r} that "
                                    "its standing orders do not make")
        if not e.get("revealed"):      # once, even when the action then waits for its dice
            for item in e.get("reveal") or []:
                self._reveal(name, item)
            e["revealed"] = True
        side = shown_hand(action)
        if side is not None and not e.get("hand_shown"):
            why = hands.show(self, name, e["n"], side)
            if why:
                self.blocked = why
                return False
            e["hand_shown"] = True
        self.blocked = None
        try:
            rolls = self.needs_dice(action, e["seat"])
        except IllegalAction as err:
            raise ProtocolError(refused(name, err)) from None
        if rolls:
            if i not in self.events:
                self.events.append(i)
            k = self.events.index(i)
            got = [self.shares[s].shares[k] if len(self.shares[s].shares) > k else None for s in sorted(self.seats)]
            if None in got:
                return False
            script = dice_stream(self.game_id, k, *got, count=DICE_PER_EVENT)
        else:
            script = []
        before = self._snapshot()
        logged = len(g.state.log)
        g.state.dice_script = list(script)
        try:
            g.apply(action, e["seat"], undoable=False)   # PbemGame.undo keeps its own copies
        except IllegalAction as err:
            raise ProtocolError(refused(name, err)) from None
        finally:
            left = len(g.state.dice_script)
            g.state.dice_script = []
        if script and left == 0:
            raise ProtocolError(f"{name}: rolled more than {DICE_PER_EVENT} dice")
        h = public_hash(g)
        if e.get("hash") is not None and e["hash"] != h:
            raise ProtocolError(f"{name}: the public state after it differs from the sender's (edited action, "
                                "die or card, or the games diverged)")
        self.hashes.append(h)
        self.dice_used.append(list(script[:len(script) - left]))
        self.applied += 1
        self._track(before, logged)
        if self.trace is not None:
            self.trace.append((e, g.clone()))
        return True

    def _snapshot(self) -> dict:
        st = self.game.state
        return {s: (list(st.hand[s]), list(st.draw[s])) for s in SIDES}

    def _track(self, before: dict, logged: int) -> None:
        """Cards that joined a draw pile wait to be locked; cards drawn into a hand become draws."""
        st = self.game.state
        named = _publicly_named(st.log[logged:])
        _, drawn = hand_changes(before, st, [])
        for side in SIDES:
            hand0, pile0 = before[side]
            new = [c for c in drawn.get(side, []) if c not in named]
            pending = self.pending_admit[side]
            pending |= (set(st.draw[side]) | set(new)) - set(pile0)
            left = (set(pile0) - set(st.draw[side]) - set(new)) & named
            pending -= left
            if new:
                pool = self.pools[side]
                if pending:
                    pool.add_batch(pending)
                    pending.clear()
                for c in new:
                    pool.add_draw(c)

    # -- hidden cards ----------------------------------------------------------------------
    def _reveal(self, name: str, item) -> None:
        """Before an action shows a hand card: its proof, and the stand-in hand made to hold it."""
        if not (isinstance(item, list) and len(item) == 4):
            raise ProtocolError(f"{name}: a card shown must be [side, card, draw, proof]")
        side, card, j, proof = item
        if side not in SIDES:
            raise ProtocolError(f"{name}: no side {side!r}")
        st = self.game.state
        pool = self.pools[side]
        hand = st.hand[side]
        if j is None:
            unknown = {d.guess for d in pool.draws if not d.opened}
            if card not in hand or (card in unknown and not self._reads(side)):
                raise ProtocolError(f"{name}: {card} is shown from the {side.upper()} hand without a proof, but "
                                    "nobody saw it enter that hand")
            return
        if not isinstance(j, int) or not 0 <= j < len(pool.draws):
            raise ProtocolError(f"{name}: {side.upper()} made no draw {j!r}")
        d = pool.draws[j]
        if d.opened:
            raise ProtocolError(f"{name}: {side.upper()} draw {j} was shown before")
        if d.unlock is None:
            raise ProtocolError(f"{name}: {side.upper()} draw {j} was never unlocked, so it cannot have been read")
        h = self.players[self.owner(side)]["lock"]
        if not isinstance(card, str) or not self.group.check(h, self.group.card(card), d.unlock, proof):
            raise ProtocolError(f"{name}: {card} is not the card of {side.upper()} draw {j} (its proof fails)")
        if not self._reads(side):
            self._put(side, d, card)
        elif d.card != card:
            raise ProtocolError(f"{name}: {side.upper()} draw {j} is {d.card}, not {card}")
        d.opened = True

    def _reads(self, side: str) -> bool:
        if self.oracle is not None:
            return True
        return self.keys is not None and self.owner(side) == self.keys.seat

    def _put(self, side: str, d, card: str) -> None:
        """Make the stand-in hand hold ``card`` where draw ``d`` put its stand-in."""
        st = self.game.state
        hand, pile = st.hand[side], st.draw[side]
        if d.guess not in hand:
            raise ProtocolError(f"{side.upper()} draw {d.j}: its card left the hand unseen")
        if card == d.guess:
            pass
        elif card in pile:
            hand[hand.index(d.guess)], pile[pile.index(card)] = card, d.guess
        elif card in hand:
            twin = next((x for x in self.pools[side].draws if x.guess == card and x.card is None and x is not d), None)
            if twin is None:
                raise ProtocolError(f"{side.upper()} draw {d.j}: {card} is already in the hand for another reason")
            twin.guess = d.guess
        else:
            raise ProtocolError(f"{side.upper()} draw {d.j}: {card} cannot be drawn now (it is not in the pile)")
        d.guess = card
        d.card = card

    # -- locks and unlocks ---------------------------------------------------------------------
    def add_lock(self, sender: str, item) -> None:
        self.inbox.append(("lock", *item, sender) if isinstance(item, list) and len(item) == 5 else
                          ("lock", "?", -1, None, None, None, sender))

    def add_hand(self, sender: str, item) -> None:
        hands.receive(self, sender, item)

    def add_unlock(self, sender: str, item) -> None:
        self.inbox.append(("unlock", *item, sender) if isinstance(item, list) and len(item) == 4 else
                          ("unlock", "?", -1, None, None, sender))

    def _take_inbox(self) -> bool:
        moved = False
        for msg in list(self.inbox):
            if self._take(msg):
                self.inbox.remove(msg)
                moved = True
        return moved

    def _take(self, msg) -> bool:
        kind, side = msg[0], msg[1]
        if side not in SIDES:
            raise ProtocolError(f"{kind}: no side {side!r}")
        pool = self.pools[side]
        owner = self.owner(side)
        if kind == "lock":
            _, _, b, which, values, proof, sender = msg
            if not isinstance(b, int) or b < 0 or b >= len(pool.batches):
                return False
            batch = pool.batches[b]
            what = f"lock pass {which} of {side.upper()} batch {b}"
            if which == 1:
                if sender != owner:
                    raise ProtocolError(f"{what}: sent by seat {sender!r}; the first pass is the owner's")
                if batch.pass1 is not None:
                    raise ProtocolError(f"{what}: sent twice")
                check_pass(self.group, self.players[sender]["lock"], [self.group.card(c) for c in batch.cards],
                           values, proof, what)
                batch.pass1 = list(values)
            elif which == 2:
                if sender == owner:
                    raise ProtocolError(f"{what}: the second pass is the other player's")
                if batch.pass1 is None:
                    return False
                if batch.pass2 is not None:
                    raise ProtocolError(f"{what}: sent twice")
                check_pass(self.group, self.players[sender]["lock"], batch.pass1, values, proof, what)
                batch.pass2 = list(values)
            else:
                raise ProtocolError(f"{what}: no such pass")
            return True
        _, _, j, value, proof, sender = msg
        if not isinstance(j, int) or j < 0 or j >= len(pool.draws) or pool.draws[j].slot is None:
            return False
        d = pool.draws[j]
        what = f"unlock of {side.upper()} draw {j}"
        if sender == owner:
            raise ProtocolError(f"{what}: sent by the owner of the pile")
        if d.unlock is not None:
            raise ProtocolError(f"{what}: sent twice")
        if not self.group.member(value) or not self.group.check(self.players[sender]["lock"], value, d.slot, proof):
            raise ProtocolError(f"{what}: the proof does not show it is the slot drawn with the sender's lock removed")
        d.unlock = value
        if self.keys is not None and owner == self.keys.seat:
            card = self._residue.get(self.group.unlock(value, self.keys.lock))
            if card is None:
                raise ProtocolError(f"{what}: it does not open to a card")
            self._put(side, d, card)
        return True
