"""Entering an enemy fort during movement (11.1.8, 15.1.1, 15.2.1): units may enter an
unbesieged enemy fort's space if they can besiege it "alone or together with other units
moving in the same action round".

Units that enter short of the 15.2.1 minimum wait there for the others: the operation's
movement may not end while such a fort is not besieged (``done_error``), and no move may take
away a unit it still needs (``pending_error``), so the units that entered are never left
stranded. A unit counts as able to join while it may still move this operation (it started in
a Move-activated space and has not finished moving) and has the movement points to reach the
fort through spaces it may pass."""
from __future__ import annotations

from ..board.access import group_may_cross, is_closed, unit_barred
from ..board.forts import can_besiege, fort_intact, is_besieged
from ..board.in_supply import unit_supplied
from ..core.messages import msg

ENTRIES = "fort_entries"   # st.sub key: enemy fort spaces entered this operation


def unbesieged_enemy_fort(ctx, st, side: str, space: str) -> bool:
    return fort_intact(ctx, st, space) and st.control.get(space) != side and not is_besieged(ctx, st, space)


def _mp_left(ctx, st, unit: str) -> int:
    return ctx.units[unit].factors(unit in st.reduced).movement - st.sub["mp"].get(unit, 0)


def _passable(ctx, st, side: str, unit: str, space: str) -> bool:
    if is_closed(ctx, st, space) or unit_barred(ctx, st, unit, space):
        return False
    here = st.at.get(space, ())
    if here and ctx.unit_side[here[0]] != side:
        return False
    return not unbesieged_enemy_fort(ctx, st, side, space)


def _reaches(ctx, st, side: str, unit: str, target: str) -> bool:
    """Whether ``unit`` could still walk to ``target`` with the movement points it has left."""
    budget = _mp_left(ctx, st, unit)
    frontier, seen = [st.where[unit]], {st.where[unit]}
    for _ in range(budget):
        nxt = []
        for s in frontier:
            for e in ctx.neighbours[s]:
                if e.to in seen or not group_may_cross(ctx, (unit,), e.only):
                    continue
                if e.to == target:
                    return True
                if _passable(ctx, st, side, unit, e.to):
                    seen.add(e.to)
                    nxt.append(e.to)
        frontier = nxt
    return False


def may_still_join(ctx, st, side: str, target: str, exclude=()) -> list[str]:
    """The units of this operation that could still move into ``target`` this action."""
    sub = st.sub
    moving = set(sub["moving"]["units"]) if sub.get("moving") else set()
    out = []
    for u in sorted(sub.get("eligible", ())):
        if u in exclude or st.where.get(u) == target or (u in sub["moved"] and u not in moving):
            continue
        if ctx.options["supply_check_each_move"] and u not in moving and not unit_supplied(ctx, st, u):
            continue      # 14.1.1.3 (2022): it could not start its move
        if _mp_left(ctx, st, u) > 0 and _reaches(ctx, st, side, u, target):
            out.append(u)
    return out


def enter_allowed(ctx, st, side: str, units, target: str) -> bool:
    """11.1.8 / 15.2.4: the units entering, the friendly units already there and the units that
    may still join this action together meet the 15.2.1 minimum."""
    fort = ctx.spaces[target].fort
    together = list(units) + [u for u in st.at.get(target, ()) if u not in units]
    if can_besiege(ctx, together, fort):
        return True
    return can_besiege(ctx, together + may_still_join(ctx, st, side, target, exclude=set(units)), fort)


def note_entry(ctx, st, side: str, target: str) -> None:
    """Called as units enter ``target``: remember it while its siege is not yet complete."""
    entries = st.sub.setdefault(ENTRIES, [])
    if target not in entries and unbesieged_enemy_fort(ctx, st, side, target):
        entries.append(target)


def waiting(ctx, st, side: str) -> list[str]:
    """Forts entered this operation whose siege is not yet complete."""
    return [s for s in st.sub.get(ENTRIES, ()) if st.at.get(s) and unbesieged_enemy_fort(ctx, st, side, s)]


def pending_error(ctx, st, side: str) -> str | None:
    """In a position after a move: a fort entered short-handed that can no longer be completed."""
    for s in waiting(ctx, st, side):
        if not can_besiege(ctx, list(st.at[s]) + may_still_join(ctx, st, side, s), ctx.spaces[s].fort):
            return (msg("operations.fort_entry.the_units_in_could_then",
                        "the units in {space} could then no longer be joined by enough units to besiege its fort "
                        "(11.1.8, 15.2.1)",
                        ctx, space=s))
    return None


def done_error(ctx, st, side: str) -> str | None:
    for s in waiting(ctx, st, side):
        return (msg("operations.fort_entry.the_units_in_do_not",
                    "the units in {space} do not yet besiege its fort: bring in the units that complete the siege "
                    "(11.1.8, 15.2.1)",
                    ctx, space=s))
    return None
