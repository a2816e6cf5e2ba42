"""Designating an attack (12.1, 12.2.2, 15.1.11-15.1.12, 15.2.3, TEC desert): may these units
attack that space? ``attack_problem`` returns the reason they may not, or None."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pog_desktop.data.model import MapData
from pog_desktop.rules.board.access import may_cross
from pog_desktop.rules.board.sieges import may_attack_fort_from, may_leave_siege

from ..core.named_units import ATTACK_NATION
from .pieces import Piece
from ..core.messages import msg

MAX_NATIONS = 3
LONDON = "london"
#: 12.1.10: units in London attack only together with friendly units in France or Belgium.
LONDON_PARTNER_NATIONS = frozenset({"fr", "be"})


@dataclass(frozen=True)
class AttackSituation:
    """The facts an attack designation is checked against.

    ``attack_spaces``: spaces activated for combat this round. ``besieged``: spaces whose fort
    is besieged. ``forts``: spaces with an undestroyed fort -> its nation. ``stacks``: all units
    in each attacking space (for the multinational test; defaults to the attackers).
    ``besieging``: spaces where the attacker besieges an enemy fort -> that fort's LF.
    ``participants_only``: 2022 12.1.11.1, the common space's attacking units must hold every
    nation (2004: the units stacked there)."""

    board: MapData
    attack_spaces: frozenset[str]
    besieged: frozenset[str] = frozenset()
    forts: Mapping[str, str] = field(default_factory=dict)
    stacks: Mapping[str, tuple[Piece, ...]] = field(default_factory=dict)
    besieging: Mapping[str, int] = field(default_factory=dict)
    turn: int = 3
    summer: bool = False
    oberost: bool = False
    cp_war_status: int = 0
    near_east_attack_limit: bool = True
    brest_litovsk: bool = False
    participants_only: bool = False


def _connection(board: MapData, a: str, b: str):
    for c in board.neighbours(a):
        if c.other(a) == b:
            return c
    return None


def attack_problem(attackers: Iterable[Piece], target: str, sit: AttackSituation,
                   defenders: Iterable[Piece] = ()) -> str | None:
    attackers = tuple(attackers)
    if not attackers:
        return msg("combat.designate.no_attacking_units", "no attacking units")
    board = sit.board
    target_space = board.spaces[target]
    fort_besieged = target in sit.besieged
    for p in attackers:
        if p.space not in sit.attack_spaces:
            return msg("combat.designate.is_not_in_a_space", "{id} is not in a space activated for combat (12.1.1)",
                       id=p.id)
        if p.space == target:
            if not (fort_besieged and target in sit.forts):
                return msg("combat.designate.is_already_in", "{id} is already in {target}",
                           id=p.id, target=target)
            continue
        conn = _connection(board, p.space, target)
        if conn is None:
            return msg("combat.designate.in_is_not_adjacent_to",
                       "{id} in {space_id} is not adjacent to {target} (12.1.3)",
                       id=p.id, space_id=p.space, target=target)
        if not may_cross(None, p.nation, conn.only):
            return msg("combat.designate.may_not_attack_across_the",
                       "{id} may not attack across the {only}-only line (12.1.8)",
                       id=p.id, only='/'.join(sorted(conn.only)).upper())
        if (sit.near_east_attack_limit and p.is_army and not p.unit.near_east
                and target_space.map == "neareast" and board.spaces[p.space].map != "neareast"):
            return msg("combat.designate.is_not_a_near_east", "{id} is not a Near East army (11.3.1)", id=p.id)
    if target in sit.forts and not all(may_attack_fort_from(p.space, target, fort_besieged) for p in attackers):
        return msg("combat.designate.the_besieged_fort_in_may",
                   "the besieged fort in {target} may be attacked only from inside its space (15.1.3)",
                   target=target)
    problem = _multinational_problem(attackers, sit)
    if problem:
        return problem
    if any(p.space == LONDON for p in attackers) and not any(
            board.spaces[p.space].nation in LONDON_PARTNER_NATIONS for p in attackers):
        return msg("combat.designate.units_in_london_attack_only",
                   "units in London attack only with units in France or Belgium (12.1.10)")
    if sit.summer and any(board.spaces[s].terrain == "desert" for s in {target} | {p.space for p in attackers}):
        return msg("combat.designate.no_combat_into_or_out", "no combat into or out of a desert space in summer (TEC)")
    fort_nation = sit.forts.get(target)
    if fort_nation == "ru" and any(p.nation == "ge" for p in attackers) and not (sit.oberost or sit.cp_war_status >= 4):
        return msg("combat.designate.german_units_may_not_attack",
                   "German units may not attack a Russian fort before OberOst or CP war status 4 (15.1.11)")
    if fort_nation == "ge" and sit.turn == 1 and any(p.nation == "ru" for p in attackers):
        return msg("combat.designate.russian_units_may_not_attack",
                   "Russian units may not attack a German fort in August 1914 (15.1.12)")
    problem = _brest_litovsk_problem(attackers, tuple(defenders), target_space.map, sit)
    if problem:
        return problem
    for space, lf in sit.besieging.items():
        leaving = {p.id for p in attackers if p.space == space}
        if leaving and space != target:
            staying = [p for p in sit.stacks.get(space, ()) if p.id not in leaving]
            if not may_leave_siege(staying, lf):
                return msg("combat.designate.only_units_beyond_those_needed",
                           "only units beyond those needed for the siege may attack out of {space_id} (15.2.3)",
                           space_id=space)
    return None


def _multinational_problem(attackers: tuple[Piece, ...], sit: AttackSituation) -> str | None:
    """12.1.11: several nations attack together only if one attacking space holds units of
    every one of them; so never more than three. Activation discounts do not merge nations.
    2022 12.1.11.1: each nation's unit in that common space must take part in the attack."""
    nations = {ATTACK_NATION.get(p.nation, p.nation) for p in attackers}
    if len(nations) == 1:
        return None
    if len(nations) > MAX_NATIONS:
        return msg("combat.designate.at_most_nations_may_attack",
                   "at most {max_nations} nations may attack together (12.1.11)",
                   max_nations=MAX_NATIONS)
    for space in {p.space for p in attackers}:
        stack = tuple(p for p in attackers if p.space == space)
        if not sit.participants_only:
            stack = sit.stacks.get(space) or stack
        if nations <= {ATTACK_NATION.get(p.nation, p.nation) for p in stack}:
            return None
    return msg("combat.designate.a_multinational_attack_needs_one",
               "a multinational attack needs one attacking space holding every nation involved (12.1.11)")


def _brest_litovsk_problem(attackers, defenders, target_map: str, sit: AttackSituation) -> str | None:
    """16.4.10: after Brest-Litovsk RU units never attack, and CP units attack RU units only
    with Turks on the Near East map."""
    if not sit.brest_litovsk:
        return None
    if any(p.nation == "ru" for p in attackers):
        return msg("combat.designate.russian_units_may_not_attack_2",
                   "Russian units may not attack after Brest-Litovsk (16.4.10)")
    if any(p.nation == "ru" for p in defenders) and not (
            target_map == "neareast" and all(p.nation == "tu" for p in attackers)):
        return msg("combat.designate.after_brest_litovsk_only_turks",
                   "after Brest-Litovsk only Turks on the Near East map may attack Russian units (16.4.10)")
    return None
