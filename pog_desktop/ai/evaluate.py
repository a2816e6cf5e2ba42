"""The evaluation of a position for one side (docs/bot.md): a number in [0, 1], the chance
of winning as the bot estimates it. Used at the search's depth cut-off and by the rule-based
player. It reads a sampled game, which is consistent with the bot's view: nothing hidden.

Terms, each from the side's point of view (positive is good for it):

- VP: the VP track against 10 (CP gain when it rises, 5.0), the heaviest term;
- material: combat factors on the map and in the reserve box, a full unit counting its
  reduced step too, against the enemy's (relative to the total);
- supply: half the value of the side's units out of supply is lost (14.2);
- ground: enemy spaces the side controls (VP spaces, forts and others by weight);
- war status: the side's own war status (commitment, reinforcements; small);
- mandated offensive: one still owed counts as the VP it will cost (7.1.3);
- the end of the game: a win is 1, a loss 0, a draw 0.5.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules.board import in_supply
from ..rules.turn import mandated
from ..rules.core.state import other
from .features import material, unit_value


@dataclass(frozen=True)
class Weights:
    vp: float = 0.30          # per VP
    material: float = 3.0     # times the share difference of combat factors
    supply: float = 0.5       # share of the value of unsupplied units lost
    ground: float = 0.04      # per weighted enemy space held
    ws: float = 0.03          # per point of own war status (the road to Total War, 4.0)
    mo: float = 0.3           # a mandated offensive in force and not made (7.1.3: 1 VP)
    scale: float = 1.0        # tanh squash
    odds: float = 0.0         # move ordering: attacks below these odds rank under "done" (ordering.py)


WEIGHTS = Weights()


def score(game, side: str, w: Weights = WEIGHTS) -> float:
    """The unsquashed score of ``side`` (positive: ahead)."""
    ctx, st = game.ctx, game.state
    sign = 1 if side == "cp" else -1
    x = w.vp * sign * (st.vp - 10)
    mat = material(ctx, st)
    if w.supply:
        lost = _unsupplied(ctx, st)
        mat = {s: mat[s] - w.supply * lost[s] for s in mat}
    total = mat["ap"] + mat["cp"] or 1.0
    x += w.material * (mat[side] - mat[other(side)]) / total
    x += w.ground * _ground(ctx, st, side)
    x += w.ws * st.ws.get(side, 0)
    x -= w.mo * (mandated.failed(st, side) - mandated.failed(st, other(side)))
    return x


def evaluate(game, side: str, w: Weights = WEIGHTS) -> float:
    """In [0, 1]: 1 a won game for ``side``, 0 a lost one."""
    if game.is_over:
        winner = (game.result or {}).get("winner")
        return 0.5 if winner is None else (1.0 if winner == side else 0.0)
    return 0.5 + 0.5 * math.tanh(w.scale * score(game, side, w))


def _unsupplied(ctx, st) -> dict:
    out = {"ap": 0.0, "cp": 0.0}
    spaces, side_of = ctx.spaces, ctx.unit_side
    for loc, units in st.at.items():
        if loc not in spaces:
            continue
        for u in units:
            if not in_supply.unit_supplied(ctx, st, u):
                out[side_of[u]] += unit_value(ctx, u, u in st.reduced)
    return out


def _ground(ctx, st, side: str) -> float:
    """Enemy spaces held by ``side`` less own spaces held by the enemy, weighted."""
    spaces = ctx.spaces
    x = 0.0
    for s, who in st.control.items():
        sp = spaces.get(s)
        if sp is None or sp.side == who or who not in ("ap", "cp"):
            continue
        wgt = 3.0 if s in ctx.vp_spaces else (1.5 if sp.fort else 0.5)
        x += wgt if who == side else -wgt
    return x
