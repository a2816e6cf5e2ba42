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

from .pieces import Piece
from .special_units import ATTACKER_LOSS_TIERS, BEF_ARMY, BEF_CORPS, NEVER_REPLACE_ARMIES


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
        return dict(self.steps).get(unit_id, 0)

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
    IT 12.4.4 takes full-strength corps only; ``allow_reduced`` is the 2022 reading."""
    seen: set[tuple] = set()
    out = []
    for c in sorted(reserve, key=lambda p: (p.reduced, p.id)):
        if c.id in used or not may_replace(c.unit, army) or (c.reduced and not allow_reduced):
            continue
        kind = (c.unit.full, c.unit.reduced, c.reduced)
        if kind not in seen:
            seen.add(kind)
            out.append(c)
    return out


def _all_assignments(pieces: Sequence[Piece], ln: int, reserve: Sequence[Piece], fort: int,
                     allow_reduced: bool) -> list[LossOption]:
    out: list[LossOption] = []

    def finish(steps, repl, spent, survivor):
        option = LossOption(tuple(sorted(steps)), tuple(sorted(repl)), False, spent)
        out.append(option)
        # 12.4.6: the fort is hit only once every defending unit, replacement corps included, is gone.
        if fort and not survivor and ln - spent >= fort:
            out.append(LossOption(option.steps, option.replacements, True, spent + fort))

    def walk(i, spent, steps, repl, used, survivor):
        if i == len(pieces):
            finish(steps, repl, spent, survivor)
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
                walk(i + 1, spent + cost, here, repl, used, True)
                continue
            corps = replacement_candidates(p.unit, reserve, used, allow_reduced) if p.is_army else []
            if not corps:
                walk(i + 1, spent + cost, here, repl, used, survivor)
                continue
            # 12.4.4.2: the replacement is mandatory when a corps is available.
            for c in corps:
                c_cost = 0
                c_ladder = c.step_lfs()
                for j in range(len(c_ladder) + 1):
                    if j:
                        c_cost += c_ladder[j - 1]
                    if spent + cost + c_cost > ln:
                        break
                    walk(i + 1, spent + cost + c_cost, here + ([(c.id, j)] if j else []), repl + [(p.id, c.id)],
                         used | {c.id}, survivor or j < len(c_ladder))

    walk(0, 0, [], [], frozenset(), False)
    return out


def priority_tier(pieces: Sequence[Piece], ln: int) -> frozenset[str]:
    """12.4.5: the attacker's units that must take the first loss, if any can take a step within the LN."""
    for tier in ATTACKER_LOSS_TIERS:
        if any(p.id in tier and p.step_lfs()[0] <= ln for p in pieces):
            return tier
    return frozenset()


def loss_options(pieces: Iterable[Piece], ln: int, *, reserve: Iterable[Piece] = (), fort: int = 0,
                 attacker: bool = False, allow_reduced_replacement: bool = False) -> list[LossOption]:
    """Every legal loss assignment for ``ln`` (12.4.3: the most that fits, never more).

    ``fort`` is the LF of the owner's undestroyed fort in a defending space; ``attacker``
    applies the 12.4.5 loss priority, which overrides the exactness rule."""
    pieces = tuple(pieces)
    options = _all_assignments(pieces, ln, tuple(reserve), fort, allow_reduced_replacement)
    if attacker:
        tier = priority_tier(pieces, ln)
        if tier:
            options = [o for o in options if any(o.steps_of(u) for u in tier)]
    best = max(o.total for o in options)
    return [o for o in options if o.total == best]


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
