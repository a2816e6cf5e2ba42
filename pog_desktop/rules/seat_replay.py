"""A game rebuilt for one seat from the public record (issue 11, ``public_record.py``).

The seat knows its own cards (its private record) and nothing of the other hands: those are
filled with cards that are still possible and put right when a card comes to light. Every
action is applied by the engine here, with the dice the record lists, so its legality, moves,
combat, supply and tracks are all worked out again; then the state every seat may see must
hash to what the sender claimed. A revealed card must open a commitment made when it was
drawn. Anything else is refused with ``RecordRefused``, naming the action and the reason.

    replay = SeatReplay(header, seat, public[0], private[0], committer, seed=7)
    for entry, mine in zip(public[1:], private[1:]):
        replay.step(entry, mine)
    replay.game      # a full Game: true for this seat, a guess elsewhere; view(seat) is exact

Four-player variant (seed 003): the seat's hidden cards are its commands' (``views.held_keys``);
the other commands' cards are guessed within the side's hand and pile, and put right (card and
command) when they come to light. A play committed by a command this seat does not hold is
replayed as a stand-in (the 1-OPS action, else the first legal play) until the record discloses
it; a passed card this seat is not told of is replayed as the giver's first card.
"""
from __future__ import annotations

from . import command_deal
from .core import commands, dice, setup
from .core.actions import Action
from .core.errors import IllegalAction
from .core.state import SIDES
from .core.views import PLAY_TYPES, held_keys, known_in_hand, public_hash
from .game import Game
from .turn import sequence
from .turn.decks import draw_secret


class RecordRefused(IllegalAction):
    """The public record does not hold together at one action."""


