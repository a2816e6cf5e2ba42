"""Card events in force, as the state records them, and the registry of card events (9.5).

An event played leaves ``event:<card>`` in ``st.flags`` (and ``cancelled:<card>`` for the events
it ends, 3.0 underlined events); the rules ask ``played``/``in_effect``/``played_this_turn``
here and never import the card modules. The card events themselves live in ``rules/events``
and register here: ``Event(can_play, play)``, where ``can_play(ctx, st, side) -> str | None``
gives the reason it may not be played now (9.5.1, CRD-10) and ``play(ctx, st, side)`` carries
it out. Also the VP an event scores (T.7) and markers good for one action round.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .steps import log
from .messages import msg


@dataclass(frozen=True)
class Event:
    can_play: Callable
    play: Callable
    with_ops: bool = False   # 9.1.3: the card also conducts operations after the event
    # The card's printed prerequisites only limit how the event may be carried out (9.5.3.4:
    # an Allied Near East army may enter at home whatever its card demands); ``can_play`` and
    # ``play`` read them themselves.
    own_prerequisites: bool = False


REGISTRY: dict[str, Event] = {}


def register(card_id: str, can_play: Callable, play: Callable, with_ops: bool = False,
             own_prerequisites: bool = False) -> None:
    REGISTRY[card_id] = Event(can_play, play, with_ops, own_prerequisites)


def always(ctx, st, side):
    """The ``can_play`` of an event with no condition of its own."""
    return None


def event(*card_ids: str, can_play: Callable = always, with_ops: bool = False, own_prerequisites: bool = False):
    """Registers the function below as the event of ``card_ids`` (``@event("cp45")``), so each
    event's registration sits on it."""
    def decorate(play: Callable) -> Callable:
        for card_id in card_ids:
            register(card_id, can_play, play, with_ops, own_prerequisites)
        return play
    return decorate


# Events other rules test by name (3.0: underlined events), as card ids.
MOLTKE, ENTRENCH_AP, SALONIKA, GREECE, OVER_THERE = "ap09", "ap12", "ap30", "ap44", "ap55"
ENTRENCH_CP, RACE_TO_THE_SEA, OBEROST, SUD_ARMY, ELEVENTH_ARMY = "cp06", "cp08", "cp11", "cp10", "cp29"
HOFFMANN, BREST_LITOVSK = "cp37", "cp45"
INFLUENZA = "ap65"
FRENCH_MUTINY, FALL_OF_THE_TSAR, BOLSHEVIK_REVOLUTION, HL_TAKE_COMMAND = "cp47", "cp52", "cp53", "cp54"


def played(st, card_id: str) -> bool:
    return f"event:{card_id}" in st.flags


def played_this_turn(st, card_id: str) -> bool:
    """Events whose effect lasts the rest of the turn (Influenza, Zeppelin Raids ...)."""
    return bool(st.counters.get(f"event_this_turn:{card_id}"))


def in_effect(st, card_id: str) -> bool:
    """An event played and not since cancelled by another (3.0: underlined events)."""
    return f"event:{card_id}" in st.flags and f"cancelled:{card_id}" not in st.flags


def record_play(ctx, st, card_id: str) -> None:
    """Marks the event as played and ends the events it cancels (CRD-11)."""
    st.flags.add(f"event:{card_id}")
    for c in ctx.cards[card_id].cancels:
        st.flags.add(f"cancelled:{c}")
    st.counters[f"event_this_turn:{card_id}"] = 1
    if ctx.scenario and card_id in ctx.scenario.entry_events:
        st.counters["neutral_entry"] = 1


def prerequisite_error(ctx, st, card) -> str | None:
    """3.0 / 9.5.1: the card's printed prerequisites, from the card data."""
    missing = [c for c in card.requires if not played(st, c)]
    if missing:
        return msg("core.effects.needs_played_first", "{card} needs {cards} played first",
                   ctx, card=card.id, cards=list(missing))
    if card.requires_any and not any(played(st, c) for c in card.requires_any):
        return msg("core.effects.needs_one_of_played_first", "{card} needs one of {cards} played first",
                   ctx, card=card.id, cards=list(card.requires_any))
    blocking = [c for c in card.blocked_by if in_effect(st, c)]
    if blocking:
        return msg("core.effects.may_not_be_played_while", "{card} may not be played while {cards} is in effect",
                   ctx, card=card.id, cards=list(blocking))
    return None


def event_error(ctx, st, side: str, card_id: str) -> str | None:
    ev = REGISTRY.get(card_id)
    if ev is None:
        return msg("core.effects.the_event_of_is_not", "the event of {card} is not available yet",
                   ctx, card=card_id)
    card = ctx.cards[card_id]
    if card_id in ("ap12", "cp06"):
        if played(st, ENTRENCH_AP) or played(st, ENTRENCH_CP):
            return msg("core.effects.only_one_side_may_ever",
                       "only one side may ever play Entrench as an event (9.5.1.1)")
        if st.turn == 1 and ctx.options["no_entrench_event_turn_1"]:
            return msg("core.effects.entrench_may_not_be_played",
                       "Entrench may not be played as an event on turn 1 (5.7.4.4)")
    entries = ctx.scenario.entry_events if ctx.scenario else {}
    if card_id in entries and st.counters.get("neutral_entry"):
        return msg("core.effects.only_one_neutral_nation_may",
                   "only one neutral nation may enter the war per turn (9.5.2.2)")
    err = None if ev.own_prerequisites else prerequisite_error(ctx, st, card)
    if err:
        return err
    if card.reinf is not None:
        if st.turn == 1:
            return msg("core.effects.no_reinforcement_card_may_be",
                       "no reinforcement card may be played on the August 1914 turn (9.5.3.1)")
        if card.reinf.nation in st.reinforced:
            return msg("core.effects.only_one_reinforcement_card_per",
                       "only one {nation} reinforcement card per turn (9.5.3.1)",
                       nation=card.reinf.nation.upper())
    return ev.can_play(ctx, st, side)


def event_vp(ctx, card_id: str, entry_id: str | None = None) -> int:
    """The signed VP of a card's row in the VP table (T.7; + favours the CP)."""
    tables = ctx.game.tables
    if entry_id is not None:
        return tables.vp(entry_id)
    rows = [e for e in tables.vp_entries("event") if e.card == card_id]
    if len(rows) != 1:
        raise ValueError(f"{card_id}: expected one event row in the VP table, found {len(rows)}")
    return rows[0].vp


def score(ctx, st, card_id: str, entry_id: str | None = None) -> None:
    vp = event_vp(ctx, card_id, entry_id)
    st.vp += vp
    log(st, "vp", msg("core.effects.vp_now", "{card}: VP {vp:+d}, now {vp2}",
                      ctx, card=card_id, vp=vp, vp2=st.vp, change=vp), None)


def round_flag_on(st, name: str) -> bool:
    return f"{name}:{st.turn}:{st.round}" in st.flags

