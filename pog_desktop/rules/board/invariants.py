"""Checks that must hold after every action (DESIGN: random playouts check them)."""
from __future__ import annotations

from ..core import commands
from .forts import fort_intact
from .fronts import combat_area, forbidden
from .stacking import overstacked

# 10.1.2: stacking waits for the end of movement and SR; 10.1.3: an overstack being removed
STEPS_IN_MOTION = frozenset({"move", "redeploy", "redeploy_to", "eliminate_overstack"})


def violations(ctx, st) -> list[str]:
    out = []
    index: dict = {}
    for u, loc in st.where.items():
        index.setdefault(loc, []).append(u)
    for loc, units in st.at.items():
        if sorted(units) != sorted(index.get(loc, [])):
            out.append(f"location index out of step at {loc}")
    if set(st.where) != set(ctx.units):
        out.append("some unit has no location")
    for loc, units in st.at.items():
        if loc not in ctx.spaces:
            continue
        sides = {ctx.unit_side[u] for u in units}
        if len(sides) > 1 and not fort_intact(ctx, st, loc):
            out.append(f"opposing units share {loc} without a fort to besiege (10.1.5)")
        if overstacked(st, loc) and st.step not in STEPS_IN_MOTION:
            out.append(f"{loc} holds {len(units)} units outside movement (10.1.1)")
        if units and st.control.get(loc) is None and not all(ctx.unit_nation[u] in st.neutral for u in units):
            out.append(f"{loc} is occupied but controlled by nobody")
    for s, c in st.control.items():
        if c not in ("ap", "cp", None):
            out.append(f"bad control {c!r} for {s}")
    for side in ("ap", "cp"):
        piles = st.hand[side] + st.draw[side] + st.discard[side] + st.removed[side]
        if len(piles) != len(set(piles)):
            out.append(f"a {side} card is in two places")
        if any(ctx.cards[c].side != side for c in piles):
            out.append(f"an enemy card among the {side} cards")
        if st.cmd:
            out += _command_problems(ctx, st, side)
        elif len(st.hand[side]) > ctx.options["hand_size"]:
            out.append(f"{side} hand above the limit")
    if not st.over and not (0 < st.vp < 20) and st.phase != "war_status":
        if st.phase not in ("action", "attrition", "siege"):
            out.append(f"VP {st.vp} out of the playable range")
    if st.reduced - set(st.where):
        out.append("a reduced unit that does not exist")
    return out


def _command_problems(ctx, st, side: str) -> list[str]:
    """Seed 003: a command's hand holds at most four cards of its own draws (cards passed to
    it come on top, 4.6), no unit stands in another command's combat area (6.2), and no stack in
    a combat area mixes both commands' units (so a defending stack is one command's, 5.6)."""
    out = []
    for c in commands.COMMANDS:
        own = [x for x in commands.hand(ctx, st, side, c) if x not in st.cmd["given"]]
        if len(own) > commands.HAND:
            out.append(f"{side} {c} command holds {len(own)} cards of its own deck (4.1)")
    for u, loc in st.where.items():   # Game.apply settles 6.2 after every action
        if loc in ctx.spaces and ctx.unit_side[u] == side and forbidden(ctx, st, u, loc):
            out.append(f"{u} stands in another command's combat area at {loc} (6.2)")
    for loc, units in st.at.items():  # 5.6: so a combat card never helps the ally's units
        mine = [u for u in units if ctx.unit_side[u] == side]
        if loc in ctx.spaces and mine and combat_area(ctx, st, loc, side) \
                and len({commands.unit_command(ctx, st, u) for u in mine}) > 1:
            out.append(f"{side} units of both commands stand in the combat area at {loc} (5.6, 6.2)")
    return out
