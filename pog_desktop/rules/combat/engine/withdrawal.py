"""Withdrawal (AP 6, CP 56; 12.6) in the engine: the defender takes its losses with corps
rather than armies (12.6.9), gets one step back once all fire is over (12.6.3, 12.6.6,
12.3.4.2), then retreats exactly one space whatever the result (12.6.4-12.6.5, 12.6.7)."""
from __future__ import annotations

from ...core.state import REMOVED, eliminated_box, other
from ...core.steps import log
from ..losses import LossOption
from ...core.messages import msg


def corps_first(ctx, options: list[LossOption]) -> list[LossOption]:
    """12.6.9: of the legal ways to take the LN, only those losing the fewest army steps."""
    def army_steps(o: LossOption) -> int:
        return sum(n for u, n in o.steps if ctx.units[u].is_army)
    least = min(army_steps(o) for o in options)
    return [o for o in options if army_steps(o) == least]


def give_step_back(ctx, st, c) -> None:
    """12.6.3 / 12.6.6 / 12.6.10: one corps step comes back (a reduced corps flips back, else an
    eliminated corps returns reduced, so one corps survives even if all were lost); with no corps
    step lost, a reduced army flips back, or an eliminated one that no corps replaced returns
    reduced when the LN was its LF (12.6.8)."""
    lost = list(dict.fromkeys(c.get("withdrawal_lost", ())))
    side = other(c["side"])
    corps = [u for u in lost if not ctx.units[u].is_army]
    armies = [u for u in lost if ctx.units[u].is_army]
    flip = [u for u in corps + armies if st.where.get(u) == c["target"] and u in st.reduced]
    back = [u for u in corps if st.where.get(u) == eliminated_box(side)]
    ln = c["ln"].get("attacker", 0)
    # 12.6.8: an army no corps replaced comes back only if the LN was just its last step's LF
    back += [u for u in armies if st.where.get(u) in (eliminated_box(side), REMOVED) and u not in c["replaced"]
             and ln == ctx.units[u].reduced.loss and not flip]
    if flip and (not ctx.units[flip[0]].is_army or not back):
        st.reduced.discard(flip[0])
        _log(ctx, st, c, flip[0], msg("combat.engine.withdrawal.flips_back", "flips back"))
    elif back:
        st.place(back[0], c["target"])
        st.reduced.add(back[0])
        _log(ctx, st, c, back[0], msg("combat.engine.withdrawal.returns_reduced", "returns reduced"))


def _log(ctx, st, c, unit: str, what: str) -> None:
    log(st, "withdrawal", msg("combat.engine.withdrawal.withdrawal", "Withdrawal: {unit} {what} (12.6.3)",
                              ctx, unit=unit, what=what), other(c["side"]),
        units=[unit], spaces=[c["target"]])
