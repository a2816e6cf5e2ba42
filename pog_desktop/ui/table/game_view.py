"""What the table panels need, read from a running ``Game`` (the engine API of issue 6):
the hand of the side to move, the open card piles, the engine's reason a card use is
illegal, and the track values. Qt-free; reads the game only through its public API and
its plain state, so a fake with the same shape drives it in tests."""
from __future__ import annotations

from dataclasses import dataclass, field

from .card_browser import PILES


def hand_cards(game, side: str, cards: dict) -> list:
    """``cards`` maps card id to data ``Card`` (``load_game("pog").cards``)."""
    return [cards[c] for c in game.state.hand.get(side, ())]


def open_piles(game, cards: dict) -> dict:
    """Discards and removed cards of both sides, and the face-up combat cards where the
    state keeps them (``state.combat_cards[side]``, 9.5.4.2) once the combat rules store them."""
    st = game.state
    face_up = getattr(st, "combat_cards", None) or {}
    out = {}
    for side in ("ap", "cp"):
        source = {"discard": st.discard.get(side, ()), "removed": st.removed.get(side, ()),
                  "combat": face_up.get(side, ())}
        out[side] = {pile: [cards[c] for c in source[pile]] for pile in PILES}
    return out


def use_reasons(game, action_type=None):
    """``why(use, card_id)``: the engine's own reason a card use is illegal now.
    ``action_type`` builds the action asked about (the engine's ``Action`` by default)."""
    if action_type is None:
        from ...rules import Action as action_type   # the UI sits above the rules (DESIGN layers)

    def why(use: str, card_id: str) -> str | None:
        return game.why_illegal(action_type(use, card=card_id))
    return why


@dataclass(frozen=True)
class Tracks:
    """The markers a player reads off the map's tracks after every action."""

    turn: int
    round: int
    active: str
    vp: int
    ws: dict = field(default_factory=dict)
    cws: int = 0
    commitment: dict = field(default_factory=dict)
    rp: dict = field(default_factory=dict)
    mo: dict = field(default_factory=dict)
    played: dict = field(default_factory=dict)
    over: bool = False            # the game has ended: nobody is to act


def tracks(game) -> Tracks:
    st = game.state
    return Tracks(st.turn, st.round, st.active, st.vp, dict(st.ws), st.cws, dict(st.commitment),
                  {s: dict(v) for s, v in st.rp.items()}, dict(st.mo), {s: list(v) for s, v in st.played.items()},
                  over=game.prompt is None)
