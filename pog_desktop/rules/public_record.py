"""The public record of a game (issue 11): what every seat may see of each action, plus what
each seat alone learns. ``seat_replay.py`` rebuilds the game for one seat from it.

``Recorder.start(scenario, seed, options, committer)`` plays the true game (the seat that
holds the secrets, or a program acting for both) and writes, for the game's start (``n`` 0)
and then for each action::

    public  {"n", "seat", "action", "dice": [d6 rolled], "draws": {side: [commitment, ...]},
             "reveal": {side: [[card, opening or None], ...]}, "public_hash"}
    private[seat]  {"n", "draws": {side: [[card, opening], ...]}}   (the sides that seat holds)

``draws``: a commitment per card that entered a hand (in hand order);
``reveal``: the hand cards this action shows (played, discarded, shown by an event), with the
opening of the commitment made when each was drawn (None for one already shown);
``public_hash``: ``views.public_hash`` after the action, the sender's claim.
The action list, the dice and every public part of the state are thus checked on the other
machine; the hidden cards only when they come to light.

Four-player variant (seed 003): the hidden hands are the commands' (``draws`` keyed
``"side:command"``, private draws to the seats holding that command); a reveal names the command
that held the card (``[card, opening, command]``); a committed play (4.3) is public as
``{"type": "commit"}`` with the play in the committing seats' private entry (``"play"``) until it
is carried out, when the entry lists it under ``"disclose"`` {command: play}; a passed card (4.6)
is public as ``{"type": "pass_card"}``, the seats of that side told ``"pass": [card, opening, how many
of the receiver's cards come before it in the side's hand]``; a passed card discarded at once is disclosed as ``{"offer": card}``.
"""
from __future__ import annotations

from .core import commands, dice
from .core.actions import Action
from .core.state import SIDES
from .core.views import PLAY_TYPES, held_keys, public_hash
from .game import Game

RECORD_FORMAT = "pog-public-record/1"


def _named(entries) -> set:
    out: set = set()
    for e in entries:
        if e.get("card"):
            out.add(e["card"])
        out.update(e.get("cards") or ())   # a log entry's secret part shows nothing to the others
    return out


def hand_changes(before: dict, after_state, new_log) -> tuple[dict, dict]:
    """What one action did to the hidden cards: per side, the hand cards it showed (they left
    for a public place, or a log entry of the action names them) and the cards that entered
    the hand (from the draw pile, a reshuffle, or back from a pile), in hand order. ``before``: side -> (hand, draw) lists."""
    named = _named(new_log)
    shown, drawn = {}, {}
    for side in SIDES:
        hand0, draw0 = before[side]
        hand1, draw1 = after_state.hand[side], after_state.draw[side]
        hidden1 = set(hand1).union(draw1)
        out = [c for c in hand0 if c not in hidden1 or c in named]
        if out:
            shown[side] = out
        in_hand0 = set(hand0)
        new = [c for c in hand1 if c not in in_hand0]
        if new:
            drawn[side] = new
    return shown, drawn


