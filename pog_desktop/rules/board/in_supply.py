"""Where supply (14.1) comes in. The tracing itself lives in ``board/supply.py``; movement,
SR, replacements and activation ask only the questions here.

Answers are asked many times about one position (an SR destination list asks for every
space), so they are kept per position: the key is the stamps of everything supply depends on
(control, where the units are, forts, the neutrals; the events and the turn too, for other
users of ``position_memo``) with the beachhead. The state's containers draw a new stamp at
every change (``core/tracked.py``), so a state changed from anywhere (the engine, a test, an
editor) is never answered from an older position, and the key costs a few attribute reads.
"""
from __future__ import annotations

from dataclasses import replace

from .supply import MEDINA_ONLY, network_for, position_of

# Nothing is kept in this module: every answer lives on the game's Context (``ctx.memo`` per
# position, ``ctx.caches`` per game), so games on other threads (the bot's) share nothing.


def _fingerprint(ctx, st) -> tuple:
    try:
        return (st.where.stamp, st.at.stamp, st.control.stamp, st.neutral.stamp, st.forts_destroyed.stamp,
                st.flags.stamp, st.beachhead, st.turn)
    except AttributeError:   # a plain container put there from outside (``State.track``): its
        # whole contents, compared in full (the same six containers as the stamps)
        return ("contents", tuple(st.control.items()), tuple(st.where.items()), tuple(st.at.items()),
                frozenset(st.neutral), st.beachhead, frozenset(st.forts_destroyed), frozenset(st.flags), st.turn)


def _answers(ctx, st) -> dict:
    """Answers already given about this position, with the position itself under None."""
    fp = _fingerprint(ctx, st)
    memo = ctx.memo   # per game definition and options: clones share it
    answers = memo.get(fp)
    if answers is None:
        if len(memo) > 64:
            memo.clear()
        answers = memo[fp] = {None: position_of(ctx, st)}
    return answers


def position_memo(ctx, st) -> dict:
    """A dict for anything worked out from the position alone (control, units, forts, the
    beachhead, the neutrals, the events, the turn): it is dropped when any of them changes."""
    return _answers(ctx, st)


def unit_supplied(ctx, st, unit: str) -> bool:
    space = st.where.get(unit)
    if space not in ctx.spaces:
        return True
    answers = _answers(ctx, st)
    units = answers.get(_UNITS)
    if units is None:
        units = answers[_UNITS] = {}
    known = units.get(unit)
    if known is None:
        known = units[unit] = _unit_supplied(ctx, answers, unit, space)
    return known


_UNITS = "units"   # the position's answers: unit -> unit_supplied (combat asks them again and again)


def _unit_supplied(ctx, answers: dict, unit: str, space: str) -> bool:
    net = network_for(ctx)
    group = _group(ctx, net, ctx.units[unit])
    if group is not None and space in _traced(answers, net, group):
        return True   # the common case, without asking per unit
    return net.in_supply(ctx.units[unit], space, answers[None])


def _traced(answers: dict, net, group):
    """The spaces ``group`` traces from in this position, kept with the position's answers."""
    traced = answers.get(group)
    if traced is None:
        traced = answers[group] = net.supplied(group, answers[None])
    return traced


def _group(ctx, net, unit):
    """A unit's supply group never changes (14.2), so it is looked up once per game."""
    groups = ctx.caches.setdefault("supply_groups", {})
    if unit.id not in groups:
        groups[unit.id] = net.group_for(unit)
    return groups[unit.id]


def space_supplied(ctx, st, space: str, side: str) -> bool:
    answers = _answers(ctx, st)
    net = network_for(ctx)
    return space in _traced(answers, net, net.group_of_space(space, side))


def supplied_spaces(ctx, st, side: str):
    """Every space where a unit of ``side`` would be in supply (for SR destinations)."""
    answers = _answers(ctx, st)
    key = ("all", side)
    if key not in answers:
        net = network_for(ctx)
        main = net.supplied(net.space_group(side), answers[None])
        albania = {s for s in net.albania if space_supplied(ctx, st, s, side)}
        answers[key] = (main - net.albania) | albania
    return answers[key]


def _needs(ctx, st, unit: str, **without) -> bool:
    """Whether ``unit`` is in supply now but would not be with its supply group changed by
    ``without`` (fewer sources, no beachhead): it draws its supply through what was taken."""
    space = st.where.get(unit)
    if space not in ctx.spaces or not unit_supplied(ctx, st, unit):
        return False
    net = network_for(ctx)
    group = _group(ctx, net, ctx.units[unit])
    if group is None:
        return False
    if "sources" in without:
        without = {"sources": group.sources - frozenset(without["sources"])}
    return space not in net.supplied(replace(group, **without), _answers(ctx, st)[None])


def traces_to_foreign_source(ctx, st, unit: str, sources) -> bool:
    """13.1.12 / 17.1.4.1: the unit is supplied only through one of ``sources``."""
    return bool(sources) and _needs(ctx, st, unit, sources=sources)


def supplied_by_beachhead(ctx, st, unit: str) -> bool:
    """9.2.7.1: the unit draws its supply from the MEF beachhead."""
    return st.beachhead is not None and _needs(ctx, st, unit, beachheads=False)


def medina_only(ctx, st, unit: str) -> bool:
    """14.1.8: a Turkish unit in Medina supplied only by Medina's own special supply."""
    if st.where.get(unit) != "medina":
        return False
    net = network_for(ctx)
    return net.unit_supply(ctx.units[unit], "medina", _answers(ctx, st)[None]) == MEDINA_ONLY
