"""Strategy cards (9.0): decks by war commitment, hands, draws, reshuffles, removed cards,
and the per-turn limits on SR and RP card plays."""
from __future__ import annotations

from ..core import commands, dice
from ..core.effects import in_effect
from ..core.steps import log
from ..core.messages import msg

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


# a War Commitment level's cards, as the log names them
LEVEL_WORDS = {"limited": msg("turn.decks.limited", "limited"), "total": msg("turn.decks.total", "total")}


def add_commitment_cards(ctx, st, side: str, level: str) -> None:
    """16.1.3 / 16.1.4: the new cards join the draw pile; 2004 reshuffles at once,
    2022 (option ``commitment_reshuffle_at_draw``) at the start of the draw phase."""
    st.draw[side].extend(deck_cards(ctx, side, level))
    if ctx.options["commitment_reshuffle_at_draw"]:
        st.counters[f"reshuffle_{side}"] = 1
    else:
        reshuffle_discards(st, side)
    log(st, "commitment", msg("turn.decks.adds_its_war_cards_to", "{side} adds its {level} war cards to the draw pile",
                              side=side, level=LEVEL_WORDS.get(level, level)), side)


def draw_to_hand(ctx, st, side: str) -> None:
    """6.0 G: draw up to the hand size; when the pile runs out take the rest, reshuffle the
    discards and go on; if still short, the hand stays short."""
    if st.counters.pop(f"reshuffle_{side}", 0):
        reshuffle_discards(st, side)
    if st.cmd:
        for command in commands.COMMANDS:
            _draw_command(ctx, st, side, command)
        return
    size = ctx.options["hand_size"]
    hand = st.hand[side]
    drawn = []
    while len(hand) < size:
        if not st.draw[side]:
            if not st.discard[side]:
                break
            reshuffle_discards(st, side)
            log(st, "reshuffle", msg("turn.decks.reshuffles_the_discard_pile", "{side} reshuffles the discard pile",
                                     side=side), side)
        drawn.append(st.draw[side].pop())
        hand.append(drawn[-1])
        st.reveals += 1
    if drawn and ctx.options["log_draws"]:   # issue 11: the cards only for the drawing seat (views.seat_log)
        log(st, "draw", msg("turn.decks.draws_card",
                            "{side} draws {n_drawn} card",
                            side=side, n_drawn=1) if len(drawn) == 1
            else msg("turn.decks.draws_cards", "{side} draws {n_drawn} cards", side=side, n_drawn=len(drawn)), side,
            secret=draw_secret(ctx, side, drawn))


def draw_secret(ctx, side: str, drawn: list) -> dict:
    """The part of a draw's log entry that only the drawing side's seat reads."""
    return {"side": side, "text": msg("turn.decks.draws", "{side} draws {cards}", ctx, side=side, cards=list(drawn)),
            "cards": list(drawn)}


def _draw_command(ctx, st, side: str, command: str) -> None:
    """Seed 003, 4.1: each command draws from its own deck up to four cards; when its pile runs
    out, its own discards are reshuffled into it (the side's pile holds both decks' cards)."""
    held = len(commands.hand(ctx, st, side, command))
    pile = st.draw[side]
    drawn = []
    while held < commands.HAND:
        i = next((i for i in range(len(pile) - 1, -1, -1) if commands.card_command(ctx, st, pile[i]) == command), None)
        if i is None:
            mine = [c for c in st.discard[side] if commands.card_command(ctx, st, c) == command]
            if not mine:
                break
            st.discard[side] = [c for c in st.discard[side] if c not in mine]
            pile.extend(mine)
            dice.shuffle(st, pile)
            log(st, "reshuffle", msg("turn.decks.command_reshuffles_its_discards",
                                     "{side} {command} command reshuffles its discards",
                                     side=side, command=command), side)
            continue
        drawn.append(pile.pop(i))
        st.hand[side].append(drawn[-1])
        held += 1
        st.reveals += 1
    if drawn and ctx.options["log_draws"]:   # the names only for the seat of this command (views.seat_log)
        log(st, "draw", msg("turn.decks.command_draws_card", "{side} {command} command draws {n_drawn} card",
                            side=side, command=command, n_drawn=1) if len(drawn) == 1 else
            msg("turn.decks.command_draws_cards", "{side} {command} command draws {n_drawn} cards",
                side=side, command=command, n_drawn=len(drawn)),
            side, secret={**draw_secret(ctx, side, drawn), "command": command})


def early_italian_rp(st, side: str, pool: str) -> bool:
    """Seed 003, 9.1: from Allied Limited War the Italian RP count before Italy enters."""
    return bool(st.cmd) and side == "ap" and pool == "it" and st.commitment["ap"] != "mobilization"


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
        if pool in NEUTRAL_RP_POOLS and pool in st.neutral and not early_italian_rp(st, side, pool):
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
    return [c for c in commands.hand(ctx, st, side) if ctx.cards[c].combat or event_only(ctx, st, c)]
