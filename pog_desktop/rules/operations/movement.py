"""Movement (11.1): one stack at a time, one space per movement point, along connections.

A move action takes a group of units one space further. The first move out of a
Move-activated space starts a moving stack; the stack may go on, drop units off (they stop
where they are) or stop. Stacking is checked where units end (10.1.2).
"""
from __future__ import annotations

from itertools import combinations

from ..board import sieges, trenches
from ..board.access import end_barred, group_may_cross, space_closed, unit_barred
from ..board.control import enter_space
from ..board.forts import fort_intact, is_besieged
from ..board.in_supply import unit_supplied
from ..board.near_east import caucasus_error, note_caucasus
from ..board.stacking import LIMIT, brest_litovsk_error
from ..core import dice
from ..core.actions import Action
from ..core.context import CHANNEL_PORTS
from ..core.effects import RACE_TO_THE_SEA, played
from ..core.prompts import Prompt
from ..core.steps import Decision, log, step
from ..turn import sequence
from . import fort_entry
from ..core.messages import msg


def mf(ctx, st, unit: str) -> int:
    return ctx.units[unit].factors(unit in st.reduced).movement


def _edge(ctx, src: str, dst: str):
    """The connection from ``src`` to ``dst`` (the first the map lists), or None: map data,
    gathered once per game."""
    edges = ctx.caches.get("edges")
    if edges is None:
        edges = ctx.caches["edges"] = {}
        for space, out in ctx.neighbours.items():
            for e in out:
                edges.setdefault((space, e.to), e)
    return edges.get((src, dst))


def channel_ports_closed(st) -> bool:
    """11.1.9: until Race to the Sea or CP war status 4."""
    return not played(st, RACE_TO_THE_SEA) and st.ws["cp"] < 4


def _could_leave(ctx, st, space: str) -> int:
    sub = st.sub
    moving = sub["moving"]["units"] if sub["moving"] else ()
    return sum(1 for u in st.at.get(space, ())
               if u in sub["eligible"] and u not in sub["moved"] and u not in moving and mf(ctx, st, u) > 0)


def end_error(ctx, st, side: str, space: str, arriving: int, units=()) -> str | None:
    """Why units may not end their move in ``space``: an Attack marker (11.1.6), the channel
    ports for the CP (11.1.9), or stacking once the move is over (10.1.2, 10.1.4)."""
    if st.sub["activated"].get(space) == "attack":
        return msg("operations.movement.units_may_pass_through_but",
                   "units may pass through but not end in {space}, which holds an Attack marker (11.1.6)",
                   ctx, space=space)
    if side == "cp" and space in CHANNEL_PORTS and channel_ports_closed(st):
        return msg("operations.movement.cp_units_may_not_end",
                   "CP units may not end a move in {space} before Race to the Sea or CP war status 4 (11.1.9)",
                   ctx, space=space)
    n = len(st.at.get(space, ())) + arriving
    if n > LIMIT:   # (within the limit, the units that may still leave need no counting)
        n -= _could_leave(ctx, st, space)
        if n > LIMIT:
            return msg("operations.movement.would_end_with_units_at",
                       "{space} would end with {n} units; at most {limit} may stack in one space (10.1.1, 10.1.4)",
                       ctx, space=space, n=n, limit=LIMIT)
    ending = units or (st.sub["moving"]["units"] if st.sub.get("moving") else ())
    for u in ending:
        err = end_barred(ctx, st, u, space)
        if err:
            return err
    return brest_litovsk_error(ctx, st, space, units)


def siege_left_error(ctx, st, side: str, space: str, leaving) -> str | None:
    """15.2.3-15.2.4: units may leave a fort they besiege only if those staying still besiege
    it, or none stay."""
    if not fort_intact(ctx, st, space) or st.control.get(space) == side:
        return None
    staying = [ctx.units[u] for u in st.at.get(space, ()) if u not in leaving]
    if sieges.may_leave_siege(staying, ctx.spaces[space].fort):
        return None
    return (msg("operations.movement.the_units_staying_in_could",
                "the units staying in {space} could no longer besiege its fort; move them all or leave enough behind "
                "(15.2.3)",
                ctx, space=space))


