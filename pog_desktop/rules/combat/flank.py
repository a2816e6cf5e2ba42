"""Flank attacks (12.3): who may try, the attempt's drm, and who fires first."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pog_desktop.data.combat_tables import CombatTables
from pog_desktop.data.model import MapData

from .fire import Ground
from .pieces import Piece
from ..core.messages import msg

FLANK_SUCCESS = 4


def flank_problem(tables: CombatTables, ground: Ground, attackers: Iterable[Piece],
                  defenders_present: bool) -> str | None:
    """12.3.1 / 15.1.6: why a flank attempt is not allowed here, or None if it is.

    Mountain counts as no-flank: the 2004 text lists only swamp but its Terrain Effects Chart
    and the 2022 rules both bar mountain (see docs/rulings.md)."""
    attackers = tuple(attackers)
    if len({p.space for p in attackers}) < 2:
        return msg("combat.flank.a_flank_attack_needs_attackers",
                   "a flank attack needs attackers from at least two spaces")
    if not any(p.is_army for p in attackers):
        return msg("combat.flank.a_flank_attack_needs_at", "a flank attack needs at least one attacking army")
    if not defenders_present:
        return msg("combat.flank.a_fort_defending_alone_cannot", "a fort defending alone cannot be flanked")
    if not tables.terrain[ground.terrain].flank:
        return msg("combat.flank.no_flank_attack_into", "no flank attack into {terrain}",
                   terrain=ground.terrain)
    if ground.effective_trench:
        return msg("combat.flank.no_flank_attack_against_a", "no flank attack against a trench")
    return None


def flank_drm(board: MapData, target: str, pinning: str, attacking_spaces: Iterable[str],
              enemy_occupied: Iterable[str], solid_only: bool = False) -> int:
    """12.3.2: +1 for each attacking space other than the pinning one that is not adjacent to
    an enemy-occupied space other than the target. ``enemy_occupied`` holds spaces with enemy
    combat units (fort-only spaces do not count). ``solid_only`` is the 2022 reading that
    dashed-line neighbours are ignored."""
    enemy = set(enemy_occupied) - {target}
    drm = 0
    for space in set(attacking_spaces) - {pinning}:
        neighbours = {c.other(space) for c in board.neighbours(space) if not (solid_only and c.only)}
        if not neighbours & enemy:
            drm += 1
    return drm


def best_pinning_space(board: MapData, target: str, attacking_spaces: Iterable[str], enemy_occupied: Iterable[str],
                       solid_only: bool = False) -> tuple[str, int]:
    """The pinning space that gives the largest drm (ties: the first by id)."""
    spaces = sorted(set(attacking_spaces))
    enemy = tuple(enemy_occupied)
    best = (spaces[0], -1)
    for s in spaces:
        drm = flank_drm(board, target, s, spaces, enemy, solid_only)
        if drm > best[1]:
            best = (s, drm)
    return best


def flank_succeeds(die: int, drm: int) -> bool:
    """12.3.3: a modified roll of 4 or more lets the attacker fire first; else the defender does."""
    return die + drm >= FLANK_SUCCESS


@dataclass(frozen=True, slots=True)
class FlankChance:
    """A flank attempt as it would be rolled: the pinning space, its drm (12.3.2) and the die
    faces that succeed (12.3.3). The engine rolls against it and the UI shows it."""
    pinning: str
    drm: int
    rolls: tuple[int, ...]

    def succeeds(self, die: int) -> bool:
        return die in self.rolls


def flank_chance(board: MapData, target: str, pinning: str, attacking_spaces: Iterable[str],
                 enemy_occupied: Iterable[str], solid_only: bool = False) -> FlankChance:
    """12.3.2-12.3.3: the drm of pinning from ``pinning`` and the winning die faces."""
    drm = flank_drm(board, target, pinning, attacking_spaces, enemy_occupied, solid_only)
    return FlankChance(pinning, drm, tuple(d for d in range(1, 7) if flank_succeeds(d, drm)))
