"""Turn a resolved scenario document into a validated ``Scenario`` (rules 4.0 and 5.0).

Every refusal is a ``DataError`` naming the file, the entry (a space, unit, nation, marker
or option) and the field.
"""
from __future__ import annotations

from typing import Any

from .errors import DataError
from .model import SIDES, GameData
from .scenario_cards import _cards, _victory
from .scenario_doc import _Doc
from .scenario_merge import unit_name
from .scenario_model import (COMMITMENT_LEVELS, RUSSIAN_CAPITULATION_TRACK, US_ENTRY_TRACK, NationEntry, NeutralSetup,
                             PlacementChoice, Scenario)
from .scenario_options import option_problem, with_defaults
from .vocab import Vocabulary, vocabulary

TOP_LEVEL = {"format", "id", "title", "edition", "rule", "summary", "default", "turns", "markers", "commitment",
             "cards", "victory", "options", "setup", "boxes", "control", "neutral", "variants", "notes"}
EDITIONS = ("2004", "2022")
LAST_TURN = 20            # the Turn Record Track: August 1914 to Winter 1919
STACKING_LIMIT = 3        # 10.1.1: at most three units per space
REQUIRED_MARKERS = ("turn", "vp", "ap_ws", "cp_ws", "combined_ws", "cp_russian_vp", "us_entry",
                    "russian_capitulation")


class _Placements:
    """Every unit put somewhere by one scenario: each at most once (4.2)."""

    def __init__(self, game: GameData, file: str):
        self.game, self.file = game, file
        self.where: dict[str, str] = {}

    def unit(self, raw: Any, where: str, entry: str, field: str) -> tuple[str, bool]:
        if not isinstance(raw, str):
            raise DataError(self.file, f"a unit must be a unit id string, got {raw!r}", entry=entry, field=field)
        uid = unit_name(raw)
        if uid not in self.game.units:
            raise DataError(self.file, f"no unit {uid!r}", entry=entry, field=field)
        if uid in self.where:
            raise DataError(self.file, f"unit {uid!r} is placed twice: in {self.where[uid]} and in {where}",
                            entry=entry, field=field)
        self.where[uid] = where
        return uid, raw != uid


def _space_setup(doc: _Doc, spaces: dict[str, Any], places: _Placements, where_prefix: str, vocab: Vocabulary,
                 markers: dict[str, tuple[str, ...]] | None = None
                 ) -> tuple[dict[str, tuple[str, ...]], set[str], dict[str, int]]:
    """A ``setup`` section: space -> units (reduced ones in parentheses), trench level and (PuG)
    the other markers of the space, which go into ``markers``."""
    units_on_map: dict[str, tuple[str, ...]] = {}
    reduced: set[str] = set()
    trenches: dict[str, int] = {}
    limit = vocab.stacking_limit
    for space_id, raw in doc.get("setup", dict, {}).items():
        entry = _Doc(doc.file, raw if isinstance(raw, dict) else {}, space_id)
        if not isinstance(raw, dict):
            raise entry.error(None, "each setup entry must be an object like {\"units\": [...], \"trench\": 1}")
        if space_id not in spaces:
            raise entry.error("setup", f"no space {space_id!r}")
        entry.only({"units", "trench"} | ({"markers"} if vocab.space_markers else set()))
        units = []
        for raw_unit in entry.get("units", list, []):
            uid, is_reduced = places.unit(raw_unit, f"{where_prefix}{space_id}", space_id, "units")
            units.append(uid)
            if is_reduced:
                reduced.add(uid)
        if units:
            if limit is not None and len(units) > limit:
                raise entry.error("units", f"{len(units)} units exceed the stacking limit of {limit} (10.1.1)")
            units_on_map[space_id] = tuple(units)
        trench = entry.get("trench", int, 0)
        if trench not in (0, 1, 2):
            raise entry.error("trench", f"trench level must be 1 or 2, got {trench!r}")
        if trench:
            trenches[space_id] = trench
        marks = entry.get("markers", list, [])
        for m in marks:
            if m not in vocab.space_markers:
                raise entry.error("markers", f"{m!r} is not one of {', '.join(vocab.space_markers)}")
        if marks and markers is not None:
            markers[space_id] = tuple(marks)
        if not units and not trench and not marks:
            raise entry.error(None, "empty setup entry: give units or a trench (or delete it with null)")
    return units_on_map, reduced, trenches


