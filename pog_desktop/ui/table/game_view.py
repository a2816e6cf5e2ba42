"""What the table panels need, read from one seat's view of a running ``Game``
(``game.view(seat)``, issue 11): the seat's hand, the open card piles, the track values and
the log; and the engine's reason a card use is illegal. Qt-free; nothing here reads the
game's whole state, so no panel can show a card the seat may not know. A fake with a
``view(seat)`` of the same shape drives it in tests."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine_text import render
from .card_browser import PILES


def seat_view(game, seat: str | None) -> dict:
    """What ``seat`` may know (None: what everybody may)."""
    return game.view(seat)


def cards_in_force(game, cards: dict) -> dict:
    """The cards as the running game prints them: a 2022 game's are the 2022 edition's
    (``Card.edition``: values and our summaries); ``cards`` when the game does not say."""
    ctx = getattr(getattr(game, "live", game), "ctx", None)
    return getattr(ctx, "cards", None) or cards


def hand_cards(view: dict, side: str, cards: dict) -> list:
    """The cards of ``side``'s hand as far as the view shows them (none of another seat's).
    ``cards`` maps card id to data ``Card`` (``load_game("pog").cards``). Four-player variant:
    the hand of the command acting for ``side`` (seed 003, 10.1: one seat may hold two)."""
    entry = view["cards"].get(side) or {}
    command = view["state"].get("cmd", {}).get("on", {}).get(side)
    if command in entry.get("by_command", {}):
        return [cards[c] for c in entry["by_command"][command]]
    return [cards[c] for c in entry.get("hand", ())]


def open_piles(view: dict, cards: dict) -> dict:
    """Discards and removed cards of both sides, and the combat cards kept face up (9.5.4.2)."""
    st = view["state"]
    face_up = st.get("combat_cards") or {}
    out = {}
    for side in ("ap", "cp"):
        source = {"discard": st["discard"].get(side, ()), "removed": st["removed"].get(side, ()),
                  "combat": face_up.get(side, ())}
        out[side] = {pile: [cards[c] for c in source[pile]] for pile in PILES}
    return out


def use_reasons(game, action_type=None):
    """``why(use, card_id)``: the engine's own reason a card use is illegal now.
    ``action_type`` builds the action asked about (the engine's ``Action`` by default)."""
    if action_type is None:
        from ...rules import Action as action_type   # the UI sits above the rules (DESIGN layers)

    def why(use: str, card_id: str) -> str | None:
        reason = game.why_illegal(action_type(use, card=card_id))
        return None if reason is None else render(reason)
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


def tracks(view: dict) -> Tracks:
    st = view["state"]
    return Tracks(st["turn"], st["round"], st["active"], st["vp"], dict(st["ws"]), st["cws"], dict(st["commitment"]),
                  {s: dict(v) for s, v in st["rp"].items()}, dict(st["mo"]), {s: list(v) for s, v in st["played"].items()},
                  over=view["waiting_for"] is None)
