"""Frozen definitions of a game: map, units and cards.

These are the printed components of Paths of Glory (rule 2.0). Nothing here changes
during play; the changing game state lives in ``pog_desktop.rules``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

SIDES = ("ap", "cp")
MAPS = ("europe", "neareast")
TERRAINS = ("clear", "mountain", "swamp", "forest", "desert")
DECKS = ("mobilization", "limited", "total")
UNIT_TYPES = ("army", "corps")
BOX_KINDS = ("reserve", "eliminated", "permanently_eliminated", "reinforcements")

# Nations of units and of map spaces. ANA, AUS, CND, PT (British family, 9.2.3) and SN
# (Senussi, Turkish for activation in the 2022 rules) are nations of their own because
# several rules tell them apart from BR and TU (7.1.4, 12.4.4.3, 17.1.1.1). EG, AR, AL
# and PE are only map regions (Egypt, Arabia, Albania, Persia).
NATIONS = ("ge", "ah", "tu", "bu", "sn", "fr", "br", "ru", "it", "us", "be", "sb", "mn", "ro", "gr", "ana",
           "pt", "aus", "cnd", "al", "pe", "ar", "eg")

# Where a reinforcement event puts a unit (9.5.3.2-9.5.3.5, and the card texts).
PLACEMENTS = ("reserve", "capital_or_source", "french_port", "mef_space", "alexandria", "salonika", "arabia",
              "libya", "russia_or_near_east", "ru_army_space")


@dataclass(frozen=True, slots=True)
class Factors:
    """Combat, loss and movement factors of one side of a counter (2.2.1)."""

    combat: int
    loss: int
    movement: int

    def __str__(self) -> str:
        return f"{self.combat}-{self.loss}-{self.movement}"


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the map (2.1). ``side`` is the side its nation belongs to (or would join,
    for a neutral); who controls it at the start of a scenario is the scenario's business.

    ``vp`` is the 2004 (classic map) VP flag; ``MapData.vp_spaces`` gives either set.
    ``ports`` holds the side that may trace sea supply through the port (14.1.4.1-2).
    ``supply_for`` lists the nations whose units may trace supply to this source (14.2);
    whether the source is usable now (friendly control, nation at war) is a rule, not data.
    ``beachhead`` marks an MEF invasion space (9.5.3.5, 11.1.10)."""

    id: str
    name: str
    map: str
    nation: str | None
    side: str
    terrain: str = "clear"
    vp: bool = False
    fort: int = 0
    ports: frozenset[str] = frozenset()
    supply_source: bool = False
    capital: bool = False
    beachhead: bool = False
    pos: tuple[int, int, int, int] = (0, 0, 0, 0)
    supply_for: frozenset[str] = frozenset()
    # Pursuit of Glory only (docs/data-format.md, "Pursuit of Glory"); defaults elsewhere.
    kind: str = "space"                     # space, region, island_base, beachhead
    area: str | None = None
    restricted_area: str | None = None      # 9.8.1
    sea: str | None = None                  # the sea of a port
    supply_limited: frozenset[str] = frozenset()   # who gets only limited supply here (14.2)
    supply_note: str = ""
    beachhead_for: str | None = None        # the island base that serves a beachhead
    tribe: str | None = None                # tribe symbol printed in the space (17.1.2)
    city: str | None = None                 # the town printed inside a Region box
    jihad_city: bool = False                # 18.1.4
    armenian_a: bool = False                # 21.5
    oil_field: bool = False
    soviet_revolt_site: bool = False        # 17.3.1
    aliases: tuple[str, ...] = ()           # spellings the rulebooks use

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.pos
        return (x + w / 2, y + h / 2)

    def supplies(self, nation: str) -> bool:
        """Whether units of ``nation`` may trace supply to this space as a source (14.2)."""
        return nation in self.supply_for


@dataclass(frozen=True, slots=True)
class Connection:
    """A line between two spaces (2.1). ``only`` lists the nations that may use a
    dashed, nation-restricted connection (11.1.4); empty means anyone may. ``beach``
    marks the link between an MEF space and its coast: usable only while the beachhead
    marker is in the MEF space (9.5.3.5, 11.1.10)."""

    a: str
    b: str
    only: frozenset[str] = frozenset()
    beach: bool = False
    # Pursuit of Glory only: the printed line type and what it carries.
    type: str = "normal"
    strait: int = 0                         # 9.4.6: straits 1-5
    completed_by: str | None = None         # an incomplete railway: the card that completes it
    completed_for: str | None = None        # the side that may use it once complete (Sinai: ap)
    restricted_route: str | None = None     # 9.4.7: A, A/T or Senussi
    coloured: bool = False                  # a nation-coloured railway
    water: str | None = None                # 12.3.4: both, from_a (attacks from a), from_b
    no_tribes: bool = False

    def other(self, space_id: str) -> str:
        return self.b if space_id == self.a else self.a

    def open_to(self, nation: str) -> bool:
        return not self.only or nation in self.only


