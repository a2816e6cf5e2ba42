"""Loaders for the printed components: the map, the unit counters and the strategy cards."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import DataError
from .jsonfile import Entry, entries, read_json
from .model import (BOX_KINDS, CARD_2022_FIELDS, DECKS, MAPS, NATIONS, PLACEMENTS, SIDES, TERRAINS, UNIT_TYPES,
                    Box, Card, Connection, Factors, MapData, Reinforcements, Space, Unit)

__all__ = ["NATIONS", "load_map", "load_units", "load_cards"]


def _nations(e: Entry, field: str) -> frozenset[str]:
    values = e.get(field, list, [])
    for n in values:
        if n not in NATIONS:
            raise e.error(field, f"{n!r} is not a nation")
    return frozenset(values)


def load_map(path: Path) -> MapData:
    file = path.name
    doc = read_json(path, "pog-map/1")
    spaces: dict[str, Space] = {}
    for e in entries(file, doc, "spaces"):
        e.unknown_fields({"id", "name", "map", "nation", "side", "terrain", "vp", "fort", "ports",
                          "supply_source", "supply_for", "capital", "beachhead", "pos"})
        ports = e.get("ports", list, [])
        if any(p not in SIDES for p in ports):
            raise e.error("ports", f"{ports!r} may only hold 'ap' and 'cp'")
        source = e.get("supply_source", bool, False)
        supply_for = _nations(e, "supply_for")
        if source != bool(supply_for):
            raise e.error("supply_for", "a supply source must list the nations it supplies, and only a source may")
        spaces[e.name] = Space(
            id=e.name, name=e.get("name", str), map=e.choice("map", MAPS),
            nation=e.choice("nation", NATIONS + (None,)), side=e.choice("side", SIDES),
            terrain=e.choice("terrain", TERRAINS, "clear"), vp=e.get("vp", bool, False),
            fort=e.get("fort", int, 0, lambda v: 0 <= v <= 3, "a fort strength from 0 to 3"),
            ports=frozenset(ports), supply_source=source, supply_for=supply_for,
            capital=e.get("capital", bool, False), beachhead=e.get("beachhead", bool, False),
            pos=e.int_list("pos", 4))
    connections = []
    seen: set[frozenset[str]] = set()
    for e in entries(file, doc, "connections", ids=False):
        e.unknown_fields({"a", "b", "only", "beach"})
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
        beach = e.get("beach", bool, False)
        if beach and not (spaces[a].beachhead or spaces[b].beachhead):
            raise e.error("beach", "a beach link must touch an MEF space")
        connections.append(Connection(a, b, _nations(e, "only"), beach))
    adjacency: dict[str, list[Connection]] = {s: [] for s in spaces}
    for c in connections:
        adjacency[c.a].append(c)
        adjacency[c.b].append(c)
    boxes: dict[str, Box] = {}
    for e in entries(file, doc, "boxes"):
        e.unknown_fields({"id", "name", "side", "kind", "pos"})
        boxes[e.name] = Box(e.name, e.get("name", str), e.choice("side", SIDES), e.choice("kind", BOX_KINDS),
                            e.int_list("pos", 4))
    layout = doc.get("layout")
    if not (isinstance(layout, list) and len(layout) == 2):
        raise DataError(file, "must be [width, height]", field="layout")
    vp22 = doc.get("vp_2022", {"add": [], "remove": []})
    if not isinstance(vp22, dict):
        raise DataError(file, "must be {\"add\": [...], \"remove\": [...]}", field="vp_2022")
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
        e.unknown_fields({"id", "name", "label", "side", "nation", "type", "full", "reduced", "rp",
                          "not_replaceable", "near_east", "special", "loss_priority"})
        units[e.name] = Unit(
            id=e.name, name=e.get("name", str), side=e.choice("side", SIDES), nation=e.choice("nation", NATIONS),
            type=e.choice("type", UNIT_TYPES), full=_factors(e, "full"), reduced=_factors(e, "reduced"),
            rp=e.choice("rp", NATIONS + ("allied", None), None), not_replaceable=e.get("not_replaceable", bool, False),
            near_east=e.get("near_east", bool, False), label=e.get("label", str, ""),
            special=e.get("special", bool, False),
            loss_priority=e.get("loss_priority", int, None, lambda v: v >= 1, "a priority from 1 up"))
    return units


def _rp(e: Entry, raw: Any, field: str) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict):
        raise e.error(field, "must be an object of RP pool: points")
    for pool, value in raw.items():
        if pool not in NATIONS + ("allied",) or not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise e.error(field, f"{pool!r}: {value!r} is not an RP pool and a number of points")
    return tuple(sorted(raw.items()))


def _reinforcements(e: Entry, raw: Any, field: str, units: dict[str, Unit] | None) -> Reinforcements:
    if not isinstance(raw, dict) or not set(raw) <= {"nation", "units", "corps"} or "nation" not in raw:
        raise e.error(field, "must be {\"nation\": ..., \"units\": {unit id: placement}, \"corps\": N}")
    nation, placed, corps = raw["nation"], raw.get("units", {}), raw.get("corps", 0)
    if nation not in NATIONS:
        raise e.error(field, f"{nation!r} is not a nation")
    if not isinstance(placed, dict) or not isinstance(corps, int) or isinstance(corps, bool) or corps < 0:
        raise e.error(field, "units must map unit ids to placements and corps must be a number")
    for uid, where in placed.items():
        if units is not None and uid not in units:
            raise e.error(field, f"no unit {uid!r}")
        if where not in PLACEMENTS:
            raise e.error(field, f"{where!r} is not one of {', '.join(PLACEMENTS)}")
    if not placed and not corps:
        raise e.error(field, "brings no units")
    return Reinforcements(nation, tuple(placed.items()), corps)


def _card_ids(e: Entry, field: str) -> tuple[str, ...]:
    ids = e.get(field, list, [])
    for cid in ids:
        if not (isinstance(cid, str) and len(cid) == 4 and cid[:2] in SIDES and cid[2:].isdigit()):
            raise e.error(field, f"{cid!r} is not a card id like 'ap01'")
    return tuple(ids)


def load_cards(path: Path, units: dict[str, Unit] | None = None) -> dict[str, Card]:
    """Load the strategy cards; with ``units`` given, every unit a card names must exist."""
    file = path.name
    doc = read_json(path, "pog-cards/1")
    cards: dict[str, Card] = {}
    ops_check = dict(check=lambda v: 0 <= v <= 5, expect="a value from 0 to 5")
    for e in entries(file, doc, "cards"):
        e.unknown_fields({"id", "side", "num", "name", "deck", "ops", "sr", "rp", "combat", "remove", "ws", "reinf",
                          "optional", "summary", "text", "ops_event", "ops_event_historical", "once_per_turn", "requires",
                          "requires_any", "blocked_by", "cancels", "event_units", "enters_war", "changes_2022"})
        reinf = e.get("reinf", dict, None)
        if reinf is not None:
            reinf = _reinforcements(e, reinf, "reinf", units)
        event_units = tuple(e.get("event_units", list, []))
        for uid in event_units:
            if units is not None and uid not in units:
                raise e.error("event_units", f"no unit {uid!r}")
        summary = e.get("summary", str, "")
        if len(summary) > 140:
            raise e.error("summary", f"is {len(summary)} characters long; at most 140")
        text = e.get("text", str, "")
        if len(text) > 500:
            raise e.error("text", f"is {len(text)} characters long; at most 500")
        changes = e.get("changes_2022", dict, {})
        for key in changes:
            if key not in CARD_2022_FIELDS:
                raise e.error("changes_2022", f"{key!r} is not one of {', '.join(CARD_2022_FIELDS)}")
        parsed = {k: (_rp(e, v, "changes_2022") if k == "rp" else
                      _reinforcements(e, v, "changes_2022", units) if k == "reinf" else v)
                  for k, v in changes.items()}
        cards[e.name] = Card(
            id=e.name, side=e.choice("side", SIDES),
            num=e.get("num", int, check=lambda v: 1 <= v <= 65, expect="a card number from 1 to 65"),
            name=e.get("name", str), deck=e.choice("deck", DECKS),
            ops=e.get("ops", int, **ops_check), sr=e.get("sr", int, **ops_check),
            rp=_rp(e, e.get("rp", dict, {}), "rp"), combat=e.get("combat", bool, False),
            remove=e.get("remove", bool, False), ws=e.get("ws", int, 0, lambda v: 0 <= v <= 3, "a WS from 0 to 3"),
            reinf=reinf, optional=e.get("optional", bool, False), summary=summary, text=text,
            ops_event=e.get("ops_event", bool, False), ops_event_historical=e.get("ops_event_historical", bool, False),
            once_per_turn=e.get("once_per_turn", bool, False), requires=_card_ids(e, "requires"),
            requires_any=_card_ids(e, "requires_any"), blocked_by=_card_ids(e, "blocked_by"),
            cancels=_card_ids(e, "cancels"), event_units=event_units,
            enters_war=e.choice("enters_war", NATIONS + (None,), None), changes_2022=tuple(sorted(parsed.items())))
        if cards[e.name].id != f"{cards[e.name].side}{cards[e.name].num:02d}":
            raise e.error("id", f"must be the side and the two-digit number, {cards[e.name].side}{cards[e.name].num:02d}")
    nums = {}
    for c in cards.values():
        if (c.side, c.num) in nums:
            raise DataError(file, f"card number {c.num} of side {c.side} is used twice", entry=c.id, field="num")
        nums[(c.side, c.num)] = c.id
    for c in cards.values():
        for field in ("requires", "requires_any", "blocked_by", "cancels"):
            for cid in getattr(c, field):
                if cid not in cards:
                    raise DataError(file, f"no card {cid!r}", entry=c.id, field=field)
    return cards
