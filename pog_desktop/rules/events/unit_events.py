"""Events that add, remove or reduce particular units: War in Africa (CP 32), the optional
Russian Cavalry (AP 57), Czech Legion (AP 60), Polish Restoration (CP 59) and Russian
Desertions (CP 63)."""
from __future__ import annotations

from .. import removal
from ..state import OFFMAP, REMOVED, eliminated_box
from ..steps import log
from .common import always, register_each, score
from .picking import KINDS, Pick, ask
from .placement import enter, fits, offmap

POLISH_RESTORATION_VP = -1   # CP 59 (our card summary)
RUSSIAN_DESERTIONS = 4       # CP 63: full-strength Russian units reduced


# -- War in Africa (CP 32): the Allies choose ---------------------------------------------
def british_corps_in_play(ctx, st, side):
    """Ordinary BR corps (not AUS, CND, PT, ANA, BEF) anywhere in play."""
    return sorted(u for u in ctx.game.ordinary_corps("br") if st.where.get(u, OFFMAP) not in (OFFMAP, REMOVED))


def remove_for_good(ctx, st, side, unit):
    removal.eliminate(ctx, st, unit, True, "War in Africa")


KINDS["war_in_africa"] = Pick("War in Africa: remove a British corps for good, or give the CP 1 VP", "eliminate",
                              british_corps_in_play, remove_for_good,
                              choices=(("vp", lambda ctx, st, side: score(ctx, st, "cp32")),))


def war_in_africa(ctx, st, side):
    ask(ctx, st, "ap", "war_in_africa", 1, optional=False)


# -- Russian Desertions (CP 63) ---------------------------------------------------------
def full_russians(ctx, st, side):
    return sorted(u for u, loc in st.where.items() if ctx.unit_nation[u] == "ru" and loc in ctx.spaces
                  and u not in st.reduced)


def reduce(ctx, st, side, unit):
    st.reduced.add(unit)
    removal.log_step_loss(ctx, st, unit, st.where[unit], 1, "full", "reduced", cause=ctx.cards["cp63"].name)


KINDS["russian_desertions"] = Pick(f"Russian Desertions: reduce up to {RUSSIAN_DESERTIONS} full-strength Russian units",
                                   "select", full_russians, reduce)


def russian_desertions(ctx, st, side):
    ask(ctx, st, side, "russian_desertions", RUSSIAN_DESERTIONS)


# -- units that join from off the map ---------------------------------------------------
def _units_todo(ctx, st, card_id, placement):
    return [(u, placement) for u in offmap(st, ctx.cards[card_id].event_units)]


def russian_cavalry_fits(ctx, st, side):
    return fits(ctx, st, side, _units_todo(ctx, st, "ap57", "ru_army_space"))


def russian_cavalry(ctx, st, side):
    enter(ctx, st, side, _units_todo(ctx, st, "ap57", "ru_army_space"))


def czech_legion(ctx, st, side):
    """AP 60: one AH corps leaves the CP Eliminated box for good; the Legion joins the Allied reserve."""
    ah = sorted(u for u in st.at.get(eliminated_box("cp"), ()) if ctx.unit_nation[u] == "ah" and u not in ctx.armies)
    if ah:
        removal.eliminate(ctx, st, ah[0], True, "Czech Legion")
    enter(ctx, st, side, _units_todo(ctx, st, "ap60", "reserve"))


def cp_hold_warsaw(ctx, st, side):
    return None if st.control.get("warsaw") == "cp" else "only while the CP control Warsaw"


def polish_restoration(ctx, st, side):
    enter(ctx, st, side, _units_todo(ctx, st, "cp59", "reserve"))
    st.vp += POLISH_RESTORATION_VP
    log(st, "vp", f"Polish Restoration: VP {POLISH_RESTORATION_VP:+d}, now {st.vp}", side)


register_each(["cp32"], always, war_in_africa)
register_each(["cp63"], always, russian_desertions)
register_each(["ap57"], russian_cavalry_fits, russian_cavalry)
register_each(["ap60"], always, czech_legion)
register_each(["cp59"], cp_hold_warsaw, polish_restoration)
