"""Card events (9.5), registered by card id; one small function each.

An event is ``Event(can_play, play)``: ``can_play(ctx, st, side) -> str | None`` gives the
reason it may not be played now (9.5.1, CRD-10) and ``play(ctx, st, side)`` carries it out.
The events themselves arrive with the next issue; the action round offers an event play
only for registered cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Event:
    can_play: Callable
    play: Callable
    with_ops: bool = False   # 9.1.3: the card also conducts operations after the event


REGISTRY: dict[str, Event] = {}


def register(card_id: str, can_play: Callable, play: Callable, with_ops: bool = False) -> None:
    REGISTRY[card_id] = Event(can_play, play, with_ops)


def event_error(ctx, st, side: str, card_id: str) -> str | None:
    ev = REGISTRY.get(card_id)
    if ev is None:
        return f"the event of {ctx.cards[card_id].name} is not available yet"
    card = ctx.cards[card_id]
    if card.reinf is not None:
        if st.turn == 1:
            return "no reinforcement card may be played on the August 1914 turn (9.5.3.1)"
        if card.reinf.nation in st.reinforced:
            return f"only one {card.reinf.nation.upper()} reinforcement card per turn (9.5.3.1)"
    if card_id in ("ap12", "cp06") and "entrench" in st.flags:
        return "only one side may ever play Entrench as an event (9.5.1.1)"
    return ev.can_play(ctx, st, side)
