"""War status phase, segment E.1 (6.0 E, T.7): the VP entries scored every turn, with their
values from the Victory Point table."""
from __future__ import annotations

from ..core.effects import in_effect
from ..core.steps import log
from . import mandated


def _score(ctx, st, entry_id: str, text: str) -> None:
    vp = ctx.game.tables.vp(entry_id)
    st.vp += vp
    log(st, "vp", f"{text}: VP {vp:+d}, now {st.vp}", None)


def e1(ctx, st) -> None:
    """Blockade in winter, failed mandated offensives (7.1.3), Italy still neutral after the
    Allies reach Total War, a French attack during a French Mutiny turn (7.1.8)."""
    tables = ctx.game.tables
    if in_effect(st, "ap02") and "blockade" in tables.turn(st.turn).events:
        _score(ctx, st, "blockade", "Blockade in a winter turn")
    for side in ("ap", "cp"):
        if mandated.failed(st, side):
            _score(ctx, st, f"{side}_failed_mo",
                   f"{side.upper()} failed its {mandated.in_force(st, side).upper()} mandated offensive")
    if "it" in st.neutral and st.commitment["ap"] == "total":
        _score(ctx, st, "italy_neutral_after_ap_total_war", "Italy still neutral with the Allies at Total War")
    if st.counters.get(mandated.MUTINY_ATTACK):
        _score(ctx, st, "french_mutiny_attack", "French units attacked during the French Mutiny")
