"""War status phase, segment E.1 (6.0 E, T.7): the VP entries scored every turn, with their
values from the Victory Point table."""
from __future__ import annotations

from ..core.effects import in_effect
from ..core.steps import log
from . import mandated
from ..core.messages import msg


def _score(ctx, st, entry_id: str, text: str) -> None:
    vp = ctx.game.tables.vp(entry_id)
    st.vp += vp
    log(st, "vp", msg("turn.war_status.vp_now", "{text}: VP {vp:+d}, now {vp2}", text=text, vp=vp, vp2=st.vp,
                      change=vp), None)


def e1(ctx, st) -> None:
    """Blockade in winter, failed mandated offensives (7.1.3), Italy still neutral after the
    Allies reach Total War, a French attack during a French Mutiny turn (7.1.8)."""
    tables = ctx.game.tables
    if in_effect(st, "ap02") and "blockade" in tables.turn(st.turn).events:
        _score(ctx, st, "blockade", msg("turn.war_status.blockade_in_a_winter_turn", "Blockade in a winter turn"))
    for side in ("ap", "cp"):
        if mandated.failed(st, side):
            _score(ctx, st, f"{side}_failed_mo",
                   msg("turn.war_status.failed_its_mandated_offensive",
                       "{side} failed its {in_force} mandated offensive",
                       side=side, in_force=mandated.in_force(st, side).upper()))
    if "it" in st.neutral and st.commitment["ap"] == "total":
        _score(ctx, st, "italy_neutral_after_ap_total_war", msg("turn.war_status.italy_still_neutral_with_the",
                                                                "Italy still neutral with the Allies at Total War"))
    if st.counters.get(mandated.MUTINY_ATTACK):
        _score(ctx, st, "french_mutiny_attack", msg("turn.war_status.french_units_attacked_during_the",
                                                    "French units attacked during the French Mutiny"))
