"""Advance after combat (12.7): who may advance, along which spaces, and where they must stop."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pog_desktop.data.combat_tables import CombatTables
from pog_desktop.data.model import MapData
from pog_desktop.rules.board.access import may_cross
from pog_desktop.rules.board.sieges import can_besiege
from pog_desktop.rules.board.stacking import LIMIT

from .pieces import Piece
from ..core.messages import msg

#: 11.1.9 / 12.7.7: the Channel spaces the CP may advance into only under conditions.
CHANNEL_SPACES = frozenset({"amiens", "calais", "ostend"})


def may_advance(piece: Piece, mn_never_advances: bool = False) -> bool:
    """12.7.1: only full-strength surviving attackers advance (2022: never the Montenegrin)."""
    return not piece.reduced and not (mn_never_advances and piece.nation == "mn")


def advance_allowed(defenders_left: int, retreated: bool, fort_defended_alone: bool, fort_destroyed: bool) -> bool:
    """12.7.1: an advance follows a retreat or the loss of every defender; against a fort
    with no units, only if the fort was destroyed."""
    if fort_defended_alone:
        return fort_destroyed
    return retreated or defenders_left == 0


@dataclass(frozen=True)
class AdvanceMap:
    """The board as the advancing side sees it after the retreat.

    ``enemy_units``: spaces with defender units; ``enemy_forts``: undestroyed, unbesieged
    defender forts -> LF; ``closed``: spaces this side may not advance into unless it was
    the defending space (12.7.7: Amiens, Calais and Ostend for the CP until Race to the Sea
    or CP war status 4; empty when lifted or for the AP). The defending space and its
    neighbours are all an advance looks at (12.7.2)."""

    board: MapData
    tables: CombatTables
    enemy_units: frozenset[str] = frozenset()
    enemy_forts: Mapping[str, int] = field(default_factory=dict)
    closed: frozenset[str] = frozenset()
    friendly_count: Mapping[str, int] = field(default_factory=dict)

    def stops(self, space: str) -> bool:
        """12.7.3 / T.4: entering forest, mountain, swamp or desert ends the advance. An intact
        enemy fort stops only the units that besiege it (12.7.6, see ``check_advance``)."""
        return self.tables.terrain[self.board.spaces[space].terrain].advance_stops


def advance_routes(target: str, retreat_length: int, vacated: Iterable[tuple[str, ...]],
                   amap: AdvanceMap) -> list[tuple[str, ...]]:
    """12.7.2-12.7.5: the routes an advancing unit may take, each ending where it stops.

    ``vacated`` holds the retreat paths the defenders took (a path of one space for units
    that died there after failing the second space, 12.7.4). After a 2-space retreat the
    advance may go on into the first space of a path; otherwise only the defending space."""
    if target in amap.enemy_units:
        return []
    routes = [(target,)]
    if retreat_length >= 2 and not amap.stops(target):
        for path in sorted(set(vacated)):
            nxt = path[0]
            if nxt in amap.enemy_units or nxt in amap.closed:
                continue
            if (target, nxt) not in routes:
                routes.append((target, nxt))
    return routes


def check_advance(moves: Mapping[str, tuple[str, ...]], pieces: Iterable[Piece], routes: Iterable[tuple[str, ...]],
                  amap: AdvanceMap, target: str) -> str | None:
    """Why a set of advances (unit id -> route) is illegal, or None. Checks full strength,
    legal routes, the Channel spaces, stacking where they stop, and 12.7.6: units may pass
    an intact enemy fort only once enough advancing units stop there to besiege it."""
    by_id = {p.id: p for p in pieces}
    routes = set(routes)
    stopping: dict[str, list[Piece]] = defaultdict(list)
    for uid, route in moves.items():
        p = by_id.get(uid)
        if p is None:
            return msg("combat.advance.did_not_take_part_in", "{uid} did not take part in this combat",
                       uid=uid)
        if not may_advance(p):
            return msg("combat.advance.is_reduced_and_may_not", "{uid} is reduced and may not advance",
                       uid=uid)
        if route not in routes:
            return msg("combat.advance.may_not_advance_along", "{uid} may not advance along {route}",
                       uid=uid, route=' -> '.join(route))
        if route[-1] in amap.closed and route[-1] != target:
            return msg("combat.advance.may_not_advance_into", "{uid} may not advance into {route} (12.7.7)",
                       uid=uid, route=route[-1])
        for a, b in zip(route, route[1:]):
            line = next((c for c in amap.board.neighbours(a) if c.other(a) == b), None)
            if line is None or not may_cross(None, p.nation, line.only):
                return msg("combat.advance.may_not_advance_from_to",
                           "{uid} may not advance from {a} to {b} across that line (11.1.4)",
                           uid=uid, a=a, b=b)
        stopping[route[-1]].append(p)
    for space, units in stopping.items():
        if amap.friendly_count.get(space, 0) + len(units) > LIMIT:
            return msg("combat.advance.too_many_units_would_stop", "too many units would stop in {space_id}",
                       space_id=space)
    for uid, route in moves.items():
        for space in route:
            if space in amap.enemy_forts and not can_besiege(stopping.get(space, ()), amap.enemy_forts[space]):
                return msg("combat.advance.the_units_stopping_in_cannot",
                           "the units stopping in {space_id} cannot besiege its fort",
                           space_id=space)
    return None


def advance_takes_control(route: tuple[str, ...], enemy_forts: Iterable[str]) -> tuple[str, ...]:
    """12.7.9: the spaces whose control passes to the advancing side (not a besieged fort's)."""
    forts = set(enemy_forts)
    return tuple(s for s in route if s not in forts)
