"""Fort facts read from the game state that movement, SR and replacements need (15.1,
15.2). The siege mechanics themselves are in ``sieges.py``."""
from __future__ import annotations

from . import sieges


def fort_intact(ctx, st, space: str) -> bool:
    return ctx.spaces[space].fort > 0 and space not in st.forts_destroyed


def intact_forts(ctx, st) -> list[str]:
    """The spaces with an intact fort, in map order (``fort_intact`` over the few fort spaces
    instead of the whole map)."""
    spaces = ctx.caches.get("fort_spaces")
    if spaces is None:
        spaces = ctx.caches["fort_spaces"] = tuple(s for s, sp in ctx.spaces.items() if sp.fort > 0)
    return [s for s in spaces if s not in st.forts_destroyed]


def fort_owner(ctx, st, space: str) -> str | None:
    """An intact fort belongs to whoever controls its space; besiegers do not take control."""
    return st.control.get(space) if fort_intact(ctx, st, space) else None


def is_besieged(ctx, st, space: str) -> bool:
    """15.2.1 / 15.2.4: an intact fort whose space holds enough enemy units to besiege it (an
    army, or as many corps as its LF). Fewer, left by losses, keep no siege: no siege roll,
    no supply through the space, until more units bring the total up to the minimum."""
    owner = fort_owner(ctx, st, space)
    if owner is None:
        return False
    enemy = [u for u in st.at.get(space, ()) if ctx.unit_side[u] != owner]
    return bool(enemy) and can_besiege(ctx, enemy, ctx.spaces[space].fort)


def besieged_forts(ctx, st) -> list[str]:
    """The spaces whose fort is besieged now (``is_besieged``), in map order. Only an intact
    fort with a unit of the side not owning it in its space is asked (15.2.1)."""
    at, control, side = st.at, st.control, ctx.unit_side
    out = []
    for s in intact_forts(ctx, st):
        units = at.get(s)
        if units:
            owner = control.get(s)
            if owner is not None and any(side[u] != owner for u in units) and is_besieged(ctx, st, s):
                out.append(s)
    return out


def can_besiege(ctx, units, fort_value: int) -> bool:
    """15.2.1, for unit ids."""
    return sieges.can_besiege((ctx.units[u] for u in units), fort_value)
