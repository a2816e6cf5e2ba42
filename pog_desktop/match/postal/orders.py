"""Standing orders (issue 12): what a defender decides in advance, so that a combat resolves on
the attacker's machine without a round trip when they cover it.

    {"combat_cards": "ask" | "never",        # "never": answer "no more cards" at once
     "losses": "ask" | "auto" | [unit ids],  # "auto": the first legal way; a list: those units first
     "retreat": "ask" | "retreat" | "stay",  # a cancellable retreat: retreat, or lose a step to stay
     "retreat_to": [space ids]}             # optional: where each unit retreats (12.5), the first
                                            # space of the list it can end in; absent: ask

``decide(game, orders)`` is the action the orders make at the current prompt, or None when
they do not cover it (the app then says it waits for that player). Both machines run it: a
decision sent for the other seat is accepted only when it is exactly this.
"""
from __future__ import annotations

from ...rules.choices import detail

DEFAULT = {"combat_cards": "ask", "losses": "ask", "retreat": "ask"}


def check(orders) -> str | None:
    if not isinstance(orders, dict):
        return "standing orders must be a table of combat_cards, losses and retreat"
    if orders.get("combat_cards", "ask") not in ("ask", "never"):
        return "combat_cards must be 'ask' or 'never'"
    losses = orders.get("losses", "ask")
    if not (losses in ("ask", "auto") or (isinstance(losses, list) and all(isinstance(u, str) for u in losses))):
        return "losses must be 'ask', 'auto' or a list of unit ids"
    if orders.get("retreat", "ask") not in ("ask", "retreat", "stay"):
        return "retreat must be 'ask', 'retreat' or 'stay'"
    to = orders.get("retreat_to", [])
    if not (isinstance(to, list) and all(isinstance(s, str) for s in to)):
        return "retreat_to must be a list of space ids"
    return None


def decide(game, orders):
    """The action ``orders`` make now, or None."""
    p = game.prompt
    if p is None or not orders:
        return None
    legal = game.legal_actions()
    if p.kind == "combat_cards" and orders.get("combat_cards") == "never":
        return next((a for a in legal if a.type == "no_more_cards"), None)
    if p.kind == "combat_losses":
        how = orders.get("losses", "ask")
        if how == "auto":
            return legal[0] if legal else None
        if isinstance(how, list) and legal:
            rank = {u: i for i, u in enumerate(how)}
            return min(legal, key=lambda a: min((rank.get(u, len(rank)) for u in detail(a)["losses"]["steps"]),
                                                default=len(rank)))
    if p.kind == "retreat":
        how = orders.get("retreat", "ask")
        whole = next((a for a in legal if a.type == "retreat" and not a.unit), None)
        if whole is not None:     # 12.5.3: a cancellable retreat, retreat or stay
            if how == "retreat":
                return whole
            return next((a for a in legal if a.type == "cancel_retreat"), None) if how == "stay" else None
        paths = [a for a in legal if a.type == "retreat" and a.unit and a.choice]
        to = orders.get("retreat_to")
        if paths and to:    # 12.5: each unit's path, ending in the first listed space it can reach
            rank = {s: i for i, s in enumerate(to)}
            best = min(paths, key=lambda a: rank.get(a.choice.split(">")[-1], len(rank)))
            return best if best.choice.split(">")[-1] in rank else None
    return None
