"""Loaders for the printed components: the map, the unit counters and the strategy cards."""
from __future__ import annotations

from pathlib import Path

from .errors import DataError
from .jsonfile import Entry, entries, read_json
from .model import (DECKS, MAPS, SIDES, TERRAINS, UNIT_TYPES, Box, Card, Connection, Factors, MapData,
                    Reinforcements, Space, Unit)

NATIONS = ("ge", "ah", "tu", "bu", "sn", "fr", "br", "ru", "it", "us", "be", "sb", "mn", "ro", "gr", "ana",
           "pt", "aus", "cnd", "pl", "al", "pe", "ar", "eg", "mef")


def load_map(path: Path) -> MapData:
    file = path.name
    doc = read_json(path, "pog-map/1")
    spaces: dict[str, Space] = {}
    for e in entries(file, doc, "spaces"):
        e.unknown_fields({"id", "name", "map", "nation", "side", "terrain", "vp", "fort", "ports",
                          "supply_source", "capital", "beachhead", "pos"})
        ports = e.get("ports", list, [])
        if any(p not in SIDES for p in ports):
            raise e.error("ports", f"{ports!r} may only hold 'ap' and 'cp'")
        spaces[e.name] = Space(
            id=e.name, name=e.get("name", str), map=e.choice("map", MAPS),
            nation=e.choice("nation", NATIONS + (None,)), side=e.choice("side", SIDES),
            terrain=e.choice("terrain", TERRAINS, "clear"), vp=e.get("vp", bool, False),
            fort=e.get("fort", int, 0, lambda v: 0 <= v <= 3, "a fort strength from 0 to 3"),
            ports=frozenset(ports), supply_source=e.get("supply_source", bool, False),
            capital=e.get("capital", bool, False), beachhead=e.get("beachhead", bool, False),
            pos=e.int_list("pos", 4))
    connections = []
    seen: set[frozenset[str]] = set()
    for e in entries(file, doc, "connections", ids=False):
        e.unknown_fields({"a", "b", "only"})
        a, b = e.get("a", str), e.get("b", str)
        e.name = f"{a}-{b}"
        for end in ("a", "b"):
            if e.raw[end] not in spaces:
                raise e.error(end, f"no space {e.raw[end]!r}")
        if a == b:
            raise e.error("b", "a connection must join two different spaces")
        key = frozenset((a, b))
        if key in seen:
            raise e.error(None, "duplicate connection")
        seen.add(key)
        only = e.get("only", list, [])
        for n in only:
            if n not in NATIONS:
                raise e.error("only", f"{n!r} is not a nation")
        connections.append(Connection(a, b, frozenset(only)))
    adjacency: dict[str, list[Connection]] = {s: [] for s in spaces}
    for c in connections:
        adjacency[c.a].append(c)
        adjacency[c.b].append(c)
    boxes: dict[str, Box] = {}
    for e in entries(file, doc, "boxes"):
        e.unknown_fields({"id", "name", "side", "kind", "pos"})
        boxes[e.name] = Box(e.name, e.get("name", str), e.choice("side", SIDES),
                            e.choice("kind", ("reserve", "eliminated", "permanently_eliminated", "reinforcements")),
                            e.int_list("pos", 4))
    layout = doc.get("layout")
    if not (isinstance(layout, list) and len(layout) == 2):
        raise DataError(file, "must be [width, height]", field="layout")
    vp22 = doc.get("vp_2022", {"add": [], "remove": []})
    for key in ("add", "remove"):
        for sid in vp22.get(key, []):
            if sid not in spaces:
                raise DataError(file, f"no space {sid!r}", entry="vp_2022", field=key)
    return MapData(spaces=spaces, connections=tuple(connections), boxes=boxes, layout=tuple(layout),
                   vp_2022_add=frozenset(vp22.get("add", [])), vp_2022_remove=frozenset(vp22.get("remove", [])),
                   adjacency={k: tuple(v) for k, v in adjacency.items()})


def _factors(e: Entry, field: str) -> Factors:
    c, l, m = e.int_list(field, 3)
    if min(c, l, m) < 0:
        raise e.error(field, "factors cannot be negative")
    return Factors(c, l, m)


def load_units(path: Path) -> dict[str, Unit]:
    file = path.name
    doc = read_json(path, "pog-units/1")
    units: dict[str, Unit] = {}
    for e in entries(file, doc, "units"):
        e.unknown_fields({"id", "name", "side", "nation", "type", "full", "reduced", "rp", "not_replaceable",
                          "near_east"})
        units[e.name] = Unit(
            id=e.name, name=e.get("name", str), side=e.choice("side", SIDES), nation=e.choice("nation", NATIONS),
            type=e.choice("type", UNIT_TYPES), full=_factors(e, "full"), reduced=_factors(e, "reduced"),
            rp=e.choice("rp", NATIONS + ("allied", None), None), not_replaceable=e.get("not_replaceable", bool, False),
            near_east=e.get("near_east", bool, False))
    return units


def load_cards(path: Path) -> dict[str, Card]:
    file = path.name
    doc = read_json(path, "pog-cards/1")
    cards: dict[str, Card] = {}
    for e in entries(file, doc, "cards"):
        e.unknown_fields({"id", "side", "num", "name", "deck", "ops", "sr", "rp", "combat", "remove", "ws", "reinf",
                          "optional", "summary"})
        rp = e.get("rp", dict, {})
        for pool, value in rp.items():
            if pool not in NATIONS + ("allied",) or not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise e.error("rp", f"{pool!r}: {value!r} is not an RP pool and a number of points")
        reinf = e.get("reinf", dict, None)
        if reinf is not None:
            if set(reinf) != {"nation", "units"} or not isinstance(reinf["units"], list):
                raise e.error("reinf", "must be {\"nation\": ..., \"units\": [...]}")
            reinf = Reinforcements(reinf["nation"], tuple(reinf["units"]))
        cards[e.name] = Card(
            id=e.name, side=e.choice("side", SIDES), num=e.get("num", int, check=lambda v: 1 <= v <= 65,
                                                                expect="a card number from 1 to 65"),
            name=e.get("name", str), deck=e.choice("deck", DECKS),
            ops=e.get("ops", int, check=lambda v: 0 <= v <= 5, expect="an ops value from 0 to 5"),
            sr=e.get("sr", int, check=lambda v: 0 <= v <= 5, expect="an SR value from 0 to 5"),
            rp=tuple(sorted(rp.items())), combat=e.get("combat", bool, False), remove=e.get("remove", bool, False),
            ws=e.get("ws", int, 0), reinf=reinf, optional=e.get("optional", bool, False),
            summary=e.get("summary", str, ""))
    nums = {}
    for c in cards.values():
        if (c.side, c.num) in nums:
            raise DataError(file, f"card number {c.num} of side {c.side} is used twice", entry=c.id, field="num")
        nums[(c.side, c.num)] = c.id
    return cards
