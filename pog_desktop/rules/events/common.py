"""What many events share: registering a batch of cards, scoring a card's VP from the Victory
Point table (T.7, through ``core.effects.score``), standing conditions (a nation at war, a
turn-track window) and the small "this turn / earlier turn" bookkeeping the card texts ask for."""
from __future__ import annotations

from ..core.effects import always, event, played, played_this_turn, score
from ..core.messages import msg


def nothing(ctx, st, side):
    return None


def register_each(card_ids, can_play=always, play=nothing, with_ops: bool = False) -> None:
    """Cards that share one mechanism (a flag, a VP row): ``event`` for each."""
    event(*card_ids, can_play=can_play, with_ops=with_ops)(play)


def both(*checks):
    """A can_play made of several: the first reason found, or None."""
    def can_play(ctx, st, side):
        for check in checks:
            why = check(ctx, st, side)
            if why:
                return why
        return None
    return can_play


def scores(entry_id: str | None = None):
    """A play that scores the card's VP table row."""
    def play(ctx, st, side):
        score(ctx, st, st.sub["event"], entry_id)
    return play


def at_war(nation: str):
    def can_play(ctx, st, side):
        return msg("events.common.is_not_at_war_yet",
                   "{nation} is not at war yet",
                   nation=nation.upper()) if nation in st.neutral else None
    return can_play


def turn_marked(tag: str, text: str):
    """Only on turns the turn track marks with ``tag`` (T.0)."""
    def can_play(ctx, st, side):
        return None if tag in ctx.game.tables.turn(st.turn).events else text
    return can_play


def on_a_later_turn(card_id: str):
    """Cards whose text asks for another event on an earlier turn (16.3.4, 16.4.6)."""
    def can_play(ctx, st, side):
        if not played(st, card_id) or played_this_turn(st, card_id):
            return msg("events.common.only_on_a_turn_after", "only on a turn after {card} was played",
                       ctx, card=card_id)
        return None
    return can_play


def this_round_flag(name: str):
    """A marker good for the current action round only (``<name>:<turn>:<round>``)."""
    def play(ctx, st, side):
        st.flags.add(f"{name}:{st.turn}:{st.round}")
    return play
