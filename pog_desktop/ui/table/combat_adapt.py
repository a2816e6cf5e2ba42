"""The engine's combat values turned into a ``CombatView`` side: pieces (unit, face, space),
a fire result (table, strength, column label, die, drm, LN) and a loss outcome (survivors,
eliminated, permanently eliminated, replacements), all read by duck typing so the engine's
combat step can change without this module importing it. Fate words are
translated (context ``CombatWindow``)."""
from __future__ import annotations

from .combat_view import CombatSideView, FireLine, UnitLine
from ..translate import translate


def unit_fate(piece, outcome) -> tuple[int, str]:
    """(steps lost, fate word) of one piece after ``outcome`` (12.4.2, 12.4.4, 12.4.7)."""
    if outcome is None:
        return 0, ""
    uid = piece.unit.id
    steps = 1 if piece.reduced else 2
    replaced_by = dict(getattr(outcome, "replacements", ()) or ()).get(uid)
    if uid in (getattr(outcome, "permanently_eliminated", ()) or ()):
        return steps, translate("CombatWindow", "permanently eliminated")
    if uid in (outcome.eliminated or ()):
        return steps, translate("CombatWindow", "eliminated, replaced by {unit}").format(unit=replaced_by) \
            if replaced_by else translate("CombatWindow", "eliminated")
    after = next((p for p in outcome.survivors if p.unit.id == uid), None)
    if after is not None and after.reduced and not piece.reduced:
        return 1, translate("CombatWindow", "reduced")
    return 0, ""


def unit_line(piece, outcome=None, space_names: dict | None = None) -> UnitLine:
    u = piece.unit
    lost, fate = unit_fate(piece, outcome)
    space = (space_names or {}).get(piece.space, piece.space)
    return UnitLine(u.id, u.name, u.nation, str(u.factors(piece.reduced)), piece.reduced, space, lost, fate)


def fire_line(fire, shift: int = 0) -> FireLine | None:
    """``shift``: the column shift applied (the engine's ``column_shift`` for that side)."""
    if fire is None:
        return None
    return FireLine(fire.table, fire.strength, fire.column_label, shift, fire.drm, fire.die, fire.ln)


def side_view(side: str, pieces, *, fire=None, shift: int = 0, outcome=None, fort: int = 0, cards=(), drms=(),
              space_names: dict | None = None) -> CombatSideView:
    return CombatSideView(side, tuple(unit_line(p, outcome, space_names) for p in pieces), fort, tuple(cards),
                          tuple(drms), fire_line(fire, shift))
