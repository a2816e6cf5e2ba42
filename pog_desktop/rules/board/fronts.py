"""Fronts and combat areas of the four-player variant (seed 003, sections 2 and 6).

6.1: a space is in a combat area of a side when it holds or is next to an enemy unit or an
enemy-controlled space. 6.2: a command may not move, advance, redeploy or place its units
into a combat area on another command's front (a "forbidden area"), except a retreat with
no other way; a unit that ends in a forbidden area (by retreat, or because the enemy moved)
passes to the command of that front. 6.3: where the combat areas of two commands' fronts
touch (one connected front line over both fronts), every friendly unit there goes to the
command with the most armies there, then corps, then combat factors, then a die roll.
"""
from __future__ import annotations

from ..core import commands, dice
from ..core.state import other
from ..core.steps import log
from ..core.messages import msg


def combat_area(ctx, st, space: str, side: str) -> bool:
    """6.1 for ``side``: ``space`` holds or touches an enemy unit or enemy-controlled space."""
    enemy = other(side)
    for s in [space] + [e.to for e in ctx.neighbours[space]]:
        if st.control.get(s) == enemy:
            return True
        units = st.at.get(s)
        if units and ctx.unit_side[units[0]] == enemy:
            return True
    return False


def forbidden(ctx, st, unit: str, space: str) -> str | None:
    """6.2: why ``unit``'s command may not bring it into ``space``, or None. A unit no command
    holds yet (a reinforcement, a rebuilt army, a corps in the reserve box since the start) is
    brought by the side's acting command: the command that places it, or moves it by SR."""
    if not st.cmd or space not in ctx.spaces or space in st.cmd.get("shared", ()):
        return None   # 6.3: where two fronts' combat areas touch, the strongest command holds all
    front = commands.front_command(ctx, space)
    mine = commands.unit_command(ctx, st, unit) or commands.acting(st, ctx.unit_side[unit])
    if front == mine or not combat_area(ctx, st, space, ctx.unit_side[unit]):
        return None
    return (msg("board.fronts.is_in_a_combat_area",
                "{space} is in a combat area of the {front} command's front: the {mine} command may not bring units "
                "there (seed 003, 6.2)",
                ctx, space=space, front=front, mine=mine))


def transfer(ctx, st, units, command: str, why: str) -> None:
    for u in units:
        st.cmd["units"][u] = command
    side = ctx.unit_side[units[0]]
    log(st, "transfer", msg("board.fronts.pass_to_the_command", "{side}: {units} pass to the {command} command ({why})",
                            ctx, side=side, units=list(units), command=command, why=why), side, units=list(units))


def settle(ctx, st) -> None:
    """After every action: units on the map get a command (a unit entering play goes to the
    command of its space's front); 6.3 touching combat areas go to one command (``shared``:
    their spaces, open to it); 6.2 units left in a forbidden area pass to that front's command."""
    owners = st.cmd["units"]
    for u, loc in st.where.items():
        if loc in ctx.spaces and u not in owners:
            owners[u] = commands.front_command(ctx, loc)
    shared: list = []
    for side in ("ap", "cp"):
        shared += _overlaps(ctx, st, side)
    st.cmd["shared"] = sorted(shared)
    for u, loc in st.where.items():
        if loc not in ctx.spaces:
            if u in owners and not loc.endswith("_reserve"):
                del owners[u]          # eliminated or off the map: rebuilt units are placed anew
            continue
        if forbidden(ctx, st, u, loc):
            to = commands.front_command(ctx, loc)
            transfer(ctx, st, [u], to, msg("board.fronts.in_that_front_s_combat", "in that front's combat area, 6.2"))
            commands.count(st, "retreat_transfers")


def _front_line(ctx, st, side: str) -> set:
    """The spaces of ``side``'s combat area that hold its units."""
    return {s for s, units in st.at.items()
            if s in ctx.spaces and units and ctx.unit_side[units[0]] == side and combat_area(ctx, st, s, side)}


def _overlaps(ctx, st, side: str) -> list:
    """6.3 for ``side``: each connected part of its front line that runs over the fronts of
    both commands goes to the strongest command there; returns those parts' spaces."""
    out: list = []
    line = _front_line(ctx, st, side)
    seen: set = set()
    for start in sorted(line):
        if start in seen:
            continue
        part, todo = set(), [start]
        while todo:
            s = todo.pop()
            if s in part:
                continue
            part.add(s)
            todo.extend(e.to for e in ctx.neighbours[s] if e.to in line and e.to not in part)
        seen |= part
        units = [u for s in sorted(part) for u in st.at[s]]
        if len({commands.front_command(ctx, s) for s in part}) < 2:
            continue
        out += part
        if len({commands.unit_command(ctx, st, u) for u in units}) < 2:
            continue
        winner = strongest(ctx, st, units)
        moving = [u for u in units if commands.unit_command(ctx, st, u) != winner]
        transfer(ctx, st, moving, winner, msg("board.fronts.overlapping_combat_areas", "overlapping combat areas, 6.3"))
        commands.count(st, "conflicts")
    return out


def strongest(ctx, st, units) -> str:
    """6.3: the command with the most armies among ``units``, then corps, then combat factors,
    then a die roll (1-3 West, 4-6 East)."""
    score = {}
    for c in commands.COMMANDS:
        mine = [u for u in units if commands.unit_command(ctx, st, u) == c]
        armies = sum(1 for u in mine if u in ctx.armies)
        cf = sum((ctx.units[u].reduced if u in st.reduced else ctx.units[u].full).combat for u in mine)
        score[c] = (armies, len(mine) - armies, cf)
    if score["west"] != score["east"]:
        return max(commands.COMMANDS, key=lambda c: score[c])
    return "west" if dice.roll_d6(st) <= 3 else "east"
