"""What one seat may know (issue 11): ``view(game, seat)`` as plain data.

Hidden from a seat: the hands of the sides it does not hold, the order of every draw pile
(its own too: nobody knows the order of a shuffled pile), and the generator that decides
future dice and shuffles. Everything else of the state is public: the board, tracks,
markers, discards, removed and face-up cards, the log and the working data of the step.

The view (``FORMAT``)::

    {"format", "seat", "sides" (the sides the seat holds), "seats", "scenario", "options",
     "state":  the state's JSON without "hand", "draw", "rng", "dice_script"; "at" in arrival order,
     "cards":  {side: {"hand_size", "draw_size",
                       "hand": [...], "draw_possible": [...]            (a side the seat holds)
                       "hand_known": [...], "possible": [...]}},        (any other side)
     "log":    the log as this seat reads it (``seat_log``),
     "prompt": {"seat", "side", "kind", "text", "choices"} when the seat decides now, else None,
     "legal":  the legal actions (JSON) when the seat decides now, else [],
     "waiting_for": the seat that decides now (None when the game is over),
     "actions": the action list (every action is public)}

``hand_known``: cards of another side's hand shown by an event (Cloak and Dagger / Mata Hari,
Guns of August) and not seen to leave the hand since; ``possible``: the other cards that may be
in that hand or draw pile (the side's cards in neither a public pile nor ``hand_known``).

A log entry may carry ``"secret": {"side": s, ...}``: the seat holding ``s`` reads the entry
with those fields laid over it, any other seat reads it without them.
"""
from __future__ import annotations

import hashlib
import json

from .state import SIDES, _jsonable, other

FORMAT = "pog-view/1"
HIDDEN_FIELDS = ("hand", "draw", "rng", "dice_script")
GUNS_OF_AUGUST = "cp01"


def seat_log(log: list, sides) -> list:
    """The log as a seat holding ``sides`` reads it (entries copied, never shared)."""
    out = []
    for e in log:
        secret = e.get("secret")
        if secret is None:
            out.append(dict(e))
            continue
        e = {k: v for k, v in e.items() if k != "secret"}
        if secret.get("side") in sides:
            e.update({k: v for k, v in secret.items() if k != "side"})
        out.append(e)
    return out


def _shown(entry: dict) -> tuple[str | None, list]:
    """The side whose hand cards ``entry`` shows, and the cards, if it is such an entry."""
    kind = entry.get("kind")
    if kind == "event_effect" and "hand shown" in entry.get("text", "") and entry.get("side"):
        return other(entry["side"]), list(entry.get("cards") or ())   # AP 23 / CP 17
    if kind == "setup" and entry.get("cards") == [GUNS_OF_AUGUST]:
        return "cp", [GUNS_OF_AUGUST]                                    # 4.3.1
    return None, []


def known_in_hand(st, side: str) -> list[str]:
    """The cards of ``side``'s hand everybody knows are there: the last showing of that hand,
    less every card a later log entry names (played or discarded: it left the hand in view,
    and where it went since is public or unknown again)."""
    named: set = set()
    for e in reversed(st.log):
        whose, shown = _shown(e)
        if whose == side:
            hand = st.hand[side]
            return sorted(c for c in shown if c not in named and c in hand)
        c = e.get("card")
        if c:
            named.add(c)
        cs = e.get("cards")
        if cs:
            named.update(cs)
    return []


def card_knowledge(st, sides) -> dict:
    out = {}
    for side in SIDES:
        hand, draw = st.hand[side], st.draw[side]
        entry = {"hand_size": len(hand), "draw_size": len(draw)}
        if side in sides:
            entry["hand"] = list(hand)
            entry["draw_possible"] = sorted(draw)
        else:
            known = known_in_hand(st, side)
            entry["hand_known"] = known
            entry["possible"] = sorted(set(hand).union(draw).difference(known))
        out[side] = entry
    return out


def public_state(st) -> dict:
    """The state as plain data without what any seat keeps hidden."""
    doc = st.to_json(with_log=False)
    for k in HIDDEN_FIELDS:
        doc.pop(k, None)
    doc["at"] = {loc: list(units) for loc, units in st.at.items()}
    return doc


def prompt_doc(p) -> dict:
    return {"seat": p.seat, "side": p.side, "kind": p.kind, "text": p.text, "choices": _jsonable(p.choices)}


def view(game, seat: str | None) -> dict:
    """Everything ``seat`` may know; ``seat=None``: what every seat may know."""
    if seat is not None and seat not in game.seats:
        raise ValueError(f"there is no seat {seat!r} at this table (seats: {', '.join(game.seats)})")
    st = game.state
    sides = game.seat_map.sides_of(seat) if seat is not None else ()
    p = game.prompt
    mine = p is not None and seat is not None and p.seat == seat
    return {"format": FORMAT, "seat": seat, "sides": list(sides), "seats": list(game.seats),
            "scenario": game.scenario_id, "options": _jsonable(dict(getattr(game, "_options", {}) or {})),
            "state": public_state(st), "cards": card_knowledge(st, sides), "log": seat_log(st.log, sides),
            "prompt": prompt_doc(p) if mine else None,
            "legal": [a.to_json() for a in game.legal_actions()] if mine else [],
            "waiting_for": p.seat if p is not None else None,
            "actions": list(game.actions)}


def digest(doc) -> str:
    """A stable hash of plain data (a view, a public state)."""
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def public_hash(game) -> str:
    """The hash of what every seat may know (``view(None)`` less the action list, which the
    public record carries itself): what the sender of an action claims and the receiver checks."""
    doc = view(game, None)
    doc.pop("actions")
    return digest(doc)
