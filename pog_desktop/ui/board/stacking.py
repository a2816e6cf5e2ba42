"""Where counters go inside a space or box (Qt-free).

A space shows one stack per side (both sides share a space only in a siege, 10.1.5); a box
shows one stack per nation so that a box of twenty counters stays readable. Each stack is a
short pile: counters below the top peek out by a few units, so the pile's height is visible
as on a real table, and the top counter carries the stack size.
"""
from __future__ import annotations

from dataclasses import dataclass

ARMY_SIZE = 40.0
CORPS_SIZE = 34.0
PILE_STEP = 3.0        # how far each lower counter peeks out
PILE_MAX_STEPS = 3     # deeper counters hide exactly behind
BOX_SLOT = 54.0
BOX_TITLE = 20.0
FAN_GAP = 4.0


SCU_SIZE = 30.0       # PuG divisions, irregulars, tribes, HQs, heavy artillery


def counter_size(is_army: bool, scu: bool = False) -> float:
    return ARMY_SIZE if is_army else (SCU_SIZE if scu else CORPS_SIZE)


@dataclass(frozen=True, slots=True)
class StackKey:
    location: str
    group: str          # side in a space, nation in a box


def group_units(location: str, unit_ids: list[str], group_of) -> dict[StackKey, list[str]]:
    """Split a location's units (bottom first) into stacks, keeping their order."""
    out: dict[StackKey, list[str]] = {}
    for uid in unit_ids:
        out.setdefault(StackKey(location, group_of(uid)), []).append(uid)
    return out


def space_anchors(rect, groups: list[str]) -> dict[str, tuple[float, float]]:
    """Centre of each side's stack in a space box ``rect`` = (x, y, w, h)."""
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    if len(groups) <= 1:
        return {g: (cx, cy) for g in groups}
    spread = 16.0
    return {g: (cx + (i - (len(groups) - 1) / 2) * 2 * spread, cy) for i, g in enumerate(groups)}


def box_anchors(rect, groups: list[str]) -> dict[str, tuple[float, float]]:
    """Centres of one stack per group, filling the box row by row under its title."""
    x, y, w, h = rect
    per_row = max(1, int((w - 8) // BOX_SLOT))
    out = {}
    for i, g in enumerate(groups):
        row, col = divmod(i, per_row)
        out[g] = (x + 6 + BOX_SLOT * col + BOX_SLOT / 2, y + BOX_TITLE + BOX_SLOT * row + BOX_SLOT / 2)
    return out


# How much more each lower counter of a pile on a space shows as the view closes in, by zoom
# detail (``items.base.detail_of``): from afar the stack badge says how many; up close each
# lower counter shows its factors row and the edge of its nation code (issue 15 defect 3).
PEEK_BY_DETAIL = ((0.8, 1.0), (1.25, 1.7), (2.0, 2.8), (float("inf"), 4.0))


def peek_scale(detail: float) -> float:
    return next(k for upper, k in PEEK_BY_DETAIL if detail < upper)


def pile_offsets(n: int, scale: float = 1.0) -> list[tuple[float, float]]:
    """Offset of each counter of an ``n`` pile from its anchor, bottom first; the top one is
    at the anchor so it never moves when counters are added below. ``scale`` widens the peek
    (``peek_scale``: spaces seen close up)."""
    out = []
    step = PILE_STEP * scale
    for i in range(n):
        depth = min(n - 1 - i, PILE_MAX_STEPS)
        out.append((-depth * step, depth * step))
    return out


def fan_offsets(sizes: list[float]) -> list[tuple[float, float]]:
    """Offsets laying an opened stack out in a row centred on the anchor, bottom first."""
    total = sum(sizes) + FAN_GAP * (len(sizes) - 1)
    x = -total / 2
    out = []
    for s in sizes:
        out.append((x + s / 2, -s * 0.9))
        x += s + FAN_GAP
    return out
