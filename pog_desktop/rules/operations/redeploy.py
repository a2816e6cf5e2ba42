"""Strategic redeployment (13.0): overland through friendly spaces, corps by sea between
ports, to and from the reserve box, and the Near East limits (13.2).

Each redeployment is two decisions: pick a unit (``select``), then its destination (``sr``),
so that the lists stay short; ``cancel`` puts the unit back.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache

from ..board.access import end_barred, inert, is_closed, may_cross, unit_barred
from ..board.forts import can_besiege, fort_intact, is_besieged
from ..board.in_supply import position_memo, supplied_spaces, traces_to_foreign_source, unit_supplied
from ..board.nation_limits import capital_blocked, foreign_sources
from ..board.near_east import ne_counter, ne_limit_error, on_ne_map
from ..board.stacking import LIMIT, brest_litovsk_error, overstacked, overstacked_spaces
from ..core import commands
from ..core.actions import Action
from ..core.context import CHANNEL_PORTS
from ..core.effects import GREECE, SALONIKA, played
from ..core.prompts import Prompt
from ..core.state import reserve_box
from ..core.steps import Decision, log, step
from ..turn import sequence
from .movement import channel_ports_closed
from ..core.messages import msg

ARMY_COST, CORPS_COST = 4, 1   # 13.1.2
DONE, CANCEL = Action("done"), Action("cancel")


# Actions are immutable values: the candidates of every position share them.
@lru_cache(maxsize=None)
def _select(unit: str) -> Action:
    return Action("select", unit=unit)


@lru_cache(maxsize=8192)
def _sr(unit: str, to: str) -> Action:
    return Action("sr", unit=unit, to=to)


# how a redeployment went, as the log says it
WAY_WORDS = {"overland": msg("operations.redeploy.overland", "overland"),
             "sea": msg("operations.redeploy.sea", "sea"),
             "reserve": msg("operations.redeploy.reserve", "reserve")}


def start(ctx, st, side: str, points: int) -> None:
    st.sub = {"kind": "sr", "points": points, "done_units": set(), "selected": None}
    st.step = "redeploy"


def cost(ctx, unit: str) -> int:
    return ARMY_COST if unit in ctx.armies else CORPS_COST


def _friendly(ctx, st, side: str, space: str) -> bool:
    """A space SR may use: friendly-controlled with no enemy units, or an enemy fort our
    units besiege (13.1.6)."""
    units = st.at.get(space)
    if st.control.get(space) == side:
        return not units or ctx.unit_side[units[0]] == side
    return bool(units) and ctx.unit_side[units[0]] == side and is_besieged(ctx, st, space)


def overland(ctx, st, side: str, unit: str, start: str) -> set:
    """13.1.6: spaces reachable through friendly spaces along lines the unit may use; RU
    units stay inside Russia."""
    nation = ctx.unit_nation[unit]
    russian = nation == "ru"
    seen = {start}
    refused: set = set()   # spaces that failed the per-space tests: not tested again from another side
    todo = deque([start])
    while todo:
        s = todo.popleft()
        for e in ctx.neighbours[s]:
            t = e.to
            if t in seen or t in refused or (e.only and not may_cross(ctx, nation, e.only)):
                continue
            if (russian and ctx.spaces[t].nation != "ru") or not _friendly(ctx, st, side, t) \
                    or is_closed(ctx, st, t) or unit_barred(ctx, st, unit, t) \
                    or brest_litovsk_error(ctx, st, t, [unit]):
                refused.add(t)
                continue
            seen.add(t)
            todo.append(t)
    seen.discard(start)
    return seen


def _ports(ctx, st, space: str):
    """The sides whose port ``space`` is: the printed ports, and the MEF beachhead while it
    stands, an Allied port (9.5.3.5)."""
    return ("ap",) if space == st.beachhead else ctx.spaces[space].ports


def _port_ok(ctx, st, side: str, space: str) -> bool:
    """13.1.7.1-2: CP ports in Germany and Russia only (never a besieged Riga); AP ports
    elsewhere (the beachhead included), Constantinople only with Gallipoli in AP hands."""
    sp = ctx.spaces[space]
    if side not in _ports(ctx, st, space) or st.control.get(space) != side:
        return False
    if side == "cp":
        return sp.nation in ("ge", "ru") and not (space == "riga" and is_besieged(ctx, st, space))
    if sp.nation in ("ge", "ru"):
        return False
    return space != "constantinople" or st.control.get("gallipoli") == "ap"


def by_sea(ctx, st, side: str, unit: str, start: str) -> set:
    """13.1.7: corps only, port to port; never RU."""
    if unit in ctx.armies or ctx.unit_nation[unit] == "ru" or not _port_ok(ctx, st, side, start):
        return set()
    return {s for s in ctx.spaces if s != start and _port_ok(ctx, st, side, s)
            and not is_closed(ctx, st, s) and not unit_barred(ctx, st, unit, s)}


# 13.1.8 "their nation": the British-family corps count as British (London)
HOME_NATION = {"aus": "br", "cnd": "br", "pt": "br", "ana": "br"}


def from_reserve(ctx, st, side: str, unit: str) -> set:
    """13.1.8: to a space with supplied friendly units (2022: of the same nation), not one
    holding only the ANA or SN; corps also to a supplied friendly capital or supply source
    of their own nation (both editions: a German corps never to Vienna, a French one never
    to London); SB corps to Salonika; US corps to an Allied French port."""
    nation = ctx.unit_nation[unit]
    same = ctx.options["rb_sr_same_nation"]
    out = set()
    for s, units in st.at.items():
        if s not in ctx.spaces or not units or ctx.unit_side[units[0]] != side:
            continue
        if all(ctx.unit_nation[u] in ("ana", "sn") for u in units):
            continue
        if same and not any(ctx.unit_nation[u] == nation for u in units):
            continue
        if any(unit_supplied(ctx, st, u) for u in units):
            out.add(s)
    if unit not in ctx.armies:
        home = HOME_NATION.get(nation, nation)
        out.update(c for c in ctx.capitals.get(home, ()) + ctx.sources.get(home, ()) if st.control.get(c) == side)
        if nation == "sb" and st.control.get("salonika") == side:
            out.add("salonika")
        if nation == "us":
            out.update(s for s, sp in ctx.spaces.items() if sp.nation == "fr" and "ap" in sp.ports
                       and st.control.get(s) == "ap")
    if nation == "ru":
        out = {s for s in out if ctx.spaces[s].nation == "ru"}
    supplied = supplied_spaces(ctx, st, side)
    return {s for s in out if _friendly(ctx, st, side, s) and s in supplied
            and not is_closed(ctx, st, s) and not unit_barred(ctx, st, unit, s)}


def destinations(ctx, st, side: str, unit: str) -> dict:
    """Every destination ``unit`` can reach with the way it gets there (the limits that do
    not depend on the route are in ``sr_error``). Worked out once per position."""
    memo = position_memo(ctx, st)
    key = ("sr_destinations", side, unit)
    if key not in memo:
        memo[key] = _destinations(ctx, st, side, unit)
    return memo[key]


def _destinations(ctx, st, side: str, unit: str) -> dict:
    loc = st.where[unit]
    out: dict = {}
    if loc == reserve_box(side):
        for s in from_reserve(ctx, st, side, unit):
            out[s] = "reserve"
    elif loc in ctx.spaces:
        for s in by_sea(ctx, st, side, unit, loc):
            out[s] = "sea"
        supplied = supplied_spaces(ctx, st, side)
        for s in overland(ctx, st, side, unit, loc):
            if s in supplied:
                out[s] = "overland"
        if unit not in ctx.armies:
            out[reserve_box(side)] = "reserve"
    return out


def legal_destinations(ctx, st, side: str, unit: str) -> list[str]:
    """The destinations ``unit`` may redeploy to now: those it reaches (13.1.6-13.1.9) that
    pass the route-free limits of ``sr_error``, in name order."""
    ways = destinations(ctx, st, side, unit)
    return [s for s in sorted(ways) if sr_error(ctx, st, side, unit, s, ways[s]) is None]


def has_destination(ctx, st, side: str, unit: str) -> bool:
    """13.1: a redeployment takes the unit somewhere; one with nowhere to go cannot be
    picked, so picking it and cancelling can never repeat without end."""
    ways = destinations(ctx, st, side, unit)
    return any(sr_error(ctx, st, side, unit, s, w) is None for s, w in ways.items())


def sr_error(ctx, st, side: str, unit: str, to: str, way: str | None) -> str | None:
    """Checks that do not depend on the route: unit eligibility, cost, stacking, the channel
    ports, capitals and the Near East limits."""
    nation = ctx.unit_nation[unit]
    loc = st.where[unit]
    if way is None:
        return msg("operations.redeploy.cannot_redeploy_to_from",
                   "{unit} cannot redeploy to {to} from {loc} (13.1.6-13.1.8)",
                   ctx, unit=unit, to=to, loc=loc)
    rb = reserve_box(side)
    if to in ctx.spaces:
        err = _stacking_error(ctx, st, side, unit, to, way)
        if err:
            return err
        if side == "cp" and to in CHANNEL_PORTS and channel_ports_closed(st):
            return msg("operations.redeploy.cp_units_may_not_end",
                       "CP units may not end an SR in {space} yet (11.1.9)",
                       ctx, space=to)
        err = brest_litovsk_error(ctx, st, to, [unit]) or end_barred(ctx, st, unit, to)
        if err:
            return err
        if to == "kavala" and side == "ap" and not (played(st, SALONIKA) or played(st, GREECE)):
            return msg("operations.redeploy.the_allies_may_sr_into",
                       "the Allies may SR into Kavala only after Salonika or Greece's entry (9.5.2.4)")
    if loc in ctx.spaces and fort_intact(ctx, st, loc) and st.control.get(loc) != side:
        rest = [u for u in st.at[loc] if u != unit]
        if not can_besiege(ctx, rest, ctx.spaces[loc].fort):
            return msg("operations.redeploy.may_not_leave_the_siege",
                       "{unit} may not leave {space}: the siege would be lifted (13.1.6)",
                       ctx, unit=unit, space=loc)
    if rb in (loc, to):
        if capital_blocked(ctx, st, nation, side):
            return msg("operations.redeploy.the_capital_is_held_or",
                       "the {nation} capital is held or besieged by the enemy: no SR to or from the reserve box "
                       "(13.1.11)",
                       nation=nation.upper())
        if to == rb and nation == "ana" and ctx.options["ana_no_sr_to_reserve"]:
            return msg("operations.redeploy.the_ana_may_not_sr", "the ANA may not SR into the reserve box (13.1.9)")
        if to == rb and traces_to_foreign_source(ctx, st, unit, foreign_sources(ctx, nation)):
            return (msg("operations.redeploy.draws_supply_only_from_another",
                        "{unit} draws supply only from another nation's source and may not SR to the reserve box "
                        "(13.1.12)",
                        ctx, unit=unit))
    if nation == "mn" and way == "overland":
        return msg("operations.redeploy.the_mn_corps_never_redeploys",
                   "the MN corps never redeploys overland (13.1.11)")
    return ne_limit_error(ctx, st, side, unit, loc, to, way)


def _stacking_error(ctx, st, side, unit, to, way) -> str | None:
    """10.1.2: a space may hold a fourth unit during an SR as long as the limit is met when the
    SR ends. So a unit may join a full stack only while no other space is over the limit and
    a unit of that stack can still redeploy out with the points left (13.1.10); until one
    does, only units of the overstacked space may redeploy, and the SR cannot end."""
    if not overstacked(st, to, arriving=1):
        return None
    full = msg("operations.redeploy.already_holds_units",
               "{space} already holds {limit} units (10.1.1)",
               ctx, space=to, limit=LIMIT)
    if overstacked_spaces(ctx, st):
        return msg("operations.redeploy.first_bring_the_overstacked_space",
                   "{full}; first bring the overstacked space back within the limit (10.1.2)",
                   full=full)
    after = st.clone(log=False)
    _redeploy(ctx, after, side, unit, to, way)
    if not any(_may_leave(ctx, after, side, u, to) for u in after.at[to] if u != unit):
        return msg("operations.redeploy.and_no_unit_there_could",
                   "{full}, and no unit there could redeploy out with the points left to end within the limit "
                   "(10.1.2)",
                   full=full)
    return None


def _may_leave(ctx, st, side, unit, space) -> bool:
    if unit_error(ctx, st, side, unit):
        return False
    ways = destinations(ctx, st, side, unit)
    return any(d != space and sr_error(ctx, st, side, unit, d, w) is None for d, w in ways.items())


def _redeploy(ctx, st, side, unit, to, way) -> None:
    """One unit's SR: its Near East count (13.2), the move, the points, once per round (13.1.3)."""
    loc = st.where[unit]
    key = None if on_ne_map(ctx, loc) == on_ne_map(ctx, to) else ne_counter(ctx, st, side, unit, way)
    if key:
        st.counters[key] = st.counters.get(key, 0) + 1
    st.place(unit, to)
    if st.cmd:   # seed 003: a unit taken out of the reserve box stays with the command that moved it
        st.cmd["units"][unit] = st.cmd["on"][side]
    st.sub["points"] -= cost(ctx, unit)
    st.sub["done_units"].add(unit)
    st.sub.pop("cancelled", None)   # a redeployment made: the cancelled units may be picked again


