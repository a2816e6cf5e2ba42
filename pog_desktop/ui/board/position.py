"""What the board draws: a plain, Qt-free snapshot of the pieces, markers and tracks.

The board never reads the rules engine directly. A scenario setup (``from_scenario``) or,
later, the engine's ``Game`` (by a small adapter) is turned into a ``BoardPosition`` and the
scene draws that. The sandbox edits positions the same way, so a position is treated as
immutable: every change builds a new one (``dataclasses.replace``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..said import said
from ..translate import QT_TRANSLATE_NOOP

B = "BoardFile"

SIDES = ("ap", "cp")

# Per-space markers (2.2.2 and the DLX in-game markers; checklist DAT-14).
MARKER_KINDS = (
    "trench",            # 11.2: level 1 or 2, owned by a side
    "control",           # shown only where control differs from the printed side
    "besieged",          # 15.1: a fort under siege
    "fort_destroyed",    # 15.1.9
    "oos",               # 14.3: out of supply
    "activated_move",    # 9.2.5: Move marker
    "activated_attack",  # 9.2.5: Attack marker
    "moved",
    "attacked",
    "entrenching",       # 11.2.1: an army trying to entrench
    # Pursuit of Glory
    "beachhead",         # PuG 9.5.1, 13.1.4: a beachhead marker
    "ru_vp",             # PuG: a RU VP marker on a captured space
    "unrest",            # PuG 17.3: a revolt (unrest) marker
    "disrupted",         # PuG 10.4.1: supply disrupted
)
SIDED_MARKERS = frozenset({"trench", "control", "oos"})
PUG_ONLY_MARKERS = ("beachhead", "ru_vp", "unrest", "disrupted")


def marker_kinds(game: str = "pog") -> tuple[str, ...]:
    """The marker kinds the sandbox offers in ``game``."""
    if game == "pog":
        return tuple(k for k in MARKER_KINDS if k not in PUG_ONLY_MARKERS)
    return MARKER_KINDS

COMMITMENTS = ("mobilization", "limited", "total")
# 16.3: the US Entry track, in order.
US_ENTRY_STEPS = ("neutral", "zimmermann_allowed", "zimmermann", "over_there")
# 16.4: the Russian Capitulation track, in order.
RU_CAPITULATION_STEPS = ("god_save_the_tsar", "tsar_takes_command_allowed", "tsar_takes_command",
                         "fall_of_the_tsar_allowed", "fall_of_the_tsar",
                         "bolshevik_revolution_allowed", "bolshevik_revolution", "brest_litovsk")
# 8.1.4: what an action round records on the Action chart.
ROUND_ACTIONS = ("ops", "sr", "rp", "event")
# 4.1.4: RP markers in use from the start; others join when their nation is at war.
RP_POOLS = ("ge", "ah", "tu", "bu", "a", "br", "fr", "ru", "it", "us")


class PositionError(ValueError):
    """A snapshot that names something the board does not know."""


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one unit is: a space id or a box id, its step, and its height in the stack
    (0 = bottom)."""

    location: str
    reduced: bool = False
    order: int = 0


@dataclass(frozen=True, slots=True)
class Marker:
    kind: str
    side: str | None = None
    level: int = 0

    def __post_init__(self) -> None:
        if self.kind not in MARKER_KINDS:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "unknown marker kind {kind!r}; known: {known}"), kind=self.kind,
                                      known=', '.join(MARKER_KINDS)))
        if self.side is not None and self.side not in SIDES:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "marker {kind!r}: side must be 'ap' or 'cp', got {got!r}"),
                                      kind=self.kind, got=self.side))
        if self.kind == "trench" and self.level not in (1, 2):
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "trench marker: level must be 1 or 2 (11.2.3), got {level}"),
                                      level=self.level))

    @property
    def label(self) -> str:
        if self.kind == "trench":
            return f"Trench L{self.level} ({(self.side or '?').upper()})"
        if self.kind == "control":
            return f"{(self.side or '?').upper()} control"
        return self.kind.replace("_", " ").replace("oos", "out of supply").capitalize()


