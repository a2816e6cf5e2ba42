"""The Attrition Phase (14.3.5-14.3.6, 11.2.7): who dies for lack of supply, which spaces flip.

Everything is decided from the position before any removal, so one side's losses never
restore or cut the other's supply (both sides are checked at once).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pog_desktop.data.model import Unit

from ..core.named_units import ALWAYS_SUPPLIED
from .supply import MEDINA, OUT_OF_SUPPLY, SupplyNetwork, SupplyState
from .trench_levels import trench_after_attrition

ARABIA = "arabia"
OTHER = {"ap": "cp", "cp": "ap"}


@dataclass(frozen=True)
class AttritionResult:
    eliminated: tuple[str, ...] = ()
    permanently_eliminated: tuple[str, ...] = ()
    flipped: Mapping[str, str] = field(default_factory=dict)
    trenches: Mapping[str, tuple[int, str | None]] = field(default_factory=dict)


def attrition(network: SupplyNetwork, state: SupplyState, units: Mapping[str, tuple[Unit, str]],
              intact_forts: Iterable[str] = (), trenches: Mapping[str, tuple[int, str]] | None = None,
              exempt: Iterable[str] = (), enemy_owns_l1: bool = False) -> AttritionResult:
    """``units``: unit id -> (definition, space) for every unit on the map. ``intact_forts``:
    spaces with an undestroyed fort. ``trenches``: space -> (level, owner). ``exempt``: more
    spaces that never flip here (the engine's scenario rules).

    14.3.5: every out-of-supply unit is eliminated, armies (and dotted units) for good.
    14.3.6: each friendly space without an intact friendly fort that could not trace supply
    to any friendly source becomes enemy-controlled, except Serbian spaces (14.1.6), MEF
    beach spaces, Arabia, Medina while a Turk holds it (14.1.8), spaces held by units
    that are always in supply (14.1.5) and spaces of nations not at war (Kavala, Allied
    while Greece is neutral, 9.5.2.4). Units of a nation not at war (the Greek corps after
    Salonika) are inert and never eliminated. 11.2.7: trenches in a flipped space suffer too."""
    forts = set(intact_forts)
    at_war = state.at_war
    eliminated, permanent = [], []
    reach: dict[int, frozenset[str]] = {}   # id(group) -> where it traces supply: one look-up each
    for uid, (unit, space) in sorted(units.items()):
        if at_war is not None and unit.nation not in at_war:
            continue          # 9.5.2.4: the neutral Greek corps are inert
        group = network.group_for(unit)
        if group is not None:
            if id(group) not in reach:
                reach[id(group)] = network.supplied(group, state)
            if space in reach[id(group)]:
                continue      # in supply: ``unit_supply``'s answer for it, without asking it
        if network.unit_supply(unit, space, state) == OUT_OF_SUPPLY:
            (permanent if unit.is_army or unit.not_replaceable else eliminated).append(uid)
    skip = set(exempt) | network.mef_spaces | {ARABIA} | forts
    # ``network.space_supplied`` for the candidate spaces, by group (one trace each): the
    # friendly spaces the spaces' supply does not reach, then the exceptions for those alone
    candidates: dict[tuple[str, bool], list[str]] = {}
    albania = network.albania
    for space, owner in state.control.items():
        if owner in OTHER and space not in skip:
            candidates.setdefault((owner, space in albania), []).append(space)
    unsupplied = []
    for (owner, in_albania), spaces in candidates.items():
        reached = network.supplied(network.space_group(owner, in_albania), state)
        unsupplied += [space for space in spaces if space not in reached]
    held: dict[str, set[str]] = {}   # the units in each space, for the exceptions below
    if unsupplied:
        for uid, (unit, space) in units.items():
            held.setdefault(space, set()).add(uid)
    flipped = {}
    for space in sorted(unsupplied):
        nation = network.board.spaces[space].nation
        if nation == "sb" or (at_war is not None and nation and nation not in at_war):
            continue          # 14.1.6 Serbia; a nation not at war (Kavala while Greece is neutral, 9.5.2.4)
        here = held.get(space, set())
        if any(network.always_supplied(u, space) for u in here & ALWAYS_SUPPLIED):
            continue          # 14.1.5 (2022: the ANA and SN only on the Near East map)
        if space == MEDINA and any(units[u][0].nation == "tu" for u in here):
            continue
        flipped[space] = OTHER[state.control[space]]
    changed = {}
    for space, new_owner in flipped.items():
        level, owner = (trenches or {}).get(space, (0, None))
        if level:
            changed[space] = trench_after_attrition(level, owner, new_owner, False, enemy_owns_l1)
    return AttritionResult(tuple(eliminated), tuple(permanent), flipped, changed)
