"""The game's printed tables and tracks (rulebook tables T.0, T.1, T.5-T.8), loaded from
``tables.json`` into frozen objects with small lookup methods for the engine.

The combat results tables and the terrain effects chart live in ``combat.json``.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from .errors import DataError
from .jsonfile import Entry, entries, read_json
from .model import DECKS, NATIONS, SIDES, UNIT_TYPES

SEASONS = ("spring", "summer", "fall", "winter")
VP_PHASES = ("event", "action", "war_status")
MO_RESULTS = {"ap": ("fr", "br", "it", "ru", "none"), "cp": ("ah", "ah_it", "tu", "ge", "none")}
# What the turn track marks on a turn (T.0); see docs/data-format.md.
TURN_EVENTS = ("guns_of_august_window", "moltke_window", "no_reinforcement_cards", "no_commitment_check",
               "no_russian_attack_on_german_forts", "siege_minus_2", "blockade", "last_prince_max_turn",
               "introductory_ends", "limited_war_ends", "campaign_ends")
TRACK_CONDITIONS = {"cws_min", "cp_russian_vp_min", "cws_plus_cp_russian_vp_min", "cp_russian_vp_above_tsar_fell"}


@dataclass(frozen=True, slots=True)
class Turn:
    """One box of the turn record track (T.0). ``season`` is None for Aug and Sep 1914,
    which belong to no season; ``months`` is 1 for them (15.3.3). ``events`` tags what the
    track says happens on this turn (documented in docs/data-format.md)."""

    turn: int
    name: str
    year: int
    season: str | None
    months: int
    events: frozenset[str]


@dataclass(frozen=True, slots=True)
class TrackBox:
    """A box of the US entry (16.3) or Russian capitulation (16.4) track. The marker enters
    it when ``card`` is played as an event, or when the ``conditions`` hold."""

    id: str
    name: str
    card: str | None
    conditions: tuple[tuple[str, Any], ...]

    def condition(self, key: str, default: Any = None) -> Any:
        return dict(self.conditions).get(key, default)


@dataclass(frozen=True, slots=True)
class ReplacementOption:
    """A row of the Replacement Cost table (T.5, 17.1.4): what ``rp`` points buy."""

    id: str
    rp: int
    army_flips: int = 0
    corps_flips: int = 0
    corps_rebuilt_full: int = 0
    corps_rebuilt_reduced: int = 0
    armies_rebuilt_reduced: int = 0
    armies_rebuilt_full: int = 0


@dataclass(frozen=True, slots=True)
class RPModifier:
    """An RP change a card event makes (footnotes of T.5, 17.1.8)."""

    id: str
    card: str
    pool: str
    rp: int
    per: str


@dataclass(frozen=True, slots=True)
class VPEntry:
    """A row of the Victory Point table (T.7). ``vp`` is signed: positive favours the CP."""

    id: str
    phase: str
    vp: int
    card: str | None = None
    per: str | None = None
    scenario: str | None = None


@dataclass(frozen=True, slots=True)
class PeaceTerms:
    """One side's Peace Terms table (T.6, 16.5): the VP change the offerer rolls after a
    rejected offer, by die, for Combined War Status below or at/above the threshold."""

    offer_vp_min: int | None
    offer_vp_max: int | None
    low_cws: tuple[int, ...]
    high_cws: tuple[int, ...]

    def may_offer(self, vp: int) -> bool:
        return ((self.offer_vp_min is None or vp >= self.offer_vp_min)
                and (self.offer_vp_max is None or vp <= self.offer_vp_max))


@dataclass(frozen=True)
class Tables:
    turns: tuple[Turn, ...]
    commitment_levels: tuple[str, ...]
    war_status: Mapping[str, int]
    us_entry_track: tuple[TrackBox, ...]
    russian_capitulation_track: tuple[TrackBox, ...]
    mo_results: Mapping[str, tuple[str, ...]]
    mo_shifts: Mapping[str, Mapping[str, str]]
    steps_per_rp: Mapping[str, int]
    replacement_options: tuple[ReplacementOption, ...]
    allied_pool: frozenset[str]
    rp_modifiers: tuple[RPModifier, ...]
    peace_terms: Mapping[str, PeaceTerms]
    victory_points: Mapping[str, VPEntry]
    numbers: Mapping[str, int]

    # --- T.0 turn record track ---
    def turn(self, number: int) -> Turn:
        if not 1 <= number <= len(self.turns):
            raise ValueError(f"turn {number} is not on the turn track (1-{len(self.turns)})")
        return self.turns[number - 1]

    def season(self, number: int) -> str | None:
        return self.turn(number).season

    def turns_with(self, event: str) -> tuple[int, ...]:
        return tuple(t.turn for t in self.turns if event in t.events)

    # --- 16.1 war status ---
    def commitment_for(self, war_status: int) -> str:
        """The War Commitment Level a player's War Status reaches (16.1.3, 16.1.4)."""
        if war_status >= self.war_status["total_war"]:
            return "total"
        if war_status >= self.war_status["limited_war"]:
            return "limited"
        return "mobilization"

    def threshold(self, name: str) -> int:
        return self.war_status[name]

    def number(self, name: str) -> int:
        return self.numbers[name]

    def hand_size(self, eight_card_option: bool = False) -> int:
        """Cards drawn up to in phase G (6.0 G; DLX 9.1.4 optional eight-card hand)."""
        return self.numbers["hand_size_optional" if eight_card_option else "hand_size"]

    def track_box(self, track: str, box_id: str) -> TrackBox:
        tracks = {"us_entry": self.us_entry_track, "russian": self.russian_capitulation_track}
        if track not in tracks:
            raise ValueError(f"{track!r} is not a track; use 'us_entry' or 'russian'")
        for b in tracks[track]:
            if b.id == box_id:
                return b
        raise KeyError(f"no box {box_id!r} on the {track} track")

    # --- T.1 mandated offensives ---
    def mo_result(self, side: str, roll: int) -> str:
        """The MO table result for a modified roll (7.1.1). A total above 6, possible after
        Hoffmann (7.1.9), reads as 6."""
        if roll < 1:
            raise ValueError(f"MO roll {roll} is below 1")
        return self.mo_results[side][min(roll, 6) - 1]

    def mo_shift(self, side: str, result: str) -> str:
        """The box right of ``result``, used when that nation's capital is enemy-controlled (7.1.2)."""
        return self.mo_shifts[side].get(result, "none")

    # --- T.5 replacements ---
    def rp_cost(self, nation: str, unit_type: str) -> Fraction:
        """RP to gain one step of a unit of ``nation`` and ``unit_type`` (T.5): an army step
        costs 1, a corps step 1/2 (two corps steps per point)."""
        if nation not in NATIONS:
            raise ValueError(f"{nation!r} is not a nation")
        if unit_type not in self.steps_per_rp:
            raise ValueError(f"{unit_type!r} is not a unit type")
        return Fraction(1, self.steps_per_rp[unit_type])

    def replacement_option(self, option_id: str) -> ReplacementOption:
        for o in self.replacement_options:
            if o.id == option_id:
                return o
        raise KeyError(option_id)

    def rp_pool(self, nation: str) -> str:
        """The RP marker that pays for ``nation``'s units (17.1.1.1)."""
        return "allied" if nation in self.allied_pool else nation

    # --- T.6 peace terms ---
    def peace_terms_result(self, side: str, cws: int, roll: int) -> int:
        """Signed VP change (positive favours the CP) when ``side``'s offer is rejected and it rolls ``roll``."""
        if not 1 <= roll <= 6:
            raise ValueError(f"peace terms roll {roll} is not 1-6")
        table = self.peace_terms[side]
        column = table.high_cws if cws >= self.war_status["peace_terms_high_cws"] else table.low_cws
        return column[roll - 1]

    # --- T.7 victory points ---
    def vp(self, entry_id: str) -> int:
        return self.victory_points[entry_id].vp

    def vp_entries(self, phase: str) -> tuple[VPEntry, ...]:
        return tuple(v for v in self.victory_points.values() if v.phase == phase)


