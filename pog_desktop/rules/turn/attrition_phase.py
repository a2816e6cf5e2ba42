"""Phase C, attrition (14.3.5-14.3.6, 11.2.7), applied to the engine state."""
from __future__ import annotations

from ..board.attrition import attrition
from ..board.control import set_control
from ..board.forts import intact_forts
from ..board.removal import eliminate
from ..board.supply import network_for, position_of
from ..core.steps import log
from ..core.messages import msg


def attrition_phase(ctx, st) -> None:
    """Both sides at once: out-of-supply units die, unsupplied friendly spaces flip, and the
    trenches of flipped spaces give way."""
    units = {u: (ctx.units[u], loc) for u, loc in st.where.items() if loc in ctx.spaces}
    trenches = {s: (level, st.trench_side.get(s)) for s, level in st.trench.items()}
    result = attrition(network_for(ctx), position_of(ctx, st), units,
                       intact_forts=intact_forts(ctx, st), trenches=trenches,
                       enemy_owns_l1=ctx.options["trench_l2_changes_owner"])
    for u in result.eliminated:
        eliminate(ctx, st, u, False, "attrition")
    for u in result.permanently_eliminated:
        eliminate(ctx, st, u, True, "attrition")
    for space, side in result.flipped.items():
        set_control(ctx, st, space, side)
        log(st, "attrition_flip", msg("turn.attrition_phase.cannot_trace_supply_and_passes",
                                      "{space} cannot trace supply and passes to {side}",
                                      ctx, space=space, side=side),
            side, spaces=[space])
    for space, (level, owner) in result.trenches.items():
        if level:
            st.trench[space], st.trench_side[space] = level, owner
        else:
            st.trench.pop(space, None)
            st.trench_side.pop(space, None)