class Recorder:
    """Plays the true game and writes its public record as it goes."""

    def __init__(self, game: Game, committer):
        self.game = game
        self.committer = committer
        self.header = {"format": RECORD_FORMAT, "scenario": game.scenario_id,
                       "options": dict(getattr(game, "_options", {}) or {}), "seats": list(game.seats)}
        self.public: list[dict] = []
        self.private: dict[str, list[dict]] = {s: [] for s in game.seats}
        self._openings: dict = {s: {} for s in SIDES}   # card in a hidden hand -> opening (None: shown)

    @classmethod
    def start(cls, scenario: str, seed: int, options: dict | None, committer) -> "Recorder":
        with dice.tapped() as rolls:
            game = Game.new(scenario, seed, options)
        rec = cls(game, committer)
        st = game.state
        drawn = {s: list(st.hand[s]) for s in SIDES if st.hand[s]}
        if st.cmd:     # seed 003: each command's hand
            drawn = {commands.key(s, c): commands.hand(game.ctx, st, s, c) for s in SIDES for c in commands.COMMANDS
                     if commands.hand(game.ctx, st, s, c)}
        rec._write(0, None, None, rolls, {}, drawn)
        return rec

    def apply(self, action, seat: str | None = None) -> dict:
        """Apply ``action`` for ``seat`` (the prompt's seat when None) and record it."""
        g = self.game
        if isinstance(action, dict):
            action = Action.from_json(action)
        p = g.prompt
        seat = seat if seat is not None else (p.seat if p else None)
        st = g.state
        before = {s: (list(st.hand[s]), list(st.draw[s])) for s in SIDES}
        logged = len(st.log)
        hidden = _hidden_play(g, action) if st.cmd else None
        holder = {c: commands.card_command(g.ctx, st, c) for s in SIDES for c in st.hand[s]} if st.cmd else {}
        pending = dict(st.cmd["pending"]) if st.cmd else {}
        if hidden and "play" in hidden:    # a play committed and carried out in this same action
            pending[st.cmd["on"][st.active]] = hidden["play"]
        offer = st.sub.get("offer") if st.cmd and st.step == "pass_card" else None
        before_side = st.active
        with dice.tapped() as rolls:
            g.apply(action, seat)
        st = g.state
        shown, drawn = hand_changes(before, st, st.log[logged:])
        extra: dict = {}
        if st.cmd:
            extra["disclose"] = {c: a for c, a in pending.items() if c not in st.cmd["pending"]}
            if offer and offer in shown.get(before_side, ()):
                extra["disclose"]["offer"] = offer
            by_key: dict = {}
            for side, cards in drawn.items():
                for c in cards:
                    by_key.setdefault(commands.key(side, commands.card_command(g.ctx, st, c)), []).append(c)
            drawn = by_key
        return self._write(len(g.actions), seat, action.to_json(), rolls, shown, drawn, hidden, holder, extra)

    def _write(self, n, seat, action, rolls, shown, drawn, hidden=None, holder=None, extra=None) -> dict:
        reveal = {}
        for side, cards in shown.items():
            opened = self._openings[side]
            reveal[side] = [[c, opened.get(c)] + ([holder[c]] if holder else []) for c in cards]
            for c in cards:
                opened[c] = None      # shown once: anybody may name it from now on
        commitments = {}
        secret = {}
        for key, cards in drawn.items():
            side = key.split(":")[0]
            pairs = [self.committer.commit(side, c) for c in cards]
            commitments[key] = [p[0] for p in pairs]
            secret[key] = [[c, p[1]] for c, p in zip(cards, pairs)]
            for c, p in zip(cards, pairs):
                self._openings[side][c] = p[1]
        told: dict = {}
        if hidden is not None:          # seed 003: a committed play or a passed card stays hidden
            told, action = hidden, {"type": "commit"} if "play" in hidden else {"type": "pass_card"}
            if "pass" in told:
                side, card, index = told["pass"]
                told = {"pass": [card, self._openings[side].get(card), index], "holders": told["holders"]}
        entry = {"n": n, "seat": seat, "action": action, "dice": list(rolls), "draws": commitments,
                 "reveal": reveal, **(extra or {}), "public_hash": public_hash(self.game)}
        self.public.append(entry)
        g = self.game
        for s in g.seats:
            mine = set(held_keys(g, s)) if g.state.cmd else set(g.seat_map.sides_of(s))
            private = {"n": n, "draws": {k: v for k, v in secret.items() if k in mine}}
            if told and mine & set(told["holders"]):
                private.update({k: v for k, v in told.items() if k != "holders"})
            self.private[s].append(private)
        return entry


def _hidden_play(game: Game, action) -> dict | None:
    """Seed 003: what of ``action`` only some seats may know, and which ``side:command`` keys
    they hold: the play a command commits (4.3), the card it passes (4.6)."""
    st = game.state
    side = st.active
    command = st.cmd["on"].get(side)
    if st.step == "command_play" and action.type in PLAY_TYPES:
        return {"play": action.to_json(), "holders": [commands.key(side, command)]}
    if st.step == "pass_card" and action.type == "pass_card":
        hand = st.hand[side]
        before = hand[:hand.index(action.card)]   # the receiver's cards before it: where it joins its hand
        ahead = sum(1 for c in before if commands.card_command(game.ctx, st, c) == commands.ally(command))
        return {"pass": [side, action.card, ahead],
                "holders": [commands.key(side, c) for c in commands.COMMANDS]}
    return None

