"""Events that change the map or the round itself: Guns of August (CP 1), Entrench (AP 12,
CP 6), Salonika (AP 30), Cloak and Dagger / Mata Hari (AP 23, CP 17) and the operations
events whose combat bonus lasts the round (AP 35, 45, 46; read by the combat rules with
``core.effects.round_flag_on``)."""
from __future__ import annotations

from ..board import in_supply
from ..board.control import set_control
from ..board.nation_limits import capital_blocked
from ..core import commands
from ..core.effects import event
from ..core.state import OFFMAP, reserve_box
from ..core.steps import log
from ..operations import operation
from .common import always, both, register_each, this_round_flag, turn_marked
from .picking import KINDS, Pick, ask
from .placement import free
from ..core.messages import msg

# -- Guns of August (CP 1) ----------------------------------------------------------------
GOA_SPACE, GOA_ARMIES, GOA_ATTACKERS = "liege", ("ge_1", "ge_2"), ("ge_1", "ge_2", "ge_3")


def first_round(ctx, st, side):
    return None if st.round == 1 else msg("events.special.guns_of_august_may_only",
                                          "Guns of August may only be the first CP action of Aug 1914")


def guns_of_august(ctx, st, side):
    """CP 1: Liege's fort falls and the GE 1st and 2nd Armies move into Liege."""
    st.forts_destroyed.add(GOA_SPACE)
    set_control(ctx, st, GOA_SPACE, "cp")
    for u in GOA_ARMIES:
        if st.where.get(u) in ctx.spaces:
            st.place(u, GOA_SPACE)
    log(st, "event_effect", msg("events.special.liege_falls_ge_and_ge",
                                "Liege falls; GE 1 and GE 2 enter it"), side, units=list(GOA_ARMIES), spaces=[GOA_SPACE])
    free_attack(ctx, st, side, GOA_ATTACKERS, "cp01")


def free_attack(ctx, st, side, armies, card_id) -> None:
    """An operation of no points whose only activations are attacks by ``armies``' spaces;
    other units there are counted as having fought already, so only ``armies`` attack."""
    spaces = sorted({st.where[u] for u in armies if st.where.get(u) in ctx.spaces})
    if not spaces or not operation.combat_available(ctx):
        return
    operation.start(ctx, st, side, 0, card_id)
    st.sub["activated"] = {s: "attack" for s in spaces}
    st.sub["attacked"] = sorted(u for s in spaces for u in st.at[s] if u not in armies)
    log(st, "activate", msg("events.special.activated_for_combat_free", "{units} activated for combat free",
                            ctx, units=list(armies)), side,
        spaces=spaces)
    operation.begin_movement(ctx, st)


# -- Entrench (AP 12, CP 6) -------------------------------------------------------------
def supplied_armies(ctx, st, side):
    return sorted(u for u, loc in st.where.items() if u in ctx.armies and ctx.unit_side[u] == side
                  and loc in ctx.spaces and not st.trench.get(loc) and in_supply.unit_supplied(ctx, st, u))


def dig(ctx, st, side, army):
    space = st.where[army]
    st.trench[space] = 1
    st.trench_side[space] = side
    log(st, "entrench", msg("events.special.a_level_trench_is_dug", "a level 1 trench is dug in {space}",
                            ctx, space=space), side, spaces=[space])


KINDS["entrench"] = Pick(msg("events.special.entrench_place_a_level_trench",
                             "Entrench: place a level 1 trench with a supplied army"), "entrench", supplied_armies, dig)


@event("ap12", "cp06")
def entrench(ctx, st, side):
    ask(ctx, st, side, "entrench", 1, optional=False)


# -- Salonika (AP 30) -------------------------------------------------------------------
SALONIKA_SPACE, SALONIKA_CORPS = "salonika", 3


