"""Reinforcement events (9.5.3): the named units enter where their card says, ordinary corps
of the card's nation join the Reserve Box (9.5.3.2). The per-nation and turn-1 limits are
checked by ``event_error``; here: the nation must be at war and every unit must fit (9.5.3.1)."""
from __future__ import annotations

from ..core.context import BRITISH_FAMILY
from ..core.effects import prerequisite_error, register
from .common import always, at_war, both, on_a_later_turn
from .placement import HOME, enter, fits, offmap
from ..core.messages import msg

# 9.5.3.4: an Allied Near East army entering at home ignores the entry restrictions of its
# card. The rulebook names the two that are prerequisites: MEF after Salonika, and Allenby
# before Sinai Pipeline (which may still be played later).
HOME_ENTRY_WAIVES_PREREQUISITES = frozenset({"ap31", "ap50"})


def home_only(ctx, st, card_id: str) -> bool:
    """The card's printed prerequisites fail: its Near East army may only enter at home."""
    return card_id in HOME_ENTRY_WAIVES_PREREQUISITES and prerequisite_error(ctx, st, ctx.cards[card_id]) is not None


def todo(ctx, st, card_id: str) -> list[tuple[str, str]]:
    """(unit, placement) for every unit the card brings that is still out of play: the named
    ones, then the first ordinary corps of its nation not yet in play (9.5.3.2)."""
    r = ctx.cards[card_id].reinf
    home = home_only(ctx, st, card_id)
    named = [(u, HOME if home else where) for u, where in r.units if u in offmap(st, [u])]
    corps = offmap(st, ctx.game.ordinary_corps(r.nation))[:r.corps]
    return named + [(u, "reserve") for u in corps]


def reinforce(ctx, st, side):
    enter(ctx, st, side, todo(ctx, st, st.sub["event"]))


def _fits(card_id: str):
    def can_play(ctx, st, side):
        r = ctx.cards[card_id].reinf
        nation = "br" if r.nation in BRITISH_FAMILY else r.nation
        if nation in st.neutral:
            return msg("events.reinforcements.is_not_at_war_yet", "{nation} is not at war yet",
                       nation=nation.upper())
        return fits(ctx, st, side, todo(ctx, st, card_id))
    return can_play


def no_allied_unit_in_libya(ctx, st, side):
    """CP 24: the Senussi rise only while no Allied unit is in Libya."""
    here = st.at.get("libya", ())
    return msg("events.reinforcements.an_allied_unit_is_in",
               "an Allied unit is in Libya") if any(ctx.unit_side[u] == "ap" for u in here) else None


# Extra conditions printed on some reinforcement cards.
EXTRA = {
    "ap31": at_war("tu"),        # MEF: Turkey at war
    "ap41": at_war("tu"),        # Arab Northern Army
    "cp24": no_allied_unit_in_libya,
    # 16.3.4 with the card texts: US reinforcements from the turn after Over There (our ruling)
    "ap38": on_a_later_turn("ap55"), "ap43": on_a_later_turn("ap55"), "ap47": on_a_later_turn("ap55"),
    "ap64": on_a_later_turn("ap55"),
}

CARDS = ("ap01", "ap03", "ap08", "ap10", "ap11", "ap14", "ap15", "ap20", "ap22", "ap24", "ap25", "ap29", "ap31",
         "ap32", "ap34", "ap38", "ap41", "ap42", "ap43", "ap47", "ap50", "ap53", "ap64",
         "cp07", "cp12", "cp14", "cp20", "cp21", "cp22", "cp23", "cp24", "cp38", "cp39", "cp41", "cp42", "cp46",
         "cp48")

for _c in CARDS:
    register(_c, both(EXTRA.get(_c, always), _fits(_c)), reinforce,
             own_prerequisites=_c in HOME_ENTRY_WAIVES_PREREQUISITES)
