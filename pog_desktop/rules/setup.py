"""Building the first state of a game (4.0) from a scenario.

``Setup`` is this engine's seam for scenarios: where every unit starts, reduced units,
control, trenches, the neutral nations and where their units go when they enter. It is
made from the scenario loader's output when that is available (``from_scenario``); the
``sandbox`` setup is a synthetic position (each nation's units spread over its own spaces)
for playouts and tests. It is not the rulebook's setup.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import dice
from .context import NE_ARMIES
from .state import OFFMAP, State, reserve_box
from .steps import log

NEUTRALS_1914 = ("it", "bu", "ro", "gr", "tu", "us")


@dataclass
class Setup:
    units: dict = field(default_factory=dict)            # unit -> space or box
    reduced: set = field(default_factory=set)
    control: dict = field(default_factory=dict)          # space -> "ap" / "cp" / None
    trenches: dict = field(default_factory=dict)         # space -> level (owned by the controller)
    neutral: set = field(default_factory=set)
    neutral_setups: dict = field(default_factory=dict)   # nation -> {unit: space}
    first_turn: int = 1
    last_turn: int = 20
    vp: int = 10
    name: str = "sandbox"


def initial_state(ctx, setup: Setup, seed: int) -> State:
    st = State()
    st.rng = dice.seed_value(seed)
    st.turn = setup.first_turn
    st.vp = setup.vp
    st.neutral = set(setup.neutral)
    for u in sorted(ctx.units):
        st.place(u, setup.units.get(u, OFFMAP))
    st.reduced = set(setup.reduced)
    st.control = {s: setup.control.get(s) for s in ctx.spaces}
    for s, level in setup.trenches.items():
        st.trench[s] = level
        st.trench_side[s] = st.control[s]
    return st


def enter_war(ctx, st, nation: str) -> None:
    """A neutral nation joins the war (9.5.2, 16.1.3.1): its units are placed per its table
    and its spaces become its side's."""
    st.neutral.discard(nation)
    placed = ctx.scenario.neutral_setups.get(nation, {}) if ctx.scenario else {}
    for u, where in sorted(placed.items()):
        if st.where.get(u, OFFMAP) == OFFMAP:
            st.place(u, where)
    for s in ctx.spaces.values():
        if s.nation == nation and st.control.get(s.id) is None:
            st.control[s.id] = s.side
    log(st, "war", f"{nation.upper()} enters the war", None, units=sorted(placed))


def sandbox(game) -> Setup:
    """A synthetic starting position: every nation at war puts its armies (at most two a
    space) on its own spaces of the main map, its corps in the reserve box; neutral nations
    wait off the map with the same spreading ready for their entry."""
    spaces = game.map.spaces
    by_nation: dict = {}
    for s in sorted(spaces.values(), key=lambda s: s.id):
        if s.nation and not s.beachhead:
            by_nation.setdefault(s.nation, []).append(s)
    by_nation["br"] = by_nation["br"] + [s for s in by_nation["fr"] if s.ports]
    control = {s.id: (None if s.nation in NEUTRALS_1914 or s.nation == "pe" else s.side) for s in spaces.values()}
    setup = Setup(control=control, neutral=set(NEUTRALS_1914))
    load: dict = {}
    for u in sorted(game.units.values(), key=lambda u: u.id):
        if u.nation in ("us", "sn", "ana"):
            continue  # enter only by their events
        if not u.is_army:
            if u.nation in NEUTRALS_1914:
                continue
            setup.units[u.id] = reserve_box(u.side)
            continue
        home = [s for s in by_nation.get(u.nation, []) if (s.map == "europe" or u.id in NE_ARMIES)]
        spot = next((s for s in home if load.get(s.id, 0) < 2), None)
        if spot is None:
            continue
        load[spot.id] = load.get(spot.id, 0) + 1
        if u.nation in NEUTRALS_1914:
            setup.neutral_setups.setdefault(u.nation, {})[u.id] = spot.id
        else:
            setup.units[u.id] = spot.id
    return setup


def from_scenario(sc) -> Setup:
    """The scenario loader's output (branch ``scen``) as a Setup."""
    units = {}
    for space, ids in dict(sc.units_on_map).items():
        for u in ids:
            units[u] = space
    for side, ids in _by_side(sc.reserve):
        for u in ids:
            units[u] = reserve_box(side)
    for side, ids in _by_side(sc.eliminated):
        for u in ids:
            units[u] = f"{side}_eliminated"
    neutral_setups = {}
    for nation, table in dict(getattr(sc, "neutral_setups", {}) or {}).items():
        place = {}
        for space, ids in dict(table).items():
            for u in ids:
                place[u] = space
        neutral_setups[nation] = place
    return Setup(units=units, reduced=set(sc.reduced), control=dict(sc.control), trenches=dict(sc.trenches),
                 neutral=set(sc.neutral_nations), neutral_setups=neutral_setups,
                 first_turn=sc.first_turn, last_turn=sc.last_turn, name=getattr(sc, "id", "scenario"))


def _by_side(boxes):
    if isinstance(boxes, dict):
        return sorted(boxes.items())
    return []


def load_setup(game, scenario_id: str) -> Setup:
    if scenario_id == "sandbox":
        return sandbox(game)
    try:
        from ..data.scenarios import load_scenario  # lands with the scenario branch
    except ImportError:
        raise ValueError(f"scenario {scenario_id!r} needs the scenario loader (pog_desktop.data.scenarios), "
                         f"which is not installed yet; use 'sandbox'") from None
    return from_scenario(load_scenario(game.game, scenario_id))
