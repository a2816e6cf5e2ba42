"""The defender's retreat (12.5): whether, how far, where to, and who dies for want of a path."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pog_desktop.data.combat_tables import CombatTables
from pog_desktop.data.model import MapData
from pog_desktop.rules.board.access import may_cross
from pog_desktop.rules.board.stacking import LIMIT

from .fire import Ground
from .pieces import Piece



def combat_winner(ln_by_attacker: int, ln_by_defender: int) -> str | None:
    """12.2.11: the side that inflicted the higher LN wins; on a tie both lose (None)."""
    if ln_by_attacker == ln_by_defender:
        return None
    return "attacker" if ln_by_attacker > ln_by_defender else "defender"


def retreat_length(ln_by_attacker: int, ln_by_defender: int) -> int:
    """12.5.2: an LN difference of 1 gives a 1-space retreat, 2 or more a 2-space retreat."""
    diff = ln_by_attacker - ln_by_defender
    return 0 if diff <= 0 else min(diff, 2)


def defender_must_retreat(ln_by_attacker: int, ln_by_defender: int, attackers_left: Iterable[Piece],
                          defenders_left: Iterable[Piece]) -> bool:
    """12.2.12 / 12.5.1: the attacker won and still has a full-strength participant, and some
    defender survives. How many steps were lost does not matter."""
    return (combat_winner(ln_by_attacker, ln_by_defender) == "attacker"
            and any(not p.reduced for p in attackers_left) and any(True for _ in defenders_left))


def may_cancel_retreat(tables: CombatTables, ground: Ground, defenders_left: Iterable[Piece]) -> bool:
    """12.5.3: in a trench, forest, desert, mountain or swamp space the defender may stay by
    losing one more step, but never its last step."""
    terrain_allows = tables.terrain[ground.terrain].cancel_retreat or ground.effective_trench > 0
    return terrain_allows and sum(len(p.step_lfs()) for p in defenders_left) >= 2


@dataclass(frozen=True)
class RetreatMap:
    """What a retreat must know about the board, seen from the retreating side.

    ``enemy_units``: spaces holding the other side's combat units; ``enemy_forts``: spaces with
    an undestroyed, unbesieged fort of the other side; ``supplied``: spaces from which the
    retreating unit traces supply (``supply.SupplyNetwork.supplied``); ``forbidden``: neutral
    nations and inactive MEF spaces (11.1.10-11.1.11); ``barred_links``: the Caucasus link
    when this unit may not cross it now (11.3.2). The space sets need to cover only the spaces
    the retreat may reach and their neighbours."""

    board: MapData
    side: str
    control: Mapping[str, str | None]
    enemy_units: frozenset[str] = frozenset()
    enemy_forts: frozenset[str] = frozenset()
    friendly_count: Mapping[str, int] = field(default_factory=dict)
    supplied: frozenset[str] = frozenset()
    forbidden: frozenset[str] = frozenset()
    barred_links: frozenset[tuple[str, str]] = frozenset()   # (from, to) lines this unit may not cross (11.3.2)

    def exits(self, space: str, nation: str) -> list[str]:
        """Neighbours a unit of ``nation`` may retreat into (dashed lines: 11.1.4, see rulings)."""
        out = []
        for c in self.board.neighbours(space):
            nxt = c.other(space)
            if not may_cross(None, nation, c.only) or (space, nxt) in self.barred_links:
                continue
            if nxt in self.enemy_units or nxt in self.enemy_forts or nxt in self.forbidden:
                continue
            out.append(nxt)
        return out

    def would_be_supplied(self, space: str, nation: str) -> bool:
        if space in self.supplied:
            return True
        # an enemy space becomes friendly when the unit stops there: it is supplied if a neighbour is.
        return self.control.get(space) != self.side and any(
            n in self.supplied for n in self.exits(space, nation))

    def priority(self, space: str, nation: str) -> int:
        """12.5.7: 1 friendly and supplied, 2 friendly, 3 enemy but supplied, 4 enemy and not."""
        friendly = self.control.get(space) == self.side
        supplied = self.would_be_supplied(space, nation)
        return (1 if supplied else 2) if friendly else (3 if supplied else 4)


def retreat_paths(piece: Piece, origin: str, length: int, rmap: RetreatMap) -> list[tuple[str, ...]]:
    """12.5.7: the retreat paths this unit may take, best priority first space by space.

    A path never re-enters the defending space, never enters enemy units or an unbesieged enemy
    fort, and may pass an overstacked first space but not end overstacked. Among the rest the
    priority list (friendly and supplied first) is applied to the first space, then to the
    second (see docs/rulings.md on "end in supply if possible"). An empty list means the unit cannot retreat (12.5.4); a 2-space retreat that
    can make only one space counts as none (12.5.5)."""
    if length <= 0:
        return []
    paths: list[tuple[str, ...]] = [()]
    for _ in range(length):
        paths = [p + (n,) for p in paths for n in rmap.exits(p[-1] if p else origin, piece.nation)
                 if n != origin and n not in p]
    paths = [p for p in paths if rmap.friendly_count.get(p[-1], 0) < LIMIT]
    for i in range(length):
        if not paths:
            break
        best = min(rmap.priority(p[i], piece.nation) for p in paths)
        paths = [p for p in paths if rmap.priority(p[i], piece.nation) == best]
    return sorted(paths)


def retreat_takes_control(space: str, enemy_fort_spaces: Iterable[str]) -> bool:
    """12.5.7: the space where a retreat ends becomes friendly unless it holds an enemy fort
    (15.1.10); spaces passed through do not change hands."""
    return space not in set(enemy_fort_spaces)


@dataclass(frozen=True)
class RetreatLosses:
    eliminated: tuple[str, ...]
    permanently_eliminated: tuple[str, ...]


def unable_to_retreat(stuck: Iterable[Piece], replacements: Mapping[str, str]) -> RetreatLosses:
    """12.5.4 and 12.5.6: units with no legal retreat are eliminated; armies go for good, and a
    replacement corps that cannot retreat is eliminated while the army it replaced becomes
    permanently eliminated (``replacements`` maps army -> corps, from this combat's losses)."""
    army_of = {corps: army for army, corps in replacements.items()}
    eliminated, permanent = [], []
    for p in stuck:
        if p.is_army or p.unit.not_replaceable:
            permanent.append(p.id)
        else:
            eliminated.append(p.id)
        if p.id in army_of:
            permanent.append(army_of[p.id])
    return RetreatLosses(tuple(eliminated), tuple(permanent))