@dataclass(frozen=True, slots=True)
class RoundPlay:
    """One action round on a side's Action chart (8.1.4): what was done, and with which card."""

    round: int
    action: str
    card: str | None = None

    def __post_init__(self) -> None:
        if self.action not in ROUND_ACTIONS:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "action round {round}: unknown action {action!r}"),
                                      round=self.round, action=self.action))


@dataclass(frozen=True)
class Tracks:
    """The values on the board's tracks. Defaults are the start of every scenario (4.1)."""

    turn: int = 1
    vp: int = 10
    ws: dict[str, int] = field(default_factory=lambda: {"ap": 0, "cp": 0})
    combined_ws: int = 0
    commitment: dict[str, str] = field(default_factory=lambda: {"ap": "mobilization", "cp": "mobilization"})
    rounds: dict[str, tuple[RoundPlay, ...]] = field(default_factory=lambda: {"ap": (), "cp": ()})
    rp: dict[str, int] = field(default_factory=lambda: {p: 0 for p in ("ge", "ah", "a", "br", "fr", "ru")})
    us_entry: str = "neutral"
    ru_capitulation: str = "god_save_the_tsar"
    cp_russian_vp: int = 0
    tsar_fell_vp: int | None = None
    mo: dict[str, str | None] = field(default_factory=lambda: {"ap": None, "cp": None})
    extra: dict[str, int] = field(default_factory=dict)   # a game's own tracks (PuG: jihad, ru_vp, tu_max_rp ...)

    def __post_init__(self) -> None:
        if not 1 <= self.turn <= 20:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "turn must be 1..20, got {turn}"), turn=self.turn))
        if self.us_entry not in US_ENTRY_STEPS:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "us_entry: unknown step {step!r}"), step=self.us_entry))
        if self.ru_capitulation not in RU_CAPITULATION_STEPS:
            raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "ru_capitulation: unknown step {step!r}"), step=self.ru_capitulation))
        for side, level in self.commitment.items():
            if level not in COMMITMENTS:
                raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "commitment of {side}: unknown level {level!r}"), side=side,
                                          level=level))


@dataclass(frozen=True)
class BoardPosition:
    """Everything the board shows that changes during a game."""

    units: dict[str, Placement] = field(default_factory=dict)
    markers: dict[str, tuple[Marker, ...]] = field(default_factory=dict)
    tracks: Tracks = field(default_factory=Tracks)

    def stack(self, location: str) -> list[str]:
        """Unit ids at ``location``, bottom first."""
        here = [(p.order, uid) for uid, p in self.units.items() if p.location == location]
        return [uid for _, uid in sorted(here)]

    def stacks(self) -> dict[str, list[str]]:
        """Every occupied location and its units, bottom first."""
        out: dict[str, list[tuple[int, str]]] = {}
        for uid, p in self.units.items():
            out.setdefault(p.location, []).append((p.order, uid))
        return {loc: [u for _, u in sorted(v)] for loc, v in out.items()}

    def markers_at(self, space: str) -> tuple[Marker, ...]:
        return self.markers.get(space, ())

    def with_units(self, changes: dict[str, Placement]) -> "BoardPosition":
        return replace(self, units={**self.units, **changes})

    def with_markers(self, space: str, markers: tuple[Marker, ...]) -> "BoardPosition":
        new = dict(self.markers)
        if markers:
            new[space] = markers
        else:
            new.pop(space, None)
        return replace(self, markers=new)

    def validate(self, units: set[str] | dict, locations: set[str] | dict) -> None:
        """Raise ``PositionError`` naming the first unit or location that is unknown. Markers
        may lie in boxes too: a sandbox player sets spare markers aside there."""
        for uid, p in self.units.items():
            if uid not in units:
                raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "unit {unit!r} is not a unit of this game"), unit=uid))
            if p.location not in locations:
                raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "unit {unit!r}: location {place!r} is neither a space nor a box"),
                                          unit=uid, place=p.location))
        for sid in self.markers:
            if sid not in locations:
                raise PositionError(said(B, QT_TRANSLATE_NOOP("BoardFile", "markers on {place!r}, which is neither a space nor a box"), place=sid))
