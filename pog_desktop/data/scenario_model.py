"""Frozen pieces of a scenario: the starting position, the neutrals' entry setups, the cards
and the victory conditions (rules 4.0 and 5.0).

The dicts inside are plain dicts so the rules engine can copy them into its own state;
treat them as read-only (``load_scenario`` builds fresh ones on every call).
"""
from __future__ import annotations

from dataclasses import dataclass, field

# 16.3: the boxes of the US Entry track, in order; ``markers["us_entry"]`` is an index into it.
US_ENTRY_TRACK = ("us_neutral", "zimmermann_allowed", "zimmermann_played", "over_there_played")
# 16.4: the boxes of the Russian Capitulation track; ``markers["russian_capitulation"]`` indexes it.
RUSSIAN_CAPITULATION_TRACK = ("god_save_the_tsar", "tsar_takes_command_allowed", "tsar_takes_command_played",
                              "fall_of_the_tsar_allowed", "fall_of_the_tsar_played", "bolshevik_revolution_allowed",
                              "bolshevik_revolution_played", "treaty_of_brest_litovsk")
COMMITMENT_LEVELS = ("mobilization", "limited", "total")


@dataclass(frozen=True)
class PlacementChoice:
    """A player-chosen part of a neutral's entry setup (4.2.2): ``chooser`` puts ``units``
    in ``spaces``, at most ``per_space`` of them in any one space (BU and RO: one corps in
    each of any four other home spaces)."""

    chooser: str
    units: tuple[str, ...]
    spaces: frozenset[str]
    per_space: int = 1

    def check(self, placement: dict[str, str]) -> str | None:
        """``placement`` maps each unit of the choice to a space. Returns why it is
        illegal, or None when it is a legal choice."""
        if set(placement) != set(self.units):
            missing = sorted(set(self.units) - set(placement))
            extra = sorted(set(placement) - set(self.units))
            return f"units to place: missing {missing}, not part of this choice {extra}"
        counts: dict[str, int] = {}
        for unit, space in placement.items():
            if space not in self.spaces:
                return f"{unit} may not go to {space!r}: choose among {sorted(self.spaces)}"
            counts[space] = counts.get(space, 0) + 1
            if counts[space] > self.per_space:
                return f"at most {self.per_space} unit(s) of this choice per space; {space!r} has more"
        return None


@dataclass(frozen=True)
class NationEntry:
    """How a neutral nation enters the war. Exactly one way is set, plus Greece's limited entry:
    ``event`` (a card id, 9.5.2), ``limited_event`` (9.5.2.4: units placed, still neutral),
    ``commitment`` with ``side`` (Turkey at CP Limited War, 16.1.3.1), ``with_nation``
    (Persia opens with Turkey, 11.1.13) or ``track`` (the USA by its entry track, 16.3)."""

    event: str | None = None
    limited_event: str | None = None
    commitment: str | None = None
    side: str | None = None
    with_nation: str | None = None
    track: str | None = None


@dataclass(frozen=True)
class NeutralSetup:
    """What happens when a neutral nation enters (4.2.2): fixed placements, reserve-box
    corps, trenches, the player-chosen placements, and who controls its spaces from then on."""

    nation: str
    rule: str
    entry: NationEntry
    units_on_map: dict[str, tuple[str, ...]]
    reduced: frozenset[str]
    reserve: tuple[str, ...]
    trenches: dict[str, int]
    choices: tuple[PlacementChoice, ...]
    control: str | None
    # Pursuit of Glory entries: units placed some turns later, units placed only if still free, notes
    later: tuple[tuple[int, str, tuple[str, ...]], ...] = ()
    if_available: frozenset[str] = frozenset()
    notes: tuple[str, ...] = ()

    @property
    def units(self) -> frozenset[str]:
        placed = {u for us in self.units_on_map.values() for u in us}
        chosen = {u for c in self.choices for u in c.units}
        later = {u for _, _, us in self.later for u in us}
        return frozenset(placed | chosen | later | set(self.reserve))

    def placement(self, choices: tuple[dict[str, str], ...] = ()) -> dict[str, tuple[str, ...]]:
        """The whole on-map placement once the player made ``choices`` (one dict unit -> space
        per ``PlacementChoice``). Raises ``ValueError`` saying what is illegal."""
        if len(choices) != len(self.choices):
            raise ValueError(f"{self.nation}: expected {len(self.choices)} placement choice(s), got {len(choices)}")
        out = {s: list(us) for s, us in self.units_on_map.items()}
        for rule, chosen in zip(self.choices, choices):
            problem = rule.check(chosen)
            if problem:
                raise ValueError(f"{self.nation}: {problem}")
            for unit in rule.units:
                out.setdefault(chosen[unit], []).append(unit)
        return {s: tuple(us) for s, us in out.items()}