@step("redeploy")
class Redeploy(Decision):
    def prompt(self, ctx, st):
        legal = self.legal(ctx, st)
        return Prompt(st.active, st.active, self.name,
                      msg("operations.redeploy.sr_point_s_pick_a",
                          "{side}: {points} SR point(s): pick a unit to redeploy, or done",
                          side=st.active, points=st.sub['points']),
                      {"units": [a.unit for a in legal if a.unit],
                       "buttons": ["done"] if Action("done") in legal else []})

    def candidates(self, ctx, st):
        side = st.active
        pts = st.sub["points"]
        out = []
        if pts > 0:
            done = st.sub["done_units"]
            rb = reserve_box(side)
            for u, loc in st.where.items():
                if ctx.unit_side[u] == side and (loc == rb or loc in ctx.spaces) and u not in done \
                        and cost(ctx, u) <= pts:
                    out.append(_select(u))
        out.append(DONE)
        return out

    def legal(self, ctx, st):
        over = overstacked_spaces(ctx, st)   # the same for every candidate
        return [a for a in self.candidates(ctx, st) if self.check(ctx, st, a, over) is None]

    doing = msg("operations.redeploy.pick_a_unit_to_redeploy", "pick a unit to redeploy or say done")

    def check(self, ctx, st, a, over=None):
        """``over``: the overstacked spaces, looked up once for a whole list of candidates."""
        return super().check(ctx, st, a) if over is None else getattr(self, f"check_{a.type}")(ctx, st, a, over)

    def check_done(self, ctx, st, a, over=None):
        over = overstacked_spaces(ctx, st) if over is None else over
        return None if not over else \
            msg("operations.redeploy.holds_more_than_units_redeploy",
                "{space} holds more than {limit} units: redeploy one out first (10.1.2)",
                ctx, space=over[0], limit=LIMIT)

    def check_select(self, ctx, st, a, over=None):
        over = overstacked_spaces(ctx, st) if over is None else over
        err = unit_error(ctx, st, st.active, a.unit)
        if err is None and over and st.where[a.unit] not in over:
            return msg("operations.redeploy.holds_more_than_units_redeploy_2",
                       "{space} holds more than {limit} units: redeploy one of them out first (10.1.2)",
                       ctx, space=over[0], limit=LIMIT)
        if err is None and not has_destination(ctx, st, st.active, a.unit):
            return msg("operations.redeploy.has_nowhere_to_redeploy",
                       "{unit} has nowhere to redeploy to (13.1.6-13.1.9)", ctx, unit=a.unit)
        return err

    def apply_done(self, ctx, st, a):
        sequence.end_action(ctx, st)

    def apply_select(self, ctx, st, a):
        st.sub["selected"] = a.unit
        st.step = "redeploy_to"


