"""Frozen definitions of a game: map, units and cards.

These are the printed components of Paths of Glory (rule 2.0). Nothing here changes
during play; the changing game state lives in ``pog_desktop.rules``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

SIDES = ("ap", "cp")
MAPS = ("europe", "neareast")
TERRAINS = ("clear", "mountain", "swamp", "forest", "desert")
DECKS = ("mobilization", "limited", "total")
UNIT_TYPES = ("army", "corps")


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
    for a neutral); who controls it at the start of a scenario is the scenario's business."""

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

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.pos
        return (x + w / 2, y + h / 2)


@dataclass(frozen=True, slots=True)
class Connection:
    """A line between two spaces (2.1). ``only`` lists the nations that may use a
    dashed, nation-restricted connection (11.1.4); empty means anyone may."""

    a: str
    b: str
    only: frozenset[str] = frozenset()

    def other(self, space_id: str) -> str:
        return self.b if space_id == self.a else self.a


@dataclass(frozen=True, slots=True)
class Box:
    """An off-map box: a side's reserve box or eliminated box."""

    id: str
    name: str
    side: str
    kind: str
    pos: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Unit:
    """A combat unit counter (2.2.1): two steps, full and reduced."""

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

    @property
    def is_army(self) -> bool:
        return self.type == "army"

    def factors(self, reduced: bool) -> Factors:
        return self.reduced if reduced else self.full


@dataclass(frozen=True, slots=True)
class Reinforcements:
    nation: str
    units: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Card:
    """A strategy card (2.3, 9.0). ``rp`` maps an RP pool (nation, or ``allied``) to points."""

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

    def rp_for(self, pool: str) -> int:
        for k, v in self.rp:
            if k == pool:
                return v
        return 0


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


@dataclass(frozen=True)
class GameData:
    """Everything printed in the box of one game."""

    game: str
    map: MapData
    units: dict[str, Unit]
    cards: dict[str, Card]
    tables: object = None
    scenarios: dict[str, object] = field(default_factory=dict)