def _dict_of_ints(file: str, doc: dict, section: str, parent: str | None = None) -> dict[str, int]:
    raw = doc.get(section)
    name = f"{parent}.{section}" if parent else section
    if not isinstance(raw, dict):
        raise DataError(file, "missing or not an object", entry=parent, field=section)
    for key, value in raw.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise DataError(file, f"must be a whole number, got {value!r}", entry=name, field=key)
    return dict(raw)


def _section(file: str, doc: dict, section: str) -> dict:
    raw = doc.get(section)
    if not isinstance(raw, dict):
        raise DataError(file, "missing or not an object", field=section)
    return raw


def _die_column(e: Entry, field: str) -> tuple[int, ...]:
    return e.int_list(field, 6)


def _track(file: str, doc: dict, section: str) -> tuple[TrackBox, ...]:
    boxes = []
    for e in entries(file, doc, section):
        e.unknown_fields({"id", "name", "card"} | TRACK_CONDITIONS)
        card = e.get("card", str, None)
        if card is not None and not (card[:2] in SIDES and card[2:].isdigit()):
            raise e.error("card", f"{card!r} is not a card id like 'cp28'")
        conditions = tuple(sorted((k, e.raw[k]) for k in TRACK_CONDITIONS if k in e.raw))
        boxes.append(TrackBox(e.name, e.get("name", str), card, conditions))
    return tuple(boxes)