def unit_error(ctx, st, side, unit) -> str | None:
    if unit not in ctx.units or ctx.unit_side[unit] != side:
        return msg("operations.redeploy.is_not_a_unit", "{unit_id!r} is not a {side} unit", unit_id=unit, side=side)
    loc = st.where.get(unit)
    if loc != reserve_box(side) and loc not in ctx.spaces:
        return msg("operations.redeploy.is_not_on_the_map",
                   "{unit} is not on the map or in the reserve box",
                   ctx, unit=unit)
    if unit in st.sub.get("cancelled", ()):
        return msg("operations.redeploy.was_just_cancelled",
                   "{unit} was just put back: redeploy another unit first, or say done",
                   ctx, unit=unit)
    if unit in st.sub["done_units"]:
        return msg("operations.redeploy.has_already_redeployed_this_round",
                   "{unit} has already redeployed this round (13.1.3)",
                   ctx, unit=unit)
    if not commands.mine(ctx, st, unit):
        return msg("operations.redeploy.is_under_the_other_command",
                   "{unit} is under the other {side} command (seed 003, 2)",
                   ctx, unit=unit, side=side)
    if inert(ctx, st, unit):
        return msg("operations.redeploy.belongs_to_a_neutral_nation",
                   "{unit} belongs to a neutral nation and may not redeploy (9.5.2.4)",
                   ctx, unit=unit)
    if cost(ctx, unit) > st.sub["points"]:
        return msg("operations.redeploy.redeploying_costs_sr_point_s",
                   "redeploying {unit} costs {cost}; {points} SR point(s) left (13.1.2)",
                   ctx, unit=unit, cost=cost(ctx, unit), points=st.sub['points'])
    if loc in ctx.spaces and not unit_supplied(ctx, st, unit):
        return msg("operations.redeploy.is_out_of_supply_and",
                   "{unit} is out of supply and may not redeploy (13.1.5)",
                   ctx, unit=unit)
    return None