def enter_error(ctx, st, side: str, units, src: str, dst: str, only) -> str | None:
    """Why ``units`` may not step from ``src`` into ``dst`` (11.1.3-11.1.11, 11.1.17, 11.3)."""
    if not group_may_cross(ctx, units, only):
        return msg("operations.movement.the_line_may_only_be",
                   "the line {space}-{space2} may only be used by {only} units (11.1.4)",
                   ctx, space=src, space2=dst, only='/'.join(sorted(only)).upper())
    err = space_closed(ctx, st, dst)
    if err:
        return err
    occupants = st.at.get(dst)
    if occupants and ctx.unit_side[occupants[0]] != side:
        return msg("operations.movement.holds_enemy_units", "{space} holds enemy units (11.1.7)", ctx, space=dst)
    for u in units:
        err = unit_barred(ctx, st, u, dst)
        if err:
            return err
    err = brest_litovsk_error(ctx, st, dst, units)   # 16.4.9: not even passing through
    if err:
        return err
    if fort_intact(ctx, st, dst) and st.control.get(dst) != side and not is_besieged(ctx, st, dst):
        if st.turn == 1 and ctx.spaces[dst].nation == "ge" and any(ctx.unit_nation[u] == "ru" for u in units):
            return msg("operations.movement.on_turn_russian_units_may",
                       "on turn 1 Russian units may not besiege German forts such as {space} (15.1.12)",
                       ctx, space=dst)
        # 15.2.4: the friendly units already there (a broken siege) count with those entering;
        # 11.1.8: so do the units that may still join them this action round
        if not fort_entry.enter_allowed(ctx, st, side, units, dst):
            return (msg("operations.movement.holds_an_enemy_fort_of",
                        "{space} holds an enemy fort of strength {fort}: only an army or {fort} corps, with those "
                        "that can still join them this round, may besiege it (11.1.8, 15.2.4)",
                        ctx, space=dst, fort=ctx.spaces[dst].fort))
    return caucasus_error(ctx, st, units, src, dst)


