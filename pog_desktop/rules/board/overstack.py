"""Accidental overstacking (10.1.3): the opponent picks the units to eliminate, and armies
eliminated this way are gone for good. Retreats, advances and events call ``check``."""
from __future__ import annotations

from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.state import other
from ..core.steps import Decision, interrupt, resume, step
from .removal import eliminate
from .stacking import overstacked
from ..core.messages import msg


def check(ctx, st, space: str) -> bool:
    """Starts the opponent's choice if ``space`` holds more than 3 units; True if it did."""
    if not overstacked(st, space):
        return False
    owner = ctx.unit_side[st.at[space][0]]
    interrupt(st, "eliminate_overstack", other(owner), {"space": space})
    return True


@step("eliminate_overstack")
class EliminateOverstack(Decision):
    def prompt(self, ctx, st):
        space = st.sub["space"]
        return Prompt(st.active, st.active, self.name,
                      msg("board.overstack.is_overstacked_pick_a_unit",
                          "{side}: {space} is overstacked; pick a unit to eliminate (10.1.3)",
                          ctx, side=st.active, space=space),
                      {"units": list(st.at.get(space, ())), "spaces": [space]})

    def candidates(self, ctx, st):
        return [Action("eliminate", unit=u) for u in st.at.get(st.sub["space"], ())]

    def wrong_type(self, ctx, st, a):
        return msg("board.overstack.pick_a_unit_in_to",
                   "pick a unit in {space_id} to eliminate",
                   space_id=st.sub['space'])

    def check_eliminate(self, ctx, st, a):
        if a.unit not in st.at.get(st.sub["space"], ()):
            return msg("board.overstack.is_not_in",
                       "{unit_id!r} is not in {space}",
                       ctx, unit_id=a.unit, space=st.sub['space'])
        return None

    def apply_eliminate(self, ctx, st, a):
        eliminate(ctx, st, a.unit, a.unit in ctx.armies, msg("board.overstack.overstacked", "overstacked, 10.1.3"))
        if not overstacked(st, st.sub["space"]):
            resume(ctx, st)
