"""Where supply (14.1) comes in. The tracing itself lives in ``rules/supply.py``; without it
every unit and space counts as supplied. Movement, SR, replacements and activation ask only
these two questions.

Answers are asked many times about one position (an SR destination list asks for every
space), so the position as supply sees it is built once per position: ``fresh()`` forgets
it, and the Game calls it whenever the state may have changed.
"""
from __future__ import annotations

try:  # supply arrives from the combat and supply issue; the seam stays the same either way
    from . import supply as _supply  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on which branches are merged
    _supply = None

_memo: dict = {}


def fresh() -> None:
    _memo.clear()


def _answers(ctx, st) -> dict:
    """Answers already given about this position, with the position itself under None."""
    key = (id(st), len(st.log))
    answers = _memo.get(key)
    if answers is None:
        _memo.clear()
        answers = _memo[key] = {None: _supply.position_of(ctx, st)}
    return answers


def unit_supplied(ctx, st, unit: str) -> bool:
    if _supply is None or not hasattr(_supply, "unit_in_supply"):
        return True
    if not hasattr(_supply, "position_of"):
        return bool(_supply.unit_in_supply(ctx, st, unit))
    space = st.where.get(unit)
    if space not in ctx.spaces:
        return True
    answers = _answers(ctx, st)
    key = (unit, space)
    if key not in answers:
        answers[key] = _supply.network_for(ctx).in_supply(ctx.units[unit], space, answers[None])
    return answers[key]


def space_supplied(ctx, st, space: str, side: str) -> bool:
    if _supply is None or not hasattr(_supply, "space_in_supply"):
        return True
    if not hasattr(_supply, "position_of"):
        return bool(_supply.space_in_supply(ctx, st, space, side))
    answers = _answers(ctx, st)
    key = (space, side)
    if key not in answers:
        answers[key] = _supply.network_for(ctx).space_supplied(space, side, answers[None])
    return answers[key]


def supplied_spaces(ctx, st, side: str):
    """Every space where a unit of ``side`` would be in supply (for SR destinations), or
    None when every space counts as supplied."""
    if _supply is None or not hasattr(_supply, "position_of"):
        return None
    answers = _answers(ctx, st)
    key = ("all", side)
    if key not in answers:
        net = _supply.network_for(ctx)
        main = net.supplied(net.space_group(side), answers[None])
        albania = {s for s, sp in ctx.spaces.items() if sp.nation == "al" and space_supplied(ctx, st, s, side)}
        answers[key] = frozenset(s for s in main if ctx.spaces[s].nation != "al") | albania
    return answers[key]
