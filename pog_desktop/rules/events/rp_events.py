"""Events that spend replacement points at once (T.5 costs: an army step 1 RP, a corps step
1/2 RP; budgets here are in corps steps): Landwehr (CP 5) and Paris Taxis (AP 56) flip
reduced units in play, never rebuild eliminated ones. Their points are replacement points, so
17.1.3 (capital held) and 17.1.7 (units that never take replacements) apply to them too."""
from __future__ import annotations

from ..board.nation_limits import capital_blocked
from ..core.state import reserve_box
from ..core.steps import log
from ..operations import replacements
from .common import register_each
from .picking import KINDS, Pick, ask
from ..core.messages import msg

STEPS_PER_RP = 2


def _flippable(ctx, st, side, unit) -> bool:
    """Reduced, on the map or in the reserve box, and allowed replacements (17.1.3, 17.1.7)."""
    info = ctx.units[unit]
    return (unit in st.reduced and (st.where.get(unit) in ctx.spaces or st.where.get(unit) == reserve_box(side))
            and not info.not_replaceable and info.rp is not None and not capital_blocked(ctx, st, info.nation, side))


def flip(ctx, st, side, unit):
    st.reduced.discard(unit)
    log(st, "replace", msg("events.rp_events.flips_to_full_strength", "{unit} flips to full strength",
                           ctx, unit=unit), side, units=[unit])


def landwehr_units(ctx, st, side):
    return sorted(u for u in st.reduced if ctx.unit_nation[u] == "ge" and _flippable(ctx, st, side, u))


def paris_taxis_units(ctx, st, side):
    near = {"paris"} | {e.to for e in ctx.neighbours["paris"]}
    return sorted(u for u in st.reduced if ctx.unit_nation[u] == "fr" and u in ctx.armies and st.where.get(u) in near
                  and _flippable(ctx, st, side, u))


KINDS["landwehr"] = Pick(msg("events.rp_events.landwehr_flip_reduced_german_units",
                             "Landwehr: flip reduced German units (2 RP)"), "select", landwehr_units, flip,
                         replacements.step_cost)
KINDS["paris_taxis"] = Pick(msg("events.rp_events.paris_taxis_flip_a_reduced",
                                "Paris Taxis: flip a reduced French army in or next to Paris (1 RP)"), "select",
                            paris_taxis_units, flip, replacements.step_cost)


def spends(kind: str, rp: int):
    def play(ctx, st, side):
        ask(ctx, st, side, kind, rp * STEPS_PER_RP)
    return play


register_each(["cp05"], play=spends("landwehr", 2))
register_each(["ap56"], play=spends("paris_taxis", 1))
