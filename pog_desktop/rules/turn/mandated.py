"""Mandated offensives (7.0): the roll, the shifts for lost capitals and neutral nations, the
attacks that satisfy an MO, and the VP penalty in the war status phase."""
from __future__ import annotations

from dataclasses import replace

from ..board.supply import network_for, position_of
from ..core import dice
from ..core.effects import BOLSHEVIK_REVOLUTION, FRENCH_MUTINY, HL_TAKE_COMMAND, HOFFMANN, played
from ..core.steps import log
from ..core.messages import msg

CAPITALS = {"fr": ("paris",), "br": ("london",), "it": ("rome",), "ge": ("berlin",), "tu": ("constantinople",)}
WESTERN_FRONT = frozenset({"fr", "be", "ge"})


def _capital_lost(st, side: str, nation: str) -> bool:
    enemy = "cp" if side == "ap" else "ap"
    if nation == "ah":  # 7.1.2: both Vienna and Budapest
        return all(st.control.get(c) == enemy for c in ("vienna", "budapest"))
    return any(st.control.get(c) == enemy for c in CAPITALS.get(nation, ()))


def resolve(ctx, st, side: str, roll: int) -> str | None:
    """The MO for a (modified) roll on the table (T.1), after 7.1.2 and the standing event
    effects; 5.7.4.5 (2022 Historical) makes a British result on turn 1 French."""
    tables = ctx.game.tables
    result = tables.mo_result(side, roll)
    if result == "br" and ctx.options["turn_1_br_mo_becomes_fr"] and st.turn == 1:
        result = "fr"
    if result == "ah_it" and ("it" in st.neutral or st.control.get("rome") == "cp"):
        result = "ah"  # 7.1.6
    while result != "none":
        nation = "ah" if result == "ah_it" else result
        if nation in st.neutral:
            return None
        if not _capital_lost(st, side, nation):
            break
        result = tables.mo_shift(side, result)   # 7.1.2
    if result == "none":
        return None
    if result == "ge" and played(st, HL_TAKE_COMMAND):   # 7.1.10
        return None
    if result == "ru" and played(st, BOLSHEVIK_REVOLUTION):   # 7.1.11
        return None
    if result == "fr" and played(st, FRENCH_MUTINY):   # 7.1.8
        return "fr_mutiny"
    return result


def roll_offensives(ctx, st) -> None:
    """7.1.1: each side rolls at the start of the turn; 7.1.9: Hoffmann adds 1 to CP rolls."""
    for side in ("ap", "cp"):
        roll = dice.roll_d6(st)
        drm = 1 if side == "cp" and played(st, HOFFMANN) else 0
        st.mo[side] = resolve(ctx, st, side, roll + drm)
        st.mo_made[side] = False
        shown = (st.mo[side] or "none").upper()
        log(st, "mo", msg("turn.mandated.mandated_offensive_rolled",
                          "{side} mandated offensive: {shown} (rolled {roll})",
                          side=side, shown=shown, roll=roll), side, dice=[roll])


def attack_satisfies(ctx, st, side: str, attackers, defenders, space: str) -> bool:
    """7.1.3-7.1.7: whether an attack by ``attackers`` on ``defenders`` in ``space`` meets the
    side's MO. The combat rules call ``note_attack`` after each attack."""
    mo = in_force(st, side)
    if mo is None or mo == "fr_mutiny":
        return False
    att = {ctx.unit_nation[u] for u in attackers}
    dfn = {ctx.unit_nation[u] for u in defenders}
    where = ctx.spaces[space].nation
    if mo in ("fr", "br"):   # 7.1.4: on German units in France, Belgium or Germany
        return mo in att and "ge" in dfn and where in WESTERN_FRONT
    if mo == "ge":           # 7.1.5
        return "ge" in att and bool(dfn & {"us", "br", "fr", "be"}) and where in WESTERN_FRONT
    if mo == "ah_it":        # 7.1.6
        return "ah" in att and ("it" in dfn or where == "it" or _supplied_through_italy(ctx, st, defenders))
    return mo in att and bool(defenders)   # AH, TU (the SN is not TU), IT, RU: any enemy unit


def _supplied_through_italy(ctx, st, defenders) -> bool:
    """7.1.6: Allied defenders whose supply line runs through a space in Italy: supplied now,
    cut off once no line may pass through Italian spaces."""
    net, now = network_for(ctx), position_of(ctx, st)
    italy = frozenset(s for s, sp in ctx.spaces.items() if sp.nation == "it")
    cut = replace(now, blocked=now.blocked | italy)
    for u in defenders:
        group = net.group_for(ctx.units[u])
        if group is not None and st.where[u] in net.supplied(group, now) \
                and st.where[u] not in net.supplied(group, cut):
            return True
    return False


def note_attack(ctx, st, side: str, attackers, defenders, space: str) -> None:
    if not st.mo_made[side] and attack_satisfies(ctx, st, side, attackers, defenders, space):
        st.mo_made[side] = True
        log(st, "mo", msg("turn.mandated.mandated_offensive_made", "{side} mandated offensive made", side=side), side)
    if mutiny_broken(ctx, st, side, attackers, space):
        st.counters[MUTINY_ATTACK] = 1
        st.mo[side] = None   # the mutiny is over for this turn: "None or Made"
        log(st, "mo", msg("turn.mandated.french_units_attacked_during_the",
                          "French units attacked during the French Mutiny: 1 VP at the war status phase"), side)


MUTINY_ATTACK = "french_mutiny_attack"   # scored once in war status phase E.1


def mutiny_broken(ctx, st, side: str, attackers, space: str) -> bool:
    """7.1.8: on a French Mutiny turn a French unit attacking in France, Belgium or Germany,
    not stacked with an American unit, costs the Allies 1 VP once for the turn."""
    if side != "ap" or in_force(st, side) != "fr_mutiny" or ctx.spaces[space].nation not in WESTERN_FRONT:
        return False
    return any(ctx.unit_nation[u] == "fr" and not any(ctx.unit_nation[x] == "us" for x in st.at.get(st.where[u], ()))
               for u in attackers)


def failed(st, side: str) -> bool:
    """7.1.3: an MO in force and not made; never for France under French Mutiny (7.1.8).
    The VP (CP failure -1, AP failure +1) are scored in war status phase E.1."""
    mo = in_force(st, side)
    return mo is not None and mo != "fr_mutiny" and not st.mo_made[side]


def in_force(st, side: str) -> str | None:
    """The MO now, after events played since the roll: H-L Take Command cancels a GE MO
    (7.1.10), Bolshevik Revolution a RU MO (7.1.11), and French Mutiny turns a FR MO not yet
    made into a mutiny turn at once (7.1.8)."""
    mo = st.mo[side]
    if (mo == "ge" and played(st, HL_TAKE_COMMAND)) or (mo == "ru" and played(st, BOLSHEVIK_REVOLUTION)):
        return None
    if mo == "fr" and played(st, FRENCH_MUTINY) and not st.mo_made[side]:
        return "fr_mutiny"
    return mo
