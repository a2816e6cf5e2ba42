"""Activation of spaces for an operation (9.2): cost by nationality and who may activate what."""
from __future__ import annotations

from ..board.access import inert_error
from ..board.in_supply import supplied_by_beachhead, unit_supplied
from ..core import commands
from ..core.context import BE_AS_BR_SPACES, BRITISH_FAMILY
from ..core.effects import ELEVENTH_ARMY, FALL_OF_THE_TSAR, MOLTKE, SUD_ARMY, in_effect, played
from ..core.turn_track import season
from ..core.messages import msg

MODES = ("move", "attack")


def activation_nation(ctx, space: str, nation: str) -> str:
    """The nationality a unit counts as for the activation cost of ``space`` (9.2.3)."""
    if nation in BRITISH_FAMILY:
        return "br"
    if nation == "be" and space in BE_AS_BR_SPACES:
        return "br"
    if nation == "us" and ctx.spaces[space].nation in ("fr", "ge"):
        return "fr"
    if ctx.options["sn_mn_activate_as_parent"]:
        if nation == "sn":
            return "tu"
        if nation == "mn":
            return "sb"
    return nation


def one_nation_stack(ctx, st, space: str, sud_available: bool = True) -> str | None:
    """Card effects that make a mixed CP stack one nationality (9.2.3): "sud" for up to two
    German corps with one AH unit under SUD Army (one such stack per action round), "11th"
    for the German 11th Army with CP corps under 11th Army."""
    units = st.at.get(space, ())
    if len(units) < 2:
        return None
    if in_effect(st, ELEVENTH_ARMY) and "ge_11" in units and \
            all(u == "ge_11" or (ctx.unit_side[u] == "cp" and u not in ctx.armies) for u in units):
        return "11th"
    if sud_available and in_effect(st, SUD_ARMY):
        ge = [u for u in units if ctx.unit_nation[u] == "ge"]
        ah = [u for u in units if ctx.unit_nation[u] == "ah"]
        if len(ah) == 1 and 1 <= len(ge) <= 2 and len(ge) + 1 == len(units) and not (set(ge) & ctx.armies):
            return "sud"
    return None


def activation_cost(ctx, st, space: str, mode: str = "move", sud_available: bool = True) -> int:
    """9.2.3: one point per nationality in the space (forts are not units); 9.2.4: every unit
    counts, none may be left out. 9.2.2: after Fall of the Tsar, a combat activation costs one
    point per Russian unit."""
    units = st.at.get(space, ())
    if one_nation_stack(ctx, st, space, sud_available):
        return 1
    nations = set()
    per_unit = 0
    tsar_fallen = mode == "attack" and played(st, FALL_OF_THE_TSAR)
    where = ctx.spaces[space].nation
    # Moltke (AP #9) until Falkenhayn: CP units in Belgium and France cost one point each.
    moltke = where in ("be", "fr") and in_effect(st, MOLTKE)
    # Everyone Into Battle (AP #51), this turn: AP units in Italy, France and Belgium are one nationality.
    one_ap = where in ("it", "fr", "be") and st.counters.get("event_this_turn:ap51")
    for u in units:
        n = ctx.unit_nation[u]
        if (tsar_fallen and n == "ru") or (moltke and ctx.unit_side[u] == "cp"):
            per_unit += 1
            continue
        extra = st.beachhead and ctx.unit_side[u] == "ap" and beachhead_cost(ctx, st, u)
        if extra:
            per_unit += extra
            continue
        nations.add("ap" if one_ap and ctx.unit_side[u] == "ap" else activation_nation(ctx, space, n))
    return len(nations) + per_unit


MEF_ARMY_COST = 3


def beachhead_cost(ctx, st, unit: str) -> int:
    """9.2.7.1: the MEF army supplied through the beachhead costs 3, each other corps so
    supplied 1; not for an MEF brought in as an ordinary army (9.5.3.4)."""
    if unit == "br_mef" and "lost_ne:br_mef" in st.flags:
        return 0
    if not supplied_by_beachhead(ctx, st, unit):
        return 0
    return MEF_ARMY_COST if unit == "br_mef" else 1


