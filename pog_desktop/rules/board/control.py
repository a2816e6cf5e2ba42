"""Control of spaces (11.1.14-11.1.15) and the VP that change with it (T.7)."""
from __future__ import annotations

from ..core.steps import log
from .forts import fort_intact
from .trenches import enemy_enters_trench
from ..core.messages import msg

# the key of the log entry of a VP space changing hands (T.7); its ``change`` parameter is the VP
CAPTURE = "board.control.takes_vp_space_vp_now"


def set_control(ctx, st, space: str, side: str) -> None:
    """Give ``space`` to ``side``; capturing a VP space scores (T.7: CP +1, AP -1). A VP
    space counts only while no intact enemy fort stands in it (15.1.10), so forts change
    hands elsewhere (siege, combat). Every change of control goes through here, whatever made
    it: movement and advance (11.1.14), attrition, a fort's fall, and a card's text (CP 1 Liege,
    AP 30 Salonika and Kavala, the spaces AP 31, AP 41 and CP 24 place units in): T.7 scores
    the capture of a VP space however it happens. A neutral space (no control yet) taken is no
    capture: T.7 counts only a space the enemy controlled."""
    before = st.control.get(space)
    if before == side:
        return
    st.control[space] = side
    if space in ctx.vp_spaces and before is not None:
        change = 1 if side == "cp" else -1
        st.vp += change
        log(st, "vp", msg("board.control.takes_vp_space_vp_now", "{side} takes VP space {space}; VP now {vp}",
                          ctx, side=side, space=space, vp=st.vp, change=change), side,
            spaces=[space])


def enter_space(ctx, st, space: str, side: str, units) -> None:
    """11.1.14: a moving unit takes control of each space it enters, except a space whose
    enemy fort it besieges. 11.1.15: the ANA alone takes nothing. 11.2.5-6: enemy trenches
    give way. 9.5.3.5: a CP unit entering the beachhead space removes the marker."""
    enemy_enters_trench(ctx, st, space, side)
    if side == "cp" and space == st.beachhead:
        remove_beachhead(ctx, st)
    if st.control.get(space) == side:
        return
    if fort_intact(ctx, st, space):
        return
    if all(ctx.unit_nation[u] == "ana" for u in units):
        return
    set_control(ctx, st, space, side)


def remove_beachhead(ctx, st) -> None:
    """9.5.3.5: the space is no Allied port any more, and no unit may enter an MEF space again
    (11.1.10; units already there may stay)."""
    space, st.beachhead = st.beachhead, None
    log(st, "beachhead", msg("board.control.the_mef_beachhead_in_is", "the MEF beachhead in {space} is removed",
                             ctx, space=space), "cp", spaces=[space])


def ana_held(ctx, st) -> frozenset[str]:
    """11.1.15: the CP spaces the ANA occupies count as Allied while it is there (it converts
    nothing, so they revert the moment it leaves). A fort space is left out: the ANA there
    besieges the fort, and a besieged fort space is excepted."""
    out = set()
    for u in _ana_units(ctx):
        loc = st.where.get(u)
        if st.control.get(loc) == "cp" and not fort_intact(ctx, st, loc):
            out.add(loc)
    return frozenset(out)


def _ana_units(ctx) -> tuple[str, ...]:
    # supply asks this for every position: look the ANA up once per game
    units = ctx.caches.get("ana_units")
    if units is None:
        units = ctx.caches["ana_units"] = tuple(u for u, n in ctx.unit_nation.items() if n == "ana")
    return units


ANA_VP = "ana_vp:"   # st.flags entry per CP VP space whose ANA occupation the VP track shows


def sync_ana_vp(ctx, st) -> None:
    """11.1.15 on the VP track (T.7): a CP VP space the ANA occupies counts as Allied, so the
    track moves one toward the Allies while the ANA is there and back the moment it leaves.
    ``st.control`` keeps the CP marker; the flags remember which spaces the track counts.
    Run after every action and before the war status phase."""
    key = _ana_vp_key(ctx, st)
    synced = ctx.caches.setdefault("ana_vp_synced", set())
    if key in synced:
        return   # after almost every action: what it reads is as it was when nothing moved
    held = {s for s in ana_held(ctx, st) if s in ctx.vp_spaces}
    counted = {f[len(ANA_VP):] for f in st.flags if f.startswith(ANA_VP)}
    if held == counted:
        if key is not None:
            if len(synced) > 256:
                synced.clear()
            synced.add(key)
        return
    for s in sorted(held - counted):
        st.flags.add(ANA_VP + s)
        st.vp -= 1
        log(st, "vp", msg("board.control.the_ana_holds_vp_space",
                          "the ANA holds VP space {space} for the Allies; VP now {vp}",
                          ctx, space=s, vp=st.vp, change=-1), "ap", spaces=[s])
    for s in sorted(counted - held):
        st.flags.discard(ANA_VP + s)
        st.vp += 1
        log(st, "vp", msg("board.control.vp_space_is_no_longer",
                          "VP space {space} is no longer held by the ANA; VP now {vp}",
                          ctx, space=s, vp=st.vp, change=1), "cp",
            spaces=[s])


def _ana_vp_key(ctx, st) -> tuple | None:
    """Everything ``sync_ana_vp`` reads: where each ANA unit is, and the stamps of control,
    the destroyed forts and the flags (``core/tracked.py``: equal stamps, equal contents);
    None when one of them is a plain container put there from outside."""
    try:
        return (tuple(map(st.where.get, _ana_units(ctx))), st.control.stamp, st.forts_destroyed.stamp,
                st.flags.stamp)
    except AttributeError:
        return None


def effective_control(ctx, st) -> dict:
    """Control as supply and retreats see it: ``st.control`` with the ANA's spaces Allied."""
    held = ana_held(ctx, st)
    control = dict(st.control)
    control.update((s, "ap") for s in held)
    return control
