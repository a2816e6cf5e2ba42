"""Static facts of one game, computed once: the map as neighbour lists, unit and card
definitions, the options and the scenario. Nothing here changes during play, so clones of
a game share one Context."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...data.model import GameData
from .per_map import per_map

# 9.2.3: the British family activates as one nationality.
BRITISH_FAMILY = frozenset({"br", "ana", "aus", "cnd", "pt"})
# 9.2.3: Belgians may be counted as British in these spaces.
BE_AS_BR_SPACES = frozenset({"antwerp", "ostend", "calais", "amiens"})
# 11.3.1: the only armies that may enter the Near East map.
NE_ARMIES = frozenset({"ru_cau", "br_mef", "br_ne", "fr_orient", "tu_yld", "tu_aoi"})
# 11.1.17: the BEF may only operate in these nations.
BEF_UNITS = frozenset({"br_bef", "br_bef_corps"})
BEF_NATIONS = frozenset({"br", "fr", "be", "ge"})
# 11.1.9: CP may not end a move or SR here early in the war.
CHANNEL_PORTS = frozenset({"amiens", "calais", "ostend"})
# 11.3.2: the Caucasus link.
CAUCASUS_LINK = frozenset({("caucasus", "grozny"), ("caucasus", "poti"), ("grozny", "caucasus"), ("poti", "caucasus")})
# Nations whose spaces are always open (11.1.12 Albania) or belong to a belligerent from the start.
ALWAYS_OPEN = frozenset({"al", "ar", "eg", "br", "mn"})
CAPITAL_EXEMPT = frozenset({"be", "sb"})  # 13.1.11, 17.1.3


@dataclass(frozen=True, slots=True)
class Edge:
    to: str
    only: frozenset


@dataclass
class Context:
    game: GameData
    options: dict
    scenario: object = None
    neighbours: dict = field(default_factory=dict)   # space -> tuple[Edge]
    ne_spaces: frozenset = frozenset()
    capitals: dict = field(default_factory=dict)      # nation -> tuple of capital spaces
    sources: dict = field(default_factory=dict)       # nation -> tuple of supply-source spaces
    unit_side: dict = field(default_factory=dict)
    unit_nation: dict = field(default_factory=dict)
    armies: frozenset = frozenset()
    vp_spaces: frozenset = frozenset()
    pool_side: dict = field(default_factory=dict)     # RP pool -> side (17.1.1)
    memo: dict = field(default_factory=dict, repr=False, compare=False)   # per-position answers (board.in_supply)
    # The turn flow's hand-overs between layers, by name (``rules/flow.py`` declares them).
    flow: dict = field(default_factory=dict, repr=False, compare=False)
    # Answers that never change during a game, worked out once per game (the supply network,
    # each unit's supply group, the ANA units) and the position key of the running Game call.
    caches: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def build(cls, game: GameData, options: dict, scenario=None) -> "Context":
        m = game.map
        nb = _neighbours(m)
        capitals: dict = {}
        sources: dict = {}
        for s in m.spaces.values():
            if s.capital and s.nation:
                capitals.setdefault(s.nation, []).append(s.id)
            if s.supply_source and s.nation:
                sources.setdefault(s.nation, []).append(s.id)
        return cls(game=game, options=options, scenario=scenario, neighbours=nb,
                   ne_spaces=frozenset(s.id for s in m.spaces.values() if s.map == "neareast"),
                   capitals={k: tuple(v) for k, v in capitals.items()},
                   sources={k: tuple(v) for k, v in sources.items()},
                   unit_side={u.id: u.side for u in game.units.values()},
                   unit_nation={u.id: u.nation for u in game.units.values()},
                   armies=frozenset(u.id for u in game.units.values() if u.is_army),
                   pool_side={u.rp: u.side for u in game.units.values() if u.rp},
                   vp_spaces=frozenset(getattr(scenario, "vp_spaces", None)
                                       or (s.id for s in m.spaces.values() if s.vp)))

    def __post_init__(self):
        # plain attributes: these are read in every inner loop
        self.spaces = self.game.map.spaces
        self.units = self.game.units
        # 9.0: the cards as printed in the edition in force; every rule reads ctx.cards, so a
        # 2022 game plays the 2022 values the card data carries (``Card.edition``).
        edition = self.options.get("edition", "2004")
        self.cards = {cid: c.edition(edition) for cid, c in self.game.cards.items()}


# the spaces' edges per map object (``per_map``)
_NEIGHBOURS: dict[int, tuple] = {}


def _neighbours(m) -> dict[str, tuple[Edge, ...]]:
    """Each space's edges (``Context.neighbours``): they depend on the map alone and nobody
    writes them, so every game on one map object shares them (a new game's Context starts
    with them instead of building a thousand edges again)."""
    return per_map(_NEIGHBOURS, m, lambda: {s: tuple(Edge(c.other(s), c.only) for c in m.neighbours(s))
                                            for s in m.spaces})
