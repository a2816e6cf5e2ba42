"""Real-engine matches for the match tests: random legal play, the same for a seed."""
from __future__ import annotations

import random

from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta


def played_at_random(meta: MatchMeta, count: int, seed: int) -> Match:
    """A match of ``meta`` (real rules) after ``count`` actions chosen by ``random.Random(seed)``
    among the legal ones, peace offers left out."""
    m = Match.new(meta, rules)
    rnd = random.Random(seed)
    while m.action_count < count:
        m.apply(rnd.choice([a for a in m.game.legal_actions() if a.type != "offer_peace"]))
    return m
