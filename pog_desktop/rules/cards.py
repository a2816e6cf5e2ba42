"""Strategy cards (9.0): decks by war commitment, hands, draws, reshuffles, removed cards,
and the per-turn limits on SR and RP card plays."""
from __future__ import annotations

from . import dice
from .events import in_effect
from .steps import log

COMMITMENT_ORDER = ("mobilization", "limited", "total")
NEUTRAL_RP_POOLS = frozenset({"it", "bu", "tu", "ro", "gr", "us"})


def deck_cards(ctx, side: str, deck: str) -> list[str]:
    """The cards of one part of a side's deck (9.1.2), optional cards only if switched on."""
    optional = ctx.options.get("optional_cards", False)
    excluded = ctx.scenario.excluded_cards if ctx.scenario else frozenset()
    return sorted((c.id for c in ctx.cards.values() if c.side == side and c.deck == deck
                   and (optional or not c.optional) and c.id not in excluded),
                  key=lambda cid: ctx.cards[cid].num)


def reshuffle_discards(st, side: str) -> None:
    """Draw pile and discards shuffled together (16.1.3)."""
    pile = st.draw[side] + st.discard[side]
    st.discard[side] = []
    dice.shuffle(st, pile)
    st.draw[side] = pile


def add_commitment_cards(ctx, st, side: str, level: str) -> None:
    """16.1.3 / 16.1.4: the new cards join the draw pile; 2004 reshuffles at once,
    2022 (option ``commitment_reshuffle_at_draw``) at the start of the draw phase."""
    st.draw[side].extend(deck_cards(ctx, side, level))
    if ctx.options["commitment_reshuffle_at_draw"]:
        st.counters[f"reshuffle_{side}"] = 1
    else:
        reshuffle_discards(st, side)
    log(st, "commitment", f"{side.upper()} adds its {level} war cards to the draw pile", side)


def draw_to_hand(ctx, st, side: str) -> None:
    """6.0 G: draw up to the hand size; when the pile runs out take the rest, reshuffle the
    discards and go on; if still short, the hand stays short."""
    if st.counters.pop(f"reshuffle_{side}", 0):
        reshuffle_discards(st, side)
    size = ctx.options["hand_size"]
    hand = st.hand[side]
    drawn = []
    while len(hand) < size:
        if not st.draw[side]:
            if not st.discard[side]:
                break
            reshuffle_discards(st, side)
            log(st, "reshuffle", f"{side.upper()} reshuffles the discard pile", side)
        drawn.append(st.draw[side].pop())
        hand.append(drawn[-1])
        st.reveals += 1
    if drawn and ctx.options["log_draws"]:   # issue 11: the cards only for the drawing seat (views.seat_log)
        log(st, "draw", f"{side.upper()} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}", side,
            secret=draw_secret(ctx, side, drawn))


def draw_secret(ctx, side: str, drawn: list) -> dict:
    """The part of a draw's log entry that only the drawing side's seat reads."""
    return {"side": side, "text": f"{side.upper()} draws {', '.join(ctx.cards[c].name for c in drawn)}",
            "cards": list(drawn)}


def discard(ctx, st, side: str, card: str, as_event: bool = False) -> None:
    """A played card goes to the discards, or out of the game if it is a ``*`` card played
    as an event (9.5.1.2)."""
    st.hand[side].remove(card)
    if as_event and ctx.cards[card].remove:
        st.removed[side].append(card)
    else:
        st.discard[side].append(card)


def last_play(st, side: str) -> str | None:
    """The kind of this side's previous action in the same turn (9.3.3, 9.4.3): "ops", "sr",
    "rp", "auto_op", "peace" or "event:<card>"."""
    p = st.played[side]
    return p[-1] if p else None


def record_rp(ctx, st, side: str, card_id: str) -> dict:
    """9.4.1: RP per nation; neutral nations record nothing; "allied" goes to the A pool.
    17.1.8: after Over There every Allied RP play also gives 1 US RP."""
    got = {}
    for pool, n in ctx.cards[card_id].rp:
        if pool in NEUTRAL_RP_POOLS and pool in st.neutral:
            continue
        got[pool] = got.get(pool, 0) + n
    for m in ctx.game.tables.rp_modifiers:
        if m.per == "allied_rp_card" and side == "ap" and in_effect(st, m.card):
            got[m.pool] = got.get(m.pool, 0) + m.rp
    pools = st.rp[side]
    for pool, n in got.items():
        pools[pool] = pools.get(pool, 0) + n
    return got


ENTRY_CARDS_EVENT_ONLY = ("ap16", "ap17")   # Romania, Italy


def event_only(ctx, st, card_id: str) -> bool:
    """9.5.2.5 (2022): while the CP are at Total War and the Allies are not, the Romania and
    Italy entry cards may only be played as events, or discarded like combat cards."""
    return (card_id in ENTRY_CARDS_EVENT_ONLY and ctx.options["italy_romania_event_only"]
            and st.commitment["cp"] == "total" and st.commitment["ap"] != "total")


def hand_combat_cards(ctx, st, side: str) -> list[str]:
    """The cards a side may discard before drawing (9.5.4.6): combat cards, and the entry
    cards of 9.5.2.5 while they are event-only."""
    return [c for c in st.hand[side] if ctx.cards[c].combat or event_only(ctx, st, c)]
