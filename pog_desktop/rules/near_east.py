"""Near East map limits on movement (11.3)."""
from __future__ import annotations

from .events import FALL_OF_THE_TSAR, played
from .context import CAUCASUS_LINK, NE_ARMIES


def ne_army_error(ctx, st, unit: str, space: str) -> str | None:
    """11.3.1: only six named armies may enter Near East spaces (Constantinople and Bursa
    included); every corps may. An army brought in as an ordinary army (9.5.3.4) lost this."""
    if space in ctx.ne_spaces and unit in ctx.armies and (unit not in NE_ARMIES or f"lost_ne:{unit}" in st.flags):
        return f"{ctx.units[unit].name} is not one of the armies allowed on the Near East map (11.3.1)"
    return None


def caucasus_error(ctx, st, units, src: str, dst: str) -> str | None:
    """11.3.2: one RU corps per turn may move between Caucasus and Grozny/Poti; never an
    army, and no one after Fall of the Tsar."""
    if (src, dst) not in CAUCASUS_LINK:
        return None
    if played(st, FALL_OF_THE_TSAR):
        return "after Fall of the Tsar no unit may move across the Caucasus link (11.3.2)"
    if any(u in ctx.armies for u in units):
        return "no army may move between Caucasus and Grozny or Poti (11.3.2)"
    if len(units) + st.counters.get("caucasus_moves", 0) > 1:
        return "only one RU corps per turn may move between Caucasus and Grozny or Poti (11.3.2)"
    return None
