"""War-status and political events: the US entry track (16.3), the Russian capitulation
track (16.4), and the events that only move VP or change who may offer peace (T.7, 16.5).
The track boxes' thresholds are read from the tables (``us_entry`` / ``russian`` tracks)."""
from __future__ import annotations

from ..board import removal
from ..core import dice
from ..core.effects import event, score
from ..core.steps import log
from ..turn import neutral_entry
from .common import always, both, on_a_later_turn, register_each, scores
from ..core.messages import msg

# 16.4.9: after Brest-Litovsk Russian units may stay only in these nations' spaces.
BREST_LITOVSK_NATIONS = frozenset({"ru", "ge", "ah", "tu", "ro"})
# The marker name the combat modules read for 16.4.10.


def _box(ctx, track: str, box: str, key: str):
    return ctx.game.tables.track_box(track, box).condition(key)


def cp_russian_vp(ctx, st) -> int:
    """16.4.2: Russian VP spaces the CP control now, supplied or not."""
    return sum(1 for s in ctx.vp_spaces if ctx.spaces[s].nation == "ru" and st.control.get(s) == "cp")


def tsar_fell_vp(st) -> int | None:
    """16.4.5: the CP Russian VP recorded when the Tsar fell."""
    for f in st.flags:
        if f.startswith("tsar_fell_vp:"):
            return int(f.split(":")[1])
    return None


# -- US entry track (16.3) ---------------------------------------------------------------
def zimmermann_allowed(ctx, st, side):
    need = _box(ctx, "us_entry", "zimmermann_allowed", "cws_min")
    return None if st.cws >= need else msg("events.politics.the_us_entry_track_allows",
                                           "the US entry track allows Zimmermann Telegram only at CWS {need} or more "
                                           "(16.3.2)",
                                           need=need)


@event("ap54", can_play=zimmermann_allowed)
def zimmermann(ctx, st, side):
    """16.3.3: -1 VP and the USA joins the Allies (no US reinforcements yet)."""
    score(ctx, st, "ap54")
    if "us" in st.neutral:
        neutral_entry.enter_war(ctx, st, "us")


# -- Russian capitulation track (16.4) --------------------------------------------------
def tsar_takes_command_allowed(ctx, st, side):
    need = _box(ctx, "russian", "tsar_takes_command_allowed", "cp_russian_vp_min")
    have = cp_russian_vp(ctx, st)
    return None if have >= need else msg("events.politics.the_cp_hold_russian_vp",
                                         "the CP hold {have} Russian VP spaces; Tsar Takes Command needs {need} "
                                         "(16.4.3)",
                                         have=have, need=need)


def fall_of_the_tsar_allowed(ctx, st, side):
    need = _box(ctx, "russian", "fall_of_the_tsar_allowed", "cws_plus_cp_russian_vp_min")
    have = st.cws + cp_russian_vp(ctx, st)
    return None if have >= need else msg("events.politics.cws_cp_russian_vp_is",
                                         "CWS + CP Russian VP is {have}; Fall of the Tsar needs {need} (16.4.4)",
                                         have=have, need=need)


@event("cp52", can_play=fall_of_the_tsar_allowed)
def fall_of_the_tsar(ctx, st, side):
    """16.4.5: record the Tsar-Fell value; +1 VP, +3 while Romania is neutral."""
    st.flags.add(f"tsar_fell_vp:{cp_russian_vp(ctx, st)}")
    score(ctx, st, "cp52", "fall_of_the_tsar_romania_neutral" if "ro" in st.neutral
          else "fall_of_the_tsar_romania_at_war")