def _boxes(doc: _Doc, game: GameData, places: _Placements, reduced: set[str], where_prefix: str = "",
           vocab: Vocabulary | None = None) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for box_id, raw in doc.get("boxes", dict, {}).items():
        if box_id not in game.map.boxes:
            raise doc.error("boxes", f"no box {box_id!r}; boxes are {', '.join(sorted(game.map.boxes))}", entry=box_id)
        if not isinstance(raw, list):
            raise doc.error("boxes", "must be a list of unit ids", entry=box_id)
        box = game.map.boxes[box_id]
        if box.kind not in (vocab.start_boxes if vocab else ("reserve", "eliminated")):
            raise doc.error("boxes", f"units cannot start in {box.name}", entry=box_id)
        units = []
        for raw_unit in raw:
            uid, is_reduced = places.unit(raw_unit, f"{where_prefix}{box_id}", box_id, "boxes")
            if game.units[uid].side != box.side:
                raise doc.error("boxes", f"unit {uid!r} of side {game.units[uid].side} cannot be in {box.name}",
                                entry=box_id)
            if is_reduced:
                reduced.add(uid)
            units.append(uid)
        out[box_id] = tuple(units)
    return out


def _check_sides(doc: _Doc, game: GameData, units_on_map: dict[str, tuple[str, ...]],
                 boxes: dict[str, tuple[str, ...]], trenches: dict[str, int], control: dict[str, str | None],
                 neutral: frozenset[str], vocab: Vocabulary) -> None:
    """4.2.2: no neutral's unit at the start; each unit on its own side's ground; a trench needs an owner.
    (Pursuit of Glory: a neutral's units may start in its own neutral spaces, as Greece's do.)"""
    for box_id, units in boxes.items():
        for uid in units:
            if game.units[uid].nation in neutral:
                raise doc.error("boxes", f"unit {uid!r} belongs to {game.units[uid].nation}, which is neutral at the "
                                "start (4.2.2): put it in that nation's entry setup", entry=box_id)
    for space_id, units in units_on_map.items():
        for uid in units:
            unit = game.units[uid]
            if vocab.neutral_units_on_map and unit.nation in neutral and control[space_id] is None \
                    and game.map.spaces[space_id].nation == unit.nation:
                continue
            if game.map.spaces[space_id].kind == "region" and unit.nation not in neutral:
                continue   # PuG 8.5: both sides may have units in a Region (a contested Region, 10.1.5)
            if unit.nation in neutral:
                raise doc.error("setup", f"unit {uid!r} belongs to {unit.nation}, which is neutral at the start "
                                "(4.2.2): place it in that nation's entry setup", entry=space_id)
            if control[space_id] != unit.side:
                raise doc.error("setup", f"unit {uid!r} of side {unit.side} cannot start in a space controlled by "
                                f"{control[space_id] or 'no side (neutral)'}", entry=space_id)
    for space_id in trenches:
        if control[space_id] is None and not (vocab.neutral_units_on_map and space_id in units_on_map):
            raise doc.error("trench", "a starting trench needs a side that controls the space; this space is "
                            "neutral (put the trench in the nation's entry setup)", entry=space_id)


def _control(doc: _Doc, game: GameData, neutral: frozenset[str]) -> dict[str, str | None]:
    """Who controls each space at the start: its map side, nobody in a neutral nation (11.1.11),
    except the spaces the file names (Kavala is Allied from the start, 9.5.2.4)."""
    control = {sid: (None if s.nation in neutral else s.side) for sid, s in game.map.spaces.items()}
    for space_id, side in doc.get("control", dict, {}).items():
        if space_id not in game.map.spaces:
            raise doc.error("control", f"no space {space_id!r}", entry=space_id)
        if side not in SIDES + (None,):
            raise doc.error("control", f"{side!r} is not ap, cp or null", entry=space_id)
        control[space_id] = side
    return control


