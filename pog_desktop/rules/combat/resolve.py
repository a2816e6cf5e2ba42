"""Steps 2 and 6-12 of the combat procedure (12.2.1) for one designated combat.

``resolve_combat`` runs the fire and loss steps in the order the rules give: simultaneous by
default (the defender assigns first, 12.2.10), or one side first after a flank attempt or
with von Hutier (12.2.9), the second firer using what survived (12.3.3). Loss choices are
asked of a ``choose`` callback given the legal options, so the engine can turn each into a
prompt (or replay recorded choices) and tests can script them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from pog_desktop.data.combat_tables import CombatTables

from .fire import Fire, Ground, column_shift, fire
from .losses import LossOption, LossOutcome, apply_losses, loss_options
from .pieces import Piece
from .retreat import combat_winner, defender_must_retreat, may_cancel_retreat, retreat_length

SIMULTANEOUS = "simultaneous"
ATTACKER_FIRST = "attacker_first"
DEFENDER_FIRST = "defender_first"
#: 12.2.9-12.2.10: the order of fire and losses: both fire, then the defender and the attacker
#: take their losses; or one side fires and the other takes its losses before firing back with
#: what survived. The engine's combat steps run the same schedules (``engine/fire.py``).
SCHEDULES = {
    SIMULTANEOUS: (("fire", "attacker"), ("fire", "defender"), ("loss", "defender"), ("loss", "attacker")),
    ATTACKER_FIRST: (("fire", "attacker"), ("loss", "defender"), ("fire", "defender"), ("loss", "attacker")),
    DEFENDER_FIRST: (("fire", "defender"), ("loss", "attacker"), ("fire", "attacker"), ("loss", "defender")),
}

Choose = Callable[[str, list[LossOption]], LossOption]


def first_option(role: str, options: list[LossOption]) -> LossOption:
    return options[0]


@dataclass(frozen=True)
class CombatSetup:
    """A designated combat (12.2.2) with everything steps 2-7 need.

    ``fort``: the LF of the defender's undestroyed fort in the target space (0 if none).
    ``retreated``: defenders that retreated into the target this round (12.5.8).
    ``order``: SIMULTANEOUS, or who fires first after a flank roll or von Hutier."""

    target: str
    ground: Ground
    attackers: tuple[Piece, ...]
    defenders: tuple[Piece, ...] = ()
    fort: int = 0
    attacker_drm: int = 0
    defender_drm: int = 0
    attacker_reserve: tuple[Piece, ...] = ()
    defender_reserve: tuple[Piece, ...] = ()
    retreated: frozenset[str] = frozenset()
    order: str = SIMULTANEOUS
    allow_reduced_replacement: bool = False
    army_first: bool = False          # 2022 12.4.4.2, see ``loss_options``


@dataclass(frozen=True)
class CombatResult:
    attacker_fire: Fire | None
    defender_fire: Fire | None
    attacker_losses: LossOutcome
    defender_losses: LossOutcome
    retreated_eliminated: tuple[str, ...]
    winner: str | None
    retreat: int
    may_cancel_retreat: bool

    @property
    def ln_by_attacker(self) -> int:
        return self.attacker_fire.ln if self.attacker_fire else 0

    @property
    def ln_by_defender(self) -> int:
        return self.defender_fire.ln if self.defender_fire else 0


def _fire_or_none(tables, pieces: Sequence[Piece], die_roll, shift, drm, fort=0) -> Fire | None:
    """A side with no units and no fort left does not fire at all."""
    if not pieces and not fort:
        return None
    return fire(tables, pieces, die_roll(), shift=shift, drm=drm, fort=fort)


def resolve_combat(tables: CombatTables, setup: CombatSetup, roll: Callable[[], int],
                   choose: Choose = first_option) -> CombatResult:
    """Resolve fire, losses, the winner and the retreat length. ``roll`` gives one d6 per call
    (the attacker rolls before the defender when both fire at once)."""
    fighting = tuple(p for p in setup.defenders if p.id not in setup.retreated)
    ground = setup.ground if fighting else Ground(setup.ground.terrain, setup.ground.trench, True,
                                                   setup.ground.trench_negated, setup.ground.trench_shifts_negated)
    a_shift, d_shift = column_shift(tables, ground, "attacker"), column_shift(tables, ground, "defender")

    def attacker_fires(attackers):
        return _fire_or_none(tables, attackers, roll, a_shift, setup.attacker_drm)

    def defender_fires(defenders, fort):
        return _fire_or_none(tables, defenders, roll, d_shift, setup.defender_drm, fort)

    def defender_takes(ln) -> LossOutcome:
        options = loss_options(fighting, ln, reserve=setup.defender_reserve, fort=setup.fort,
                               allow_reduced_replacement=setup.allow_reduced_replacement,
                               army_first=setup.army_first)
        return apply_losses(fighting, _checked(choose("defender", options), options), setup.defender_reserve)

    def attacker_takes(attackers, ln) -> LossOutcome:
        options = loss_options(attackers, ln, reserve=setup.attacker_reserve, attacker=True,
                               allow_reduced_replacement=setup.allow_reduced_replacement,
                               army_first=setup.army_first)
        return apply_losses(attackers, _checked(choose("attacker", options), options), setup.attacker_reserve)

    a_fire = d_fire = a_losses = d_losses = None
    for kind, role in SCHEDULES[setup.order]:
        if (kind, role) == ("fire", "attacker"):
            a_fire = attacker_fires(a_losses.survivors if a_losses else setup.attackers)
        elif (kind, role) == ("fire", "defender"):
            fort = (0 if d_losses.fort_destroyed else setup.fort) if d_losses else setup.fort
            d_fire = defender_fires(d_losses.survivors if d_losses else fighting, fort)
        elif role == "defender":
            d_losses = defender_takes(a_fire.ln if a_fire else 0)
        else:
            a_losses = attacker_takes(setup.attackers, d_fire.ln if d_fire else 0)

    ln_a = a_fire.ln if a_fire else 0
    ln_d = d_fire.ln if d_fire else 0
    # 12.5.8: units that retreated here this round die on any LN and do not count toward it.
    stale = tuple(p.id for p in setup.defenders if p.id in setup.retreated) if ln_a >= 1 else ()
    must = defender_must_retreat(ln_a, ln_d, a_losses.survivors, d_losses.survivors)
    length = retreat_length(ln_a, ln_d) if must else 0
    return CombatResult(a_fire, d_fire, a_losses, d_losses, stale, combat_winner(ln_a, ln_d), length,
                        bool(length) and may_cancel_retreat(tables, ground, d_losses.survivors))


def _checked(choice: LossOption, options: list[LossOption]) -> LossOption:
    if choice not in options:
        raise ValueError("the chosen losses are not one of the legal loss options")
    return choice