@dataclass(frozen=True)
class CardSetup:
    """Decks and hands at the start (4.3, 9.1.2)."""

    draw_piles: dict[str, tuple[str, ...]]
    held_out: dict[str, tuple[str, ...]]
    removed: frozenset[str]
    events_played: tuple[str, ...]
    hand_size: int
    guns_of_august: str
    guns_of_august_card: str = "cp01"
    # Pursuit of Glory starts: cards each side holds, lies face up, or may pick for its first hand
    hands: dict[str, tuple[str, ...]] = field(default_factory=dict)
    face_up: dict[str, tuple[str, ...]] = field(default_factory=dict)
    may_choose: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class VictoryLevels:
    """Final-VP thresholds (5.3.4, 5.4.2, 5.5.2); anything between them is a draw.
    ``condition`` is ``always``, ``brest_litovsk_played`` or ``brest_litovsk_not_played``."""

    condition: str
    cp_at_least: int
    ap_at_most: int


@dataclass(frozen=True)
class VpAdjustment:
    """End-of-game VP change (5.7.4.8-9): ``vp`` for each of ``cards`` not played as an event,
    when the game ends in one of the ``when`` ways."""

    rule: str
    when: frozenset[str]
    cards: tuple[str, ...]
    vp: int


@dataclass(frozen=True)
class Victory:
    """How a scenario ends and who wins (5.0)."""

    automatic_cp_at_least: int
    automatic_ap_at_most: int
    ends_at: frozenset[str]
    levels: tuple[VictoryLevels, ...]
    draws_go_to: str | None
    peace_terms: str
    bid: bool = False
    end_adjustments: tuple[VpAdjustment, ...] = ()

    def result(self, vp: int, brest_litovsk_played: bool = False, bid: int = 0) -> str:
        """Winner at the end of the game: ``"cp"``, ``"ap"`` or ``"draw"``. ``bid`` is the VP a
        tournament bid moves the final total by (5.6.2, + toward the CP); it is never used
        for automatic victory (5.6.2.1)."""
        condition = "brest_litovsk_played" if brest_litovsk_played else "brest_litovsk_not_played"
        levels = next(lv for lv in self.levels if lv.condition in ("always", condition))
        final = vp + (bid if self.bid else 0)
        if final >= levels.cp_at_least:
            return "cp"
        if final <= levels.ap_at_most:
            return "ap"
        return self.draws_go_to or "draw"

    def automatic(self, vp: int) -> str | None:
        """Automatic victory at segment E.2 (5.2), or None."""
        if vp >= self.automatic_cp_at_least:
            return "cp"
        if vp <= self.automatic_ap_at_most:
            return "ap"
        return None


@dataclass(frozen=True)
class Scenario:
    """One scenario, resolved against its base and validated against the game data."""

    id: str
    title: str
    edition: str
    rule: str
    summary: str
    first_turn: int
    last_turn: int
    units_on_map: dict[str, tuple[str, ...]]
    reduced: frozenset[str]
    reserve: dict[str, tuple[str, ...]]
    eliminated: dict[str, tuple[str, ...]]
    trenches: dict[str, int]
    control: dict[str, str | None]
    neutral_nations: frozenset[str]
    neutral_setups: dict[str, NeutralSetup]
    offboard: dict[str, tuple[str, ...]]
    markers: dict[str, int]
    commitment: dict[str, str]
    cards: CardSetup
    victory: Victory
    options: dict[str, object]
    vp_spaces: frozenset[str]
    variants: frozenset[str] = field(default_factory=frozenset)
    game: str = "pog"
    space_markers: dict[str, tuple[str, ...]] = field(default_factory=dict)   # PuG: beachhead, fort_destroyed ...
    boxes: dict[str, tuple[str, ...]] = field(default_factory=dict)            # every starting box, by box id
    notes: tuple[str, ...] = ()
    def location(self, unit_id: str) -> str | None:
        """Where a unit starts: a space id, a box id (``ap_reserve`` ...), or None (off the board)."""
        for space, units in self.units_on_map.items():
            if unit_id in units:
                return space
        for kind, boxes in (("reserve", self.reserve), ("eliminated", self.eliminated)):
            for side, units in boxes.items():
                if unit_id in units:
                    return f"{side}_{kind}"
        return None

    def trench_owner(self, space_id: str) -> str | None:
        """A starting trench belongs to the side that controls its space (11.2)."""
        return self.control.get(space_id) if space_id in self.trenches else None
