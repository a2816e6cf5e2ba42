"""Replacements (17.0): each nation spends its own RP pool, the AP first; minor Allies only
from the Allied pool; capitals in enemy hands stop a nation's replacements.

Costs (T.5) are kept in half points: a corps step costs one half, an army step two, which
is the printed table in smaller coins (flip two corps for 1 RP, and so on). Each
``replace`` action adds one step to one unit: a reduced unit is flipped to full, an
eliminated corps returns reduced to the reserve box, an eliminated army returns reduced to
the space named in ``to``.
"""
from __future__ import annotations

from ..turn import sequence
from ..core import commands
from ..core.actions import Action
from ..core.effects import GREECE, SALONIKA, in_effect, played
from ..board.forts import is_besieged
from ..board.fronts import forbidden
from ..core.prompts import Prompt
from ..board.nation_limits import capital_blocked, foreign_sources
from ..board.stacking import LIMIT
from ..core.state import eliminated_box, reserve_box
from ..core.steps import Decision, log, step
from ..board.in_supply import medina_only, space_supplied, traces_to_foreign_source
from ..turn.commitment import total_war_cards_drawn
from ..core.messages import msg

BE_HOMES = ("brussels", "antwerp", "ostend")


def step_cost(ctx, unit: str) -> int:
    return 2 if unit in ctx.armies else 1


def pool_of(ctx, unit: str) -> str | None:
    """17.1.1.1: minor Allies use the Allied ("A") pool and only it."""
    return ctx.units[unit].rp


def begin_phase(ctx, st, sides=("ap", "cp")) -> None:
    """6.0 F: the AP spend first, then the CP; a side with no RP is skipped."""
    st.phase = "replacement"
    for i, side in enumerate(sides):
        pools = {k: 2 * v for k, v in modified_rp(ctx, st, side).items() if v > 0}
        if pools:
            st.step = "replace"
            st.active = side
            st.sub = {"kind": "rp", "pools": pools, "next": list(sides[i + 1:])}
            if st.cmd:
                st.sub["commands"] = rp_order(ctx, st, side)
                st.cmd["on"][side] = st.sub["commands"].pop(0)
            return
    st.sub = {}
    sequence.begin_draw_phase(ctx, st)


RATHENAU = "cp33"


def early_italian(ctx, st, unit: str) -> bool:
    """Seed 003, 9.1: from Allied Limited War, an Italian army that will enter reduced may be
    flipped with Italian RP while Italy is still neutral (by the AP East command, whose front
    Italy is)."""
    return (bool(st.cmd) and "it" in st.neutral and st.commitment["ap"] != "mobilization"
            and st.cmd["on"]["ap"] == "east" and unit in ctx.armies and ctx.unit_nation[unit] == "it"
            and unit in ctx.scenario.neutral_setups.get("it", {}).get("reduced", ())
            and unit not in st.cmd.get("full_before_entry", ()))


def rp_order(ctx, st, side: str) -> list[str]:
    """Seed 003, 5.4: the command that played an RP card this turn spends first, then its ally;
    the German RP of Rathenau and of the Sedan bonus (5.7.3) belong to CP West, so it spends
    first when they apply."""
    played_rp = [c for c in commands.COMMANDS if "rp" in st.cmd["plays"].get(commands.key(side, c), [])]
    first = played_rp[0] if len(played_rp) == 1 else "west"
    if side == "cp" and (in_effect(st, RATHENAU) or (ctx.options["sedan_rp_bonus"] and st.commitment["cp"] == "total")):
        first = "west"
    return [first, commands.ally(first)]


def modified_rp(ctx, st, side: str) -> dict:
    """The RP a side may spend this phase: the recorded RP with the standing card effects
    of the T.5 footnotes (Zeppelin Raids this turn, Rathenau and U-Boats every turn until
    cancelled; never below 0), the Bolshevik cap of one RU RP (17.1), and the 2022
    Historical Sedan bonus (5.7.3, option ``sedan_rp_bonus``: only once the CP have drawn
    Total War cards, so not in the turn they reach Total War)."""
    pools = dict(st.rp[side])
    for m in ctx.game.tables.rp_modifiers:
        if m.per not in ("turn", "this_turn") or ctx.pool_side.get(m.pool) != side:
            continue
        active = (st.counters.get(f"event_this_turn:{m.card}") if m.per == "this_turn"
                  else in_effect(st, m.card) if m.per == "turn" else False)
        if active:
            pools[m.pool] = max(0, pools.get(m.pool, 0) + m.rp)
    if side == "ap" and in_effect(st, "cp53") and pools.get("ru", 0) > 1:
        pools["ru"] = 1
    if side == "cp" and ctx.options["sedan_rp_bonus"] and total_war_cards_drawn(st, "cp") \
            and st.control.get("sedan") == "cp" and sum(
                1 for s, sp in ctx.spaces.items() if s != "sedan" and sp.nation in ("fr", "be")
                and st.control.get(s) == "cp") >= 2:
        pools["ge"] = pools.get("ge", 0) + 1
    return pools


