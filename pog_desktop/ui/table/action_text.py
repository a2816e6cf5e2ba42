"""Readable names for actions and for the parts of a card, shared by every panel.

Qt-free. Actions are read by duck typing: ``.type`` and the optional fields of the engine's
``Action`` (``card``, ``space``, ``to``, ``unit``, ``units``, ``mode``, ``choice``); what an
encoded ``choice`` holds is the engine's to say (``rules.choices.detail``). The words are
translated (context ``Actions``).
"""
from __future__ import annotations

from ...rules.choices import detail

from ..translate import QT_TRANSLATE_NOOP, translate

# The four ways to play a card (9.1.3), in the order the hand shows them.
CARD_USES = ("play_event", "play_ops", "play_sr", "play_rp")

_LABELS = {
    "play_event": QT_TRANSLATE_NOOP("Actions", "Event"),
    "play_ops": QT_TRANSLATE_NOOP("Actions", "OPS"),
    "play_sr": QT_TRANSLATE_NOOP("Actions", "SR"),
    "play_rp": QT_TRANSLATE_NOOP("Actions", "RP"),
    "auto_op": QT_TRANSLATE_NOOP("Actions", "1-OPS action (no card)"),
    "done": QT_TRANSLATE_NOOP("Actions", "Done"),
    "stop": QT_TRANSLATE_NOOP("Actions", "Stop here"),
    "cancel": QT_TRANSLATE_NOOP("Actions", "Cancel"),
    "pass": QT_TRANSLATE_NOOP("Actions", "Pass"),
    "skip": QT_TRANSLATE_NOOP("Actions", "Skip"),
    "discard": QT_TRANSLATE_NOOP("Actions", "Discard"),
    "end": QT_TRANSLATE_NOOP("Actions", "End"),
    "confirm": QT_TRANSLATE_NOOP("Actions", "Confirm"),
    "activate": QT_TRANSLATE_NOOP("Actions", "Activate"),
    "attack": QT_TRANSLATE_NOOP("Actions", "Attack"),
    "advance": QT_TRANSLATE_NOOP("Actions", "Advance"),
    "move": QT_TRANSLATE_NOOP("Actions", "Move"),
    "retreat": QT_TRANSLATE_NOOP("Actions", "Retreat"),
    "replace": QT_TRANSLATE_NOOP("Actions", "Replace"),
    "place": QT_TRANSLATE_NOOP("Actions", "Place"),
    "cancel_retreat": QT_TRANSLATE_NOOP("Actions", "Cancel retreat"),
    "transfer": QT_TRANSLATE_NOOP("Actions", "Transfer"),
    "select": QT_TRANSLATE_NOOP("Actions", "Select"),
    "pass_card": QT_TRANSLATE_NOOP("Actions", "Pass card"),
    "offer_peace": QT_TRANSLATE_NOOP("Actions", "Offer peace"),
    "no_more_cards": QT_TRANSLATE_NOOP("Actions", "No more cards"),
    "no_flank": QT_TRANSLATE_NOOP("Actions", "No flank"),
    "losses": QT_TRANSLATE_NOOP("Actions", "Losses"),
    "flank": QT_TRANSLATE_NOOP("Actions", "Flank"),
    "entrench": QT_TRANSLATE_NOOP("Actions", "Entrench"),
    "eliminate": QT_TRANSLATE_NOOP("Actions", "Eliminate"),
    "combat_card": QT_TRANSLATE_NOOP("Actions", "Combat card"),
}
_MODES = {"attack": QT_TRANSLATE_NOOP("Actions", "attack"), "move": QT_TRANSLATE_NOOP("Actions", "move")}
_TARGET_FIELDS = ("card", "space", "to", "unit", "units")


def label(action) -> str:
    """The button text of an action: ``choose`` actions show their choice."""
    if action.type == "choose" and getattr(action, "choice", None):
        return str(action.choice).replace("_", " ").capitalize()
    text = translate("Actions", _LABELS[action.type]) if action.type in _LABELS else \
        action.type.replace("_", " ").capitalize()
    mode = getattr(action, "mode", None)
    return f"{text} ({translate('Actions', _MODES.get(mode, mode))})" if mode else text


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
    return " · ".join(parts) if parts else translate("Actions", "none")


def title(card) -> str:
    """Number and name, with the asterisk of a card removed after its event (9.5.1.2)."""
    from ..game_words import card_name    # the name in the interface's language
    return f"{card.num}. {card_name(card)}{' *' if card.remove else ''}"


class _Bare:
    __slots__ = ("type",)

    def __init__(self, type_: str):
        self.type = type_


def choice_text(action, names: dict) -> str:
    """An action's choice in words, from the engine's description of it: a route as arrows,
    loss steps as "−n", replaced armies "army → corps", the fort; a corps by name."""
    d = detail(action)
    name = lambda x: names.get(x, x)  # noqa: E731
    if "route" in d:
        return " → ".join(name(s) for s in d["route"])
    if "losses" in d:
        ls = d["losses"]
        parts = [", ".join(f"{name(u)} −{n}" for u, n in ls["steps"].items()),
                 ", ".join(f"{name(a)} → {name(c)}" for a, c in ls["replaced"].items()),
                 translate("Actions", "fort") if ls["fort"] else ""]
        return "; ".join(p for p in parts if p) or translate("Actions", "nothing")
    if "corps" in d:
        return name(d["corps"])
    return name(action.choice)


def describe(action, names: dict | None = None) -> str:
    """A whole action in words, naming its space and units: "Retreat GE 1st Army → Sedan"."""
    names = names or {}
    text = label(action)
    choice = getattr(action, "choice", None)
    if choice and action.type != "choose" and names:
        text += f": {choice_text(action, names)}"
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