def _neutral_setup(file: str, raw: Any, game: GameData, nation: str, places: _Placements,
                   vocab: Vocabulary) -> NeutralSetup:
    """4.2.2: a neutral nation's units go on the map only when it enters the war."""
    if not isinstance(raw, dict):
        raise DataError(file, "must be an object with entry, setup, boxes, choices and control", entry=nation,
                        field="neutral")
    n = _Doc(file, raw, nation)
    relaxed = vocab.entry_setups_any_nation
    n.only({"rule", "entry", "setup", "boxes", "choices", "control"} | ({"later", "if_available", "notes"} if relaxed
                                                                        else set()))
    e = n.part("entry")
    e.only({"event", "limited_event", "commitment", "side", "with", "track"})
    entry = NationEntry(event=e.get("event", str, None), limited_event=e.get("limited_event", str, None),
                        commitment=e.choice("commitment", COMMITMENT_LEVELS + (None,), None),
                        side=e.choice("side", SIDES + (None,), None), with_nation=e.get("with", str, None),
                        track=e.choice("track", ("us_entry", None), None))
    for field, card in (("event", entry.event), ("limited_event", entry.limited_event)):
        if card is not None and card not in game.cards:
            raise e.error(field, f"no card {card!r}")
    ways = [entry.event, entry.commitment, entry.with_nation, entry.track]
    if sum(w is not None for w in ways) != 1:
        raise e.error(None, "give exactly one way to enter: event, commitment (with side), with, or track")
    if (entry.commitment is None) != (entry.side is None):
        raise e.error("side", "commitment and side go together")
    home = {sid for sid, s in game.map.spaces.items() if s.nation == nation}
    prefix = f"{nation} entry setup: "
    units_on_map, reduced, trenches = _space_setup(n, game.map.spaces, places, prefix, vocab)
    for space_id in list(units_on_map) + list(trenches):
        if space_id not in home and not relaxed:
            raise n.error("setup", f"{space_id!r} is not a space of {nation}", entry=space_id)
    reserve_boxes = _boxes(n, game, places, reduced, prefix, vocab)
    reserve = tuple(u for units in reserve_boxes.values() for u in units)
    choices = []
    for i, raw in enumerate(n.get("choices", list, [])):
        c = _Doc(file, raw if isinstance(raw, dict) else {}, f"{nation} choice #{i + 1}")
        c.only({"chooser", "units", "spaces", "per_space"})
        units = tuple(places.unit(u, f"{prefix}choice #{i + 1}", c.entry, "units")[0] for u in c.get("units", list))
        spaces = c.get("spaces", (str, list))
        if spaces == "other_home_spaces":
            spaces = home - set(units_on_map)
        elif isinstance(spaces, str) or any(s not in (game.map.spaces if relaxed else home) for s in spaces):
            raise c.error("spaces", f"must be \"other_home_spaces\" or a list of spaces of {nation}")
        per_space = c.get("per_space", int, 1)
        if per_space < 1 or per_space > STACKING_LIMIT or len(spaces) * per_space < len(units):
            raise c.error("per_space", f"{len(units)} units do not fit in {len(spaces)} spaces at {per_space} each")
        choices.append(PlacementChoice(c.choice("chooser", SIDES), units, frozenset(spaces), per_space))
    later = []
    for i, raw in enumerate(n.get("later", list, [])):
        lt = _Doc(file, raw if isinstance(raw, dict) else {}, f"{nation} later #{i + 1}")
        lt.only({"turns", "space", "units"})
        turns = lt.get("turns", int)
        space = lt.get("space", str)
        if space not in game.map.spaces:
            raise lt.error("space", f"no space {space!r}")
        if not 1 <= turns <= 3:
            raise lt.error("turns", f"must be 1 to 3 turns later, got {turns}")
        units = []
        for u in lt.get("units", list):
            uid, is_reduced = places.unit(u, f"{prefix}later #{i + 1}", lt.entry, "units")
            units.append(uid)
            if is_reduced:
                reduced.add(uid)
        later.append((turns, space, tuple(units)))
    if_available = n.get("if_available", list, [])
    for uid in if_available:
        if uid not in places.where or not places.where[uid].startswith(prefix):
            raise n.error("if_available", f"{uid!r} is not placed by this entry setup")
    notes = n.get("notes", list, [])
    setup = NeutralSetup(nation=nation, rule=n.get("rule", str, ""), entry=entry, units_on_map=units_on_map,
                         reduced=frozenset(reduced), reserve=reserve, trenches=trenches, choices=tuple(choices),
                         control=n.choice("control", SIDES + (None,), None), later=tuple(later),
                         if_available=frozenset(if_available), notes=tuple(notes))
    for uid in setup.units:
        if game.units[uid].nation != nation and not relaxed:
            raise n.error("setup", f"unit {uid!r} is {game.units[uid].nation}, not {nation}")
    return setup


def _markers(doc: _Doc, first_turn: int, vocab: Vocabulary) -> dict[str, int]:
    m = doc.part("markers", entry="markers")
    for name in vocab.required_markers:
        m.get(name, int)
    markers = {}
    for name, value in m.raw.items():
        known = name in vocab.required_markers + vocab.optional_markers or \
            (name.startswith("rp_") and name[3:] in vocab.rp_pools)
        if not known:
            raise m.error(name, "unknown marker")
        if not isinstance(value, int) or isinstance(value, bool):
            raise m.error(name, f"must be a whole number, got {value!r}")
        markers[name] = value
    if markers["turn"] != first_turn:
        raise m.error("turn", f"the turn marker ({markers['turn']}) must be on the first turn ({first_turn})",
                      entry="markers")
    for name, track in (("us_entry", US_ENTRY_TRACK), ("russian_capitulation", RUSSIAN_CAPITULATION_TRACK)):
        if name in markers and not 0 <= markers[name] < len(track):
            raise m.error(name, f"must be a box of its track, 0 to {len(track) - 1}")
    return markers