class SeatReplay:
    def __init__(self, header: dict, seat: str, start: dict, mine: dict, committer, seed: int = 1):
        """``start``/``mine``: the record's entries ``n`` 0 (the deal); ``seed``: this machine's own
        randomness, for the orders nobody here knows."""
        self.seat = seat
        self.committer = committer
        su = setup.scenario_setup(header["scenario"], header["options"])
        g = Game.from_setup(su, seed, header["options"], start=False)
        g.scenario_id = header["scenario"]
        self.game = g
        self.sides = g.seat_map.sides_of(seat)
        self.four = commands.enabled(g.ctx)
        self.own = set(held_keys(g, seat)) if self.four else set(self.sides)   # the hands this seat knows
        self.pending: dict = {}                        # key -> commitments of cards drawn into other hands
        self.stand_in: dict = {}                       # command -> index of the stand-in for its hidden play
        self.mine: dict = {}                           # card this seat drew -> its commitment (4p: it may pass it)
        self.told: set = set()                         # cards of an ally's hand this seat was told of (4.6)
        self.shown: dict = {}                          # side -> cards opened and still in that hand
        self._logged: list = []                        # the log entries of the last action
        self._run(start, mine, lambda: sequence.start_game(g.ctx, g.state), "the game's start")

    # -- one entry ---------------------------------------------------------------------
    def step(self, entry: dict, mine: dict) -> None:
        g = self.game
        hidden = self.four and entry["action"] in ({"type": "commit"}, {"type": "pass_card"})
        try:
            action = None if hidden else Action.from_json(entry["action"])
        except IllegalAction as e:
            raise RecordRefused(f"action #{entry.get('n')}: {e}") from None
        name = f"action #{entry['n']} {action or entry['action']['type']} by seat {entry['seat']!r}"
        if entry["n"] != len(g.actions) + 1:
            raise RecordRefused(f"{name}: expected action #{len(g.actions) + 1}")
        disclose = dict(entry.get("disclose") or {})
        for command, play in sorted(disclose.items()):
            if command in commands.COMMANDS:      # seed 003, 4.3: a committed play comes to light
                g.state.cmd["pending"][command] = play
                if command in self.stand_in:
                    g.actions[self.stand_in.pop(command)] = play
        for side, items in entry["reveal"].items():
            for card, opening, *holder in items:
                self._bring_to_hand(name, side, card, opening, holder[0] if holder else None)
                self.mine.pop(card, None)      # in view now: whatever this seat knew of it is public
                self.told.discard(card)
        if "offer" in disclose:                   # 4.6: the passed card, discarded at once
            g.state.sub["offer"] = disclose["offer"]
        if entry["action"] == {"type": "commit"}:
            action = self._commit(name, mine, disclose)
        elif hidden:
            action = self._pass(name, mine)
        self._run(entry, mine, lambda: g.apply(action, entry["seat"]), name)

    def _commit(self, name: str, mine: dict, disclose: dict) -> Action:
        """4.3: the play this seat made itself, or one disclosed as carried out in this same
        action, or a stand-in for another command's."""
        g = self.game
        command = g.state.cmd["on"][g.state.active]
        if mine.get("play") or command in disclose:
            return Action.from_json(mine.get("play") or disclose[command])
        legal = [a for a in g.legal_actions() if a.type in PLAY_TYPES]
        if not legal:
            raise RecordRefused(f"{name}: no play can be committed here")
        self.stand_in[command] = len(g.actions)
        return next((a for a in legal if a.type == "auto_op"), legal[0])

    def _pass(self, name: str, mine: dict) -> Action:
        """4.6: the card passed, at its place in the side's hand, for the seats told of it."""
        st = self.game.state
        side = st.active
        giver = st.cmd["on"][side]
        if not mine.get("pass"):
            return Action("pass_card", card=commands.hand(self.game.ctx, st, side, giver)[0])
        card, opening, ahead = mine["pass"]
        if commands.key(side, giver) not in self.own:
            if opening is not None or card not in self.shown.get(side, set()).union(known_in_hand(st, side)):
                self._check_commitment(name, side, card, opening, keep=True)
            self._to_command(name, side, card, giver)
            hand = st.hand[side]      # where it stands among the receiver's cards, as in the sender's game
            hand.remove(card)
            receiver = [i for i, c in enumerate(hand) if command_deal.owner(self.game.ctx, st, c) != giver]
            hand.insert(receiver[ahead] if ahead < len(receiver) else len(hand), card)
        self.told.add(card)
        return Action("pass_card", card=card)

    def _run(self, entry: dict, mine: dict, do, name: str) -> None:
        g = self.game
        st = g.state
        before = {s: list(st.hand[s]) for s in SIDES}
        logged = len(st.log)
        st.dice_script = list(entry["dice"])
        with dice.tapped() as rolls:
            try:
                do()
            except IllegalAction as e:
                raise RecordRefused(f"{name}: {e}") from None
        st = g.state
        self._logged = st.log[logged:]
        if rolls != list(entry["dice"]) or st.dice_script:
            st.dice_script = []
            raise RecordRefused(f"{name}: the record lists the dice {entry['dice']}, the rules rolled {rolls}")
        for side in SIDES:
            had = set(before[side])
            new = [c for c in st.hand[side] if c not in had]
            shown = self.shown.get(side)
            if shown:       # a card shown and since gone from the hand is unknown again once drawn
                self.shown[side] = {c for c in shown if c in st.hand[side] and c not in new}
            groups = {side: new}
            if st.cmd:      # seed 003: each command draws its own cards
                groups = {commands.key(side, c): [x for x in new if command_deal.owner(g.ctx, st, x) == c]
                          for c in commands.COMMANDS}
            for key, cards in groups.items():
                claimed = entry["draws"].get(key, [])
                if len(cards) != len(claimed):
                    raise RecordRefused(f"{name}: {key.upper()} drew {len(cards)} cards, the record commits to "
                                        f"{len(claimed)}")
                if key in self.own:
                    self._own_draws(name, key, cards, claimed, mine["draws"].get(key, []))
                else:
                    self.pending.setdefault(key, []).extend(claimed)
        if public_hash(g) != entry["public_hash"]:
            raise RecordRefused(f"{name}: the public state after it differs from the sender's")

    # -- hidden cards ------------------------------------------------------------------
    def _own_draws(self, name: str, key: str, new: list, claimed: list, pairs: list) -> None:
        """Put the cards this seat really drew where the rebuilt game drew others."""
        side = key.split(":")[0]
        if len(pairs) != len(claimed):
            raise RecordRefused(f"{name}: {len(claimed)} {key.upper()} cards drawn, {len(pairs)} told to this seat")
        st = self.game.state
        if st.cmd:
            return self._own_command_draws(name, key, new, claimed, pairs)
        hand, draw = st.hand[side], st.draw[side]
        cards = self._opened(name, claimed, pairs)
        places = [hand.index(c) for c in new]
        guessed, true = set(new), set(cards)
        for card, guess in zip([c for c in cards if c not in guessed], [c for c in new if c not in true]):
            if card not in draw:
                raise RecordRefused(f"{name}: {card} cannot have been drawn: it is not in the {side.upper()} pile")
            draw[draw.index(card)] = guess
        for i, card in zip(places, cards):
            hand[i] = card
        self._fix_draw_log(side, dict(zip(new, cards)))

    def _own_command_draws(self, name: str, key: str, new: list, claimed: list, pairs: list) -> None:
        """Seed 003: the same for a command's draw; the true card may stand in the side's pile or
        among the ally's guessed cards."""
        g = self.game
        st = g.state
        side = key.split(":")[0]
        cards = self._opened(name, claimed, pairs)
        self.mine.update(zip(cards, claimed))
        places = [st.hand[side].index(c) for c in new]
        for card, guess in zip([c for c in cards if c not in new], [c for c in new if c not in cards]):
            if card not in st.draw[side] and card not in st.hand[side]:
                raise RecordRefused(f"{name}: {card} cannot have been drawn: it is not among the hidden "
                                    f"{side.upper()} cards")
            command_deal.swap(g.ctx, st, side, card, guess)
        for i, card in zip(places, cards):
            st.hand[side][i] = card
        self._fix_draw_log(side, dict(zip(new, cards)), key.split(":")[1])

    def _opened(self, name: str, claimed: list, pairs: list) -> list:
        cards = []
        for commitment, (card, opening) in zip(claimed, pairs):
            if not self.committer.verify(commitment, card, opening):
                raise RecordRefused(f"{name}: the card told to this seat does not open its commitment")
            cards.append(card)
        return cards

    def _fix_draw_log(self, side: str, true: dict, command: str | None = None) -> None:
        for e in self._logged:     # the draw entries of this action: the cards really drawn
            secret = e.get("secret")
            if secret and secret.get("side") == side and e.get("kind") == "draw" and secret.get("command") == command:
                e["secret"] = {**draw_secret(self.game.ctx, side, [true.get(c, c) for c in secret["cards"]]),
                               **({"command": command} if command else {})}

    def _check_commitment(self, name: str, side: str, card: str, opening, keep: bool = False) -> None:
        """``card`` opens a commitment of a card drawn into one of ``side``'s hidden hands (used
        up unless ``keep``: a card told to one seat is still to come to light for the others)."""
        if card in self.mine and self.committer.verify(self.mine[card], card, opening):
            if not keep:             # a card this seat drew and passed to its ally (4.6)
                del self.mine[card]
            return
        for key in sorted(k for k in self.pending if k.split(":")[0] == side):
            match = next((c for c in self.pending[key] if self.committer.verify(c, card, opening)), None)
            if match is not None:
                if not keep:
                    self.pending[key].remove(match)
                return
        raise RecordRefused(f"{name}: {card} opens no commitment of a card the {side.upper()} drew")

    def _bring_to_hand(self, name: str, side: str, card: str, opening, holder: str | None = None) -> None:
        """Before an action shows ``card`` of ``side``'s hand: check its commitment and make the
        rebuilt game hold it there (four-player variant: in the hand of ``holder``, its command)."""
        st = self.game.state
        hand, draw = st.hand[side], st.draw[side]
        if (commands.key(side, holder) if holder else side) in self.own:
            if card not in hand or (holder and command_deal.owner(self.game.ctx, st, card) != holder):
                raise RecordRefused(f"{name}: {card} is shown from the {side.upper()} hand, which does not hold it")
            if holder:        # seed 003: opened now, it may come to light again from the ally's hand
                self.shown.setdefault(side, set()).add(card)
            return
        if opening is None:
            if card not in self.shown.setdefault(side, set()) or card not in hand:
                raise RecordRefused(f"{name}: {card} was never shown in the {side.upper()} hand")
            if holder:
                self._to_command(name, side, card, holder)
            return
        self._check_commitment(name, side, card, opening)
        self.shown.setdefault(side, set()).add(card)
        if holder:
            return self._to_command(name, side, card, holder)
        if card in hand:
            return
        if card not in draw:
            raise RecordRefused(f"{name}: {card} cannot be in the {side.upper()} hand: it is in a public pile")
        known = self.shown[side].union(known_in_hand(st, side))
        k = next((i for i, c in enumerate(hand) if c not in known), None)
        if k is None:
            raise RecordRefused(f"{name}: the {side.upper()} hand has no unknown card left for {card}")
        j = draw.index(card)
        hand[k], draw[j] = card, hand[k]

    def _to_command(self, name: str, side: str, card: str, holder: str) -> None:
        """Seed 003: make ``card`` stand in ``holder``'s hand, in place of one of its unknown cards."""
        g = self.game
        st = g.state
        if card in st.hand[side] and command_deal.owner(g.ctx, st, card) == holder:
            return
        known = self.shown.get(side, set()).union(known_in_hand(st, side), self.mine, self.told)
        k = next((c for c in st.hand[side] if c != card and c not in known
                  and command_deal.owner(g.ctx, st, c) == holder), None)
        if k is None or (card not in st.hand[side] and card not in st.draw[side]):
            raise RecordRefused(f"{name}: the {side.upper()} {holder} command has no unknown card left for {card}")
        command_deal.swap(g.ctx, st, side, card, k)


def rebuild(header: dict, public: list, private: list, seat: str, committer, seed: int = 1) -> Game:
    """The game for ``seat`` after every action of the record (raises ``RecordRefused``)."""
    r = SeatReplay(header, seat, public[0], private[0], committer, seed)
    for entry, mine in zip(public[1:], private[1:]):
        r.step(entry, mine)
    return r.game
