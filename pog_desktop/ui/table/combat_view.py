"""What the combat window shows (12.0), as plain frozen data: the engine's combat state is
adapted to a ``CombatView`` and the window draws only that. Qt-free.

Names here are already readable (space and unit names, card names); ids are kept beside
them where the board needs them for highlights."""
from __future__ import annotations

from dataclasses import dataclass

SIMULTANEOUS = "simultaneous"
ATTACKER_FIRST = "attacker_first"
DEFENDER_FIRST = "defender_first"
ORDERS = (SIMULTANEOUS, ATTACKER_FIRST, DEFENDER_FIRST)


@dataclass(frozen=True)
class UnitLine:
    """One unit in the combat: ``factors`` as printed ("5-3-3"); ``lost`` steps lost in this
    combat; ``fate`` a short word once losses are taken ("reduced", "eliminated")."""

    id: str
    name: str
    nation: str
    factors: str
    reduced: bool = False
    space: str = ""
    lost: int = 0
    fate: str = ""


@dataclass(frozen=True)
class FireLine:
    """One side's fire (12.2.7-12.2.9): ``column`` is the label of the column fired on after
    ``shift`` columns of terrain and trench shifts; ``die`` and ``ln`` stay None until rolled."""

    table: str
    strength: int
    column: str
    shift: int = 0
    drm: int = 0
    die: int | None = None
    ln: int | None = None


@dataclass(frozen=True)
class CombatSideView:
    side: str
    units: tuple[UnitLine, ...] = ()
    fort: int = 0                       # the defender's undestroyed fort LF (12.2.3)
    cards: tuple[str, ...] = ()         # combat cards played or reused (9.5.4)
    drms: tuple[str, ...] = ()          # each die-roll modifier with its cause, "+1 Von Francois"
    fire: FireLine | None = None


@dataclass(frozen=True)
class FlankView:
    """12.3: the pinning space and the attempt's drm; ``die`` and ``succeeded`` once rolled;
    ``problem`` says why no attempt is allowed here."""

    pinning: str = ""
    drm: int = 0
    die: int | None = None
    succeeded: bool | None = None
    problem: str | None = None


@dataclass(frozen=True)
class CombatView:
    target: str                          # space name
    target_id: str
    terrain: str
    attacker: CombatSideView
    defender: CombatSideView
    trench: int = 0
    stage: str = ""                      # what is being decided now, in words
    order: str = SIMULTANEOUS            # who fires first (12.2.9, 12.3.3)
    flank: FlankView | None = None
    losses_by: str | None = None         # the side choosing its losses now (12.4)
    losses_ln: int | None = None
    winner: str | None = None            # 12.2.12; None until decided or on a tie
    retreat: int = 0                     # spaces the defender must retreat (12.5.1)
    retreat_cancellable: bool = False    # 12.5.3 (trench, terrain) may cancel it
    retreat_spaces: tuple[str, ...] = ()
    advance_spaces: tuple[str, ...] = ()

    def __post_init__(self):
        if self.order not in ORDERS:
            raise ValueError(f"combat view: order must be one of {', '.join(ORDERS)}, not {self.order!r}")
        for name in ("losses_by", "winner"):
            v = getattr(self, name)
            if v not in (None, self.attacker.side, self.defender.side):
                raise ValueError(f"combat view: {name} must be the attacker's or the defender's side, not {v!r}")