def occupied_by(ctx, st, space: str, side: str) -> bool:
    """9.2.6: a space is occupied by a side's combat units; a fort alone does not count."""
    units = st.at.get(space)
    if st.cmd and units:   # seed 003, 5.5: the acting command activates only its own units
        return ctx.unit_side[units[0]] == side and any(commands.mine(ctx, st, u) for u in units)
    return bool(units) and ctx.unit_side[units[0]] == side


def costs_by_mode(st) -> bool:
    """Whether ``activation_cost`` may differ between move and attack (9.2.2, after Fall of
    the Tsar); else a space's cost can be worked out once for both modes."""
    return played(st, FALL_OF_THE_TSAR)


def activation_error(ctx, st, side: str, space: str, mode: str, points: int, activated: dict,
                     sud_used: bool = False, costs: dict | None = None) -> str | None:
    """Why ``space`` may not be activated for ``mode`` now, or None (9.2.2-9.2.7). ``costs``:
    a dict the caller keeps across the spaces of one position, to share their costs."""
    if mode not in MODES:
        return msg("operations.activation.activation_mode_must_be_move",
                   "activation mode must be 'move' or 'attack', not {mode!r}",
                   mode=mode)
    if space not in ctx.spaces:
        return msg("operations.activation.no_space", "no space {space_id!r}", space_id=space)
    if not occupied_by(ctx, st, space, side):
        return msg("operations.activation.holds_no_units_to_activate",
                   "{space} holds no {side} units to activate (9.2.6)",
                   ctx, space=space, side=side)
    inert = inert_error(ctx, st, space)
    if inert:
        return inert
    if space in activated:
        return msg("operations.activation.is_already_activated_for",
                   "{space} is already activated for {activated} (9.2.5)",
                   ctx, space=space, activated=activated[space])
    if not ctx.options["oos_space_activates"] and not _some_unit_supplied(ctx, st, space, costs):
        # 2004 14.3.1 forbids the activation itself; 2022 only the move or attack (option).
        return msg("operations.activation.every_unit_in_is_out",
                   "every unit in {space} is out of supply: it cannot be activated (14.3.1)",
                   ctx, space=space)
    if costs is None:
        cost = activation_cost(ctx, st, space, mode, sud_available=not sud_used)
    else:
        key = (space, mode) if costs_by_mode(st) else space
        cost = costs.get(key)
        if cost is None:
            cost = costs[key] = activation_cost(ctx, st, space, mode, sud_available=not sud_used)
    if cost > points:
        return msg("operations.activation.activating_costs_and_only_point",
                   "activating {space} costs {cost} and only {points} point(s) are left (9.2.3)",
                   ctx, space=space, cost=cost, points=points)
    if mode == "attack" and ctx.options["desert_summer_no_attack"] and season(st.turn) == "summer" \
            and ctx.spaces[space].terrain == "desert":
        return msg("operations.activation.is_a_desert_space_no",
                   "{space} is a desert space: no combat activation in summer (15.2.5)",
                   ctx, space=space)
    if mode == "attack" and side == "ap" and space in ctx.ne_spaces and not ne_combat_exempt(ctx, st, space):
        if any(m == "attack" and s in ctx.ne_spaces and not ne_combat_exempt(ctx, st, s)
               for s, m in activated.items()):
            return msg("operations.activation.the_allies_may_activate_only",
                       "the Allies may activate only one Near East space for combat per round (9.2.7)")
    return None


def _some_unit_supplied(ctx, st, space: str, costs: dict | None) -> bool:
    """9.2.4 / 14.3.1: a space may be activated while one of its units traces supply (asked
    once per space of a position when the caller shares ``costs``)."""
    key = ("supplied", space)
    if costs is not None and key in costs:
        return costs[key]
    answer = any(unit_supplied(ctx, st, u) for u in st.at[space])
    if costs is not None:
        costs[key] = answer
    return answer


def ne_combat_exempt(ctx, st, space: str) -> bool:
    """9.2.7: the MEF beachhead space and the BR NE army's space are outside the limit."""
    return space == st.beachhead or st.where.get("br_ne") == space