def army_places(ctx, st, side: str, unit: str) -> list[str]:
    """17.1.5 / 9.5.3.3: a rebuilt army enters like a reinforcement: a capital of its nation
    or a friendly supply source in it, in supply, not besieged, within stacking. Serbia:
    Salonika (after Salonika or Greece) or Belgrade unless Nis is CP; Belgium: Brussels,
    Antwerp or Ostend, else Calais; France: Orleans when Paris is full; US: French ports."""
    nation = ctx.unit_nation[unit]
    if nation == "sb":
        cands = []
        if (played(st, SALONIKA) or played(st, GREECE)) and st.control.get("salonika") == side:
            cands.append("salonika")
        if st.control.get("nis") != "cp":
            cands.append("belgrade")
    elif nation == "be":
        cands = [s for s in BE_HOMES if st.control.get(s) == side]
        if not [s for s in cands if _room(ctx, st, s, side)]:
            cands = ["calais"]
    elif nation == "us":
        cands = [s for s, sp in ctx.spaces.items() if sp.nation == "fr" and "ap" in sp.ports]
    else:
        cands = list(ctx.capitals.get(nation, ())) + [s for s in ctx.sources.get(nation, ()) if s not in ctx.capitals.get(nation, ())]
        if nation == "fr" and "paris" in cands and not _room(ctx, st, "paris", side) \
                and st.control.get("paris") == side and not is_besieged(ctx, st, "paris"):
            cands.append("orleans")
    # seed 003, 6.2: a command rebuilds no army in another front's combat area
    return [s for s in cands if _room(ctx, st, s, side) and not (st.cmd and forbidden(ctx, st, unit, s))]


def _room(ctx, st, space: str, side: str) -> bool:
    units = st.at.get(space, ())
    return (st.control.get(space) == side and not is_besieged(ctx, st, space) and len(units) < LIMIT
            and (not units or ctx.unit_side[units[0]] == side) and space_supplied(ctx, st, space, side))