def _options(doc: _Doc, game: GameData, edition: str, vocab: Vocabulary) -> dict[str, Any]:
    chosen = doc.get("options", dict, {})
    if not vocab.has_options:
        if chosen:
            raise doc.error(sorted(chosen)[0], f"{vocab.title} has no rule switches yet", entry="options")
        return {}
    for name, value in chosen.items():
        problem = option_problem(name, value)
        if problem:
            raise doc.error(name, problem, entry="options")
    options = with_defaults(chosen, edition)
    for cid in options["event_and_ops_cards"]:
        if cid not in game.cards:
            raise doc.error("event_and_ops_cards", f"no card {cid!r}", entry="options")
    if options["optional_cards"] != "none" and options["ruleset"] == "2004":
        raise doc.error("optional_cards", "the optional cards 56-65 exist only in the 2022 edition", entry="options")
    return options


def build_scenario(file: str, raw: dict[str, Any], game: GameData, variants: frozenset[str]) -> Scenario:
    doc = _Doc(file, raw)
    doc.only(TOP_LEVEL)
    vocab = vocabulary(game.game)
    edition = doc.choice("edition", vocab.editions)
    turns = doc.get("turns", list)
    last = vocab.last_turn
    if len(turns) != 2 or not all(isinstance(t, int) and not isinstance(t, bool) for t in turns) \
            or not 1 <= turns[0] <= turns[1] <= last:
        raise doc.error("turns", f"must be [first, last] with 1 <= first <= last <= {last}, got {turns!r}")
    options = _options(doc, game, edition, vocab)
    neutral_raw = doc.get("neutral", dict, {})
    for nation in neutral_raw:
        if nation not in vocab.nations:
            raise doc.error("neutral", f"{nation!r} is not a nation", entry=nation)
    neutral = frozenset(neutral_raw)
    places = _Placements(game, file)
    space_markers: dict[str, tuple[str, ...]] = {}
    units_on_map, reduced, trenches = _space_setup(doc, game.map.spaces, places, "", vocab, space_markers)
    boxes = _boxes(doc, game, places, reduced, vocab=vocab)
    control = _control(doc, game, neutral)
    _check_sides(doc, game, units_on_map, boxes, trenches, control, neutral, vocab)
    starting = set(places.where)
    start_places = dict(places.where)

    def entry_places() -> _Placements:
        """PuG: each entry setup is checked against the start on its own (an "if available" unit
        such as the Alpenkorps appears in both the Bulgarian and the Romanian entry)."""
        if not vocab.entry_setups_any_nation:
            return places
        own = _Placements(game, file)
        own.where = dict(start_places)
        return own
    neutral_setups = {nation: _neutral_setup(file, raw, game, nation, entry_places(), vocab)
                      for nation, raw in neutral_raw.items()}
    for nation, setup in neutral_setups.items():
        if setup.entry.with_nation is not None and setup.entry.with_nation not in neutral:
            raise doc.error("entry", f"enters with {setup.entry.with_nation!r}, which is not a neutral nation here",
                            entry=nation)
    in_entries = {u for setup in neutral_setups.values() for u in setup.units}
    offboard = {side: tuple(uid for uid, u in game.units.items()
                            if u.side == side and uid not in places.where and uid not in in_entries) for side in SIDES}
    commitment = doc.get("commitment", dict)
    for side in SIDES:
        if commitment.get(side) not in COMMITMENT_LEVELS:
            raise doc.error(side, f"must be one of {', '.join(COMMITMENT_LEVELS)}", entry="commitment")
    vp_spaces = {sid for sid, s in game.map.spaces.items() if s.vp}
    notes = doc.get("notes", list, [])
    if not all(isinstance(n, str) for n in notes):
        raise doc.error("notes", "must be a list of sentences")
    if edition == "2022":
        vp_spaces = (vp_spaces | game.map.vp_2022_add) - game.map.vp_2022_remove
    return Scenario(
        id=doc.get("id", str), title=doc.get("title", str), edition=edition, rule=doc.get("rule", str, ""),
        summary=doc.get("summary", str, ""), first_turn=turns[0], last_turn=turns[1],
        units_on_map=units_on_map, reduced=frozenset(reduced & starting),
        reserve={side: boxes.get(f"{side}_reserve", ()) for side in SIDES},
        eliminated={side: boxes.get(f"{side}_eliminated", ()) for side in SIDES},
        trenches=trenches, control=control, neutral_nations=neutral, neutral_setups=neutral_setups,
        offboard=offboard, markers=_markers(doc, turns[0], vocab), commitment={s: commitment[s] for s in SIDES},
        cards=_cards(doc, game, options, vocab), victory=_victory(doc, game), options=options,
        vp_spaces=frozenset(vp_spaces), variants=variants, game=game.game, space_markers=space_markers,
        boxes=boxes, notes=tuple(notes))
