"""Phase C, attrition (14.3), applied to the game state: the decisions come from
``attrition.py``; this module moves the units, flips the spaces (with their VP) and changes
the trenches."""
from __future__ import annotations

from .control import set_control
from .fort_status import fort_intact
from .state import REMOVED, eliminated_box
from .steps import log

try:
    from . import attrition as _attrition
    from . import supply as _supply
except ImportError:  # pragma: no cover - depends on which branches are merged
    _attrition = _supply = None


def available() -> bool:
    return _attrition is not None


def run(ctx, st) -> None:
    """14.3.5: out-of-supply units are eliminated (armies for good); 14.3.6: friendly spaces
    that cannot trace supply go to the enemy; 11.2.7: their trenches suffer."""
    on_map = {u: (ctx.units[u], loc) for u, loc in st.where.items() if loc in ctx.spaces}
    trenches = {s: (lvl, st.trench_side.get(s)) for s, lvl in st.trench.items()}
    result = _attrition.attrition(_supply.network_for(ctx), _supply.position_of(ctx, st), on_map,
                                  intact_forts=[s for s in ctx.spaces if fort_intact(ctx, st, s)],
                                  trenches=trenches, enemy_owns_l1=ctx.options["trench_l2_changes_owner"])
    for u in result.eliminated:
        st.place(u, eliminated_box(ctx.unit_side[u]))
        st.reduced.discard(u)
    for u in result.permanently_eliminated:
        st.place(u, REMOVED)
        st.reduced.discard(u)
    gone = list(result.eliminated) + list(result.permanently_eliminated)
    if gone:
        log(st, "attrition", "out of supply: " + ", ".join(ctx.units[u].name for u in gone), None, units=gone)
    for space, side in sorted(result.flipped.items()):
        set_control(ctx, st, space, side)
        log(st, "attrition", f"{ctx.spaces[space].name} goes to the {side.upper()} (14.3.6)", side, spaces=[space])
    for space, (level, owner) in sorted(result.trenches.items()):
        if level:
            st.trench[space] = level
            st.trench_side[space] = owner
        else:
            st.trench.pop(space, None)
            st.trench_side.pop(space, None)
