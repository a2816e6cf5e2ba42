"""Full games consistent with what one seat knows (issue 11), for programs that search.

``sample(view, rng)`` takes a view (``views.view``) and a ``random.Random`` and returns a
``Game`` whose view for the same seat equals it: the seat's own hand as it is, the cards of
other hands that were shown where they are, every other hidden card dealt at random from
those still possible, every draw pile (the seat's own too) in a random order, and a new
generator for the dice to come. A program playing a seat gets the view and this sampler,
never the true state.

The sampled game has no seed and no undo: it cannot be replayed from its action list.
"""
from __future__ import annotations

import json
import random

from . import command_deal
from .core.state import SIDES, State, _copy
from .core.views import FORMAT
from .game import Game

_TEMPLATES: dict = {}   # (scenario, options) -> a Game whose context the samples share


def _template(scenario: str, options: dict) -> Game:
    key = (scenario, json.dumps(options, sort_keys=True))
    g = _TEMPLATES.get(key)
    if g is None:
        g = _TEMPLATES[key] = Game.new(scenario, 1, options)
    return g


def deal(view: dict, rng: random.Random) -> dict:
    """Side -> (hand, draw) for one random deal consistent with ``view``."""
    out = {}
    for side in SIDES:
        k = view["cards"][side]
        if "hand" in k:
            draw = list(k["draw_possible"])
            rng.shuffle(draw)
            out[side] = (list(k["hand"]), draw)
            continue
        known = list(k["hand_known"])
        pool = list(k["possible"])
        slots = k["hand_size"] - len(known)
        if slots < 0 or len(pool) != slots + k["draw_size"]:
            raise ValueError(f"view: {side.upper()} has {k['hand_size']} + {k['draw_size']} hidden cards but "
                             f"{len(known)} known and {len(pool)} possible")
        rng.shuffle(pool)
        out[side] = (known + pool[:slots], pool[slots:])
    return out


class Sampler:
    """Samples of one view: the public state is read once, each sample is a cheap clone of it
    with a new deal (``sample`` keeps the sampler of the last view it was given)."""

    def __init__(self, view: dict):
        if not isinstance(view, dict) or view.get("format") != FORMAT:
            raise ValueError(f"not a view of format {FORMAT!r}")
        self.view = view
        self.template = _template(view["scenario"], view["options"])
        doc = _copy(view["state"])
        at = doc.pop("at")
        doc["log"] = [dict(e) for e in view["log"]]
        self.base = State.from_json(doc)
        self.base.at = {loc: tuple(units) for loc, units in at.items()}
        self.base.track()
        self.base.dice_script = []

    def sample(self, rng: random.Random) -> Game:
        st = self.base.clone()
        deck = self.template.ctx.scenario.commands.deck if st.cmd else None
        if deck:   # the four-player variant: each command's hand apart (command_deal.py)
            cards, st.cmd["given"] = command_deal.deal(self.view, rng, deck)
        else:
            cards = deal(self.view, rng)
        for side, (hand, draw) in cards.items():
            st.hand[side] = hand
            st.draw[side] = draw
        if deck:
            command_deal.hidden_parts(self.view, st, rng, deck)
        st.rng = rng.getrandbits(64)
        t = self.template
        g = Game(t.ctx, st, self.view["scenario"], None, self.view["actions"])
        g._options = t._options
        return g


_LAST: list = [None, None]   # the last view sampled and its sampler


def sample(view: dict, rng: random.Random) -> Game:
    """One full game consistent with ``view`` (which must not be changed between calls)."""
    if _LAST[0] is not view:
        _LAST[:] = [view, Sampler(view)]
    return _LAST[1].sample(rng)