@step("redeploy_to")
class RedeployTo(Decision):
    def prompt(self, ctx, st):
        u = st.sub["selected"]
        legal = self.legal(ctx, st)
        return Prompt(st.active, st.active, self.name,
                      msg("operations.redeploy.where_does_redeploy",
                          "{side}: where does {unit} redeploy?",
                          ctx, side=st.active, unit=u),
                      {"spaces": [a.to for a in legal if a.to], "units": [u],
                       "buttons": ["cancel"] if CANCEL in legal else []})

    def candidates(self, ctx, st):
        u = st.sub["selected"]
        return [_sr(u, s) for s in sorted(destinations(ctx, st, st.active, u))] + [CANCEL]

    def legal(self, ctx, st):
        u = st.sub["selected"]
        out = [_sr(u, s) for s in legal_destinations(ctx, st, st.active, u)]
        return out + ([CANCEL] if self.check_cancel(ctx, st, CANCEL) is None else [])

    def check_cancel(self, ctx, st, a):
        """While a space is overstacked the picked unit (one of that space's) must go: the units
        put back may not be picked again, so cancelling could leave nothing to do (10.1.2)."""
        over = overstacked_spaces(ctx, st)
        return None if not over else msg("operations.redeploy.holds_more_than_units_redeploy_2",
                                         "{space} holds more than {limit} units: redeploy one of them out first (10.1.2)",
                                         ctx, space=over[0], limit=LIMIT)

    def wrong_type(self, ctx, st, a):
        return msg("operations.redeploy.now_choose_where_redeploys_or",
                   "now choose where {selected} redeploys, or cancel",
                   selected=st.sub['selected'])

    def check_sr(self, ctx, st, a):
        if a.unit != st.sub["selected"]:
            return self.wrong_type(ctx, st, a)
        ways = destinations(ctx, st, st.active, a.unit)
        return sr_error(ctx, st, st.active, a.unit, a.to, ways.get(a.to))

    def apply_cancel(self, ctx, st, a):
        """The unit goes back, and may not be picked again before another unit redeploys:
        else pick-cancel could repeat without end, and an action round has an end (13.1.3)."""
        st.step = "redeploy"
        st.sub["cancelled"] = sorted({*st.sub.get("cancelled", ()), st.sub["selected"]})
        st.sub["selected"] = None

    def apply_sr(self, ctx, st, a):
        st.step = "redeploy"
        st.sub["selected"] = None
        side = st.active
        ways = destinations(ctx, st, side, a.unit)
        _redeploy(ctx, st, side, a.unit, a.to, ways[a.to])
        where = msg("core.place.space", "{space}", ctx, space=a.to) if a.to in ctx.spaces else msg(
            "operations.redeploy.the_reserve_box", "the reserve box")
        log(st, "sr", msg("operations.redeploy.redeploys_to",
                          "{unit} redeploys to {where} ({ways})",
                          ctx, unit=a.unit, where=where, ways=WAY_WORDS.get(ways[a.to], ways[a.to])), side,
            units=[a.unit], spaces=[a.to] if a.to in ctx.spaces else [])
