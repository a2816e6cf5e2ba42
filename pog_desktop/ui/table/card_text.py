"""A card's whole text for a tooltip (9.0): number, name, side and era, OPS, SR, RP by
nation, war status, the combat-card and removal marks, what must have happened first, and
our own summary of the event: the card data's fuller ``text`` where the one-line summary
leaves out what play needs. Qt-free (rich text)."""
from __future__ import annotations

from html import escape

from ..game_words import card_event_text, card_name
from .action_text import rp_text, title
from .palette import deck_name, side_name
from ..translate import translate


def badges(card) -> list[str]:
    """The marks a player looks for at a glance."""
    out = []
    if card.combat:
        out.append(translate("CardText", "COMBAT CARD"))
    if card.ws:
        out.append(translate("CardText", "WS +{ws}").format(ws=card.ws))
    if card.remove:
        out.append(translate("CardText", "* removed after event"))
    if getattr(card, "ops_event", False):
        out.append(translate("CardText", "event + OPS"))
    if getattr(card, "reinf", None) is not None:
        out.append(translate("CardText", "reinforcements"))
    return out


def card_ref(card_id: str) -> str:
    """"ap02" -> "AP #2": how a player finds a card by its printed number."""
    side, num = card_id[:2], card_id[2:].lstrip("0")
    return f"{side.upper()} #{num}" if num.isdigit() else card_id


def card_tooltip(card, cards: dict | None = None) -> str:
    """``cards`` (id -> card) names the cards an event needs or is blocked by."""
    names = {cid: card_name(c) for cid, c in (cards or {}).items()}

    def listed(ids) -> str:
        return ", ".join(escape(names.get(i) or card_ref(i)) for i in ids)

    lines = [f"<b>{escape(title(card))}</b>",
             f"{side_name(card.side)} · {deck_name(card.deck)}"
             + (" · " + translate("CardText", "optional card") if getattr(card, "optional", False) else ""),
             f"OPS {card.ops} · SR {card.sr} · RP {escape(rp_text(card))}"]
    marks = badges(card)
    if marks:
        lines.append("<i>" + escape(" · ".join(marks)) + "</i>")
    if getattr(card, "requires", ()):
        lines.append(translate("CardText", "Needs first: {cards}").format(cards=listed(card.requires)))
    if getattr(card, "requires_any", ()):
        lines.append(translate("CardText", "Needs one of: {cards}").format(cards=listed(card.requires_any)))
    if getattr(card, "blocked_by", ()):
        lines.append(translate("CardText", "Not after: {cards}").format(cards=listed(card.blocked_by)))
    event = card_event_text(card) or translate("CardText", "(no event text)")
    lines.append(f"<p style='margin-top:4px'>{escape(event)}</p>")
    return "<qt style='white-space:pre-wrap'>" + "<br>".join(lines[:-1]) + lines[-1] + "</qt>"
