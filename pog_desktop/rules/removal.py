"""Taking units off the map: to the Eliminated box, or for good (12.4.7, 14.3.5)."""
from __future__ import annotations

from .state import REMOVED, eliminated_box
from .steps import log


def eliminate(ctx, st, unit: str, permanent: bool, why: str) -> None:
    """A corps goes to its side's Eliminated box (reduced flag cleared: it is rebuilt by the
    replacement rules); a permanently eliminated unit leaves the game."""
    st.reduced.discard(unit)
    st.place(unit, REMOVED if permanent else eliminated_box(ctx.unit_side[unit]))
    where = "permanently eliminated" if permanent else "eliminated"
    log(st, "eliminated", f"{ctx.units[unit].name} is {where} ({why})", ctx.unit_side[unit], units=[unit],
        permanent=permanent)
