"""Events that add, remove or reduce particular units: War in Africa (CP 32), the optional
Russian Cavalry (AP 57), Czech Legion (AP 60), Polish Restoration (CP 59) and Russian
Desertions (CP 63)."""
from __future__ import annotations

from ..board import removal
from ..core.effects import event, score
from ..core.state import OFFMAP, REMOVED, eliminated_box
from ..core.steps import log
from .picking import KINDS, Pick, ask
from .placement import enter, fits, offmap
from ..core.messages import msg

POLISH_RESTORATION_VP = -1   # CP 59 (our card summary)
RUSSIAN_DESERTIONS = 4       # CP 63: full-strength Russian units reduced


# -- War in Africa (CP 32): the Allies choose ---------------------------------------------
def british_corps_in_play(ctx, st, side):
    """Ordinary BR corps (not AUS, CND, PT, ANA, BEF) anywhere in play."""
    return sorted(u for u in ctx.game.ordinary_corps("br") if st.where.get(u, OFFMAP) not in (OFFMAP, REMOVED))


def remove_for_good(ctx, st, side, unit):
    removal.eliminate(ctx, st, unit, True, msg("events.unit_events.war_in_africa", "War in Africa"))


KINDS["war_in_africa"] = Pick(msg("events.unit_events.war_in_africa_remove_a",
                                  "War in Africa: remove a British corps for good, or give the CP 1 VP"), "eliminate",
                              british_corps_in_play, remove_for_good,
                              choices=(("vp", lambda ctx, st, side: score(ctx, st, "cp32")),))


@event("cp32")
def war_in_africa(ctx, st, side):
    ask(ctx, st, "ap", "war_in_africa", 1, optional=False)


# -- Russian Desertions (CP 63) ---------------------------------------------------------
def full_russians(ctx, st, side):
    return sorted(u for u, loc in st.where.items() if ctx.unit_nation[u] == "ru" and loc in ctx.spaces
                  and u not in st.reduced)


def reduce(ctx, st, side, unit):
    st.reduced.add(unit)
    removal.log_step_loss(ctx, st, unit, st.where[unit], 1, "full", "reduced",
                          cause=msg("core.name.card", "{card}", ctx, card="cp63"))


KINDS["russian_desertions"] = Pick(msg("events.unit_events.russian_desertions_reduce_up_to",
                                       "Russian Desertions: reduce up to {russian_desertions} full-strength Russian "
                                       "units",
                                       russian_desertions=RUSSIAN_DESERTIONS),
                                   "select", full_russians, reduce)


@event("cp63")
def russian_desertions(ctx, st, side):
    ask(ctx, st, side, "russian_desertions", RUSSIAN_DESERTIONS)


# -- units that join from off the map ---------------------------------------------------
def _units_todo(ctx, st, card_id, placement):
    return [(u, placement) for u in offmap(st, ctx.cards[card_id].event_units)]


def russian_cavalry_fits(ctx, st, side):
    return fits(ctx, st, side, _units_todo(ctx, st, "ap57", "ru_army_space"))


@event("ap57", can_play=russian_cavalry_fits)
def russian_cavalry(ctx, st, side):
    enter(ctx, st, side, _units_todo(ctx, st, "ap57", "ru_army_space"))


@event("ap60")
def czech_legion(ctx, st, side):
    """AP 60: one AH corps leaves the CP Eliminated box for good; the Legion joins the Allied reserve."""
    ah = sorted(u for u in st.at.get(eliminated_box("cp"), ()) if ctx.unit_nation[u] == "ah" and u not in ctx.armies)
    if ah:
        removal.eliminate(ctx, st, ah[0], True, msg("events.unit_events.czech_legion", "Czech Legion"))
    enter(ctx, st, side, _units_todo(ctx, st, "ap60", "reserve"))


def cp_hold_warsaw(ctx, st, side):
    return None if st.control.get("warsaw") == "cp" else msg("events.unit_events.only_while_the_cp_control",
                                                             "only while the CP control Warsaw")


@event("cp59", can_play=cp_hold_warsaw)
def polish_restoration(ctx, st, side):
    enter(ctx, st, side, _units_todo(ctx, st, "cp59", "reserve"))
    st.vp += POLISH_RESTORATION_VP
    log(st, "vp", msg("events.unit_events.polish_restoration_vp_now",
                      "Polish Restoration: VP {polish_restoration_vp:+d}, now {vp}",
                      polish_restoration_vp=POLISH_RESTORATION_VP, vp=st.vp, change=POLISH_RESTORATION_VP), side)
