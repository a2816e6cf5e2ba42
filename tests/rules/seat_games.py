"""Helpers for the seat and view tests (issue 11): random games with hidden hands, and twins
that differ from them only in one side's hidden cards."""
from __future__ import annotations

import random

from pog_desktop.rules import Game
from pog_desktop.rules.views import known_in_hand

HIDDEN = {"ask_defender_combat_cards": True, "ask_all_card_stages": True, "log_draws": True}


def choose(g: Game, rnd: random.Random):
    return rnd.choice([a for a in g.legal_actions() if a.type != "offer_peace"])


def played(scenario: str, seed: int, actions: int, options: dict | None = None) -> Game:
    """``scenario`` after up to ``actions`` random actions (no peace offers)."""
    g = Game.new(scenario, seed, {**HIDDEN, **(options or {})})
    rnd = random.Random(seed)
    for _ in range(actions):
        if g.is_over:
            break
        g.apply(choose(g, rnd))
    return g


def twin(g: Game, side: str, rnd: random.Random) -> Game:
    """``g`` with ``side``'s hidden cards dealt again: the cards of its hand nobody else knows
    and its draw pile shuffled together and dealt back to the same sizes."""
    t = g.clone()
    st = t.state
    known = known_in_hand(st, side)
    loose = [c for c in st.hand[side] if c not in known]
    pool = loose + st.draw[side]
    rnd.shuffle(pool)
    st.hand[side] = known + pool[:len(loose)]
    st.draw[side] = pool[len(loose):]
    return t
