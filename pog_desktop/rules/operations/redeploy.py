"""Strategic redeployment (13.0): overland through friendly spaces, corps by sea between
ports, to and from the reserve box, and the Near East limits (13.2).

Each redeployment is two decisions: pick a unit (``select``), then its destination (``sr``),
so that the lists stay short; ``cancel`` puts the unit back.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache

from ..board.access import end_barred, inert, may_cross, space_closed, unit_barred
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

ARMY_COST, CORPS_COST = 4, 1   # 13.1.2
DONE, CANCEL = Action("done"), Action("cancel")


# Actions are immutable values: the candidates of every position share them.
@lru_cache(maxsize=None)
def _select(unit: str) -> Action:
    return Action("select", unit=unit)


@lru_cache(maxsize=8192)
def _sr(unit: str, to: str) -> Action:
    return Action("sr", unit=unit, to=to)


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
                    or space_closed(ctx, st, t) or unit_barred(ctx, st, unit, t) \
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
            and not space_closed(ctx, st, s) and not unit_barred(ctx, st, unit, s)}


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
            and not space_closed(ctx, st, s) and not unit_barred(ctx, st, unit, s)}


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


def sr_error(ctx, st, side: str, unit: str, to: str, way: str | None) -> str | None:
    """Checks that do not depend on the route: unit eligibility, cost, stacking, the channel
    ports, capitals and the Near East limits."""
    name = ctx.units[unit].name
    nation = ctx.unit_nation[unit]
    loc = st.where[unit]
    if way is None:
        return f"{name} cannot redeploy to {to} from {loc} (13.1.6-13.1.8)"
    rb = reserve_box(side)
    if to in ctx.spaces:
        err = _stacking_error(ctx, st, side, unit, to, way)
        if err:
            return err
        if side == "cp" and to in CHANNEL_PORTS and channel_ports_closed(st):
            return f"CP units may not end an SR in {ctx.spaces[to].name} yet (11.1.9)"
        err = brest_litovsk_error(ctx, st, to, [unit]) or end_barred(ctx, st, unit, to)
        if err:
            return err
        if to == "kavala" and side == "ap" and not (played(st, SALONIKA) or played(st, GREECE)):
            return "the Allies may SR into Kavala only after Salonika or Greece's entry (9.5.2.4)"
    if loc in ctx.spaces and fort_intact(ctx, st, loc) and st.control.get(loc) != side:
        rest = [u for u in st.at[loc] if u != unit]
        if not can_besiege(ctx, rest, ctx.spaces[loc].fort):
            return f"{name} may not leave {ctx.spaces[loc].name}: the siege would be lifted (13.1.6)"
    if rb in (loc, to):
        if capital_blocked(ctx, st, nation, side):
            return f"the {nation.upper()} capital is held or besieged by the enemy: no SR to or from the reserve box (13.1.11)"
        if to == rb and nation == "ana" and ctx.options["ana_no_sr_to_reserve"]:
            return "the ANA may not SR into the reserve box (13.1.9)"
        if to == rb and traces_to_foreign_source(ctx, st, unit, foreign_sources(ctx, nation)):
            return (f"{name} draws supply only from another nation's source and may not SR to the reserve box "
                    f"(13.1.12)")
    if nation == "mn" and way == "overland":
        return "the MN corps never redeploys overland (13.1.11)"
    return ne_limit_error(ctx, st, side, unit, loc, to, way)


def _stacking_error(ctx, st, side, unit, to, way) -> str | None:
    """10.1.2: a space may hold a fourth unit during an SR as long as the limit is met when the
    SR ends. So a unit may join a full stack only while no other space is over the limit and
    a unit of that stack can still redeploy out with the points left (13.1.10); until one
    does, only units of the overstacked space may redeploy, and the SR cannot end."""
    if not overstacked(st, to, arriving=1):
        return None
    full = f"{ctx.spaces[to].name} already holds {LIMIT} units (10.1.1)"
    if overstacked_spaces(ctx, st):
        return f"{full}; first bring the overstacked space back within the limit (10.1.2)"
    after = st.clone(log=False)
    _redeploy(ctx, after, side, unit, to, way)
    if not any(_may_leave(ctx, after, side, u, to) for u in after.at[to] if u != unit):
        return f"{full}, and no unit there could redeploy out with the points left to end within the limit (10.1.2)"
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


@step("redeploy")
class Redeploy(Decision):
    def prompt(self, ctx, st):
        legal = self.legal(ctx, st)
        return Prompt(st.active, st.active, self.name,
                      f"{st.active.upper()}: {st.sub['points']} SR point(s): pick a unit to redeploy, or done",
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

    doing = "pick a unit to redeploy or say done"

    def check(self, ctx, st, a, over=None):
        """``over``: the overstacked spaces, looked up once for a whole list of candidates."""
        return super().check(ctx, st, a) if over is None else getattr(self, f"check_{a.type}")(ctx, st, a, over)

    def check_done(self, ctx, st, a, over=None):
        over = overstacked_spaces(ctx, st) if over is None else over
        return None if not over else \
            f"{ctx.spaces[over[0]].name} holds more than {LIMIT} units: redeploy one out first (10.1.2)"

    def check_select(self, ctx, st, a, over=None):
        over = overstacked_spaces(ctx, st) if over is None else over
        err = unit_error(ctx, st, st.active, a.unit)
        if err is None and over and st.where[a.unit] not in over:
            return f"{ctx.spaces[over[0]].name} holds more than {LIMIT} units: redeploy one of them out first (10.1.2)"
        return err

    def apply_done(self, ctx, st, a):
        sequence.end_action(ctx, st)

    def apply_select(self, ctx, st, a):
        st.sub["selected"] = a.unit
        st.step = "redeploy_to"


def unit_error(ctx, st, side, unit) -> str | None:
    if unit not in ctx.units or ctx.unit_side[unit] != side:
        return f"{unit!r} is not a {side.upper()} unit"
    loc = st.where.get(unit)
    if loc != reserve_box(side) and loc not in ctx.spaces:
        return f"{ctx.units[unit].name} is not on the map or in the reserve box"
    if unit in st.sub["done_units"]:
        return f"{ctx.units[unit].name} has already redeployed this round (13.1.3)"
    if not commands.mine(ctx, st, unit):
        return f"{ctx.units[unit].name} is under the other {side.upper()} command (seed 003, 2)"
    if inert(ctx, st, unit):
        return f"{ctx.units[unit].name} belongs to a neutral nation and may not redeploy (9.5.2.4)"
    if cost(ctx, unit) > st.sub["points"]:
        return f"redeploying {ctx.units[unit].name} costs {cost(ctx, unit)}; {st.sub['points']} SR point(s) left (13.1.2)"
    if loc in ctx.spaces and not unit_supplied(ctx, st, unit):
        return f"{ctx.units[unit].name} is out of supply and may not redeploy (13.1.5)"
    return None


@step("redeploy_to")
class RedeployTo(Decision):
    def prompt(self, ctx, st):
        u = st.sub["selected"]
        return Prompt(st.active, st.active, self.name,
                      f"{st.active.upper()}: where does {ctx.units[u].name} redeploy?",
                      {"spaces": [a.to for a in self.legal(ctx, st) if a.to], "units": [u], "buttons": ["cancel"]})

    def candidates(self, ctx, st):
        u = st.sub["selected"]
        return [_sr(u, s) for s in sorted(destinations(ctx, st, st.active, u))] + [CANCEL]

    def legal(self, ctx, st):
        u = st.sub["selected"]
        ways = destinations(ctx, st, st.active, u)
        out = [_sr(u, s) for s in sorted(ways)
               if sr_error(ctx, st, st.active, u, s, ways[s]) is None]
        return out + [CANCEL]

    def wrong_type(self, ctx, st, a):
        return f"now choose where {st.sub['selected']} redeploys, or cancel"

    def check_sr(self, ctx, st, a):
        if a.unit != st.sub["selected"]:
            return self.wrong_type(ctx, st, a)
        ways = destinations(ctx, st, st.active, a.unit)
        return sr_error(ctx, st, st.active, a.unit, a.to, ways.get(a.to))

    def apply_cancel(self, ctx, st, a):
        st.step = "redeploy"
        st.sub["selected"] = None

    def apply_sr(self, ctx, st, a):
        st.step = "redeploy"
        st.sub["selected"] = None
        side = st.active
        ways = destinations(ctx, st, side, a.unit)
        _redeploy(ctx, st, side, a.unit, a.to, ways[a.to])
        where = ctx.spaces[a.to].name if a.to in ctx.spaces else "the reserve box"
        log(st, "sr", f"{ctx.units[a.unit].name} redeploys to {where} ({ways[a.to]})", side,
            units=[a.unit], spaces=[a.to] if a.to in ctx.spaces else [])
