"""Neutral entry events (9.5.2): Romania, Italy, Greece, Bulgaria. The nation enters by its
scenario table through ``neutral_entry.enter_war`` (4.2.2); one entry per turn for both sides
(9.5.2.2) and Romania's bar after Fall of the Tsar (card data) are checked before."""
from __future__ import annotations

from ..turn import neutral_entry
from .common import register_each
from ..core.messages import msg

ENTRY_CARDS = ("ap16", "ap17", "ap44", "cp34")


def _nation(ctx, card_id: str) -> str:
    return ctx.cards[card_id].enters_war


def still_neutral(card_id: str):
    def can_play(ctx, st, side):
        nation = _nation(ctx, card_id)
        return None if nation in st.neutral else msg("events.neutrals.is_already_at_war", "{nation} is already at war",
                                                     nation=nation.upper())
    return can_play


def enter(ctx, st, side):
    neutral_entry.enter_war(ctx, st, _nation(ctx, st.sub["event"]))


for _c in ENTRY_CARDS:
    register_each([_c], still_neutral(_c), enter)
