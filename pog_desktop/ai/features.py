"""What the evaluation and the move ordering read from a (sampled) game: unit values,
each side's distance to the enemy (kept for the fronts met again), the odds of an attack."""
from __future__ import annotations

from collections import deque

from ..rules.core.state import other

ON_BOARD_BOXES = ("ap_reserve", "cp_reserve")


def unit_value(ctx, unit: str, reduced: bool) -> int:
    """Combat factors a unit holds: a full unit also carries its reduced side (a step to lose)."""
    u = ctx.units[unit]
    return u.reduced.combat if reduced else u.full.combat + u.reduced.combat


def combat_factor(ctx, st, unit: str) -> int:
    u = ctx.units[unit]
    return (u.reduced if unit in st.reduced else u.full).combat


def material(ctx, st) -> dict:
    """Side -> combat factors on the map and in the reserve box (steps count twice for full units)."""
    out = {"ap": 0.0, "cp": 0.0}
    spaces = ctx.spaces
    reduced = st.reduced
    side_of = ctx.unit_side
    for loc, units in st.at.items():
        if loc in spaces:
            w = 1.0
        elif loc in ON_BOARD_BOXES:
            w = 0.8
        else:
            continue
        for u in units:
            out[side_of[u]] += w * unit_value(ctx, u, u in reduced)
    return out


def occupied_by(ctx, st) -> dict:
    """Space -> the side whose units stand there."""
    side_of = ctx.unit_side
    return {loc: side_of[units[0]] for loc, units in st.at.items() if units and loc in ctx.spaces}


_DISTANCES: dict = {}     # (map, enemy spaces, limit) -> distances: the search meets the same fronts again
_KEEP = 512


def distance_to_enemy(ctx, st, side: str, limit: int = 6, occ: dict | None = None) -> dict:
    """Space -> steps to the nearest space where units of the enemy of ``side`` stand,
    through the map's connections (up to ``limit``). ``occ``: ``occupied_by`` if at hand.
    The result is shared: do not change it."""
    enemy = other(side)
    start = tuple(sorted(s for s, who in (occ if occ is not None else occupied_by(ctx, st)).items() if who == enemy))
    nb = ctx.neighbours
    key = (id(nb), start, limit)
    dist = _DISTANCES.get(key)
    if dist is not None:
        return dist
    dist = {s: 0 for s in start}
    q = deque(start)
    while q:
        s = q.popleft()
        d = dist[s] + 1
        if d > limit:
            continue
        for e in nb[s]:
            if e.to not in dist:
                dist[e.to] = d
                q.append(e.to)
    if len(_DISTANCES) >= _KEEP:
        _DISTANCES.clear()
    _DISTANCES[key] = dist
    return dist


def attack_strength(ctx, st, units, target: str) -> tuple[int, int]:
    """(attacking combat factors, defending combat factors) of an attack on ``target``."""
    att = sum(combat_factor(ctx, st, u) for u in units)
    dfn = sum(combat_factor(ctx, st, u) for u in st.at.get(target, ()))
    return att, dfn

