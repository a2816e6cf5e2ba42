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
"""
from __future__ import annotations

from .core import dice, setup
from .core.actions import Action
from .core.errors import IllegalAction
from .core.state import SIDES
from .core.views import known_in_hand, public_hash
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
        self.pending: dict = {s: [] for s in SIDES}    # commitments of cards drawn into other hands
        self.shown: dict = {}                          # side -> cards opened and still in that hand
        self._logged: list = []                        # the log entries of the last action
        self._run(start, mine, lambda: sequence.start_game(g.ctx, g.state), "the game's start")

    # -- one entry ---------------------------------------------------------------------
    def step(self, entry: dict, mine: dict) -> None:
        g = self.game
        try:
            action = Action.from_json(entry["action"])
        except IllegalAction as e:
            raise RecordRefused(f"action #{entry.get('n')}: {e}") from None
        name = f"action #{entry['n']} {action} by seat {entry['seat']!r}"
        if entry["n"] != len(g.actions) + 1:
            raise RecordRefused(f"{name}: expected action #{len(g.actions) + 1}")
        for side, pairs in entry["reveal"].items():
            for card, opening in pairs:
                self._bring_to_hand(name, side, card, opening)
        self._run(entry, mine, lambda: g.apply(action, entry["seat"]), name)

    def _run(self, entry: dict, mine: dict, do, name: str) -> None:
        g = self.game
        st = g.state
        before = {s: list(st.hand[s]) for s in SIDES}
        logged = len(st.log)
        rolls: list = []
        st.dice_script = list(entry["dice"])
        dice.TAP = rolls
        try:
            do()
        except IllegalAction as e:
            raise RecordRefused(f"{name}: {e}") from None
        finally:
            dice.TAP = None
        st = g.state
        self._logged = st.log[logged:]
        if rolls != list(entry["dice"]) or st.dice_script:
            st.dice_script = []
            raise RecordRefused(f"{name}: the record lists the dice {entry['dice']}, the rules rolled {rolls}")
        for side in SIDES:
            had = set(before[side])
            new = [c for c in st.hand[side] if c not in had]
            claimed = entry["draws"].get(side, [])
            if len(new) != len(claimed):
                raise RecordRefused(f"{name}: {side.upper()} drew {len(new)} cards, the record commits to "
                                    f"{len(claimed)}")
            shown = self.shown.get(side)
            if shown:       # a card shown and since gone from the hand is unknown again once drawn
                self.shown[side] = {c for c in shown if c in st.hand[side] and c not in new}
            if side in self.sides:
                self._own_draws(name, side, new, claimed, mine["draws"].get(side, []))
            else:
                self.pending[side].extend(claimed)
        if public_hash(g) != entry["public_hash"]:
            raise RecordRefused(f"{name}: the public state after it differs from the sender's")

    # -- hidden cards ------------------------------------------------------------------
    def _own_draws(self, name: str, side: str, new: list, claimed: list, pairs: list) -> None:
        """Put the cards this seat really drew where the rebuilt game drew others."""
        if len(pairs) != len(claimed):
            raise RecordRefused(f"{name}: {len(claimed)} {side.upper()} cards drawn, {len(pairs)} told to this seat")
        st = self.game.state
        hand, draw = st.hand[side], st.draw[side]
        cards = []
        for commitment, (card, opening) in zip(claimed, pairs):
            if not self.committer.verify(commitment, card, opening):
                raise RecordRefused(f"{name}: the card told to this seat does not open its commitment")
            cards.append(card)
        places = [hand.index(c) for c in new]
        guessed, true = set(new), set(cards)
        for card, guess in zip([c for c in cards if c not in guessed], [c for c in new if c not in true]):
            if card not in draw:
                raise RecordRefused(f"{name}: {card} cannot have been drawn: it is not in the {side.upper()} pile")
            draw[draw.index(card)] = guess
        for i, card in zip(places, cards):
            hand[i] = card
        true = dict(zip(new, cards))
        for e in self._logged:     # the draw entries of this action: the cards really drawn
            secret = e.get("secret")
            if secret and secret.get("side") == side and e.get("kind") == "draw":
                e["secret"] = draw_secret(self.game.ctx, side, [true.get(c, c) for c in secret["cards"]])

    def _bring_to_hand(self, name: str, side: str, card: str, opening) -> None:
        """Before an action shows ``card`` of ``side``'s hand: check its commitment and make the
        rebuilt game hold it there."""
        st = self.game.state
        hand, draw = st.hand[side], st.draw[side]
        if side in self.sides:
            if card not in hand:
                raise RecordRefused(f"{name}: {card} is shown from the {side.upper()} hand, which does not hold it")
            return
        if opening is None:
            if card not in self.shown.setdefault(side, set()) or card not in hand:
                raise RecordRefused(f"{name}: {card} was never shown in the {side.upper()} hand")
            return
        match = next((c for c in self.pending[side] if self.committer.verify(c, card, opening)), None)
        if match is None:
            raise RecordRefused(f"{name}: {card} opens no commitment of a card the {side.upper()} drew")
        self.pending[side].remove(match)
        self.shown.setdefault(side, set()).add(card)
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


def rebuild(header: dict, public: list, private: list, seat: str, committer, seed: int = 1) -> Game:
    """The game for ``seat`` after every action of the record (raises ``RecordRefused``)."""
    r = SeatReplay(header, seat, public[0], private[0], committer, seed)
    for entry, mine in zip(public[1:], private[1:]):
        r.step(entry, mine)
    return r.game
