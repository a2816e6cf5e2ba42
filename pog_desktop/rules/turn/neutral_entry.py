"""Neutral nations entering the war (4.2.2, 9.5.2, 16.1.3.1): their units are placed per
their entry table, their spaces change hands, and a player places the units the table
leaves to his choice (Bulgaria, Romania)."""
from __future__ import annotations

from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.state import OFFMAP, reserve_box
from ..core.steps import Decision, interrupt, log, resume, step
from ..core.messages import msg


def enter_war(ctx, st, nation: str) -> None:
    """A neutral nation joins the war (9.5.2, 16.1.3.1): its units are placed per its table,
    its spaces become its side's, and the trenches of its table are dug (Turkey: Giresun,
    Baghdad, Gaza; Historical Italy, 5.7.1.3: Verona, Asiago, Maggiore, Udine), each owned by
    the side then controlling its space (11.2)."""
    st.neutral.discard(nation)
    table = ctx.scenario.neutral_setups.get(nation, {}) if ctx.scenario else {}
    placed = dict(table.get("units", {}))
    placed.update({u: None for u in table.get("reserve", ())})
    for u, where in sorted(placed.items()):
        if st.where.get(u, OFFMAP) == OFFMAP:
            st.place(u, where or reserve_box(ctx.unit_side[u]))
    # seed 003, 9.1: Italian armies flipped before Italy entered come in at full strength
    st.reduced.update(u for u in table.get("reduced", ()) if u not in st.cmd.get("full_before_entry", ()))
    owner = table.get("control")
    for s in ctx.spaces.values():
        if s.nation == nation and st.control.get(s.id) is None:
            st.control[s.id] = owner or s.side
    for space, level in sorted(table.get("trenches", {}).items()):
        side = st.control.get(space)
        if side is not None and level > st.trench.get(space, 0):
            st.trench[space], st.trench_side[space] = level, side
    log(st, "war", msg("turn.neutral_entry.enters_the_war", "{nation} enters the war", nation=nation.upper()), None, units=sorted(placed))
    for follower, leader in sorted(ctx.scenario.joins.items() if ctx.scenario else ()):
        if leader == nation and follower in st.neutral:
            enter_war(ctx, st, follower)
    for choice in reversed(table.get("choices", ())):
        interrupt(st, "place_neutral_units", choice["chooser"], {"nation": nation, "choice": choice})


@step("place_neutral_units")
class PlaceNeutralUnits(Decision):
    """4.2.2: the rest of an entering nation's units go where its player chooses, among the
    spaces its table allows, at most ``per_space`` to a space (Bulgaria, Romania)."""

    def prompt(self, ctx, st):
        c = st.sub["choice"]
        return Prompt(st.active, st.active, self.name,
                      msg("turn.neutral_entry.place_the_units",
                          "{side}: place the {nation} units",
                          side=st.active, nation=st.sub['nation'].upper()),
                      {"units": self._left(st), "spaces": list(c["spaces"])})

    def _left(self, st):
        return [u for u in st.sub["choice"]["units"] if st.where.get(u, OFFMAP) == OFFMAP]

    def candidates(self, ctx, st):
        side = ctx.unit_side[st.sub["choice"]["units"][0]]
        return [Action("place", unit=u, to=s) for u in self._left(st)
                for s in list(st.sub["choice"]["spaces"]) + [reserve_box(side)]]

    def wrong_type(self, ctx, st, a):
        return msg("turn.neutral_entry.place_one_of", "place one of {left}", left=', '.join(self._left(st)))

    def check_place(self, ctx, st, a):
        c = st.sub["choice"]
        if a.unit not in self._left(st):
            return self.wrong_type(ctx, st, a)
        if a.to == reserve_box(ctx.unit_side[a.unit]):
            if any(self._space_error(ctx, st, a.unit, s) is None for s in c["spaces"]):
                return msg("turn.neutral_entry.the_reserve_box_takes_these",
                           "the reserve box takes these units only when no allowed space can (our ruling)")
            return None
        if a.to not in c["spaces"]:
            return msg("turn.neutral_entry.may_go_only_to",
                       "{unit_id} may go only to {spaces_id} (4.2.2)",
                       unit_id=a.unit, spaces_id=', '.join(c['spaces']))
        return self._space_error(ctx, st, a.unit, a.to)

    def _space_error(self, ctx, st, unit, space):
        c = st.sub["choice"]
        here = st.at.get(space, ())
        if here and ctx.unit_side[here[0]] != ctx.unit_side[unit]:
            return msg("turn.neutral_entry.holds_enemy_units", "{space} holds enemy units (10.1.5)", ctx, space=space)
        if len([u for u in here if u in c["units"]]) >= c["per_space"]:
            return msg("turn.neutral_entry.at_most_of_these_units",
                       "at most {per_space} of these units in {space} (4.2.2)",
                       ctx, per_space=c['per_space'], space=space)
        if len(here) >= 3:
            return msg("turn.neutral_entry.is_full", "{space} is full (10.1.1)", ctx, space=space)
        return None

    def apply_place(self, ctx, st, a):
        st.place(a.unit, a.to)
        where = msg("core.place.space", "{space}", ctx, space=a.to) if a.to in ctx.spaces else msg(
            "turn.neutral_entry.the_reserve_box", "the reserve box")
        log(st, "setup", msg("turn.neutral_entry.placed_in",
                             "{unit} placed in {where}",
                             ctx, unit=a.unit, where=where), st.active, units=[a.unit],
            spaces=[a.to] if a.to in ctx.spaces else [])
        if not self._left(st):
            resume(ctx, st)
