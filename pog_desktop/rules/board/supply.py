"""Supply (14.0): which spaces each kind of unit traces supply from, computed fast and cached.

Units of one nation trace the same way, so supply is computed per *supply group* (sources,
usable dashed lines, sea supply or not) as the set of spaces from which a unit of that group
is in supply. A ``SupplyState`` holds the few facts tracing depends on (control, besieged
forts, active beachheads, nations at war, blocked spaces); its ``key`` is a compact bytes
value, and ``SupplyNetwork`` caches each group's set by that key, so a position asked about
again costs a dictionary look-up and a changed position costs one breadth-first pass per
group asked about (a few hundred spaces).
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import repeat
from typing import Iterable, Mapping

from pog_desktop.data.model import MapData, Unit

from ..core.named_units import ALWAYS_SUPPLIED, BEACHHEAD_USERS_EXTRA
from ..core.per_map import per_map
from .access import may_cross
from .always_supplied import always_supplied, spaces_without_line
from .control import ana_held, effective_control
from .forts import besieged_forts

SUPPLIED = "supplied"
OUT_OF_SUPPLY = "oos"
MEDINA_ONLY = "medina"

CP_NATIONS = frozenset({"ge", "ah", "tu", "bu", "sn"})
RUSSIAN_SOURCE_USERS = frozenset({"ru", "sb", "ro"})
SALONIKA = "salonika"
BELGRADE = "belgrade"
MEDINA = "medina"
GALLIPOLI = "gallipoli"
CONSTANTINOPLE = "constantinople"
TARANTO = "taranto"
CACHE_SIZE = 512
_CODE = {"ap": "a", "cp": "c"}
_ORDERS: dict[tuple, int] = {}   # the key orders of control dicts seen; numbers never reused
MAX_ORDERS = 64


@dataclass(frozen=True)
class SupplyGroup:
    """Units that trace supply alike: their side, candidate sources (usable only while
    friendly-controlled and their nation is at war), the dashed lines they may cross (each
    named by its nations, 11.1.4, 14.1.2), and whether they may use sea supply (14.1.4, 14.2.2).
    Units whose lines, sources and sea rule agree share one group, so one cached answer."""

    side: str
    sources: frozenset[str]
    dashed: frozenset[frozenset[str]]
    sea: bool
    beachheads: bool = False
    sources_any_control: frozenset[str] = frozenset()


@dataclass(frozen=True)
class SupplyState:
    """The position as supply sees it. ``control``: space -> "ap", "cp" or None (neutral).
    ``besieged``: spaces whose fort is besieged. ``beachheads``: active MEF beachheads.
    ``at_war``: nations at war (None: all). ``blocked``: spaces no one may trace through
    (neutral Greek units, 9.5.2.4)."""

    control: Mapping[str, str | None]
    besieged: frozenset[str] = frozenset()
    beachheads: frozenset[str] = frozenset()
    at_war: frozenset[str] | None = None
    blocked: frozenset[str] = frozenset()

    @cached_property
    def key(self) -> tuple:
        # Control as a string, not a tuple: the key is hashed on every cache look-up, and str
        # caches its hash. The string follows the control dict's own order, with that order
        # named by a number (positions of one game share one order); past a few orders, by
        # sorted space names.
        control = self.control
        names = tuple(control)
        order = _ORDERS.get(names)
        if order is None and len(_ORDERS) < MAX_ORDERS:
            order = _ORDERS[names] = len(_ORDERS)
        if order is None:
            order, ctl = "sorted", "".join(map(_CODE.get, map(control.__getitem__, sorted(control)), repeat("-")))
        else:
            ctl = "".join(map(_CODE.get, control.values(), repeat("-")))
        return (order, ctl, self.besieged, self.beachheads, self.at_war, self.blocked)

    def with_control(self, space: str, side: str | None) -> "SupplyState":
        control = dict(self.control)
        control[space] = side
        return replace(self, control=control)


class SupplyNetwork:
    """Supply tracing on one map. Build once per game definition; ask it per position."""

    def __init__(self, board: MapData, nation_sides: Mapping[str, str], ana_sn_near_east_only: bool = False):
        self.board = board
        self.ana_sn_near_east_only = ana_sn_near_east_only   # 14.1.5 (2022), see always_supplied
        self.order = sorted(board.spaces)
        self.index = {s: i for i, s in enumerate(self.order)}
        self.nation_sides = dict(nation_sides)
        # The map's dashed lines per nations and its adjacency per dashed lines: static, so
        # shared by every network on this map (a new game's network starts with them).
        self._lines_memo, self._links = _map_statics(board)
        self._cache: OrderedDict = OrderedDict()
        self.hits = 0
        self.misses = 0
        spaces = board.spaces.values()
        self.ports = {side: frozenset(s.id for s in spaces if side in s.ports) for side in ("ap", "cp")}
        sources = [s for s in spaces if s.supply_source]
        self.cp_sources = frozenset(s.id for s in sources if s.side == "cp")
        self.russian_sources = frozenset(s.id for s in sources if s.nation == "ru") | {BELGRADE}
        self.western_sources = frozenset(s.id for s in sources if s.nation == "br")
        self.mef_spaces = frozenset(s.id for s in spaces if s.beachhead)
        # Groups depend only on the map and the unit definitions: worked out once each.
        self._space_groups: dict = {}
        self._unit_groups: dict = {}
        self._passable_memo: OrderedDict = OrderedDict()   # (side, state key) -> passable
        self.albania = frozenset(s.id for s in spaces if s.nation == "al")
        self.nations = frozenset(nation_sides) | frozenset(s.nation for s in spaces if s.nation)

    # -- groups -------------------------------------------------------------------------
    def group_for(self, unit: Unit) -> SupplyGroup | None:
        """14.2: the group a unit traces with; None for units always in supply (14.1.5)."""
        key = unit.id
        if key not in self._unit_groups:
            self._unit_groups[key] = self._group_for(unit)
        return self._unit_groups[key]

    def traced_group(self, unit: Unit) -> SupplyGroup:
        """The group of an always-supplied unit where it must trace after all (14.1.5, 2022:
        the ANA and SN off the Near East map): its nation's, as for any other unit."""
        key = (unit.id, "traced")
        if key not in self._unit_groups:
            self._unit_groups[key] = self._group_for(unit, traced=True)
        return self._unit_groups[key]

    def always_supplied(self, unit_id: str, space: str) -> bool:
        """14.1.5: ``unit_id`` in ``space`` needs no supply line (nor does the space)."""
        return always_supplied(self.board, unit_id, space, self.ana_sn_near_east_only)

    def _group_for(self, unit: Unit, traced: bool = False) -> SupplyGroup | None:
        if unit.id in ALWAYS_SUPPLIED and not traced:
            return None
        n = unit.nation
        if n in CP_NATIONS:
            return SupplyGroup("cp", self.cp_sources, self._lines({n}), True)
        if n == "ru":
            return SupplyGroup("ap", self.russian_sources, self._lines({"ru"}), False)
        if n in RUSSIAN_SOURCE_USERS:
            # 14.2.3: Serbs may also use Salonika; 11.1.4: SB and RO trace over RU dashed lines.
            extra = {SALONIKA} if n == "sb" else set()
            return SupplyGroup("ap", self.russian_sources | extra, self._lines({n, "ru"}), False)
        if unit.id in BEACHHEAD_USERS_EXTRA or (n == "br" and unit.type == "corps"):
            return SupplyGroup("ap", self.western_sources, self._lines({n}), True, beachheads=True)
        return SupplyGroup("ap", self.western_sources, self._lines({n}), True)

    def space_group(self, side: str, albania: bool = False) -> SupplyGroup:
        """14.2.5 / 11.1.4: for space attrition any source of the side and any friendly dashed
        line; Albanian spaces may also trace to Taranto (11.1.12)."""
        key = (side, albania)
        group = self._space_groups.get(key)
        if group is None:
            group = self._space_groups[key] = self._space_group(side, albania)
        return group

    def _space_group(self, side: str, albania: bool) -> SupplyGroup:
        if side == "cp":
            sources, dashed = self.cp_sources, frozenset(n for n, s in self.nation_sides.items() if s == "cp")
            return SupplyGroup("cp", sources, self._lines(dashed), True)
        dashed = frozenset(n for n, s in self.nation_sides.items() if s == "ap")
        sources = self.western_sources | self.russian_sources | {SALONIKA}
        return SupplyGroup("ap", sources, self._lines(dashed), True, beachheads=True,
                           sources_any_control=frozenset({TARANTO}) if albania else frozenset())

    # -- tracing ------------------------------------------------------------------------
    def _lines(self, nations) -> frozenset[frozenset[str]]:
        """The dashed lines (by their nation labels) that a unit of any of ``nations`` may use."""
        key = frozenset(nations)
        lines = self._lines_memo.get(key)
        if lines is None:
            lines = self._lines_memo[key] = self._scan_lines(key)
        return lines

    def _scan_lines(self, nations: frozenset[str]) -> frozenset[frozenset[str]]:
        return frozenset(c.only for c in self.board.connections
                         if c.only and any(may_cross(None, n, c.only) for n in nations))

    def _adjacency(self, dashed: frozenset[frozenset[str]]) -> list[frozenset[int]]:
        """Each space's neighbours (by index) over the solid lines and the ``dashed`` ones."""
        links = self._links.get(dashed)
        if links is None:
            near: list[set[int]] = [set() for _ in self.order]
            for c in self.board.connections:
                if c.only and c.only not in dashed:
                    continue
                a, b = self.index[c.a], self.index[c.b]
                near[a].add(b)
                near[b].add(a)
            links = self._links[dashed] = [frozenset(n) for n in near]
        return links

    def supplied(self, group: SupplyGroup, state: SupplyState) -> frozenset[str]:
        """The spaces from which a unit of ``group`` traces supply (cached by position)."""
        key = (group, state.key)
        hit = self._cache.get(key)
        if hit is not None:
            self.hits += 1
            self._cache.move_to_end(key)
            return hit
        self.misses += 1
        result = self._trace(group, state)
        self._cache[key] = result
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return result

    def _passable(self, side: str, state: SupplyState) -> frozenset[int]:
        """14.1.2-14.1.3 / 15.2.2: friendly-controlled spaces, never a friendly besieged fort;
        an enemy space only if its fort is besieged (by us: the fort's owner controls it).
        Every group of a side shares it, so it is kept per position (read only)."""
        key = (side, state.key)
        out = self._passable_memo.get(key)
        if out is None:
            out = self._passable_memo[key] = self._scan_passable(side, state)
            if len(self._passable_memo) > 64:
                self._passable_memo.popitem(last=False)
        return out

    def _scan_passable(self, side: str, state: SupplyState) -> frozenset[int]:
        """The indices of the passable spaces: those ``side`` controls, each besieged fort
        space (with an owner) switched over, no blocked space and no neutral one."""
        index, control = self.index, state.control
        out = {index[s] for s, owner in control.items() if owner == side and s in index}
        for s in state.besieged:
            if s in index and control.get(s) is not None:
                out ^= {index[s]}
        out.difference_update(index[s] for s in state.blocked if s in index)
        return frozenset(out)

    def _at_war(self, side: str, space: str, state: SupplyState) -> bool:
        """RTT reading of 14.2.1: Sofia and Constantinople serve only once their nation is at war."""
        return side != "cp" or state.at_war is None or self.board.spaces[space].nation in state.at_war

    def _trace(self, group: SupplyGroup, state: SupplyState) -> frozenset[str]:
        side = group.side
        passable = self._passable(side, state)
        links = self._adjacency(group.dashed)
        starts = [s for s in group.sources
                  if state.control.get(s) == side and s not in state.besieged and self._at_war(side, s, state)]
        if group.beachheads:
            starts += [s for s in state.beachheads if state.control.get(s) == side]
        forced = [self.index[s] for s in group.sources_any_control if s not in state.blocked]
        reached = self._flood([self.index[s] for s in starts], passable, links, forced)
        if group.sea:
            ports = [self.index[p] for p in self._usable_ports(side, group, state)]
            if not reached.isdisjoint(ports):
                # 14.1.4: port -> sea -> a port linked to a source (at most two ports). What
                # ``reached`` holds is closed (every passable neighbour is in it): flood on
                # from the other ports only, around it.
                reached |= self._flood([p for p in ports if p not in reached], passable, links, seen=reached)
        # in the map's order, as the spaces were always listed
        return frozenset(map(self.order.__getitem__, sorted(reached)))

    def _usable_ports(self, side: str, group: SupplyGroup, state: SupplyState) -> list[str]:
        """14.1.4.1-14.1.4.2: the side's own kind of port, friendly and unbesieged; the AP uses
        Constantinople only while it controls Gallipoli; beachheads serve their users (9.2.7.1)."""
        out = [p for p in self.ports[side] if state.control.get(p) == side and p not in state.besieged
               and p not in state.blocked]
        if side == "ap" and CONSTANTINOPLE in out and state.control.get(GALLIPOLI) != "ap":
            out.remove(CONSTANTINOPLE)
        if group.beachheads:
            out += [b for b in state.beachheads if state.control.get(b) == side]
        return out

    @staticmethod
    def _flood(starts: Iterable[int], passable: frozenset[int], links: list[frozenset[int]],
               forced: Iterable[int] = (), seen: set[int] = frozenset()) -> set[int]:
        """The spaces (indices) reached from the passable ``starts`` and from ``forced``
        (passable or not) through passable spaces, one ring of neighbours at a time, never
        through ``seen`` (spaces already reached, with all their passable neighbours)."""
        reached = {i for i in starts if i in passable}
        reached.update(forced)
        ring = set(reached)
        if seen:
            passable = passable - seen
        while ring:
            ring = set().union(*map(links.__getitem__, ring))
            ring &= passable
            ring -= reached
            reached |= ring
        return reached

    # -- questions the engine asks --------------------------------------------------------
    def unit_supply(self, unit: Unit, space: str, state: SupplyState) -> str:
        """SUPPLIED, OUT_OF_SUPPLY, or MEDINA_ONLY (14.1.8: a Turk in Medina is supplied for
        attrition only). Serbs are always supplied inside Serbia (14.1.6)."""
        group = self.group_for(unit)
        if group is None:
            if self.always_supplied(unit.id, space):
                return SUPPLIED
            group = self.traced_group(unit)
        if unit.nation == "sb" and self.board.spaces[space].nation == "sb":
            return SUPPLIED
        if space in self.supplied(group, state):
            return SUPPLIED
        if unit.nation == "tu" and space == MEDINA:
            return MEDINA_ONLY
        return OUT_OF_SUPPLY

    def spaces_supplying(self, unit: Unit, state: SupplyState) -> frozenset[str]:
        """Every space where ``unit`` would be in supply by its own line or by 14.1.5 (a
        retreat's priorities, 12.5.7)."""
        group = self.group_for(unit)
        if group is not None:
            return self.supplied(group, state)
        free = spaces_without_line(self.board, unit.id, self.ana_sn_near_east_only)
        return free if len(free) == len(self.order) else free | self.supplied(self.traced_group(unit), state)

    def in_supply(self, unit: Unit, space: str, state: SupplyState) -> bool:
        """Supplied for activation, combat cards, SR and replacements (14.3)."""
        return self.unit_supply(unit, space, state) == SUPPLIED

    def space_supplied(self, space: str, side: str, state: SupplyState) -> bool:
        """14.3.6: would a friendly unit here trace supply to any source of the side?"""
        return space in self.supplied(self.group_of_space(space, side), state)

    def group_of_space(self, space: str, side: str) -> SupplyGroup:
        """The group ``space_supplied`` traces with for ``space``."""
        return self.space_group(side, self.board.spaces[space].nation == "al")