@dataclass(frozen=True, slots=True)
class Box:
    """An off-map box: a side's reserve, eliminated, permanently eliminated or
    reinforcement box, with where the board draws it."""

    id: str
    name: str
    side: str
    kind: str
    pos: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Unit:
    """A combat unit counter (2.2.1): two steps, full and reduced.

    ``label`` is the short text printed on the counter ("1", "YLD", "BEF", "GE").
    ``special`` marks a named counter that a card's "N corps of nation X" never takes
    (BEF, ANA, SN, AUS, CND, PT, Polish, Czech Legion, cavalry, the NE armies).
    ``loss_priority`` is the number printed on the 2022 counters (12.4.5; lower first)."""

    id: str
    name: str
    side: str
    nation: str
    type: str
    full: Factors
    reduced: Factors
    rp: str | None = None
    not_replaceable: bool = False
    near_east: bool = False
    label: str = ""
    special: bool = False
    loss_priority: int | None = None
    # Pursuit of Glory only (docs/data-format.md).
    kind: str | None = None                 # infantry, elite_infantry, cavalry, camel, armoured_car, special
    nations: tuple[str, ...] = ()           # both nations of a dual-nationality unit
    drm: tuple[int, int] | None = None      # HQ and heavy artillery: DRM full and reduced (16.2-16.4)
    loss_unknown: bool = False              # the printed "?" loss factor of the full side
    rp_alt: tuple[str, ...] = ()            # other RP pools that may pay for it (22.1.2)
    rp_only_while_on_map: bool = False      # the triangle
    area_limit: str | None = None           # B / I / P symbol
    yildirim: bool = False
    note: str = ""                          # the unique-unit rule, in our words
    revolt: str | None = None               # the Jihad revolt that brings a rebel unit

    @property
    def is_lcu(self) -> bool:
        return self.type in ("army", "corps")

    @property
    def is_army(self) -> bool:
        return self.type == "army"

    def factors(self, reduced: bool) -> Factors:
        return self.reduced if reduced else self.full


@dataclass(frozen=True, slots=True)
class Reinforcements:
    """What a reinforcement event brings (9.5.3). ``nation`` is the nation the card counts
    for under the one-card-per-nation-per-turn limit (9.5.3.1). ``units`` maps each named
    unit id to where it is placed; ``corps`` is how many further ordinary (not special)
    corps of ``nation`` go to the Reserve Box (9.5.3.2)."""

    nation: str
    units: tuple[tuple[str, str], ...] = ()
    corps: int = 0

    @property
    def unit_ids(self) -> tuple[str, ...]:
        return tuple(u for u, _ in self.units)

    def placement(self, unit_id: str) -> str:
        for u, where in self.units:
            if u == unit_id:
                return where
        raise KeyError(unit_id)


# Card fields a 2022 override may change (see Card.edition).
CARD_2022_FIELDS = ("ops", "sr", "rp", "remove", "ws", "reinf", "summary", "text")


