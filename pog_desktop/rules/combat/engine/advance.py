"""Step 12 of a combat in the engine (12.7): the attacker's advance (``advance``)."""
from __future__ import annotations

from ...board.access import space_closed, unit_barred
from ...board.control import enter_space
from ...board.forts import fort_intact, fort_owner, is_besieged
from ...board.near_east import note_caucasus, path_caucasus_error
from ...board.sieges import may_leave_siege
from ...core.actions import Action
from ...core.context import CAUCASUS_LINK
from ...core.prompts import Prompt
from ...core.steps import Decision, log, step, wrong_action
from ...operations.movement import channel_ports_closed
from ..advance import CHANNEL_SPACES, AdvanceMap, advance_allowed, advance_routes, check_advance as advance_problem, may_advance
from . import standing_events
from .record import besieged_by, charts, edition_2022, near_spaces, side_pieces, stacks_near
from .summary import summarise
from ...core.messages import msg


def _advance_map(ctx, st, c) -> AdvanceMap:
    """The board as the advance sees it: the defending space and its neighbours alone (12.7.2:
    no advance goes farther)."""
    side = c["side"]
    near = near_spaces(ctx, c["target"], 1)
    enemy_units, count = stacks_near(ctx, st, side, near)
    forts = {s: ctx.spaces[s].fort for s in near
             if fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side and not is_besieged(ctx, st, s)}
    closed = CHANNEL_SPACES if side == "cp" and channel_ports_closed(st) else frozenset()
    return AdvanceMap(ctx.game.map, charts(ctx), enemy_units, forts, closed, count)


def begin_advance(ctx, st) -> None:
    """12.7.1: after a retreat or the loss of every defender, full-strength attackers may advance."""
    c = st.sub["combat"]
    defenders_left = len(side_pieces(ctx, st, c, "defender"))
    retreated = bool(c["paths"])
    if c.get("held") or not advance_allowed(defenders_left, retreated, c["fort_alone"] and c["fort"] > 0,
                                            bool(c.get("fort_destroyed"))):
        finish_combat(ctx, st)
        return
    if defenders_left or not _advancers(ctx, st, c):
        finish_combat(ctx, st)
        return
    st.step = "advance"


def _advancers(ctx, st, c) -> list[str]:
    return [p.id for p in side_pieces(ctx, st, c, "attacker")
            if may_advance(p, mn_never_advances=edition_2022(ctx)) and p.id not in c["advanced"]
            and p.space != c["target"]
            and _siege_kept_without(ctx, st, p.space, {p.id}) is None]


def _siege_kept_without(ctx, st, space: str, leaving) -> str | None:
    """15.2.3-15.2.4: units may advance out of a fort space they besiege only if those staying
    still besiege it (the surplus that attacked out may follow a retreat)."""
    side = st.sub["combat"]["side"]
    if not besieged_by(ctx, st, space, side):
        return None
    staying = [ctx.units[u] for u in st.at.get(space, ()) if u not in leaving]
    if may_leave_siege(staying, ctx.spaces[space].fort):
        return None
    return msg("combat.engine.advance.the_units_staying_in_must",
               "the units staying in {space} must still besiege its fort (15.2.4)",
               ctx, space=space)


def _crossing_path(ctx, c, origin: str, route) -> tuple:
    """The path an advance from ``origin`` along ``route`` counts against the Caucasus link
    (11.3.2). Under 2022 an attack across the link already used the turn's one crossing
    (12.1.9), and the attacker then advancing over the same line makes no second one (the
    2022 11.3.2 example: a corps "attacked then advanced")."""
    if edition_2022(ctx) and (origin, c["target"]) in CAUCASUS_LINK:
        return tuple(route)
    return (origin,) + tuple(route)


def _routes(ctx, st, c, amap: AdvanceMap | None = None) -> list[tuple[str, ...]]:
    length = c["retreat"] if c["paths"] else 0
    return advance_routes(c["target"], length, [tuple(p) for p in c["paths"]], amap or _advance_map(ctx, st, c))


@step("advance")
class Advance(Decision):
    def prompt(self, ctx, st):
        side = st.sub["combat"]["side"]
        return Prompt(side, side, self.name, msg("combat.engine.advance.advance_after_combat_or_done",
                                                 "{side}: advance after combat, or done",
                                                 side=side),
                      {"units": _advancers(ctx, st, st.sub["combat"]), "buttons": ["done"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        units = _advancers(ctx, st, c)
        out = []
        for route in _routes(ctx, st, c):
            out.append(Action("advance", units=tuple(units), choice=">".join(route)))
            if len(units) > 1:
                out += [Action("advance", units=(u,), choice=">".join(route)) for u in units]
        return out + [Action("done")]

    doing = msg("combat.engine.advance.advance_units_along_a_route", "advance units along a route, or done")

    def check_advance(self, ctx, st, a):
        if not a.units or not a.choice:
            return wrong_action(self.doing, a)
        c = st.sub["combat"]
        allowed = set(_advancers(ctx, st, c))
        if any(u not in allowed for u in a.units):
            return msg("combat.engine.advance.only_full_strength_attackers_that",
                       "only full-strength attackers that have not advanced may advance (12.7.1)")
        for space in {st.where[u] for u in a.units}:
            why = _siege_kept_without(ctx, st, space, set(a.units))
            if why:
                return why
        route = tuple(a.choice.split(">"))
        for u in a.units:
            for s in route:
                why = unit_barred(ctx, st, u, s) or space_closed(ctx, st, s)
                if why:
                    return why
        for origin in sorted({st.where[u] for u in a.units}):   # 11.3.2: an advance is a move
            why = path_caucasus_error(ctx, st, [u for u in a.units if st.where[u] == origin],
                                      _crossing_path(ctx, c, origin, route))
            if why:
                return why
        amap = _advance_map(ctx, st, c)
        return advance_problem({u: route for u in a.units}, side_pieces(ctx, st, c, "attacker"),
                               _routes(ctx, st, c, amap), amap, c["target"])

    def apply_done(self, ctx, st, a):
        finish_combat(ctx, st)

    def apply_advance(self, ctx, st, a):
        c = st.sub["combat"]
        route = a.choice.split(">")
        for s in route:
            enter_space(ctx, st, s, c["side"], a.units)
        for u in a.units:
            note_caucasus(st, [u], _crossing_path(ctx, c, st.where[u], route))
            st.place(u, route[-1])
        c["advanced"] += list(a.units)
        log(st, "advance", msg("combat.engine.advance.advance_to",
                               "{units} advance to {path}",
                               ctx, units=list(a.units), path=list(route)), c["side"], units=list(a.units), spaces=route)
        if not _advancers(ctx, st, c):
            finish_combat(ctx, st)


def finish_combat(ctx, st) -> None:
    standing_events.after_combat(ctx, st, st.sub["combat"])   # Peace Offensive's VP
    st.last_combat = summarise(st, st.sub.pop("combat"))
    st.step = "attack"