def limited_greek_entry(ctx, st) -> None:
    """9.5.2.4: the Greek units are set up but Greece stays neutral; Kavala becomes Allied."""
    table = ctx.scenario.neutral_setups.get("gr", {}) if ctx.scenario else {}
    for u, where in sorted(table.get("units", {}).items()):
        if st.where.get(u, OFFMAP) == OFFMAP:
            st.place(u, where)
    set_control(ctx, st, "kavala", "ap")


def salonika_corps(ctx, st, side):
    """BR or FR ordinary corps in the reserve box or on the map in supply (the SR rules, 13.0):
    not out of the box while the nation's capital is lost (13.1.11)."""
    if not free(ctx, st, SALONIKA_SPACE, side):
        return []
    out = []
    for nation in ("br", "fr"):
        boxed = not capital_blocked(ctx, st, nation, side)
        for u in ctx.game.ordinary_corps(nation):
            loc = st.where.get(u)
            if (loc == reserve_box(side) and boxed) or (loc in ctx.spaces and loc != SALONIKA_SPACE
                                                        and in_supply.unit_supplied(ctx, st, u)):
                if commands.mine(ctx, st, u):     # seed 003, 7.4: AP West's corps
                    out.append(u)
    return sorted(out)


def to_salonika(ctx, st, side, unit):
    st.place(unit, SALONIKA_SPACE)
    set_control(ctx, st, SALONIKA_SPACE, side)
    if st.cmd:   # seed 003, 7.4: landed, the corps pass to AP East; one is enough, three at most
        st.cmd["units"][unit] = "east"
        st.sub["optional"] = True
    log(st, "sr", msg("events.special.redeploys_to_salonika",
                      "{unit} redeploys to Salonika",
                      ctx, unit=unit), side, units=[unit], spaces=[SALONIKA_SPACE])


KINDS["salonika"] = Pick(msg("events.special.salonika_redeploy_up_to_british",
                             "Salonika: redeploy up to {salonika_corps} British or French corps to Salonika",
                             salonika_corps=SALONIKA_CORPS), "select",
                         salonika_corps, to_salonika)


def salonika_open(ctx, st, side):
    here = st.at.get(SALONIKA_SPACE, ())
    return msg("events.special.salonika_holds_enemy_units",
               "Salonika holds enemy units") if here and ctx.unit_side[here[0]] != side else None


@event("ap30", can_play=salonika_open)
def salonika(ctx, st, side):
    if "gr" in st.neutral:
        limited_greek_entry(ctx, st)
    if st.cmd:   # seed 003, 7.4: AP West chooses the corps (at least one) for AP East's event
        st.cmd["on"][side] = "west"
    ask(ctx, st, side, "salonika", SALONIKA_CORPS, optional=not st.cmd)


# -- Cloak and Dagger / Mata Hari (AP 23, CP 17): the hand is shown, then operations ------
@event("ap23", "cp17")
def reveal_hand(ctx, st, side):
    other = "cp" if side == "ap" else "ap"
    hand = sorted(st.hand[other])
    if st.cmd:   # seed 003, 7.5: both enemy commands play face up for the rest of the turn
        st.cmd["open"].append(other)
    if hand:
        text = msg("events.special.hand_shown_to_the", "{side} hand shown to the {side2}: {cards}",
                   ctx, side=other, side2=side, cards=hand)
    else:
        text = msg("events.special.empty_hand_shown",
                   "{side} hand shown to the {side2}: no cards",
                   side=other, side2=side)
    log(st, "event_effect", text, side, cards=hand)


register_each(["cp01"], both(turn_marked("guns_of_august_window", msg("events.special.guns_of_august_may_only_2",
                                                                      "Guns of August may only be played in Aug 1914")),
                             first_round), guns_of_august)
register_each(["ap35"], always, this_round_flag("yanks_and_tanks"))
register_each(["ap45"], always, this_round_flag("kerensky_offensive"))
register_each(["ap46"], always, this_round_flag("brusilov_offensive"))