def bolshevik_revolution_allowed(ctx, st, side):
    """16.4.6: more Russian VP spaces than when the Tsar fell (Baku counted), or all 7 Russian
    VP spaces, which are those of the Europe map: the 2022 text names Baku as outside the 7,
    and the map has 8 with it, so holding Baku never stands in for a European one."""
    fell = tsar_fell_vp(st)
    every = _box(ctx, "russian", "bolshevik_revolution_allowed", "cp_russian_vp_min")
    have = cp_russian_vp(ctx, st)
    european = [s for s in ctx.vp_spaces if ctx.spaces[s].nation == "ru" and s not in ctx.ne_spaces]
    if fell is not None and (have > fell or all(st.control.get(s) == "cp" for s in european)):
        return None
    return msg("events.politics.the_cp_hold_russian_vp_2",
               "the CP hold {have} Russian VP spaces: Bolshevik Revolution needs more than {fell} or all {every} "
               "(16.4.6)",
               have=have, fell=fell, every=every)


@event("cp45")
def brest_litovsk(ctx, st, side):
    """16.4.9: Russian units outside Russia, Germany, Austria-Hungary, Turkey and Romania,
    and those stacked with other Allied units, are eliminated."""
    for space, units in sorted(st.at.items()):
        if space not in ctx.spaces:
            continue
        ru = [u for u in units if ctx.unit_nation[u] == "ru"]
        if not ru:
            continue
        outside = ctx.spaces[space].nation not in BREST_LITOVSK_NATIONS
        interned = any(ctx.unit_side[u] == "ap" and ctx.unit_nation[u] != "ru" for u in units)
        if outside or interned:
            for u in ru:
                removal.eliminate(ctx, st, u, False, msg("events.politics.treaty_of_brest_litovsk",
                                                         "Treaty of Brest-Litovsk, 16.4.9"))


# -- VP and peace events (T.7, 16.5) ----------------------------------------------------
def not_at_total_war(ctx, st, side):
    return msg("events.politics.not_once_the_cp_are",
               "not once the CP are at Total War") if st.commitment["cp"] == "total" else None


@event("cp25")
def high_seas_fleet(ctx, st, side):
    score(ctx, st, "cp25")
    st.counters["high_seas_fleet_round"] = st.round


def answers_high_seas_fleet(st) -> bool:
    """AP 33 is the Allied action of the round in which the CP's last play was High Seas Fleet."""
    return st.counters.get("high_seas_fleet_round") == st.round and bool(st.played["cp"]) \
        and st.played["cp"][-1] == "event:cp25"


@event("ap33")
def grand_fleet(ctx, st, side):
    """AP 33: playable any time (9.5.1.1: an event whose effect is moot may be played); it
    cancels the High Seas Fleet VP only as the very next Allied action after CP 25."""
    if not answers_high_seas_fleet(st):
        log(st, "event", msg("events.politics.grand_fleet_does_not_follow",
                             "Grand Fleet does not follow High Seas Fleet: no effect"), side)
        return
    change = -ctx.game.tables.vp("high_seas_fleet")
    st.vp += change
    log(st, "vp", msg("events.politics.grand_fleet_cancels_the_high",
                      "Grand Fleet cancels the High Seas Fleet VP: now {vp}",
                      vp=st.vp, change=change), side)


@event("ap62")
def sixtus_affair(ctx, st, side):
    """AP 62: a roll on the Allied Peace Terms column of the lowest CWS, no offer made."""
    roll = dice.roll_d6(st)
    change = ctx.game.tables.peace_terms_result("ap", 0, roll)
    st.vp += change
    log(st, "peace", msg("events.politics.the_sixtus_affair_ap_roll",
                         "The Sixtus Affair: AP roll {roll}, VP {change:+d}, now {vp}",
                         roll=roll, change=change, vp=st.vp), side, dice=[roll])


register_each(["ap55"], on_a_later_turn("ap54"))
register_each(["cp28"], tsar_takes_command_allowed)
# Bolshevik Revolution's end of the Russian MO is read by mandated.in_force.
register_each(["cp53"], both(on_a_later_turn("cp52"), bolshevik_revolution_allowed))
register_each(["cp09"], not_at_total_war, scores())
register_each(["ap13", "ap26", "ap40", "ap52"], always, scores())
