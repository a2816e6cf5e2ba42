"""Issue 13, move ordering (docs/bot.md): with ``Weights.odds`` an attack at worse odds ranks
under "done"; at the default (0) every attack ranks over "done", better odds higher."""
from __future__ import annotations

from pog_desktop.ai.features import attack_strength
from pog_desktop.ai.ordering import priors

from .positions import positions


def _attack_decision():
    """The first attack designation of the rule-vs-rule Introductory game (seed 1) with
    attacks both at 1 to 1 or better and below 1 to 2."""
    for g in positions("introductory", seed=1, count=40, every=1):
        if g.prompt.kind != "attack":
            continue
        legal = g.legal_actions()
        ratio = {a: (lambda f: f[0] / max(1, f[1]))(attack_strength(g.ctx, g.state, a.units, a.space))
                 for a in legal if a.type == "attack"}
        if max(ratio.values()) >= 1 and min(ratio.values()) < 0.5:
            return g, legal, ratio
    raise AssertionError("no such attack decision")


def test_attacks_below_the_odds_rank_under_done():
    g, legal, ratio = _attack_decision()
    done = next(a for a in legal if a.type == "done")
    plain = dict(zip(legal, priors(g, legal)))
    strict = dict(zip(legal, priors(g, legal, odds=1.0)))
    assert all(plain[a] > plain[done] for a in ratio)
    assert all(strict[a] < strict[done] for a, r in ratio.items() if r < 1.0)
    assert all(strict[a] == plain[a] > strict[done] for a, r in ratio.items() if r >= 1.0)
    best, worst = max(ratio, key=ratio.get), min(ratio, key=ratio.get)
    assert plain[best] > plain[worst]