@dataclass(frozen=True, slots=True)
class Card:
    """A strategy card (2.3, 9.0). ``rp`` maps an RP pool (nation, or ``allied``) to points.

    ``ops_event``: the event also conducts operations with the card (9.1.3).
    ``ops_event_historical``: it does so in the 2022 Historical scenario (DLX 5.7.4.7).
    ``once_per_turn``: a combat card usable in one combat per turn (3.0, 9.5.4.2).
    ``requires``: card ids whose events must all have been played first;
    ``requires_any``: at least one of these; ``blocked_by``: not while any of these events
    is in effect (played and not cancelled); ``cancels``: events this one ends or prevents.
    Conditions that are not card events (turn, war status, control) are event code.
    ``event_units``: units a non-reinforcement event brings into play (optional cards).
    ``enters_war``: the neutral nation a neutral-entry event brings in (9.5.2.1-2).
    ``changes_2022`` holds the values the 2022 card data prints where the 2004 list differs
    (our summary too, where the 2022 event reads differently); ``printed`` is the edition
    ``edition()`` made this card for ("2022" only where something changed)."""

    id: str
    side: str
    num: int
    name: str
    deck: str
    ops: int
    sr: int
    rp: tuple[tuple[str, int], ...] = ()
    combat: bool = False
    remove: bool = False
    ws: int = 0
    reinf: Reinforcements | None = None
    optional: bool = False
    summary: str = ""
    text: str = ""          # the fuller summary shown on hover, where one line leaves out what play needs
    ops_event: bool = False
    ops_event_historical: bool = False
    once_per_turn: bool = False
    requires: tuple[str, ...] = ()
    requires_any: tuple[str, ...] = ()
    blocked_by: tuple[str, ...] = ()
    cancels: tuple[str, ...] = ()
    event_units: tuple[str, ...] = ()
    enters_war: str | None = None
    changes_2022: tuple[tuple[str, Any], ...] = ()
    # Pursuit of Glory only (docs/data-format.md).
    event_markers: tuple[str, ...] = ()     # markers the event puts in play
    reinforcement: bool = False
    tag_1916: bool = False                  # in the 1916 scenario's draw deck
    use_for_ops: bool = False               # the yellow box: event, then OPS
    jihad: bool = False                     # the event changes the Jihad level
    invasion: bool = False
    game: str = "pog"                       # whose card: its translations are looked up by game and id
    printed: str = "2004"                   # the edition of these values (Card.edition)

    def rp_for(self, pool: str) -> int:
        for k, v in self.rp:
            if k == pool:
                return v
        return 0

    def edition(self, edition: str) -> Card:
        """This card as printed in ``edition`` ("2004", the default, or "2022")."""
        if edition == "2004" or not self.changes_2022:
            return self
        if edition != "2022":
            raise ValueError(f"unknown edition {edition!r}")
        return replace(self, changes_2022=(), printed="2022", **dict(self.changes_2022))


@dataclass(frozen=True)
class MapData:
    spaces: dict[str, Space]
    connections: tuple[Connection, ...]
    boxes: dict[str, Box]
    layout: tuple[int, int]
    vp_2022_add: frozenset[str] = frozenset()
    vp_2022_remove: frozenset[str] = frozenset()
    adjacency: dict[str, tuple[Connection, ...]] = field(default_factory=dict)

    def neighbours(self, space_id: str) -> tuple[Connection, ...]:
        return self.adjacency.get(space_id, ())

    def vp_spaces(self, edition: str = "2004") -> frozenset[str]:
        """The VP spaces: the 2004 classic map (3.0 errata applied) or the 2022 map (5.7.2)."""
        classic = frozenset(s.id for s in self.spaces.values() if s.vp)
        if edition == "2004":
            return classic
        if edition == "2022":
            return (classic - self.vp_2022_remove) | self.vp_2022_add
        raise ValueError(f"unknown edition {edition!r}")

    def box(self, side: str, kind: str) -> Box:
        for b in self.boxes.values():
            if b.side == side and b.kind == kind:
                return b
        raise KeyError(f"no {kind} box for side {side}")

    def supply_sources(self, nation: str) -> tuple[str, ...]:
        """Ids of the spaces units of ``nation`` may trace supply to (14.2)."""
        return tuple(s.id for s in self.spaces.values() if s.supplies(nation))


@dataclass(frozen=True, slots=True)
class MarkerCounter:
    """A printed counter that is not a unit (Pursuit of Glory: the Enver to the Front marker)."""

    id: str
    name: str
    side: str | None
    note: str = ""


@dataclass(frozen=True)
class GameData:
    """Everything printed in the box of one game."""

    game: str
    map: MapData
    units: dict[str, Unit]
    cards: dict[str, Card]
    tables: Any = None                      # Tables (pog) or Grids (pug)
    scenarios: dict[str, object] = field(default_factory=dict)
    marker_counters: dict[str, MarkerCounter] = field(default_factory=dict)

    def deck(self, side: str, level: str, optional_cards: bool = False) -> tuple[str, ...]:
        """Ids of ``side``'s cards of one War Commitment group (9.1.2), in number order."""
        return tuple(c.id for c in sorted(self.cards.values(), key=lambda c: c.num)
                     if c.side == side and c.deck == level and (optional_cards or not c.optional))

    def ordinary_corps(self, nation: str) -> tuple[str, ...]:
        """Ids of the interchangeable corps of ``nation``: the ones a card's "N corps" may take."""
        return tuple(u.id for u in self.units.values()
                     if u.nation == nation and u.type == "corps" and not u.special)