@step("replace")
class Replace(Decision):
    def prompt(self, ctx, st):
        pools = ", ".join(f"{k.upper()} {v / 2:g}" for k, v in sorted(st.sub["pools"].items()))
        legal = self.legal(ctx, st)
        return Prompt(st.active, st.active, self.name,
                      msg("operations.replacements.spend_replacement_points_then_done",
                          "{side}: spend replacement points ({pools}), then done",
                          side=st.active, pools=pools),
                      {"units": sorted({a.unit for a in legal if a.unit}),
                       "spaces": sorted({a.to for a in legal if a.to}), "buttons": ["done"]})

    def candidates(self, ctx, st):
        side = st.active
        out = []
        pools = st.sub["pools"]
        elim = eliminated_box(side)
        for u, loc in st.where.items():
            if ctx.unit_side[u] != side or pools.get(pool_of(ctx, u) or "", 0) < step_cost(ctx, u):
                continue
            if loc == elim and u in ctx.armies:
                for s in army_places(ctx, st, side, u):
                    out.append(Action("replace", unit=u, to=s))
            elif loc == elim or u in st.reduced or early_italian(ctx, st, u):
                out.append(Action("replace", unit=u))
        out.append(Action("done"))
        return out

    doing = msg("operations.replacements.spend_replacement_points_or_say", "spend replacement points or say done")

    def check_replace(self, ctx, st, a):
        side = st.active
        u = a.unit
        if u not in ctx.units or ctx.unit_side[u] != side:
            return msg("operations.replacements.is_not_a_unit",
                       "{unit_id!r} is not a {side} unit",
                       unit_id=u, side=side)
        unit = ctx.units[u]
        if unit.not_replaceable or unit.rp is None:
            return msg("operations.replacements.can_never_take_replacements",
                       "{unit} can never take replacements (17.1.7)",
                       ctx, unit=u)
        pool = pool_of(ctx, u)
        have = st.sub["pools"].get(pool, 0)
        if have < step_cost(ctx, u):
            return msg("operations.replacements.needs_rp_left_t",
                       "{unit} needs {value:g} {pool} RP; {value2:g} left (T.5, 17.1.1)",
                       ctx, unit=u, value=step_cost(ctx, u) / 2, pool=pool.upper(), value2=have / 2)
        if capital_blocked(ctx, st, unit.nation, side):
            return msg("operations.replacements.the_capital_is_held_or",
                       "the {nation} capital is held or besieged by the enemy: no replacements (17.1.3)",
                       nation=unit.nation.upper())
        loc = st.where.get(u)
        if early_italian(ctx, st, u):
            return None if a.to is None else msg("operations.replacements.the_army_is_flipped_before",
                                                 "the army is flipped before it is placed; do not name a space")
        if loc == eliminated_box(side):
            if u in ctx.armies:
                if a.to not in army_places(ctx, st, side, u):
                    return msg("operations.replacements.cannot_be_rebuilt_in",
                               "{unit} cannot be rebuilt in {to!r} (17.1.5, 9.5.3.3)",
                               ctx, unit=u, to=a.to)
            elif a.to is not None:
                return msg("operations.replacements.an_eliminated_corps_returns_to",
                           "an eliminated corps returns to the reserve box; do not name a space")
            return None
        if loc in ctx.spaces or loc == reserve_box(side):
            if u not in st.reduced:
                return msg("operations.replacements.is_already_at_full_strength",
                           "{unit} is already at full strength",
                           ctx, unit=u)
            if not commands.mine(ctx, st, u):
                return msg("operations.replacements.is_under_the_other_command",
                           "{unit} is under the other {side} command (seed 003, 5.4)",
                           ctx, unit=u, side=side)
            if medina_only(ctx, st, u):
                return msg("operations.replacements.lives_on_medina_s_own",
                           "{unit} lives on Medina's own supply and cannot be replaced (14.1.8)",
                           ctx, unit=u)
            if ctx.options["foreign_sources_2022"] and traces_to_foreign_source(
                    ctx, st, u, foreign_sources(ctx, unit.nation)):
                return msg("operations.replacements.draws_supply_only_from_another",
                           "{unit} draws supply only from another nation's source: no replacements (17.1.4.1)",
                           ctx, unit=u)
            return None if a.to is None else msg("operations.replacements.a_flip_happens_where_the",
                                                 "a flip happens where the unit stands; do not name a space")
        if loc == "removed":
            return msg("operations.replacements.permanently_eliminated", "{unit} is permanently eliminated (12.4.7)",
                       ctx, unit=u)
        return msg("operations.replacements.not_in_play", "{unit} is not in play", ctx, unit=u)

    def apply_done(self, ctx, st, a):
        if st.sub.get("commands"):          # seed 003, 5.4: then the ally spends what is left
            st.cmd["on"][st.active] = st.sub["commands"].pop(0)
            return
        begin_phase(ctx, st, tuple(st.sub["next"]))

    def apply_replace(self, ctx, st, a):
        side = st.active
        u = a.unit
        st.sub["pools"][pool_of(ctx, u)] -= step_cost(ctx, u)
        loc = st.where[u]
        if early_italian(ctx, st, u):
            st.cmd.setdefault("full_before_entry", []).append(u)
            log(st, "replace", msg("operations.replacements.will_enter_at_full_strength",
                                   "{unit} will enter at full strength (seed 003, 9.1)",
                                   ctx, unit=u), side, units=[u])
            return
        if loc == eliminated_box(side):
            dest = a.to or ("arabia" if ctx.unit_nation[u] == "ana" else reserve_box(side))   # 17.1.6
            st.place(u, dest)
            st.reduced.add(u)
            text = msg("operations.replacements.is_rebuilt_at_reduced_strength",
                       "{unit} is rebuilt at reduced strength ({dest})",
                       ctx, unit=u, dest=dest)
        else:
            st.reduced.discard(u)
            text = msg("operations.replacements.is_flipped_to_full_strength",
                       "{unit} is flipped to full strength",
                       ctx, unit=u)
        log(st, "replace", text, side, units=[u])
