"""What the board can offer for the current decision, read from the engine's legal actions
(Qt-free): which spaces and units each action names, where a chosen stack can get to in
this activation (with the path), and what an activation costs.

Everything is derived from ``game.legal_actions()`` and the engine's described choices (costs;
where a stack can go, ``rules.choices.reach``), so any prompt kind the engine adds is playable
without changes here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...rules.choices import describe, route_of

def route(action, spaces) -> tuple[str, ...]:
    """A ``choice`` naming a route of spaces ("a>b>c", retreat and advance, 12.5 and 12.7)."""
    parts = route_of(action)
    return parts if all(p in spaces for p in parts) else ()


def target_space(action, spaces) -> str | None:
    """The space (or box) a click or drop on the board chooses for ``action``."""
    path = route(action, spaces)
    if path:
        return path[-1]
    return getattr(action, "to", None) or getattr(action, "space", None)


def named_units(action) -> tuple[str, ...]:
    units = tuple(getattr(action, "units", ()) or ())
    unit = getattr(action, "unit", None)
    return units + ((unit,) if unit and unit not in units else ())


@dataclass
class Offer:
    """The legal actions grouped by what the board shows them on."""

    by_space: dict[str, list] = field(default_factory=dict)
    by_unit: dict[str, list] = field(default_factory=dict)

    @classmethod
    def of(cls, legal, spaces) -> "Offer":
        out = cls()
        for a in legal:
            where = target_space(a, spaces)
            if where:
                out.by_space.setdefault(where, []).append(a)
            for u in named_units(a):
                out.by_unit.setdefault(u, []).append(a)
        return out

    def at_space(self, space: str, selection=()) -> list:
        """Actions choosing ``space``; with units selected, those naming exactly the selection
        first, else those naming any of them."""
        acts = self.by_space.get(space, [])
        if not selection:
            return list(acts)
        chosen = set(selection)
        exact = [a for a in acts if set(named_units(a)) == chosen]
        if exact:
            return exact
        return [a for a in acts if chosen & set(named_units(a))]


def activation_costs(game, legal) -> dict[tuple[str, str], int]:
    """(space, mode) -> activation points an ``activate`` action spends (9.2.2), as the engine
    describes its choices (``rules.choices``: one-nation stacks, SUD Army included)."""
    wanted = {(a.space, a.mode) for a in legal if a.type == "activate"}
    return {(c.action.space, c.action.mode): c.cost for c in describe(game)
            if c.action.type == "activate" and (c.action.space, c.action.mode) in wanted}
