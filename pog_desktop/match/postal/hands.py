"""A whole hand shown in PBEM (issue 12, docs/pbem.md): AP 23 Cloak and Dagger and CP 17 Mata
Hari show the other side's hand (``rules/events/special.py``), which only the hand's owner can
read. The event waits, like a die, for the exchange it needs: the owner's machine, applying
the event, shows every card of its hand that came from a draw not shown before, each with the
proof a played card carries (the Chaum-Pedersen proof that ``unlock == card^owner_key``, so the
card really is that draw's); the other machine checks every proof, puts the cards in the
stand-in hand, and only then applies the event. Cards that came into the hand in the open need
no proof: both machines hold them already.

In a turn file: ``body["hands"] = [[n, side, [[card, draw, proof], ...]]]`` for the action #n
that shows ``side``'s hand. A hand that leaves out a draw, names one twice, or names a card that
is not the draw's (a card not in the hand) is refused, naming it.
"""
from __future__ import annotations

from ...rules.core.actions import Action
from .pools import ProtocolError

SHOWS_OTHER_HAND = frozenset({"ap23", "cp17"})


def shown_hand(action) -> str | None:
    """The side whose whole hand ``action`` shows (AP 23 / CP 17 played as events), or None."""
    if action.type == "play_event" and action.card in SHOWS_OTHER_HAND:
        return "cp" if action.card.startswith("ap") else "ap"
    return None


def _hidden_draws(t, side: str) -> list:
    """The draws of ``side`` whose card is still in the hand and was never shown with its proof."""
    return [d for d in t.pools[side].draws if not d.opened]


def show(t, name: str, n: int, side: str) -> str | None:
    """Before the action #n applies: None once ``side``'s hand is shown (checked here, or made
    here when this machine holds that hand), else what the action waits for."""
    draws = _hidden_draws(t, side)
    owner = t.owner(side)
    if any(d.unlock is None for d in draws):
        return f"the {side.upper()} hand the event shows: waiting for the unlocks of its last draws"
    shown = t.hands.get(n)
    if shown is None:
        if t.oracle is not None:
            return None                 # the audit: every card is known
        if t.keys is None or t.keys.seat != owner:
            return f"the {side.upper()} hand the event shows: waiting for seat {owner!r} to show it"
        g, key = t.group, t.keys.lock
        items = [[d.card, d.j, g.prove(key, g.card(d.card), d.unlock)] for d in draws]
        t.hands[n] = {"side": side, "items": items, "sender": owner, "local": True}
        t.hands_due.append([n, side, items])
        return None
    if shown["side"] != side:
        raise ProtocolError(f"{name}: the hand shown for it is the {shown['side'].upper()} hand, not the "
                            f"{side.upper()} hand")
    _check(t, name, side, owner, draws, shown["items"])
    return None


def _check(t, name: str, side: str, owner: str, draws: list, items) -> None:
    what = f"{name}: the {side.upper()} hand shown"
    if not isinstance(items, list) or not all(isinstance(i, list) and len(i) == 3 for i in items):
        raise ProtocolError(f"{what} must be a list of [card, draw, proof]")
    by_draw = {d.j: d for d in draws}
    named = [i[1] for i in items]
    if len(set(map(repr, named))) != len(named):
        raise ProtocolError(f"{what} names a draw twice")
    missing = sorted(set(by_draw) - set(j for j in named if isinstance(j, int)))
    if missing:
        raise ProtocolError(f"{what} leaves out {side.upper()} draw(s) {', '.join(map(str, missing))} still in the hand")
    key = t.players[owner]["lock"]
    for card, j, proof in items:
        d = by_draw.get(j) if isinstance(j, int) and not isinstance(j, bool) else None
        if d is None:
            raise ProtocolError(f"{what}: {side.upper()} draw {j!r} is not in the hand (shown before, or never made)")
        card_side = t.game.ctx.cards[card].side if isinstance(card, str) and card in t.game.ctx.cards else None
        if card_side != side or not t.group.check(key, t.group.card(card), d.unlock, proof):
            raise ProtocolError(f"{what}: {card} is not the card of {side.upper()} draw {j} (its proof fails)")
        if d.card is None:
            t._put(side, d, card)
        elif d.card != card:
            raise ProtocolError(f"{what}: {side.upper()} draw {j} is {d.card}, not {card}")


def receive(t, sender: str, item) -> None:
    """A hand shown in a turn file (``body["hands"]``), kept until its action applies."""
    if not (isinstance(item, list) and len(item) == 3 and isinstance(item[0], int) and not isinstance(item[0], bool)
            and item[1] in ("ap", "cp")):
        raise ProtocolError("a hand shown must be [action, side, [[card, draw, proof], ...]]")
    n, side, items = item
    if not 1 <= n <= len(t.ledger):
        raise ProtocolError(f"a hand shown for action #{n}, which has not been sent")
    try:
        action = Action.from_json(t.ledger[n - 1]["action"])
    except (ValueError, TypeError, KeyError) as e:
        raise ProtocolError(f"action #{n}: not an action: {e}") from None
    if shown_hand(action) != side:
        raise ProtocolError(f"a {side.upper()} hand shown for action #{n}, which shows no such hand")
    if sender != t.owner(side):
        raise ProtocolError(f"the {side.upper()} hand for action #{n} shown by seat {sender!r}: only its owner can")
    known = t.hands.get(n)
    if known is not None and not known.get("local"):
        raise ProtocolError(f"the {side.upper()} hand for action #{n} shown twice")
    t.hands[n] = {"side": side, "items": items, "sender": sender}
    t.hands_due[:] = [h for h in t.hands_due if h[0] != n]     # this machine's own, read back from its file
