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
    ``besieging``: spaces where the attacker besieges an enemy fort -> that fort's LF."""

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


def _connection(board: MapData, a: str, b: str):
    for c in board.neighbours(a):
        if c.other(a) == b:
            return c
    return None


def attack_problem(attackers: Iterable[Piece], target: str, sit: AttackSituation,
                   defenders: Iterable[Piece] = ()) -> str | None:
    attackers = tuple(attackers)
    if not attackers:
        return "no attacking units"
    board = sit.board
    target_space = board.spaces[target]
    fort_besieged = target in sit.besieged
    for p in attackers:
        if p.space not in sit.attack_spaces:
            return f"{p.id} is not in a space activated for combat (12.1.1)"
        if p.space == target:
            if not (fort_besieged and target in sit.forts):
                return f"{p.id} is already in {target}"
            continue
        conn = _connection(board, p.space, target)
        if conn is None:
            return f"{p.id} in {p.space} is not adjacent to {target} (12.1.3)"
        if not may_cross(None, p.nation, conn.only):
            return f"{p.id} may not attack across the {'/'.join(sorted(conn.only)).upper()}-only line (12.1.8)"
        if (sit.near_east_attack_limit and p.is_army and not p.unit.near_east
                and target_space.map == "neareast" and board.spaces[p.space].map != "neareast"):
            return f"{p.id} is not a Near East army (11.3.1)"
    if target in sit.forts and not all(may_attack_fort_from(p.space, target, fort_besieged) for p in attackers):
        return f"the besieged fort in {target} may be attacked only from inside its space (15.1.3)"
    problem = _multinational_problem(attackers, sit)
    if problem:
        return problem
    if any(p.space == LONDON for p in attackers) and not any(
            board.spaces[p.space].nation in LONDON_PARTNER_NATIONS for p in attackers):
        return "units in London attack only with units in France or Belgium (12.1.10)"
    if sit.summer and any(board.spaces[s].terrain == "desert" for s in {target} | {p.space for p in attackers}):
        return "no combat into or out of a desert space in summer (TEC)"
    fort_nation = sit.forts.get(target)
    if fort_nation == "ru" and any(p.nation == "ge" for p in attackers) and not (sit.oberost or sit.cp_war_status >= 4):
        return "German units may not attack a Russian fort before OberOst or CP war status 4 (15.1.11)"
    if fort_nation == "ge" and sit.turn == 1 and any(p.nation == "ru" for p in attackers):
        return "Russian units may not attack a German fort in August 1914 (15.1.12)"
    problem = _brest_litovsk_problem(attackers, tuple(defenders), target_space.map, sit)
    if problem:
        return problem
    for space, lf in sit.besieging.items():
        leaving = {p.id for p in attackers if p.space == space}
        if leaving and space != target:
            staying = [p for p in sit.stacks.get(space, ()) if p.id not in leaving]
            if not may_leave_siege(staying, lf):
                return f"only units beyond those needed for the siege may attack out of {space} (15.2.3)"
    return None


def _multinational_problem(attackers: tuple[Piece, ...], sit: AttackSituation) -> str | None:
    """12.1.11: several nations attack together only if one attacking space holds units of
    every one of them; so never more than three. Activation discounts do not merge nations."""
    nations = {ATTACK_NATION.get(p.nation, p.nation) for p in attackers}
    if len(nations) == 1:
        return None
    if len(nations) > MAX_NATIONS:
        return f"at most {MAX_NATIONS} nations may attack together (12.1.11)"
    for space in {p.space for p in attackers}:
        stack = sit.stacks.get(space) or tuple(p for p in attackers if p.space == space)
        if nations <= {ATTACK_NATION.get(p.nation, p.nation) for p in stack}:
            return None
    return "a multinational attack needs one attacking space holding every nation involved (12.1.11)"


def _brest_litovsk_problem(attackers, defenders, target_map: str, sit: AttackSituation) -> str | None:
    """16.4.10: after Brest-Litovsk RU units never attack, and CP units attack RU units only
    with Turks on the Near East map."""
    if not sit.brest_litovsk:
        return None
    if any(p.nation == "ru" for p in attackers):
        return "Russian units may not attack after Brest-Litovsk (16.4.10)"
    if any(p.nation == "ru" for p in defenders) and not (
            target_map == "neareast" and all(p.nation == "tu" for p in attackers)):
        return "after Brest-Litovsk only Turks on the Near East map may attack Russian units (16.4.10)"
    return None
