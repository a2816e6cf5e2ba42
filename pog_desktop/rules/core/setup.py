"""Building the first state of a game (4.0) from a scenario.

``Setup`` is this engine's seam for scenarios: where every unit starts, reduced units,
control, trenches, the neutral nations and where their units go when they enter. It is
made from the scenario loader's output when that is available (``from_scenario``); the
``sandbox`` setup is a synthetic position (each nation's units spread over its own spaces)
for playouts and tests. It is not the rulebook's setup.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...data import load_game
from ...data.scenarios import game_of, load_scenario
from . import dice, options as options_mod
from .context import NE_ARMIES
from .errors import IllegalAction
from .state import OFFMAP, REMOVED, State, reserve_box

NEUTRALS_1914 = ("it", "bu", "ro", "gr", "tu", "us")


@dataclass
class Setup:
    units: dict = field(default_factory=dict)            # unit -> space or box
    reduced: set = field(default_factory=set)
    control: dict = field(default_factory=dict)          # space -> "ap" / "cp" / None
    trenches: dict = field(default_factory=dict)         # space -> level (owned by the controller)
    neutral: set = field(default_factory=set)
    neutral_setups: dict = field(default_factory=dict)   # nation -> {"units", "reserve", "reduced", "control", "trenches"}
    joins: dict = field(default_factory=dict)            # nation -> the nation it enters with (Persia, 11.1.13)
    entry_events: dict = field(default_factory=dict)     # card id -> the neutral nation it brings in (9.5.2)
    first_turn: int = 1
    last_turn: int = 20
    vp: int = 10
    ws: dict = field(default_factory=lambda: {"ap": 0, "cp": 0})
    cws: int = 0
    commitment: dict = field(default_factory=lambda: {"ap": "mobilization", "cp": "mobilization"})
    vp_spaces: frozenset | None = None                   # None: the map's VP flags
    draw_piles: dict | None = None                       # None: each side's Mobilization cards
    excluded_cards: frozenset = frozenset()              # not in this game (optional cards)
    guns_of_august: str = "may"                          # 4.3.1
    options: dict = field(default_factory=dict)          # the scenario's own rule switches
    victory: object = None                               # the scenario's Victory levels (5.3-5.5)
    name: str = "sandbox"
    commands: object = None                              # the four-player variant's fronts and decks (seed 003)
    game: str | None = None                              # whose data (``data.load_game``); None: the game of ``name``

    def game_data(self):
        """The printed game this setup is played with (the scenario names its game)."""
        return load_game(self.game or game_of(self.name))


def check_setup(ctx, setup: Setup) -> None:
    """Refuse a setup naming a unit, space or box the game does not have (a misspelt id would
    otherwise leave the unit quietly off the map)."""
    places = set(ctx.spaces) | {f"{side}_{kind}" for side in ("ap", "cp") for kind in ("reserve", "eliminated")} \
        | {OFFMAP, REMOVED}
    for what, ids, known in (("unit", list(setup.units) + sorted(setup.reduced), ctx.units),
                             ("space", list(setup.control) + list(setup.trenches), ctx.spaces)):
        unknown = sorted({i for i in ids if i not in known})
        if unknown:
            raise IllegalAction(f"setup names no such {what}: {', '.join(unknown)}")
    bad = sorted({f"{u} -> {where}" for u, where in setup.units.items() if where not in places})
    if bad:
        raise IllegalAction(f"setup places units nowhere the game knows: {', '.join(bad)}")


def initial_state(ctx, setup: Setup, seed: int) -> State:
    check_setup(ctx, setup)
    st = State()
    st.rng = dice.seed_value(seed)
    st.turn = setup.first_turn
    st.vp = setup.vp
    st.ws = dict(setup.ws)
    st.cws = setup.cws
    st.commitment = dict(setup.commitment)
    st.neutral = set(setup.neutral)
    for u in sorted(ctx.units):
        st.place(u, setup.units.get(u, OFFMAP))
    st.reduced = set(setup.reduced)
    st.control = {s: setup.control.get(s) for s in ctx.spaces}
    for s, level in setup.trenches.items():
        st.trench[s] = level
        st.trench_side[s] = st.control[s]
    return st.track()


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
    setup = Setup(control=control, neutral=set(NEUTRALS_1914), game=game.game)
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
            setup.neutral_setups.setdefault(u.nation, {"units": {}})["units"][u.id] = spot.id
        else:
            setup.units[u.id] = spot.id
    return setup


def from_scenario(sc) -> Setup:
    """The scenario loader's ``Scenario`` as a Setup."""
    units = {}
    for space, ids in sc.units_on_map.items():
        for u in ids:
            units[u] = space
    for kind, boxes in (("reserve", sc.reserve), ("eliminated", sc.eliminated)):
        for side, ids in boxes.items():
            for u in ids:
                units[u] = f"{side}_{kind}"
    neutral_setups, joins, entry_events = {}, {}, {}
    for nation, ns in sc.neutral_setups.items():
        place = {u: space for space, ids in ns.units_on_map.items() for u in ids}
        choices = [{"chooser": c.chooser, "units": list(c.units), "spaces": sorted(c.spaces),
                    "per_space": c.per_space} for c in ns.choices]
        neutral_setups[nation] = {"units": place, "reserve": tuple(ns.reserve), "choices": choices,
                                  "reduced": tuple(sorted(ns.reduced)), "control": ns.control,
                                  "trenches": dict(ns.trenches)}
        if ns.entry.with_nation:
            joins[nation] = ns.entry.with_nation
        if ns.entry.event:
            entry_events[ns.entry.event] = nation
    m = sc.markers
    return Setup(units=units, reduced=set(sc.reduced), control=dict(sc.control), trenches=dict(sc.trenches),
                 neutral=set(sc.neutral_nations), neutral_setups=neutral_setups, joins=joins, entry_events=entry_events,
                 first_turn=sc.first_turn, last_turn=sc.last_turn, vp=m.get("vp", 10),
                 ws={"ap": m.get("ap_ws", 0), "cp": m.get("cp_ws", 0)}, cws=m.get("combined_ws", 0),
                 commitment=dict(sc.commitment), vp_spaces=frozenset(sc.vp_spaces),
                 draw_piles={k: tuple(v) for k, v in sc.cards.draw_piles.items()},
                 excluded_cards=frozenset(sc.cards.removed), guns_of_august=sc.cards.guns_of_august, options=dict(sc.options), victory=sc.victory,
                 name=sc.id, commands=sc.commands, game=sc.game)


def scenario_setup(scenario_id: str, options: dict | None = None) -> Setup:
    """The first position of ``scenario_id``, in the game the id belongs to (``game_of``),
    with the setup switches among the players' ``options`` (4.2.4)."""
    return load_setup(load_game(game_of(scenario_id)), scenario_id, options_mod.setup_variants(options))


def load_setup(game, scenario_id: str, variants: dict | None = None) -> Setup:
    """``variants``: the players' setup switches (4.2.4), see ``options.setup_variants``."""
    if scenario_id == "sandbox":
        return sandbox(game)
    return from_scenario(load_scenario(game.game, scenario_id, options=variants or None))
