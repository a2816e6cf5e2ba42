"""Where a unit an event brings may enter (9.5.3.2-9.5.3.5 and the card texts), and the
step in which the player picks a space when there is more than one.

Armies entering at home use the same spaces as rebuilt armies (``replacements.army_places``,
17.1.5 points back to 9.5.3.3). A unit with one possible place is placed without a question."""
from __future__ import annotations

from ..board.control import set_control
from ..board.forts import is_besieged
from ..board.fronts import forbidden
from ..board.in_supply import space_supplied
from ..board.stacking import LIMIT
from ..core.actions import Action
from ..core.context import NE_ARMIES
from ..core.prompts import Prompt
from ..core.state import OFFMAP, reserve_box
from ..core.steps import Decision, interrupt, log, resume, step
from ..operations import replacements
from ..core.messages import msg

# Card placements that name one space (9.5.3.2-9.5.3.3: ANA, SN, Orient, BR NE).
FIXED = {"alexandria": "alexandria", "salonika": "salonika", "arabia": "arabia", "libya": "libya"}
# 9.5.3.4: an Allied Near East army entering at home, as the only way its card allows.
HOME = "home"
# Corps placed by their card in a space of their own; they need no supply line to enter.
UNSUPPLIED_ENTRY = frozenset({"arabia", "libya"})


def free(ctx, st, space: str, side: str, n: int = 1) -> bool:
    """Stacking room for ``n`` more units and no enemy there (10.1)."""
    here = st.at.get(space, ())
    return len(here) + n <= LIMIT and (not here or ctx.unit_side[here[0]] == side)


def _entry(ctx, st, space: str, side: str, supplied: bool = True, n: int = 1) -> bool:
    return (st.control.get(space) == side and free(ctx, st, space, side, n) and not is_besieged(ctx, st, space)
            and (not supplied or space_supplied(ctx, st, space, side)))


def places(ctx, st, side: str, unit: str, placement: str, placed_with: dict | None = None) -> list[str]:
    """The spaces (or the reserve box) ``unit`` may enter by ``placement``."""
    if placement == "reserve":
        return [reserve_box(side)]
    if placement == HOME:
        return home_places(ctx, st, side, unit)
    if placement in ("capital_or_source", "french_port"):
        return replacements.army_places(ctx, st, side, unit)
    if placement in FIXED:
        space = FIXED[placement]
        if placement in UNSUPPLIED_ENTRY:   # the card bars only enemy units there, not enemy control
            ok = free(ctx, st, space, side)
        else:
            ok = _entry(ctx, st, space, side)
        return [space] if ok else []
    if placement == "mef_space":   # 9.5.3.5: any MEF space the enemy does not hold
        return [s for s, sp in ctx.spaces.items() if sp.beachhead and free(ctx, st, s, side)]
    if placement == "russia_or_near_east":   # AP 29: Russia or the NE map (2022: Russian NE-map spaces)
        ne_only = ctx.options["yudenitch_near_east_only"]
        return [s for s, sp in ctx.spaces.items() if _entry(ctx, st, s, side)
                and ((sp.nation == "ru" and s in ctx.ne_spaces) if ne_only else (sp.nation == "ru" or s in ctx.ne_spaces))]
    if placement == "ru_army_space":   # AP 57: a Russian space with a supplied Russian army
        if placed_with:
            return [s for s in placed_with.values() if free(ctx, st, s, side)]
        return [s for s, sp in ctx.spaces.items() if sp.nation == "ru" and _entry(ctx, st, s, side, n=2)
                and any(u in ctx.armies and ctx.unit_nation[u] == "ru" for u in st.at.get(s, ()))]
    raise ValueError(f"unknown placement {placement!r} for {unit}")


def home_places(ctx, st, side: str, unit: str) -> list[str]:
    """9.5.3.4: an Allied Near East army may enter at home instead, losing its NE ability."""
    return replacements.army_places(ctx, st, side, unit) if unit in NE_ARMIES and side == "ap" else []


def options(ctx, st, side: str, unit: str, placement: str, placed_with: dict | None = None) -> list[str]:
    """Where ``unit`` may enter; in the four-player variant not in another front's combat area
    (seed 003, 6.2: no command places units there)."""
    own = places(ctx, st, side, unit, placement, placed_with)
    out = own + [s for s in home_places(ctx, st, side, unit) if s not in own and placement not in ("reserve",)]
    return [s for s in out if not forbidden(ctx, st, unit, s)] if st.cmd else out


