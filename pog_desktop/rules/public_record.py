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
"""
from __future__ import annotations

from . import dice
from .actions import Action
from .game import Game
from .state import SIDES
from .views import public_hash

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
        rolls: list = []
        dice.TAP = rolls
        try:
            game = Game.new(scenario, seed, options)
        finally:
            dice.TAP = None
        rec = cls(game, committer)
        st = game.state
        drawn = {s: list(st.hand[s]) for s in SIDES if st.hand[s]}
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
        rolls: list = []
        dice.TAP = rolls
        try:
            g.apply(action, seat)
        finally:
            dice.TAP = None
        shown, drawn = hand_changes(before, g.state, g.state.log[logged:])
        return self._write(len(g.actions), seat, action.to_json(), rolls, shown, drawn)

    def _write(self, n, seat, action, rolls, shown, drawn) -> dict:
        reveal = {}
        for side, cards in shown.items():
            opened = self._openings[side]
            reveal[side] = [[c, opened.get(c)] for c in cards]
            for c in cards:
                opened[c] = None      # shown once: anybody may name it from now on
        commitments = {}
        secret = {}
        for side, cards in drawn.items():
            pairs = [self.committer.commit(side, c) for c in cards]
            commitments[side] = [p[0] for p in pairs]
            secret[side] = [[c, p[1]] for c, p in zip(cards, pairs)]
            for c, p in zip(cards, pairs):
                self._openings[side][c] = p[1]
        entry = {"n": n, "seat": seat, "action": action, "dice": list(rolls), "draws": commitments,
                 "reveal": reveal, "public_hash": public_hash(self.game)}
        self.public.append(entry)
        for s in self.game.seats:
            mine = self.game.seat_map.sides_of(s)
            self.private[s].append({"n": n, "draws": {side: v for side, v in secret.items() if side in mine}})
        return entry
