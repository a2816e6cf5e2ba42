"""Move ordering (docs/bot.md): a prior for each legal action, from what a player of the
game knows without searching. The search widens its tree in this order and the playouts
follow it; the rule-based player adds it to the evaluation after the action.

Priors are small numbers (about 0 to 2), comparable only within one decision."""
from __future__ import annotations

from ..rules.core.state import other
from .decider import decider
from .features import attack_strength, distance_to_enemy, occupied_by

CARD_PRIOR = {"play_event": 0.55, "play_ops": 0.45, "play_sr": 0.2, "play_rp": 0.25,
              "auto_op": 0.0, "offer_peace": -1.0}


def priors(game, legal, who=None, odds: float = 0.0) -> list[float]:
    """One prior per action of ``legal`` (the legal actions of ``game``'s decision);
    ``who``: its (side, kind) if known (``decider``); ``odds``: attacks below these odds
    (attack factors to defence factors) rank under "done" (``Weights.odds``)."""
    side, kind = who if who is not None else decider(game)
    if kind is None:
        return [0.0] * len(legal)
    ctx, st = game.ctx, game.state
    if kind in ("action", "command_play"):
        return [_card(ctx, st, side, a) for a in legal]
    if kind in ("activate", "move", "redeploy_to", "advance", "retreat",
                "place_neutral_units", "place_event_units", "replace"):
        occ = occupied_by(ctx, st)
        dist = distance_to_enemy(ctx, st, side, occ=occ)
        return [_spatial(ctx, st, side, kind, a, dist, occ) for a in legal]
    if kind == "attack":
        return [_attack(ctx, st, a, odds) for a in legal]
    if kind == "combat_cards":
        return [1.0 if a.type == "combat_card" else 0.3 for a in legal]
    return [_plain(a) for a in legal]


def _card(ctx, st, side, a) -> float:
    base = CARD_PRIOR.get(a.type, 0.1)
    if a.card is None:
        return base
    c = ctx.cards[a.card]
    if a.type == "play_ops":
        return base + 0.2 * c.ops
    if a.type == "play_sr":
        return base + 0.05 * c.sr
    if a.type == "play_rp":
        hurt = sum(1 for u in st.reduced if ctx.unit_side[u] == side)
        hurt += len(st.at.get(f"{side}_eliminated", ()))
        return 0.1 + min(1.0, 0.12 * hurt) * min(1.0, sum(v for _, v in c.rp) / 5)
    # an event
    x = base
    if c.reinf is not None or c.event_units:
        x += 0.9
    if c.enters_war:
        x += 1.2
    if c.combat:
        x -= 0.45      # a combat card is worth more in a combat than as an action-round play
    x += 0.12 * c.ws
    return x


def _spatial(ctx, st, side, kind, a, dist, occ) -> float:
    t = a.type
    if t in ("done", "stop", "cancel", "cancel_retreat"):
        return 0.05 if kind != "replace" else 0.0
    if t == "entrench":
        return 0.25
    if t == "activate":
        d = dist.get(a.space, 20)
        if a.mode == "attack":
            return (1.0 + _mo_bonus(ctx, st, side, a.space)) if d <= 1 else 0.1
        return 0.5 + 0.4 / (1 + d)
    to = a.to or a.choice
    d = dist.get(to, 20)
    if t == "replace":
        return 0.8 if a.to else 0.6
    if t in ("move", "advance"):
        here = st.where.get((a.units or (a.unit,))[0])
        closer = dist.get(here, 20) - d
        grab = 0.4 if st.control.get(to) == other(side) and occ.get(to) is None else 0.0
        return 0.5 + 0.15 * closer + grab + (0.2 if to in ctx.vp_spaces and grab else 0.0)
    if t == "retreat":
        return 0.5 + 0.1 * min(d, 4)
    if t in ("sr", "place"):
        front = 0.6 if 1 <= d <= 2 else (0.3 if d <= 4 else 0.0)
        return 0.4 + front
    return 0.3


def _mo_bonus(ctx, st, side, space) -> float:
    """0.5 when units of the nation of a mandated offensive still owed stand in ``space`` (7.1)."""
    mo = st.mo.get(side)
    if not mo or st.mo_made.get(side):
        return 0.0
    return 0.5 if any(ctx.unit_nation[u] == mo for u in st.at.get(space, ())) else 0.0


def _attack(ctx, st, a, odds: float) -> float:
    if a.type != "attack" or not a.units:
        return 0.1
    att, dfn = attack_strength(ctx, st, a.units, a.space)
    ratio = att / max(1, dfn)
    if ratio < odds:                 # under "done" (0.1): steps lost for little
        return 0.08 * ratio / odds
    return 0.3 + min(1.5, 0.35 * ratio)


def _plain(a) -> float:
    t = a.type
    if t in ("done", "no_more_cards", "no_flank", "stop"):
        return 0.2
    if t == "choose":
        return {"yes": 0.6, "reject": 0.6, "fight": 0.5}.get(a.choice, 0.4)
    return 0.5
