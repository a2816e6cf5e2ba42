"""Which spaces and connections a unit may use at all: neutral countries (11.1.11-13), the
MEF spaces (11.1.10), dashed lines (11.1.4), the BEF (11.1.17), the Near East armies
(11.3.1). Movement, SR and placement all ask here."""
from __future__ import annotations

from ..core.context import BEF_NATIONS, BEF_UNITS, BRITISH_FAMILY
from ..core.effects import BREST_LITOVSK, SALONIKA, played
from .fronts import forbidden
from .near_east import ne_army_error
from ..core.messages import msg

_BR_ON_DASHED = frozenset({"aus", "cnd", "pt"})
_TU_ON_DASHED = frozenset({"sn"})   # 2022 11.1.4: the SN counts as Turkish (both editions, as AUS/CND/PT)


def space_closed(ctx, st, space: str) -> str | None:
    """The reason no unit may enter ``space`` now, or None."""
    why = _closed_by(ctx, st, space)
    if why is None:
        return None
    if why == "persia":
        return msg("board.access.is_in_persia_closed_until",
                   "{space} is in Persia, closed until Turkey is at war (11.1.13)",
                   ctx, space=space)
    if why == "neutral":
        return msg("board.access.belongs_to_a_neutral_nation",
                   "{space} belongs to a neutral nation ({n}) (11.1.11)",
                   ctx, space=space, n=ctx.spaces[space].nation.upper())
    return msg("board.access.is_an_mef_space_without",
               "{space} is an MEF space without the beachhead marker (11.1.10)",
               ctx, space=space)


def is_closed(ctx, st, space: str) -> bool:
    """Whether no unit may enter ``space`` now (``space_closed`` without writing its reason:
    asked for the whole board)."""
    return _closed_by(ctx, st, space) is not None


def _closed_by(ctx, st, space: str) -> str | None:
    """What closes ``space`` now: "persia" (11.1.13), "neutral" (11.1.11; 9.5.2.4: limited
    Greek entry opens the empty Greek spaces), "mef" (11.1.10), or None."""
    sp = ctx.spaces[space]
    n = sp.nation
    if n == "pe" and "tu" in st.neutral:
        return "persia"
    if n in st.neutral:
        if n == "gr" and played(st, SALONIKA) and not st.at.get(space):
            return None
        return "neutral"
    if sp.beachhead and st.beachhead != space:
        return "mef"
    return None


LIMITED_ENTRY = frozenset({"gr"})   # 9.5.2.4: the one nation whose units may stand on the map while neutral


def inert(ctx, st, unit: str) -> bool:
    """9.5.2.4: the Greek corps set up by Salonika while Greece stays neutral are never moved,
    redeployed or attacked, and take no part in attrition, until Greece enters."""
    nation = ctx.unit_nation[unit]
    return nation in LIMITED_ENTRY and nation in st.neutral


def inert_error(ctx, st, space: str) -> str | None:
    units = [u for u in st.at.get(space, ()) if inert(ctx, st, u)]
    if not units:
        return None
    return (msg("board.access.holds_units_of_a_neutral",
                "{space} holds units of a neutral nation ({unit_nation}): nobody moves or attacks them until it "
                "enters (9.5.2.4)",
                ctx, space=space, unit_nation=ctx.unit_nation[units[0]].upper()))


def unit_barred(ctx, st, unit: str, space: str, fronts: bool = True) -> str | None:
    """The reason ``unit`` itself may not be in ``space``, or None. ``fronts``: also another
    command's combat area (four-player variant, seed 003 6.2; a retreat may lift it)."""
    if unit in BEF_UNITS and ctx.spaces[space].nation not in BEF_NATIONS:
        return msg("board.access.the_bef_may_not_operate",
                   "the BEF may not operate outside Britain, France, Belgium and Germany (11.1.17)")
    if space in ctx.ne_spaces:   # (asked for every space of a retreat map: the cheap tests first)
        err = ne_army_error(ctx, st, unit, space)
        if err:
            return err
    if ctx.options["italian_front_restriction"] and unit in ctx.armies and ctx.spaces[space].nation == "it" \
            and st.commitment["ap"] != "total" and ctx.unit_nation[unit] not in ("ah", "it"):
        return msg("board.access.until_the_allies_reach_total",
                   "until the Allies reach Total War only AH and IT armies may operate in Italy (5.7.4.6)")
    if ctx.unit_nation.get(unit) == "ru" and played(st, BREST_LITOVSK) and \
            ctx.spaces[space].nation not in ("ru", "ge", "tu", "ah", "ro"):
        return msg("board.access.after_brest_litovsk_ru_units",
                   "after Brest-Litovsk RU units stay in RU, GE, TU, AH and RO spaces (16.4.9)")
    return forbidden(ctx, st, unit, space) if fronts and st.cmd else None


def may_cross(ctx, nation: str, only: frozenset) -> bool:
    """11.1.4: a dashed line serves only the nations printed beside it."""
    if not only or "mef" in only:
        return True
    if nation in only:
        return True
    if nation in _BR_ON_DASHED and "br" in only:
        return True
    return nation in _TU_ON_DASHED and "tu" in only


def group_may_cross(ctx, units, only: frozenset) -> bool:
    if not only:
        return True
    return all(may_cross(ctx, ctx.unit_nation[u], only) for u in units)


def british(nation: str) -> bool:
    return nation in BRITISH_FAMILY


ITALIAN_FRONT_GE_NO_END = frozenset({"trent", "villach", "trieste"})


def end_barred(ctx, st, unit: str, space: str) -> str | None:
    """Where ``unit`` may pass but not stop: 5.7.4.6 (2022 Historical) keeps German armies
    out of Trent, Villach and Trieste until the Allies reach Total War."""
    if ctx.options["italian_front_restriction"] and space in ITALIAN_FRONT_GE_NO_END and unit in ctx.armies \
            and ctx.unit_nation[unit] == "ge" and st.commitment["ap"] != "total":
        return msg("board.access.no_german_army_may_end",
                   "no German army may end in {space} before Allied Total War (5.7.4.6)",
                   ctx, space=space)
    return None
