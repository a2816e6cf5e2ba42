"""Readable names for actions and for the parts of a card, shared by every panel.

Qt-free. Actions are read by duck typing: ``.type`` and the optional fields of the engine's
``Action`` (``card``, ``space``, ``to``, ``unit``, ``units``, ``mode``, ``choice``).
"""
from __future__ import annotations

import re

# The four ways to play a card (9.1.3), in the order the hand shows them.
CARD_USES = ("play_event", "play_ops", "play_sr", "play_rp")

_LABELS = {
    "play_event": "Event", "play_ops": "OPS", "play_sr": "SR", "play_rp": "RP",
    "auto_op": "1-OPS action (no card)", "done": "Done", "stop": "Stop here", "cancel": "Cancel",
    "pass": "Pass", "skip": "Skip", "discard": "Discard", "end": "End", "confirm": "Confirm",
}
_TARGET_FIELDS = ("card", "space", "to", "unit", "units")


def label(action) -> str:
    """The button text of an action: ``choose`` actions show their choice."""
    if action.type == "choose" and getattr(action, "choice", None):
        return str(action.choice).replace("_", " ").capitalize()
    text = _LABELS.get(action.type) or action.type.replace("_", " ").capitalize()
    mode = getattr(action, "mode", None)
    return f"{text} ({mode})" if mode else text


def is_button(action) -> bool:
    """An action that names no card, space or unit belongs on the prompt bar; the others
    are taken by clicking the thing they name (a card in the hand, a space on the board)."""
    return not any(getattr(action, f, None) for f in _TARGET_FIELDS)


def card_use_label(use: str, card) -> str:
    """A card's use with the number it gives: "OPS 4", "SR 3", "RP", "Event"."""
    if use == "play_ops":
        return f"OPS {card.ops}"
    if use == "play_sr":
        return f"SR {card.sr}"
    return label(_Bare(use))


def rp_text(card) -> str:
    """RP by nation (9.4.1), the Allied pool written "A" as on the cards."""
    parts = [f"{'A' if pool == 'allied' else pool.upper()} {n}" for pool, n in card.rp]
    return " · ".join(parts) if parts else "none"


def title(card) -> str:
    """Number and name, with the asterisk of a card removed after its event (9.5.1.2)."""
    from ..game_words import card_name    # the name in the interface's language
    return f"{card.num}. {card_name(card)}{' *' if card.remove else ''}"


class _Bare:
    __slots__ = ("type",)

    def __init__(self, type_: str):
        self.type = type_


def choice_text(choice: str, names: dict) -> str:
    """An encoded choice in words: ids named, routes "a>b" as arrows, loss steps as "−n"
    (the engine writes losses as ``unit:steps,...|army>corps,...``)."""
    text = re.sub(r"[a-z][a-z0-9_]*", lambda m: names.get(m.group(), m.group()), choice)
    return (text.replace(">", " → ").replace("|", "; ").replace(",", ", ").replace(":", " −")
            .strip("; ") or "nothing")


def describe(action, names: dict | None = None) -> str:
    """A whole action in words, naming its space and units: "Retreat GE 1st Army → Sedan"."""
    names = names or {}
    text = label(action)
    choice = getattr(action, "choice", None)
    if choice and action.type != "choose" and names:
        text += f": {choice_text(choice, names)}"
    card = getattr(action, "card", None)
    if card and card in names:
        text += f" {names[card]}"
    who = list(getattr(action, "units", ()) or ()) + ([action.unit] if getattr(action, "unit", None) else [])
    if who:
        text += " " + ", ".join(names.get(u, u) for u in who)
    where = getattr(action, "to", None) or getattr(action, "space", None)
    if where:
        text += f" → {names.get(where, where)}"
    return text
