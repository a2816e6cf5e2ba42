"""Taking losses (12.4): the legal ways to satisfy a Loss Number, and applying one of them.

``loss_options`` lists every assignment the owner may choose: steps removed per unit (each
counting its LF, 12.4.2), reduced armies replaced by a corps from the Reserve Box (12.4.4),
a fort's single step (12.4.6), as much of the LN as possible without exceeding it (12.4.3),
with the attacker's British/Caucasus priority first (12.4.5). ``apply_losses`` carries one out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from pog_desktop.data.model import Unit

from ..core.named_units import BEF_ARMY, BEF_CORPS, NEVER_REPLACE_ARMIES
from .pieces import Piece


class LossError(ValueError):
    """A loss choice that does not fit the units it is applied to."""


@dataclass(frozen=True, slots=True)
class LossOption:
    """One legal way to take a Loss Number.

    ``steps`` maps unit id (a replacement corps included) to the steps it loses;
    ``replacements`` maps an eliminated reduced army to the Reserve Box corps that replaces it."""

    steps: tuple[tuple[str, int], ...]
    replacements: tuple[tuple[str, str], ...] = ()
    fort: bool = False
    total: int = 0

    def steps_of(self, unit_id: str) -> int:
        for unit, n in self.steps:
            if unit == unit_id:
                return n
        return 0

    def to_json(self) -> dict:
        return {"steps": dict(self.steps), "replacements": dict(self.replacements), "fort": self.fort}


def may_replace(corps: Unit, army: Unit) -> bool:
    """12.4.4 and 12.4.4.3: which Reserve Box corps may stand in for an eliminated army."""
    if corps.type != "corps" or corps.nation != army.nation or corps.id in NEVER_REPLACE_ARMIES:
        return False
    if army.id == BEF_ARMY or corps.id == BEF_CORPS:
        return army.id == BEF_ARMY and corps.id == BEF_CORPS
    return True


def replacement_candidates(army: Unit, reserve: Iterable[Piece], used: frozenset[str] = frozenset(),
                           allow_reduced: bool = False) -> list[Piece]:
    """Eligible Reserve Box corps, one per kind (same factors), so the options stay few.
    IT 12.4.4 takes full-strength corps only; ``allow_reduced`` is the 2022 reading, which
    takes a reduced corps only when no full one is there."""
    seen: set[tuple] = set()
    out = []
    eligible = [c for c in reserve if c.id not in used and may_replace(c.unit, army)]
    full_there = any(not c.reduced for c in eligible)
    for c in sorted(eligible, key=lambda p: (p.reduced, p.id)):
        if c.reduced and (full_there or not allow_reduced):
            continue
        kind = (c.unit.full, c.unit.reduced, c.reduced)
        if kind not in seen:
            seen.add(kind)
            out.append(c)
    return out


def _all_assignments(pieces: Sequence[Piece], ln: int, reserve: Sequence[Piece], fort: int,
                     allow_reduced: bool) -> list[LossOption]:
    out: list[LossOption] = []

    def finish(steps, repl, spent, survivor, unreplaced, used):
        # 12.4.4.2: the replacement is mandatory: an army may go without one only if no
        # eligible corps is left (the owner still chooses which army gets which corps).
        if any(replacement_candidates(a, reserve, used, allow_reduced) for a in unreplaced):
            return
        option = LossOption(tuple(sorted(steps)), tuple(sorted(repl)), False, spent)
        out.append(option)
        # 12.4.6: the fort is hit only once every defending unit, replacement corps included, is gone.
        if fort and not survivor and ln - spent >= fort:
            out.append(LossOption(option.steps, option.replacements, True, spent + fort))

    def walk(i, spent, steps, repl, used, survivor, unreplaced):
        if i == len(pieces):
            finish(steps, repl, spent, survivor, unreplaced, used)
            return
        p = pieces[i]
        ladder = p.step_lfs()
        cost = 0
        for k in range(len(ladder) + 1):
            if k:
                cost += ladder[k - 1]
            if spent + cost > ln:
                break
            here = steps + [(p.id, k)] if k else steps
            if k < len(ladder):
                walk(i + 1, spent + cost, here, repl, used, True, unreplaced)
                continue
            if not p.is_army:
                walk(i + 1, spent + cost, here, repl, used, survivor, unreplaced)
                continue
            walk(i + 1, spent + cost, here, repl, used, survivor, unreplaced + [p.unit])
            for c in replacement_candidates(p.unit, reserve, used, allow_reduced):
                c_cost = 0
                c_ladder = c.step_lfs()
                for j in range(len(c_ladder) + 1):
                    if j:
                        c_cost += c_ladder[j - 1]
                    if spent + cost + c_cost > ln:
                        break
                    walk(i + 1, spent + cost + c_cost, here + ([(c.id, j)] if j else []), repl + [(p.id, c.id)],
                         used | {c.id}, survivor or j < len(c_ladder), unreplaced)

    walk(0, 0, [], [], frozenset(), False, [])
    return out


def priority_tier(pieces: Sequence[Piece], ln: int) -> frozenset[str]:
    """12.4.5: the attacker's units that must take the first loss: those with the best
    printed loss priority (units.json: BEF army 1, BEF corps 2, MEF and CAU 3, AUS and CND 4)
    among the ones that can lose a step within the LN."""
    ranked = [(p.unit.loss_priority, p.id) for p in pieces
              if p.unit.loss_priority is not None and p.step_lfs()[0] <= ln]
    if not ranked:
        return frozenset()
    best = min(rank for rank, _ in ranked)
    return frozenset(uid for rank, uid in ranked if rank == best)


def loss_options(pieces: Iterable[Piece], ln: int, *, reserve: Iterable[Piece] = (), fort: int = 0,
                 attacker: bool = False, allow_reduced_replacement: bool = False,
                 army_first: bool = False) -> list[LossOption]:
    """Every legal loss assignment for ``ln`` (12.4.3: the most that fits, never more).

    ``fort`` is the LF of the owner's undestroyed fort in a defending space; ``attacker``
    applies the 12.4.5 loss priority, which overrides the exactness rule. ``army_first`` is
    2022 12.4.4.2: when the LN cannot all be taken, an army with no Reserve Box corps must be
    eliminated (for good) rather than the losses spread."""
    pieces = tuple(pieces)
    options = _all_assignments(pieces, ln, tuple(reserve), fort, allow_reduced_replacement)
    if attacker:
        tier = priority_tier(pieces, ln)
        if tier:
            options = [o for o in options if any(o.steps_of(u) for u in tier)]
    best = max(o.total for o in options)
    options = [o for o in options if o.total == best]
    if army_first and best < ln:
        lost = [o for o in options if _eliminates_unreplaced_army(o, pieces)]
        options = lost or options
    return options


def _eliminates_unreplaced_army(option: LossOption, pieces: Sequence[Piece]) -> bool:
    replaced = dict(option.replacements)
    return any(p.is_army and p.id not in replaced and option.steps_of(p.id) == len(p.step_lfs()) for p in pieces)


@dataclass(frozen=True)
class LossOutcome:
    """What remains after losses: the surviving pieces (replacement corps in their army's
    space), the units sent to the Eliminated box, and those removed for good (12.4.7)."""

    survivors: tuple[Piece, ...]
    eliminated: tuple[str, ...] = ()
    permanently_eliminated: tuple[str, ...] = ()
    replacements: tuple[tuple[str, str], ...] = ()
    fort_destroyed: bool = False
    taken: int = 0


def army_is_permanent(piece: Piece, replaced: bool) -> bool:
    """12.4.7 cases 3-5: OOS, no Reserve Box corps, or a dotted (never-replaced) army."""
    return piece.oos or not replaced or piece.unit.not_replaceable


def apply_losses(pieces: Iterable[Piece], option: LossOption, reserve: Iterable[Piece] = ()) -> LossOutcome:
    """Carry out ``option`` (one of ``loss_options``) on ``pieces``."""
    pieces = tuple(pieces)
    by_id = {p.id: p for p in pieces}
    reserve_by_id = {p.id: p for p in reserve}
    replaced = dict(option.replacements)
    for army, corps in replaced.items():
        if army not in by_id or corps not in reserve_by_id:
            raise LossError(f"replacement {army!r} -> {corps!r} names a unit not in combat or not in the Reserve Box")
    pool = dict(by_id)
    for army, corps in replaced.items():
        pool[corps] = reserve_by_id[corps].moved(by_id[army].space)
    survivors, eliminated, permanent = [], [], []
    for uid, n in option.steps:
        if uid not in pool:
            raise LossError(f"loss option names {uid!r}, which is not in this combat")
        if n > len(pool[uid].step_lfs()):
            raise LossError(f"{uid!r} has only {len(pool[uid].step_lfs())} step(s), cannot lose {n}")
    order = list(pieces) + [pool[c] for c in replaced.values()]
    for p in order:
        n = option.steps_of(p.id)
        if n == 0:
            survivors.append(p)
        elif n < len(p.step_lfs()):
            survivors.append(p.flipped())
        elif p.is_army:
            (permanent if army_is_permanent(p, p.id in replaced) else eliminated).append(p.id)
        else:
            (permanent if p.unit.not_replaceable else eliminated).append(p.id)
    return LossOutcome(tuple(survivors), tuple(eliminated), tuple(permanent), option.replacements, option.fort,
                       option.total)
