"""Constructed positions: put a game at a chosen turn, phase and action round, with a
chosen hand and the top of a chosen draw pile, without setting ``State`` fields one by one.

``arrange(ctx, st, ...)`` is what ``Game.arrange`` calls. Cards are moved, never copied: a
card named for a hand or a pile leaves wherever it was among its side's cards (draw pile,
discards, removed, hand), and the cards a new hand pushes out go to the bottom of the draw
pile, so every card stays in exactly one place (invariants.py).
"""
from __future__ import annotations

from .core.state import SIDES
from .turn import sequence

# phase -> how it begins; every phase but "action" then runs on to its first decision
PHASES = {
    "attrition": sequence.after_action_phase,               # 6.0 C
    "siege": sequence.siege_phase_onward,                   # 6.0 D
    "war_status": sequence.war_status_phase_onward,         # 6.0 E
    "replacement": lambda ctx, st: sequence._replacement_phase(ctx, st),   # 6.0 F
    "draw": sequence.begin_draw_phase,                      # 6.0 G
}


def arrange(ctx, st, *, turn: int | None = None, phase: str | None = None, round: int | None = None,
            active: str | None = None, hand: dict | None = None, draw: dict | None = None) -> None:
    """Arrange cards first, then the clock.

    ``hand[side]``: that side's whole hand, in order. ``draw[side]``: the cards to draw next,
    the first named drawn first; the rest of the pile stays under them.
    ``phase="action"`` (the default when ``round`` or ``active`` is given): the start of
    ``active``'s action in ``round`` (8.1), step ``action``. Any other phase of 6.0 (C-G) is
    begun as the sequence of play begins it and runs on to its first decision."""
    for side, cards in (hand or {}).items():
        _check_cards(ctx, st, side, cards, "hand")
    for side, cards in (draw or {}).items():
        _check_cards(ctx, st, side, cards, "draw pile")
        clash = set(cards) & set((hand or {}).get(side, ()))
        if clash:
            raise ValueError(f"arrange: {sorted(clash)} named for both the {side} hand and its draw pile")
    for side, cards in (hand or {}).items():
        if len(cards) > ctx.options["hand_size"]:
            raise ValueError(f"arrange: {len(cards)} cards for the {side} hand, above the hand size "
                             f"{ctx.options['hand_size']}")
        _take(st, side, cards)
        st.draw[side][:0] = st.hand[side]          # the old hand goes under the pile
        st.hand[side] = list(cards)
    for side, cards in (draw or {}).items():
        _take(st, side, cards)
        st.draw[side].extend(reversed(cards))      # the pile is drawn from its end (cards.draw_to_hand)
    if turn is not None:
        if not 1 <= turn <= sequence.last_turn(ctx):
            raise ValueError(f"arrange: turn {turn} is outside 1-{sequence.last_turn(ctx)}")
        st.turn = turn
    if phase is None and (round is not None or active is not None):
        phase = "action"
    if phase is None:
        return
    if phase == "action":
        _action_round(st, round or st.round, active or st.active)
    elif phase in PHASES:
        if round is not None or active is not None:
            raise ValueError(f"arrange: round and active belong to the action phase, not {phase!r}")
        st.round, st.sub = sequence.ROUNDS, {}
        PHASES[phase](ctx, st)
    else:
        raise ValueError(f"arrange: unknown phase {phase!r}; one of {['action', *PHASES]}")


def _action_round(st, rnd: int, active: str) -> None:
    if not 1 <= rnd <= sequence.ROUNDS:
        raise ValueError(f"arrange: action round {rnd} is outside 1-{sequence.ROUNDS}")
    if active not in SIDES:
        raise ValueError(f"arrange: active side {active!r} is not 'ap' or 'cp'")
    st.phase, st.step, st.round, st.active, st.sub = "action", "action", rnd, active, {}


def _check_cards(ctx, st, side: str, cards, where: str) -> None:
    if side not in SIDES:
        raise ValueError(f"arrange: {side!r} is not a side ('ap' or 'cp')")
    if len(set(cards)) != len(cards):
        raise ValueError(f"arrange: a card is named twice for the {side} {where}")
    for c in cards:
        if c not in ctx.cards:
            raise ValueError(f"arrange: unknown card {c!r} for the {side} {where}")
        if ctx.cards[c].side != side:
            raise ValueError(f"arrange: {c} ({ctx.cards[c].name}) is not a {side.upper()} card")


def _take(st, side: str, cards) -> None:
    wanted = set(cards)
    for pile in (st.hand, st.draw, st.discard, st.removed):
        pile[side] = [c for c in pile[side] if c not in wanted]