def place(ctx, st, side: str, unit: str, to: str, placement: str) -> None:
    at_home = unit in NE_ARMIES and (placement == HOME or to not in places(ctx, st, side, unit, placement))  # 9.5.3.4
    st.place(unit, to)
    if to in ctx.spaces:
        if placement in UNSUPPLIED_ENTRY:
            if not (ctx.unit_nation[unit] == "ana" and st.control.get(to) not in (None, side)):
                set_control(ctx, st, to, side)   # 11.1.15: the ANA converts no CP space (it counts Allied while held)
        elif placement == "mef_space" and not at_home:   # 9.5.3.5: the beachhead marker lands with the MEF
            st.beachhead = to
            set_control(ctx, st, to, side)
        elif at_home:
            st.flags.add(f"lost_ne:{unit}")
    where = msg("core.place.space", "{space}", ctx, space=to) if to in ctx.spaces else msg(
            "events.placement.the_reserve_box", "the reserve box")
    log(st, "reinforce", msg("events.placement.enters_in", "{unit} enters in {where}", ctx, unit=unit, where=where), side, units=[unit],
        spaces=[to] if to in ctx.spaces else [])


def offmap(st, units) -> list[str]:
    return [u for u in units if st.where.get(u, OFFMAP) == OFFMAP]


def enter(ctx, st, side: str, todo: list[tuple[str, str]]) -> None:
    """Places ``todo`` (unit, placement) pairs: those with one possible space at once, and
    asks ``side`` for the rest, one unit at a time (the event resumes afterwards)."""
    left = []
    todo = sorted(todo, key=lambda t: t[1] != "reserve")   # the reserve box needs no question
    for unit, placement in todo:
        where = options(ctx, st, side, unit, placement, _placed(st, todo))
        if not where:
            log(st, "reinforce", msg("events.placement.finds_no_space_to_enter",
                                     "{unit} finds no space to enter and stays out",
                                     ctx, unit=unit), side, units=[unit])
        elif len(where) == 1 and not left:
            place(ctx, st, side, unit, where[0], placement)
        else:
            left.append([unit, placement])
    if left:
        interrupt(st, "place_event_units", side, {"left": left, "done": [u for u, _ in todo if [u, _] not in left]})


def _placed(st, todo) -> dict:
    return {u: st.where[u] for u, _ in todo if st.where.get(u, OFFMAP) != OFFMAP}


def fits(ctx, st, side: str, todo: list[tuple[str, str]]) -> str | None:
    """9.5.3.1 / 9.5.3.3: every unit must have a legal place, and stacking must leave room for
    all of them (two armies sharing their spaces need two free slots between them)."""
    room: dict = {}
    for unit, placement in todo:
        where = options(ctx, st, side, unit, placement)
        spaces = [s for s in where if s in ctx.spaces]
        if not where:
            return msg("events.placement.has_no_legal_space_to",
                       "{unit} has no legal space to enter (9.5.3.1)",
                       ctx, unit=unit)
        if len(spaces) == len(where):
            room[unit] = spaces
    need = len(room)
    if need > 1:
        spaces = {s for ss in room.values() for s in ss}
        if sum(LIMIT - len(st.at.get(s, ())) for s in spaces) < need:
            return msg("events.placement.stacking_leaves_no_room_for",
                       "stacking leaves no room for all the armies of the card (9.5.3.3)")
    return None


@step("place_event_units")
class PlaceEventUnits(Decision):
    """The player picks where each unit of an event enters, among the spaces its card allows."""

    def prompt(self, ctx, st):
        unit = st.sub["left"][0][0]
        return Prompt(st.active, st.active, self.name, msg("events.placement.place",
                                                           "{side}: place {unit}",
                                                           ctx, side=st.active, unit=unit),
                      {"units": [unit], "spaces": self._where(ctx, st)})

    def _where(self, ctx, st):
        unit, placement = st.sub["left"][0]
        todo = [tuple(x) for x in st.sub["left"]] + [(u, "") for u in st.sub["done"]]
        return options(ctx, st, st.active, unit, placement, _placed(st, todo))

    def candidates(self, ctx, st):
        unit = st.sub["left"][0][0]
        return [Action("place", unit=unit, to=s) for s in self._where(ctx, st)]

    legal = Decision.candidates_are_legal

    def wrong_type(self, ctx, st, a):
        return msg("events.placement.place_first", "place {unit} first", ctx, unit=st.sub['left'][0][0])

    def check_place(self, ctx, st, a):
        unit = st.sub["left"][0][0]
        if a.unit != unit:
            return self.wrong_type(ctx, st, a)
        where = self._where(ctx, st)
        return None if a.to in where else msg("events.placement.may_enter_only_in",
                                              "{unit} may enter only in {where} (9.5.3)",
                                              ctx, unit=unit, where=', '.join(where))

    def apply_place(self, ctx, st, a):
        unit, placement = st.sub["left"].pop(0)
        place(ctx, st, st.active, unit, a.to, placement)
        st.sub["done"].append(unit)
        while st.sub["left"] and not self._where(ctx, st):
            gone = st.sub["left"].pop(0)[0]
            log(st, "reinforce", msg("events.placement.finds_no_space_to_enter",
                                     "{unit} finds no space to enter and stays out",
                                     ctx, unit=gone), st.active, units=[gone])
        if not st.sub["left"]:
            resume(ctx, st)