@step("move")
class Move(Decision):
    def prompt(self, ctx, st):
        sub = st.sub
        if sub["moving"]:
            text = msg("operations.movement.move_the_stack_on_from",
                       "{side}: move the stack on from {space}, or stop",
                       ctx, side=st.active, space=sub["moving"]["space"])
        else:
            text = msg("operations.movement.move_a_stack_from_an",
                       "{side}: move a stack from an activated space, entrench, or done",
                       side=st.active)
        legal = self.legal(ctx, st)
        return Prompt(st.active, st.active, self.name, text,
                      {"units": sorted({u for a in legal for u in a.units} | {a.unit for a in legal if a.unit}),
                       "spaces": sorted({a.to for a in legal if a.to}),
                       "buttons": sorted({a.type for a in legal if a.type in ("stop", "done")})})

    def _groups(self, ctx, st):
        sub = st.sub
        if sub["moving"]:
            mv = sub["moving"]
            ready = [u for u in mv["units"] if sub["mp"].get(u, 0) < mf(ctx, st, u)]
            return [(mv["space"], ready)]
        by_space: dict = {}
        for u in sub["eligible"]:
            if u not in sub["moved"] and mf(ctx, st, u) > 0:
                by_space.setdefault(st.where[u], []).append(u)
        return [(s, sorted(us)) for s, us in sorted(by_space.items())]

    def candidates(self, ctx, st):
        sub = st.sub
        out = []
        for space, units in self._groups(ctx, st):
            subsets = [c for k in range(1, min(len(units), LIMIT) + 1) for c in combinations(units, k)]
            for e in ctx.neighbours[space]:
                for g in subsets:
                    out.append(Action("move", units=g, to=e.to))
        if sub["moving"]:
            out.append(Action("stop"))
        else:
            if trenches.may_attempt(ctx, st, st.active):
                for u in sorted(sub["eligible"]):
                    if u in ctx.armies and u not in sub["moved"]:
                        out.append(Action("entrench", unit=u))
            out.append(Action("done"))
        return out

    doing = msg("operations.movement.move_stop_entrench_or_done", "move, stop, entrench or done")

    def check_stop(self, ctx, st, a):
        if not st.sub["moving"]:
            return msg("operations.movement.no_stack_is_moving", "no stack is moving")
        return end_error(ctx, st, st.active, st.sub["moving"]["space"], 0) or self._siege_after(ctx, st, a)

    def check_done(self, ctx, st, a):
        sub = st.sub
        if sub["moving"]:
            return msg("operations.movement.stop_the_moving_stack_first", "stop the moving stack first")
        for space in {st.where[u] for u in sub["eligible"]} | set(sub["activated"]):
            if len(st.at.get(space, ())) > LIMIT:
                return msg("operations.movement.holds_more_than_units_move",
                           "{space} holds more than {limit} units (10.1.1); move some out",
                           ctx, space=space, limit=LIMIT)
        return fort_entry.done_error(ctx, st, st.active)

    def check_entrench(self, ctx, st, a):
        # 11.1.8: an army a fort entered short-handed still needs may not stay to dig
        return self._entrench_error(ctx, st, a.unit) or self._siege_after(ctx, st, a)

    def check_move(self, ctx, st, a):
        sub = st.sub
        side = st.active
        units = a.units
        if not units or len(set(units)) != len(units):
            return msg("operations.movement.name_the_units_to_move", "name the units to move, each once")
        if sub["moving"]:
            mv = sub["moving"]
            src = mv["space"]
            if any(u not in mv["units"] for u in units):
                return msg("operations.movement.only_units_of_the_moving",
                           "only units of the moving stack may move on now; stop it first (11.1.1)")
        else:
            for u in units:
                if u not in sub["eligible"]:
                    return msg("operations.movement.did_not_start_in_a",
                               "{unit} did not start in a Move-activated space (9.2.8)",
                               ctx, unit=u)
                if u in sub["moved"]:
                    return msg("operations.movement.has_already_moved",
                               "{unit} has already moved (11.1.1)",
                               ctx, unit=u)
            src = st.where[units[0]]
            if any(st.where[u] != src for u in units):
                return msg("operations.movement.a_moving_stack_must_start",
                           "a moving stack must start together in one space")
            if ctx.options["supply_check_each_move"]:
                for u in units:
                    if not unit_supplied(ctx, st, u):
                        return msg("operations.movement.is_out_of_supply_and",
                                   "{unit} is out of supply and may not move (14.1.1.3)",
                                   ctx, unit=u)
        for u in units:
            if sub["mp"].get(u, 0) >= mf(ctx, st, u):
                return msg("operations.movement.has_no_movement_points_left",
                           "{unit} has no movement points left (11.1.5)",
                           ctx, unit=u)
        err = siege_left_error(ctx, st, side, src, units)
        if err:
            return err
        edge = _edge(ctx, src, a.to)
        if edge is None:
            return msg("operations.movement.is_not_connected_to",
                       "{to} is not connected to {space} (11.1.3)",
                       ctx, to=a.to, space=src)
        err = enter_error(ctx, st, side, units, src, a.to, edge.only)
        if err:
            return err
        if sub["moving"]:
            left = [u for u in sub["moving"]["units"] if u not in units]
            if left:
                err = end_error(ctx, st, side, src, 0)
                if err:
                    return err
        stopping = self._stopping(ctx, st, units, a.to)
        if stopping:
            err = end_error(ctx, st, side, a.to, len(stopping), stopping)
            if err:
                return err
        going = [u for u in units if u not in stopping]
        if going and not self._may_end_from(ctx, st, side, going, a.to,
                                            min(mf(ctx, st, u) - sub["mp"].get(u, 0) - 1 for u in going)):
            return (msg("operations.movement.may_not_stop_in_and",
                        "{units} may not stop in {space} and could reach no space where they may end the move "
                        "(11.1.6, 11.1.9, 10.1.2)",
                        ctx, units=list(going), space=a.to))
        return self._siege_after(ctx, st, a)

    def _siege_after(self, ctx, st, a) -> str | None:
        """11.1.8: a move may not take away a unit that a fort entered short-handed still needs
        (worked out on a copy, and only while such a fort exists or is being entered)."""
        side = st.active
        if not fort_entry.waiting(ctx, st, side) and not (a.to and fort_entry.unbesieged_enemy_fort(ctx, st, side, a.to)):
            return None
        after = st.clone(log=False)
        self.apply(ctx, after, a)
        return fort_entry.pending_error(ctx, after, side)

    def _may_end_from(self, ctx, st, side, group, space, mp_left) -> bool:
        """Whether ``group``, having entered ``space`` with ``mp_left`` movement points, can end
        its move there or further on, together: passing through a space where it may not stop
        must not leave it with nowhere to go. (Units that would only find room apart can
        move apart from the start.)"""
        if end_error(ctx, st, side, space, len(group), group) is None:
            return True
        if mp_left <= 0 or self._fort_stops(ctx, st, side, space):
            return False   # 15.2.1, 15.1.1: entering an unbesieged enemy fort ends the move
        return any(enter_error(ctx, st, side, group, space, e.to, e.only) is None
                   and self._may_end_from(ctx, st, side, group, e.to, mp_left - 1)
                   for e in ctx.neighbours[space])

    def _stopping(self, ctx, st, units, dst):
        """The units that end their move on entering ``dst`` (judged before they enter)."""
        if self._fort_stops(ctx, st, st.active, dst):
            return list(units)
        mp = st.sub["mp"]
        return [u for u in units if mp.get(u, 0) + 1 >= mf(ctx, st, u)]

    @staticmethod
    def _fort_stops(ctx, st, side, space) -> bool:
        """15.2.1 (2004: the besiegers enter, then stop), 15.1.1 (2022): units entering an
        unbesieged enemy fort's space end their move there. A besieged fort is ignored by other
        friendly units (15.2.2), a destroyed or friendly one stops nobody. ``fort_entry_stops``
        false replays a game file that sets it so (the former 2004 reading, docs/rulings.md)."""
        return ctx.options["fort_entry_stops"] and fort_entry.unbesieged_enemy_fort(ctx, st, side, space)

    def _entrench_error(self, ctx, st, unit):
        sub = st.sub
        if not trenches.may_attempt(ctx, st, st.active):
            return msg("operations.movement.no_entrench_event_has_been",
                       "no Entrench event has been played yet (11.2.1)")
        if unit not in ctx.armies or unit not in sub["eligible"] or unit in sub["moved"]:
            return msg("operations.movement.only_an_army_that_has",
                       "only an army that has not moved, in a Move-activated space, may try to entrench (11.2.1)")
        if sub["moving"]:
            return msg("operations.movement.finish_the_moving_stack_first", "finish the moving stack first")
        space = st.where[unit]
        if space in sub["entrench"]:
            return msg("operations.movement.an_army_in_is_already",
                       "an army in {space} is already trying to entrench (11.2.1)",
                       ctx, space=space)
        if st.trench.get(space, 0) >= 2 and st.trench_side.get(space) == st.active:
            return msg("operations.movement.already_has_a_level_trench",
                       "{space} already has a level-2 trench (11.2.3)",
                       ctx, space=space)
        if not unit_supplied(ctx, st, unit):
            return msg("operations.movement.units_out_of_supply_may", "units out of supply may not entrench (14.3.3)")
        return None

    def apply_done(self, ctx, st, a):
        st.sub["moving"] = None
        end_movement(ctx, st)

    def apply_stop(self, ctx, st, a):
        st.sub["moved"].update(st.sub["moving"]["units"])
        st.sub["moving"] = None

    def apply_entrench(self, ctx, st, a):
        st.sub["entrench"][st.where[a.unit]] = a.unit
        st.sub["moved"].add(a.unit)

    def apply_move(self, ctx, st, a):
        sub = st.sub
        side = st.active
        units = list(a.units)
        if sub["moving"]:
            src = sub["moving"]["space"]
            sub["moved"].update(u for u in sub["moving"]["units"] if u not in units)
        else:
            src = st.where[units[0]]
        stopping = set(self._stopping(ctx, st, units, a.to))
        for u in units:
            st.place(u, a.to)
            sub["mp"][u] = sub["mp"].get(u, 0) + 1
        note_caucasus(st, units, (src, a.to))
        fort_entry.note_entry(ctx, st, side, a.to)
        enter_space(ctx, st, a.to, side, units)
        log(st, "move", msg("operations.movement.move", "{units}: {space} -> {space2}", ctx, units=list(units),
                            space=src, space2=a.to), side, spaces=[src, a.to], units=units)
        going = [u for u in units if u not in stopping]
        sub["moved"].update(stopping)
        sub["moving"] = {"units": going, "space": a.to} if going else None


def roll_entrenchments(ctx, st) -> None:
    """11.2.2: one die per space where an army tried to entrench, after all movement."""
    for space, army in sorted(st.sub.get("entrench", {}).items()):
        trenches.resolve_attempt(ctx, st, st.active, space, army, dice.roll_d6(st))


def end_movement(ctx, st) -> None:
    """After all movement: entrenchment rolls (11.2.2), then attacks (9.2.9)."""
    roll_entrenchments(ctx, st)
    if any(m == "attack" for m in st.sub["activated"].values()) and "attacks" in ctx.flow:
        ctx.flow["attacks"](ctx, st)
        return
    sequence.end_action(ctx, st)
