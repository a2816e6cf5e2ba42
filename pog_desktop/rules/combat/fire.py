"""Steps 2, 6, 7 and 8 of the combat procedure: strength, table, column, die, LN (12.2.3, 12.2.7-12.2.9)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pog_desktop.data.combat_tables import CombatTables

from .pieces import Piece

SINAI = "sinai"
SINAI_DRM = -3


def combat_strength(pieces: Iterable[Piece], fort: int = 0) -> int:
    """12.2.3: the sum of the CF of the units taking part, plus the defender's undestroyed fort."""
    return sum(p.cf for p in pieces) + fort


def table_for(pieces: Iterable[Piece]) -> str:
    """12.2.8: the Army table if at least one army (even reduced) fires, else the Corps/Fort table."""
    return "army" if any(p.is_army for p in pieces) else "corps"


@dataclass(frozen=True, slots=True)
class Ground:
    """What the defending space does to fire (T.4): terrain, trench, and who holds it.

    ``trench_negated`` is a step-3 combat card that cancels the trench for this combat;
    ``trench_shifts_negated`` cancels only its column shifts (Royal Tank Corps).
    ``fort_alone`` is true when a fort defends with no units: it never gets a trench (11.2.9)."""

    terrain: str = "clear"
    trench: int = 0
    fort_alone: bool = False
    trench_negated: bool = False
    trench_shifts_negated: bool = False

    @property
    def effective_trench(self) -> int:
        """The trench level that counts for flank, retreat cancelling and shifts (11.2.9, 12.2.4)."""
        return 0 if (self.fort_alone or self.trench_negated) else self.trench


def column_shift(tables: CombatTables, ground: Ground, role: str) -> int:
    """12.2.8 / T.4: cumulative terrain and trench shifts for the attacker's or the defender's fire."""
    terrain = tables.terrain[ground.terrain]
    shift = terrain.attacker_shift if role == "attacker" else terrain.defender_shift
    trench = tables.trench(0 if ground.trench_shifts_negated else ground.effective_trench)
    if trench is not None:
        shift += trench.attacker_shift if role == "attacker" else trench.defender_shift
    return shift


def sinai_drm(attacking_spaces: Iterable[str], pipeline: bool = False) -> int:
    """12.2.7: -3 when every attacker is in Sinai (lifted for the Allies by Sinai Pipeline)."""
    spaces = set(attacking_spaces)
    return SINAI_DRM if spaces == {SINAI} and not pipeline else 0


@dataclass(frozen=True, slots=True)
class Fire:
    """One side's fire: how the LN it inflicts on the other side was found."""

    table: str
    strength: int
    column: int
    column_label: str
    die: int
    drm: int
    ln: int


def fire(tables: CombatTables, pieces: Iterable[Piece], die: int, *, shift: int = 0, drm: int = 0,
         fort: int = 0, army_table: bool = False) -> Fire:
    """Steps 7-8 for one side: strength column, shifts clamped at the table edges (never
    switching tables), the modified die clamped to 1-6, and the enemy's LN. ``army_table``:
    a card sends this side to the Army table (Kemal, Maude; 12.3.4.1: strength 0 fires on
    its 1 column)."""
    pieces = tuple(pieces)
    table_id = "army" if army_table else table_for(pieces)
    table = tables.table(table_id)
    strength = combat_strength(pieces, fort)
    column = table.shifted(table.column_for(strength), shift)
    return Fire(table_id, strength, column, table.label(column), die, drm, table.loss(column, die + drm))
