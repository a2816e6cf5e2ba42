"""Where the game stands, read from a running ``Game`` (Qt-free): the VP breakdown (which VP
spaces are in enemy hands, which logged events and phases moved the VP marker) and the
roster of eliminated and permanently eliminated units with what rebuilding them would cost
(T.5, from the game data's replacement table).

Reads only public things: ``game.state`` (where units are, control, VP) and ``game.log``; a log
entry's VP change is the ``change`` its message carries (``rules.core.steps.vp_change``), never
read from its text."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...rules.board.control import CAPTURE
from ...rules.core.messages import key_of
from ...rules.core.steps import vp_change

VP_KINDS = ("vp", "peace")


@dataclass(frozen=True)
class VPLine:
    turn: int
    text: str
    change: int | None     # the VP change the entry records (+ favours the CP), None when not stated
    spaces: tuple[str, ...] = ()


@dataclass(frozen=True)
class VPBreakdown:
    vp: int
    held_by_cp: tuple[str, ...]   # Allied VP spaces the Central Powers hold (space ids)
    held_by_ap: tuple[str, ...]   # Central VP spaces the Allies hold
    spaces: tuple[VPLine, ...]    # VP spaces changing hands, as logged
    events: tuple[VPLine, ...]    # events, war status entries, peace rolls


def vp_breakdown(data, game) -> VPBreakdown:
    st = game.state
    spaces = data.map.spaces
    vp = game.ctx.vp_spaces      # the scenario's edition's VP spaces (the 2022 map adds and drops some)
    held_cp = tuple(s for s, sp in spaces.items() if s in vp and sp.side == "ap" and st.control.get(s) == "cp")
    held_ap = tuple(s for s, sp in spaces.items() if s in vp and sp.side == "cp" and st.control.get(s) == "ap")
    by_space, by_event = [], []
    for e in game.log:
        if e.get("kind") not in VP_KINDS:
            continue
        line = VPLine(e.get("turn", 0), e.get("text", ""), vp_change(e), tuple(e.get("spaces") or ()))
        if line.change is None and e["kind"] != "vp":
            continue     # a peace offer: no VP moved
        (by_space if key_of(line.text) == CAPTURE else by_event).append(line)
    return VPBreakdown(st.vp, held_cp, held_ap, tuple(by_space), tuple(by_event))


@dataclass(frozen=True)
class RosterLine:
    unit: str
    name: str
    side: str
    permanent: bool
    reduced_cost: Fraction | None    # RP to bring it back reduced; None: it cannot come back
    full_cost: Fraction | None       # RP to bring it back at full strength
    pool: str = ""
    why_not: str = ""


def rebuild_costs(data, unit) -> tuple[Fraction, Fraction]:
    """T.5: one step at the unit's cost per step brings it back reduced, two at full strength."""
    step = data.tables.rp_cost(unit.nation, unit.type)
    return step, 2 * step


def roster(data, game) -> list[RosterLine]:
    """Every unit in a side's eliminated box, then every permanently eliminated one (12.4.7,
    14.3: these never come back), each with its RP pool and rebuild cost."""
    st = game.state
    out = []
    for side in ("ap", "cp"):
        for uid, where in st.where.items():
            unit = data.units[uid]
            if unit.side != side or where not in (f"{side}_eliminated", "removed"):
                continue
            permanent = where == "removed"
            pool = data.tables.rp_pool(unit.nation) if unit.nation else ""
            if permanent or unit.not_replaceable:
                why = "permanently eliminated" if permanent else "cannot be replaced"
                out.append(RosterLine(uid, unit.name, side, permanent, None, None, pool, why))
            else:
                try:
                    low, full = rebuild_costs(data, unit)
                except ValueError:      # no replacement cost for this kind of unit
                    out.append(RosterLine(uid, unit.name, side, False, None, None, pool, "cannot be replaced"))
                    continue
                out.append(RosterLine(uid, unit.name, side, False, low, full, pool))
    return sorted(out, key=lambda r: (r.side, r.permanent, r.name))


def rp_text(cost: Fraction | None) -> str:
    if cost is None:
        return "—"
    return str(cost.numerator) if cost.denominator == 1 else f"{cost.numerator}/{cost.denominator}"
