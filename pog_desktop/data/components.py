"""Loaders for the printed components: the map, the unit counters and the strategy cards."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import DataError
from .jsonfile import Entry, entries, read_json
from .model import (CARD_2022_FIELDS, NATIONS, SIDES, Box, Card, Connection, Factors, MapData, MarkerCounter,
                    Reinforcements, Space, Unit)
from .vocab import POG, Vocabulary

__all__ = ["NATIONS", "load_map", "load_units", "load_cards"]

# Fields only a game whose vocabulary has the extensions may use (Pursuit of Glory).
SPACE_EXTRA = {"kind", "area", "restricted_area", "sea", "supply_limited", "supply_note", "beachhead_for", "tribe",
               "city", "jihad_city", "armenian_a", "oil_field", "soviet_revolt_site", "aliases"}
LINK_EXTRA = {"type", "strait", "completed_by", "completed_for", "restricted_route", "coloured", "water", "no_tribes"}
WATER = ("both", "from_a", "from_b")


def _nations(e: Entry, field: str, words: tuple[str, ...] = NATIONS) -> frozenset[str]:
    values = e.get(field, list, [])
    for n in values:
        if n not in words:
            raise e.error(field, f"{n!r} is not a nation")
    return frozenset(values)


def _extended(vocab: Vocabulary) -> bool:
    return len(vocab.space_kinds) > 1


def _space(e: Entry, v: Vocabulary) -> Space:
    ext = _extended(v)
    e.unknown_fields({"id", "name", "map", "nation", "side", "terrain", "vp", "fort", "ports",
                      "supply_source", "supply_for", "capital", "beachhead", "pos"} | (SPACE_EXTRA if ext else set()))
    ports = e.get("ports", list, [])
    if any(p not in SIDES for p in ports):
        raise e.error("ports", f"{ports!r} may only hold 'ap' and 'cp'")
    source = e.get("supply_source", bool, False)
    supply_for = _nations(e, "supply_for", v.nations + (SIDES if ext else ()))
    if source != bool(supply_for):
        raise e.error("supply_for", "a supply source must list the nations it supplies, and only a source may")
    if v.vp_values:
        vp = e.get("vp", int, 0, lambda x: 0 <= x <= 2, "a VP value from 0 to 2")
    else:
        vp = e.get("vp", bool, False)
    extra = {}
    if ext:
        limited = _nations(e, "supply_limited", v.nations + SIDES)
        if not limited <= supply_for:
            raise e.error("supply_limited", "must be among the space's supply_for")
        extra = dict(
            kind=e.choice("kind", v.space_kinds, "space"), area=e.choice("area", v.areas + (None,), None),
            restricted_area=e.choice("restricted_area", v.areas + (None,), None),
            sea=e.choice("sea", v.seas + (None,), None), supply_limited=limited,
            supply_note=e.get("supply_note", str, ""), beachhead_for=e.get("beachhead_for", str, None),
            tribe=e.get("tribe", str, None), city=e.get("city", str, None),
            jihad_city=e.get("jihad_city", bool, False), armenian_a=e.get("armenian_a", bool, False),
            oil_field=e.get("oil_field", bool, False), soviet_revolt_site=e.get("soviet_revolt_site", bool, False),
            aliases=tuple(e.get("aliases", list, [])))
        if extra["sea"] is not None and not ports:
            raise e.error("sea", "only a port has a sea")
    return Space(
        id=e.name, name=e.get("name", str), map=e.choice("map", v.maps),
        nation=e.choice("nation", v.nations + (None,)),
        side=e.choice("side", SIDES + ((None,) if v.neutral_spaces else ())),
        terrain=e.choice("terrain", v.terrains, "clear"), vp=vp,
        fort=e.get("fort", int, 0, lambda x: 0 <= x <= 3, "a fort strength from 0 to 3"),
        ports=frozenset(ports), supply_source=source, supply_for=supply_for,
        capital=e.get("capital", bool, False), beachhead=e.get("beachhead", bool, False),
        pos=e.int_list("pos", 4), **extra)


def _link_extra(e: Entry, v: Vocabulary, spaces: dict[str, Space]) -> dict:
    if not _extended(v):
        return {}
    kind = e.choice("type", v.link_types)
    strait = e.get("strait", int, 0, lambda x: 0 <= x <= 5, "a strait number from 1 to 5")
    if (kind == "strait") != bool(strait):
        raise e.error("strait", "a strait link needs its number (1-5), and only a strait link has one")
    completed_by = e.get("completed_by", str, None)
    if (kind == "incomplete_rail") != (completed_by is not None):
        raise e.error("completed_by", "an incomplete railway names the card that completes it, and only it does")
    route = e.get("restricted_route", str, None)
    if route is not None and not kind.startswith("restricted"):
        raise e.error("restricted_route", "only a restricted link has a route letter")
    return dict(type=kind, strait=strait, completed_by=completed_by,
                completed_for=e.choice("completed_for", SIDES + (None,), None), restricted_route=route,
                coloured=e.get("coloured", bool, False), water=e.choice("water", WATER + (None,), None),
                no_tribes=e.get("no_tribes", bool, False))


def load_map(path: Path, vocab: Vocabulary = POG) -> MapData:
    file = path.name
    doc = read_json(path, "pog-map/1")
    spaces: dict[str, Space] = {}
    for e in entries(file, doc, "spaces"):
        spaces[e.name] = _space(e, vocab)
    for s in spaces.values():
        if s.beachhead_for is not None and spaces.get(s.beachhead_for, None) is None:
            raise DataError(file, f"no space {s.beachhead_for!r}", entry=s.id, field="beachhead_for")
    connections = []
    seen: set[frozenset[str]] = set()
    for e in entries(file, doc, "connections", ids=False):
        e.unknown_fields({"a", "b", "only", "beach"} | (LINK_EXTRA if _extended(vocab) else set()))
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
        only = _nations(e, "only", vocab.movers or vocab.nations)
        connections.append(Connection(a, b, only, beach, **_link_extra(e, vocab, spaces)))
    adjacency: dict[str, list[Connection]] = {s: [] for s in spaces}
    for c in connections:
        adjacency[c.a].append(c)
        adjacency[c.b].append(c)
    boxes: dict[str, Box] = {}
    for e in entries(file, doc, "boxes"):
        e.unknown_fields({"id", "name", "side", "kind", "pos"})
        boxes[e.name] = Box(e.name, e.get("name", str), e.choice("side", SIDES), e.choice("kind", vocab.box_kinds),
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


UNIT_EXTRA = {"kind", "nations", "drm", "loss_unknown", "rp_alt", "rp_only_while_on_map", "area_limit", "yildirim",
              "note", "revolt"}


def _unit_extra(e: Entry, v: Vocabulary) -> dict:
    if not _extended(v):
        return {}
    nations = _nations(e, "nations", v.nations)
    if nations and (len(nations) != 2 or e.raw.get("nation") not in nations):
        raise e.error("nations", "a dual-nationality unit lists two nations, its own first nation among them")
    drm = e.get("drm", list, None)
    if drm is not None and (len(drm) != 2 or not all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d <= 2
                                                     for d in drm)):
        raise e.error("drm", f"must be [full, reduced] DRMs from 0 to 2, got {drm!r}")
    if (drm is not None) != (e.raw.get("type") in ("hq", "heavy_artillery")):
        raise e.error("drm", "HQs and heavy artillery have a DRM, and only they do")
    rp_alt = e.get("rp_alt", list, [])
    for pool in rp_alt:
        if pool not in v.rp_pools:
            raise e.error("rp_alt", f"{pool!r} is not an RP pool")
    return dict(kind=e.choice("kind", v.unit_kinds + (None,), None), nations=tuple(e.raw.get("nations", [])),
                drm=None if drm is None else tuple(drm), loss_unknown=e.get("loss_unknown", bool, False),
                rp_alt=tuple(rp_alt), rp_only_while_on_map=e.get("rp_only_while_on_map", bool, False),
                area_limit=e.choice("area_limit", v.area_limits + (None,), None),
                yildirim=e.get("yildirim", bool, False), note=e.get("note", str, ""), revolt=e.get("revolt", str, None))


def load_units(path: Path, vocab: Vocabulary = POG) -> dict[str, Unit]:
    file = path.name
    doc = read_json(path, "pog-units/1")
    units: dict[str, Unit] = {}
    ext = _extended(vocab)
    for e in entries(file, doc, "units"):
        e.unknown_fields({"id", "name", "label", "side", "nation", "type", "full", "reduced", "rp",
                          "not_replaceable", "near_east", "special", "loss_priority"} | (UNIT_EXTRA if ext else set()))
        units[e.name] = Unit(
            id=e.name, name=e.get("name", str), side=e.choice("side", SIDES), nation=e.choice("nation", vocab.nations),
            type=e.choice("type", vocab.unit_types), full=_factors(e, "full"), reduced=_factors(e, "reduced"),
            rp=e.choice("rp", vocab.rp_pools + (None,), None), not_replaceable=e.get("not_replaceable", bool, False),
            near_east=e.get("near_east", bool, False), label=e.get("label", str, ""),
            special=e.get("special", bool, False),
            loss_priority=e.get("loss_priority", int, None, lambda v: v >= 1, "a priority from 1 up"),
            **_unit_extra(e, vocab))
    return units


def load_marker_counters(path: Path, units: dict[str, Unit]) -> dict[str, MarkerCounter]:
    """The optional ``marker_counters`` section of ``units.json``: counters that are not units."""
    file = path.name
    doc = read_json(path, "pog-units/1")
    if "marker_counters" not in doc:
        return {}
    out = {}
    for e in entries(file, doc, "marker_counters"):
        e.unknown_fields({"id", "name", "side", "note"})
        if e.name in units:
            raise e.error("id", "is also a unit id")
        out[e.name] = MarkerCounter(e.name, e.get("name", str), e.choice("side", SIDES + (None,), None),
                                    e.get("note", str, ""))
    return out


def _rp(e: Entry, raw: Any, field: str, pools: tuple[str, ...] = NATIONS + ("allied",)) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict):
        raise e.error(field, "must be an object of RP pool: points")
    for pool, value in raw.items():
        if pool not in pools or not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise e.error(field, f"{pool!r}: {value!r} is not an RP pool and a number of points")
    return tuple(sorted(raw.items()))


def _reinforcements(e: Entry, raw: Any, field: str, units: dict[str, Unit] | None,
                    vocab: Vocabulary = POG) -> Reinforcements:
    if not isinstance(raw, dict) or not set(raw) <= {"nation", "units", "corps"} or "nation" not in raw:
        raise e.error(field, "must be {\"nation\": ..., \"units\": {unit id: placement}, \"corps\": N}")
    nation, placed, corps = raw["nation"], raw.get("units", {}), raw.get("corps", 0)
    if nation not in vocab.nations:
        raise e.error(field, f"{nation!r} is not a nation")
    if not isinstance(placed, dict) or not isinstance(corps, int) or isinstance(corps, bool) or corps < 0:
        raise e.error(field, "units must map unit ids to placements and corps must be a number")
    for uid, where in placed.items():
        if units is not None and uid not in units:
            raise e.error(field, f"no unit {uid!r}")
        if where not in vocab.placements:
            raise e.error(field, f"{where!r} is not one of {', '.join(vocab.placements)}")
    if not placed and not corps:
        raise e.error(field, "brings no units")
    return Reinforcements(nation, tuple(placed.items()), corps)


def _card_ids(e: Entry, field: str) -> tuple[str, ...]:
    ids = e.get(field, list, [])
    for cid in ids:
        if not (isinstance(cid, str) and len(cid) == 4 and cid[:2] in SIDES and cid[2:].isdigit()):
            raise e.error(field, f"{cid!r} is not a card id like 'ap01'")
    return tuple(ids)


CARD_EXTRA = {"event_markers", "reinforcement", "tag_1916", "use_for_ops", "jihad", "invasion"}


def _card_extra(e: Entry, v: Vocabulary) -> dict:
    if not _extended(v):
        return {}
    markers = e.get("event_markers", list, [])
    if not all(isinstance(m, str) and m for m in markers):
        raise e.error("event_markers", "must be a list of marker names")
    return dict(event_markers=tuple(markers), reinforcement=e.get("reinforcement", bool, False),
                tag_1916=e.get("tag_1916", bool, False), use_for_ops=e.get("use_for_ops", bool, False),
                jihad=e.get("jihad", bool, False), invasion=e.get("invasion", bool, False))


def load_cards(path: Path, units: dict[str, Unit] | None = None, vocab: Vocabulary = POG) -> dict[str, Card]:
    """Load the strategy cards; with ``units`` given, every unit a card names must exist."""
    file = path.name
    doc = read_json(path, "pog-cards/1")
    cards: dict[str, Card] = {}
    ops_check = dict(check=lambda v: 0 <= v <= 5, expect="a value from 0 to 5")
    pools = vocab.rp_pools
    for e in entries(file, doc, "cards"):
        e.unknown_fields({"id", "side", "num", "name", "deck", "ops", "sr", "rp", "combat", "remove", "ws", "reinf",
                          "optional", "summary", "text", "ops_event", "ops_event_historical", "once_per_turn", "requires",
                          "requires_any", "blocked_by", "cancels", "event_units", "enters_war", "changes_2022"}
                         | (CARD_EXTRA if _extended(vocab) else set()))
        reinf = e.get("reinf", dict, None)
        if reinf is not None:
            reinf = _reinforcements(e, reinf, "reinf", units, vocab)
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
        for key, most in (("summary", 140), ("text", 500)):
            if key in changes and not (isinstance(changes[key], str) and 0 < len(changes[key]) <= most):
                raise e.error("changes_2022", f"{key} must be a text of at most {most} characters")
        parsed = {k: (_rp(e, v, "changes_2022", pools) if k == "rp" else
                      _reinforcements(e, v, "changes_2022", units, vocab) if k == "reinf" else v)
                  for k, v in changes.items()}
        cards[e.name] = Card(
            id=e.name, side=e.choice("side", SIDES),
            num=e.get("num", int, check=lambda v: 1 <= v <= vocab.max_card,
                      expect=f"a card number from 1 to {vocab.max_card}"),
            name=e.get("name", str), deck=e.choice("deck", vocab.decks),
            ops=e.get("ops", int, **ops_check), sr=e.get("sr", int, **ops_check),
            rp=_rp(e, e.get("rp", dict, {}), "rp", pools), combat=e.get("combat", bool, False),
            remove=e.get("remove", bool, False), ws=e.get("ws", int, 0, lambda v: 0 <= v <= 3, "a WS from 0 to 3"),
            reinf=reinf, optional=e.get("optional", bool, False), summary=summary, text=text,
            ops_event=e.get("ops_event", bool, False), ops_event_historical=e.get("ops_event_historical", bool, False),
            once_per_turn=e.get("once_per_turn", bool, False), requires=_card_ids(e, "requires"),
            requires_any=_card_ids(e, "requires_any"), blocked_by=_card_ids(e, "blocked_by"),
            cancels=_card_ids(e, "cancels"), event_units=event_units,
            enters_war=e.choice("enters_war", vocab.nations + (None,), None),
            changes_2022=tuple(sorted(parsed.items())), game=vocab.game, **_card_extra(e, vocab))
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