# the dashed lines per nations and the adjacency per dashed lines, per map object (``per_map``)
_STATICS: dict[int, tuple] = {}


def _map_statics(board: MapData) -> tuple[dict, dict]:
    """The dicts ``SupplyNetwork._lines`` and ``_adjacency`` fill for ``board``: they depend
    on the map alone (never on a position), so every network on one map object shares them."""
    return per_map(_STATICS, board, lambda: ({}, {}))


def nation_sides(units: Iterable[Unit]) -> dict[str, str]:
    """The side of every nation that has units, for ``SupplyNetwork``."""
    return {u.nation: u.side for u in units}


# -- the engine's questions (board/in_supply.py asks these) -----------------------------------
def network_for(ctx) -> SupplyNetwork:
    """One network per game, kept on its Context (clones share it)."""
    net = ctx.caches.get("supply_network")
    if net is None:
        net = ctx.caches["supply_network"] = SupplyNetwork(ctx.game.map, nation_sides(ctx.game.units.values()),
                                                           ctx.options.get("ana_sn_supply_near_east_only", False))
    return net


def position_of(ctx, st) -> SupplyState:
    """The supply facts of an engine state: control, besieged forts, the beachhead, and the
    nations at war (all but the neutrals). Positions that differ only where supply does not
    look (most moves) share one ``SupplyState``, so its ``key`` is built once for them all;
    the facts are compared in full (control's spaces and owners), never by a hash alone."""
    net = network_for(ctx)
    facts = (_control_facts(ctx, st.control), ana_held(ctx, st), frozenset(besieged_forts(ctx, st)), st.beachhead,
             frozenset(st.neutral))
    kept = ctx.caches.setdefault("supply_states", {})
    state = kept.get(facts)
    if state is None:
        if len(kept) >= STATES_KEPT:
            kept.clear()
        state = kept[facts] = SupplyState(effective_control(ctx, st), besieged=facts[2],   # 11.1.15: the ANA's
                                          beachheads=frozenset({st.beachhead}) if st.beachhead else frozenset(),
                                          at_war=net.nations - facts[-1])
    return state


def _control_facts(ctx, control) -> frozenset:
    """Control's (space, owner) pairs as one frozenset (it keeps its hash), made once per
    stamp of a tracked control dict (``core/tracked.py``: equal stamps, equal contents)."""
    stamp = getattr(control, "stamp", None)
    if stamp is None:
        return frozenset(control.items())
    kept = ctx.caches.setdefault("control_facts", {})
    facts = kept.get(stamp)
    if facts is None:
        if len(kept) >= STATES_KEPT:
            kept.clear()
        facts = kept[stamp] = frozenset(control.items())
    return facts


STATES_KEPT = 64   # ``position_of``'s states kept per game (a game goes back to few of them)