def load_tables(path: Path) -> Tables:
    file = path.name
    doc = read_json(path, "pog-tables/1")
    turns = []
    for i, e in enumerate(entries(file, doc, "turns", ids=False), start=1):
        e.unknown_fields({"turn", "name", "year", "season", "months", "events"})
        e.name = str(e.raw.get("turn", f"#{i - 1}"))
        number = e.get("turn", int)
        if number != i:
            raise e.error("turn", f"turns must be numbered 1, 2, 3 ... in order; expected {i}")
        events = e.get("events", list, [])
        for tag in events:
            if tag not in TURN_EVENTS:
                raise e.error("events", f"{tag!r} is not one of {', '.join(TURN_EVENTS)}")
        turns.append(Turn(number, e.get("name", str), e.get("year", int, check=lambda v: 1914 <= v <= 1919,
                                                             expect="a year from 1914 to 1919"),
                          e.choice("season", SEASONS + (None,)),
                          e.get("months", int, check=lambda v: v in (1, 3), expect="1 or 3"), frozenset(events)))
    levels = doc.get("commitment_levels")
    if levels != list(DECKS):
        raise DataError(file, f"must be {list(DECKS)!r}", field="commitment_levels")
    war_status = _dict_of_ints(file, doc, "war_status")
    for key in ("limited_war", "total_war", "armistice", "peace_terms_high_cws"):
        if key not in war_status:
            raise DataError(file, "missing", entry="war_status", field=key)
    mo = _section(file, doc, "mandated_offensives")
    mo_results, mo_shifts = {}, {}
    for side in SIDES:
        table = mo.get(side)
        if not isinstance(table, dict):
            raise DataError(file, "missing or not an object", entry="mandated_offensives", field=side)
        results, shift = table.get("results"), table.get("shift")
        if not (isinstance(results, list) and len(results) == 6 and set(results) <= set(MO_RESULTS[side])):
            raise DataError(file, f"must list 6 results out of {', '.join(MO_RESULTS[side])}",
                            entry=f"mandated_offensives.{side}", field="results")
        if not (isinstance(shift, dict) and set(shift) == set(MO_RESULTS[side]) - {"none"}
                and set(shift.values()) <= set(MO_RESULTS[side])):
            raise DataError(file, f"must map each of {', '.join(MO_RESULTS[side][:-1])} to the next box",
                            entry=f"mandated_offensives.{side}", field="shift")
        mo_results[side], mo_shifts[side] = tuple(results), dict(shift)
    rc = _section(file, doc, "replacement_costs")
    steps = _dict_of_ints(file, rc, "steps_per_rp", "replacement_costs")
    if set(steps) != set(UNIT_TYPES) or min(steps.values()) < 1:
        raise DataError(file, "must give a positive number for army and corps", entry="replacement_costs",
                        field="steps_per_rp")
    option_fields = {f for f in ReplacementOption.__slots__ if f != "id"}
    options = []
    for e in entries(file, rc, "options"):
        e.unknown_fields({"id"} | option_fields)
        options.append(ReplacementOption(e.name, **{f: e.get(f, int, 0, lambda v: v >= 0, "0 or more")
                                                   for f in option_fields}))
    pool = rc.get("allied_pool")
    if not (isinstance(pool, list) and all(n in NATIONS for n in pool)):
        raise DataError(file, "must be a list of nations", entry="replacement_costs", field="allied_pool")
    modifiers = []
    for e in entries(file, rc, "modifiers"):
        e.unknown_fields({"id", "card", "pool", "rp", "per"})
        modifiers.append(RPModifier(e.name, e.get("card", str), e.choice("pool", NATIONS + ("allied",)),
                                    e.get("rp", int), e.choice("per", ("turn", "this_turn", "allied_rp_card"))))
    peace = {}
    raw_peace = _section(file, doc, "peace_terms")
    for side in SIDES:
        if not isinstance(raw_peace.get(side), dict):
            raise DataError(file, "missing or not an object", entry="peace_terms", field=side)
        e = Entry(file, raw_peace[side], 0)
        e.name = f"peace_terms.{side}"
        e.unknown_fields({"offer_vp_min", "offer_vp_max", "low_cws", "high_cws"})
        peace[side] = PeaceTerms(e.get("offer_vp_min", int, None), e.get("offer_vp_max", int, None),
                                 _die_column(e, "low_cws"), _die_column(e, "high_cws"))
    vps = {}
    for e in entries(file, doc, "victory_points"):
        e.unknown_fields({"id", "phase", "card", "vp", "per", "scenario"})
        vps[e.name] = VPEntry(e.name, e.choice("phase", VP_PHASES), e.get("vp", int), e.get("card", str, None),
                              e.choice("per", ("turn", "winter_turn", None), None), e.get("scenario", str, None))
    frozen = MappingProxyType  # read-only views: the tables never change during play
    return Tables(turns=tuple(turns), commitment_levels=tuple(levels), war_status=frozen(war_status),
                  us_entry_track=_track(file, doc, "us_entry_track"),
                  russian_capitulation_track=_track(file, doc, "russian_capitulation_track"),
                  mo_results=frozen(mo_results), mo_shifts=frozen({k: frozen(v) for k, v in mo_shifts.items()}),
                  steps_per_rp=frozen(steps), replacement_options=tuple(options), allied_pool=frozenset(pool),
                  rp_modifiers=tuple(modifiers), peace_terms=frozen(peace), victory_points=frozen(vps),
                  numbers=frozen(_dict_of_ints(file, doc, "numbers")))
