"""A combat unit as combat sees it: the printed counter, which side is up, where it is."""
from __future__ import annotations

from dataclasses import dataclass

from pog_desktop.data.model import Factors, Unit


@dataclass(frozen=True, slots=True)
class Piece:
    """One unit on the map (2.2.1). ``oos`` marks a unit out of supply (12.4.7 case 3)."""

    unit: Unit
    reduced: bool = False
    space: str = ""
    oos: bool = False

    @property
    def id(self) -> str:
        return self.unit.id

    @property
    def factors(self) -> Factors:
        return self.unit.factors(self.reduced)

    @property
    def cf(self) -> int:
        return self.factors.combat

    @property
    def lf(self) -> int:
        return self.factors.loss

    @property
    def is_army(self) -> bool:
        return self.unit.is_army

    @property
    def nation(self) -> str:
        return self.unit.nation

    @property
    def side(self) -> str:
        return self.unit.side

    def step_lfs(self) -> tuple[int, ...]:
        """Loss factors of the steps this unit still has, in the order they are lost (12.4.2)."""
        return (self.lf,) if self.reduced else (self.unit.full.loss, self.unit.reduced.loss)

    def flipped(self) -> "Piece":
        return Piece(self.unit, True, self.space, self.oos)

    def moved(self, space: str) -> "Piece":
        return Piece(self.unit, self.reduced, space, self.oos)
