"""War commitment (16.1): Limited War at WS 4, Total War at WS 11, checked in phase E.4
from __future__ import annotations
from turn 2 on; the new cards join the deck; Turkey enters when the CP reach Limited War."""

from ..core.steps import log
from . import decks, neutral_entry
from ..core.messages import msg

LIMITED_WS, TOTAL_WS = 4, 11
TOTAL_WAR_THIS_TURN = "total_war_this_turn:"


def total_war_cards_drawn(st, side: str) -> bool:
    """The side is at Total War and has drawn Total War cards (5.7.3): not in the turn the
    side reached it, whose draw phase comes after the replacement phase."""
    return st.commitment[side] == "total" and not st.counters.get(f"{TOTAL_WAR_THIS_TURN}{side}")


def rising(ctx, st) -> list[str]:
    """The sides whose war commitment rises at this E.4 check."""
    if st.turn == 1 or ctx.options["no_commitment_increase"]:
        return []  # 16.1.2 / SEQ-16: not on the August 1914 turn; 5.3.2: never in the Introductory game
    return [s for s in ("ap", "cp") if (st.commitment[s] == "mobilization" and st.ws[s] >= LIMITED_WS)
            or (st.commitment[s] != "total" and st.ws[s] >= TOTAL_WS)]


def check(ctx, st) -> None:
    for side in rising(ctx, st):
        # 16.1.4: a side still at Mobilization with WS 11 goes through Limited to Total at once.
        if st.commitment[side] == "mobilization" and st.ws[side] >= LIMITED_WS:
            st.commitment[side] = "limited"
            log(st, "commitment", msg("turn.commitment.reaches_limited_war", "{side} reaches Limited War",
                                      side=side), side)
            decks.add_commitment_cards(ctx, st, side, "limited")
            if side == "cp" and "tu" in st.neutral:
                neutral_entry.enter_war(ctx, st, "tu")   # 16.1.3.1
        if st.commitment[side] == "limited" and st.ws[side] >= TOTAL_WS:
            st.commitment[side] = "total"
            st.counters[f"{TOTAL_WAR_THIS_TURN}{side}"] = 1   # a per-turn counter: gone at the end of the turn
            log(st, "commitment", msg("turn.commitment.reaches_total_war", "{side} reaches Total War",
                                      side=side), side)
            decks.add_commitment_cards(ctx, st, side, "total")
